/**
 * Who is calling. Two steps with the rate limiter between them:
 * 1. onRequest: any token sent is checked, on every route, so rate limits can be keyed by user;
 * 2. preParsing: the route's rule in `config.auth` is enforced — still before the body is parsed or
 *    validated, so token failures are answered first (403 no token, 401 invalid token, 403/4002 when
 *    the token may not do this).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { errors } from '../errors.js';
import { authenticate, type Caller, secretFromHeader } from '../modules/auth/token-service.js';

/**
 * none: the token is not needed (a valid one still keys rate limits). optional: an invalid one is
 * remembered, not refused. required: any valid token. write: a token that is not read-only.
 * session: a session token.
 */
export type AuthRule = 'none' | 'optional' | 'required' | 'write' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    caller: Caller | null;
    tokenState: 'none' | 'invalid' | 'valid';
  }
}

/** The caller of a route whose rule guarantees one. */
export function callerOf(request: FastifyRequest): Caller {
  if (request.caller) return request.caller;
  throw request.tokenState === 'invalid' ? errors.invalidToken() : errors.noToken();
}

async function auth(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenState', 'none');

  app.addHook('onRequest', async (request) => {
    const secret = secretFromHeader(request.headers.authorization);
    if (secret === undefined) return;
    request.caller = await authenticate(ctx, secret);
    request.tokenState = request.caller ? 'valid' : 'invalid';
  });

  app.addHook('preParsing', async (request) => {
    const rule = request.routeOptions.config.auth ?? 'none';
    if (rule === 'none' || rule === 'optional') return;
    const caller = callerOf(request);
    if (rule === 'write' && caller.readOnly) throw errors.readOnlyToken();
    if (rule === 'session' && caller.kind !== 'session') throw errors.sessionRequired();
  });
}

export default fp(auth, { name: 'auth' });
