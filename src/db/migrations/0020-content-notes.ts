/**
 * Content notes (docs/API-NOTES.md, "Content notes"): a short note a person puts before their profile
 * or a member's, shown to a visitor before the rest. Null for every existing profile. Adding a
 * nullable column leaves the previous release's queries working on the same database.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('content_note', 'text').execute();
  await db.schema.alterTable('members').addColumn('content_note', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('content_note').execute();
  await db.schema.alterTable('users').dropColumn('content_note').execute();
}
