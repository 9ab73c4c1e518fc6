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

/** A route and the token it needs, as registered: the security tests are generated from these. */
export interface RouteRule {
  method: string;
  url: string;
  auth: AuthRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyInstance {
    routeRules: RouteRule[];
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
  const rules: RouteRule[] = [];
  app.decorate('routeRules', rules);
  app.addHook('onRoute', (route) => {
    const auth = (route.config as { auth?: AuthRule } | undefined)?.auth ?? 'none';
    for (const method of [route.method].flat()) rules.push({ method, url: route.url, auth });
  });

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
