/**
 * Rate limits (decisions.md): every bucket's budget, the headers, the 429 APIError, per-user versus
 * per-IP keying, RATE_LIMIT_MULTIPLIER, and counters shared through Redis.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, uniqueName } from '../helpers/factories.js';
import { startTcpProxy } from '../../harness/tcp-proxy.js';
import { freshRedisPrefix, skipWithoutRedis, TEST_REDIS_URL } from '../helpers/redis.js';
import { type Response, startTestApp, type TestApp } from '../helpers/test-app.js';

let ipCounter = 0;
/** A documentation address (TEST-NET-3) of its own, so anonymous budgets of tests never meet. */
const freshIp = () => `203.0.113.${++ipCounter}`;
const AUTH_CASE_IP = '198.51.100.1';

interface User {
  id: string;
  token: string;
}

/** Registers from an address of its own, so registering never spends another test's budget. */
async function newUser(t: TestApp): Promise<User> {
  const res = await t.request('POST', '/api/v1/auth/register', {
    body: { username: uniqueName(), password: 'long enough password' },
    remoteAddress: freshIp(),
  });
  assert.equal(res.status, 200, res.raw);
  return { id: res.body.user.id, token: res.body.token };
}

function assertLimited(res: Response, bucket: string, limit: number): void {
  assertApiError(res, 429, 429);
  assert.equal(res.headers['x-ratelimit-bucket'], bucket);
  assert.equal(res.headers['x-ratelimit-limit'], String(limit));
  assert.equal(res.headers['x-ratelimit-remaining'], '0');
  const reset = Number(res.headers['x-ratelimit-reset']);
  assert.equal(res.body.ratelimit_reset, reset, 'ratelimit_reset in the body is the reset header');
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  assert.ok(Math.abs(reset - (Date.now() / 1000 + retryAfter)) <= 2, 'Retry-After and the reset agree');
}

interface Case {
  bucket: string;
  limit: number;
  call: (t: TestApp, user: User, i: number) => Promise<Response>;
}

const CASES: Case[] = [
  { bucket: 'fallback', limit: 120, call: (t, u) => t.get('/api/v1/meta', u.token) },
  {
    bucket: 'users_members_get',
    limit: 60,
    call: (t, u, i) =>
      [
        () => t.get('/api/v1/users/nobody-here', u.token),
        () => t.get('/api/v1/members/no-such-member', u.token),
        () => t.get('/api/v1/users/@me', u.token),
        () => t.get('/api/v1/users/@me/members', u.token),
      ][i % 4]!(),
  },
  { bucket: 'users_patch', limit: 10, call: (t, u) => t.patch('/api/v1/users/@me', {}, u.token) },
  { bucket: 'members_create', limit: 10, call: (t, u) => t.post('/api/v1/members', {}, u.token) },
  {
    bucket: 'members_patch',
    limit: 20,
    call: (t, u) => t.patch('/api/v1/members/no-such-member', { bio: 'x' }, u.token),
  },
  { bucket: 'members_delete', limit: 5, call: (t, u) => t.del('/api/v1/members/no-such-member', u.token) },
  {
    bucket: 'auth',
    limit: 20,
    // Login counts per client address (whatever the token): this case has an address of its own.
    call: (t, u) => t.request('POST', '/api/v1/auth/login', { body: {}, token: u.token, remoteAddress: AUTH_CASE_IP }),
  },
  {
    bucket: 'auth_tokens',
    limit: 10,
    call: (t, u, i) =>
      i % 2 === 0 ? t.get('/api/v1/auth/tokens', u.token) : t.del('/api/v1/auth/tokens/nope', u.token),
  },
  { bucket: 'auth_invites', limit: 10, call: (t, u) => t.get('/api/v1/auth/invites', u.token) },
];

