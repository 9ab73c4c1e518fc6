/**
 * Log in through other services:
 * - account_links: which account of which provider logs which user in. One account of a provider
 *   belongs to one user (primary key: kind, instance, subject — `instance` is the fediverse server's
 *   host, '' for the others) and a user has at most one account of each kind (MeUser shows one).
 *   What MeUser shows of it (ids, usernames) stays in the users' linked-account columns of 0001.
 * - fediverse_apps: the client this instance registered on a fediverse server (`POST /api/v1/apps`),
 *   kept so that it registers once per server and redirect address; `checked_at` is the last time the
 *   server confirmed it (servers delete apps without tokens, and people revoke them).
 * - login_flows: a log-in through a provider in progress (state, PKCE verifier, nonce, what it is
 *   for) or a sign-up waiting for its username, keyed by the SHA-256 of a random secret kept in the
 *   browser's cookie; taken (deleted) by the step that uses it, so it works once.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_links')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_links_pkey', ['kind', 'instance', 'subject'])
    .addUniqueConstraint('account_links_user_kind', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('fediverse_apps')
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fediverse_apps_pkey', ['instance', 'redirect_uri'])
    .execute();

  await db.schema
    .createTable('login_flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_flows_expires_at').on('login_flows').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_flows').execute();
  await db.schema.dropTable('fediverse_apps').execute();
  await db.schema.dropTable('account_links').execute();
}
