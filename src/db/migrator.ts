/**
 * Runs the versioned migrations. On PostgreSQL, Kysely's migrator takes an advisory lock and runs the
 * pending migrations in one transaction, so instances starting together apply each migration once.
 * Kysely runs SQLite migrations without either; here they run in one `BEGIN IMMEDIATE` transaction
 * (the write lock: a second process starting at the same moment waits for it, then finds nothing to
 * do) with foreign keys off, as SQLite's procedure for rebuilding a table requires, and checked
 * before commit. A crash halfway leaves the database as it was before.
 *
 * Migrations change the schema; data the application derives (public documents) is brought up to
 * date by the application after them (profiles/documents/public-documents.ts), with the code of that version.
 */
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator, SqliteAdapter, sql } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-public-documents.js';
import * as m0002a from './migrations/0002a-fill-documents.js';
import * as m0003 from './migrations/0003-change-events.js';
import * as m0004 from './migrations/0004-hardening.js';
import * as m0005 from './migrations/0005-profile-model.js';
import * as m0006 from './migrations/0006-moderation.js';
import * as m0007 from './migrations/0007-webhooks.js';
import * as m0008 from './migrations/0008-linked-accounts.js';
import * as m0009 from './migrations/0009-session-clients.js';
import * as m0010 from './migrations/0010-recovery-codes.js';
import * as m0011 from './migrations/0011-email.js';
import * as m0012 from './migrations/0012-mail-requests.js';
import * as m0013 from './migrations/0013-account-language.js';
import * as m0014 from './migrations/0014-link-verifications.js';
import * as m0015 from './migrations/0015-actor-keys.js';
import * as m0016 from './migrations/0016-audiences.js';
import * as m0017 from './migrations/0017-member-audiences.js';
import * as m0018 from './migrations/0018-lookup-publishing.js';
import * as m0019 from './migrations/0019-profile-syncs.js';
import * as m0020 from './migrations/0020-content-notes.js';
import * as m0021 from './migrations/0021-deletion-grace.js';
import * as m0022 from './migrations/0022-member-groups.js';
import * as m0023 from './migrations/0023-two-factor.js';

// Listed in code rather than read from a folder, so the same list works from TypeScript and from dist/.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-public-documents': m0002,
  '0002a-fill-documents': m0002a,
  '0003-change-events': m0003,
  '0004-hardening': m0004,
  '0005-profile-model': m0005,
  '0006-moderation': m0006,
  '0007-webhooks': m0007,
  '0008-linked-accounts': m0008,
  '0009-session-clients': m0009,
  '0010-recovery-codes': m0010,
  '0011-email': m0011,
  '0012-mail-requests': m0012,
  '0013-account-language': m0013,
  '0014-link-verifications': m0014,
  '0015-actor-keys': m0015,
  '0016-audiences': m0016,
  '0017-member-audiences': m0017,
  '0018-lookup-publishing': m0018,
  '0019-profile-syncs': m0019,
  '0020-content-notes': m0020,
  '0021-deletion-grace': m0021,
  '0022-member-groups': m0022,
  '0023-two-factor': m0023,
};

/** The migrations this version knows, in the order they apply. */
export function knownMigrationNames(): string[] {
  return Object.keys(migrations).sort();
}

const SQLITE_ATTEMPTS = 10;

function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

async function inSqliteMigrationTransaction<T>(db: Db, run: () => Promise<T>): Promise<T> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN IMMEDIATE`.execute(db);
    try {
      const result = await run();
      const problems = await sql`PRAGMA foreign_key_check`.execute(db);
      if (problems.rows.length > 0) throw new Error(`migrations broke foreign keys: ${JSON.stringify(problems.rows)}`);
      await sql`COMMIT`.execute(db);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(db);
      throw error;
    }
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

function applied(result: MigrationResultSet): string[] {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function migrator(db: Db): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  return new Migrator({ db, provider });
}

/** Brings the schema up to date; returns the names of the migrations this call applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return applied(await migrator(db).migrateToLatest());
  for (let attempt = 1; ; attempt++) {
    try {
      return await inSqliteMigrationTransaction(db, async () => applied(await migrator(db).migrateToLatest()));
    } catch (error) {
      // Another process held the write lock longer than the busy timeout (a long migration): wait more.
      if (attempt >= SQLITE_ATTEMPTS || !isSqliteBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Applies migrations up to and including `name` only. For tests of data written by older versions:
 * never call it on a database that is further along (Kysely would migrate it down).
 */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  const run = async () => applied(await migrator(db).migrateTo(name));
  return db.getExecutor().adapter instanceof SqliteAdapter ? inSqliteMigrationTransaction(db, run) : run();
}
