/**
 * Prepared public answers and HTTP caching (issue 15): ETags and 304s, Cache-Control and
 * Surrogate-Key, owners' views never cached or shared, read-your-writes, writes by other processes
 * seen through the change feed (SQLite: the file's change counter; PostgreSQL: LISTEN/NOTIFY), the
 * feed's loss of connection, expiry of a time zone's offset, and the memory bound.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { startTcpProxy } from '../../harness/tcp-proxy.js';
import { createAccountAsOperator } from '../../src/modules/accounts/account-service.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { updateMe } from '../../src/modules/users/user-service.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const engine = process.env.NAMETAG_TEST_ENGINE ?? 'sqlite';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `accept` holds; returns the milliseconds it took (fails after `limitMs`). */
async function until(read: () => Promise<unknown>, accept: (value: any) => boolean, limitMs = 5000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (accept(await read())) return performance.now() - started;
    if (performance.now() - started > limitMs) assert.fail(`not seen within ${limitMs} ms`);
    await sleep(2);
  }
}

/** What /metrics says of the change feed: 1 while it sees other writers, 0 while it is deaf. */
async function feedTrusted(t: TestApp): Promise<number> {
  return Number(/^nametag_change_feed_trusted (\d)$/m.exec((await t.app.inject({ url: '/metrics' })).body)?.[1]);
}

