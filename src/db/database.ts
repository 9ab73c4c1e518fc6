/** Opens the database chosen by the configuration: an embedded SQLite file or a PostgreSQL server. */
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import { openSqlite } from './sqlite.js';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  engine: DatabaseConfig['engine'];
}

/** `onIdleError`: an idle pooled connection failed (the server restarted or ended it); the pool replaces it. */
export function openDatabase(config: DatabaseConfig, onIdleError: (error: Error) => void = () => {}): OpenDatabase {
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // Without a listener, an idle connection ended by the server would crash the process.
    pool.on('error', onIdleError);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(config.path) }) }), engine: 'sqlite' };
}

/** Whether the database answers a trivial query (readiness probe). */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
