/**
 * The access log of the real server process: one JSON line per request at `info` with the request id
 * (the one in X-Request-Id), method, path without the query, status and time; public reads answered
 * without a token are sampled (ACCESS_LOG_SAMPLE) and say so; ACCESS_LOG=false turns it off; lines reach
 * stdout while the server is quiet, and the last ones are written when it stops.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServerProcess } from '../harness/server-process.js';
import { eventually } from './helpers/eventually.js';
import { createTestDatabase } from './helpers/test-database.js';

interface Line {
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  sampled?: number;
  msg?: string;
}

const lines = (output: string): Line[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);

describe('access log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-access-log-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a line per request with its id, and samples the public reads answered without a token', async () => {
    const database = await createTestDatabase(mkdtempSync(join(dir, 'a-')));
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      MEDIA_DIR: join(dir, 'media-a'),
      RATE_LIMIT_MULTIPLIER: '0',
      ACCESS_LOG_SAMPLE: '10',
    });
    let userId = '';
    try {
      const reg = await fetch(`${server.url}/api/v1/auth/register?from=test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'register-1' },
        body: JSON.stringify({ username: 'logged', password: 'long enough' }),
      });
      assert.equal(reg.status, 200);
      userId = ((await reg.json()) as { user: { id: string } }).user.id;
      assert.equal((await fetch(`${server.url}/api/v1/users/nobody_here`)).status, 404);
      for (let i = 0; i < 31; i++) assert.equal((await fetch(`${server.url}/api/v1/users/${userId}`)).status, 200);
      const readsOf = (log: Line[]) => log.filter((line) => line.path === `/api/v1/users/${userId}`);
      // A quiet server still writes what it holds (every 250 ms), while it runs: the lines come unasked.
      const log = await eventually('the lines of a quiet server', () => {
        const now = lines(server.output());
        const register = now.some((line) => line.path === '/api/v1/auth/register');
        return register && readsOf(now).length >= 3 && now.some((line) => line.status === 404) && now;
      });
      const register = log.find((line) => line.path === '/api/v1/auth/register');
      assert.deepEqual(
        { reqId: register?.reqId, method: register?.method, status: register?.status },
        { reqId: 'register-1', method: 'POST', status: 200 },
      );
      assert.equal(typeof register?.ms, 'number');
      assert.equal(register?.msg, `POST /api/v1/auth/register 200 ${register?.ms} ms`);
      assert.ok(log.some((line) => line.path === '/api/v1/users/nobody_here' && line.status === 404));
      for (const line of readsOf(log)) assert.match(String(line.reqId), /^[0-9a-f-]{36}$/);
    } finally {
      await server.stop();
      await database.drop();
    }
    // All 31 are public reads without a token (the first reads and keeps the answer): 3 lines, counted
    // once the server has written everything.
    const reads = lines(server.output()).filter((line) => line.path === `/api/v1/users/${userId}`);
    assert.equal(reads.filter((line) => line.sampled === undefined).length, 0);
    assert.equal(reads.filter((line) => line.sampled === 10).length, 3);
    const lastWords = lines(server.output()).at(-1);
    assert.match(String(lastWords?.msg), /SIGTERM received|closing/i, 'the last lines were written before exit');
  });

  it('ACCESS_LOG=false writes no request lines', async () => {
    const database = await createTestDatabase(mkdtempSync(join(dir, 'b-')));
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      MEDIA_DIR: join(dir, 'media-b'),
      ACCESS_LOG: 'false',
    });
    try {
      for (let i = 0; i < 3; i++) await fetch(`${server.url}/api/v1/meta`);
    } finally {
      await server.stop();
      await database.drop();
    }
    // Read once the server has stopped, so it has written everything it would.
    assert.equal(lines(server.output()).filter((line) => line.path !== undefined).length, 0);
  });

  it('announces the insecure test switches at start-up as warnings', async () => {
    const database = await createTestDatabase(mkdtempSync(join(dir, 'c-')));
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      MEDIA_DIR: join(dir, 'media-c'),
      FEDIVERSE_ALLOW_INSECURE: 'true',
      WEBHOOK_ALLOW_INSECURE: 'true',
    });
    try {
      const warnings = await eventually('the start-up warnings', () => {
        const found = lines(server.output()).filter((line) => (line as { level?: number }).level === 40);
        const both = ['FEDIVERSE_ALLOW_INSECURE', 'WEBHOOK_ALLOW_INSECURE'].every((name) =>
          found.some((line) => line.msg?.includes(name)),
        );
        return both && found;
      });
      assert.ok(
        warnings.some((line) =>
          /FEDIVERSE_ALLOW_INSECURE=true.*Never set this on a public instance/.test(line.msg ?? ''),
        ),
        server.output(),
      );
      assert.ok(warnings.some((line) => /WEBHOOK_ALLOW_INSECURE=true/.test(line.msg ?? '')));
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
