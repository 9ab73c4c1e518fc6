/**
 * Compressed answers: brotli or gzip where the client accepts them, with `Vary: Accept-Encoding` and an
 * ETag of each coding's own; prepared answers and static files compressed once and kept (the cache
 * counts those bytes too), answers made for one request compressed as they go out, and nothing
 * compressed for a client that does not ask. Request bodies are never decompressed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { updateMe } from '../../src/modules/users/user-service.js';
import { eventually } from '../helpers/eventually.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, logIn } from '../helpers/web-forms.js';

const decode = (coding: unknown, bytes: Buffer) =>
  coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;

describe('compressed answers', () => {
  let t: TestApp;
  let user: TestUser;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  async function cacheBytes(): Promise<number> {
    const text = (await get('/metrics')).body;
    return Number(/^nametag_read_cache_bytes (\S+)$/m.exec(text)?.[1]);
  }

  before(async () => {
    t = await startTestApp();
    user = await registerUser(t);
    // A profile large enough to be worth compressing as JSON too.
    await t.asOperator((ctx) =>
      updateMe(ctx, user.id, {
        bio: 'I like long walks along the shore, and talking about pronouns. '.repeat(20),
        names: Array.from({ length: 12 }, (_, i) => ({ value: `Name number ${i}`, status: 'okay' })),
      }),
    );
  });
  after(() => t.close());

  it('sends a profile page as brotli, gzip or as it is, by Accept-Encoding, with one Vary', async () => {
    const url = `/@${user.name}`;
    const plain = await get(url, HTML);
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(String(plain.headers.vary), /Accept-Encoding/);
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['identity', undefined],
      ['compress', undefined],
    ] as const) {
      // Twice: the first fills or compresses, the second is sent from what was kept.
      for (let i = 0; i < 2; i++) {
        const res = await get(url, { ...HTML, 'accept-encoding': accept });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], coding, accept);
        assert.match(String(res.headers.vary), /Accept-Encoding/);
        assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
        assert.equal(decode(coding, res.rawPayload).toString(), plain.body, accept);
        if (coding) {
          assert.ok(res.rawPayload.length < plain.rawPayload.length / 2, 'a page compresses to less than half');
          assert.notEqual(res.headers.etag, plain.headers.etag, 'each coding has its own ETag');
        } else assert.equal(res.headers.etag, plain.headers.etag);
      }
    }
  });

  it('answers a revalidation by the coding the client holds', async () => {
    const url = `/@${user.name}`;
    const br = await get(url, { ...HTML, 'accept-encoding': 'br' });
    const again = await get(url, { ...HTML, 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers.etag, br.headers.etag);
    // An ETag of the brotli bytes is not the gzip representation's.
    const gzip = await get(url, { ...HTML, 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) });
    assert.equal(gzip.statusCode, 200);
    assert.equal(gzip.headers['content-encoding'], 'gzip');
  });

  it('compresses an API public read once, on the route and on the early path alike', async () => {
    const url = `/api/v1/users/${user.id}`;
    const plain = await get(url);
    assert.ok(plain.rawPayload.length > 1024, 'the answer is large enough to be compressed');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(String(plain.headers.vary), /Accept-Encoding/);
    // Answers are kept only while changes made elsewhere are seen (PostgreSQL: once the feed listens).
    await eventually('the change feed listens', async () =>
      /^nametag_change_feed_trusted 1$/m.test((await get('/metrics')).body),
    );
    const before = await cacheBytes();
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const second = await get(url, { 'accept-encoding': 'gzip' });
    for (const res of [first, second]) {
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(res.rawPayload).toString()), JSON.parse(plain.body));
      assert.match(String(res.headers.vary), /Accept-Encoding/);
    }
    // The same kept bytes both times (compressed once), and the cache counts them.
    assert.ok(first.rawPayload.equals(second.rawPayload));
    assert.equal(first.headers.etag, second.headers.etag);
    const after = await cacheBytes();
    assert.ok(after >= before + first.rawPayload.length, `cache bytes ${before} → ${after}`);
  });

  it('sends the pages’ CSS and script compressed, images as they are', async () => {
    const home = (await get('/', HTML)).body;
    const css = /href="(\/assets\/site-[^"]+\.css)"/.exec(home)?.[1];
    const script = /src="(\/assets\/enhance-[^"]+\.js)"/.exec(home)?.[1];
    const png = /href="(\/assets\/icon-192-[^"]+\.png)"/.exec(home)?.[1];
    assert.ok(css && script && png);
    for (const url of [css, script]) {
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': 'br, gzip' });
      assert.equal(br.headers['content-encoding'], 'br', url);
      assert.match(String(br.headers.vary), /Accept-Encoding/);
      assert.ok(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url);
    }
    const image = await get(png, { 'accept-encoding': 'br, gzip' });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-encoding'], undefined);
  });

  it('compresses a signed-in visitor’s page as it goes out', async () => {
    const jar = await logIn(t, user);
    const res = await get('/edit/profile', { ...HTML, cookie: jar.header(), 'accept-encoding': 'gzip' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(res.rawPayload).toString(), /<form/);
    assert.equal(res.headers['cache-control'], 'private, no-store');
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], undefined);
  });

  it('refuses a compressed request body with a 4xx, never decompressing it', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/@me',
      headers: { authorization: user.token, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ bio: 'zipped' })),
    });
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
    assert.notEqual((await t.get(`/api/v1/users/${user.id}`)).body.bio, 'zipped');
  });
});
