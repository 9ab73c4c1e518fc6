/**
 * Export and import (issue 16): the zip and JSON exports, the round trip into a new account (owner
 * views equal but for IDs, sids, names and times; avatars and flags included), dry runs, PluralKit
 * exports, and every refusal leaving the account as it was.
 */
// test-media: s3
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import yazl from 'yazl';
import { unzip } from '../../src/lib/zip.js';
import { exportAccount } from '../../src/modules/portability/account-export.js';
import {
  assertApiError,
  createApiToken,
  createFlag,
  createMember,
  PREF_A,
  customPreference,
  registerUser,
  type TestUser,
} from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { comparable, ownerView } from '../helpers/owner-view.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let source: TestUser;

/** GET with the raw bytes of the answer (inject's payload as a Buffer). */
async function download(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

/** POST a file as it is (a Buffer or text), with the caller's token. */
async function upload(url: string, body: Buffer | string, token: string, type = 'application/zip') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { authorization: token, 'content-type': type },
  });
  let parsed: any;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    parsed = res.body;
  }
  return { status: res.statusCode, body: parsed, headers: res.headers, raw: res.body };
}

function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

before(async () => {
  t = await startTestApp({ MEMBER_LIMIT: '5' });
  source = await registerUser(t);
  const avatar = `data:image/png;base64,${(await striped('png', 80, 80)).toString('base64')}`;
  const pride = await createFlag(t, source, { name: 'Pride', description: 'The rainbow flag' });
  const trans = await createFlag(t, source, { name: 'Trans' });
  const patched = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Source Person',
      bio: 'Hello **there**',
      member_title: 'Headmates',
      links: ['https://example.org/me'],
      names: [
        { value: 'Sam', status: 'favourite' },
        { value: 'Sammy', status: PREF_A },
      ],
      pronouns: [{ value: 'they/them', status: 'favourite' }],
      fields: [{ name: 'Honorifics', entries: [{ value: 'Mx', status: 'okay' }] }],
      custom_preferences: { [PREF_A]: customPreference('heart') },
      timezone: 'Europe/Berlin',
      list_private: true,
      flags: [pride.id, trans.id],
      avatar,
    },
    source.token,
  );
  assert.equal(patched.status, 200, patched.raw);
  await createMember(t, source, {
    name: 'Alex',
    display_name: 'Alex A.',
    pronouns: [{ pronouns: 'she/her', status: PREF_A }],
    flags: [trans.id],
    avatar,
  });
  await createMember(t, source, { name: 'Quiet One', unlisted: true, bio: 'shy' });
});
after(() => t.close());

