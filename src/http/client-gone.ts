/**
 * Work that waits on others for a request (reading an account from another service) need not go on
 * for a client that has closed its connection: this signal says so. Its reason is a refusal like any
 * other, so whatever it stops ends as an answer nobody reads, never as a fault of ours.
 */
import type { FastifyReply } from 'fastify';
import { ApiError, ErrorCode } from '../core/errors.js';

/** Aborts when the connection closes before the answer was sent. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) {
      gone.abort(new ApiError(ErrorCode.BadRequest, 'The request was given up: its client closed the connection'));
    }
  });
  return gone.signal;
}
