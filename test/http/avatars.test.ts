/**
 * Avatars: uploads of every accepted format (base64 or data: URI), the processing rules (real
 * format, EXIF orientation, metadata stripped, centred square of at most 512 px, never enlarged,
 * first frame of animations, WebP), refusals of what is not an acceptable image, the files kept in
 * step with the records, and the serving rules of /media.
 */
// test-media: s3
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { purgeDeletedAccounts } from '../../src/modules/accounts/account-service.js';
import { MEDIA_SWEEP_GRACE_MS, sweepMedia } from '../../src/modules/media/media-service.js';
import { assertApiError, createApiToken, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import {
  animatedGif,
  BLUE,
  type Format,
  GREEN,
  near,
  pixel,
  pngHeader,
  RED,
  rotatedJpeg,
  striped,
} from '../helpers/images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const HASH = /^[0-9a-f]{64}$/;
const DAY = 24 * 60 * 60 * 1000;
const base64 = (bytes: Buffer) => bytes.toString('base64');
const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${base64(bytes)}`;

describe('avatars', () => {
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
  const patchMe = (body: unknown, token = user.token) => t.patch('/api/v1/users/@me', body, token);
  const media = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const userFile = (hash: string, id = user.id) => `/media/users/${id}/${hash}.webp`;
  /** Files no record names are removed by the sweep once the grace period has passed, never by a request. */
  // The sweep removes files older than the grace period. The test clock is moved so that the grace
  // period ends 100 ms before the real now: files written earlier count as old, and a file a racing
  // write stores during the sweep is as new as it really is (moving the cutoff past the real now
  // would make the sweep delete a file a write has just stored, which no real clock can do).
  const sweep = async (settle = true, marginMs = 100) => {
    // Files written just before count as old once `marginMs` have passed (the hour of grace, compressed).
    if (settle) await new Promise((resolve) => setTimeout(resolve, marginMs + 50));
    // The sweep's own clock: the grace ends `marginMs` ago in real time, at every sweep. (Advancing the
    // app's test clock instead moved the cutoff further into the future with each sweep, until files
    // written a moment before, and about to be named by a commit, counted as an hour old.)
    return t.asOperator((ctx) => sweepMedia(ctx), { now: () => Date.now() + MEDIA_SWEEP_GRACE_MS - marginMs });
  };
  /** The stored files of an owner, read through the app's own store (local files or S3 objects). */
  const filesOf = (kind: 'users' | 'members', id: string) =>
    t.asOperator(async (ctx) => {
      const names: string[] = [];
      for await (const entry of ctx.media.entries()) {
        if (entry.kind === kind && entry.ownerId === id) names.push(entry.name);
      }
      return names.sort();
    });

  /** Fetches the served avatar and checks what every served avatar must be. */
  async function served(url: string, hash: string) {
    const res = await media(url);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.equal(res.headers.etag, `"${hash}"`);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(createHash('sha256').update(res.rawPayload).digest('hex'), hash, 'avatar is the SHA-256 of the file');
    const meta = await sharp(res.rawPayload).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.exif, undefined, 'no EXIF kept');
    assert.equal(meta.icc, undefined, 'no ICC profile kept');
    return { bytes: res.rawPayload, meta };
  }

  for (const [format, encoding] of [
    ['png', 'base64'],
    ['jpeg', 'data URI'],
    ['gif', 'base64'],
    ['webp', 'data URI'],
  ] as Array<[Format, string]>) {
    it(`accepts a ${format.toUpperCase()} as ${encoding}: square WebP of at most 512 px, served with cache headers`, async () => {
      await fresh();
      const image = await striped(format, 900, 600);
      const avatar = encoding === 'base64' ? base64(image) : dataUri(`image/${format}`, image);
      const res = await patchMe({ avatar });
      assert.equal(res.status, 200, res.raw);
      assert.match(res.body.avatar, HASH);
      const { bytes, meta } = await served(userFile(res.body.avatar), res.body.avatar);
      assert.deepEqual([meta.width, meta.height], [512, 512]);
      // The centre of 900×600 red|green|blue stripes is green; the square's edges are cut from the middle.
      assert.ok(near(await pixel(bytes, 256, 256), GREEN));
      assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.avatar, res.body.avatar);
    });
  }

  it('crops to the centred square and never enlarges a small image', async () => {
    await fresh();
    const res = await patchMe({ avatar: base64(await striped('png', 300, 100)) });
    const { bytes, meta } = await served(userFile(res.body.avatar), res.body.avatar);
    assert.deepEqual([meta.width, meta.height], [100, 100]);
    for (const [x, y] of [
      [0, 0],
      [99, 0],
      [50, 50],
      [0, 99],
      [99, 99],
    ] as const) {
      assert.ok(near(await pixel(bytes, x, y), GREEN), `pixel ${x},${y} is from the middle third`);
    }
  });

  it('applies EXIF orientation and strips the metadata', async () => {
    await fresh();
    // 200×100, red left / blue right, Orientation 6: displayed as 100×200, red on top, blue below.
    const res = await patchMe({ avatar: base64(await rotatedJpeg(200, 100, [RED, BLUE])) });
    assert.equal(res.status, 200, res.raw);
    const { bytes, meta } = await served(userFile(res.body.avatar), res.body.avatar);
    assert.deepEqual([meta.width, meta.height], [100, 100]);
    assert.equal(meta.orientation, undefined);
    assert.ok(near(await pixel(bytes, 50, 10), RED), 'top is red: the rotation was applied');
    assert.ok(near(await pixel(bytes, 50, 90), BLUE), 'bottom is blue');
    assert.ok(!bytes.includes(Buffer.from('secret location')), 'EXIF text is gone from the file');
  });

  it('keeps the first frame of an animated GIF', async () => {
    await fresh();
    const res = await patchMe({ avatar: base64(await animatedGif(64, 48, [RED, GREEN, BLUE])) });
    assert.equal(res.status, 200, res.raw);
    const { bytes, meta } = await served(userFile(res.body.avatar), res.body.avatar);
    assert.deepEqual([meta.width, meta.height], [48, 48]);
    assert.ok(!meta.pages || meta.pages === 1, 'a still image');
    assert.ok(near(await pixel(bytes, 24, 24), RED));
  });

  it('trusts the bytes, not the declared type', async () => {
    await fresh();
    const jpeg = await striped('jpeg', 64, 64);
    const res = await patchMe({ avatar: dataUri('image/png', jpeg) });
    assert.equal(res.status, 200, res.raw);
    await served(userFile(res.body.avatar), res.body.avatar);
  });

  describe('refusals: 400 naming the avatar and why, and nothing changes', () => {
    let original: { avatar: string };
    before(async () => {
      await fresh();
      original = (await patchMe({ avatar: base64(await striped('png', 40, 40)) })).body;
    });

    const refuse = async (avatar: string, why: RegExp) => {
      const res = await patchMe({ avatar, bio: 'should not be saved' });
      assertApiError(res, 400, 400);
      assert.match(res.body.details, /^avatar: /);
      assert.match(res.body.details, why);
      const now = (await t.get(`/api/v1/users/${user.id}`)).body;
      assert.equal(now.avatar, original.avatar);
      assert.equal(now.bio, null);
      assert.deepEqual(await filesOf('users', user.id), [`${original.avatar}.webp`], 'no file left behind');
    };

    it('a truncated PNG', async () => {
      const png = await striped('png', 400, 400);
      await refuse(base64(png.subarray(0, Math.floor(png.length / 2))), /truncated or corrupt|not an image/);
    });
    it('a text file that starts like a PNG', async () => {
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('just some text, honestly'),
      ]);
      await refuse(base64(fake), /not an image/);
    });
    it('plain text', async () => {
      await refuse(base64(Buffer.from('hello, I am not a picture')), /not an image/);
    });
    it('an SVG, even declared as an image', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      await refuse(dataUri('image/svg+xml', svg), /SVG.*accepted are PNG, JPEG, GIF and WebP/);
    });
    it('a TIFF', async () => {
      const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
        .tiff()
        .toBuffer();
      await refuse(base64(tiff), /TIFF/);
    });
    it('an image with more than 25 megapixels (decompression bomb)', async () => {
      const huge = await sharp({ create: { width: 5001, height: 5001, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      assert.ok(huge.length < 2_000_000, 'small on the wire');
      await refuse(base64(huge), /5001×5001 pixels/);
    });
    it('a 1 × 25,000,000 PNG (48 KB, seconds to decode) is refused from its header, at once', async () => {
      const started = performance.now();
      await refuse(base64(pngHeader(1, 25_000_000)), /1×25000000 pixels; each side may be at most 8192/);
      assert.ok(performance.now() - started < 1000, 'refused before decoding');
    });
    it('an image with an extreme aspect ratio (2000 × 100)', async () => {
      await refuse(base64(await striped('png', 2000, 100)), /longer side may be at most 16 times the shorter/);
    });
    it('text that is not base64, and data: URIs that are not base64 images', async () => {
      await refuse('this is not base64!', /base64/);
      await refuse(`data:text/plain;base64,${base64(Buffer.from('hi'))}`, /data:image/);
      await refuse(`data:image/png,${'%89PNG'}`, /base64/);
    });
  });

  it('an avatar in a body over 2 MB is 413/4001', async () => {
    await fresh();
    assertApiError(await patchMe({ avatar: 'A'.repeat(2 * 1024 * 1024) }), 413, 4001);
  });

  it('a read-only token cannot set an avatar', async () => {
    await fresh();
    const readOnly = await createApiToken(t, user, { read_only: true });
    assertApiError(await patchMe({ avatar: base64(await striped('png', 10, 10)) }, readOnly.token), 403, 4002);
  });

  it('replacing or removing (null or "") makes the old URL 404 at once; the sweep removes the old file', async () => {
    await fresh();
    const first = (await patchMe({ avatar: base64(await striped('png', 50, 50, [RED])) })).body.avatar;
    const second = (await patchMe({ avatar: base64(await striped('png', 50, 50, [BLUE])) })).body.avatar;
    assert.notEqual(first, second);
    assert.equal((await media(userFile(first))).statusCode, 404);
    assert.ok((await sweep()) >= 1);
    assert.deepEqual(await filesOf('users', user.id), [`${second}.webp`]);
    // The same picture again keeps its file.
    assert.equal((await patchMe({ avatar: base64(await striped('png', 50, 50, [BLUE])) })).body.avatar, second);
    assert.deepEqual(await filesOf('users', user.id), [`${second}.webp`]);
    for (const clear of [null, '']) {
      const set = (await patchMe({ avatar: base64(await striped('png', 20, 20, [GREEN])) })).body.avatar;
      const res = await patchMe({ avatar: clear });
      assert.equal(res.body.avatar, null);
      assert.equal((await media(userFile(set))).statusCode, 404);
      await sweep();
      assert.deepEqual(await filesOf('users', user.id), []);
    }
  });

  it('racing avatar changes never leave the record naming a missing file (50 rounds, then a sweep)', async () => {
    await fresh();
    const a = base64(await striped('png', 40, 40, [RED]));
    const b = base64(await striped('png', 40, 40, [BLUE]));
    for (let round = 0; round < 50; round++) {
      await patchMe({ avatar: a });
      const [first, second] = await Promise.all([
        patchMe({ avatar: b }),
        patchMe({ avatar: a }),
        // A second of grace stands for the hour: a write on a loaded CI machine can take longer than 100 ms
        // between storing its file and committing the record that names it.
        round % 10 === 0 ? sweep(false, 1000) : 0,
      ]);
      assert.equal(first.status, 200);
      assert.equal(second.status, 200);
      const current = (await t.get(`/api/v1/users/${user.id}`)).body.avatar as string;
      assert.equal((await media(userFile(current))).statusCode, 200, `round ${round}: the current avatar is served`);
    }
    await sweep();
    const current = (await t.get(`/api/v1/users/${user.id}`)).body.avatar as string;
    assert.equal((await media(userFile(current))).statusCode, 200, 'the sweep kept the file in use');
    assert.deepEqual(await filesOf('users', user.id), [`${current}.webp`], 'and removed the other');
  });

  it(
    'the sweep removes unnamed files, temporaries and empty folders left by crashes, never a file in use',
    {
      skip: process.env.NAMETAG_TEST_MEDIA === 's3' && 'files left by crashes are a local-disk matter',
    },
    async () => {
      await fresh();
      const own = (await patchMe({ avatar: base64(await striped('png', 20, 20)) })).body.avatar as string;
      const folder = join(t.config.mediaDir, 'users', user.id);
      const orphan = join(folder, `${'0'.repeat(64)}.webp`);
      const temporary = join(folder, `${'1'.repeat(64)}.webp.0a1b2c.tmp`);
      const emptyFolder = join(t.config.mediaDir, 'members', '0191b000-0000-7000-8000-00000000dead');
      writeFileSync(orphan, 'orphan');
      writeFileSync(temporary, 'half a file');
      mkdirSync(emptyFolder, { recursive: true });
      await sweep();
      assert.deepEqual(await filesOf('users', user.id), [`${own}.webp`]);
      assert.equal(existsSync(emptyFolder), false);
      assert.equal((await media(userFile(own))).statusCode, 200);
    },
  );

  it('an avatar sent with an invalid other field leaves no change, and its file goes with the sweep', async () => {
    await fresh();
    const res = await patchMe({
      avatar: base64(await striped('png', 30, 30)),
      names: [{ value: 'x', status: 'unknown' }],
    });
    assertApiError(res, 400, 400);
    await sweep();
    assert.deepEqual(await filesOf('users', user.id), []);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.avatar, null);
  });

  it('members: set on create, replaced on PATCH (old file swept), files removed on DELETE', async () => {
    await fresh();
    const member = await createMember(t, user, { avatar: dataUri('image/gif', await striped('gif', 80, 60)) });
    assert.match(member.avatar as string, HASH);
    const url = (hash: string) => `/media/members/${member.id}/${hash}.webp`;
    await served(url(member.avatar as string), member.avatar as string);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.members[0].avatar, member.avatar);

    const patched = await t.patch(
      `/api/v1/members/${member.id}`,
      { avatar: base64(await striped('webp', 70, 90)) },
      user.token,
    );
    assert.equal(patched.status, 200, patched.raw);
    assert.equal((await media(url(member.avatar as string))).statusCode, 404);
    await served(url(patched.body.avatar), patched.body.avatar);
    await sweep();
    assert.deepEqual(await filesOf('members', member.id), [`${patched.body.avatar}.webp`]);

    assert.equal((await t.del(`/api/v1/members/${member.id}`, user.token)).status, 204);
    assert.equal((await media(url(patched.body.avatar))).statusCode, 404);
    assert.deepEqual(await filesOf('members', member.id), []);
  });

  it('another user cannot set the avatar of a member that is not theirs', async () => {
    await fresh();
    const member = await createMember(t, user);
    const stranger = await registerUser(t);
    const res = await t.patch(
      `/api/v1/members/${member.id}`,
      { avatar: base64(await striped('png', 10, 10)) },
      stranger.token,
    );
    assertApiError(res, 403, 3004);
    assert.deepEqual(await filesOf('members', member.id), []);
  });

  it("a deleted account's avatars are 404 at once and their files go with the purge", async () => {
    await fresh();
    const own = (await patchMe({ avatar: base64(await striped('png', 20, 20)) })).body.avatar;
    const member = await createMember(t, user, { avatar: base64(await striped('jpeg', 20, 20)) });
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    assert.equal((await media(userFile(own))).statusCode, 404);
    assert.equal((await media(`/media/members/${member.id}/${member.avatar}.webp`)).statusCode, 404);
    t.clock.advance(31 * DAY);
    await t.asOperator((ctx) => purgeDeletedAccounts(ctx));
    assert.deepEqual(await filesOf('users', user.id), []);
    assert.deepEqual(await filesOf('members', member.id), []);
  });

  describe('serving', () => {
    let hash: string;
    before(async () => {
      await fresh();
      hash = (await patchMe({ avatar: base64(await striped('png', 30, 30)) })).body.avatar;
    });

    it('answers If-None-Match with 304 and the same cache headers', async () => {
      for (const header of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`, '*']) {
        const res = await media(userFile(hash), { 'if-none-match': header });
        assert.equal(res.statusCode, 304, header);
        assert.equal(res.body, '');
        assert.equal(res.headers.etag, `"${hash}"`);
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
      assert.equal((await media(userFile(hash), { 'if-none-match': '"something-else"' })).statusCode, 200);
    });

    it('HEAD answers the headers without the body', async () => {
      const res = await t.app.inject({ method: 'HEAD', url: userFile(hash) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.body, '');
    });

    it('is 404 with an APIError for anything but a current avatar, and never leaves MEDIA_DIR', async () => {
      const other = await registerUser(t);
      const otherHash = (await patchMe({ avatar: base64(await striped('png', 12, 12)) }, other.token)).body.avatar;
      const urls = [
        userFile('0'.repeat(64)),
        userFile(hash.toUpperCase()),
        userFile(hash, other.id),
        userFile(otherHash),
        `/media/users/${user.id}/${hash}.png`,
        `/media/users/${user.id}/${hash}`,
        `/media/members/${user.id}/${hash}.webp`,
        `/media/users/not-a-user/${hash}.webp`,
        `/media/users/..%2F..%2F..%2Fetc/passwd`,
        `/media/users/${user.id}/..%2F..%2F..%2F..%2Fetc%2Fpasswd`,
        `/media/users/..%2Fusers%2F${user.id}/${hash}.webp`,
        `/media/users/${user.id}/${hash}.webp%00.png`,
        `/media/users/${user.id}`,
        '/media/',
      ];
      for (const url of urls) {
        const res = await media(url);
        assert.equal(res.statusCode, 404, url);
        assert.equal(JSON.parse(res.body).code, 404, url);
      }
    });
  });
});

describe('the default avatar', () => {
  it('is served at /default/{size}.webp (512 is where pronouns.cc clients fall back), square WebP, cached for a month', async () => {
    const t = await startTestApp();
    try {
      for (const size of [64, 128, 256, 512, 1024]) {
        const res = await t.request('GET', `/default/${size}.webp`);
        assert.equal(res.status, 200, String(size));
        assert.equal(res.headers['content-type'], 'image/webp');
        assert.equal(res.headers['cache-control'], 'public, max-age=2592000');
        assert.equal(res.headers['access-control-allow-origin'], '*');
        const raw = await t.app.inject({ url: `/default/${size}.webp` });
        const meta = await sharp(raw.rawPayload).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ['webp', size, size]);
        const again = await t.app.inject({
          url: `/default/${size}.webp`,
          headers: { 'if-none-match': res.headers.etag as string },
        });
        assert.equal(again.statusCode, 304);
      }
      for (const url of ['/default/513.webp', '/default/512.png', '/default/', '/default/..%2F512.webp']) {
        const res = await t.request('GET', url);
        assert.equal(res.status, 404, url);
        assert.equal(res.body.code, 404, url);
      }
    } finally {
      await t.close();
    }
  });
});