describe('export', () => {
  it('the zip holds nametag.json (format, producer, user, flags, members) and every image', async () => {
    const res = await download('/api/v1/users/@me/export', source.token);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/zip');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="nametag-.*\.zip"$/);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const files = await unzip(res.bytes, { maxEntries: 100, maxBytes: 50 * 1024 * 1024 });
    const document = JSON.parse(files.get('nametag.json')!.toString('utf8'));
    assert.equal(document.format, 'nametag-export');
    assert.equal(document.version, 1);
    assert.equal(document.producer.name, 'Nametag');
    assert.equal(document.user.name, source.name);
    assert.equal(document.user.list_private, true);
    assert.equal(document.user.timezone, 'Europe/Berlin');
    assert.ok(document.user.custom_preferences[PREF_A]);
    assert.equal(document.flags.length, 2);
    assert.deepEqual(
      document.members.map((m: any) => [m.name, m.unlisted]),
      [
        ['Alex', false],
        ['Quiet One', true],
      ],
    );
    for (const path of [
      document.user.avatar_file,
      document.members[0].avatar_file,
      ...document.flags.map((f: any) => f.file),
    ]) {
      assert.ok(files.get(path)?.length, `${path} is in the archive`);
    }
  });

  it('each member is its owner’s view (GET /members/{id} without `user`) and where its avatar is', async () => {
    const zipped = await unzip((await download('/api/v1/users/@me/export', source.token)).bytes, {
      maxEntries: 100,
      maxBytes: 50 * 1024 * 1024,
    });
    const documents = {
      files: JSON.parse(zipped.get('nametag.json')!.toString('utf8')),
      urls: JSON.parse((await download('/api/v1/users/@me/export?format=json', source.token)).bytes.toString('utf8')),
    };
    const me = await t.get('/api/v1/users/@me', source.token);
    const { members: _members, utc_offset: _offset, ...meUser } = me.body as Record<string, unknown>;
    for (const [mediaAs, document] of Object.entries(documents)) {
      const place = mediaAs === 'files' ? 'avatar_file' : 'avatar_url';
      assert.deepEqual(Object.keys(document), [
        'format',
        'version',
        'producer',
        'exported_at',
        'user',
        'flags',
        'audiences',
        'groups',
        'members',
      ]);
      const { [place]: userAvatar, ...user } = document.user;
      assert.deepEqual(user, meUser, mediaAs);
      assert.deepEqual(Object.keys(document.user), [...Object.keys(meUser), place]);
      if (mediaAs === 'files') assert.equal(userAvatar, `media/users/${source.id}/${meUser.avatar}.webp`);
      else assert.match(userAvatar, new RegExp(`/media/users/${source.id}/${meUser.avatar}\\.webp$`));
      assert.equal(document.members.length, 2);
      for (const member of document.members) {
        const { avatar_file: file, avatar_url: url, ...rest } = member;
        const view = await t.get(`/api/v1/members/${member.id}`, source.token);
        assert.equal(view.status, 200);
        const { user: _user, ...owned } = view.body as Record<string, unknown>;
        assert.deepEqual(rest, owned, `${mediaAs}: ${member.name}`);
        assert.deepEqual(Object.keys(member), [
          ...Object.keys(owned),
          ...(member.avatar ? ['avatar_' + (mediaAs === 'files' ? 'file' : 'url')] : []),
        ]);
        if (member.avatar === null) {
          assert.equal(file ?? url, undefined);
        } else if (mediaAs === 'files') {
          assert.equal(file, `media/members/${member.id}/${member.avatar}.webp`);
          assert.ok(zipped.get(file)?.length);
        } else {
          assert.match(url, new RegExp(`/media/members/${member.id}/${member.avatar}\\.webp$`));
        }
      }
    }
  });

  it('a library of more flags than one piece of the document holds comes whole and in order', async () => {
    const owner = await registerUser(t);
    const made = [];
    for (let i = 0; i < 27; i++) made.push(await createFlag(t, owner, { name: `flag ${i}` }));
    const res = await download('/api/v1/users/@me/export?format=json', owner.token);
    assert.equal(res.status, 200);
    const document = JSON.parse(res.bytes.toString('utf8'));
    assert.deepEqual(
      document.flags.map((f: { id: string; name: string }) => [f.id, f.name]),
      made.map((f) => [f.id, f.name]),
    );
    assert.deepEqual(document.members, []);
  });

  it('the user’s avatar in the document is always the image the export carries, while the avatar changes', async () => {
    const owner = await registerUser(t);
    const pictures = await Promise.all([1, 2, 3].map((i) => striped('png', 20 + i, 20 + i)));
    const setAvatar = (i: number) =>
      t.patch('/api/v1/users/@me', { avatar: pictures[i % 3]!.toString('base64') }, owner.token);
    await setAvatar(0);
    let changing = true;
    const changes = (async () => {
      for (let i = 1; changing; i++) await setAvatar(i);
    })();
    try {
      for (let round = 0; round < 40; round++) {
        const files = await unzip((await download('/api/v1/users/@me/export', owner.token)).bytes, {
          maxEntries: 100,
          maxBytes: 50 * 1024 * 1024,
        });
        const document = JSON.parse(files.get('nametag.json')!.toString('utf8'));
        assert.equal(document.user.avatar_file, `media/users/${document.user.id}/${document.user.avatar}.webp`);
        const image = files.get(document.user.avatar_file);
        assert.ok(image, `round ${round}: the archive holds the avatar MeUser names`);
        assert.equal(createHash('sha256').update(image).digest('hex'), document.user.avatar);
      }
    } finally {
      changing = false;
      await changes;
    }
  });

  it('members of an account deleted while its export is being written are left out', async () => {
    const owner = await registerUser(t);
    for (const name of ['Ash', 'Birch', 'Cedar']) await createMember(t, owner, { name });
    const text = await t.asOperator(async (ctx) => {
      const account = await exportAccount(ctx, owner.id, 'urls');
      const pieces: string[] = [];
      let deleted = false;
      for await (const piece of account.document()) {
        pieces.push(String(piece));
        // The members come next: the account goes first.
        if (!deleted && String(piece).endsWith('"members":[')) {
          assert.equal((await t.del('/api/v1/users/@me', owner.token)).status, 204);
          deleted = true;
        }
      }
      assert.ok(deleted);
      return pieces.join('');
    });
    assert.deepEqual(JSON.parse(text).members, []);
  });

  it('?format=json is the document alone, images as URLs; needs a session token; a few an hour', async () => {
    const res = await download('/api/v1/users/@me/export?format=json', source.token);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const document = JSON.parse(res.bytes.toString('utf8'));
    assert.match(document.user.avatar_url, /\/media\/users\/.+\.webp$/);
    assert.match(document.flags[0].url, /\/media\/flags\/.+\.webp$/);
    assertApiError(await t.get('/api/v1/users/@me/export'), 403, 403);
    const api = await createApiToken(t, source);
    assertApiError(await t.get('/api/v1/users/@me/export', api.token), 403, 4002);
    assertApiError(await t.get('/api/v1/users/@me/export?format=tar', source.token), 400, 400);
  });
});

