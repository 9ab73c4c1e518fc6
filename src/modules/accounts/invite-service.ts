/** Invite codes: single use, at most INVITE_LIMIT per user (admins unlimited). */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { hashSecret, newInviteCode } from '../../lib/secrets.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { countInvitesBy, insertInvite, type InviteRecord, listInvitesBy } from './invite-store.js';

/** A new invite: the code is returned here, once; only its hash is stored. */
export async function createInvite(ctx: AppContext, userId: string): Promise<InviteRecord & { code: string }> {
  // The owner's lock keeps two parallel requests from both passing the limit.
  return writeProfile(ctx, userId, async (write) => {
    const trx = write.transaction;
    if (!write.user.is_admin && (await countInvitesBy(trx, userId)) >= ctx.config.inviteLimit) {
      throw errors.inviteLimitReached(ctx.config.inviteLimit);
    }
    const code = newInviteCode();
    const codeHash = hashSecret(code);
    await insertInvite(trx, codeHash, userId, write.now);
    return { code, codeHash, created_at: write.now, used_at: null };
  });
}

/** For operators (CLI): an invite that belongs to no user and counts against no limit. */
export async function createOperatorInvite(ctx: AppContext): Promise<string> {
  const code = newInviteCode();
  await insertInvite(ctx.db, hashSecret(code), null, ctx.clock.now());
  return code;
}

export function listInvites(ctx: AppContext, userId: string): Promise<InviteRecord[]> {
  return listInvitesBy(ctx.readDb, userId);
}
