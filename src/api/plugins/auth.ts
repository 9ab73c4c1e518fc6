/**
 * Who is calling, from a token in the Authorization header. Two steps with the rate limiter between
 * them (the API scope adds them in that order):
 * 1. `identifyCaller` (onRequest): any token sent is checked, on every route, so rate limits can be
 *    keyed by user;
 * 2. `enforceAuthRule` (preParsing): the route's rule in `config.auth` is enforced — still before the
 *    body is parsed or validated, so token failures are answered first (403 no token, 401 invalid
 *    token, 403/4002 when the token may not do this).
 */
import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { type Caller, callerOf } from '../../modules/accounts/caller.js';
import { authenticate, secretFromHeader } from '../../modules/accounts/token-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    tokenState: 'none' | 'invalid' | 'valid';
  }
}

export function identifyCaller(ctx: AppContext) {
  // A callback hook: most requests carry no token, and an async hook costs each a promise and a turn.
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const secret = secretFromHeader(request.headers.authorization);
    if (secret === undefined) return done();
    authenticate(ctx, secret).then((caller) => {
      request.caller = caller;
      request.tokenState = caller ? 'valid' : 'invalid';
      done();
    }, done);
  };
}

const READS = new Set(['GET', 'HEAD']);

/** What the route's auth rule refuses this request, if anything. */
function authRefusal(request: FastifyRequest): Error | undefined {
  const config = request.routeOptions.config;
  const rule = config.auth ?? 'none';
  if (rule === 'none' || rule === 'optional') return undefined;
  const caller = callerOf(request);
  if (rule === 'admin') {
    if (!caller.isAdmin) return errors.adminOnly();
    if (caller.readOnly && !READS.has(request.method)) return errors.readOnlyToken();
  }
  if (rule === 'write' && caller.readOnly) return errors.readOnlyToken();
  if (rule === 'session' && caller.kind !== 'session') return errors.sessionRequired();
  // A suspended account can log in and read its data (and why it was suspended), not change anything.
  if (caller.suspended && !READS.has(request.method) && config.allowSuspended !== true) return errors.suspended();
  return undefined;
}

/** The preParsing hook that applies `config.auth` (callerOf throws the 401/403 of a missing caller). */
export const enforceAuthRule: preParsingHookHandler = (request, _reply, payload, done) => {
  let refusal: Error | undefined;
  try {
    refusal = authRefusal(request);
  } catch (error) {
    refusal = error as Error;
  }
  if (refusal) done(refusal);
  else done(null, payload);
};