describe('import', () => {
  it('round trip: export → new account → import gives the same owner view, avatars and flags included', async () => {
    const zip = (await download('/api/v1/users/@me/export', source.token)).bytes;
    const target = await registerUser(t);
    const res = await upload('/api/v1/users/@me/import', zip, target.token);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body.members, { created: ['Alex', 'Quiet One'], updated: [] });
    assert.deepEqual(res.body.flags.created.sort(), ['Pride', 'Trans']);
    assert.equal(res.body.user, 'updated');
    assert.equal(res.body.dry_run, false);
    assert.equal(res.body.source, 'nametag');

    const before = await ownerView(t, source);
    const after = await ownerView(t, target);
    assert.equal(after.me.name, target.name, 'the account keeps its username');
    assert.deepEqual(comparable(after.me), comparable(before.me));
    assert.deepEqual(comparable(after.members), comparable(before.members));
    assert.equal(after.me.avatar, before.me.avatar, 'the avatar file is the same (its hash)');
    const image = await t.get(`/media/users/${target.id}/${after.me.avatar}.webp`);
    assert.equal(image.status, 200);
    const flags = (await t.get('/api/v1/users/@me/flags', target.token)).body;
    for (const flag of flags) assert.equal((await t.get(`/media/flags/${flag.hash}.webp`)).status, 200);

    // Again: members are matched by name and updated, flags with the same name and image reused.
    const again = await upload('/api/v1/users/@me/import', zip, target.token);
    assert.deepEqual(again.body.members, { created: [], updated: ['Alex', 'Quiet One'] });
    assert.deepEqual(again.body.flags.reused.sort(), ['Pride', 'Trans']);
    assert.equal((await t.get('/api/v1/users/@me/flags', target.token)).body.length, 2);
  });

  it('a dry run reports what would happen and changes nothing', async () => {
    const zip = (await download('/api/v1/users/@me/export', source.token)).bytes;
    const target = await registerUser(t);
    const before = (await t.get('/api/v1/users/@me', target.token)).body;
    const res = await upload('/api/v1/users/@me/import?dry_run=true', zip, target.token);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.dry_run, true);
    assert.deepEqual(res.body.members.created, ['Alex', 'Quiet One']);
    assert.deepEqual((await t.get('/api/v1/users/@me', target.token)).body, before);
    assert.deepEqual((await t.get('/api/v1/users/@me/flags', target.token)).body, []);
  });

  it('the JSON export imports without its images, and says so', async () => {
    const json = (await download('/api/v1/users/@me/export?format=json', source.token)).bytes;
    const target = await registerUser(t);
    const res = await upload('/api/v1/users/@me/import', json, target.token, 'application/json');
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body.flags.created, []);
    assert.ok(res.body.skipped.some((line: string) => /^user\.avatar/.test(line)));
    assert.ok(res.body.skipped.some((line: string) => /^flags\.0/.test(line)));
    const me = (await t.get('/api/v1/users/@me', target.token)).body;
    assert.equal(me.display_name, 'Source Person');
    assert.deepEqual(me.flags, []);
    assert.equal(me.avatar, null);
  });

  it('a PluralKit export: members with name, display name, pronouns and description; the rest reported as skipped', async () => {
    const target = await registerUser(t);
    const pk = {
      version: 2,
      id: 'abcde',
      name: 'The System',
      description: 'a system',
      members: [
        {
          id: 'fghij',
          name: 'River',
          display_name: 'River 🌊',
          pronouns: 'she/her, they/them',
          description: 'Hi, I am River.',
          birthday: '2000-01-01',
          color: 'ff00ff',
          proxy_tags: [{ prefix: 'r:', suffix: null }],
          avatar_url: 'https://cdn.example/river.png',
        },
        { id: 'klmno', name: 'Stone', display_name: null, pronouns: null, description: null, proxy_tags: [] },
      ],
      groups: [],
      switches: [{ timestamp: '2024-01-01T00:00:00Z', members: ['fghij'] }],
    };
    const res = await upload('/api/v1/users/@me/import', JSON.stringify(pk), target.token, 'application/json');
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.source, 'pluralkit');
    assert.deepEqual(res.body.members.created, ['River', 'Stone']);
    for (const pattern of [/birthday/, /proxy_tags/, /color/, /avatar_url/, /switches/, /system/]) {
      assert.ok(
        res.body.skipped.some((line: string) => pattern.test(line)),
        String(pattern),
      );
    }
    const me = (await t.get('/api/v1/users/@me', target.token)).body;
    const river = (await t.get(`/api/v1/users/@me/members/River`, target.token)).body;
    assert.equal(river.display_name, 'River 🌊');
    assert.equal(river.bio, 'Hi, I am River.');
    assert.deepEqual(
      river.pronouns.map((p: { pronouns: string; status: string }) => [p.pronouns, p.status]),
      [
        ['she/her', 'okay'],
        ['they/them', 'okay'],
      ],
    );
    assert.equal(me.members.length, 2);
  });

  it('all or nothing: over the member limit, two members of one name, or an invalid entry → 400 naming it, nothing changed', async () => {
    const target = await registerUser(t);
    await createMember(t, target, { name: 'Alex', bio: 'mine' });
    const before = await ownerView(t, target);
    const member = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });
    const document = (members: unknown[]) =>
      JSON.stringify({ format: 'nametag-export', version: 1, user: { bio: 'imported' }, flags: [], members });

    const over = await upload(
      '/api/v1/users/@me/import',
      document(['B1', 'B2', 'B3', 'B4', 'B5'].map((name) => member(name))),
      target.token,
      'application/json',
    );
    assertApiError(over, 400, 3002);
    assert.match(over.body.details, /^members\.4/);
    const twice = await upload(
      '/api/v1/users/@me/import',
      document([member('Cat'), member('cat')]),
      target.token,
      'application/json',
    );
    assertApiError(twice, 400, 400);
    assert.match(twice.body.details, /^members\.1\.name: the import has two members named/);
    const invalid = await upload(
      '/api/v1/users/@me/import',
      document([member('Dee'), member('Eve', { names: [{ value: 'x'.repeat(101), status: 'okay' }] })]),
      target.token,
      'application/json',
    );
    assertApiError(invalid, 400, 400);
    assert.match(invalid.body.details, /^members\.1\.names\.0\.value: /);
    const unknownKey = await upload(
      '/api/v1/users/@me/import',
      document([member('Fay', { colour: 'red' })]),
      target.token,
      'application/json',
    );
    assertApiError(unknownKey, 400, 400);
    assert.match(unknownKey.body.details, /^members\.0\.colour: unknown key/);
    const badStatus = await upload(
      '/api/v1/users/@me/import',
      document([member('Gus', { names: [{ value: 'G', status: 'no-such-preference' }] })]),
      target.token,
      'application/json',
    );
    assertApiError(badStatus, 400, 400);
    assert.match(badStatus.body.details, /^members\.0\.names\.0\.status/);
    assert.deepEqual(await ownerView(t, target), before, 'nothing changed');
  });

  it('refuses what is not an export: garbage, an unknown format or version, a zip without nametag.json, a broken zip, other media types', async () => {
    const target = await registerUser(t);
    const before = await ownerView(t, target);
    const cases: Array<[Buffer | string, string]> = [
      ['not json at all', 'application/json'],
      [JSON.stringify({ hello: 'world' }), 'application/json'],
      [JSON.stringify({ format: 'nametag-export', version: 99 }), 'application/json'],
      [JSON.stringify([1, 2, 3]), 'application/json'],
      ['{"format":"nametag-export","version":1,"user":{"bio":"a\\u0000b"}}', 'application/json'],
      [await zipOf({ 'other.json': '{}' }), 'application/zip'],
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 7)]), 'application/zip'],
      ['', 'application/json'],
    ];
    for (const [body, type] of cases) {
      const res = await upload('/api/v1/users/@me/import', body, target.token, type);
      assertApiError(res, 400, 400);
    }
    assertApiError(await upload('/api/v1/users/@me/import', 'x', target.token, 'text/plain'), 415, 415);
    assertApiError(
      await upload('/api/v1/users/@me/import', '{}', 'nt_' + 'A'.repeat(43), 'application/json'),
      401,
      1003,
    );
    const api = await createApiToken(t, target);
    assertApiError(await upload('/api/v1/users/@me/import', '{}', api.token, 'application/json'), 403, 4002);
    assertApiError(
      await upload('/api/v1/users/@me/import?dry_run=maybe', '{}', target.token, 'application/json'),
      400,
      400,
    );
    assert.deepEqual(await ownerView(t, target), before);
  });

  it('a flag file that is not an image is left out with a note (import-bounds.test.ts); a suspended account exports but cannot import', async () => {
    const target = await registerUser(t);
    const zip = await zipOf({
      'nametag.json': JSON.stringify({
        format: 'nametag-export',
        version: 1,
        flags: [{ id: 'f1', name: 'Broken', description: '', file: 'media/flags/x.webp' }],
        members: [],
      }),
      'media/flags/x.webp': 'this is not an image',
    });
    const res = await upload('/api/v1/users/@me/import', zip, target.token);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body.flags, { created: [], reused: [] });
    assert.deepEqual(res.body.skipped, [
      'Flag “Broken”: the image cannot be used (the data is not an image), so the flag is left out, and so is it on the profiles',
    ]);

    const admin = await registerUser(t);
    const { OPERATOR, setAdmin } = await import('../../src/modules/moderation/moderation-actions.js');
    await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
    await t.post(`/api/v1/admin/users/${target.name}/suspend`, { reason: 'spam' }, admin.token);
    assert.equal((await download('/api/v1/users/@me/export', target.token)).status, 200);
    const json = JSON.stringify({ format: 'nametag-export', version: 1, user: { bio: 'x' } });
    assertApiError(await upload('/api/v1/users/@me/import', json, target.token, 'application/json'), 403, 4002);
  });
});

