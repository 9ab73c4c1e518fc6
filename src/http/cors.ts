/**
 * CORS: anyone's web page may call the API. Tokens travel in the Authorization header, never in
 * cookies, so no credentials are involved and `*` is safe for writes too. Browsers may read the
 * rate-limit headers. Registered before authentication and rate limiting, so their refusals (401,
 * 403, 429) carry the headers too and a browser can read them.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export const EXPOSED_HEADERS = [
  'X-RateLimit-Bucket',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'ETag',
];

/** Adds CORS for any origin to the scope (the API, /media); its preflight routes count against `fallback`. */
export async function allowAnyOrigin(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    if (route.method === 'OPTIONS' && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: 'fallback' };
    }
  });
  await scope.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
    // An OPTIONS request without preflight headers gets the same 204 and CORS headers as a preflight,
    // instead of a text/plain 400: every answer of these scopes is JSON or empty.
    strictPreflight: false,
  });
}
