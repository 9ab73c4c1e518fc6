/** Behaviour shared by every endpoint: APIError bodies, 404/405, body parsing, size and junk guards. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('HTTP basics', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp();
    user = await registerUser(t);
  });
  after(() => t.close());

  it('answers unknown paths with a 404 APIError in JSON', async () => {
    // `/` is the home page (HTML), for every client.
    for (const url of ['/api/v1/nothing', '/api/v2/users/x', '/nothing-here', '/api/v1/users/a/b/c/d']) {
      const res = await t.get(url);
      assertApiError(res, 404, 404);
      assert.match(res.headers['content-type'] as string, /^application\/json/);
    }
  });

  it('answers a wrong method on a known path with 405 and an Allow header', async () => {
    for (const [method, url] of [
      ['PUT', '/api/v1/users/@me'],
      ['POST', '/api/v1/users/someone'],
      ['DELETE', '/api/v1/meta'],
      ['PUT', '/api/v1/members/x'],
      ['PUT', '/api/v1/members'],
      ['DELETE', '/api/v1/users'],
      ['PATCH', '/api/v1/users/x/members'],
    ] as const) {
      const res = await t.request(method, url, { token: user.token });
      assertApiError(res, 405, 405);
      assert.ok(res.headers.allow, `${method} ${url} has an Allow header`);
      assert.equal(String(res.headers.allow).includes(method), false);
    }
  });

  it('answers every path parameter that cannot name a record with 404, on both engines (NUL, long, odd)', async () => {
    const member = (await t.post('/api/v1/members', { name: 'nul-target' }, user.token)).body;
    const cases: Array<[string, string, number, number]> = [
      ['GET', '/api/v1/users/a%00b', 404, 2001],
      ['GET', '/api/v1/users/a%00b/members', 404, 2001],
      ['GET', `/api/v1/users/${user.name}/members/a%00b`, 404, 3001],
      ['GET', `/api/v1/users/a%00b/members/${member.id}`, 404, 2001],
      ['GET', '/api/v1/members/a%00b', 404, 3001],
      ['PATCH', '/api/v1/members/a%00b', 404, 3001],
      ['DELETE', '/api/v1/members/a%00b', 404, 3001],
      ['DELETE', '/api/v1/auth/tokens/a%00b', 404, 404],
      ['GET', `/api/v1/users/${'x'.repeat(2000)}`, 404, 404],
      ['GET', '/media/users/a%00b/x.webp', 404, 404],
    ];
    for (const [method, url, status, code] of cases) {
      const res = await t.request(method, url, {
        token: user.token,
        ...(method === 'PATCH' ? { body: { bio: 'x' } } : {}),
      });
      assertApiError(res, status, code);
    }
  });

  it('answers a URL with bad percent-encoding with a 400 APIError', async () => {
    for (const url of ['/api/v1/users/%FF', '/api/v1/users/%E0%A4%A', '/media/users/%C3%28/x.webp']) {
      const res = await t.get(url);
      assertApiError(res, 400, 400);
      assert.match(res.headers['content-type'] as string, /^application\/json/);
    }
  });

  it('answers OPTIONS without preflight headers like a preflight (204), never with text', async () => {
    for (const url of ['/api/v1/users/x', '/api/v1/nothing', '/media/users/x/y.webp']) {
      const res = await t.request('OPTIONS', url);
      assert.equal(res.status, 204, `${url}: ${res.raw}`);
      assert.equal(res.raw, '');
    }
  });

  it('refuses bodies that are not JSON in UTF-8 with 415, on every endpoint', async () => {
    const user = await registerUser(t);
    const text = await t.request('POST', '/api/v1/auth/invites', {
      body: 'hello',
      token: user.token,
      headers: { 'content-type': 'text/plain' },
    });
    assertApiError(text, 415, 415);
    assert.equal((await t.get('/api/v1/auth/invites', user.token)).body.length, 0, 'no invite was made');
    const patchText = await t.request('PATCH', '/api/v1/users/@me', {
      body: '{"bio":"x"}',
      token: user.token,
      headers: { 'content-type': 'text/plain' },
    });
    assertApiError(patchText, 415, 415);
    for (const charset of ['latin1', 'ISO-8859-1', 'utf-16', '"windows-1252"']) {
      const res = await t.request('PATCH', '/api/v1/users/@me', {
        body: '{"bio":"caf\u00e9"}',
        token: user.token,
        headers: { 'content-type': `application/json; charset=${charset}` },
      });
      assertApiError(res, 415, 415);
    }
    const utf8 = await t.request('PATCH', '/api/v1/users/@me', {
      body: '{"bio":"caf\u00e9"}',
      token: user.token,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
    assert.equal(utf8.status, 200);
    assert.equal(utf8.body.bio, 'caf\u00e9');
  });

  it('answers malformed JSON with 400', async () => {
    for (const body of ['{', '{"bio": }', "{'bio': 'x'}", '{"bio": "x"} trailing']) {
      const res = await t.request('PATCH', '/api/v1/users/@me', { body, token: user.token });
      assertApiError(res, 400, 400);
      assert.match(res.body.message, /JSON/);
    }
  });

  it('answers bodies over 2 MB with 413 and code 4001', async () => {
    const big = JSON.stringify({ bio: 'x'.repeat(2 * 1024 * 1024) });
    assertApiError(await t.request('PATCH', '/api/v1/users/@me', { body: big, token: user.token }), 413, 4001);
    assertApiError(await t.request('POST', '/api/v1/members', { body: big, token: user.token }), 413, 4001);
  });

  it('accepts a body just under 2 MB as far as the size goes', async () => {
    const body = JSON.stringify({ bio: 'x'.repeat(2 * 1024 * 1024 - 20) });
    const res = await t.request('PATCH', '/api/v1/users/@me', { body, token: user.token });
    assertApiError(res, 400, 400);
    assert.match(res.body.details, /^bio:/, 'refused for the bio limit, not the body size');
  });

  it('refuses other media types with 415', async () => {
    const res = await t.request('PATCH', '/api/v1/users/@me', {
      body: 'bio=x',
      token: user.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assertApiError(res, 415, 415);
  });

  it('refuses prototype-poisoning keys, deep nesting, NUL characters and unpaired surrogates with 400', async () => {
    const deep = '{"fields":' + '['.repeat(100) + ']'.repeat(100) + '}';
    for (const body of [
      '{"__proto__": {"is_admin": true}}',
      '{"constructor": {"prototype": {"x": 1}}}',
      deep,
      '{"bio": "nul \\u0000 here"}',
      '{"bio": "lone \\ud800 surrogate"}',
      '{"names": [{"value": "a\\u0000", "status": "okay"}]}',
    ]) {
      const res = await t.request('PATCH', '/api/v1/users/@me', { body, token: user.token });
      assertApiError(res, 400, 400);
    }
    const me = await t.get('/api/v1/users/@me', user.token);
    assert.equal(me.body.is_admin, false);
    assert.equal(me.body.bio, null);
  });

  it('refuses a large body of nested or countless brackets before parsing it (its heap would be 25× its size)', async () => {
    const nested = '['.repeat(900_000) + ']'.repeat(900_000);
    const countless = `{"fields":[${Array.from({ length: 300_000 }, () => '[]').join(',')}]}`;
    for (const [body, rule] of [
      [nested, /nested deeper than 32 levels/],
      [countless, /more than 100000 objects and arrays/],
    ] as const) {
      const res = await t.request('PATCH', '/api/v1/users/@me', { body, token: user.token });
      assertApiError(res, 400, 400);
      assert.match(res.body.details, rule);
    }
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 200);
  });

  it('keeps valid astral characters and combining marks intact', async () => {
    const bio = 'emoji 🏳️‍⚧️, CJK 名前, combining é, RTL שלום';
    const res = await t.patch('/api/v1/users/@me', { bio }, user.token);
    assert.equal(res.status, 200);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.bio, bio);
  });

  it('never answers junk on a write endpoint with a 5xx', async () => {
    const junk: unknown[] = [
      null,
      0,
      -1,
      1e308,
      'string',
      [],
      [[]],
      { name: {} },
      { name: [] },
      { name: 1 },
      { name: true },
      { names: [null] },
      { names: [[]] },
      { names: [{}] },
      { pronouns: [{ pronouns: null, status: 'okay' }] },
      { fields: [{ name: 'f', entries: [{ value: 'v' }] }] },
      { custom_preferences: { x: 1 } },
      { custom_preferences: null },
      { links: [null] },
      { display_name: { toString: 'x' } },
      { bio: [] },
      { unlisted: 'yes' },
      { list_private: null },
      { avatar: 12 },
      { name: 'a'.repeat(10_000) },
    ];
    const endpoints: Array<[string, string, string]> = [
      ['PATCH', '/api/v1/users/@me', user.token],
      ['POST', '/api/v1/members', user.token],
      ['POST', '/api/v1/auth/register', ''],
      ['POST', '/api/v1/auth/login', ''],
      ['POST', '/api/v1/auth/tokens', user.token],
    ];
    const member = (await t.post('/api/v1/members', { name: 'junk-target' }, user.token)).body;
    endpoints.push(['PATCH', `/api/v1/members/${member.id}`, user.token]);
    for (const [method, url, token] of endpoints) {
      for (const body of junk) {
        const res = await t.request(method, url, { body: JSON.stringify(body), ...(token ? { token } : {}) });
        assert.ok(
          res.status >= 400 && res.status < 500,
          `${method} ${url} ${JSON.stringify(body).slice(0, 60)} → ${res.status} ${res.raw.slice(0, 200)}`,
        );
        assert.equal(typeof res.body.code, 'number');
        assert.equal(typeof res.body.message, 'string');
      }
    }
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).body.name, 'junk-target');
  });

  it("returns 500 bodies without internals (checked through the error type's contract)", async () => {
    // A member reference far longer than any route accepts still gets a clean 404, not an internal error.
    const res = await t.get(`/api/v1/members/${'x'.repeat(5000)}`);
    assert.ok(res.status === 404 || res.status === 414, String(res.status));
    assert.equal(/stack|sqlite|select /i.test(res.raw), false);
  });
});
