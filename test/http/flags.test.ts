/**
 * Flags (issue 12): each user's library (GET/POST/PATCH/DELETE /users/@me/flags), flags shown on users
 * and members by ID, the limits (25 on a profile, 500 in a library: 2003), the image pipeline (aspect
 * ratio kept in a 512×256 box, never enlarged, WebP) and /media/flags/{hash}.webp.
 */
// test-media: s3
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { writeProfile } from '../../src/profiles/profile-writer.js';
import {
  assertApiError,
  createApiToken,
  createFlag,
  createMember,
  many,
  registerUser,
  type TestUser,
} from '../helpers/factories.js';
import { BLUE, GREEN, near, pixel, RED, striped } from '../helpers/images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const HASH = /^[0-9a-f]{64}$/;
const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('flags', () => {
  let t: TestApp;
  let user: TestUser;

  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const fresh = async () => {
    user = await registerUser(t);
    return user;
  };
  const media = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (body: unknown, token = user.token) => t.post('/api/v1/users/@me/flags', body, token);

  describe('POST /users/@me/flags', () => {
    it('adds a flag from base64 or a data: URI and answers the Flag', async () => {
      await fresh();
      const png = await striped('png', 90, 60);
      const res = await post({ flag: base64(png), name: '  Rainbow  ', description: ' the rainbow flag ' });
      assert.equal(res.status, 200, res.raw);
      assert.deepEqual(Object.keys(res.body).sort(), ['description', 'hash', 'id', 'name']);
      assert.equal(res.body.name, 'Rainbow', 'trimmed');
      assert.equal(res.body.description, 'the rainbow flag');
      assert.match(res.body.hash, HASH);
      const viaUri = await post({ flag: `data:image/png;base64,${base64(png)}`, name: 'Again' });
      assert.equal(viaUri.status, 200, viaUri.raw);
      assert.equal(viaUri.body.description, '', 'description defaults to empty');
      assert.equal(viaUri.body.hash, res.body.hash, 'the same image has the same hash');
    });

    it('keeps the aspect ratio inside a 512×256 box, never enlarging, as WebP served immutable', async () => {
      await fresh();
      const cases: Array<[number, number, number, number]> = [
        [90, 60, 90, 60], // small: kept as it is
        [1024, 256, 512, 128], // wide: bounded by the width
        [300, 600, 128, 256], // tall: bounded by the height
        [1200, 800, 384, 256],
      ];
      for (const [width, height, expectedWidth, expectedHeight] of cases) {
        const flag = (await post({ flag: base64(await striped('png', width, height)), name: `${width}x${height}` }))
          .body;
        const res = await media(`/media/flags/${flag.hash}.webp`);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-type'], 'image/webp');
        assert.equal(res.headers.etag, `"${flag.hash}"`);
        assert.match(String(res.headers['cache-control']), /immutable/);
        assert.equal(res.headers['access-control-allow-origin'], '*');
        const meta = await sharp(res.rawPayload).metadata();
        assert.equal(meta.format, 'webp');
        assert.deepEqual([meta.width, meta.height], [expectedWidth, expectedHeight], `${width}×${height}`);
        // The stripes stay in order: the picture is scaled, not cropped.
        assert.ok(near(await pixel(res.rawPayload, 1, 1), RED));
        assert.ok(near(await pixel(res.rawPayload, Math.floor(expectedWidth / 2), 1), GREEN));
        assert.ok(near(await pixel(res.rawPayload, expectedWidth - 2, 1), BLUE));
        assert.equal(
          (await media(`/media/flags/${flag.hash}.webp`, { 'if-none-match': `"${flag.hash}"` })).statusCode,
          304,
        );
      }
    });

    it('refuses what is not an acceptable image, naming the field, and stores nothing', async () => {
      await fresh();
      for (const flag of ['', 'not base64 !!', base64(Buffer.from('plain text')), 'data:text/plain;base64,aGk=']) {
        const res = await post({ flag, name: 'x' });
        assertApiError(res, 400, 400);
        assert.match(res.body.details, /^flag: /);
      }
      const tooLong = await striped('png', 2000, 100); // 20:1
      assert.match((await post({ flag: base64(tooLong), name: 'x' })).body.details, /^flag: .*times the shorter/);
      assert.deepEqual((await t.get('/api/v1/users/@me/flags', user.token)).body, []);
    });

    it('refuses bad names and descriptions with a 400 naming the field', async () => {
      await fresh();
      const flag = base64(await striped('png', 30, 20));
      const bad: Array<[Record<string, unknown>, RegExp]> = [
        [{ flag }, /name/],
        [{ flag, name: '' }, /^name: /],
        [{ flag, name: '   ' }, /^name: /],
        [{ flag, name: 'x'.repeat(101) }, /name/],
        [{ flag, name: 'a\u0007b' }, /^name: /],
        [{ flag, name: 'ok', description: 'd'.repeat(501) }, /description/],
        [{ flag, name: 'ok', description: 'alt \u001b[31m' }, /^description: /],
        [{ flag, name: 7 }, /name/],
        [{ flag, name: 'ok', extra: true }, /extra/],
        [{ name: 'ok' }, /flag/],
      ];
      for (const [body, details] of bad) {
        const res = await post(body);
        assertApiError(res, 400, 400);
        assert.match(res.body.details ?? res.body.message, details, JSON.stringify(body).slice(0, 80));
      }
      assert.equal((await post({ flag, name: 'x'.repeat(100), description: 'line one\nline\ttwo' })).status, 200);
      assert.equal((await post({ flag, name: 'y', description: 'd'.repeat(500) })).status, 200);
      assert.equal((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 2);
    });

    it('holds at most 500 flags in a library: the 501st is 400 with code 2003', async () => {
      await fresh();
      const first = await createFlag(t, user);
      // 498 more through the write path (the same image), then the 500th and 501st through the API.
      await t.asOperator((ctx) =>
        writeProfile(ctx, user.id, async (write) => {
          for (let i = 0; i < 498; i++) await write.createFlag({ hash: first.hash, name: `f${i}`, description: '' });
        }),
      );
      const flag = base64(await striped('png', 30, 20));
      assert.equal((await post({ flag, name: 'five hundred' })).status, 200);
      const refused = await post({ flag, name: 'one too many' });
      assertApiError(refused, 400, 2003);
      assert.match(refused.body.message, /^Too many flags: a library holds at most 500/);
      assert.equal((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 500);
    });
  });

  describe('GET /users/@me/flags', () => {
    it("lists the caller's flags oldest first, and nobody else's", async () => {
      const other = await registerUser(t);
      await createFlag(t, other);
      await fresh();
      const made = [];
      for (const name of ['b', 'a', 'c']) made.push(await createFlag(t, user, { name }));
      const res = await t.get('/api/v1/users/@me/flags', user.token);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, made);
    });
  });

  describe('flags on profiles', () => {
    it('PATCH /users/@me and POST/PATCH /members take flag IDs, keep their order and show full flags', async () => {
      await fresh();
      const [a, b, c] = [await createFlag(t, user), await createFlag(t, user), await createFlag(t, user)];
      const me = await t.patch('/api/v1/users/@me', { flags: [c.id, a.id] }, user.token);
      assert.equal(me.status, 200, me.raw);
      assert.deepEqual(me.body.flags, [c, a]);
      assert.deepEqual((await t.get(`/api/v1/users/${user.name}`)).body.flags, [c, a]);
      const member = await createMember(t, user, { flags: [b.id] });
      assert.deepEqual(member.flags, [b]);
      const patched = await t.patch(`/api/v1/members/${member.id}`, { flags: [a.id, b.id, c.id] }, user.token);
      assert.deepEqual(patched.body.flags, [a, b, c]);
      assert.deepEqual((await t.get(`/api/v1/members/${member.id}`)).body.flags, [a, b, c]);
      assert.deepEqual((await t.get(`/api/v1/users/${user.id}`)).body.members[0].flags, [a, b, c]);
      assert.deepEqual((await t.patch('/api/v1/users/@me', { flags: [] }, user.token)).body.flags, []);
    });

    it('refuses unknown IDs, repeats and more than 25, and changes nothing', async () => {
      await fresh();
      const flag = await createFlag(t, user);
      const member = await createMember(t, user);
      for (const flags of [['no-such-flag'], [flag.id, flag.id], many(26, () => flag.id), 'not a list', [7]]) {
        for (const res of [
          await t.patch('/api/v1/users/@me', { flags }, user.token),
          await t.patch(`/api/v1/members/${member.id}`, { flags }, user.token),
          await t.post('/api/v1/members', { name: 'flagged', flags }, user.token),
        ]) {
          assertApiError(res, 400, 400);
        }
      }
      assert.deepEqual((await t.get('/api/v1/users/@me', user.token)).body.flags, []);
      assert.deepEqual((await t.get(`/api/v1/members/${member.id}`)).body.flags, []);
      assert.equal((await t.get('/api/v1/users/@me/members', user.token)).body.length, 1);
    });

    it('allows exactly 25 flags on a profile', async () => {
      await fresh();
      const first = await createFlag(t, user);
      const ids = [first.id];
      await t.asOperator((ctx) =>
        writeProfile(ctx, user.id, async (write) => {
          for (let i = 0; i < 24; i++)
            ids.push((await write.createFlag({ hash: first.hash, name: `f${i}`, description: '' })).id);
        }),
      );
      const res = await t.patch('/api/v1/users/@me', { flags: ids }, user.token);
      assert.equal(res.status, 200, res.raw);
      assert.deepEqual(
        res.body.flags.map((f: { id: string }) => f.id),
        ids,
      );
    });
  });

  describe('PATCH and DELETE /users/@me/flags/{id}', () => {
    it('renames and re-describes a flag on every profile that shows it', async () => {
      await fresh();
      const flag = await createFlag(t, user, { name: 'Old' });
      await t.patch('/api/v1/users/@me', { flags: [flag.id] }, user.token);
      const member = await createMember(t, user, { flags: [flag.id] });
      const res = await t.patch(
        `/api/v1/users/@me/flags/${flag.id}`,
        { name: ' New ', description: 'alt text' },
        user.token,
      );
      assert.equal(res.status, 200, res.raw);
      assert.deepEqual(res.body, { ...flag, name: 'New', description: 'alt text' });
      assert.deepEqual((await t.get(`/api/v1/users/${user.id}`)).body.flags, [res.body]);
      assert.deepEqual((await t.get(`/api/v1/members/${member.id}`)).body.flags, [res.body]);
      assert.deepEqual((await t.get('/api/v1/users/@me/flags', user.token)).body, [res.body]);
      const described = await t.patch(`/api/v1/users/@me/flags/${flag.id}`, { description: '' }, user.token);
      assert.deepEqual(described.body, { ...res.body, description: '' });
    });

    it('refuses an empty or bad patch with 400, and unknown flags with 404', async () => {
      await fresh();
      const flag = await createFlag(t, user);
      assertApiError(await t.patch(`/api/v1/users/@me/flags/${flag.id}`, {}, user.token), 400, 400);
      assertApiError(await t.patch(`/api/v1/users/@me/flags/${flag.id}`, { name: '' }, user.token), 400, 400);
      assertApiError(await t.patch(`/api/v1/users/@me/flags/${flag.id}`, { hash: 'x' }, user.token), 400, 400);
      for (const id of ['0191a000-0000-7000-8000-000000000999', 'nope', '%00']) {
        assertApiError(await t.patch(`/api/v1/users/@me/flags/${id}`, { name: 'x' }, user.token), 404, 404);
        assertApiError(await t.del(`/api/v1/users/@me/flags/${id}`, user.token), 404, 404);
      }
      assert.deepEqual((await t.get('/api/v1/users/@me/flags', user.token)).body, [flag]);
    });

    it('deletes a flag: 204, gone from the library, from every profile and from /media', async () => {
      await fresh();
      const keep = await createFlag(t, user, { name: 'keep' });
      const gone = await createFlag(t, user, { name: 'gone', flag: base64(await striped('png', 40, 20, [BLUE, RED])) });
      await t.patch('/api/v1/users/@me', { flags: [gone.id, keep.id] }, user.token);
      const member = await createMember(t, user, { flags: [gone.id], unlisted: true });
      const res = await t.del(`/api/v1/users/@me/flags/${gone.id}`, user.token);
      assert.equal(res.status, 204);
      assert.equal(res.raw, '');
      assert.deepEqual((await t.get('/api/v1/users/@me/flags', user.token)).body, [keep]);
      assert.deepEqual((await t.get(`/api/v1/users/${user.id}`)).body.flags, [keep]);
      assert.deepEqual((await t.get(`/api/v1/members/${member.id}`)).body.flags, []);
      assert.equal((await media(`/media/flags/${gone.hash}.webp`)).statusCode, 404);
      assert.equal((await media(`/media/flags/${keep.hash}.webp`)).statusCode, 200);
      assertApiError(await t.del(`/api/v1/users/@me/flags/${gone.id}`, user.token), 404, 404);
    });
  });

  describe('permissions and /media/flags', () => {
    it('read-only tokens can list flags but get 4002 on every flag write', async () => {
      await fresh();
      const flag = await createFlag(t, user);
      const readOnly = (await createApiToken(t, user, { read_only: true })).token;
      assert.equal((await t.get('/api/v1/users/@me/flags', readOnly)).status, 200);
      const image = base64(await striped('png', 30, 20));
      assertApiError(await post({ flag: image, name: 'x' }, readOnly), 403, 4002);
      assertApiError(await t.patch(`/api/v1/users/@me/flags/${flag.id}`, { name: 'x' }, readOnly), 403, 4002);
      assertApiError(await t.del(`/api/v1/users/@me/flags/${flag.id}`, readOnly), 403, 4002);
      assert.deepEqual((await t.get('/api/v1/users/@me/flags', user.token)).body, [flag]);
    });

    it("serves only images of live users' flags; names that are not hashes are 404", async () => {
      const owner = await fresh();
      const flag = await createFlag(t, owner, { flag: base64(await striped('png', 50, 30, [GREEN])) });
      for (const url of [
        '/media/flags/nope.webp',
        `/media/flags/${flag.hash}.png`,
        `/media/flags/${'0'.repeat(64)}.webp`,
        '/media/flags/..%2F..%2Fetc%2Fpasswd',
        `/media/flags/${flag.hash.toUpperCase()}.webp`,
      ]) {
        const res = await media(url);
        assert.equal(res.statusCode, 404, url);
        assert.equal(res.json().code, 404);
      }
      assert.equal((await media(`/media/flags/${flag.hash}.webp`)).statusCode, 200);
      await t.del('/api/v1/users/@me', owner.token);
      assert.equal((await media(`/media/flags/${flag.hash}.webp`)).statusCode, 404, 'deleted account');
    });
  });
});
