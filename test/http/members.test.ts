/** Endpoints 4–9: member lists, member reads, and member create, update and delete. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertApiError,
  many,
  repeat,
  createMember,
  customPreference,
  PREF_A,
  registerUser,
  type TestUser,
  uniqueName,
} from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const MEMBER_KEYS = [
  'avatar',
  'bio',
  'content_note',
  'display_name',
  'fields',
  'flags',
  'id',
  'links',
  'name',
  'names',
  'pronouns',
  'sid',
  'user',
  'verified_links',
];
const s = repeat;

/** An https URL of exactly `length` characters. */
const link = (length: number) => `https://example.org/${'a'.repeat(length - 'https://example.org/'.length)}`;

describe('members', () => {
  let t: TestApp;
  let owner: TestUser;
  before(async () => {
    t = await startTestApp({ MEMBER_LIMIT: '8' });
    owner = await registerUser(t);
  });
  after(() => t.close());

  describe('POST /members', () => {
    it('creates a member and returns the full Member with its PartialUser', async () => {
      const user = await registerUser(t);
      await t.patch(
        '/api/v1/users/@me',
        { display_name: 'Owner', custom_preferences: { [PREF_A]: customPreference() } },
        user.token,
      );
      const res = await t.post(
        '/api/v1/members',
        {
          name: 'Robin',
          display_name: 'Robin R.',
          bio: 'bio',
          links: ['https://robin.example'],
          names: [{ value: 'Rob', status: PREF_A }],
          pronouns: [
            { pronouns: 'they/them/their/theirs/themself', status: 'favourite' },
            { pronouns: 'xe', display_text: 'xe (neo)', status: 'okay' },
          ],
          fields: [{ name: 'Words', entries: [{ value: 'friend', status: 'jokingly' }] }],
        },
        user.token,
      );
      assert.equal(res.status, 200);
      assert.deepEqual(
        Object.keys(res.body)
          .filter((k) => !['unlisted', 'placements', 'pending_placements'].includes(k))
          .sort(),
        MEMBER_KEYS,
      );
      assert.equal(res.body.name, 'Robin');
      assert.equal(res.body.unlisted, false, 'the owner sees unlisted');
      assert.deepEqual(res.body.placements, {}, 'the owner sees the placements (none: all public)');
      assert.equal(res.body.avatar, null);
      assert.deepEqual(res.body.pronouns, [
        { pronouns: 'they/them/their/theirs/themself', display_text: 'they/them', status: 'favourite' },
        { pronouns: 'xe', display_text: 'xe (neo)', status: 'okay' },
      ]);
      assert.deepEqual(res.body.user, {
        id: user.id,
        name: user.name,
        display_name: 'Owner',
        avatar: null,
        custom_preferences: { [PREF_A]: { ...customPreference(), muted: false, favourite: false } },
      });
      const read = await t.get(`/api/v1/members/${res.body.id}`);
      assert.equal(read.status, 200);
      const { unlisted, placements, pending_placements: pending, ...publicView } = res.body;
      assert.equal(unlisted, false);
      assert.deepEqual(placements, {});
      assert.equal(pending, null);
      assert.deepEqual(read.body, publicView);
    });

    it('derives display_text from the first two forms, and keeps a single form as it is', async () => {
      const res = await t.post(
        '/api/v1/members',
        {
          name: uniqueName('m'),
          pronouns: [
            { pronouns: 'she/her/hers', status: 'okay' },
            { pronouns: 'any', status: 'okay' },
            { pronouns: 'he/him', display_text: null, status: 'okay' },
          ],
        },
        owner.token,
      );
      assert.deepEqual(
        res.body.pronouns.map((p: { display_text: string }) => p.display_text),
        ['she/her', 'any', 'he/him'],
      );
    });

    it('trims the name and keeps any other Unicode', async () => {
      const res = await t.post('/api/v1/members', { name: '  Zoë 🌙 ✨  ' }, owner.token);
      assert.equal(res.status, 200);
      assert.equal(res.body.name, 'Zoë 🌙 ✨');
      const byName = await t.get(`/api/v1/users/${owner.id}/members/${encodeURIComponent('ZOË 🌙 ✨')}`);
      assert.equal(byName.status, 200);
      assert.equal(byName.body.id, res.body.id);
    });

    it('refuses invalid names', async () => {
      for (const name of ['', '   ', s(101), 'a/b', 'a\\b', 'a?b', 'a#b', '50%', 'tab\there', 'nl\nx', '.', '..']) {
        const res = await t.post('/api/v1/members', { name }, owner.token);
        assertApiError(res, 400, 400);
        assert.match(res.body.details, /^name:/, JSON.stringify(name));
      }
      assert.equal(
        (await t.post('/api/v1/members', { name: s(100, 'n') }, owner.token)).status,
        200,
        '100 characters is valid',
      );
      assert.equal((await t.post('/api/v1/members', { name: '...' }, owner.token)).status, 200, 'three dots are valid');
    });

    it('compares names in Unicode NFC: "Café" composed and decomposed are one name', async () => {
      const user = await registerUser(t);
      const composed = await t.post('/api/v1/members', { name: 'Caf\u00e9' }, user.token);
      assert.equal(composed.status, 200);
      assertApiError(await t.post('/api/v1/members', { name: 'Cafe\u0301' }, user.token), 400, 3003);
      const decomposed = await t.post('/api/v1/members', { name: 'Zo\u0065\u0308' }, user.token);
      assert.equal(decomposed.body.name, 'Zo\u00eb', 'stored in NFC');
      for (const ref of ['Zo\u00eb', 'Zoe\u0308', 'ZOE\u0308']) {
        const read = await t.get(`/api/v1/users/${user.id}/members/${encodeURIComponent(ref)}`);
        assert.equal(read.status, 200, ref);
        assert.equal(read.body.id, decomposed.body.id);
      }
    });

    it('refuses invisible and text-direction characters in names, but keeps emoji joiners', async () => {
      const user = await registerUser(t);
      for (const name of [
        'a\u200Bb',
        'ab\u202E',
        '\u2066x\u2069',
        'x\uFEFFy',
        'soft\u00ADhyphen',
        '\u3164',
        'a\u2060b',
      ]) {
        const res = await t.post('/api/v1/members', { name }, user.token);
        assertApiError(res, 400, 400);
        assert.match(res.body.details, /^name: must not contain invisible/, JSON.stringify(name));
      }
      const family = await t.post('/api/v1/members', { name: '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}' }, user.token);
      assert.equal(family.status, 200, family.raw);
    });

    it('refuses links that are not absolute http(s) URLs, naming the entry', async () => {
      const user = await registerUser(t);
      const res = await t.post(
        '/api/v1/members',
        { name: 'linked', links: ['https://ok.example', 'javascript:alert(1)'] },
        user.token,
      );
      assertApiError(res, 400, 400);
      assert.match(res.body.details, /^links\.1:/);
    });

    it("refuses a name already used by one of the caller's members, case-insensitively (3003)", async () => {
      const user = await registerUser(t);
      await createMember(t, user, { name: 'Sam' });
      assertApiError(await t.post('/api/v1/members', { name: 'sam' }, user.token), 400, 3003);
      assertApiError(await t.post('/api/v1/members', { name: ' SAM ' }, user.token), 400, 3003);
      const other = await registerUser(t);
      assert.equal(
        (await t.post('/api/v1/members', { name: 'Sam' }, other.token)).status,
        200,
        'other users may use it',
      );
    });

    it('refuses an empty body, a missing name, unknown keys and unknown statuses', async () => {
      assertApiError(await t.post('/api/v1/members', {}, owner.token), 400, 400);
      assertApiError(await t.post('/api/v1/members', { display_name: 'x' }, owner.token), 400, 400);
      assertApiError(await t.request('POST', '/api/v1/members', { token: owner.token }), 400, 400);
      const unknown = await t.post('/api/v1/members', { name: uniqueName('m'), age: 3 }, owner.token);
      assertApiError(unknown, 400, 400);
      assert.match(unknown.body.message, /age/);
      const status = await t.post(
        '/api/v1/members',
        { name: uniqueName('m'), names: [{ value: 'a', status: PREF_A }] },
        owner.token,
      );
      assertApiError(status, 400, 400);
      assert.match(status.body.details, /^names\.0\.status: unknown preference/);
    });

    it('ignores read-only keys', async () => {
      const res = await t.post(
        '/api/v1/members',
        { name: uniqueName('m'), id: 'forged', user: { id: 'x' } },
        owner.token,
      );
      assert.equal(res.status, 200);
      assert.notEqual(res.body.id, 'forged');
      assert.equal(res.body.user.id, owner.id);
    });

    const limitCases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['display_name', { display_name: s(100) }, { display_name: s(101) }],
      ['bio', { bio: s(1000) }, { bio: s(1001) }],
      ['links count', { links: many(25, () => 'https://l.example') }, { links: many(26, () => 'https://l.example') }],
      ['link length', { links: [link(256)] }, { links: [link(257)] }],
      [
        'names count',
        { names: many(100, () => ({ value: 'v', status: 'okay' })) },
        { names: many(101, () => ({ value: 'v', status: 'okay' })) },
      ],
      [
        'name entry value',
        { names: [{ value: s(100), status: 'okay' }] },
        { names: [{ value: s(101), status: 'okay' }] },
      ],
      [
        'pronouns count',
        { pronouns: many(100, () => ({ pronouns: 'x/y', status: 'okay' })) },
        { pronouns: many(101, () => ({ pronouns: 'x/y', status: 'okay' })) },
      ],
      [
        'pronouns length',
        { pronouns: [{ pronouns: s(100), status: 'okay' }] },
        { pronouns: [{ pronouns: s(101), status: 'okay' }] },
      ],
      [
        'pronouns not empty',
        { pronouns: [{ pronouns: 'a', status: 'okay' }] },
        { pronouns: [{ pronouns: '', status: 'okay' }] },
      ],
      [
        'display_text length',
        { pronouns: [{ pronouns: 'a', display_text: s(100), status: 'okay' }] },
        { pronouns: [{ pronouns: 'a', display_text: s(101), status: 'okay' }] },
      ],
      [
        'fields count',
        { fields: many(25, (i) => ({ name: `f${i}`, entries: [] })) },
        { fields: many(26, (i) => ({ name: `f${i}`, entries: [] })) },
      ],
      [
        'field entries',
        { fields: [{ name: 'f', entries: many(100, () => ({ value: 'v', status: 'okay' })) }] },
        { fields: [{ name: 'f', entries: many(101, () => ({ value: 'v', status: 'okay' })) }] },
      ],
    ];
    for (const [label, valid, invalid] of limitCases) {
      it(`limit: ${label}`, async () => {
        const user = await registerUser(t);
        const ok = await t.post('/api/v1/members', { name: 'ok', ...valid }, user.token);
        assert.equal(ok.status, 200, ok.raw.slice(0, 200));
        assertApiError(await t.post('/api/v1/members', { name: 'bad', ...invalid }, user.token), 400, 400);
        const patched = await t.patch(`/api/v1/members/${ok.body.id}`, invalid, user.token);
        assertApiError(patched, 400, 400);
        const list = await t.get('/api/v1/users/@me/members', user.token);
        assert.deepEqual(
          list.body.map((m: { name: string }) => m.name),
          ['ok'],
          'nothing half-written',
        );
      });
    }
  });

  describe('member limit', () => {
    it('allows exactly MEMBER_LIMIT members, then answers 400 with code 3002', async () => {
      const user = await registerUser(t);
      for (let i = 0; i < 8; i += 1) await createMember(t, user);
      assertApiError(await t.post('/api/v1/members', { name: 'one-too-many' }, user.token), 400, 3002);
      const first = (await t.get('/api/v1/users/@me/members', user.token)).body[0];
      assert.equal((await t.del(`/api/v1/members/${first.id}`, user.token)).status, 204);
      assert.equal((await t.post('/api/v1/members', { name: 'fits-again' }, user.token)).status, 200);
    });

    it('holds under 20 concurrent creates: a user at the limit minus 3 gets exactly 3', async () => {
      const user = await registerUser(t);
      for (let i = 0; i < 5; i += 1) await createMember(t, user);
      const results = await Promise.all(
        many(20, (i) => t.post('/api/v1/members', { name: `parallel-${i}` }, user.token)),
      );
      const created = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 400 && r.body.code === 3002);
      assert.equal(created.length, 3);
      assert.equal(refused.length, 17);
      assert.equal((await t.get('/api/v1/users/@me/members', user.token)).body.length, 8);
    });
  });

  describe('GET /members/{memberRef}', () => {
    it('reads a member by ID, unlisted ones too, without the owner-only flag', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user, { unlisted: true });
      const res = await t.get(`/api/v1/members/${member.id}`);
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body).sort(), MEMBER_KEYS);
    });

    it('is 404 with code 3001 for an unknown member, and for a member whose user was deleted', async () => {
      assertApiError(await t.get('/api/v1/members/no-such-member'), 404, 3001);
      const user = await registerUser(t);
      const member = await createMember(t, user);
      await t.del('/api/v1/users/@me', user.token);
      assertApiError(await t.get(`/api/v1/members/${member.id}`), 404, 3001);
    });

    it('does not look members up by name', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user);
      assertApiError(await t.get(`/api/v1/members/${member.name}`), 404, 3001);
    });
  });

  describe('GET /users/{userRef}/members', () => {
    it('lists listed members in creation order, as PartialMembers', async () => {
      const user = await registerUser(t);
      const a = await createMember(t, user, { name: 'Zed' });
      const b = await createMember(t, user, { name: 'Amy' });
      await createMember(t, user, { unlisted: true });
      for (const ref of [user.id, user.name, user.name.toUpperCase()]) {
        const res = await t.get(`/api/v1/users/${ref}/members`);
        assert.equal(res.status, 200);
        assert.deepEqual(
          res.body.map((m: { id: string }) => m.id),
          [a.id, b.id],
        );
        assert.deepEqual(Object.keys(res.body[0]).sort(), [
          'avatar',
          'bio',
          'content_note',
          'display_name',
          'flags',
          'id',
          'links',
          'name',
          'names',
          'pronouns',
          'sid',
          'verified_links',
        ]);
      }
    });

    it('lists every member of a long list of large members, each once and in order (pages shrink with their bytes)', async () => {
      const large = await startTestApp({ MEMBER_LIMIT: '40' });
      try {
        const user = await registerUser(large);
        // PartialMembers of ~80 KB: sixteen of them pass the page's byte target, so later pages are smaller.
        const names = Array.from({ length: 100 }, (_, i) => ({ value: `${'🌟'.repeat(95)}${i}`, status: 'okay' }));
        const created: string[] = [];
        for (let i = 0; i < 40; i++) created.push((await createMember(large, user, { name: `big ${i}`, names })).id);
        for (const [path, token] of [
          [`/api/v1/users/${user.id}/members`, undefined],
          ['/api/v1/users/@me/members', user.token],
          ['/api/v1/users/@me', user.token],
        ] as const) {
          const res = await large.get(path, token);
          assert.equal(res.status, 200, path);
          const list = (path.endsWith('members') ? res.body : res.body.members) as Array<{
            id: string;
            names: unknown[];
          }>;
          assert.deepEqual(
            list.map((m) => m.id),
            created,
            path,
          );
          assert.ok(list.every((m) => m.names.length === 100));
        }
      } finally {
        await large.close();
      }
    });

    it('reads documents of many 32 KB pieces back byte for byte (characters of 1–4 bytes across the pieces’ edges)', async () => {
      // PostgreSQL sends documents in pieces of 32 KB (db/documents-in-pieces.ts); a piece's edge
      // falls inside a character more often than not.
      const user = await registerUser(t);
      const text = (i: number) => `${'aé'.repeat(i % 3)}ह${'🌟'.repeat(90)}${i}`;
      const names = Array.from({ length: 100 }, (_, i) => ({ value: text(i), status: 'okay' }));
      const bio = `${'ह'.repeat(300)}${'🌟'.repeat(300)}${'é'.repeat(100)}`;
      const patched = await t.patch('/api/v1/users/@me', { names, bio }, user.token);
      assert.equal(patched.status, 200, patched.raw);
      const members = [];
      for (let i = 0; i < 3; i++) {
        const pronouns = Array.from({ length: 100 }, (_, j) => ({ pronouns: text(i + j), status: 'favourite' }));
        members.push(await createMember(t, user, { name: `pieces ${i}`, names: names.slice(i), pronouns, bio }));
      }
      const publicUser = await t.get(`/api/v1/users/${user.id}`);
      assert.ok(Buffer.byteLength(publicUser.raw) > 4 * 32 * 1024);
      assert.deepEqual(publicUser.body.names, names);
      assert.equal(publicUser.body.bio, bio);
      assert.deepEqual(
        publicUser.body.members.map((m: { name: string; names: unknown[] }) => [m.name, m.names]),
        members.map((m, i) => [m.name, names.slice(i)]),
      );
      const me = await t.get('/api/v1/users/@me', user.token);
      assert.deepEqual(me.body.names, names);
      for (const [i, member] of members.entries()) {
        for (const path of [`/api/v1/members/${member.id}`, `/api/v1/users/${user.name}/members/${member.name}`]) {
          const res = await t.get(path);
          assert.equal(res.status, 200, path);
          assert.deepEqual(res.body.names, names.slice(i), path);
          assert.deepEqual(
            res.body.pronouns.map((p: { pronouns: string }) => p.pronouns),
            Array.from({ length: 100 }, (_, j) => text(i + j)),
            path,
          );
          assert.equal(res.body.bio, bio, path);
          assert.equal(res.body.user.id, user.id, path);
        }
      }
    });

    it('stores long JSON columns and documents exactly: a later write rebuilds the documents from them', async () => {
      // On PostgreSQL, texts of 16 K characters or more are sent as UTF-8 bytes (db/long-text-parameters.ts):
      // jsonb columns in jsonb's binary form, documents as text. A second write that touches none of
      // them rebuilds the documents from the stored columns, so what was stored is what is shown.
      const user = await registerUser(t);
      const value = (i: number) => `\uFEFF${'aé'.repeat(i % 3)}ह"\\${'🌟'.repeat(85)}${i}`;
      const entries = Array.from({ length: 100 }, (_, i) => ({ value: value(i), status: 'okay' }));
      const fields = Array.from({ length: 14 }, (_, i) => ({ name: `field ${i}`, entries }));
      const names = entries.slice(0, 90);
      const bio = `\uFEFF${'ह'.repeat(300)}${'🌟'.repeat(300)}`;
      const first = await t.patch('/api/v1/users/@me', { fields, names, bio }, user.token);
      assert.equal(first.status, 200, first.raw);
      assert.ok(JSON.stringify(fields).length > 256 * 1024, 'one text long enough for a turn of its own');
      const renamed = await t.patch('/api/v1/users/@me', { display_name: 'after' }, user.token);
      assert.equal(renamed.status, 200, renamed.raw);
      for (const res of [
        renamed,
        await t.get('/api/v1/users/@me', user.token),
        await t.get(`/api/v1/users/${user.id}`),
      ]) {
        assert.equal(res.body.display_name, 'after');
        assert.deepEqual(res.body.fields, fields);
        assert.deepEqual(res.body.names, names);
        assert.equal(res.body.bio, bio);
      }
      const member = await createMember(t, user, { name: 'long columns', fields, names, bio });
      const memberRenamed = await t.patch(`/api/v1/members/${member.id}`, { display_name: 'after' }, user.token);
      assert.equal(memberRenamed.status, 200, memberRenamed.raw);
      for (const res of [memberRenamed, await t.get(`/api/v1/members/${member.id}`)]) {
        assert.equal(res.body.display_name, 'after');
        assert.deepEqual(res.body.fields, fields);
        assert.deepEqual(res.body.names, names);
        assert.equal(res.body.bio, bio);
      }
    });

    it('shows the owner every member, with the unlisted flag, through @me and through their own name', async () => {
      const user = await registerUser(t);
      await createMember(t, user);
      await createMember(t, user, { unlisted: true });
      for (const ref of ['@me', user.name]) {
        const res = await t.get(`/api/v1/users/${ref}/members`, user.token);
        assert.deepEqual(
          res.body.map((m: { unlisted: boolean }) => m.unlisted),
          [false, true],
          ref,
        );
      }
    });

    it('is 403 with code 2002 when the list is private, except to the owner', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user);
      await t.patch('/api/v1/users/@me', { list_private: true }, user.token);
      assertApiError(await t.get(`/api/v1/users/${user.id}/members`), 403, 2002);
      const stranger = await registerUser(t);
      assertApiError(await t.get(`/api/v1/users/${user.id}/members`, stranger.token), 403, 2002);
      assert.equal((await t.get(`/api/v1/users/${user.id}/members`, user.token)).status, 200);
      assert.equal((await t.get('/api/v1/users/@me/members', user.token)).body.length, 1);
      // Single members stay readable.
      assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 200);
      assert.equal((await t.get(`/api/v1/users/${user.id}/members/${member.name}`)).status, 200);
    });

    it('is 404 with code 2001 for an unknown or deleted user', async () => {
      assertApiError(await t.get('/api/v1/users/nobody-at-all/members'), 404, 2001);
      const user = await registerUser(t);
      await t.del('/api/v1/users/@me', user.token);
      assertApiError(await t.get(`/api/v1/users/${user.id}/members`), 404, 2001);
    });

    it('needs a token for @me: 403 without, 401 with an invalid one', async () => {
      assertApiError(await t.get('/api/v1/users/@me/members'), 403, 403);
      assertApiError(await t.get('/api/v1/users/@me/members', 'nt_bogus'), 401, 1003);
    });
  });

  describe('GET /users/{userRef}/members/{memberRef}', () => {
    it('finds a member by ID or by name (case-insensitive), unlisted ones too', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user, { name: 'Quinn', unlisted: true });
      for (const ref of [member.id, 'Quinn', 'quinn', 'QUINN']) {
        const res = await t.get(`/api/v1/users/${user.name}/members/${ref}`);
        assert.equal(res.status, 200, ref);
        assert.equal(res.body.id, member.id);
        assert.equal('unlisted' in res.body, false);
      }
      const own = await t.get('/api/v1/users/@me/members/quinn', user.token);
      assert.equal(own.body.unlisted, true);
    });

    it("is 404: 2001 for an unknown user, 3001 for an unknown member or another user's member", async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      const othersMember = await createMember(t, other);
      assertApiError(await t.get('/api/v1/users/nobody-at-all/members/x'), 404, 2001);
      assertApiError(await t.get(`/api/v1/users/${user.id}/members/nobody`), 404, 3001);
      assertApiError(await t.get(`/api/v1/users/${user.id}/members/${othersMember.id}`), 404, 3001);
      assertApiError(await t.get('/api/v1/users/@me/members/x'), 403, 403);
    });
  });

  describe('PATCH /members/{memberRef}', () => {
    it('merges like the user PATCH and returns the updated Member', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user, {
        display_name: 'Before',
        bio: 'kept',
        links: ['https://a.example', 'https://b.example'],
      });
      const res = await t.patch(
        `/api/v1/members/${member.id}`,
        { display_name: 'After', links: ['https://c.example'] },
        user.token,
      );
      assert.equal(res.status, 200);
      assert.equal(res.body.display_name, 'After');
      assert.equal(res.body.bio, 'kept');
      assert.deepEqual(res.body.links, ['https://c.example']);
      const cleared = await t.patch(
        `/api/v1/members/${member.id}`,
        { display_name: '', bio: null, avatar: null },
        user.token,
      );
      assert.equal(cleared.body.display_name, null);
      assert.equal(cleared.body.bio, null);
      const read = await t.get(`/api/v1/members/${member.id}`);
      assert.equal(read.body.display_name, null);
      assert.deepEqual(read.body.links, ['https://c.example']);
    });

    it('renames, refusing a name in use (3003) and accepting a case-only change', async () => {
      const user = await registerUser(t);
      const a = await createMember(t, user, { name: 'Alpha' });
      await createMember(t, user, { name: 'Beta' });
      assertApiError(await t.patch(`/api/v1/members/${a.id}`, { name: 'BETA' }, user.token), 400, 3003);
      assert.equal((await t.patch(`/api/v1/members/${a.id}`, { name: 'ALPHA' }, user.token)).body.name, 'ALPHA');
      assertApiError(await t.patch(`/api/v1/members/${a.id}`, { name: null }, user.token), 400, 400);
      assertApiError(await t.patch(`/api/v1/members/${a.id}`, { name: '' }, user.token), 400, 400);
    });

    it('toggles unlisted', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user);
      assert.equal((await t.patch(`/api/v1/members/${member.id}`, { unlisted: true }, user.token)).body.unlisted, true);
      assert.deepEqual((await t.get(`/api/v1/users/${user.id}/members`)).body, []);
    });

    it('is 400 for an empty update and for unknown keys', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user);
      assertApiError(await t.patch(`/api/v1/members/${member.id}`, {}, user.token), 400, 400);
      assertApiError(await t.patch(`/api/v1/members/${member.id}`, { id: 'x', user: {} }, user.token), 400, 400);
      assertApiError(await t.patch(`/api/v1/members/${member.id}`, { colour: 'x' }, user.token), 400, 400);
    });

    it("is 404 (3001) for an unknown member and 403 (3004) for another user's member", async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      const member = await createMember(t, other, { display_name: 'theirs' });
      assertApiError(await t.patch('/api/v1/members/unknown-id', { bio: 'x' }, user.token), 404, 3001);
      assertApiError(await t.patch(`/api/v1/members/${member.id}`, { bio: 'x' }, user.token), 403, 3004);
      assert.equal((await t.get(`/api/v1/members/${member.id}`)).body.bio, null);
    });
  });

  describe('DELETE /members/{memberRef}', () => {
    it('deletes the member: 204 with no body, then 404', async () => {
      const user = await registerUser(t);
      const member = await createMember(t, user);
      const res = await t.del(`/api/v1/members/${member.id}`, user.token);
      assert.equal(res.status, 204);
      assert.equal(res.raw, '');
      assertApiError(await t.get(`/api/v1/members/${member.id}`), 404, 3001);
      assertApiError(await t.del(`/api/v1/members/${member.id}`, user.token), 404, 3001);
    });

    it("is 403 (3004) for another user's member, which survives", async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      const member = await createMember(t, other);
      assertApiError(await t.del(`/api/v1/members/${member.id}`, user.token), 403, 3004);
      assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 200);
    });
  });
});
