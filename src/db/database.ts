/** Opens the database chosen by the configuration: an embedded SQLite file or a PostgreSQL server. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

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
  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SqliteDatabase(config.path);
  // Another process (the CLI, a second instance) may hold the lock; wait for it instead of failing at
  // once. First, so that even switching to WAL waits.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), engine: 'sqlite' };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small lookup. Reusing
 * prepared statements by their SQL text (least recently used ones dropped) halves the cost of a read.
 * Safe because Kysely runs each statement to completion before the next (no open iterators).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
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
