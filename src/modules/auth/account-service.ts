/** Accounts: registration, login, deletion (soft, then purged) and the operator's account creation. */
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/columns.js';
import { ApiError, ErrorCode, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { rebuildUserDocuments } from '../documents/document-service.js';
import { listMemberIdsOfUsers } from '../members/member-store.js';
import { getMe } from '../users/user-service.js';
import {
  deleteUsers,
  findCredentials,
  findUsersDeletedBefore,
  insertUser,
  softDeleteUser,
  touchUser,
} from '../users/user-store.js';
import { checkUsername, usernameTaken } from '../users/usernames.js';
import { claimInvite } from './invite-store.js';
import { deleteTokensOfUser } from './token-store.js';
import { issueSessionToken } from './token-service.js';

export const PURGE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

interface NewAccount {
  username: string;
  password: string | null;
  admin?: boolean;
  /** Required when the instance requires invites and the account is not created by an operator. */
  invite?: string | undefined;
  checkInvite: boolean;
}

/** Creates the account and its first session token in one transaction. */
async function createAccount(ctx: AppContext, account: NewAccount) {
  checkUsername(account.username);
  if (account.checkInvite && account.invite === undefined) {
    throw new ApiError(403, ErrorCode.InviteRequired, 'This instance requires an invite code to register');
  }
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  const id = newId();
  const session = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    try {
      await insertUser(trx, { id, username: account.username, password_hash: passwordHash, is_admin: account.admin ?? false, now });
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    if (account.checkInvite && !(await claimInvite(trx, account.invite!, id, now))) {
      throw new ApiError(403, ErrorCode.InviteRequired, 'The invite code is unknown or has already been used');
    }
    await rebuildUserDocuments(trx, id);
    return issueSessionToken(trx, id, now);
  });
  return { token: session.token, user: await getMe(ctx, id) };
}

export function register(ctx: AppContext, input: { username: string; password: string; invite?: string | undefined }) {
  return createAccount(ctx, { ...input, checkInvite: ctx.config.requireInvite });
}

/** For operators (CLI): no invite needed, password optional, may be an admin. */
export function createAccountAsOperator(
  ctx: AppContext,
  input: { username: string; password: string | null; admin: boolean },
) {
  return createAccount(ctx, { ...input, checkInvite: false });
}

export async function login(ctx: AppContext, input: { username: string; password: string }) {
  const credentials = await findCredentials(ctx.db, input.username);
  const valid = await verifyPassword(credentials?.password_hash ?? null, input.password);
  if (!credentials || !valid) {
    throw new ApiError(401, ErrorCode.InvalidToken, 'Wrong username or password');
  }
  const now = ctx.clock.now();
  await touchUser(ctx.db, credentials.id, now);
  const session = await issueSessionToken(ctx.db, credentials.id, now);
  return { token: session.token, user: await getMe(ctx, credentials.id) };
}

/** Soft delete: the account and its members read as not found at once; the purge removes them later. */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    if (!(await touchUser(trx, userId, now))) throw errors.userNotFound();
    await softDeleteUser(trx, userId, now);
    await deleteTokensOfUser(trx, userId);
  });
}

const PURGE_BATCH = 200;

/** Deletes accounts soft-deleted more than 30 days ago with their members, tokens and avatar files. */
export async function purgeDeletedAccounts(ctx: AppContext): Promise<number> {
  const cutoff = ctx.clock.now() - PURGE_AFTER_MS;
  let purged = 0;
  for (;;) {
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const userIds = await findUsersDeletedBefore(trx, cutoff, PURGE_BATCH);
      const memberIds = await listMemberIdsOfUsers(trx, userIds);
      await deleteUsers(trx, userIds);
      return { userIds, memberIds };
    });
    // Files go after the rows: a failure here leaves unreferenced files, never a record without its file.
    for (const id of batch.userIds) await ctx.media.removeOwner('users', id);
    for (const id of batch.memberIds) await ctx.media.removeOwner('members', id);
    purged += batch.userIds.length;
    if (batch.userIds.length < PURGE_BATCH) return purged;
  }
}
