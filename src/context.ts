/** What the domain services need from the outside world, built once in app.ts and passed down. */
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
}
