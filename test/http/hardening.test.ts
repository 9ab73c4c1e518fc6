/** HTTP hardening: security headers, CORS for browsers on other sites, and errors that leak nothing. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/core/config.js';
import { closeContext, openContext } from '../../src/context/app-context.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { assertApiError, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const ORIGIN = 'https://someone-elses-site.example';

describe('HTTP hardening', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    user = await registerUser(t);
  });
  after(() => t.close());

  it('sends security headers on answers and errors', async () => {
    for (const res of [
      await t.get(`/api/v1/users/${user.id}`),
      await t.get('/api/v1/users/nobody'),
      await t.get('/nowhere'),
    ]) {
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
      assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', 'avatars may be shown on other sites');
      assert.equal(res.headers['x-powered-by'], undefined);
    }
  });

  it('answers CORS preflights for writes from any origin', async () => {
    const res = await t.request('OPTIONS', '/api/v1/users/@me', {
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(String(res.headers['access-control-allow-methods']), /PATCH/);
    assert.match(String(res.headers['access-control-allow-headers']), /Authorization/i);
    assert.equal(res.headers['access-control-allow-credentials'], undefined, 'no cookies are involved');
  });

  it('lets browsers read answers, refusals and the rate-limit headers', async () => {
    const read = await t.request('GET', `/api/v1/users/${user.id}`, { headers: { origin: ORIGIN } });
    assert.equal(read.headers['access-control-allow-origin'], '*');
    const exposed = String(read.headers['access-control-expose-headers']).toLowerCase();
    for (const header of ['x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-bucket', 'retry-after']) {
      assert.ok(exposed.includes(header), `${header} is exposed`);
    }
    const refused = await t.request('PATCH', '/api/v1/users/@me', {
      body: { bio: 'x' },
      headers: { origin: ORIGIN, authorization: 'nt_wrong' },
    });
    assertApiError(refused, 401, 1003);
    assert.equal(refused.headers['access-control-allow-origin'], '*');
    let limited;
    for (let i = 0; i < 11; i++) {
      limited = await t.request('DELETE', '/api/v1/members/none', {
        headers: { origin: ORIGIN, authorization: user.token },
      });
    }
    assertApiError(limited!, 429, 429);
    assert.equal(limited!.headers['access-control-allow-origin'], '*');
  });

  it('a failure inside the server is a 500 APIError without stack, SQL or table names', async () => {
    const victim = await startTestApp();
    try {
      await victim.asOperator((ctx) => sql`drop table tokens`.execute(ctx.db));
      const res = await victim.get('/api/v1/users/@me', 'nt_' + 'A'.repeat(43));
      assertApiError(res, 500, 500);
      assert.deepEqual(Object.keys(res.body).sort(), ['code', 'details', 'message']);
      assert.match(res.body.details, /^request id \S+/, 'the request id, for a report');
      assert.doesNotMatch(res.raw, /tokens|select|sqlite|relation|at \w+ \(|\.ts:|\.js:/i);
    } finally {
      await victim.close();
    }
  });

  it('never writes passwords or tokens to the logs, even at trace level and on errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nametag-logs-'));
    const database = await createTestDatabase(dir);
    let logs = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((logs += chunk), done()) });
    const app = await buildApp(
      loadConfig({ DATABASE_URL: database.url, MEDIA_DIR: join(dir, 'media'), RATE_LIMIT_MULTIPLIER: '0' }),
      {
        logger: { level: 'trace', stream },
      },
    );
    try {
      const password = 'a-very-secret-password';
      const json = { 'content-type': 'application/json' };
      const reg = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: json,
        payload: { username: 'logged', password },
      });
      const session = reg.json().token as string;
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: json,
        payload: { username: 'logged', password },
      });
      const api = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/tokens',
        headers: { ...json, authorization: session },
        payload: {},
      });
      const secrets = [password, session, login.json().token as string, api.json().token as string];
      await app.inject({
        method: 'PATCH',
        url: '/api/v1/users/@me',
        headers: { ...json, authorization: `Bearer ${session}` },
        payload: { bio: 'x' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: json,
        payload: { username: 'logged', password: `${password}-wrong` },
      });
      // A failure inside the server is logged with its error; the request's secrets must not be.
      const operator = await openContext(loadConfig({ DATABASE_URL: database.url }));
      // On PostgreSQL other tables refer to members (changes waiting for a member): they go with it.
      const cascade = database.url.startsWith('postgres') ? sql` cascade` : sql``;
      await sql`drop table members${cascade}`.execute(operator.db);
      await closeContext(operator);
      await app.inject({ method: 'GET', url: '/api/v1/users/@me', headers: { authorization: session } });
      assert.ok(logs.length > 0, 'something was logged');
      assert.match(logs, /unhandled error/, 'the failure was logged');
      for (const secret of secrets) assert.ok(!logs.includes(secret), 'a secret reached the logs');
    } finally {
      await app.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
