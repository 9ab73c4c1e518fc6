/**
 * Leaving, and coming back (docs/API-NOTES.md, "Leaving, and coming back"): an account its owner deleted can be restored until
 * `users.restorable_until` (its deletion plus the 30 days before the purge); null for every other
 * account, and for one an admin deleted. `gone_accounts` remembers the IDs of purged accounts, so
 * their ActivityPub actors keep saying the account is gone (410 and a Tombstone) once the rows are
 * gone. Adding a nullable column and a table leaves the previous release's queries working.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('restorable_until', 'bigint').execute();
  await db.schema
    .createTable('gone_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deleted_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gone_accounts').execute();
  await db.schema.alterTable('users').dropColumn('restorable_until').execute();
}
