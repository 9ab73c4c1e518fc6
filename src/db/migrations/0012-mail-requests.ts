/**
 * mail_requests replaces mail_outbox: it holds requests for mail, not composed mail, so a link's
 * secret is made when the mail is sent (never stored in plain text) and a link's time runs from its
 * sending. A table of another name, so an instance still running the code before this migration fails
 * loudly on it (its request answers an error) instead of misreading the new rows.
 * - purpose: 'verify' (confirm an address) or 'reset' (set a new password);
 * - user_id: the account (a reset request has none until the dispatcher finds it by `login`, the
 *   username or address as typed, which is then forgotten);
 * - email, email_key: the address a confirmation is for;
 * - state: 'queued' until sent, given up or replaced by a newer request, then 'done'. Confirmation
 *   requests stay for an hour after, because the hourly limits count requests.
 * mail_outbox is dropped with what it held: mail not yet sent then carried its link in plain text, and
 * whoever waited for it asks again.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema
    .createTable('mail_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('login', 'text')
    .addColumn('email', 'text')
    .addColumn('email_key', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_requests_due').on('mail_requests').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_requests_user').on('mail_requests').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('mail_requests_email_key').on('mail_requests').column('email_key').execute();
  await db.schema.createIndex('mail_requests_created').on('mail_requests').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_requests').execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').execute();
}
