/**
 * users.language: the language the account's owner chose for Nametag's pages and mail (a shipped
 * language's tag, e.g. "de" or "pt-BR"); null: none chosen, the browser's language is used.
 * mail_requests.language: the language of the page the request was made on, for a mail to an account
 * that chose none; null: made through the API.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema.alterTable('mail_requests').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_requests').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
