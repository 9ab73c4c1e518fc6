/** Endpoint 10: GET /meta with real counts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccountAsOperator } from '../../src/modules/accounts/account-service.js';
import { createMetaService } from '../../src/modules/meta/meta-service.js';
import { countStatistics } from '../../src/modules/meta/meta-store.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { createMember, registerUser } from '../helpers/factories.js';
import { startTestApp } from '../helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /meta', () => {
  it('counts live users, their activity windows and listed members; reports config and build info', async () => {
    const t = await startTestApp({ GIT_REPOSITORY: 'https://example.org/nametag.git', GIT_COMMIT: 'abc123' });
    try {
      const empty = await t.get('/api/v1/meta');
      assert.equal(empty.status, 200);
      assert.deepEqual(empty.body, {
        git_repository: 'https://example.org/nametag.git',
        git_commit: 'abc123',
        users: { total: 0, active_month: 0, active_week: 0, active_day: 0 },
        members: 0,
        require_invite: false,
        media_base_url: 'http://localhost:80/media',
      });

      const old = await registerUser(t); // last active 40 days before "now" once the clock moves
      await createMember(t, old);
      await createMember(t, old, { unlisted: true });
      t.clock.advance(20 * DAY);
      await registerUser(t); // 20 days
      t.clock.advance(15 * DAY);
      const weekly = await registerUser(t);
      await createMember(t, weekly);
      t.clock.advance(5 * DAY);
      await registerUser(t); // now
      const deleted = await registerUser(t);
      await createMember(t, deleted);
      await t.del('/api/v1/users/@me', deleted.token);

      let meta = (await t.get('/api/v1/meta')).body;
      // old: 40 days; monthly: 20 days; weekly: 5 days; daily: now; deleted: not counted.
      assert.deepEqual(meta.users, { total: 4, active_month: 3, active_week: 2, active_day: 1 });
      assert.equal(meta.members, 2, "the unlisted member and the deleted user's member are not counted");

      // Editing a profile counts as activity.
      await t.patch('/api/v1/users/@me', { bio: 'back' }, old.token);
      meta = (await t.get('/api/v1/meta')).body;
      assert.deepEqual(meta.users, { total: 4, active_month: 4, active_week: 3, active_day: 2 });
    } finally {
      await t.close();
    }
  });

  it('shows writes through this instance at once, and writes made elsewhere once the change feed brings them', async () => {
    const t = await startTestApp();
    try {
      const total = async () => (await t.get('/api/v1/meta')).body.users.total as number;
      assert.equal(await total(), 0);
      const user = await registerUser(t);
      assert.equal(await total(), 1, 'a registration through this instance counts at once');
      const member = await createMember(t, user, { unlisted: false });
      assert.equal((await t.get('/api/v1/meta')).body.members, 1);
      await t.patch(`/api/v1/members/${member.id}`, { unlisted: true }, user.token);
      assert.equal((await t.get('/api/v1/meta')).body.members, 0, 'unlisting counts at once');
      // Another process (here: the operator's tool) writes; the change feed brings it within moments.
      await t.asOperator((ctx) =>
        createAccountAsOperator(ctx, { username: 'elsewhere', password: null, admin: false }),
      );
      const deadline = Date.now() + 5000;
      while ((await total()) !== 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(await total(), 2);
    } finally {
      await t.close();
    }
  });

  it('reports no repository and an unknown commit when nothing was recorded or configured', async () => {
    const t = await startTestApp({ GIT_REPOSITORY: '', GIT_COMMIT: '' });
    try {
      const meta = (await t.get('/api/v1/meta')).body;
      // Never an address nobody checked (such as one written in package.json); a string, as the spec types it.
      assert.equal(meta.git_repository, '');
      assert.equal(meta.git_commit, 'unknown');
    } finally {
      await t.close();
    }
  });

  it('reports SOURCE_URL as the operator states it, before the older GIT_REPOSITORY and what the build read', async () => {
    const t = await startTestApp({
      SOURCE_URL: 'https://codeberg.org/someone/nametag',
      GIT_REPOSITORY: 'https://example.org/older.git',
    });
    try {
      assert.equal((await t.get('/api/v1/meta')).body.git_repository, 'https://codeberg.org/someone/nametag');
    } finally {
      await t.close();
    }
  });

  it('reports where media are served: MEDIA_BASE_URL, else PUBLIC_URL/media, else the origin asked', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ MEDIA_BASE_URL: 'https://cdn.example/nametag/' }, 'https://cdn.example/nametag'],
      [{ PUBLIC_URL: 'https://names.example' }, 'https://names.example/media'],
      [{}, 'http://names.test/media'],
    ];
    for (const [env, expected] of cases) {
      const t = await startTestApp(env);
      try {
        const res = await t.app.inject({ url: '/api/v1/meta', headers: { host: 'names.test' } });
        assert.equal(res.json().media_base_url, expected, JSON.stringify(env));
        // Through inject and through the test client alike, the same cache rules:
        // an answer that names the Host asked is never kept by a shared cache, and says it varies.
        const served = await t.request('GET', '/api/v1/meta', { headers: { host: 'names.test' } });
        assert.equal(served.body.media_base_url, expected);
        for (const headers of [res.headers, served.headers]) {
          if (Object.keys(env).length === 0) {
            assert.equal(headers['cache-control'], 'no-store', JSON.stringify(env));
            assert.equal(headers.vary, 'Host');
          } else {
            assert.equal(headers['cache-control'], 'no-cache', JSON.stringify(env));
            assert.equal(headers.vary, undefined);
          }
        }
        if (Object.keys(env).length === 0) {
          // A Host that is not a plain host name is not echoed: a path on this server instead.
          for (const host of ['evil.example"><script>', 'a b', 'x/y']) {
            const odd = await t.app.inject({ url: '/api/v1/meta', headers: { host } });
            assert.equal(odd.json().media_base_url, '/media', JSON.stringify(host));
          }
        }
      } finally {
        await t.close();
      }
    }
  });

  it('behind a trusted proxy, /meta varies with the forwarded host and protocol it reflects', async () => {
    const t = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await t.request('GET', '/api/v1/meta', {
        headers: { host: 'inner.test', 'x-forwarded-host': 'names.example', 'x-forwarded-proto': 'https' },
      });
      assert.equal(res.body.media_base_url, 'https://names.example/media');
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers.vary, 'Host, X-Forwarded-Host, X-Forwarded-Proto');
    } finally {
      await t.close();
    }
  });

  it('counts a chunk at a time (SQLite) exactly what one count finds: chunk edges inside ties, deleted and suspended users', async () => {
    const t = await startTestApp();
    try {
      const admin = await registerUser(t);
      await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
      const users = [];
      for (let i = 0; i < 9; i++) {
        users.push(await registerUser(t));
        if (i % 3 === 0) t.clock.advance(8 * DAY); // some share a last activity, some are weeks apart
      }
      for (const [i, user] of users.entries()) for (let m = 0; m < i % 3; m++) await createMember(t, user);
      await t.del('/api/v1/users/@me', users[1]!.token);
      const suspended = await t.post(`/api/v1/admin/users/${users[2]!.name}/suspend`, { reason: 'spam' }, admin.token);
      assert.equal(suspended.status, 200, suspended.raw);
      const meta = (await t.get('/api/v1/meta')).body;
      assert.equal(meta.users.total, 8, 'the admin and 9 users, less one deleted and one suspended');
      await t.asOperator(async (ctx) => {
        const now = t.clock.now();
        for (const chunk of [1, 2, 3, 4, 7, 100]) {
          assert.deepEqual(
            await countStatistics(ctx.readDb, now, chunk),
            { users: meta.users, members: meta.members },
            `chunk ${chunk}`,
          );
        }
      });
    } finally {
      await t.close();
    }
  });

  it('on an instance where counting is expensive, answers the last count at once and counts again in the background, spaced out', async () => {
    const t = await startTestApp();
    try {
      await registerUser(t);
      await t.asOperator(async (ctx) => {
        const total = async (meta: ReturnType<typeof createMetaService>) => (await meta.get()).users.total;
        // Every count counts as expensive; the next may start 1,000 × its duration after the last.
        const meta = createMetaService(ctx, () => {}, { expensiveMs: 0, spacing: 1000 });
        assert.equal(await total(meta), 1, 'the first count is waited for');
        await createAccountAsOperator(ctx, { username: 'second', password: null, admin: false });
        assert.equal(await total(meta), 1, 'the last count, at once, although a write came through this instance');
        t.clock.advance(10 * 60 * 1000); // the count's turn has come
        assert.equal(await total(meta), 1, 'still the last count: the new one runs in the background');
        const deadline = Date.now() + 5000;
        while ((await total(meta)) !== 2 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 5));
        assert.equal(await total(meta), 2, 'the background count is answered once it is done');
        // A cheap instance waits for a fresh count after a write of its own, as before. Cheap by
        // setting: with the default threshold, a count slowed by a loaded machine would make it expensive.
        const cheap = createMetaService(ctx, () => {}, { expensiveMs: Number.POSITIVE_INFINITY, spacing: 1 });
        assert.equal(await total(cheap), 2);
        await createAccountAsOperator(ctx, { username: 'third', password: null, admin: false });
        assert.equal(await total(cheap), 3);
      }, t.clock);
    } finally {
      await t.close();
    }
  });
});
