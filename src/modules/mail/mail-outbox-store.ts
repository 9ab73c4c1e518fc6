/** The only place with queries on mail_outbox: mail waiting to be sent. */
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export interface QueuedMail extends OutgoingMail {
  id: string;
  attempts: number;
  nextAttemptAt: number;
}

export async function enqueueMail(db: Db, mail: OutgoingMail, now: number): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: newId(),
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

export async function dueMail(db: Db, now: number, limit: number): Promise<QueuedMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
  }));
}

/**
 * Takes a mail for one attempt: its next attempt moves to `until`, so another instance (or a later
 * run) leaves it alone meanwhile. False when someone else took it first.
 */
export async function leaseMail(db: Db, mail: QueuedMail, until: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: until })
    .where('id', '=', mail.id)
    .where('next_attempt_at', '=', mail.nextAttemptAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMail(db: Db, id: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}

export async function deferMail(db: Db, id: string, attempts: number, nextAttemptAt: number): Promise<void> {
  await db.updateTable('mail_outbox').set({ attempts, next_attempt_at: nextAttemptAt }).where('id', '=', id).execute();
}
