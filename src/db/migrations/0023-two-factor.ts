/**
 * Two-factor log-in (docs/LOGIN.md, "Two-factor log-in"). Three tables of their own, so the users
 * table (the profile aggregate's) is left as it is and the previous release's queries keep working:
 * - totp_secrets: an account's authenticator-app secret (base32), the last 30-second step a code was
 *   used for (a code works once: a conditional update moves it forward) and when the person confirmed
 *   it with a first code (null: set up but not confirmed, so not asked for at log-in).
 * - passkeys: WebAuthn credentials, by their credential id (base64url), with the public key
 *   (base64url of the COSE key), the signature counter and the transports the browser reported.
 * - two_factor_settings: the account's WebAuthn user handle (random, never the account id, so a passkey
 *   tells nothing about the account), and whether a log-in through a linked account also asks for the
 *   second factor (1) or not (0).
 * Every row goes with its account (ON DELETE CASCADE), as recovery codes do, so the purge removes them.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('totp_secrets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('two_factor_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('webauthn_handle', 'text', (c) => c.notNull().unique())
    .addColumn('ask_after_provider', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_settings').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('totp_secrets').execute();
}
