/**
 * Webhooks:
 * - webhooks: a user's endpoints (at most 5), with the events they want and the signing secret;
 * - webhook_deliveries: one row per event per webhook — what the event was about (the payload is
 *   rendered at each attempt, so rows stay small), its attempts and when the next is due (null:
 *   delivered or given up); the row's ID is the `webhook-id` receivers deduplicate by;
 * - change_events.webhooks_pending: the outbox flag. The write path records change events in its own
 *   transaction, so an event committed is an event the dispatcher will fan out, even after a crash;
 *   events recorded before this migration are not delivered.
 * Frozen once released; imports nothing from the application.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('failing_since', 'bigint')
    .addColumn('disabled_at', 'bigint')
    .execute();
  await db.schema.createIndex('webhooks_user_id').on('webhooks').column('user_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('event_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').column('next_attempt_at').execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();

  await db.schema
    .alterTable('change_events')
    .addColumn('webhooks_pending', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update change_events set webhooks_pending = 0`.execute(db);
  await sql`create index change_events_webhooks_pending on change_events (created_at) where webhooks_pending = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index change_events_webhooks_pending`.execute(db);
  await db.schema.alterTable('change_events').dropColumn('webhooks_pending').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