describe('rate limits', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  });
  after(() => t.close());

  for (const { bucket, limit, call } of CASES) {
    it(`${bucket}: ${limit} a minute, then 429 with ratelimit_reset and Retry-After`, async () => {
      const user = await newUser(t);
      for (let i = 0; i < limit; i++) {
        const res = await call(t, user, i);
        assert.notEqual(res.status, 429, `request ${i + 1} of ${limit}: ${res.raw}`);
        assert.equal(res.headers['x-ratelimit-bucket'], bucket);
        assert.equal(res.headers['x-ratelimit-limit'], String(limit));
        assert.equal(res.headers['x-ratelimit-remaining'], String(limit - 1 - i));
        const reset = Number(res.headers['x-ratelimit-reset']);
        const now = Date.now() / 1000;
        assert.ok(reset > now && reset <= now + 61, `X-RateLimit-Reset is unix seconds within the minute: ${reset}`);
      }
      assertLimited(await call(t, user, limit), bucket, limit);
    });
  }

  it('buckets are separate: a spent bucket leaves the others alone, the most specific bucket applies', async () => {
    const user = await newUser(t);
    for (let i = 0; i < 10; i++) await t.get('/api/v1/auth/tokens', user.token);
    assertLimited(await t.get('/api/v1/auth/tokens', user.token), 'auth_tokens', 10);
    const invites = await t.get('/api/v1/auth/invites', user.token);
    assert.equal(invites.status, 200);
    const me = await t.get('/api/v1/users/@me', user.token);
    assert.equal(me.status, 200);
    assert.equal(me.headers['x-ratelimit-bucket'], 'users_members_get');
    const logout = await t.post('/api/v1/auth/logout', undefined, user.token);
    assert.equal(logout.status, 204);
    assert.equal(logout.headers['x-ratelimit-bucket'], 'auth');
  });

  it('a valid token keys the budget by its user, whatever address it comes from', async () => {
    const user = await newUser(t);
    const other = await newUser(t);
    const patch = (u: User, ip: string) =>
      t.request('PATCH', '/api/v1/users/@me', { body: { bio: 'x' }, token: u.token, remoteAddress: ip });
    for (let i = 0; i < 10; i++) assert.equal((await patch(user, freshIp())).status, 200);
    assertLimited(await patch(user, freshIp()), 'users_patch', 10);
    // Another user's budget, even from an address the first user used, is untouched.
    const res = await patch(other, '203.0.113.1');
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-ratelimit-remaining'], '9');
  });

  it('without a token (or with an invalid one) the budget is the client address', async () => {
    const ip = freshIp();
    const anonymous = (address: string, token?: string) =>
      t.request('POST', '/api/v1/auth/login', { body: {}, remoteAddress: address, ...(token ? { token } : {}) });
    for (let i = 0; i < 20; i++) {
      const res = await anonymous(ip, i % 2 === 0 ? undefined : 'nt_not-a-real-token');
      assert.equal(res.headers['x-ratelimit-remaining'], String(19 - i));
    }
    assertLimited(await anonymous(ip), 'auth', 20);
    // A different address has its own budget; on login a valid token from the spent address does not
    // help (login and register always count per address); on other routes it keys by its user.
    assert.equal((await anonymous(freshIp())).headers['x-ratelimit-remaining'], '19');
    const user = await newUser(t);
    const login = await t.request('POST', '/api/v1/auth/login', { body: {}, remoteAddress: ip, token: user.token });
    assertLimited(login, 'auth', 20);
    const logout = await t.request('POST', '/api/v1/auth/logout', { remoteAddress: ip, token: user.token });
    assert.equal(logout.status, 204);
    assert.equal(logout.headers['x-ratelimit-remaining'], '19');
  });

  it('unknown paths and wrong methods count against the fallback bucket; health probes are never limited', async () => {
    const ip = freshIp();
    const missing = await t.request('GET', '/nowhere', { remoteAddress: ip });
    assertApiError(missing, 404, 404);
    assert.equal(missing.headers['x-ratelimit-bucket'], 'fallback');
    const wrongMethod = await t.request('DELETE', '/api/v1/meta', { remoteAddress: ip });
    assertApiError(wrongMethod, 405, 405);
    assert.equal(wrongMethod.headers['x-ratelimit-remaining'], '118');
    for (let i = 0; i < 130; i++) {
      const res = await t.request('GET', i % 2 ? '/healthz' : '/readyz', { remoteAddress: ip });
      assert.equal(res.status, 200);
      assert.equal(res.headers['x-ratelimit-bucket'], undefined);
    }
  });

  it('Retry-After and the rate-limit headers come with the 429 even on a protected route without a token', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      assertApiError(await t.request('POST', '/api/v1/members', { body: {}, remoteAddress: ip }), 403, 403);
    }
    assertLimited(await t.request('POST', '/api/v1/members', { body: {}, remoteAddress: ip }), 'members_create', 10);
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  for (const [multiplier, expected] of [
    ['0.5', 5],
    ['2', 20],
    ['0.01', 1],
  ] as const) {
    it(`${multiplier} scales PATCH /users/@me to ${expected} a minute`, async () => {
      const t = await startTestApp({ RATE_LIMIT_MULTIPLIER: multiplier });
      try {
        const user = await newUser(t);
        for (let i = 0; i < expected; i++) {
          const res = await t.patch('/api/v1/users/@me', { bio: 'x' }, user.token);
          assert.equal(res.status, 200, res.raw);
          assert.equal(res.headers['x-ratelimit-limit'], String(expected));
        }
        assertLimited(await t.patch('/api/v1/users/@me', { bio: 'x' }, user.token), 'users_patch', expected);
      } finally {
        await t.close();
      }
    });
  }

  it('0 turns limiting off: no 429, no rate-limit headers', async () => {
    const t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0' });
    try {
      const user = await newUser(t);
      for (let i = 0; i < 30; i++) {
        const res = await t.del('/api/v1/members/no-such-member', user.token);
        assertApiError(res, 404, 3001);
        assert.equal(res.headers['x-ratelimit-limit'], undefined);
      }
    } finally {
      await t.close();
    }
  });
});

