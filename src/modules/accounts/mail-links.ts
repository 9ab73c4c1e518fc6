/**
 * Turns a queued request for mail into the mail, at the moment it is sent: the link's secret is made
 * here and only its hash is stored, so no secret waits anywhere in plain text, and a link's time runs
 * from its sending. A reset request names its account only as typed; it is looked up here, off the
 * request's path, so a request for nobody and one for an account answer alike. The hourly limit of
 * reset links is counted here too, under the account's lock, so requests at the same instant cannot
 * pass it together.
 */
import type { AppContext } from '../../context/app-context.js';
import { SOURCE_LOCALE } from '../../i18n/locales.js';
import { namedLocale } from '../../i18n/negotiate.js';
import { translatorFor } from '../../i18n/translator.js';
import { hashSecret, newTokenSecret } from '../../lib/secrets.js';
import { findCredentials } from '../../profiles/profile-reader.js';
import { finishMailRequest, isMailRequestQueued, type MailRequest } from '../mail/mail-request-store.js';
import type { OutgoingMail } from '../mail/mail-texts.js';
import { resetPasswordMail, verifyAddressMail } from '../mail/mail-texts.js';
import {
  accountWithEmail,
  deleteMailToken,
  expireMailTokens,
  insertMailToken,
  lockAccount,
  recentMailTokens,
  verifiedEmailOf,
} from './email-store.js';

const HOUR_MS = 60 * 60 * 1000;
export const VERIFY_FOR_MS = 24 * HOUR_MS;
export const RESET_FOR_MS = 30 * 60 * 1000;
/** Reset links an hour per account. */
const RESETS_PER_ACCOUNT = 3;

export interface MailToSend {
  mail: OutgoingMail;
  /** The stored hash of the mail's link, taken back if the mail cannot be sent. */
  tokenHash: string;
}

function mailConfigured(ctx: AppContext): string | null {
  return ctx.config.mail ? ctx.config.publicUrl : null;
}

/** The account a reset request names: by username, or by a verified address (any case). */
async function accountOfLogin(ctx: AppContext, typed: string): Promise<string | undefined> {
  const account = typed.includes('@')
    ? await accountWithEmail(ctx.db, typed.toLowerCase())
    : await findCredentials(ctx.db, typed);
  return account?.id;
}

/**
 * The mail for `request` with a fresh link, or null when there is nothing to send (no such account or
 * address, over the hourly limit, replaced by a newer request); the request is then dealt with here.
 */
export async function mailForRequest(ctx: AppContext, request: MailRequest): Promise<MailToSend | null> {
  const publicUrl = mailConfigured(ctx);
  const userId = request.purpose === 'reset' ? await accountOfLogin(ctx, request.login ?? '') : request.userId;
  const prepared =
    publicUrl === null || userId === undefined || userId === null
      ? null
      : await ctx.db.transaction().execute(async (trx) => {
          const account = await lockAccount(trx, userId);
          if (account === undefined) return null;
          const now = ctx.clock.now();
          const secret = newTokenSecret();
          const tokenHash = hashSecret(secret);
          let recipient: string;
          let page: string;
          if (request.purpose === 'verify') {
            // A newer request, or the address removed, ended this one while it waited.
            if (!(await isMailRequestQueued(trx, request.id)) || request.email === null) return null;
            recipient = request.email;
            page = 'verify-email';
            // Only the newest link works: an address typed wrong before must not become the account's later.
            await expireMailTokens(trx, userId, 'verify', now);
            await insertMailToken(trx, {
              tokenHash,
              userId,
              purpose: 'verify',
              email: recipient,
              createdAt: now,
              expiresAt: now + VERIFY_FOR_MS,
            });
          } else {
            const email = await verifiedEmailOf(trx, userId);
            if (email === null) return null;
            if ((await recentMailTokens(trx, now - HOUR_MS, userId, 'reset')) >= RESETS_PER_ACCOUNT) return null;
            recipient = email;
            page = 'reset-password';
            await insertMailToken(trx, {
              tokenHash,
              userId,
              purpose: 'reset',
              email: null,
              createdAt: now,
              expiresAt: now + RESET_FOR_MS,
            });
          }
          return {
            recipient,
            url: `${publicUrl}/${page}?token=${encodeURIComponent(secret)}`,
            tokenHash,
            username: account.username,
            // The account's own choice, else the language of the page the request came from.
            messages: translatorFor(
              namedLocale(account.language, false) ?? namedLocale(request.language, false) ?? SOURCE_LOCALE,
            ),
          };
        });
  if (prepared === null) {
    await finishMailRequest(ctx.db, request);
    return null;
  }
  const mail =
    request.purpose === 'verify'
      ? verifyAddressMail(prepared.messages, prepared.recipient, prepared.username, prepared.url)
      : resetPasswordMail(prepared.messages, prepared.recipient, prepared.username, prepared.url);
  return { mail, tokenHash: prepared.tokenHash };
}

/** The mail could not be sent: its link is taken back, so it neither works nor counts. */
export async function linkNotSent(ctx: AppContext, tokenHash: string): Promise<void> {
  await deleteMailToken(ctx.db, tokenHash);
}