async function cacheFigures(t: TestApp) {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  const figure = (name: string) => Number(new RegExp(`^nametag_read_cache_${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return { hits: figure('hits'), misses: figure('misses'), entries: figure('entries'), bytes: figure('bytes') };
}

describe('public answers: HTTP caching', () => {
  let t: TestApp;
  let user: TestUser;
  let memberId: string;
  before(async () => {
    t = await startTestApp({ CDN_MAX_AGE: '30', CDN_STALE_WHILE_REVALIDATE: '60' });
    user = await registerUser(t);
    memberId = (await createMember(t, user, { name: 'Sky' })).id;
  });
  after(() => t.close());

  const publicUrls = () => [
    `/api/v1/users/${user.id}`,
    `/api/v1/users/${user.name}`,
    `/api/v1/users/${user.id}/members`,
    `/api/v1/members/${memberId}`,
    `/api/v1/users/${user.name}/members/Sky`,
  ];

  it('sends a strong ETag, public Cache-Control from the configuration and Surrogate-Key', async () => {
    for (const url of publicUrls()) {
      const res = await t.app.inject({ url, headers: { origin: 'https://site.example' } });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers.etag), /^"[A-Za-z0-9_-]{27}"$/, url);
      assert.equal(res.headers['cache-control'], 'public, max-age=0, s-maxage=30, stale-while-revalidate=60', url);
      const keys = String(res.headers['surrogate-key']).split(' ');
      assert.ok(keys.includes(`user-${user.id}`), url);
      if (url.includes('Sky') || url.includes('/members/0')) assert.ok(keys.includes(`member-${memberId}`), url);
      assert.match(String(res.headers['access-control-expose-headers']), /ETag/i);
      // The same answer again: the same tag.
      assert.equal((await t.app.inject({ url })).headers.etag, res.headers.etag);
    }
  });

  it('answers If-None-Match with 304 and no body, and a changed answer with its new tag', async () => {
    const url = `/api/v1/users/${user.id}`;
    const first = await t.app.inject({ url });
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.app.inject({ url, headers: { 'if-none-match': header } });
      assert.equal(res.statusCode, 304, header);
      assert.equal(res.body, '');
      assert.equal(res.headers.etag, etag);
    }
    assert.equal((await t.app.inject({ url, headers: { 'if-none-match': '"stale"' } })).statusCode, 200);
    await t.patch('/api/v1/users/@me', { bio: 'changed' }, user.token);
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    assert.equal(changed.statusCode, 200, 'a write makes the old tag stale at once');
    assert.notEqual(changed.headers.etag, etag);
    assert.equal(changed.json().bio, 'changed');
  });

  it("never caches an owner's view, nor shows it to anyone else", async () => {
    const owner = await registerUser(t);
    await createMember(t, owner, { name: 'Hidden', unlisted: true });
    await createMember(t, owner, { name: 'Shown' });
    const list = `/api/v1/users/${owner.name}/members`;
    for (let round = 0; round < 2; round++) {
      const anonymous = await t.get(list);
      assert.deepEqual(
        anonymous.body.map((m: { name: string }) => m.name),
        ['Shown'],
      );
      assert.equal('unlisted' in anonymous.body[0], false);
      const own = await t.get(list, owner.token);
      assert.deepEqual(
        own.body.map((m: { name: string }) => m.name),
        ['Hidden', 'Shown'],
      );
      assert.equal(own.headers['cache-control'], 'private, no-store');
      assert.equal(own.headers.etag, undefined);
    }
    const hidden = (await t.get(`/api/v1/users/${owner.name}/members/Hidden`, owner.token)).body;
    assert.equal(hidden.unlisted, true);
    assert.equal('unlisted' in (await t.get(`/api/v1/members/${hidden.id}`)).body, false);
    assert.equal((await t.get(`/api/v1/members/${hidden.id}`, owner.token)).body.unlisted, true);
    assert.equal(
      (await t.get(`/api/v1/members/${hidden.id}`, owner.token)).headers['cache-control'],
      'private, no-store',
    );
    assert.equal('unlisted' in (await t.get(`/api/v1/members/${hidden.id}`)).body, false);
    assert.equal((await t.get('/api/v1/users/@me', owner.token)).headers['cache-control'], undefined);
  });

  it('counts each read once, as a hit or a miss (a prepared read looks before its route looks again)', async () => {
    const fresh = await registerUser(t);
    const before = await cacheFigures(t);
    assert.equal((await t.get(`/api/v1/users/${fresh.id}`)).status, 200);
    const afterMiss = await cacheFigures(t);
    assert.deepEqual([afterMiss.hits - before.hits, afterMiss.misses - before.misses], [0, 1]);
    assert.equal((await t.get(`/api/v1/users/${fresh.id}`)).status, 200);
    const afterHit = await cacheFigures(t);
    assert.deepEqual([afterHit.hits - afterMiss.hits, afterHit.misses - afterMiss.misses], [1, 0]);
  });

  it('serves repeated reads from memory and every write of the user, through any route, at once', async () => {
    const before = await cacheFigures(t);
    for (let i = 0; i < 3; i++) for (const url of publicUrls()) assert.equal((await t.get(url)).status, 200);
    const after = await cacheFigures(t);
    assert.ok(after.hits - before.hits >= 10, `hits ${before.hits} → ${after.hits}`);
    const writes: Array<[() => Promise<unknown>, (body: any) => unknown]> = [
      [() => t.patch('/api/v1/users/@me', { display_name: 'New name' }, user.token), (u) => u.display_name],
      [() => t.patch(`/api/v1/members/${memberId}`, { bio: 'member bio' }, user.token), (u) => u.members[0].bio],
      [() => t.post('/api/v1/members', { name: 'Second' }, user.token), (u) => u.members.length],
    ];
    const expected = ['New name', 'member bio', 2];
    for (const [i, [write, pick]] of writes.entries()) {
      await write();
      assert.equal(pick((await t.get(`/api/v1/users/${user.id}`)).body), expected[i]);
    }
    assert.equal((await t.get(`/api/v1/members/${memberId}`)).body.user.display_name, 'New name');
    assert.equal((await t.get(`/api/v1/users/${user.name}/members/Sky`)).body.bio, 'member bio');
    const renamed = `${user.name}_renamed`;
    await t.patch('/api/v1/users/@me', { name: renamed }, user.token);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).status, 404, 'the old name answers nothing');
    user = { ...user, name: renamed };
    await t.del('/api/v1/users/@me', user.token);
    for (const url of publicUrls()) assert.equal((await t.get(url)).status, 404, url);
  });
});

describe('public answers: writes by other processes', () => {
  it('are seen through the change feed (the operator tool writes on its own connection)', async () => {
    const t = await startTestApp();
    try {
      const user = await registerUser(t);
      const url = `/api/v1/users/${user.id}`;
      assert.equal((await t.get(url)).body.bio, null);
      assert.equal((await t.get(url)).body.bio, null); // now served from memory
      await t.asOperator((ctx) => updateMe(ctx, user.id, { bio: 'from elsewhere' }));
      const ms = await until(
        async () => (await t.get(url)).body.bio,
        (bio) => bio === 'from elsewhere',
      );
      assert.ok(ms < 1000, `seen after ${ms} ms`);
      // A user who did not exist when the name was first asked for.
      assert.equal((await t.get('/api/v1/users/made_elsewhere')).status, 404);
      await t.asOperator((ctx) =>
        createAccountAsOperator(ctx, { username: 'made_elsewhere', password: null, admin: false }),
      );
      assert.equal((await t.get('/api/v1/users/made_elsewhere')).status, 200, 'answers that failed are never kept');
    } finally {
      await t.close();
    }
  });

  it(
    'SQLite: while the feed cannot read the file’s changes nothing is served from memory; it recovers by itself',
    { skip: engine !== 'sqlite' && 'SQLite only' },
    async () => {
      const t = await startTestApp();
      const file = t.config.database.engine === 'sqlite' ? t.config.database.path : '';
      const other = new Database(file);
      try {
        const user = await registerUser(t);
        const url = `/api/v1/users/${user.id}`;
        await t.get(url);
        await t.get(url);
        const kept = await cacheFigures(t);
        assert.ok(kept.hits >= 1, 'served from memory while the feed hears');
        // Another process makes the outbox unreadable: the feed's next look fails.
        other.exec('ALTER TABLE change_events RENAME TO change_events_away');
        await sleep(200);
        for (let i = 0; i < 3; i++) assert.equal((await t.get(url)).status, 200);
        const deaf = await cacheFigures(t);
        assert.equal(deaf.hits, kept.hits, 'no answer from memory while the feed cannot hear');
        assert.equal(await feedTrusted(t), 0, 'the metrics say the feed is deaf');
        other.exec('ALTER TABLE change_events_away RENAME TO change_events');
        await until(
          async () => {
            await t.get(url);
            return (await cacheFigures(t)).hits;
          },
          (hits) => hits > deaf.hits,
          3000,
        );
        assert.equal(await feedTrusted(t), 1, 'and that it hears again');
      } finally {
        other.close();
        await t.close();
      }
    },
  );

  it(
    'PostgreSQL: a write through instance A shows through instance B within 100 ms (median of 7)',
    { skip: engine !== 'postgres' && 'needs PostgreSQL' },
    async () => {
      const a = await startTestApp();
      const b = await startTestApp({
        DATABASE_URL: a.config.database.engine === 'postgres' ? a.config.database.url : '',
      });
      try {
        const user = await registerUser(a);
        const url = `/api/v1/users/${user.id}`;
        await until(
          () => b.get(url),
          (res) => res.status === 200,
        );
        const delays: number[] = [];
        for (let i = 0; i < 7; i++) {
          await b.get(url); // kept by B
          const res = await a.patch('/api/v1/users/@me', { bio: `round ${i}` }, user.token);
          assert.equal(res.status, 200);
          delays.push(
            await until(
              async () => (await b.get(url)).body.bio,
              (bio) => bio === `round ${i}`,
            ),
          );
        }
        delays.sort((x, y) => x - y);
        console.log(`cross-instance staleness, ms: ${delays.map((d) => d.toFixed(1)).join(' ')}`);
        assert.ok(delays[3]! < 100, `median ${delays[3]} ms`);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );

  it(
    'PostgreSQL: while the feed is disconnected nothing is served from memory, and it reconnects',
    { skip: engine !== 'postgres' && 'needs PostgreSQL' },
    async () => {
      const a = await startTestApp();
      const b = await startTestApp({
        DATABASE_URL: a.config.database.engine === 'postgres' ? a.config.database.url : '',
      });
      try {
        const user = await registerUser(a);
        const url = `/api/v1/users/${user.id}`;
        await until(
          () => b.get(url),
          (res) => res.status === 200,
        );
        await b.get(url);
        // Cut every LISTEN connection to this database: both feeds lose it.
        await a.asOperator(async (ctx) => {
          await sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`.execute(ctx.db);
        });
        await a.patch('/api/v1/users/@me', { bio: 'while cut' }, user.token);
        assert.equal((await b.get(url)).body.bio, 'while cut', 'never a stale answer');
        // Back within a few seconds: then B keeps answers again and sees A's writes.
        await sleep(1500);
        await a.patch('/api/v1/users/@me', { bio: 'after' }, user.token);
        await until(
          async () => (await b.get(url)).body.bio,
          (bio) => bio === 'after',
          3000,
        );
        await until(
          () => feedTrusted(b),
          (trusted) => trusted === 1,
          3000,
        );
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
  it(
    'PostgreSQL: a feed whose connection goes silent (no error, no reset) is noticed; nothing stale is served, suspensions included',
    { skip: engine !== 'postgres' && 'needs PostgreSQL' },
    async () => {
      const a = await startTestApp();
      const url = new URL(a.config.database.engine === 'postgres' ? a.config.database.url : 'postgres://x');
      const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
      url.host = `127.0.0.1:${proxy.port}`;
      // B reaches the database through a proxy that can silence one connection without closing it.
      const b = await startTestApp({ DATABASE_URL: url.toString() });
      try {
        const user = await registerUser(a);
        const admin = await registerUser(a);
        await a.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
        const page = `/api/v1/users/${user.id}`;
        const silenceFeed = async () => {
          await until(
            async () => proxy.freezeConnectionsThatSent('LISTEN '),
            (frozen) => frozen === 1,
          );
        };
        await until(
          () => b.get(page),
          (res) => res.status === 200,
        );
        await silenceFeed();
        await b.get(page); // kept by B, whose feed now hears nothing
        await a.patch('/api/v1/users/@me', { bio: 'changed through A' }, user.token);
        // The heartbeat finds the connection deaf within a few seconds; from then on B reads the database.
        await until(
          async () => (await b.get(page)).body.bio,
          (bio) => bio === 'changed through A',
          10_000,
        );
        // B listens again on a new connection, keeps answers, and sees A's writes through it.
        await sleep(1500);
        await b.get(page);
        await a.patch('/api/v1/users/@me', { bio: 'heard again' }, user.token);
        await until(
          async () => (await b.get(page)).body.bio,
          (bio) => bio === 'heard again',
          3000,
        );
        // The same for a suspension: once B's feed went quiet, the profile stops showing through B.
        await silenceFeed();
        assert.equal((await b.get(page)).status, 200);
        const suspended = await a.post(`/api/v1/admin/users/${user.name}/suspend`, { reason: 'spam' }, admin.token);
        assert.equal(suspended.status, 200, suspended.raw);
        await until(
          async () => (await b.get(page)).status,
          (status) => status === 404,
          10_000,
        );
      } finally {
        await b.close();
        await a.close();
        await proxy.close();
      }
    },
  );
});

