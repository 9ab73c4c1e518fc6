/** Data survives a restart of the real server process on the same database file. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServerProcess } from '../harness/server-process.js';
import { createTestDatabase } from './helpers/test-database.js';

describe('restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-restart-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps users, members and tokens across a graceful restart', async () => {
    const database = await createTestDatabase(dir);
    const env = { DATABASE_URL: database.url, MEDIA_DIR: join(dir, 'media') };
    const json = { 'content-type': 'application/json' };
    let server = await startServerProcess(env);
    let token: string;
    let userId: string;
    let memberId: string;
    try {
      const reg = await fetch(`${server.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'persistent', password: 'long enough' }),
      });
      assert.equal(reg.status, 200);
      ({
        token,
        user: { id: userId },
      } = (await reg.json()) as { token: string; user: { id: string } });
      const patched = await fetch(`${server.url}/api/v1/users/@me`, {
        method: 'PATCH',
        headers: { ...json, authorization: token },
        body: JSON.stringify({ bio: 'still here' }),
      });
      assert.equal(patched.status, 200);
      const member = await fetch(`${server.url}/api/v1/members`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Echo' }),
      });
      memberId = ((await member.json()) as { id: string }).id;
    } finally {
      assert.equal(await server.stop('SIGTERM'), 0, 'graceful shutdown exits 0');
    }

    server = await startServerProcess(env);
    try {
      const user = (await (await fetch(`${server.url}/api/v1/users/persistent`)).json()) as {
        id: string;
        bio: string;
        members: Array<{ id: string }>;
      };
      assert.equal(user.id, userId);
      assert.equal(user.bio, 'still here');
      assert.deepEqual(
        user.members.map((m) => m.id),
        [memberId],
      );
      const me = await fetch(`${server.url}/api/v1/users/@me`, { headers: { authorization: token } });
      assert.equal(me.status, 200, 'the session token survives');
      const member = await fetch(`${server.url}/api/v1/users/persistent/members/echo`);
      assert.equal(member.status, 200);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
