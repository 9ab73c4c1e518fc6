/**
 * The outbox of change events (profiles/events/change-events.ts), and public documents made mandatory.
 * The start-up back-fill runs between 0002 and this migration, so every row has its documents by now.
 * users.members_doc goes: a member list is read from the members' own partial documents, a page at a
 * time (the list of a user at the member limit can be tens of MB: too big to rewrite on each change
 * or to hold in memory).
 *
 * On SQLite the users and members tables are rebuilt (SQLite's documented procedure: new table, copy,
 * drop, rename — the migrator runs SQLite migrations in one transaction with foreign keys off and
 * checks them before commit), for two reasons: NOT NULL cannot be added to
 * an existing column, and SQLite reads a column only after walking the overflow pages of every large
 * column stored before it — so small and often-read columns (deleted_at, unlisted, the documents)
 * now come before the large profile columns (fields can be over 1 MB). PostgreSQL stores large
 * values out of line, so there only constraints change.
 * Frozen once released; imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const LINKED = [
  'chat_platform',
  'chat_platform_username',
  'blog_platform',
  'blog_platform_username',
  'identity_provider',
  'identity_provider_username',
  'fediverse',
  'fediverse_username',
  'fediverse_instance',
];

const USERS_COLUMNS = [
  'id',
  'username',
  'username_key',
  'deleted_at',
  'is_admin',
  'list_private',
  'listed_members',
  'created_at',
  'updated_at',
  'last_active_at',
  'password_hash',
  ...LINKED,
  'display_name',
  'member_title',
  'avatar',
  'partial_doc',
  'public_doc',
  'bio',
  'links',
  'names',
  'pronouns',
  'custom_preferences',
  'fields',
];

const MEMBERS_COLUMNS = [
  'id',
  'user_id',
  'name',
  'name_key',
  'unlisted',
  'created_at',
  'updated_at',
  'display_name',
  'avatar',
  'partial_doc',
  'public_doc',
  'bio',
  'links',
  'names',
  'pronouns',
  'fields',
];

async function createChangeEvents(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('change_events_created_at').on('change_events').column('created_at').execute();
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await createChangeEvents(db);
  await sql
    .raw(
      `CREATE TABLE users_new (
        id text PRIMARY KEY,
        username text NOT NULL,
        username_key text NOT NULL UNIQUE,
        deleted_at bigint,
        is_admin integer NOT NULL DEFAULT 0,
        list_private integer NOT NULL DEFAULT 0,
        listed_members integer NOT NULL DEFAULT 0,
        created_at bigint NOT NULL,
        updated_at bigint NOT NULL,
        last_active_at bigint NOT NULL,
        password_hash text,
        ${LINKED.map((column) => `${column} text`).join(',\n        ')},
        display_name text,
        member_title text,
        avatar text,
        partial_doc text NOT NULL,
        public_doc text NOT NULL,
        bio text,
        links text NOT NULL,
        names text NOT NULL,
        pronouns text NOT NULL,
        custom_preferences text NOT NULL,
        fields text NOT NULL
      )`,
    )
    .execute(db);
  await sql
    .raw(`INSERT INTO users_new (${USERS_COLUMNS.join(', ')}) SELECT ${USERS_COLUMNS.join(', ')} FROM users`)
    .execute(db);
  await sql`DROP TABLE users`.execute(db);
  await sql`ALTER TABLE users_new RENAME TO users`.execute(db);
  await sql`CREATE INDEX users_live_activity ON users (deleted_at, last_active_at, listed_members)`.execute(db);

  await sql`CREATE TABLE members_new (
    id text PRIMARY KEY,
    user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    name_key text NOT NULL,
    unlisted integer NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    display_name text,
    avatar text,
    partial_doc text NOT NULL,
    public_doc text NOT NULL,
    bio text,
    links text NOT NULL,
    names text NOT NULL,
    pronouns text NOT NULL,
    fields text NOT NULL,
    CONSTRAINT members_user_name_key UNIQUE (user_id, name_key)
  )`.execute(db);
  await sql
    .raw(`INSERT INTO members_new (${MEMBERS_COLUMNS.join(', ')}) SELECT ${MEMBERS_COLUMNS.join(', ')} FROM members`)
    .execute(db);
  await sql`DROP TABLE members`.execute(db);
  await sql`ALTER TABLE members_new RENAME TO members`.execute(db);
  await sql`CREATE INDEX members_user_id_id ON members (user_id, id)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return upSqlite(db);
  // Kysely runs PostgreSQL migrations in a transaction.
  await createChangeEvents(db);
  await db.schema.alterTable('users').dropColumn('members_doc').execute();
  for (const column of ['public_doc', 'partial_doc']) {
    await sql`ALTER TABLE users ALTER COLUMN ${sql.ref(column)} SET NOT NULL`.execute(db);
    await sql`ALTER TABLE members ALTER COLUMN ${sql.ref(column)} SET NOT NULL`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('0003 cannot be undone: restore a backup taken before the upgrade');
}
