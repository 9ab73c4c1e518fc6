/**
 * E-mail, where the operator configures it (SMTP_URL): an optional address on the account, verified
 * by a mailed link; "forgot password" by a mailed link (single use, 30 minutes) that ends every
 * session; log-in with the verified address as well as the username. A request for mail is queued
 * and the dispatcher (jobs/mail-dispatch.ts) makes its link and sends it (mail-links.ts), so no
 * request waits on SMTP and no link's secret is stored. Answers about a password reset never say
 * whether a username or address exists, and each account and address gets a few links an hour.
 */
import type { SecondFactorNeeded } from './account-service.js';
import { secondFactorsOf } from './second-factors.js';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode, errors, invalidField } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/columns.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashSecret } from '../../lib/secrets.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import {
  cancelMailRequests,
  countVerifyRequests,
  queueMailRequest,
  queuedAddressOf,
} from '../mail/mail-request-store.js';
import { getMe } from '../users/user-service.js';
import { checkNewPassword } from './account-service.js';
import { findPasswordHash, setPasswordHash } from './account-store.js';
import {
  accountWithEmail,
  expireMailTokens,
  lockAddress,
  pendingEmailOf,
  setVerifiedEmail,
  takeMailToken,
  verifiedEmailOf,
} from './email-store.js';
import { issueSessionToken } from './token-service.js';
import { deleteUserSessions } from './token-store.js';

const HOUR_MS = 60 * 60 * 1000;
/** Confirmation requests an hour, sent or not: per account, and per address. */
const VERIFY_PER_ACCOUNT = 3;
const VERIFY_PER_ADDRESS = 3;
const MAX_ADDRESS_LENGTH = 254;
/** Characters of the part before the @ (RFC 5322's dot-atom): no spaces, quotes, brackets or commas. */
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
const LABEL = /^[A-Za-z0-9-]{1,63}$/;

/**
 * One plain address: a dot-atom, an @, and a domain of two or more labels. Display names, comments
 * and lists ("Name <a@b.example>", "a@b.example (x)") are refused, so one mailbox has one spelling.
 */
function looksLikeAddress(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    LOCAL.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-'))
  );
}

function requireMail(ctx: AppContext): void {
  if (!ctx.config.mail || !ctx.config.publicUrl) {
    throw new ApiError(ErrorCode.BadRequest, 'This server does not send e-mail', 'email: not configured');
  }
}

/** A typed address, trimmed, or the 400 that says what is wrong with it. */
export function checkAddress(typed: string): string {
  const address = typed.trim();
  if (address.length > MAX_ADDRESS_LENGTH || !looksLikeAddress(address)) {
    throw invalidField('email', 'not an e-mail address', { keyword: 'email' }, 'That is not an e-mail address');
  }
  return address;
}

export interface EmailState {
  /** Whether this server sends mail at all. */
  sending: boolean;
  email: string | null;
  /** An address waiting for its link to be used. */
  pending: string | null;
}

export async function emailState(ctx: AppContext, userId: string): Promise<EmailState> {
  return {
    sending: ctx.config.mail !== null,
    email: await verifiedEmailOf(ctx.db, userId),
    // Requests wait only where mail is sent: with mail off, nothing is on its way.
    pending:
      ctx.config.mail === null
        ? null
        : ((await queuedAddressOf(ctx.db, userId)) ?? (await pendingEmailOf(ctx.db, userId, ctx.clock.now()))),
  };
}

/**
 * Mails a link that makes `typed` the account's address once used; nothing changes until then, and
 * earlier links stop working. The address can reset the password, so changing it asks for the
 * current one, as changing the password does (an account without a password has none to give).
 */
export async function requestEmailChange(
  ctx: AppContext,
  userId: string,
  typed: string,
  currentPassword: string,
  /** The language of the page asking (null: the API), for an account that chose none. */
  pageLanguage: string | null = null,
): Promise<string> {
  requireMail(ctx);
  const address = checkAddress(typed);
  const emailKey = address.toLowerCase();
  await writeProfile(
    ctx,
    userId,
    async (write) => {
      const currentHash = (await findPasswordHash(write.transaction, userId)) ?? null;
      if (currentHash !== null) {
        const valid = await ctx.work.passwords.run(() => verifyPassword(currentHash, currentPassword));
        if (!valid) throw errors.wrongPassword();
      }
      // Counted under the account's lock and the address's, so requests at the same instant wait their turn.
      await lockAddress(write.transaction, emailKey);
      const since = write.now - HOUR_MS;
      const byAccount = await countVerifyRequests(write.transaction, since, { userId });
      const byAddress = await countVerifyRequests(write.transaction, since, { emailKey });
      if (byAccount >= VERIFY_PER_ACCOUNT || byAddress >= VERIFY_PER_ADDRESS) {
        throw new ApiError(
          ErrorCode.TooManyRequests,
          'Too many confirmation mails in the last hour: wait an hour, then ask again',
        );
      }
      // Only the newest request counts: an address typed wrong before must not become the account's later.
      await expireMailTokens(write.transaction, userId, 'verify', write.now);
      await cancelMailRequests(write.transaction, userId, 'verify');
      await queueMailRequest(
        write.transaction,
        { purpose: 'verify', userId, login: null, email: address, language: pageLanguage },
        write.now,
      );
    },
    { accountOnly: true },
  );
  return address;
}

