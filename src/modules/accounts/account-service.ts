/** Accounts: registration, login, deletion (soft, then purged) and the operator's account creation. */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashSecret } from '../../lib/secrets.js';
import { findCredentials } from '../../profiles/profile-reader.js';
import { purgeProfilesDeletedBefore } from '../../profiles/profile-purge.js';
import { createProfile, recordActivity, writeProfile } from '../../profiles/profile-writer.js';
import { checkNotReserved, checkUsername } from '../../profiles/usernames.js';
import { getMe } from '../users/user-service.js';
import { claimInvite } from './invite-store.js';
import { issueSessionToken } from './token-service.js';
import { deleteTokensOfUser } from './token-store.js';

export const PURGE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

interface NewAccount {
  username: string;
  password: string | null;
  admin?: boolean;
  /** Required when the instance requires invites and the account is not created by an operator. */
  invite?: string | undefined;
  checkInvite: boolean;
  /** Operators (CLI) may give reserved names (e.g. to the instance's own account); sign-ups may not. */
  checkReserved: boolean;
}

/** Creates the account, claims its invite and issues its first session token, in one transaction. */
async function createAccount(ctx: AppContext, account: NewAccount) {
  checkUsername(account.username);
  if (account.checkReserved) checkNotReserved(account.username, ctx.config.reservedUsernames);
  if (account.checkInvite && account.invite === undefined) throw errors.inviteRequired();
  const password = account.password;
  const passwordHash = password === null ? null : await ctx.work.passwords.run(() => hashPassword(password));
  const { userId, token } = await createProfile(
    ctx,
    { username: account.username, password_hash: passwordHash, is_admin: account.admin ?? false },
    async (write) => {
      const invite = account.invite === undefined ? '' : hashSecret(account.invite);
      if (account.checkInvite && !(await claimInvite(write.transaction, invite, write.user.id, write.now))) {
        throw errors.inviteInvalid();
      }
      const session = await issueSessionToken(write.transaction, write.user.id, write.now);
      return { userId: write.user.id, token: session.token };
    },
  );
  return { token, userId, me: await getMe(ctx, userId) };
}

export function register(ctx: AppContext, input: { username: string; password: string; invite?: string | undefined }) {
  return createAccount(ctx, { ...input, checkInvite: ctx.config.requireInvite, checkReserved: true });
}

/** For operators (CLI): no invite needed, password optional, may be an admin. */
export function createAccountAsOperator(
  ctx: AppContext,
  input: { username: string; password: string | null; admin: boolean },
) {
  return createAccount(ctx, { ...input, checkInvite: false, checkReserved: false });
}

export async function login(ctx: AppContext, input: { username: string; password: string }) {
  const credentials = await findCredentials(ctx.readDb, input.username);
  const valid = await ctx.work.passwords.run(() => verifyPassword(credentials?.password_hash ?? null, input.password));
  if (!credentials || !valid) throw errors.wrongCredentials();
  await recordActivity(ctx, credentials.id);
  const session = await issueSessionToken(ctx.db, credentials.id, ctx.clock.now());
  return { token: session.token, me: await getMe(ctx, credentials.id) };
}

/** The shortest password accepted (as at registration). */
const MIN_PASSWORD_LENGTH = 8;

/**
 * A new password for an account, given its current one (an account made without a password sets
 * its first one). Sessions and tokens stay valid.
 */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  input: { current: string; next: string },
): Promise<void> {
  if (input.next.length < MIN_PASSWORD_LENGTH || input.next.length > 256) {
    throw errors.invalidPassword();
  }
  const nextHash = await ctx.work.passwords.run(() => hashPassword(input.next));
  await writeProfile(ctx, userId, async (write) => {
    const currentHash = await write.passwordHash();
    if (currentHash !== null) {
      const valid = await ctx.work.passwords.run(() => verifyPassword(currentHash, input.current));
      if (!valid) throw errors.wrongPassword();
    }
    await write.setPasswordHash(nextHash);
  });
}

/** Soft delete: the account and its members read as not found at once; the purge removes them later. */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  await writeProfile(ctx, userId, async (write) => {
    await write.deleteAccount();
    await deleteTokensOfUser(write.transaction, userId);
  });
}

/** Deletes accounts soft-deleted more than 30 days ago with their members, tokens and avatar files. */
export function purgeDeletedAccounts(ctx: AppContext): Promise<number> {
  return purgeProfilesDeletedBefore(ctx, ctx.clock.now() - PURGE_AFTER_MS);
}