describe('public answers: expiry and memory', () => {
  it("a user's utc_offset is recomputed when a quarter hour has passed", async () => {
    const t = await startTestApp();
    try {
      const user = await registerUser(t);
      await t.patch('/api/v1/users/@me', { timezone: 'Europe/Berlin' }, user.token);
      const offsets = new Set<number>();
      for (let i = 0; i < 8; i++) {
        offsets.add((await t.get(`/api/v1/users/${user.id}`)).body.utc_offset);
        t.clock.advance(50 * 24 * 60 * 60 * 1000);
      }
      assert.deepEqual([...offsets].sort(), [3600, 7200]);
    } finally {
      await t.close();
    }
  });

  it('stays within READ_CACHE_MB, and READ_CACHE_MB=0 turns it off', async () => {
    const t = await startTestApp({ READ_CACHE_MB: '1' });
    try {
      const users = [];
      for (let i = 0; i < 40; i++) {
        const user = await registerUser(t);
        const entries = Array.from({ length: 30 }, (_, k) => ({ value: `${k}`.padEnd(100, 'v'), status: 'okay' }));
        const res = await t.patch(
          '/api/v1/users/@me',
          { bio: 'b'.repeat(1000), fields: [{ name: 'f', entries }] },
          user.token,
        );
        assert.equal(res.status, 200);
        users.push(user);
      }
      // Every spelling of a username is a key of its own: 40 users × 16 spellings × 4.5 KB ≈ 2.9 MB.
      const spelling = (name: string, i: number) =>
        [...name].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');
      for (const user of users) {
        for (let i = 0; i < 50; i++) assert.equal((await t.get(`/api/v1/users/${spelling(user.name, i)}`)).status, 200);
      }
      const figures = await cacheFigures(t);
      assert.ok(figures.bytes <= 1024 * 1024, `${figures.bytes} bytes`);
      assert.ok(figures.entries > 100 && figures.entries < 40 * 16, `${figures.entries} entries`);
    } finally {
      await t.close();
    }
    const off = await startTestApp({ READ_CACHE_MB: '0' });
    try {
      const user = await registerUser(off);
      assert.equal((await off.get(`/api/v1/users/${user.id}`)).status, 200);
      await off.patch('/api/v1/users/@me', { bio: 'x' }, user.token);
      assert.equal((await off.get(`/api/v1/users/${user.id}`)).body.bio, 'x');
      assert.match(String((await off.get(`/api/v1/users/${user.id}`)).headers.etag), /^"/);
      assert.equal((await off.app.inject({ url: '/metrics' })).body.includes('nametag_read_cache_hits'), false);
    } finally {
      await off.close();
    }
  });
});
