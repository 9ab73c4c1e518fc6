/**
 * Coming back (docs/API-NOTES.md, "Leaving, and coming back"): an account its owner deleted reads as
 * not found at once but stays restorable until the purge. Its owner restores it by proving it is
 * theirs as a log-in does — its password (the API's `POST /auth/restore`, or the log-in page), or an
 * account it logs in with — and is then logged in. The web pages ask first: a proof gives a ticket,
 * good for a few minutes, that the page's Restore button spends.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findDeletion, findRestorableCredentials } from '../../profiles/profile-reader.js';
import { recordActivity, restoreProfile } from '../../profiles/profile-writer.js';
import { getMe } from '../users/user-service.js';
import { createFlow, takeFlow } from './login-flow-store.js';
import { issueSessionToken } from '../accounts/token-service.js';
import { secondFactorsOf } from '../accounts/second-factors.js';
import { asksAfterProvider } from '../accounts/two-factor-service.js';
import { makeTicket } from './two-factor-login.js';

/** How long a page's offer to restore stays good. */
export const RESTORE_TICKET_MS = 15 * 60 * 1000;

/** What a page offers a person whose account is deleted but restorable. */
export interface RestoreOffer {
  /** Spent by the Restore button (restoreWithTicket). */
  ticket: string;
  /** Epoch ms of the purge: until then it may be restored. */
  until: number;
}

/** The deleted account of that username its owner may still restore, when the password is its own. */
export async function restorableByPassword(
  ctx: AppContext,
  input: { username: string; password: string },
): Promise<{ id: string; until: number } | null> {
  const account = await findRestorableCredentials(ctx.readDb, input.username, ctx.clock.now());
  const valid = await ctx.work.passwords.run(() => verifyPassword(account?.password_hash ?? null, input.password));
  return account && valid ? { id: account.id, until: account.restorable_until } : null;
}

/**
 * Restores the account of that username and password, and logs in: it reads again at once, with
 * everything it had but its tokens and syncs (ended at the deletion). Wrong credentials, or an account
 * nobody may restore (deleted by an admin, purged), are the log-in's 401.
 */
export async function restoreAccount(ctx: AppContext, input: { username: string; password: string }) {
  const account = await restorableByPassword(ctx, input);
  if (account === null) throw errors.wrongCredentials();
  await askSecondFactor(ctx, account.id, input.username, true);
  if (!(await restoreProfile(ctx, account.id))) throw errors.wrongCredentials();
  return loggedIn(ctx, account.id);
}

/**
 * An account with two-factor log-in on is restored by the second step (docs/LOGIN.md): the 401
 * `secondFactorRequired` with a ticket that restores it. `byPassword` false: proven by a linked
 * account, which asks only when the person chose so.
 */
async function askSecondFactor(ctx: AppContext, userId: string, username: string, byPassword: boolean) {
  if (!byPassword && !(await asksAfterProvider(ctx, userId))) return;
  const methods = await secondFactorsOf(ctx.db, userId);
  if (methods.length === 0) return;
  const ticket = await makeTicket(ctx, { userId, passwordRight: true, methods, restore: true }, username);
  throw errors.secondFactorRequired(ticket, methods);
}

/** A ticket to restore the user's account, when it is deleted and its owner may still restore it. */
export async function offerRestore(
  ctx: AppContext,
  userId: string,
  byPassword: { username: string } | null = null,
): Promise<RestoreOffer | null> {
  const now = ctx.clock.now();
  const deletion = await findDeletion(ctx.readDb, { id: userId });
  const until = deletion?.restorableUntil ?? null;
  if (until === null || until <= now) return null;
  const data = { userId, username: byPassword?.username ?? '', byPassword: byPassword !== null };
  const ticket = await createFlow(ctx.db, 'restore', data, now + RESTORE_TICKET_MS);
  return { ticket, until };
}

/** The same, proven by the account's username and password; null when they prove nothing restorable. */
export async function offerRestoreByPassword(
  ctx: AppContext,
  input: { username: string; password: string },
): Promise<RestoreOffer | null> {
  const account = await restorableByPassword(ctx, input);
  return account === null ? null : offerRestore(ctx, account.id, { username: input.username });
}

/** Spends a ticket: restores its account and logs in. An unknown, spent or old ticket is the 400 of a used-up log-in flow. */
export async function restoreWithTicket(ctx: AppContext, ticket: string) {
  const data = (await takeFlow(ctx.db, ticket, 'restore', ctx.clock.now())) as {
    userId: string;
    username?: string;
    byPassword?: boolean;
  } | null;
  if (data === null) throw errors.loginFlowInvalid();
  await askSecondFactor(ctx, data.userId, data.username ?? '', data.byPassword === true);
  if (!(await restoreProfile(ctx, data.userId))) throw errors.loginFlowInvalid();
  return loggedIn(ctx, data.userId);
}

async function loggedIn(ctx: AppContext, userId: string) {
  await recordActivity(ctx, userId);
  const session = await issueSessionToken(ctx.db, userId, ctx.clock.now());
  return { token: session.token, me: await getMe(ctx, userId) };
}
