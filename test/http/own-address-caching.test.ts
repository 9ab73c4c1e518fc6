/**
 * Answers that name this server's own address, and shared caches. Without PUBLIC_URL the address is
 * the Host a request came to, so a page, a share card, a WebFinger answer or an actor kept by a CDN
 * under its path would hand one requester's Host to everyone after them: such answers are then
 * `private` and say in Vary what they were built from. With PUBLIC_URL they are the same for everyone
 * and stay publicly cacheable. Answers that never name the address (the API's reads, badges) are
 * unaffected either way.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const HTML = { accept: 'text/html' };

async function profileWithMember(t: TestApp): Promise<TestUser> {
  const user = await registerUser(t);
  const res = await t.patch(
    '/api/v1/users/@me',
    { pronouns: [{ value: 'they/them', status: 'favourite' }], names: [{ value: 'Robin', status: 'favourite' }] },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
  await createMember(t, user, { name: 'Sky' });
  return user;
}

/** Every answer that names this server's address, as a signed-out reader asks for it. */
function ownAddressAnswers(user: TestUser, host: string) {
  return [
    { url: '/', headers: HTML },
    { url: `/@${user.name}`, headers: HTML },
    { url: `/@${user.name}/Sky`, headers: HTML },
    { url: '/pronouns/they/them', headers: HTML },
    { url: `/@${user.name}/card.png`, headers: {} },
    { url: `/.well-known/webfinger?resource=${encodeURIComponent(`acct:${user.name}@${host}`)}`, headers: {} },
    { url: `/ap/users/${user.id}`, headers: { accept: 'application/activity+json' } },
    { url: `/@${user.name}`, headers: { accept: 'application/activity+json' } },
  ];
}

const varies = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('answers naming this server: without PUBLIC_URL', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp();
    user = await profileWithMember(t);
  });
  after(() => t.close());

  it('are private to the one who asked and vary on Host', async () => {
    for (const { url, headers } of ownAddressAnswers(user, 'localhost:80')) {
      const res = await t.request('GET', url, { headers: { ...headers, host: 'localhost:80' } });
      assert.equal(res.status, 200, `${url}: ${res.raw.slice(0, 200)}`);
      const cacheControl = String(res.headers['cache-control']);
      assert.match(cacheControl, /^private\b/, url);
      assert.doesNotMatch(cacheControl, /\bpublic\b|s-maxage/, url);
      assert.ok(varies(res.headers.vary).includes('host'), `${url}: Vary ${String(res.headers.vary)}`);
      // A browser may still revalidate it by its ETag.
      if (res.headers.etag !== undefined) {
        const again = await t.request('GET', url, {
          headers: { ...headers, host: 'localhost:80', 'if-none-match': String(res.headers.etag) },
        });
        assert.equal(again.status, 304, url);
      }
    }
  });

  it('a forged Host never reaches another reader, inside the server or through a cache', async () => {
    const forged = await t.request('GET', `/@${user.name}`, { headers: { ...HTML, host: 'evil.example' } });
    assert.equal(forged.status, 200);
    assert.match(forged.raw, /http:\/\/evil\.example\/@/);
    assert.match(String(forged.headers['cache-control']), /^private\b/);
    const honest = await t.request('GET', `/@${user.name}`, { headers: { ...HTML, host: 'nametag.example' } });
    assert.doesNotMatch(honest.raw, /evil\.example/);
    assert.match(honest.raw, /http:\/\/nametag\.example\/@/);
  });

  it('behind a trusted proxy, Vary names the forwarded headers too', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const someone = await profileWithMember(proxied);
      const res = await proxied.request('GET', `/@${someone.name}`, {
        headers: { ...HTML, 'x-forwarded-host': 'forwarded.example' },
      });
      assert.equal(res.status, 200);
      assert.match(res.raw, /forwarded\.example/);
      assert.match(String(res.headers['cache-control']), /^private\b/);
      for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
        assert.ok(varies(res.headers.vary).includes(name), `Vary ${String(res.headers.vary)} lacks ${name}`);
      }
    } finally {
      await proxied.close();
    }
  });

  it('answers that never name the address stay publicly cacheable', async () => {
    for (const url of [`/api/v1/users/${user.name}`, `/@${user.name}/badge.svg`]) {
      const res = await t.request('GET', url);
      assert.equal(res.status, 200, url);
      assert.match(String(res.headers['cache-control']), /^public\b/, url);
      assert.ok(!varies(res.headers.vary).includes('host'), `${url}: Vary ${String(res.headers.vary)}`);
    }
  });
});

describe('answers naming this server: with PUBLIC_URL', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://nametag.example' });
    user = await profileWithMember(t);
  });
  after(() => t.close());

  it('are public, the same for every Host, and do not vary on it', async () => {
    for (const { url, headers } of ownAddressAnswers(user, 'nametag.example')) {
      const res = await t.request('GET', url, { headers: { ...headers, host: 'evil.example' } });
      assert.equal(res.status, 200, `${url}: ${res.raw.slice(0, 200)}`);
      assert.match(String(res.headers['cache-control']), /^public\b/, url);
      assert.ok(!varies(res.headers.vary).includes('host'), `${url}: Vary ${String(res.headers.vary)}`);
      assert.doesNotMatch(res.raw, /evil\.example/, url);
    }
  });
});
