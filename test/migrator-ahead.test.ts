/**
 * An instance on a database a newer release has migrated (docs/UPGRADES.md): it starts without
 * migrating and says the schema is ahead, while the migrations of another build (one in the middle
 * of the known ones, or a known one left out) are refused with what to do. The newer release is
 * played by rows added to kysely_migration, as its migrator would leave them.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../src/core/config.js';
import { closeContext, openContext } from '../src/context/app-context.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { compareMigrations, KNOWN_MIGRATIONS, migrateToLatest, SchemaMismatchError } from '../src/db/migrator.js';
import { startServerProcess } from '../harness/server-process.js';
import { migratedTestDatabase, type TestDatabase } from './helpers/test-database.js';

const NEWEST = KNOWN_MIGRATIONS.at(-1)!;
const NEWER = ['9998-from-a-newer-release', '9999-and-another'];

describe('comparing applied migrations with the known ones', () => {
  const known = ['0001-a', '0002-b', '0002a-c', '0003-d'];

  it('nothing applied, some applied, all applied: known', () => {
    assert.deepEqual(compareMigrations(known, []), { state: 'known' });
    assert.deepEqual(compareMigrations(known, ['0001-a', '0002-b']), { state: 'known' });
    assert.deepEqual(compareMigrations(known, [...known].reverse()), { state: 'known' });
  });

  it('every known one applied and unknown ones after them all: ahead, naming them in order', () => {
    assert.deepEqual(compareMigrations(known, [...known, '0005-f', '0004-e']), {
      state: 'ahead',
      newer: ['0004-e', '0005-f'],
    });
  });

  it('an unknown one sorting among the known ones: refused, naming it', () => {
    const result = compareMigrations(known, [...known, '0002b-branch']);
    assert.equal(result.state, 'mismatch');
    assert.match((result as { problem: string }).problem, /0002b-branch .*does not know.*another build/);
  });

  it('a known one missing before applied ones: refused, naming it', () => {
    const result = compareMigrations(known, ['0001-a', '0002a-c', '0003-d']);
    assert.equal(result.state, 'mismatch');
    assert.match((result as { problem: string }).problem, /migration 0002-b is not applied, but later ones are/);
  });

  it('unknown ones after the known ones while a known one is missing: refused, not ahead', () => {
    const result = compareMigrations(known, ['0001-a', '0002-b', '0002a-c', '0004-e']);
    assert.equal(result.state, 'mismatch');
    assert.match((result as { problem: string }).problem, /0003-d is not applied/);
  });
});

describe('starting on a database whose migrations are not this version’s', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-ahead-'));
  const databases: TestDatabase[] = [];
  after(async () => {
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A migrated database, changed by `change` as another release's migrator would have left it. */
  async function databaseWith(change: (db: Db) => Promise<void>): Promise<string> {
    const database = await migratedTestDatabase(mkdtempSync(join(dir, 'db-')));
    databases.push(database);
    const db = openDatabase(loadConfig({ DATABASE_URL: database.url }).database);
    try {
      await migrateToLatest(db);
      await change(db);
    } finally {
      await db.destroy();
    }
    return database.url;
  }
  const addApplied = (names: string[]) => async (db: Db) => {
    for (const name of names) {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        db,
      );
    }
  };
  const appliedNames = async (db: Db) =>
    (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name).sort();

  it('ahead: migrating applies nothing, names the newer migrations and leaves the list as it was', async () => {
    const url = await databaseWith(addApplied(NEWER));
    const db = openDatabase(loadConfig({ DATABASE_URL: url }).database);
    try {
      assert.deepEqual(await migrateToLatest(db), { applied: [], newer: NEWER });
      assert.deepEqual(await appliedNames(db), [...KNOWN_MIGRATIONS, ...NEWER].sort());
    } finally {
      await db.destroy();
    }
    const ctx = await openContext(loadConfig({ DATABASE_URL: url }));
    try {
      assert.deepEqual(ctx.schemaAhead, NEWER);
    } finally {
      await closeContext(ctx);
    }
  });

  it('ahead: the server starts, serves, and logs that the schema is ahead', async () => {
    const url = await databaseWith(addApplied(NEWER));
    const server = await startServerProcess({ DATABASE_URL: url, MEDIA_DIR: join(dir, 'media') });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      assert.equal(ready.status, 200);
      const meta = await fetch(`${server.url}/api/v1/meta`);
      assert.equal(meta.status, 200);
      assert.match(
        server.output(),
        /"level":40,.*"msg":"The database schema is ahead of this version of Nametag: a newer release applied 9998-from-a-newer-release, 9999-and-another\./,
      );
    } finally {
      await server.stop();
    }
  });

  it('a migration of another build among the known ones: refused with what to do, on start-up too', async () => {
    const url = await databaseWith(addApplied(['0010b-from-a-branch']));
    const db = openDatabase(loadConfig({ DATABASE_URL: url }).database);
    try {
      await assert.rejects(migrateToLatest(db), (error: unknown) => {
        assert.ok(error instanceof SchemaMismatchError);
        assert.match(error.message, /b-from-a-branch applied, which this version of Nametag does not know/);
        assert.match(error.message, /Start the build that applied it, or restore a backup/);
        return true;
      });
    } finally {
      await db.destroy();
    }
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'migrate'], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /^nametag: The database has migration 0010b-from-a-branch applied/m);
    assert.equal(run.stderr.trim().split('\n').length, 1, `one sentence, no stack: ${run.stderr}`);
  });

  it('a known migration missing before applied ones: refused with what to do', async () => {
    const url = await databaseWith(async (db) => {
      await sql`delete from kysely_migration where name = ${'0010-recovery-codes'}`.execute(db);
    });
    const db = openDatabase(loadConfig({ DATABASE_URL: url }).database);
    try {
      await assert.rejects(
        migrateToLatest(db),
        /This version's migration 0010-recovery-codes is not applied, but later ones are \(up to /,
      );
    } finally {
      await db.destroy();
    }
  });

  it('newer migrations while one of this version’s is missing: refused, not taken for ahead', async () => {
    const url = await databaseWith(async (db) => {
      await sql`delete from kysely_migration where name = ${NEWEST}`.execute(db);
      await addApplied(NEWER)(db);
    });
    const db = openDatabase(loadConfig({ DATABASE_URL: url }).database);
    try {
      await assert.rejects(migrateToLatest(db), new RegExp(`migration ${NEWEST} is not applied`));
      assert.ok(!(await appliedNames(db)).includes(NEWEST), 'nothing was applied');
    } finally {
      await db.destroy();
    }
  });
});
