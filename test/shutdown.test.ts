/**
 * Graceful shutdown of the real server process on SIGTERM: it stops accepting connections, reports
 * not ready, finishes the request in flight (its write lands), closes its pools and exits 0.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServerProcess } from '../harness/server-process.js';
import { createTestDatabase } from './helpers/test-database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET /healthz on a new connection of its own (fetch would reuse a kept-alive one). */
function freshConnection(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-shutdown-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes the request in flight, refuses new connections, exits 0, and the write is kept', async () => {
    const database = await createTestDatabase(dir);
    const env = { DATABASE_URL: database.url, MEDIA_DIR: join(dir, 'media') };
    let server = await startServerProcess(env);
    try {
      const reg = await fetch(`${server.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'leaving', password: 'long enough password' }),
      });
      const { token } = (await reg.json()) as { token: string };

      // A PATCH whose body arrives in two parts, with SIGTERM in between. SIGTERM is sent once the
      // server has read the request's head (its "100 Continue" says so): a request whose head it has
      // not read yet is not in flight, and a busy machine could otherwise turn that into a race.
      const body = JSON.stringify({ bio: 'written during shutdown' });
      const url = new URL(`${server.url}/api/v1/users/@me`);
      let terminated!: () => void;
      const shutdownBegan = new Promise<void>((resolve) => (terminated = resolve));
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'PATCH',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: token,
              expect: '100-continue',
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.on('continue', () => {
          req.write(body.slice(0, 10));
          setTimeout(() => {
            server.child.kill('SIGTERM');
            terminated();
            setTimeout(() => req.end(body.slice(10)), 500);
          }, 200);
        });
        req.flushHeaders();
      });

      await shutdownBegan;
      await sleep(200);
      await assert.rejects(freshConnection(url), 'no new connections once shutdown began');
      const { status, text } = await answer;
      assert.equal(status, 200, text);
      assert.equal(JSON.parse(text).bio, 'written during shutdown');
      assert.equal(await server.exited, 0, 'exits 0 after the in-flight request');

      server = await startServerProcess(env);
      const me = await fetch(`${server.url}/api/v1/users/@me`, { headers: { authorization: token } });
      assert.equal(((await me.json()) as { bio: string }).bio, 'written during shutdown');
    } finally {
      await server.stop();
      await database.drop();
    }
  });

  it('writes of clients that disconnected are finished before the database closes: no errors in the log', async () => {
    for (const waitMs of [10, 20, 40]) {
      const round = join(dir, `round-${waitMs}`);
      mkdirSync(round);
      const database = await createTestDatabase(round);
      const server = await startServerProcess({
        DATABASE_URL: database.url,
        MEDIA_DIR: join(round, 'media'),
        RATE_LIMIT_MULTIPLIER: '0',
      });
      try {
        const tokens: string[] = [];
        for (let i = 0; i < 5; i++) {
          const reg = await fetch(`${server.url}/api/v1/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: `gone${i}`, password: 'long enough password' }),
          });
          tokens.push(((await reg.json()) as { token: string }).token);
        }
        const url = new URL(`${server.url}/api/v1/users/@me`);
        const requests = Array.from({ length: 60 }, (_, i) => {
          const names = Array.from({ length: 50 }, (_, j) => ({ value: `n${j}`, status: 'okay' }));
          const body = JSON.stringify({ bio: `${'x'.repeat(500)}${i}`, names });
          const req = request({
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'PATCH',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: tokens[i % tokens.length],
            },
          });
          req.on('error', () => {});
          req.end(body);
          return req;
        });
        // The clients leave while their writes run, and the server is told to stop at once.
        await sleep(waitMs);
        for (const req of requests) req.destroy();
        server.child.kill('SIGTERM');
        assert.equal(await server.exited, 0);
        const errors = server
          .output()
          .split('\n')
          .filter((line) => /"level":(50|60)|unhandled error/.test(line));
        assert.deepEqual(errors, [], `after ${waitMs} ms`);
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  });
});
