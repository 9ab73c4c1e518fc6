// test-engines: postgres
/**
 * A rolling upgrade (docs/UPGRADES.md), with real processes on one PostgreSQL database and one Redis:
 * the previous release's server creates the schema and serves; this checkout's server starts beside
 * it and applies the newest migration while the old one keeps serving; then writes through either
 * are read through the other, and both are live and ready.
 *
 * The previous release is the source of the first-parent parent of the commit that added the newest
 * migration file, taken out of this clone's history with `git archive` (so the test moves on as
 * migrations are added). A shallow clone lacks it: the test fails saying so rather than pass.
 *
 * Last, the old server is restarted on the migrated database. A release that has the migrator's
 * "schema ahead" handling (src/db/migrator.ts) must start, serve and warn; one from before it stops
 * with Kysely's refusal, which is what the test then checks — the restart of an old release on a
 * newer schema is covered for releases from then on by test/migrator-ahead.test.ts.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { KNOWN_MIGRATIONS } from '../src/db/migrator.js';
import { type ServerProcess, startServerProcess } from '../harness/server-process.js';
import { eventually } from './helpers/eventually.js';
import { callServer } from './helpers/server-api.js';
import { freshRedisPrefix, skipWithoutRedis, TEST_REDIS_URL } from './helpers/redis.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from './helpers/test-database.js';

const NEWEST = KNOWN_MIGRATIONS.at(-1)!;
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit of the previous release: before the newest migration was added (see above). */
function previousRelease(): string {
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    throw new Error(
      'this clone is shallow: the rolling-upgrade test needs the history to find the previous release ' +
        '(clone without --depth, or run `git fetch --unshallow`)',
    );
  }
  const path = `src/db/migrations/${NEWEST}.ts`;
  const added = git('log', '--first-parent', '--diff-filter=A', '--format=%H', 'HEAD', '--', path).split('\n');
  // Not committed yet (a migration being written): the checked-out commit is the previous release.
  const commit = added.at(-1) ? `${added.at(-1)}^` : 'HEAD';
  const files = git('ls-tree', '--name-only', commit, 'src/db/migrations/').split('\n');
  assert.ok(!files.includes(path), `${commit} should not have ${path} yet`);
  return git('rev-parse', commit);
}

