/**
 * Security headers (helmet's defaults) on every answer, with two changes for an API whose images are
 * meant to be shown on other sites: resources may be loaded cross-origin, and no Content-Security-
 * Policy is set globally (JSON and WebP answers execute nothing; the API reference sets its own).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
