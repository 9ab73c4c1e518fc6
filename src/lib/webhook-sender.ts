/**
 * Sending a webhook: signed as Standard Webhooks says (the `standardwebhooks` package: `webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<HMAC-SHA256>`), posted with node's http client so that
 * the address actually connected to is the one checked (lib/public-address.ts: a webhook must not
 * reach inside the network).
 * Redirects are not followed; the answer's body is not read past a few kilobytes.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isCallableAddress, UNREACHABLE } from './public-address.js';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface SendOptions {
  /** WEBHOOK_ALLOW_INSECURE: plain http and this machine's loopback allowed (tests, local development). */
  allowLoopback: boolean;
  timeoutMs: number;
}

export interface SendResult {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** Why it failed (no answer, or a status that is not 2xx), or null. */
  error: string | null;
}

const MAX_ANSWER_BYTES = 16 * 1024;

export function signWebhook(secret: string, id: string, timestamp: Date, body: string): string {
  return new Webhook(secret).sign(id, timestamp, body);
}

/** Posts one signed message; never throws (the result says what happened). */
export function sendWebhook(
  target: { url: string; secret: string },
  message: { id: string; timestamp: Date; body: string },
  options: SendOptions,
): Promise<SendResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target.url);
    } catch {
      return resolve({ status: null, error: 'the URL is not valid' });
    }
    if (url.protocol !== 'https:' && !(options.allowLoopback && url.protocol === 'http:')) {
      return resolve({ status: null, error: 'only https URLs are called' });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !isCallableAddress(host, options.allowLoopback)) {
      return resolve({ status: null, error: UNREACHABLE });
    }
    const client = url.protocol === 'https:' ? https : http;
    const settle = (result: SendResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowLoopback) as never,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Nametag-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
          'webhook-signature': signWebhook(target.secret, message.id, message.timestamp, message.body),
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const done = () =>
          settle({ status, error: status >= 200 && status < 300 ? null : `the receiver answered ${status}` });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    request.on('error', (error) =>
      settle({
        status: null,
        error: error.message === UNREACHABLE ? UNREACHABLE : 'the connection failed or timed out',
      }),
    );
    request.end(message.body);
  });
}
