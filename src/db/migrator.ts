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
 *
 * Rolling upgrades (docs/UPGRADES.md): a release's migrations only expand the schema, so the previous
 * release's instances keep working on it, and an instance of that release may start on a database a
 * newer release has migrated (the schema is "ahead"): it starts without migrating and says so. Kysely
 * refuses any applied migration it does not know, so the applied list is compared here first; only a
 * database whose unknown migrations all sort after every known one counts as ahead, anything else is
 * refused with what to do.
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

/**
 * Migrations after this one follow the expand/contract rule (docs/UPGRADES.md): they only add to the
 * schema, unless one declares a contract step (`export const contract`), so the previous release's
 * instances keep working while the new ones migrate; test/unit/migration-rules.test.ts checks each.
 * Those up to it were released before the rule (some rebuild tables) and stay as they are: a released
 * migration is never edited. This name does not move.
 */
export const CHECKED_AFTER = '0023-two-factor';

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

/** The migrations this version knows, in the order they run (Kysely sorts names by code unit). */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(migrations).sort();

/** The database's migrations do not fit this version's: start-up stops, saying what to do. */
export class SchemaMismatchError extends Error {
  /** Read by core/startup-problems.ts, which prints the message alone. */
  readonly code = 'NAMETAG_SCHEMA_MISMATCH';
  constructor(message: string) {
    super(message);
    this.name = 'SchemaMismatchError';
  }
}

export type SchemaComparison =
  /** Nothing unknown applied: Kysely applies what is pending. */
  | { state: 'known' }
  /** A newer release applied these (every known one is applied, and they sort after all of them). */
  | { state: 'ahead'; newer: string[] }
  | { state: 'mismatch'; problem: string };

const listed = (names: string[]) => names.join(', ');

/** How the applied migrations (`applied`, from kysely_migration) stand against the `known` ones (sorted). */
export function compareMigrations(known: readonly string[], applied: readonly string[]): SchemaComparison {
  const knownSet = new Set(known);
  const appliedSet = new Set(applied);
  const unknown = applied.filter((name) => !knownSet.has(name)).sort();
  const newestKnown = known.at(-1) ?? '';
  const newestApplied = [...applied].sort().at(-1) ?? '';
  // A known migration left out while a later one (known or not) ran: Kysely cannot apply it out of order.
  const skipped = known.filter((name) => !appliedSet.has(name) && name < newestApplied);
  const amongKnown = unknown.filter((name) => name < newestKnown);
  if (amongKnown.length > 0) {
    return {
      state: 'mismatch',
      problem:
        `The database has migration ${listed(amongKnown)} applied, which this version of Nametag does not know ` +
        `and which sorts before its own newest, ${newestKnown}: it was migrated by another build (a development ` +
        `branch, say), not by a newer release. Start the build that applied it, or restore a backup taken before ` +
        `it (docs/UPGRADES.md).`,
    };
  }
  if (skipped.length > 0) {
    return {
      state: 'mismatch',
      problem:
        `This version's migration ${listed(skipped)} is not applied, but later ones are (up to ${newestApplied}): ` +
        `the database was migrated by another build, or a migration was removed from kysely_migration by hand. ` +
        `Restore a backup taken before that, or start the build that migrated it (docs/UPGRADES.md).`,
    };
  }
  return unknown.length === 0 ? { state: 'known' } : { state: 'ahead', newer: unknown };
}

/** The names in kysely_migration; none before the first migration (no table yet). */
async function appliedMigrations(db: Db): Promise<string[]> {
  const table =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? await sql`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)
      : await sql`select 1 from pg_tables where tablename = 'kysely_migration' and schemaname = current_schema()`.execute(
          db,
        );
  if (table.rows.length === 0) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/** The line an instance on a schema that is ahead of it logs at start-up. */
export function schemaAheadWarning(newer: readonly string[]): string {
  return (
    `The database schema is ahead of this version of Nametag: a newer release applied ${listed([...newer])}. ` +
    `This instance serves without migrating (a newer release only adds to the schema); replace it with the ` +
    `newer release (docs/UPGRADES.md).`
  );
}

/** What bringing the schema up to date did. */
export interface MigrationOutcome {
  /** The migrations this call applied. */
  applied: string[];
  /** Migrations a newer release applied, which this version does not know: empty unless the schema is ahead. */
  newer: string[];
}

/**
 * Compares the applied migrations with the known ones, then lets Kysely apply the pending ones (when
 * nothing unknown is applied). On PostgreSQL the list is read before Kysely's lock: an instance of the
 * newer release may migrate in between, and Kysely then refuses; the list is read again, and a
 * database that has become ahead is taken as such.
 */
async function migrateChecked(
  db: Db,
  latest: (db: Db) => Promise<string[]>,
  recheck: boolean,
): Promise<MigrationOutcome> {
  const before = compareMigrations(KNOWN_MIGRATIONS, await appliedMigrations(db));
  if (before.state === 'mismatch') throw new SchemaMismatchError(before.problem);
  if (before.state === 'ahead') return { applied: [], newer: before.newer };
  try {
    return { applied: await latest(db), newer: [] };
  } catch (error) {
    if (!recheck) throw error;
    const after = compareMigrations(KNOWN_MIGRATIONS, await appliedMigrations(db));
    if (after.state === 'ahead') return { applied: [], newer: after.newer };
    if (after.state === 'mismatch') throw new SchemaMismatchError(after.problem);
    throw error;
  }
}

/** Brings the schema up to date, or finds it ahead (a newer release migrated it). */
export async function migrateToLatest(db: Db): Promise<MigrationOutcome> {
  const latest = async (on: Db) => applied(await migrator(on).migrateToLatest());
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return migrateChecked(db, latest, true);
  for (let attempt = 1; ; attempt++) {
    try {
      // Inside the write lock: the list read is the one Kysely finds.
      return await inSqliteMigrationTransaction(db, () => migrateChecked(db, latest, false));
    } catch (error) {
      // Another process held the write lock longer than the busy timeout (a long migration): wait more.
      if (attempt >= SQLITE_ATTEMPTS || !isSqliteBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Applies migrations up to and including `name` only: a restore loads rows into the schema they were
 * read from, and tests write data as older versions did. Never call it on a database that is further
 * along (Kysely would migrate it down).
 */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  const run = async () => applied(await migrator(db).migrateTo(name));
  return db.getExecutor().adapter instanceof SqliteAdapter ? inSqliteMigrationTransaction(db, run) : run();
}
