/** The only place with queries on fediverse_apps: the client registered on each fediverse server. */
import { readMillis, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export interface FediverseApp {
  clientId: string;
  clientSecret: string;
}

export interface StoredFediverseApp extends FediverseApp {
  created_at: number;
  used_at: number | null;
}

export async function findFediverseApp(
  db: Db,
  instance: string,
  redirectUri: string,
): Promise<StoredFediverseApp | null> {
  const row = await db
    .selectFrom('fediverse_apps')
    .select(['client_id', 'client_secret', 'created_at', 'used_at'])
    .where('instance', '=', instance)
    .where('redirect_uri', '=', redirectUri)
    .executeTakeFirst();
  return row
    ? {
        clientId: row.client_id,
        clientSecret: row.client_secret,
        created_at: readMillis(row.created_at),
        used_at: readNullableMillis(row.used_at),
      }
    : null;
}

/** Keeps the first registration when two instances registered at once. */
export async function saveFediverseApp(
  db: Db,
  instance: string,
  redirectUri: string,
  app: FediverseApp,
  now: number,
): Promise<void> {
  await db
    .insertInto('fediverse_apps')
    .values({
      instance,
      redirect_uri: redirectUri,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      created_at: now,
      used_at: null,
    })
    .onConflict((oc) => oc.columns(['instance', 'redirect_uri']).doNothing())
    .execute();
}

export async function deleteFediverseApp(
  db: Db,
  instance: string,
  redirectUri: string,
  clientId: string,
): Promise<void> {
  await db
    .deleteFrom('fediverse_apps')
    .where('instance', '=', instance)
    .where('redirect_uri', '=', redirectUri)
    .where('client_id', '=', clientId)
    .execute();
}

export async function markFediverseAppUsed(db: Db, instance: string, clientId: string, now: number): Promise<void> {
  await db
    .updateTable('fediverse_apps')
    .set({ used_at: now })
    .where('instance', '=', instance)
    .where('client_id', '=', clientId)
    .execute();
}

/**
 * Registrations nobody logged in through: never used and made before `unusedBefore` (typed once, or
 * by someone probing servers), or last used before `usedBefore`. A later log-in registers anew.
 */
export async function deleteUnusedFediverseApps(db: Db, unusedBefore: number, usedBefore: number): Promise<number> {
  const result = await db
    .deleteFrom('fediverse_apps')
    .where((eb) =>
      eb.or([eb.and([eb('used_at', 'is', null), eb('created_at', '<', unusedBefore)]), eb('used_at', '<', usedBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
