/**
 * Members as a whole in audiences (docs/AUDIENCES.md): `members.audience_only` is 1 when the member
 * is shown only to the audiences its placements name (`placements.member`) and to its owner; every
 * public read leaves such a member out, as if it did not exist. Every row starts at 0, public.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('audience_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('audience_only').execute();
}
