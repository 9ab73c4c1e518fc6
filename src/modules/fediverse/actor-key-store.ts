/** The actor_keys rows (migration 0015) and the one users column an actor shows beyond its document. */
import { readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export async function findActorPublicKey(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('actor_keys').select('public_key').where('user_id', '=', userId).executeTakeFirst();
  return row?.public_key;
}

/** Keeps a key pair unless the user has one already (a concurrent first read made it): the first one stays. */
export async function insertActorKeys(
  db: Db,
  row: { userId: string; publicKey: string; privateKey: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('actor_keys')
    .values({ user_id: row.userId, public_key: row.publicKey, private_key: row.privateKey, created_at: row.createdAt })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** When the account was made (the actor's `published`); undefined when there is no such user. */
export async function findAccountCreatedAt(db: Db, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
  return row === undefined ? undefined : readMillis(row.created_at);
}
