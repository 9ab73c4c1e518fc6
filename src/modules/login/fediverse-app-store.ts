/** The only place with queries on fediverse_apps: the client registered on each fediverse server. */
import { readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export interface FediverseApp {
  clientId: string;
  clientSecret: string;
}

export interface StoredFediverseApp extends FediverseApp {
  checked_at: number;
}

export async function findFediverseApp(
  db: Db,
  instance: string,
  redirectUri: string,
): Promise<StoredFediverseApp | null> {
  const row = await db
    .selectFrom('fediverse_apps')
    .select(['client_id', 'client_secret', 'checked_at'])
    .where('instance', '=', instance)
    .where('redirect_uri', '=', redirectUri)
    .executeTakeFirst();
  return row
    ? { clientId: row.client_id, clientSecret: row.client_secret, checked_at: readMillis(row.checked_at) }
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
      checked_at: now,
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

export async function markFediverseAppChecked(db: Db, instance: string, clientId: string, now: number): Promise<void> {
  await db
    .updateTable('fediverse_apps')
    .set({ checked_at: now })
    .where('instance', '=', instance)
    .where('client_id', '=', clientId)
    .execute();
}

/** Registrations no log-in has confirmed since `before` (typed once, or by someone probing servers). */
export async function deleteUncheckedFediverseApps(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('fediverse_apps').where('checked_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
