/**
 * Runs the versioned migrations. On PostgreSQL, Kysely's migrator takes an advisory lock, so instances
 * starting together apply each migration once. SQLite has no such lock: two processes starting on a
 * fresh file can collide (one sees the other's table appear, or a busy database); the loser waits and
 * tries again, and by then finds the migrations applied.
 */
import { type Migration, type MigrationProvider, Migrator, SqliteAdapter } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-public-documents.js';

// Listed in code rather than read from a folder, so the same list works from TypeScript and from dist/.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-public-documents': m0002,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

const SQLITE_ATTEMPTS = 10;

function isSqliteCollision(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) || /already exists/.test(String(message));
}

async function migrateOnce(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      if (!sqlite || attempt >= SQLITE_ATTEMPTS || !isSqliteCollision(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
    }
  }
}
