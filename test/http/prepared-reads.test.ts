/**
 * Prepared public reads (api/plugins/prepared-reads.ts): a public read without a token whose answer
 * is prepared is sent before its route runs. It must answer exactly what the route answers: same
 * body, same headers, the same rate-limit bucket counted once by client address (TRUST_PROXY
 * included), the access log and metrics — and leave everything else to the routes. The reference is a
 * second instance on the same database that prepares nothing (READ_CACHE_MB=0): every read of it goes
 * through its route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const VARYING = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

/** Public reads answered from a prepared answer so far. */
async function preparedHits(t: TestApp): Promise<number> {
  return figure(t, 'nametag_read_cache_hits');
}

async function figure(t: TestApp, name: string): Promise<number> {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
}

/** Answers per route pattern, from the request metrics. */
async function answered(t: TestApp, route: string): Promise<number> {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`nametag_http_requests_total{method="GET",route="${route}",status="200"}`));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('prepared public reads', () => {
  let t: TestApp;
  /** The same database, nothing prepared: every read through its route. */
  let routes: TestApp;
  let user: TestUser;
  let memberId: string;
  before(async () => {
    t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    routes = await startTestApp({
      RATE_LIMIT_MULTIPLIER: '1',
      READ_CACHE_MB: '0',
      DATABASE_URL: t.config.database.engine === 'postgres' ? t.config.database.url : t.config.database.path,
    });
    user = await registerUser(t);
    memberId = (await createMember(t, user, { name: 'Lane member' })).id;
  });
  after(async () => {
    await routes.close();
    await t.close();
  });

  const urls = () => [
    `/api/v1/users/${user.id}`,
    `/api/v1/users/${user.name}`,
    `/api/v1/users/${user.id}/members`,
    `/api/v1/members/${memberId}`,
    `/api/v1/users/${user.name}/members/Lane%20member`,
    `/api/v1/users/${user.name}/members/lane%20MEMBER?with=query`,
  ];

  it('answers with the same status, body and headers as the routes', async () => {
    for (const url of urls()) {
      await t.get(url); // prepared
      const hits = await preparedHits(t);
      const viaRoutes = await routes.app.inject({ url, headers: { origin: 'https://a.example' } });
      const viaLane = await t.request('GET', url, { headers: { origin: 'https://a.example' } });
      assert.equal((await preparedHits(t)) - hits, 1, `${url}: sent prepared`);
      assert.equal(viaLane.status, 200, url);
      assert.equal(viaLane.raw, viaRoutes.body, url);
      const names = (headers: Record<string, unknown>) => Object.keys(headers).sort();
      assert.deepEqual(names(viaLane.headers), names(viaRoutes.headers), url);
      for (const [name, value] of Object.entries(viaRoutes.headers)) {
        if (!VARYING.has(name)) assert.equal(String(viaLane.headers[name]), String(value), `${url}: ${name}`);
      }
      assert.match(String(viaLane.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    }
  });

  it('answers paths of every other shape exactly as the routes do (encoded, odd, or not its own)', async () => {
    await t.get(`/api/v1/users/${user.id}`); // prepared: a path misread as its own would show it
    const paths = [
      `/api/v1/users/${user.id}/`,
      `/api/v1/users/${user.id}//members`,
      `/api/v1/users/${user.id}/members/`,
      `/api/v1/users/${user.id}/membersx`,
      `/api/v1/users/${user.id}/members/Lane%20member/more`,
      `/api/v1/members/${memberId}/x`,
      `/api/v1/members/`,
      '/api/v1/users/',
      '/api/v1/users',
      `/api/v1/%75sers/${user.id}`,
      `/api/v1/users/${user.name}/%6Dembers`,
      '/api/v1/users/%40me',
      '/api/v1/users/%E0%A4%A',
      `/api/v1/users/${encodeURIComponent(user.name)}%2Fmembers`,
      `/api/v1/users/${'x'.repeat(1001)}`,
      `/api/v1/users/${user.id}?${'q'.repeat(50)}`,
    ];
    for (const url of paths) {
      const viaRoutes = await routes.app.inject({ url });
      const viaLane = await t.request('GET', url);
      assert.equal(viaLane.status, viaRoutes.statusCode, url);
      assert.equal(viaLane.raw, viaRoutes.body, url);
      for (const name of ['content-type', 'etag', 'cache-control', 'surrogate-key', 'allow']) {
        assert.equal(viaLane.headers[name], viaRoutes.headers[name], `${url}: ${name}`);
      }
    }
  });

  it('answers If-None-Match with the routes’ 304, header for header', async () => {
    const url = `/api/v1/users/${user.name}/members/Lane%20member`;
    const etag = String((await t.get(url)).headers.etag);
    const viaRoutes = await routes.app.inject({ url, headers: { 'if-none-match': etag } });
    const viaLane = await t.request('GET', url, { headers: { 'if-none-match': `"other", ${etag}` } });
    assert.equal(viaRoutes.statusCode, 304);
    assert.equal(viaLane.status, 304);
    assert.equal(viaLane.raw, '');
    const names = (headers: Record<string, unknown>) => Object.keys(headers).sort();
    assert.deepEqual(names(viaLane.headers), names(viaRoutes.headers));
    for (const [name, value] of Object.entries(viaRoutes.headers)) {
      if (!VARYING.has(name)) assert.equal(String(viaLane.headers[name]), String(value), name);
    }
    // Each answer carries its own request id (the header blocks of an answer are shared between requests).
    const ids = await Promise.all([1, 2, 3].map(async () => (await t.get(url)).headers['x-request-id']));
    assert.equal(new Set(ids).size, 3);
  });

  it('reads what is not prepared yet once (the route), keeps it, and sends the same the next time', async () => {
    const fresh = await registerUser(t);
    const freshMember = (await createMember(t, fresh, { name: 'Fresh member' })).id;
    const freshUrls = [
      `/api/v1/users/${fresh.id}`,
      `/api/v1/users/${fresh.name}/members`,
      `/api/v1/members/${freshMember}`,
      `/api/v1/users/${fresh.id}/members/fresh%20member`,
    ];
    for (const url of freshUrls) {
      const [misses, hits] = await Promise.all([
        figure(t, 'nametag_read_cache_misses'),
        figure(t, 'nametag_read_cache_hits'),
      ]);
      const first = await t.request('GET', url, { headers: { origin: 'https://a.example' } });
      assert.equal(first.status, 200, url);
      assert.equal((await figure(t, 'nametag_read_cache_misses')) - misses, 1, `${url}: one miss`);
      assert.equal((await figure(t, 'nametag_read_cache_hits')) - hits, 0, `${url}: no hit`);
      // Kept: the next read is a hit, with the same bytes and headers.
      const again = await t.request('GET', url, { headers: { origin: 'https://a.example' } });
      assert.equal((await figure(t, 'nametag_read_cache_hits')) - hits, 1, `${url}: then a hit`);
      assert.equal((await figure(t, 'nametag_read_cache_misses')) - misses, 1, `${url}: counted once`);
      assert.equal(again.raw, first.raw, url);
      const names = (headers: Record<string, unknown>) => Object.keys(headers).sort();
      assert.deepEqual(names(again.headers), names(first.headers), url);
      for (const [name, value] of Object.entries(first.headers)) {
        if (!VARYING.has(name)) assert.equal(String(again.headers[name]), String(value), `${url}: ${name}`);
      }
    }
  });

  it('hands what it cannot answer to the routes, counted once against the budget', async () => {
    const hidden = await registerUser(t);
    await createMember(t, hidden, { name: 'Hidden' });
    assert.equal((await t.patch('/api/v1/users/@me', { list_private: true }, hidden.token)).status, 200);
    const cases: Array<[string, number]> = [
      ['/api/v1/users/nobody-here-at-all', 404],
      [`/api/v1/members/${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`, 404],
      [`/api/v1/users/${user.id}/members/no-such-member`, 404],
      [`/api/v1/users/${hidden.id}/members`, 403],
    ];
    const from = { remoteAddress: '198.51.100.20' };
    const hits = await preparedHits(t);
    let remaining = 60;
    for (const [url, status] of cases) {
      for (let i = 0; i < 2; i++) {
        const res = await t.request('GET', url, from);
        assert.equal(res.status, status, url);
        assert.equal(res.headers['x-ratelimit-bucket'], 'users_members_get', url);
        assert.equal(Number(res.headers['x-ratelimit-remaining']), --remaining, `${url}: counted once`);
      }
    }
    assert.equal(await preparedHits(t), hits, 'the routes answered them');
    // A refusal of a prepared read is the routes' usual 429, and not counted twice.
    for (; remaining > 0; remaining--) await t.request('GET', `/api/v1/users/${user.id}`, from);
    const refused = await t.request('GET', `/api/v1/users/${user.id}`, from);
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['x-ratelimit-remaining'], '0');
  });

  it('serves repeated reads prepared, counted in the request metrics', async () => {
    const route = '/api/v1/users/:userRef';
    await t.get(`/api/v1/users/${user.id}`);
    const before = await answered(t, route);
    const hits = await preparedHits(t);
    for (let i = 0; i < 5; i++) assert.equal((await t.get(`/api/v1/users/${user.id}`)).status, 200);
    assert.equal((await answered(t, route)) - before, 5);
    assert.equal((await preparedHits(t)) - hits, 5, 'sent prepared');
  });

  it("keeps the client's sane X-Request-Id, and answers If-None-Match with 304", async () => {
    const url = `/api/v1/users/${user.id}`;
    const first = await t.request('GET', url, { headers: { 'x-request-id': 'trace-123' } });
    assert.equal(first.headers['x-request-id'], 'trace-123');
    const again = await t.request('GET', url, { headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(again.status, 304);
    assert.equal(again.raw, '');
    assert.equal(again.headers.etag, first.headers.etag);
    assert.equal(again.headers['x-ratelimit-bucket'], 'users_members_get');
  });

  it('counts against users_members_get by client address, and the refusal is the usual 429', async () => {
    const url = `/api/v1/users/${user.id}`;
    await t.get(url);
    const from = { remoteAddress: '198.51.100.7' };
    const limits: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await t.request('GET', url, from);
      assert.equal(res.status, 200, `request ${i + 1}`);
      limits.push(Number(res.headers['x-ratelimit-remaining']));
    }
    assert.deepEqual(limits.slice(0, 3), [59, 58, 57]);
    const hits = await preparedHits(t);
    const refused = await t.request('GET', url, from);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 429);
    assert.equal(refused.headers['x-ratelimit-bucket'], 'users_members_get');
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal((await preparedHits(t)) - hits, 1, 'a prepared read was refused');
    // Byte for byte and header for header what the routes' rate-limit hook answers.
    for (let i = 0; i < 60; i++) await routes.app.inject({ url, remoteAddress: from.remoteAddress });
    const viaRoutes = await routes.app.inject({ url, remoteAddress: from.remoteAddress });
    assert.equal(viaRoutes.statusCode, 429);
    // The same body, but for the reset: each app's window began with its own first request, and under
    // load the two can fall on either side of a second.
    const early = JSON.parse(refused.raw) as { ratelimit_reset: number };
    const late = JSON.parse(viaRoutes.body) as { ratelimit_reset: number };
    assert.ok(Math.abs(early.ratelimit_reset - late.ratelimit_reset) <= 1, `${refused.raw} vs ${viaRoutes.body}`);
    assert.equal(refused.raw, JSON.stringify({ ...late, ratelimit_reset: early.ratelimit_reset }));
    const names = (headers: Record<string, unknown>) => Object.keys(headers).sort();
    assert.deepEqual(names(refused.headers), names(viaRoutes.headers));
    for (const [name, value] of Object.entries(viaRoutes.headers)) {
      if (!VARYING.has(name) && name !== 'retry-after')
        assert.equal(String(refused.headers[name]), String(value), name);
    }
    assert.equal(refused.headers['cache-control'], undefined, 'a refusal is not cached');
    const refusals = (await t.app.inject({ url: '/metrics' })).body;
    assert.match(
      refusals,
      /nametag_http_requests_total\{method="GET",route="\/api\/v1\/users\/:userRef",status="429"\} [1-9]/,
    );
    // Another address has its own budget.
    assert.equal((await t.request('GET', url, { remoteAddress: '198.51.100.8' })).status, 200);
  });

  it('answers GET /meta with the same bytes and headers, for the Host asked, and sees new users', async () => {
    for (const host of ['names.example', 'names.example:8443', '[::1]:3000', 'bad host<>']) {
      const headers = { host, origin: 'https://a.example' };
      const viaLane = await t.request('GET', '/api/v1/meta', { headers });
      const viaRoutes = await routes.app.inject({ url: '/api/v1/meta', headers });
      assert.equal(viaLane.status, 200, host);
      assert.equal(viaLane.raw, viaRoutes.body, host);
      const names = (h: Record<string, unknown>) => Object.keys(h).sort();
      assert.deepEqual(names(viaLane.headers), names(viaRoutes.headers), host);
      for (const [name, value] of Object.entries(viaRoutes.headers)) {
        if (!VARYING.has(name)) assert.equal(String(viaLane.headers[name]), String(value), `${host}: ${name}`);
      }
      assert.equal(viaLane.headers['x-ratelimit-bucket'], 'fallback');
    }
    assert.equal(
      (await t.request('GET', '/api/v1/meta', { headers: { host: 'names.example' } })).body.media_base_url,
      'http://names.example/media',
    );
    assert.equal(
      (await t.request('GET', '/api/v1/meta', { headers: { host: 'bad host<>' } })).body.media_base_url,
      '/media',
    );
    const before = (await t.get('/api/v1/meta')).body.users.total;
    await registerUser(t);
    assert.equal((await t.get('/api/v1/meta')).body.users.total, before + 1, 'a write of this instance shows at once');
  });

  it('leaves token-bearing, @me, odd and unknown paths to the routes', async () => {
    const cases: Array<[string, string, Record<string, string>, number]> = [
      ['GET', `/api/v1/users/${user.id}`, { authorization: 'nt_invalid' }, 200],
      ['GET', '/api/v1/users/@me', {}, 403],
      ['GET', `/api/v1/users/${user.id}/`, {}, 404],
      ['GET', `/api/v1//users/${user.id}`, {}, 404],
      ['GET', '/api/v1/users/%E0%A4%A', {}, 400],
      ['GET', `/api/v1/users/${'x'.repeat(1001)}`, {}, 404],
      ['GET', `/api/v1/users/${user.id}/members/${memberId}/extra`, {}, 404],
      ['GET', `/api/v1/members/${memberId}/sid`, {}, 405],
    ];
    await t.get(`/api/v1/users/${user.id}`);
    const hits = await preparedHits(t);
    for (const [method, url, headers, status] of cases) {
      const res = await t.request(method, url, { headers });
      assert.equal(res.status, status, `${method} ${url}`);
    }
    // The token-bearing read is the route's, which finds the prepared answer (one hit): no other.
    assert.equal((await preparedHits(t)) - hits, 1);
    // HEAD is a GET without the body.
    const head = await t.request('HEAD', `/api/v1/users/${user.id}`);
    assert.equal(head.status, 200);
    assert.equal(head.raw, '');
  });
});

describe('prepared public reads behind proxies', () => {
  it('with TRUST_PROXY, counts by the address the proxy reports, as Fastify does', async () => {
    const t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' });
    try {
      const user = await registerUser(t);
      const url = `/api/v1/users/${user.id}`;
      await t.get(url);
      const via = (client: string) => ({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 60; i++) assert.equal((await t.request('GET', url, via('203.0.113.5'))).status, 200);
      assert.equal((await t.request('GET', url, via('203.0.113.5'))).status, 429);
      assert.equal((await t.request('GET', url, via('203.0.113.6'))).status, 200, 'another client behind the proxy');
      // /meta names the host and protocol the proxy forwarded.
      const meta = await t.request('GET', '/api/v1/meta', {
        remoteAddress: '10.0.0.1',
        headers: { host: 'internal:3000', 'x-forwarded-host': 'names.example', 'x-forwarded-proto': 'https' },
      });
      assert.equal(meta.body.media_base_url, 'https://names.example/media');
    } finally {
      await t.close();
    }
  });
});