/** Uses a verification link: the address becomes the account's. */
export async function verifyEmail(ctx: AppContext, secret: string): Promise<{ userId: string; email: string }> {
  const taken = await takeMailToken(ctx.db, hashSecret(secret), 'verify', ctx.clock.now());
  if (!taken || taken.email === null) throw linkRefused();
  const email = taken.email;
  const inUse = () => invalidField('email', 'in use', undefined, 'That address belongs to another account here');
  const other = await accountWithEmail(ctx.db, email.toLowerCase());
  if (other && other.id !== taken.userId) throw inUse();
  try {
    await writeProfile(
      ctx,
      taken.userId,
      async (write) => {
        await setVerifiedEmail(write.transaction, write.user.id, email);
        // A new address ends the links still out: other confirmations, and resets mailed to the old one.
        await expireMailTokens(write.transaction, write.user.id, 'verify', write.now);
        await expireMailTokens(write.transaction, write.user.id, 'reset', write.now);
        await cancelMailRequests(write.transaction, write.user.id, 'verify');
      },
      { accountOnly: true },
    );
  } catch (error) {
    // Two accounts confirming one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  }
  return { userId: taken.userId, email };
}

export async function removeEmail(ctx: AppContext, userId: string): Promise<void> {
  await writeProfile(
    ctx,
    userId,
    async (write) => {
      await setVerifiedEmail(write.transaction, userId, null);
      await expireMailTokens(write.transaction, userId, 'verify', write.now);
      await expireMailTokens(write.transaction, userId, 'reset', write.now);
      await cancelMailRequests(write.transaction, userId, 'verify');
    },
    { accountOnly: true },
  );
}

const linkRefused = () =>
  invalidField('token', 'used or expired', undefined, 'This link was used already or has expired: ask for a new one');

/**
 * "Forgot password": queues a request naming the account as typed (its username or verified address).
 * The dispatcher looks it up and mails a link if there is such an account with an address and room in
 * its hourly limit; here, every request is the same one insert, so neither the answer nor its time
 * says whether the account exists.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  login: string,
  pageLanguage: string | null = null,
): Promise<void> {
  requireMail(ctx);
  const typed = login.trim();
  if (typed === '') {
    throw invalidField('login', 'empty', undefined, 'Type your username or the e-mail address of your account');
  }
  await queueMailRequest(
    ctx.db,
    { purpose: 'reset', userId: null, login: typed, email: null, language: pageLanguage },
    ctx.clock.now(),
  );
}

/**
 * Uses a reset link: a new password, every session ended, and a new session for whoever used it. An
 * account with two-factor log-in on gets no session: the mailbox stands for the password only, and the
 * log-in module asks for the second factor (docs/LOGIN.md).
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<{ token: string; me: Awaited<ReturnType<typeof getMe>> } | SecondFactorNeeded> {
  checkNewPassword(input.password);
  const passwordHash = await ctx.work.passwords.run(() => hashPassword(input.password));
  const taken = await takeMailToken(ctx.db, hashSecret(input.token), 'reset', ctx.clock.now());
  if (!taken) throw linkRefused();
  const result = await writeProfile(
    ctx,
    taken.userId,
    async (write) => {
      await setPasswordHash(write.transaction, taken.userId, passwordHash);
      await deleteUserSessions(write.transaction, taken.userId);
      await expireMailTokens(write.transaction, taken.userId, 'reset', write.now);
      const methods = await secondFactorsOf(write.transaction, taken.userId);
      if (methods.length > 0) return { methods, token: null };
      return { methods: null, token: (await issueSessionToken(write.transaction, taken.userId, write.now)).token };
    },
    { accountOnly: true },
  );
  if (result.token === null) {
    return { secondFactor: { userId: taken.userId, passwordRight: true, methods: result.methods ?? [] } };
  }
  return { token: result.token, me: await getMe(ctx, taken.userId) };
}
