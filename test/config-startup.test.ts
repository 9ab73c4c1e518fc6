/** A bad configuration stops the real server at start-up with a message naming the variable. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServerProcess } from '../harness/server-process.js';
import { TEST_ENGINE } from './helpers/test-database.js';

/** Runs the server entry point and returns once it exits. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    // A limit, not a speed check: compiling and starting the whole server beside a loaded CI run took
    // close to 30 s, and a start killed by the limit reads as the wrong exit.
    timeout: 120_000,
  });
}

function assertOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, `one line, got:\n${stderr}`);
  assert.ok(!lines.some((line) => line.trimStart().startsWith('at ')), 'no stack trace');
  assert.match(stderr, pattern);
}

describe('start-up problems', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-startup-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a port in use: one line that names it and says what to do, exit 1', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as { port: number };
    try {
      const run = start({ PORT: String(port), DATABASE_URL: join(dir, 'a.db'), MEDIA_DIR: join(dir, 'media') });
      assert.equal(run.status, 1);
      assertOneLine(run.stderr, new RegExp(`127\\.0\\.0\\.1:${port}: the port is already in use.*set PORT`));
    } finally {
      blocker.close();
    }
  });

  it('an unreachable PostgreSQL: one line that names it, exit 1', () => {
    const run = start({ DATABASE_URL: 'postgres://nametag@127.0.0.1:9/nametag' });
    assert.equal(run.status, 1);
    assertOneLine(run.stderr, /Cannot reach PostgreSQL at 127\.0\.0\.1:9\/nametag \(ECONNREFUSED\).*DATABASE_URL/);
  });

  it('a SQLite database that cannot be created: one line, exit 1', () => {
    const notAFolder = join(dir, 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    const run = start({ DATABASE_URL: join(notAFolder, 'nametag.db') });
    assert.equal(run.status, 1);
    assertOneLine(run.stderr, /Cannot open the SQLite database at .*a-file\/nametag\.db \(E\w+/);
  });
});

describe('configuration at start-up', () => {
  it('stops the server at start-up with a message naming the bad variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: ':memory:' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /PORT must be a whole number/);
  });
});

describe('PUBLIC_URL at start-up', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-public-url-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const WARNING = /PUBLIC_URL is not set/;

  it('a server other machines can reach without PUBLIC_URL says so in its log; on loopback it does not', async () => {
    for (const [host, warned] of [
      ['0.0.0.0', true],
      ['127.0.0.1', false],
    ] as const) {
      const server = await startServerProcess({
        HOST: host,
        DATABASE_URL: join(dir, `${host}.db`),
        MEDIA_DIR: join(dir, `media-${host}`),
      });
      // The log is written in batches: all of it is out once the process has ended.
      await server.stop();
      assert.equal(WARNING.test(server.output()), warned, `HOST=${host}:\n${server.output()}`);
    }
  });
});

describe(
  'what the log says after the server listens',
  // Its servers run on SQLite files of their own, whichever the pass.
  { skip: TEST_ENGINE !== 'sqlite' && 'engine-independent: run by the SQLite pass' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'nametag-next-steps-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    /** The log's JSON lines (a terminal would get pino-pretty's; a process's stdout is not one). */
    const linesOf = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; level: number });

    it('the address to open (PUBLIC_URL, else where it listens) and the command that makes an admin, as log lines', async () => {
      for (const [name, env, address] of [
        ['public', { PUBLIC_URL: 'https://names.example' }, () => 'https://names.example'],
        ['loopback', {}, (url: string) => `${url}/`],
        // Every address: opened on this machine.
        ['everywhere', { HOST: '0.0.0.0' }, (url: string) => `${url.replace('127.0.0.1', 'localhost')}/`],
      ] as const) {
        const server = await startServerProcess({
          ...env,
          DATABASE_URL: join(dir, `${name}.db`),
          MEDIA_DIR: join(dir, `media-${name}`),
        });
        await server.stop();
        const lines = linesOf(server.output());
        const messages = lines.map((line) => line.msg);
        // Fastify says it once per address it listens on (every interface, for 0.0.0.0).
        const listening = messages.findLastIndex((msg) => msg.startsWith('Server listening at '));
        assert.ok(listening >= 0, server.output());
        // Right after Fastify's line, at info, in the log's own JSON.
        assert.equal(messages[listening + 1], `Open ${address(server.url)} in a browser.`);
        assert.equal(
          messages[listening + 2],
          'To become an admin: sign up there, then run `nametag make-admin <your username>` ' +
            '(from a source checkout: `npm run cli -- make-admin <your username>`).',
        );
        assert.equal(lines[listening + 1]!.level, 30);
        assert.equal(lines[listening + 2]!.level, 30);
      }
      // The command named is the operator's tool's own.
      const help = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--help'], {
        encoding: 'utf8',
        timeout: 120_000,
      });
      assert.match(help.stdout, /^ {2}make-admin <username> \[--remove\]$/m);
    });
  },
);
