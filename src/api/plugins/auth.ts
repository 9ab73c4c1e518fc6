/**
 * Who is calling, from a token in the Authorization header. Two steps with the rate limiter between
 * them (the API scope adds them in that order):
 * 1. `identifyCaller` (onRequest): any token sent is checked, on every route, so rate limits can be
 *    keyed by user;
 * 2. `enforceAuthRule` (preParsing): the route's rule in `config.auth` is enforced — still before the
 *    body is parsed or validated, so token failures are answered first (403 no token, 401 invalid
 *    token, 403/4002 when the token may not do this).
 */
import type { FastifyRequest } from 'fastify';
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
  return async (request: FastifyRequest) => {
    const secret = secretFromHeader(request.headers.authorization);
    if (secret === undefined) return;
    request.caller = await authenticate(ctx, secret);
    request.tokenState = request.caller ? 'valid' : 'invalid';
  };
}

const READS = new Set(['GET', 'HEAD']);

export async function enforceAuthRule(request: FastifyRequest) {
  const config = request.routeOptions.config;
  const rule = config.auth ?? 'none';
  if (rule === 'none' || rule === 'optional') return;
  const caller = callerOf(request);
  if (rule === 'admin') {
    if (!caller.isAdmin) throw errors.adminOnly();
    if (caller.readOnly && !READS.has(request.method)) throw errors.readOnlyToken();
  }
  if (rule === 'write' && caller.readOnly) throw errors.readOnlyToken();
  if (rule === 'session' && caller.kind !== 'session') throw errors.sessionRequired();
  // A suspended account can log in and read its data (and why it was suspended), not change anything.
  if (caller.suspended && !READS.has(request.method) && config.allowSuspended !== true) throw errors.suspended();
}
