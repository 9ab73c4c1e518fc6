/**
 * Moderation:
 * - suspensions: one row per suspended user. A table of its own rather than a column of users: on
 *   SQLite a column added to users would sit after the large profile columns, and every public read
 *   (which must leave suspended users out) would walk their overflow pages to reach it; a primary-key
 *   probe here costs next to nothing.
 * - reports: what a logged-in user reported about a user or member, with a snapshot of the target's
 *   public document at that moment. No foreign keys: a report outlives the accounts it names (it is
 *   the evidence of what an admin acted on).
 * - warnings: messages from admins to a user, read until acknowledged; removed with the account.
 * - audit_log: every moderation action (who, when, what, why); never updated, never deleted.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('suspensions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('closed_by', 'text')
    .execute();
  // The queue: open reports, newest first (IDs are time-ordered).
  await db.schema.createIndex('reports_status_id').on('reports').columns(['status', 'id']).execute();
  await db.schema.createIndex('reports_user_id').on('reports').column('user_id').execute();

  await db.schema
    .createTable('warnings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema.createIndex('warnings_user_id').on('warnings').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text')
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('username', 'text')
    .addColumn('report_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_user_id').on('audit_log').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'warnings', 'reports', 'suspensions']) await db.schema.dropTable(table).execute();
}
