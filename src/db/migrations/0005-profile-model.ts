/**
 * What pronouns.cc clients read: short IDs (`sid`, 5 letters for users, 6 for members,
 * unique, given to existing rows here), time zones, the time of the last sid reroll, flags on profiles
 * (a JSON array of flag IDs) and the users' flag libraries (table `flags`); and `data_versions`, where
 * the application records the version of the public documents it built (they are rebuilt at start-up
 * when it is behind, see profiles/documents/public-documents.ts).
 *
 * On SQLite the users and members tables are rebuilt, as in 0003 (new table, copy, drop, rename; the
 * migrator runs SQLite migrations in one transaction with foreign keys off and checks them before
 * commit), so that the new small columns (sid, timezone, the reroll time) come before the large profile
 * columns: SQLite reads a column only after walking the overflow pages of every large column stored
 * before it. PostgreSQL stores large values out of line, so there columns are simply added.
 * Frozen once released; imports nothing from the application.
 */
import { randomInt } from 'node:crypto';
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

/** Columns copied from the old tables (new columns are filled after the copy). */
const USERS_COPIED = [
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

const MEMBERS_COPIED = [
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

async function createSharedTables(db: Kysely<any>): Promise<void> {
  // Facts about the stored data that migrations do not cover (e.g. the version of the documents).
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flags_user_id_id').on('flags').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('flags_hash').on('flags').column('hash').execute();
}

async function rebuildSqliteTables(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE users_new (
        id text PRIMARY KEY,
        username text NOT NULL,
        username_key text NOT NULL UNIQUE,
        sid text,
        deleted_at bigint,
        is_admin integer NOT NULL DEFAULT 0,
        list_private integer NOT NULL DEFAULT 0,
        listed_members integer NOT NULL DEFAULT 0,
        created_at bigint NOT NULL,
        updated_at bigint NOT NULL,
        last_active_at bigint NOT NULL,
        last_sid_reroll bigint,
        timezone text,
        password_hash text,
        ${LINKED.map((column) => `${column} text`).join(',\n        ')},
        display_name text,
        member_title text,
        avatar text,
        flags text NOT NULL DEFAULT '[]',
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
    .raw(`INSERT INTO users_new (${USERS_COPIED.join(', ')}) SELECT ${USERS_COPIED.join(', ')} FROM users`)
    .execute(db);
  await sql`DROP TABLE users`.execute(db);
  await sql`ALTER TABLE users_new RENAME TO users`.execute(db);
  await sql`CREATE INDEX users_live_activity ON users (deleted_at, last_active_at, listed_members)`.execute(db);

  await sql`CREATE TABLE members_new (
    id text PRIMARY KEY,
    user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    name_key text NOT NULL,
    sid text,
    unlisted integer NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    last_sid_reroll bigint,
    display_name text,
    avatar text,
    flags text NOT NULL DEFAULT '[]',
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
    .raw(`INSERT INTO members_new (${MEMBERS_COPIED.join(', ')}) SELECT ${MEMBERS_COPIED.join(', ')} FROM members`)
    .execute(db);
  await sql`DROP TABLE members`.execute(db);
  await sql`ALTER TABLE members_new RENAME TO members`.execute(db);
  await sql`CREATE INDEX members_user_id_id ON members (user_id, id)`.execute(db);
}

async function alterPostgresTables(db: Kysely<any>): Promise<void> {
  for (const table of ['users', 'members']) {
    await db.schema.alterTable(table).addColumn('sid', 'text').execute();
    await db.schema.alterTable(table).addColumn('last_sid_reroll', 'bigint').execute();
    await db.schema
      .alterTable(table)
      .addColumn('flags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
  }
  await db.schema.alterTable('users').addColumn('timezone', 'text').execute();
}

/** Gives every row a unique random short ID of `length` lowercase letters; then the unique index. */
async function fillSids(db: Kysely<any>, table: 'users' | 'members', length: number): Promise<void> {
  const rows = (await db.selectFrom(table).select('id').execute()) as Array<{ id: string }>;
  const taken = new Set<string>();
  for (const { id } of rows) {
    let sid: string;
    do sid = Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
    while (taken.has(sid));
    taken.add(sid);
    await db.updateTable(table).set({ sid }).where('id', '=', id).execute();
  }
  await db.schema.createIndex(`${table}_sid`).on(table).column('sid').unique().execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await alterPostgresTables(db);
  else await rebuildSqliteTables(db);
  await createSharedTables(db);
  await fillSids(db, 'users', 5);
  await fillSids(db, 'members', 6);
}

export async function down(): Promise<void> {
  throw new Error('0005 cannot be undone: restore a backup taken before the upgrade');
}