describe(
  'a rolling upgrade: the previous release keeps serving while this one migrates',
  { skip: TEST_ENGINE !== 'postgres' ? 'PostgreSQL only' : skipWithoutRedis },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'nametag-rolling-'));
    const oldTree = join(dir, 'previous-release');
    let commit: string;
    let database: TestDatabase | undefined;
    let env: Record<string, string>;
    const servers: ServerProcess[] = [];
    let oldServer: ServerProcess;
    let newServer: ServerProcess;
    let user: { name: string; token: string };

    const appliedMigrations = async () => {
      const client = new pg.Client({ connectionString: database!.url });
      await client.connect();
      try {
        return (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map(
          (row) => row.name,
        );
      } finally {
        await client.end();
      }
    };
    const start = async (cwd?: string) => {
      const server = await startServerProcess(env, [], cwd);
      servers.push(server);
      return server;
    };

    before(async () => {
      commit = previousRelease();
      mkdirSync(oldTree);
      execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${oldTree}"`]);
      // The previous release runs on this checkout's packages: a release adds packages more often than
      // it removes any, and the test is about the database.
      symlinkSync(realpathSync('node_modules'), join(oldTree, 'node_modules'));
      database = await createTestDatabase(dir);
      env = {
        DATABASE_URL: database.url,
        MEDIA_DIR: join(dir, 'media'),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: freshRedisPrefix(),
        RATE_LIMIT_MULTIPLIER: '0',
      };
    });

    after(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('the previous release creates the schema, without the newest migration, and serves', async () => {
      oldServer = await start(oldTree);
      const applied = await appliedMigrations();
      assert.ok(!applied.includes(NEWEST), `${commit} does not know ${NEWEST}`);
      assert.deepEqual(applied, KNOWN_MIGRATIONS.slice(0, applied.length), 'the earlier migrations are the same');

      // An account through the previous release's own command-line tool, which prints its token.
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'create-user', 'rolling', '--password', 'rolling password'],
        { cwd: oldTree, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 },
      );
      assert.equal(run.status, 0, run.stderr);
      user = { name: 'rolling', token: run.stdout.trim() };
      assert.equal((await callServer(oldServer, 'PATCH', '/users/@me', { bio: 'before' }, user.token)).status, 200);
      assert.equal((await callServer(oldServer, 'POST', '/members', { name: 'Old' }, user.token)).status, 200);
    });

    it('this release starts beside it and applies the newest migration; both are live and ready', async () => {
      newServer = await start();
      assert.deepEqual(await appliedMigrations(), [...KNOWN_MIGRATIONS]);
      assert.equal(oldServer.child.exitCode, null, 'the old server is still running');
      for (const server of [oldServer, newServer]) {
        assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
        const ready = await fetch(`${server.url}/readyz`);
        assert.equal(ready.status, 200);
        assert.deepEqual(await ready.json(), { status: 'ok', checks: { database: 'ok', redis: 'ok' } });
      }
    });

    it('what the previous release wrote reads the same through both', async () => {
      for (const server of [oldServer, newServer]) {
        const read = await callServer(server, 'GET', `/users/${user.name}`);
        assert.equal(read.status, 200);
        assert.equal(read.body.bio, 'before');
        const members = await callServer(server, 'GET', `/users/${user.name}/members`);
        assert.deepEqual(
          members.body.map((member: { name: string }) => member.name),
          ['Old'],
        );
      }
    });

    it('a write through the old server is read through the new one, and the other way round', async () => {
      const bio = async (server: ServerProcess) => (await callServer(server, 'GET', `/users/${user.name}`)).body.bio;
      for (const [writer, reader, text] of [
        [oldServer, newServer, 'written by the previous release'],
        [newServer, oldServer, 'written by this release'],
        [oldServer, newServer, 'and by the previous one again'],
      ] as const) {
        // Read first, so the reader holds the earlier answer and must drop it on the other's change.
        await bio(reader);
        assert.equal((await callServer(writer, 'PATCH', '/users/@me', { bio: text }, user.token)).status, 200);
        await eventually(`${text}: read through the other server`, async () => (await bio(reader)) === text);
      }
      const created = await callServer(newServer, 'POST', '/members', { name: 'New' }, user.token);
      assert.equal(created.status, 200);
      const names = async (server: ServerProcess) =>
        (await callServer(server, 'GET', `/users/${user.name}/members`)).body
          .map((m: { name: string }) => m.name)
          .sort();
      await eventually(
        'the member made through this release, listed by the previous one',
        async () => (await names(oldServer)).join() === 'New,Old',
      );
    });

    it('the previous release restarted on the migrated database: starts if it knows a schema ahead', async () => {
      await oldServer.stop();
      const tolerant = readFileSync(join(oldTree, 'src/db/migrator.ts'), 'utf8').includes('schemaAheadWarning');
      if (tolerant) {
        const restarted = await start(oldTree);
        assert.equal((await fetch(`${restarted.url}/readyz`)).status, 200);
        assert.match(restarted.output(), /The database schema is ahead of this version of Nametag/);
        assert.equal(
          (await callServer(restarted, 'GET', `/users/${user.name}`)).body.bio,
          'and by the previous one again',
        );
      } else {
        // A release from before the migrator compared the applied list itself: Kysely refuses.
        await assert.rejects(start(oldTree), /exited early: [\s\S]*previously executed migration \S+ is missing/);
      }
      assert.equal((await fetch(`${newServer.url}/readyz`)).status, 200, 'this release serves on');
    });
  },
);
