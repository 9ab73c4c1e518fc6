/** The only place with queries on fediverse_apps: the client registered on each fediverse server. */
import type { Db } from '../../db/database.js';

export interface FediverseApp {
  clientId: string;
  clientSecret: string;
}

export async function findFediverseApp(db: Db, instance: string, redirectUri: string): Promise<FediverseApp | null> {
  const row = await db
    .selectFrom('fediverse_apps')
    .select(['client_id', 'client_secret'])
    .where('instance', '=', instance)
    .where('redirect_uri', '=', redirectUri)
    .executeTakeFirst();
  return row ? { clientId: row.client_id, clientSecret: row.client_secret } : null;
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
    })
    .onConflict((oc) => oc.columns(['instance', 'redirect_uri']).doNothing())
    .execute();
}
