/** Accounts: registration, login, deletion (soft, then purged) and the operator's account creation. */
import { findPasswordHash, setPasswordHash } from './account-store.js';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashSecret } from '../../lib/secrets.js';
import { findCredentials, findRestorableCredentials, findSuspension, findUser } from '../../profiles/profile-reader.js';
import { purgeProfilesDeletedBefore } from '../../profiles/profile-purge.js';
import { createProfile, type ProfileWrite, recordActivity, writeProfile } from '../../profiles/profile-writer.js';
import { checkNotReserved, checkUsername } from '../../profiles/rules/usernames.js';
import { getMe } from '../users/user-service.js';
import { deleteSyncsOfUser } from '../sync/sync-store.js';
import { accountWithEmail } from './email-store.js';
import { claimInvite } from './invite-store.js';
import { issueSessionToken } from './token-service.js';
import { type SecondFactorMethod, secondFactorsOf } from './second-factors.js';
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
  /** More of the same transaction, after the account exists (e.g. linking the account it signed up with). */
  onCreate?: (write: ProfileWrite) => Promise<void>;
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
      await account.onCreate?.(write);
      const session = await issueSessionToken(write.transaction, write.user.id, write.now);
      return { userId: write.user.id, token: session.token };
    },
  );
  return { token, userId, me: await getMe(ctx, userId) };
}

export function register(ctx: AppContext, input: { username: string; password: string; invite?: string | undefined }) {
  return createAccount(ctx, { ...input, checkInvite: ctx.config.requireInvite, checkReserved: true });
}

/** Sign-up through another service: no password; `link` runs in the creating transaction. */
export function registerThroughProvider(
  ctx: AppContext,
  input: { username: string; invite?: string | undefined },
  link: (write: ProfileWrite) => Promise<void>,
) {
  return createAccount(ctx, {
    ...input,
    password: null,
    checkInvite: ctx.config.requireInvite,
    checkReserved: true,
    onCreate: link,
  });
}

/** For operators (CLI): no invite needed, password optional, may be an admin. */
export function createAccountAsOperator(
  ctx: AppContext,
  input: { username: string; password: string | null; admin: boolean },
) {
  return createAccount(ctx, { ...input, checkInvite: false, checkReserved: false });
}

/** What a password step proved of an account with two-factor log-in on (the log-in module asks for the rest). */
export interface SecondFactorNeeded {
  secondFactor: { userId: string; passwordRight: boolean; methods: SecondFactorMethod[] };
}

/**
 * A password log-in, by username or (where mail is set up) by the account's verified address. An
 * account with two-factor log-in on gets no session here: the answer is the same whether the password
 * was right or not, and says only that a second factor is needed (docs/LOGIN.md).
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
): Promise<{ token: string; me: Awaited<ReturnType<typeof getMe>> } | SecondFactorNeeded> {
  const byAddress = input.username.includes('@') && ctx.config.mail !== null;
  const credentials = byAddress
    ? await accountWithEmail(ctx.readDb, input.username.trim().toLowerCase())
    : await findCredentials(ctx.readDb, input.username);
  // No live account of that name: one its owner deleted and may restore says so to its password. One
  // password check either way, so the time taken tells nothing about which accounts exist.
  const restorable =
    credentials || byAddress ? undefined : await findRestorableCredentials(ctx.readDb, input.username, ctx.clock.now());
  const hash = credentials?.password_hash ?? restorable?.password_hash ?? null;
  const valid = await ctx.work.passwords.run(() => verifyPassword(hash, input.password));
  if (restorable && valid) throw errors.accountBeingDeleted(new Date(restorable.restorable_until).toISOString());
  if (!credentials) throw errors.wrongCredentials();
  // An account without a password cannot be asked for a second factor through one.
  const methods = credentials.password_hash === null ? [] : await secondFactorsOf(ctx.db, credentials.id);
  if (methods.length > 0) return { secondFactor: { userId: credentials.id, passwordRight: valid, methods } };
  if (!valid) throw errors.wrongCredentials();
  return finishLogin(ctx, credentials.id);
}

/** The session of a log-in whose every step is done. */
export async function finishLogin(ctx: AppContext, userId: string) {
  if ((await findUser(ctx.db, userId)) === undefined) throw errors.wrongCredentials();
  await recordActivity(ctx, userId);
  const session = await issueSessionToken(ctx.db, userId, ctx.clock.now());
  return { token: session.token, me: await getMe(ctx, userId) };
}

/** Throws when the account cannot log in through a linked account (deleted, suspended). */
export async function checkLinkedLogin(ctx: AppContext, userId: string): Promise<void> {
  // A deleted account keeps its links until the purge: nobody signs up with them meanwhile.
  if ((await findUser(ctx.db, userId)) === undefined) throw errors.linkedAccountDeleted();
  if (await findSuspension(ctx.db, userId)) throw errors.suspendedLinkedLogin();
}

/**
 * A log-in proven by a linked account. Unlike a password log-in, a suspended account cannot log in
 * this way; its owner can still log in with a password to read warnings and export data.
 */
export async function loginLinkedUser(ctx: AppContext, userId: string) {
  await checkLinkedLogin(ctx, userId);
  await recordActivity(ctx, userId);
  const session = await issueSessionToken(ctx.db, userId, ctx.clock.now());
  return { token: session.token };
}

/** The shortest password accepted (as at registration). */
const MIN_PASSWORD_LENGTH = 8;

/** Throws the 400 for a new password that is too short or too long. */
export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 256) throw errors.invalidPassword();
}

/**
 * A new password for an account, given its current one (an account made without a password sets
 * its first one). Sessions and tokens stay valid.
 */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  input: { current: string; next: string },
): Promise<void> {
  checkNewPassword(input.next);
  const nextHash = await ctx.work.passwords.run(() => hashPassword(input.next));
  await writeProfile(ctx, userId, async (write) => {
    const currentHash = (await findPasswordHash(write.transaction, write.user.id)) ?? null;
    if (currentHash !== null) {
      const valid = await ctx.work.passwords.run(() => verifyPassword(currentHash, input.current));
      if (!valid) throw errors.wrongPassword();
    }
    await setPasswordHash(write.transaction, write.user.id, nextHash);
  });
}

/**
 * Soft delete by its owner: the account and its members read as not found at once, and its owner
 * may restore it until the purge (PURGE_AFTER_MS later) by logging in. Its tokens end now; the
 * accounts it logs in with stay linked until the purge, so that they can restore it too.
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  await writeProfile(ctx, userId, async (write) => {
    await write.deleteAccount(write.now + PURGE_AFTER_MS);
    await deleteTokensOfUser(write.transaction, userId);
    // Nothing more is written elsewhere, and the other services' credentials go now.
    await deleteSyncsOfUser(write.transaction, userId);
  });
}

/** Deletes accounts soft-deleted more than 30 days ago with their members, tokens and avatar files. */
export function purgeDeletedAccounts(ctx: AppContext): Promise<number> {
  return purgeProfilesDeletedBefore(ctx, ctx.clock.now() - PURGE_AFTER_MS);
}
