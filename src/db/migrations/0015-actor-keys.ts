/**
 * actor_keys: the key pair of a user's ActivityPub actor (RSA, PEM), made the first time the actor is
 * read and kept for as long as the account: remote servers cache the public key by the actor's id, so
 * it must not change. The private key never leaves the server (no answer or export carries it).
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('actor_keys')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('actor_keys').execute();
}
