/**
 * Several instances behind one database and one Redis: two real server processes on different
 * ports, started at the same moment on a fresh database (the migration lock keeps them from racing),
 * sharing users, members, rate-limit budgets and the member limit. Runs on the pass's engine
 * (SQLite file or a fresh PostgreSQL database).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freshRedisPrefix, skipWithoutRedis, TEST_REDIS_URL } from './helpers/redis.js';
import { type ServerProcess, startServerProcess } from '../harness/server-process.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { eventually } from './helpers/eventually.js';
import { callServer } from './helpers/server-api.js';

describe('two instances, one database, one Redis', { skip: skipWithoutRedis }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-multi-'));
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const servers: ServerProcess[] = [];
  let runs = 0;
  const register = async (server: ServerProcess) => {
    const res = await callServer(server, 'POST', '/auth/register', {
      username: `multi_${process.pid}_${++runs}`,
      password: 'long enough password',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { id: res.body.user.id as string, name: res.body.user.name as string, token: res.body.token as string };
  };

  before(async () => {
    database = await createTestDatabase(dir);
    const env = {
      DATABASE_URL: database.url,
      MEDIA_DIR: join(dir, 'media'),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: freshRedisPrefix(),
      RATE_LIMIT_MULTIPLIER: '1',
      MEMBER_LIMIT: '4',
    };
    // Both start at once on a database that has no schema yet.
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  });

  after(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('both instances migrated the fresh database together and are ready', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/readyz`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    }
  });

  it('a user created through one instance is readable, and its token valid, through the other', async () => {
    const user = await register(a);
    const read = await callServer(b, 'GET', `/users/${user.name}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.id, user.id);
    assert.equal((await callServer(b, 'GET', '/users/@me', undefined, user.token)).body.id, user.id);
    const login = await callServer(b, 'POST', '/auth/login', { username: user.name, password: 'long enough password' });
    assert.equal(login.status, 200);
    assert.equal((await callServer(a, 'GET', '/users/@me', undefined, login.body.token)).status, 200);
  });

  it('a member created through one and patched through both ends in the state of the last write', async () => {
    const user = await register(b);
    const created = await callServer(a, 'POST', '/members', { name: 'Shared', bio: 'from a' }, user.token);
    assert.equal(created.status, 200);
    const id = created.body.id as string;
    assert.equal(
      (await callServer(b, 'PATCH', `/members/${id}`, { bio: 'from b', display_name: 'B' }, user.token)).status,
      200,
    );
    assert.equal((await callServer(a, 'PATCH', `/members/${id}`, { bio: 'from a again' }, user.token)).status, 200);
    for (const server of [a, b]) {
      const member = await callServer(server, 'GET', `/members/${id}`);
      assert.equal(member.body.bio, 'from a again');
      assert.equal(member.body.display_name, 'B', 'keys absent from the last write keep the earlier value');
    }
  });

  it('the rate-limit budget is shared: 10 PATCHes split across both, then 429 on either', async () => {
    const user = await register(a);
    for (let i = 0; i < 10; i++) {
      const res = await callServer(i % 2 === 0 ? a : b, 'PATCH', '/users/@me', { bio: `edit ${i}` }, user.token);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-ratelimit-remaining'), String(9 - i));
    }
    for (const server of [a, b]) {
      const res = await callServer(server, 'PATCH', '/users/@me', { bio: 'one too many' }, user.token);
      assert.equal(res.status, 429);
      assert.equal(res.body.code, 429);
      assert.equal(typeof res.body.ratelimit_reset, 'number');
    }
    assert.equal((await callServer(b, 'GET', '/users/@me', undefined, user.token)).body.bio, 'edit 9');
  });

  it('concurrent member creation split across both never exceeds MEMBER_LIMIT', async () => {
    const user = await register(b);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callServer(i % 2 === 0 ? a : b, 'POST', '/members', { name: `m${i}` }, user.token),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    assert.equal(statuses.filter((s) => s === 200).length, 4, `statuses: ${statuses}`);
    for (const res of results.filter((r) => r.status !== 200)) {
      assert.equal(res.status, 400);
      assert.equal(res.body.code, 3002);
    }
    assert.equal((await callServer(a, 'GET', `/users/${user.id}/members`)).body.length, 4);
  });

  it('showing less through one instance holds through the other: a placed item, a revoked link', async () => {
    const user = await register(a);
    const secret = `zqhidden${process.pid}`;
    assert.equal(
      (await callServer(a, 'PATCH', '/users/@me', { names: [{ value: secret, status: 'okay' }] }, user.token)).status,
      200,
    );
    // The other instance has read (and keeps) the public answer with the item in it.
    assert.ok(JSON.stringify((await callServer(b, 'GET', `/users/${user.name}`)).body).includes(secret));
    const friends = (await callServer(a, 'POST', '/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const link = (await callServer(a, 'POST', `/users/@me/audiences/${friends}/links`, {}, user.token)).body;
    const placed = await callServer(
      a,
      'PATCH',
      '/users/@me',
      { placements: { names: { [secret]: [friends] } } },
      user.token,
    );
    assert.equal(placed.status, 200);
    // Within the bound of every change across instances (the kept answer goes with the change's event).
    await eventually(
      'the other instance stops showing the placed item',
      async () => !JSON.stringify((await callServer(b, 'GET', `/users/${user.name}`)).body).includes(secret),
    );
    assert.ok(JSON.stringify((await callServer(b, 'GET', `/shared/${link.secret}`)).body).includes(secret));
    // A link's view is read anew at each request: revoked through one, it stops through the other at once.
    assert.equal((await callServer(a, 'DELETE', `/users/@me/links/${link.id}`, undefined, user.token)).status, 200);
    assert.equal((await callServer(b, 'GET', `/shared/${link.secret}`)).status, 404);
  });

  it('a member kept to an audience through one instance is gone from the other’s public reads', async () => {
    const user = await register(a);
    const name = `zqmember${process.pid}`;
    const member = (await callServer(a, 'POST', '/members', { name }, user.token)).body;
    // The other instance has read (and keeps) the public answers with the member in them.
    assert.equal((await callServer(b, 'GET', `/members/${member.id}`)).status, 200);
    assert.ok(JSON.stringify((await callServer(b, 'GET', `/users/${user.name}/members`)).body).includes(name));
    const friends = (await callServer(a, 'POST', '/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const placed = await callServer(
      a,
      'PATCH',
      `/members/${member.id}`,
      { placements: { member: [friends] } },
      user.token,
    );
    assert.equal(placed.status, 200);
    await eventually(
      'the other instance stops finding the member',
      async () =>
        (await callServer(b, 'GET', `/members/${member.id}`)).status === 404 &&
        !JSON.stringify((await callServer(b, 'GET', `/users/${user.name}/members`)).body).includes(name),
    );
  });
});
