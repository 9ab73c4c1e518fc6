/**
 * The prepared-read lane (api/prepared-read-lane.ts) answers public reads in front of Fastify: the
 * prepared ones without a query, the others read and kept. It must answer exactly what Fastify's
 * routes answer: same body, same headers, the same rate-limit bucket counted once by client address
 * (TRUST_PROXY included), the access log and metrics — and leave everything else to Fastify.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const VARYING = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

async function laneAnswers(t: TestApp): Promise<number> {
  return figure(t, 'nametag_prepared_lane_answers');
}

async function figure(t: TestApp, name: string): Promise<number> {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
}

/** Answers per route pattern, from the metrics the lane and Fastify both feed. */
async function answered(t: TestApp, route: string): Promise<number> {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`nametag_http_requests_total{method="GET",route="${route}",status="200"}`));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('prepared-read lane', () => {
  let t: TestApp;
  let user: TestUser;
  let memberId: string;
  before(async () => {
    t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    user = await registerUser(t);
    memberId = (await createMember(t, user, { name: 'Lane member' })).id;
  });
  after(() => t.close());

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
      const viaRoutes = await t.app.inject({ url, headers: { origin: 'https://a.example' } }); // Fastify only
      const viaLane = await t.request('GET', url, { headers: { origin: 'https://a.example' } }); // the lane
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
    await t.get(`/api/v1/users/${user.id}`); // prepared: a path the lane misreads would show it
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
      const viaRoutes = await t.app.inject({ url }); // Fastify only
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
    const viaRoutes = await t.app.inject({ url, headers: { 'if-none-match': etag } }); // Fastify only
    const viaLane = await t.request('GET', url, { headers: { 'if-none-match': `"other", ${etag}` } });
    assert.equal(viaRoutes.statusCode, 304);
    assert.equal(viaLane.status, 304);
    assert.equal(viaLane.raw, '');
    const names = (headers: Record<string, unknown>) => Object.keys(headers).sort();
    assert.deepEqual(names(viaLane.headers), names(viaRoutes.headers));
    for (const [name, value] of Object.entries(viaRoutes.headers)) {
      if (!VARYING.has(name)) assert.equal(String(viaLane.headers[name]), String(value), name);
    }
    // Each answer carries its own request id (the lane's header blocks are shared between requests).
    const ids = await Promise.all([1, 2, 3].map(async () => (await t.get(url)).headers['x-request-id']));
    assert.equal(new Set(ids).size, 3);
  });

  it('reads what is not prepared yet itself, keeps it, and answers what the routes answer', async () => {
    const fresh = await registerUser(t);
    const freshMember = (await createMember(t, fresh, { name: 'Fresh member' })).id;
    const freshUrls = [
      `/api/v1/users/${fresh.id}`,
      `/api/v1/users/${fresh.name}/members`,
      `/api/v1/members/${freshMember}`,
      `/api/v1/users/${fresh.id}/members/fresh%20member`,
    ];
    for (const url of freshUrls) {
      const [lane, misses, hits] = await Promise.all([
        laneAnswers(t),
        figure(t, 'nametag_read_cache_misses'),
        figure(t, 'nametag_read_cache_hits'),
      ]);
      const viaLane = await t.request('GET', url, { headers: { origin: 'https://a.example' } });
      assert.equal(viaLane.status, 200, url);
      assert.equal((await laneAnswers(t)) - lane, 1, `${url}: the lane answered the miss`);
      assert.equal((await figure(t, 'nametag_read_cache_misses')) - misses, 1, `${url}: one miss`);
      // Kept: the routes now find it (a hit), and answer the same bytes and headers.
      const viaRoutes = await t.app.inject({ url, headers: { origin: 'https://a.example' } });
      assert.equal((await figure(t, 'nametag_read_cache_hits')) - hits, 1, `${url}: then a hit`);
      assert.equal(viaLane.raw, viaRoutes.body, url);
      for (const [name, value] of Object.entries(viaRoutes.headers)) {
        if (!VARYING.has(name)) assert.equal(String(viaLane.headers[name]), String(value), `${url}: ${name}`);
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
    const lane = await laneAnswers(t);
    let remaining = 60;
    for (const [url, status] of cases) {
      for (let i = 0; i < 2; i++) {
        const res = await t.request('GET', url, from);
        assert.equal(res.status, status, url);
        assert.equal(res.headers['x-ratelimit-bucket'], 'users_members_get', url);
        assert.equal(Number(res.headers['x-ratelimit-remaining']), --remaining, `${url}: counted once`);
      }
    }
    assert.equal(await laneAnswers(t), lane, 'the routes answered them');
    // A refusal the lane counted is the routes' usual 429, and not counted twice.
    for (; remaining > 0; remaining--) await t.request('GET', `/api/v1/users/${user.id}`, from);
    const refused = await t.request('GET', `/api/v1/users/${user.id}`, from);
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['x-ratelimit-remaining'], '0');
  });

  it('serves repeated reads itself, counted in the request metrics', async () => {
    const route = '/api/v1/users/:userRef';
    const before = await answered(t, route);
    const lane = await laneAnswers(t);
    for (let i = 0; i < 5; i++) assert.equal((await t.get(`/api/v1/users/${user.id}`)).status, 200);
    assert.equal((await answered(t, route)) - before, 5);
    assert.equal((await laneAnswers(t)) - lane, 5, 'the lane answered them');
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
    const lane = await laneAnswers(t);
    const refused = await t.request('GET', url, from);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 429);
    assert.equal(refused.headers['x-ratelimit-bucket'], 'users_members_get');
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal((await laneAnswers(t)) - lane, 1, 'the lane refused it itself');
    // Byte for byte and header for header what the routes' rate-limit hook answers (Fastify only).
    const viaRoutes = await t.app.inject({ url, remoteAddress: from.remoteAddress });
    assert.equal(viaRoutes.statusCode, 429);
    assert.equal(refused.raw, viaRoutes.body);
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

  it('answers GET /meta with the route’s bytes and headers, for the Host asked, and sees new users', async () => {
    for (const host of ['names.example', 'names.example:8443', '[::1]:3000', 'bad host<>']) {
      const headers = { host, origin: 'https://a.example' };
      const lane = await laneAnswers(t);
      const viaLane = await t.request('GET', '/api/v1/meta', { headers });
      const viaRoutes = await t.app.inject({ url: '/api/v1/meta', headers }); // Fastify only
      assert.equal(viaLane.status, 200, host);
      assert.equal((await laneAnswers(t)) - lane, 1, `${host}: the lane answered`);
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

  it('leaves token-bearing, @me, HEAD, odd and unknown paths to Fastify', async () => {
    const cases: Array<[string, string, Record<string, string>, number]> = [
      ['GET', `/api/v1/users/${user.id}`, { authorization: 'nt_invalid' }, 200],
      ['GET', '/api/v1/users/@me', {}, 403],
      ['HEAD', `/api/v1/users/${user.id}`, {}, 200],
      ['GET', `/api/v1/users/${user.id}/`, {}, 404],
      ['GET', `/api/v1//users/${user.id}`, {}, 404],
      ['GET', '/api/v1/users/%E0%A4%A', {}, 400],
      ['GET', `/api/v1/users/${'x'.repeat(1001)}`, {}, 404],
      ['GET', `/api/v1/users/${user.id}/members/${memberId}/extra`, {}, 404],
      ['GET', `/api/v1/members/${memberId}/sid`, {}, 405],
    ];
    const lane = await laneAnswers(t);
    for (const [method, url, headers, status] of cases) {
      const res = await t.request(method, url, { headers });
      assert.equal(res.status, status, `${method} ${url}`);
    }
    assert.equal(await laneAnswers(t), lane, 'none of them went through the lane');
  });
});

describe('prepared-read lane behind proxies', () => {
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
      // /meta names the host and protocol the proxy forwarded (Fastify answers it behind a proxy).
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
