/** The JSON shapes of tokens and invites. Timestamps are ISO 8601 strings. */
import type { InviteRecord } from './invite-store.js';
import type { IssuedToken } from './token-service.js';
import type { TokenRecord } from './token-store.js';

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

export function toTokenView(token: TokenRecord) {
  return {
    id: token.id,
    name: token.name,
    read_only: token.read_only,
    created_at: iso(token.created_at)!,
    expires_at: iso(token.expires_at),
  };
}

export function toNewTokenView(token: IssuedToken) {
  return { ...toTokenView(token), token: token.token };
}

export function toInviteView(invite: InviteRecord) {
  return { code: invite.code, created_at: iso(invite.created_at)!, used: invite.used_at !== null, used_at: iso(invite.used_at) };
}
