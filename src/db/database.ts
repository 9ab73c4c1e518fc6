/** Opens the database chosen by the configuration: an embedded SQLite file or a PostgreSQL server. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  engine: DatabaseConfig['engine'];
}

export function openDatabase(config: DatabaseConfig): OpenDatabase {
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SqliteDatabase(config.path);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // The CLI may write while the server runs; wait for the lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), engine: 'sqlite' };
}
