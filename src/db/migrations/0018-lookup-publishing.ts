/**
 * Pronouns looked up by a linked account (docs/SHARING.md, "Looked up by another account"):
 * account_links.lookups is 1 when the person chose to let apps find their public pronouns by this
 * account's ID (the PronounDB-compatible lookup). Every existing link starts at 0: nothing is
 * published that its owner did not choose. Adding a column with a default leaves the previous
 * release's queries working on the same database.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('account_links')
    .addColumn('lookups', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account_links').dropColumn('lookups').execute();
}
