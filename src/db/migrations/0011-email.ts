/**
 * E-mail, where the operator configures it:
 * - users.email: the account's verified address (null: none); users.email_key: its lower-case form,
 *   unique among accounts, for log-in by address and for "forgot password". An address waiting for
 *   its verification lives only in its token.
 * - mail_tokens: the links mailed (verify an address, reset a password), by the SHA-256 of their
 *   secret; deleted when used; `email` is the address a verification is for.
 * - mail_outbox: mail waiting to be sent (sent mail is deleted), tried again with growing waits.
 * Frozen once released; imports nothing from the application.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_key', 'text').execute();
  await db.schema
    .createIndex('users_email_key')
    .unique()
    .on('users')
    .column('email_key')
    .where(sql.ref('email_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('mail_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_tokens_user').on('mail_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('mail_tokens_email_key').on('mail_tokens').column('email_key').execute();

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

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('mail_tokens').execute();
  await db.schema.dropIndex('users_email_key').execute();
  await db.schema.alterTable('users').dropColumn('email_key').execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
}
