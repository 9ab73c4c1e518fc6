/** The JSON shapes of tokens and invites. Timestamps are ISO 8601 strings. */
import type { InviteRecord } from '../../modules/accounts/invite-store.js';
import type { IssuedToken } from '../../modules/accounts/token-service.js';
import type { TokenRecord } from '../../modules/accounts/token-store.js';

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

/** An invite as listed: identified by the start of its code's hash (the code is shown only once). */
export function toInviteView(invite: InviteRecord) {
  return {
    id: invite.codeHash.slice(0, 16),
    created_at: iso(invite.created_at)!,
    used: invite.used_at !== null,
    used_at: iso(invite.used_at),
  };
}

/** A new invite: with its code, which is never shown again. */
export function toNewInviteView(invite: InviteRecord & { code: string }) {
  return { ...toInviteView(invite), code: invite.code };
}
