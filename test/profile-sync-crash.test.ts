/**
 * Profile syncs across a SIGKILL (docs/SYNC.md, "Delivery"): the server process is killed after the
 * PDS applied a write but before the server heard back; after a restart on the same database, nothing
 * acknowledged is lost (a change made right after the restart is written too) and nothing is written
 * twice (the interrupted write is found already there, not sent again).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { type ServerProcess, startServerProcess } from '../harness/server-process.js';
import { eventually } from './helpers/eventually.js';
import { FakePds } from './helpers/fake-pds.js';
import { createTestDatabase } from './helpers/test-database.js';

async function call(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as any) : null, raw: text };
}

describe('profile syncs and a SIGKILL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-sync-crash-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lose nothing and write nothing twice', async () => {
    const database = await createTestDatabase(dir);
    const pds = await new FakePds().start();
    const env = {
      DATABASE_URL: database.url,
      MEDIA_DIR: join(dir, 'media'),
      RATE_LIMIT_MULTIPLIER: '0',
      SYNC_KEY: Buffer.alloc(32, 3).toString('base64'),
      SYNC_ALLOW_INSECURE: 'true',
    };
    let server = await startServerProcess(env);
    try {
      const registered = await call(server, 'POST', '/auth/register', {
        username: 'synced_person',
        password: 'long enough password',
      });
      assert.equal(registered.status, 200, registered.raw);
      const token = registered.body.token as string;
      const patched = await call(
        server,
        'PATCH',
        '/users/@me',
        { pronouns: [{ value: 'she/her', status: 'okay' }] },
        token,
      );
      assert.equal(patched.status, 200, patched.raw);
      pds.addAccount('crash.bsky.test', 'abcd-efgh-ijkl-mnop');
      pds.holdNextWrite = true;
      const connected = await call(
        server,
        'POST',
        '/users/@me/syncs/bluesky',
        { handle: 'crash.bsky.test', app_password: 'abcd-efgh-ijkl-mnop', server: pds.url },
        token,
      );
      assert.equal(connected.status, 200, connected.raw);
      // The PDS has the write; the server is waiting for its answer when it dies.
      await eventually('the write reached the PDS', () => pds.writes === 1);
      await server.stop('SIGKILL');

      server = await startServerProcess(env);
      // A change acknowledged right after the restart, while the interrupted attempt's lease runs.
      const changed = await call(
        server,
        'PATCH',
        '/users/@me',
        { pronouns: [{ value: 'they/them', status: 'okay' }] },
        token,
      );
      assert.equal(changed.status, 200, changed.raw);
      await eventually('the change is written', () => pds.recordOf('crash.bsky.test')?.pronouns === 'they/them', {
        limitMs: 90_000,
        everyMs: 200,
      });
      const synced = await eventually(
        'the sync says it is up to date',
        async () => {
          const states = await call(server, 'GET', '/users/@me/syncs', undefined, token);
          return states.body[0]?.status === 'synced' ? states.body[0] : null;
        },
        { limitMs: 30_000, everyMs: 200 },
      );
      assert.equal(synced.problem, null);
      // she/her once, they/them once: the interrupted write was not sent again.
      assert.equal(pds.writes, 2);
      assert.equal(pds.putCalls, 2);
    } finally {
      await server.stop('SIGKILL').catch(() => {});
      await pds.close().catch(() => {});
      await database.drop();
    }
  });
});
