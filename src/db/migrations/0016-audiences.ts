/**
 * Audiences: who besides the public may see an item of a profile (docs/AUDIENCES.md).
 * - audiences: an owner's named groups ("Friends", "Work"), in the owner's order.
 * - audience_links: the secret share links that open one audience's view. Only a hash of the secret
 *   is kept (SHA-256, hex): a copy of the table opens nothing. A link stops at `revoked_at` or
 *   `expires_at`, whichever comes first; rotating revokes one link and makes another.
 * - users.placements, members.placements: which items are placed in which audiences (JSON); an item
 *   not named there is public, so every row starts as before, all public.
 * - users.friends_audience: the audience the owner's entries marked friends_only are shown to (null:
 *   the preference is a label only, as on the original service).
 * Frozen once released; imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('audiences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audiences_user').on('audiences').columns(['user_id', 'position']).execute();
  await db.schema
    .createTable('audience_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('audience_id', 'text', (c) => c.notNull().references('audiences.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('audience_links_audience').on('audience_links').column('audience_id').execute();
  await db.schema.createIndex('audience_links_user').on('audience_links').column('user_id').execute();
  for (const table of ['users', 'members']) {
    await db.schema
      .alterTable(table)
      .addColumn('placements', postgres ? 'jsonb' : 'text', (c) =>
        c.notNull().defaultTo(postgres ? sql`'{}'::jsonb` : '{}'),
      )
      .execute();
  }
  await db.schema.alterTable('users').addColumn('friends_audience', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('friends_audience').execute();
  for (const table of ['members', 'users']) await db.schema.alterTable(table).dropColumn('placements').execute();
  await db.schema.dropTable('audience_links').execute();
  await db.schema.dropTable('audiences').execute();
}
