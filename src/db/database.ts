/**
 * Opens the database chosen by the configuration: an embedded SQLite file (written through a worker
 * thread, read in-process) or a PostgreSQL server.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import type { DatabaseConfig } from '../core/config.js';
import { namingPool } from './named-statements.js';
import { postgresDriver } from './postgres-driver.js';
import { KEEPALIVE_DELAY_MS } from './notifications.js';
import type { Database } from './schema.js';
import { openSqliteReader } from './sqlite.js';
import { SqliteWorkerDialect } from './sqlite-worker.js';

export type Db = Kysely<Database>;

/** The PostgreSQL pool behind a Db, for its use figures (metrics). */
const pools = new WeakMap<Db, pg.Pool>();

/** Connections of the pool: all, idle, and requests waiting for one; null on SQLite. */
export function poolUse(db: Db): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** `onIdleError`: an idle pooled connection failed (the server restarted or ended it); the pool replaces it. */
export function openDatabase(config: DatabaseConfig, onIdleError: (error: Error) => void = () => {}): Db {
  if (config.engine === 'postgres') {
    // TCP keepalive: a pooled connection whose peer vanished without a word (a failover, a dropped
    // flow) is found dead and replaced, instead of hanging the next request that takes it.
    const pool = new (postgresDriver().Pool)({
      connectionString: config.url,
      max: 10,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    // Without a listener, an idle connection ended by the server would crash the process.
    pool.on('error', onIdleError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    pools.set(db, pool);
    return db;
  }
  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  return new Kysely<Database>({ dialect: new SqliteWorkerDialect(config.path) });
}

/**
 * The connection for reads outside transactions: on SQLite a second, read-only, in-process connection
 * (sqlite.ts), opened once the schema is in place; on PostgreSQL the same pool. Close it before `db`.
 */
export function openReadDatabase(config: DatabaseConfig, db: Db): Db {
  if (config.engine === 'postgres' || config.path === ':memory:') return db;
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqliteReader(config.path) }),
  });
}

/**
 * A connection for reading the whole database at one moment while servers keep writing (backups,
 * copies): on SQLite a read-only connection of this process, on PostgreSQL a pool. It never migrates.
 */
export function openSnapshotDatabase(config: DatabaseConfig): Db {
  if (config.engine === 'postgres') return openDatabase(config);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteReader(config.path) }) });
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

/**
 * SQLite's change counter for this connection: it moves when another connection (our writer thread,
 * or another process) commits. Read on the in-process read connection, it costs a few microseconds.
 */
export async function sqliteDataVersion(db: Db): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return Number(rows[0]?.data_version ?? 0);
}
