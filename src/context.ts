/** What the domain services need from the outside world, built once and passed down. */
import type { Config } from './config.js';
import { type Db, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { type Clock, systemClock } from './lib/clock.js';
import { localMediaStore, type MediaStore } from './lib/media-store.js';
import { fillMissingDocuments } from './modules/documents/document-service.js';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  media: MediaStore;
}

/** Opens the configured database and brings its schema up to date. */
export async function openContext(
  config: Config,
  clock: Clock = systemClock,
  onDatabaseError: (error: Error) => void = () => {},
): Promise<AppContext> {
  const { db } = openDatabase(config.database, onDatabaseError);
  const ctx: AppContext = { config, db, clock, media: localMediaStore(config.mediaDir) };
  try {
    await migrateToLatest(db);
    await fillMissingDocuments(ctx);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return ctx;
}
