/** Answers with JSON that is already text (a stored public document): sent as it is, not serialised again. */
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
