/**
 * Pronouns kept in sync on other services (docs/SYNC.md):
 * - change_events.syncs_pending: the outbox flag of the sync dispatcher, as webhooks_pending is the
 *   webhooks' (1 until the dispatcher has marked the user's syncs due). Events already written are
 *   done: nothing was synced before.
 * - profile_syncs: one per user and service (`mastodon`, `bluesky`): the account written to
 *   (`server`: the Mastodon server's or the PDS's origin; `account`: its id or DID), the
 *   credentials sealed with the key from the environment (never stored in the clear), what to write
 *   (`names`: names too; `language`: the labels' language), and the delivery's state: `wanted` counts
 *   changes seen, `synced` the count the last good write covered, `due_at` the next attempt (null: none
 *   waits), `attempts` failures in a row, `lease_until` an attempt in flight, `problem` the last
 *   problem's code, `synced_at` the last good write, `written` what the service was last seen to
 *   show, `stopped_at` when the service refused the credentials (a stopped sync waits
 *   for its owner).
 * Frozen once released; imports nothing from the application.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('change_events')
    .addColumn('syncs_pending', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update change_events set syncs_pending = 0`.execute(db);
  await sql`create index change_events_syncs_pending on change_events (created_at) where syncs_pending = 1`.execute(db);
  await db.schema
    .createTable('profile_syncs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('server', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('names', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('wanted', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('synced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'bigint')
    .addColumn('problem', 'text')
    .addColumn('synced_at', 'bigint')
    .addColumn('written', 'text')
    .addColumn('stopped_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('profile_syncs_user_service', ['user_id', 'service'])
    .execute();
  await db.schema.createIndex('profile_syncs_due').on('profile_syncs').column('due_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile_syncs').execute();
  await sql`drop index change_events_syncs_pending`.execute(db);
  await db.schema.alterTable('change_events').dropColumn('syncs_pending').execute();
}