describe('rate limits on accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  });
  after(() => t.close());

  const login = (body: unknown, address: string, token?: string) =>
    t.request('POST', '/api/v1/auth/login', { body, remoteAddress: address, ...(token ? { token } : {}) });

  it('register and login count per client address, whatever token is sent', async () => {
    const user = await newUser(t);
    const address = freshIp();
    for (let i = 0; i < 10; i++) {
      assert.equal((await login({}, address, user.token)).status, 400);
      const res = await t.request('POST', '/api/v1/auth/register', {
        body: {},
        token: user.token,
        remoteAddress: address,
      });
      assert.equal(res.status, 400);
      assert.equal(res.headers['x-ratelimit-remaining'], String(20 - 2 * (i + 1)));
    }
    assertLimited(await login({}, address, user.token), 'auth', 20);
    const fromElsewhere = await login({}, freshIp(), user.token);
    assert.equal(fromElsewhere.status, 400, 'another address has its own budget: the token lifted nothing');
    // The user's own budgets are not spent by them either.
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 200);
  });

  it('10 failed logins for a username, from any addresses, lock it for 15 minutes; others are untouched', async () => {
    const victim = uniqueName();
    const other = uniqueName();
    for (const username of [victim, other]) {
      const res = await t.request('POST', '/api/v1/auth/register', {
        body: { username, password: 'the right password' },
        remoteAddress: freshIp(),
      });
      assert.equal(res.status, 200);
    }
    for (let i = 0; i < 4; i++)
      assertApiError(await login({ username: victim, password: `guess ${i}` }, freshIp()), 401, 1003);
    assert.equal((await login({ username: victim, password: 'the right password' }, freshIp())).status, 200);
    for (let i = 0; i < 10; i++)
      assertApiError(await login({ username: victim, password: `guess ${i}` }, freshIp()), 401, 1003);
    const locked = await login({ username: victim.toUpperCase(), password: 'the right password' }, freshIp());
    assertApiError(locked, 429, 429);
    assert.equal(locked.headers['x-ratelimit-bucket'], 'login_failures');
    assert.ok(Number(locked.headers['retry-after']) > 60, 'the lock lasts minutes, not seconds');
    assert.equal((await login({ username: other, password: 'the right password' }, freshIp())).status, 200);
  });
});

