/**
 * The only place with queries on mail_requests: requests for mail. A request holds what the mail is
 * for, never the mail itself: its link's secret is made when it is sent (see accounts/mail-links.ts).
 */
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export type MailPurpose = 'verify' | 'reset';

export interface MailRequest {
  id: string;
  purpose: MailPurpose;
  userId: string | null;
  /** A reset request: the username or address as typed. */
  login: string | null;
  /** A confirmation request: the address. */
  email: string | null;
  /** The language of the page the request was made on, for an account that chose none. */
  language: string | null;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
}

export async function queueMailRequest(
  db: Db,
  request: Pick<MailRequest, 'purpose' | 'userId' | 'login' | 'email' | 'language'>,
  now: number,
): Promise<void> {
  await db
    .insertInto('mail_requests')
    .values({
      id: newId(),
      purpose: request.purpose,
      user_id: request.userId,
      login: request.login,
      email: request.email,
      email_key: request.email?.toLowerCase() ?? null,
      language: request.language,
      state: 'queued',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

export async function dueMailRequests(db: Db, now: number, limit: number): Promise<MailRequest[]> {
  const rows = await db
    .selectFrom('mail_requests')
    .select(['id', 'purpose', 'user_id', 'login', 'email', 'language', 'attempts', 'next_attempt_at', 'created_at'])
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    userId: row.user_id,
    login: row.login,
    email: row.email,
    language: row.language,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    createdAt: Number(row.created_at),
  }));
}

/**
 * Takes a request for one attempt: its next attempt moves to `until`, so another instance (or a later
 * run) leaves it alone meanwhile. False when someone else took it first.
 */
export async function leaseMailRequest(db: Db, request: MailRequest, until: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_requests')
    .set({ next_attempt_at: until })
    .where('id', '=', request.id)
    .where('state', '=', 'queued')
    .where('next_attempt_at', '=', request.nextAttemptAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isMailRequestQueued(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_requests')
    .select('id')
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A request dealt with: sent, given up, or nothing to send. Confirmation requests stay, without the
 * typed login, for the hourly limits; reset requests go (their limit counts the links made).
 */
export async function finishMailRequest(db: Db, request: Pick<MailRequest, 'id' | 'purpose'>): Promise<void> {
  if (request.purpose === 'reset') {
    await db.deleteFrom('mail_requests').where('id', '=', request.id).execute();
  } else {
    await db.updateTable('mail_requests').set({ state: 'done', login: null }).where('id', '=', request.id).execute();
  }
}

export async function deferMailRequest(db: Db, id: string, attempts: number, nextAttemptAt: number): Promise<void> {
  await db
    .updateTable('mail_requests')
    .set({ attempts, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .execute();
}

/** Ends the account's queued requests for `purpose`: a newer request, or the address removed, replaces them. */
export async function cancelMailRequests(db: Db, userId: string, purpose: MailPurpose): Promise<void> {
  await db
    .updateTable('mail_requests')
    .set({ state: 'done' })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('state', '=', 'queued')
    .execute();
}

/** Confirmation requests made since `since`, sent or not: by one account, or for one address. */
export async function countVerifyRequests(
  db: Db,
  since: number,
  by: { userId: string } | { emailKey: string },
): Promise<number> {
  let query = db
    .selectFrom('mail_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('purpose', '=', 'verify')
    .where('created_at', '>', since);
  query = 'userId' in by ? query.where('user_id', '=', by.userId) : query.where('email_key', '=', by.emailKey);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** The address of the account's confirmation request still waiting to be sent, or null. */
export async function queuedAddressOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('mail_requests')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify')
    .where('state', '=', 'queued')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Forgets requests dealt with before `before` (no limit counts them any more). */
export async function forgetDoneMailRequests(db: Db, before: number): Promise<void> {
  await db.deleteFrom('mail_requests').where('state', '=', 'done').where('created_at', '<', before).execute();
}