describe('hostile imports', () => {
  it('deep nesting or a flood of containers is refused before parsing (JSON and zip), and the server stays up', async () => {
    const target = await registerUser(t);
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const res = await upload('/api/v1/users/@me/import', deep, target.token, 'application/json');
    assertApiError(res, 400, 400);
    assert.match(res.body.details, /nested deeper than 32 levels/);
    const zipped = await upload('/api/v1/users/@me/import', await zipOf({ 'nametag.json': deep }), target.token);
    assertApiError(zipped, 400, 400);
    const flat = `[${Array.from({ length: 600_000 }, () => '[]').join(',')}]`;
    const many = await upload('/api/v1/users/@me/import', flat, target.token, 'application/json');
    assertApiError(many, 400, 400);
    // The cap follows the limits: six profiles (MEMBER_LIMIT 5 and the user) at every limit, the
    // flag library, and room for what a PluralKit export carries beside its members.
    assert.match(many.body.details, /^body: more than 217343 objects and arrays$/);
    // A string full of brackets is text, not nesting.
    const inText = JSON.stringify({ format: 'nametag-export', version: 1, user: { bio: '[{'.repeat(400) } });
    assert.equal((await upload('/api/v1/users/@me/import', inText, target.token, 'application/json')).status, 200);
    assert.equal((await t.get('/healthz')).status, 200);
  });

  it('pronouns of a PluralKit member longer than any profile could hold are refused before they are read', async () => {
    const target = await registerUser(t);
    const member = (pronouns: string) => JSON.stringify({ version: 2, members: [{ name: 'River', pronouns }] });
    // Runs of whitespace that a pattern spanning both sides of "or" would backtrack over.
    const res = await upload(
      '/api/v1/users/@me/import',
      member(`she${' '.repeat(60_000)}x`),
      target.token,
      'application/json',
    );
    assertApiError(res, 400, 400);
    assert.equal(res.body.details, 'members.0.pronouns: must be at most 10500 characters');
    // Within the bound, long whitespace still splits as people write it.
    const spaced = `she/her${' '.repeat(3000)}or${'\t'.repeat(3000)}they/them ,  it/its AND xe/xem`;
    const ok = await upload('/api/v1/users/@me/import', member(spaced), target.token, 'application/json');
    assert.equal(ok.status, 200, ok.raw);
    const river = (await t.get('/api/v1/users/@me/members/River', target.token)).body;
    assert.deepEqual(
      river.pronouns.map((p: { pronouns: string }) => p.pronouns),
      ['she/her', 'they/them', 'it/its', 'xe/xem'],
    );
    assert.equal((await t.get('/healthz')).status, 200);
  });

  it('the member count is compared with the limit before any member is converted (200,000 one-letter members)', async () => {
    const target = await registerUser(t);
    // The first member is broken: had it been converted first, the answer would name it.
    const members = [{ name: 7 }, ...Array.from({ length: 200_000 }, () => ({ name: 'a' }))];
    for (const document of [
      { version: 2, members },
      { format: 'nametag-export', version: 1, members },
    ]) {
      const res = await upload('/api/v1/users/@me/import', JSON.stringify(document), target.token, 'application/json');
      assertApiError(res, 400, 3002);
      assert.equal(res.body.details, 'members');
    }
    const flags = Array.from({ length: 501 }, (_, i) => ({ id: `f${i}`, name: `Flag ${i}` }));
    const tooManyFlags = JSON.stringify({ format: 'nametag-export', version: 1, flags: [{ id: 7 }, ...flags] });
    const res = await upload('/api/v1/users/@me/import', tooManyFlags, target.token, 'application/json');
    assertApiError(res, 400, 2003);
    assert.equal(res.body.details, 'flags');
    assert.equal((await t.get('/api/v1/users/@me', target.token)).body.members.length, 0);
  });

  it('more members or flags than the limits allow are refused before any image is decoded', async () => {
    const target = await registerUser(t);
    const members = Array.from({ length: 6 }, (_, i) => ({ name: `m${i}` }));
    const res = await upload(
      '/api/v1/users/@me/import',
      JSON.stringify({ format: 'nametag-export', version: 1, members }),
      target.token,
      'application/json',
    );
    assertApiError(res, 400, 3002);
    assert.equal(res.body.details, 'members');
  });

  it('converts at most 10 images that are not stored WebPs; the same file named twice is decoded once', async () => {
    const target = await registerUser(t);
    const files: Record<string, Buffer> = {};
    const flags = [];
    for (let i = 0; i < 11; i++) {
      files[`media/flags/${i}.png`] = await striped('png', 40 + i, 20);
      flags.push({ id: `f${i}`, name: `Flag ${i}`, description: '', file: `media/flags/${i}.png` });
    }
    const document = { format: 'nametag-export', version: 1, flags, members: [] };
    const res = await upload(
      '/api/v1/users/@me/import',
      await zipOf({ ...files, 'nametag.json': JSON.stringify(document) }),
      target.token,
    );
    assertApiError(res, 400, 400);
    assert.match(res.body.details, /^flags\.10\.image: .*converts no more images/);
    // Ten conversions are fine; the same image under two flags of one name stays two flags.
    const ten = { ...document, flags: [...flags.slice(0, 10), { ...flags[0], id: 'again' }] };
    const twice = { ...ten, user: { flags: ['f0', 'again'] } };
    const ok = await upload(
      '/api/v1/users/@me/import',
      await zipOf({ ...files, 'nametag.json': JSON.stringify(twice) }),
      target.token,
    );
    assert.equal(ok.status, 200, ok.raw);
    assert.equal(ok.body.flags.created.length, 11);
    assert.equal((await t.get('/api/v1/users/@me', target.token)).body.flags.length, 2);
  });
});

describe('limits', () => {
  it('exports: 5 an hour; imports above IMPORT_MAX_MB: 413', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1', IMPORT_MAX_MB: '1' });
    try {
      const reg = await limited.post('/api/v1/auth/register', {
        username: 'exporter',
        password: 'correct horse battery',
      });
      const token = reg.body.token as string;
      for (let i = 0; i < 5; i++)
        assert.equal((await limited.get('/api/v1/users/@me/export?format=json', token)).status, 200);
      const refused = await limited.get('/api/v1/users/@me/export?format=json', token);
      assertApiError(refused, 429, 429);
      assert.equal(refused.headers['x-ratelimit-bucket'], 'exports');
      const big = await limited.request('POST', '/api/v1/users/@me/import', {
        body: Buffer.alloc(1024 * 1024 + 10, 32).toString(),
        token,
        headers: { 'content-type': 'application/json' },
      });
      assertApiError(big, 413, 4001);
    } finally {
      await limited.close();
    }
  });
});