describe('rate limits shared through Redis', { skip: skipWithoutRedis }, () => {
  it('two app instances with the same REDIS_URL share every budget; another prefix does not', async () => {
    const prefix = freshRedisPrefix();
    const env = { RATE_LIMIT_MULTIPLIER: '1', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
    const a = await startTestApp(env);
    const b = await startTestApp({
      ...env,
      DATABASE_URL: a.config.database.engine === 'sqlite' ? a.config.database.path : a.config.database.url,
    });
    const c = await startTestApp({
      ...env,
      DATABASE_URL: b.config.database.engine === 'sqlite' ? b.config.database.path : b.config.database.url,
      REDIS_PREFIX: freshRedisPrefix(),
    });
    try {
      const user = await newUser(a);
      for (let i = 0; i < 10; i++) {
        const res = await (i % 2 === 0 ? a : b).patch('/api/v1/users/@me', { bio: `edit ${i}` }, user.token);
        assert.equal(res.status, 200, res.raw);
        assert.equal(res.headers['x-ratelimit-remaining'], String(9 - i), 'one counter across both instances');
      }
      assertLimited(await a.patch('/api/v1/users/@me', { bio: 'x' }, user.token), 'users_patch', 10);
      assertLimited(await b.patch('/api/v1/users/@me', { bio: 'x' }, user.token), 'users_patch', 10);
      const elsewhere = await c.patch('/api/v1/users/@me', { bio: 'x' }, user.token);
      assert.equal(elsewhere.status, 200, 'a deployment with another REDIS_PREFIX counts apart');
    } finally {
      await c.close();
      await b.close();
      await a.close();
    }
  });

  it('a Redis that stops answering: requests still answer within a second, count in memory; /readyz says 503', async () => {
    const proxy = await startTcpProxy(new URL(TEST_REDIS_URL).hostname, Number(new URL(TEST_REDIS_URL).port || 6379));
    const t = await startTestApp({
      RATE_LIMIT_MULTIPLIER: '1',
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_PREFIX: freshRedisPrefix(),
    });
    try {
      const user = await newUser(t);
      assert.equal((await t.get('/readyz')).status, 200);
      proxy.freeze();
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        assertApiError(await t.del('/api/v1/members/none', user.token), 404, 3001);
        assert.ok(performance.now() - started < 1500, `answered in ${Math.round(performance.now() - started)} ms`);
      }
      assertLimited(await t.del('/api/v1/members/none', user.token), 'members_delete', 5);
      const started = performance.now();
      const ready = await t.get('/readyz');
      assert.ok(performance.now() - started < 2000, '/readyz answers within 2 s');
      assert.equal(ready.status, 503);
      assert.deepEqual(ready.body.checks, { database: 'ok', redis: 'failed' });
    } finally {
      await t.close();
      await proxy.close();
    }
  });

  it('while Redis is unreachable the instance still serves, limits in memory and reports not ready', async () => {
    const t = await startTestApp({
      RATE_LIMIT_MULTIPLIER: '1',
      REDIS_URL: 'redis://127.0.0.1:9',
      REDIS_PREFIX: freshRedisPrefix(),
    });
    try {
      const user = await newUser(t);
      for (let i = 0; i < 5; i++) assertApiError(await t.del('/api/v1/members/none', user.token), 404, 3001);
      assertLimited(await t.del('/api/v1/members/none', user.token), 'members_delete', 5);
      const ready = await t.get('/readyz');
      assert.equal(ready.status, 503);
      assert.deepEqual(ready.body.checks, { database: 'ok', redis: 'failed' });
      assert.equal((await t.get('/healthz')).status, 200);
    } finally {
      await t.close();
    }
  });
});
