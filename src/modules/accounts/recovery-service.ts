/**
 * One-time recovery codes: ten, shown once, stored as hashes, each usable once. Using one sets a new
 * password and ends every session of the account (API tokens stay: they are listed in settings and
 * revoked there), then starts a session for the person who used it.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashSecret, newRecoveryCode, normaliseRecoveryCode } from '../../lib/secrets.js';
import { findCredentials } from '../../profiles/profile-reader.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { getMe } from '../users/user-service.js';
import { checkNewPassword } from './account-service.js';
import { findPasswordHash, setPasswordHash } from './account-store.js';
import { recoveryCodeState, replaceRecoveryCodes, takeRecoveryCode } from './recovery-store.js';
import { issueSessionToken } from './token-service.js';
import { deleteUserSessions } from './token-store.js';

export const RECOVERY_CODE_COUNT = 10;

/** The stored form of a code: tied to its account, so one hash names one account's code only. */
function codeHash(userId: string, code: string): string {
  return hashSecret(`${userId}:${code}`);
}

/**
 * Makes ten new codes (the old ones stop working) and returns them: the only time they are seen. A
 * code sets a new password, so making them asks for the current one, as changing it does (an account
 * without a password has none to give).
 */
export async function newRecoveryCodes(
  ctx: AppContext,
  userId: string,
  currentPassword: string,
): Promise<{ codes: string[]; madeAt: number }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const madeAt = await writeProfile(
    ctx,
    userId,
    async (write) => {
      const currentHash = (await findPasswordHash(write.transaction, userId)) ?? null;
      if (currentHash !== null) {
        const valid = await ctx.work.passwords.run(() => verifyPassword(currentHash, currentPassword));
        if (!valid) throw errors.wrongPassword();
      }
      await replaceRecoveryCodes(
        write.transaction,
        userId,
        codes.map((code) => codeHash(userId, code)),
        write.now,
      );
      return write.now;
    },
    { accountOnly: true },
  );
  return { codes, madeAt };
}

/**
 * Uses up a recovery code typed as a second factor at log-in: true when it was one of the account's
 * (it is gone now: one delete, so two requests cannot both use it).
 */
export async function takeTypedRecoveryCode(ctx: AppContext, userId: string, typed: string): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (code === null) return false;
  return takeRecoveryCode(ctx.db, userId, codeHash(userId, code));
}

export function recoveryCodesLeft(ctx: AppContext, userId: string) {
  return recoveryCodeState(ctx.db, userId);
}

/**
 * A new password through a recovery code. A wrong username and a wrong or used code get the same
 * answer, so it says nothing about which accounts exist.
 */
export async function recoverAccount(ctx: AppContext, input: { username: string; code: string; password: string }) {
  checkNewPassword(input.password);
  // Hashed before anything is looked up, so a known and an unknown username take the same time.
  const passwordHash = await ctx.work.passwords.run(() => hashPassword(input.password));
  const code = normaliseRecoveryCode(input.code);
  const account = code === null ? undefined : await findCredentials(ctx.db, input.username);
  if (!account || code === null) throw errors.wrongRecoveryCode();
  const token = await writeProfile(
    ctx,
    account.id,
    async (write) => {
      if (!(await takeRecoveryCode(write.transaction, account.id, codeHash(account.id, code)))) {
        throw errors.wrongRecoveryCode();
      }
      await setPasswordHash(write.transaction, account.id, passwordHash);
      await deleteUserSessions(write.transaction, account.id);
      return (await issueSessionToken(write.transaction, account.id, write.now)).token;
    },
    { accountOnly: true },
  );
  return { token, me: await getMe(ctx, account.id) };
}
