/**
 * CORS: anyone's web page may call the API. Tokens travel in the Authorization header, never in
 * cookies, so no credentials are involved and `*` is safe for writes too. Browsers may read the
 * rate-limit headers. Registered before authentication and rate limiting, so their refusals (401,
 * 403, 429) carry the headers too and a browser can read them.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const EXPOSED_HEADERS = [
  'X-RateLimit-Bucket',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'ETag',
];

async function corsPlugin(app: FastifyInstance) {
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
  });
}

export default fp(corsPlugin, { name: 'cors' });
