/**
 * Floods of legal but expensive requests against a real server process with the heap limit of
 * `npm start`: they degrade into refusals (429 with Retry-After), never into a crash, and the server
 * answers normally afterwards.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { startServerProcess } from '../harness/server-process.js';
import { createTestDatabase } from './helpers/test-database.js';

const HEAP_OF_NPM_START = ['--max-old-space-size=128', '--max-semi-space-size=4'];

describe('overload', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-overload-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('60 concurrent 1.5 MB avatar uploads and 50 concurrent logins: refusals, no crash', async () => {
    const database = await createTestDatabase(dir);
    const server = await startServerProcess(
      { DATABASE_URL: database.url, MEDIA_DIR: join(dir, 'media'), RATE_LIMIT_MULTIPLIER: '0' },
      HEAP_OF_NPM_START,
    );
    const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}/api/v1${path}`, init);
    const json = { 'content-type': 'application/json' };
    try {
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await api('/auth/register', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username: `flooder${i}`, password: 'a long password' }),
        });
        tokens.push(((await res.json()) as { token: string }).token);
      }
      // Noise does not compress: a 700×700 RGB PNG is about 1.5 MB.
      const noise = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
        .png()
        .toBuffer();
      assert.ok(noise.length > 1_400_000, `${noise.length} bytes`);
      const body = JSON.stringify({ avatar: noise.toString('base64') });
      const uploads = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          api('/users/@me', { method: 'PATCH', headers: { ...json, authorization: tokens[i % 3]! }, body }).then(
            async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() }),
          ),
        ),
      );
      const statuses = uploads.map((u) => u.status);
      assert.ok(
        statuses.every((status) => status === 200 || status === 429),
        `statuses: ${JSON.stringify(statuses)}`,
      );
      assert.ok(statuses.includes(200), 'some uploads went through');
      for (const refused of uploads.filter((u) => u.status === 429)) {
        assert.match(refused.body, /"code":429/);
        assert.ok(Number(refused.retryAfter) >= 1, 'Retry-After says when to come back');
      }

      const logins = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api('/auth/login', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              username: `flooder${i % 3}`,
              password: i % 2 ? 'a long password' : 'wrong password',
            }),
          }).then((res) => res.status),
        ),
      );
      assert.ok(
        logins.every((status) => [200, 401, 429].includes(status)),
        `login statuses: ${JSON.stringify(logins)}`,
      );

      assert.equal(server.child.exitCode, null, `the server is still running: ${server.output().slice(-2000)}`);
      const me = await api('/users/@me', { headers: { authorization: tokens[0]! } });
      assert.equal(me.status, 200);
      assert.match(((await me.json()) as { avatar: string }).avatar, /^[0-9a-f]{64}$/);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
