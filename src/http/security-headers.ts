/**
 * Security headers (helmet's defaults) on every answer, with two changes for an API whose images are
 * meant to be shown on other sites: resources may be loaded cross-origin, and no Content-Security-
 * Policy is set globally (JSON and WebP answers execute nothing; the API reference sets its own).
 * The same headers, computed once by helmet itself, go on the answers to requests the HTTP parser refuses.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} as const;

/**
 * None of these headers depends on the request, so helmet computes them once and each answer gets
 * the same list (running helmet's middleware chain per request cost ~7% of a cached read).
 */
async function securityHeaders(app: FastifyInstance) {
  const headers = staticSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });

/** The headers helmet sets with these options (none depends on the request), as name/value pairs. */
export function staticSecurityHeaders(): string[] {
  const headers: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push(name.toLowerCase(), String(value));
    },
    removeHeader() {},
  };
  let done = false;
  helmet(OPTIONS)({} as never, response as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
