/**
 * What `npm start` does on a fresh machine: compile, record the build's commit, and run the compiled
 * server (and CLI) from dist/. The other process tests run the sources through tsx; this one catches a
 * build that compiles but cannot start. Engine-independent, so only the SQLite pass runs it.
 */
// test-engines: sqlite
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort } from '../harness/ports.js';
import { startProcess, stopProcess } from '../harness/processes.js';
import { TEST_ENGINE } from './helpers/test-database.js';

describe(
  'the compiled build',
  { skip: TEST_ENGINE !== 'sqlite' && 'engine-independent: run by the SQLite pass' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'nametag-build-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('builds, records its commit, and serves from dist/ as npm start does', async () => {
      const build = spawnSync('npm', ['run', '--silent', 'build'], { encoding: 'utf8', timeout: 300_000 });
      assert.equal(build.status, 0, build.stderr);
      const recorded = JSON.parse(readFileSync('dist/build-info.json', 'utf8'));
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
      assert.equal(recorded.git_commit, head);

      // npm start's build step: nothing changed since this build, so nothing is compiled or recorded.
      const recordedAt = statSync('dist/build-info.json').mtimeMs;
      const unchanged = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { encoding: 'utf8' });
      assert.equal(unchanged.status, 0, unchanged.stderr);
      assert.equal(unchanged.stderr, '', 'an unchanged start says nothing and compiles nothing');
      assert.equal(statSync('dist/build-info.json').mtimeMs, recordedAt);
      // A source file newer than the build: compiled again.
      const now = new Date();
      utimesSync('src/server.ts', now, now);
      const changed = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
        encoding: 'utf8',
        timeout: 300_000,
      });
      assert.equal(changed.status, 0, changed.stderr);
      assert.match(changed.stderr, /^Building: TypeScript to dist\//);
      assert.ok(statSync('dist/build-info.json').mtimeMs > recordedAt);

      const help = spawnSync(process.execPath, ['dist/src/cli.js', '--help'], { encoding: 'utf8' });
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, /create-user/);

      const port = await freePort();
      const server = await startProcess(
        ['--max-old-space-size=128', 'dist/src/server.js'],
        { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(dir, 'nametag.db'), MEDIA_DIR: join(dir, 'media') },
        `http://127.0.0.1:${port}/readyz`,
        { capture: true },
      );
      try {
        const meta = (await (await fetch(`http://127.0.0.1:${port}/api/v1/meta`)).json()) as any;
        assert.equal(meta.git_commit, head);
        assert.equal(meta.users.total, 0);
      } finally {
        await stopProcess(server.child);
      }
    });
  },
);
