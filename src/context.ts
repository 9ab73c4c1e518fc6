/** What the domain services need from the outside world, built once and passed down. */
import type { Config } from './config.js';
import { type Db, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { type Clock, systemClock } from './lib/clock.js';
import { localMediaStore, type MediaStore } from './lib/media-store.js';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  media: MediaStore;
}

/** Opens the configured database and brings its schema up to date. */
export async function openContext(config: Config, clock: Clock = systemClock): Promise<AppContext> {
  const { db } = openDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { config, db, clock, media: localMediaStore(config.mediaDir) };
}
