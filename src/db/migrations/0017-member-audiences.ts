/**
 * Members as a whole in audiences, and a delay before showing more (docs/AUDIENCES.md).
 * - members.audience_only: 1 when the member is shown only to the audiences its placements name
 *   (`placements.member`) and to its owner; every public read leaves such a member out, as if it did
 *   not exist. Every row starts at 0, public.
 * - users.widening_delay: how long (seconds) a change that shows items to more readers waits; 0 (the
 *   default): none. Showing less is never delayed.
 * - pending_placements: the change waiting out that delay, per user (member_id null) or member: the
 *   placements (JSON text) and friends audience it will give, and when. A member's goes with it.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('audience_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('widening_delay', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('pending_placements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('placements', 'text', (c) => c.notNull())
    .addColumn('friends_audience', 'text')
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pending_placements_due').on('pending_placements').column('due_at').execute();
  await db.schema.createIndex('pending_placements_user').on('pending_placements').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_placements').execute();
  await db.schema.alterTable('users').dropColumn('widening_delay').execute();
  await db.schema.alterTable('members').dropColumn('audience_only').execute();
}
