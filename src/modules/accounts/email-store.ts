/**
 * The only place with queries on an account's e-mail address and on mail_tokens (links mailed, by
 * the SHA-256 of their secret). Addresses are account data, never profile data: no public document,
 * answer, export of another user or webhook holds one.
 */
import { sql } from 'kysely';
import { isPostgres } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { MailPurpose } from '../mail/mail-request-store.js';

/**
 * Within a transaction, one at a time per live account: on PostgreSQL the account's row is locked
 * until the transaction ends; SQLite runs one write transaction at a time. Answers the account's
 * username and language, or undefined when there is no such live account.
 */
export async function lockAccount(
  db: Db,
  userId: string,
): Promise<{ username: string; language: string | null } | undefined> {
  const query = db
    .selectFrom('users')
    .select(['username', 'language'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Within a transaction, one at a time per address (however many accounts ask for it): a PostgreSQL
 * advisory lock until the transaction ends; SQLite runs one write transaction at a time anyway.
 */
export async function lockAddress(db: Db, emailKey: string): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtextextended(${`mail:${emailKey}`}, 0))`.execute(db);
}

export async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

/** The live account whose verified address is `emailKey`. */
export async function accountWithEmail(
  db: Db,
  emailKey: string,
): Promise<{ id: string; password_hash: string | null; email: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'email'])
    .where('email_key', '=', emailKey)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && row.email !== null ? { ...row, email: row.email } : undefined;
}

export async function setVerifiedEmail(db: Db, userId: string, email: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_key: email === null ? null : email.toLowerCase() })
    .where('id', '=', userId)
    .execute();
}

export async function insertMailToken(
  db: Db,
  token: {
    tokenHash: string;
    userId: string;
    purpose: MailPurpose;
    email: string | null;
    createdAt: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('mail_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      email_key: token.email?.toLowerCase() ?? null,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Uses up a link: its account (and address) when it exists, is for `purpose` and has not expired. */
export async function takeMailToken(
  db: Db,
  tokenHash: string,
  purpose: MailPurpose,
  now: number,
): Promise<{ userId: string; email: string | null } | undefined> {
  const row = await db
    .selectFrom('mail_tokens')
    .select(['user_id', 'email', 'expires_at', 'purpose'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.purpose !== purpose || Number(row.expires_at) <= now) return undefined;
  // Used: it expires (and stays counted by the hourly limits); of two uses at once, one wins.
  const taken = await db
    .updateTable('mail_tokens')
    .set({ expires_at: now })
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return undefined;
  return { userId: row.user_id, email: row.email };
}

/** Links of one account for `purpose` made since `since` (used, expired or not). */
export async function recentMailTokens(db: Db, since: number, userId: string, purpose: MailPurpose): Promise<number> {
  const row = await db
    .selectFrom('mail_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>', since)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A link whose mail could not be sent: nobody has it, and it does not count against the limits. */
export async function deleteMailToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('mail_tokens').where('token_hash', '=', tokenHash).execute();
}

/** The address waiting for verification (the newest link that has not expired), or null. */
export async function pendingEmailOf(db: Db, userId: string, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('mail_tokens')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Ends every link of the account for `purpose`: they expire now. The rows stay until they age out, so
 * the hourly limits still count them (deleting them would let an account send again at once).
 */
export async function expireMailTokens(db: Db, userId: string, purpose: MailPurpose, now: number): Promise<void> {
  await db
    .updateTable('mail_tokens')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .execute();
}
