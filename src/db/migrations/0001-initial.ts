/**
 * The initial schema. Frozen once released: change the schema with a new migration, never by editing
 * this one. Migrations import nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = postgres ? sql`jsonb` : sql`text`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    // Lower-cased username: unique across live and soft-deleted accounts until the purge.
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('member_title', 'text')
    .addColumn('avatar', 'text')
    .addColumn('links', json, (c) => c.notNull())
    .addColumn('names', json, (c) => c.notNull())
    .addColumn('pronouns', json, (c) => c.notNull())
    .addColumn('fields', json, (c) => c.notNull())
    .addColumn('custom_preferences', json, (c) => c.notNull())
    .addColumn('list_private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('chat_platform', 'text')
    .addColumn('chat_platform_username', 'text')
    .addColumn('blog_platform', 'text')
    .addColumn('blog_platform_username', 'text')
    .addColumn('identity_provider', 'text')
    .addColumn('identity_provider_username', 'text')
    .addColumn('fediverse', 'text')
    .addColumn('fediverse_username', 'text')
    .addColumn('fediverse_instance', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_active_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Case-folded name: member names are unique per user regardless of case.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('avatar', 'text')
    .addColumn('links', json, (c) => c.notNull())
    .addColumn('names', json, (c) => c.notNull())
    .addColumn('pronouns', json, (c) => c.notNull())
    .addColumn('fields', json, (c) => c.notNull())
    .addColumn('unlisted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('members_user_name_key', ['user_id', 'name_key'])
    .execute();
  await db.schema.createIndex('members_user_id_id').on('members').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('tokens_user_id').on('tokens').column('user_id').execute();

  await db.schema
    .createTable('invites')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('invites_created_by').on('invites').column('created_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['invites', 'tokens', 'members', 'users']) await db.schema.dropTable(table).execute();
}
