/** How a route's `{userRef}` names a user: `@me` is the caller (and needs a token); any other is looked up. */
import type { FastifyRequest } from 'fastify';
import { callerOf, type Viewer } from '../../modules/accounts/caller.js';

/** `@me` names the caller (and needs a token); any other reference is looked up as it is. */
export function resolveUserRef(request: FastifyRequest, ref: string): { ref: string; viewer: Viewer | null } {
  if (ref === '@me') {
    const caller = callerOf(request);
    return { ref: caller.userId, viewer: caller };
  }
  return { ref, viewer: request.caller };
}
