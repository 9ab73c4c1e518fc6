/** Invite codes: single use, at most INVITE_LIMIT per user (admins unlimited). */
import type { AppContext } from '../../context.js';
import { ApiError, ErrorCode, errors } from '../../errors.js';
import { newInviteCode } from '../../lib/secrets.js';
import { findLiveUserById, touchUser } from '../users/user-store.js';
import { countInvitesBy, insertInvite, type InviteRecord, listInvitesBy } from './invite-store.js';

export async function createInvite(ctx: AppContext, userId: string): Promise<InviteRecord> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    // The row lock taken by the touch keeps two parallel requests from both passing the limit.
    if (!(await touchUser(trx, userId, now))) throw errors.userNotFound();
    const user = (await findLiveUserById(trx, userId))!;
    if (!user.is_admin && (await countInvitesBy(trx, userId)) >= ctx.config.inviteLimit) {
      throw new ApiError(
        403,
        ErrorCode.InviteLimitReached,
        `Invite limit reached: you can create at most ${ctx.config.inviteLimit} invites`,
      );
    }
    const code = newInviteCode();
    await insertInvite(trx, code, userId, now);
    return { code, created_at: now, used_at: null };
  });
}

/** For operators (CLI): an invite that belongs to no user and counts against no limit. */
export async function createOperatorInvite(ctx: AppContext): Promise<string> {
  const code = newInviteCode();
  await insertInvite(ctx.db, code, null, ctx.clock.now());
  return code;
}

export function listInvites(ctx: AppContext, userId: string): Promise<InviteRecord[]> {
  return listInvitesBy(ctx.db, userId);
}
