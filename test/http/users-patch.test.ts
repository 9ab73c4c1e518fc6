/** Endpoint 3: PATCH /users/@me — merge semantics, limits at their boundaries, usernames, preferences. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertApiError,
  many,
  repeat,
  createMember,
  customPreference,
  PREF_A,
  PREF_B,
  registerUser,
  type TestUser,
  uniqueName,
} from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const entry = (value = 'x', status = 'okay') => ({ value, status });
const s = repeat;

/** An https URL of exactly `length` characters. */
const link = (length: number) => `https://example.org/${'a'.repeat(length - 'https://example.org/'.length)}`;

describe('PATCH /users/@me', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const patch = (body: unknown, token = user.token) => t.patch('/api/v1/users/@me', body, token);
  const fresh = async () => {
    user = await registerUser(t);
  };

  it('merges: absent keys stay, present keys replace, arrays replace whole', async () => {
    await fresh();
    let res = await patch({
      display_name: 'Ada',
      bio: 'hello',
      names: [entry('Ada', 'favourite'), entry('A')],
      links: ['https://a.example'],
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.display_name, 'Ada');
    res = await patch({ names: [entry('Lovelace')] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.names, [entry('Lovelace')]);
    assert.equal(res.body.display_name, 'Ada');
    assert.equal(res.body.bio, 'hello');
    assert.deepEqual(res.body.links, ['https://a.example']);
    const read = await t.get(`/api/v1/users/${user.id}`);
    assert.deepEqual(read.body.names, [entry('Lovelace')]);
    assert.equal(read.body.bio, 'hello');
  });

  it('returns the full updated MeUser', async () => {
    await fresh();
    const res = await patch({ member_title: 'Headmates' });
    assert.equal(res.status, 200);
    assert.equal(res.body.member_title, 'Headmates');
    assert.equal(res.body.max_invites, 10);
    assert.equal(res.body.is_admin, false);
    assert.deepEqual(res.body, (await t.get('/api/v1/users/@me', user.token)).body);
  });

  it('clears optional strings with null and with ""', async () => {
    await fresh();
    for (const clear of [null, '']) {
      await patch({ display_name: 'D', bio: 'B', member_title: 'M' });
      const res = await patch({ display_name: clear, bio: clear, member_title: clear, avatar: clear });
      assert.equal(res.status, 200);
      for (const key of ['display_name', 'bio', 'member_title', 'avatar'])
        assert.equal(res.body[key], null, `${key} ${clear}`);
    }
  });

  it('ignores read-only keys but refuses unknown keys, naming them', async () => {
    await fresh();
    const res = await patch({
      display_name: 'Ok',
      id: 'forged',
      members: [{ id: 'x' }],
      max_invites: 999,
      is_admin: true,
      chat_platform: '1',
      fediverse_instance: 'evil.example',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.id, user.id);
    assert.equal(res.body.is_admin, false);
    assert.equal(res.body.max_invites, 10);
    assert.equal(res.body.chat_platform, null);
    assert.equal(res.body.fediverse_instance, null);

    const unknown = await patch({ display_name: 'Changed', favourite_colour: 'green' });
    assertApiError(unknown, 400, 400);
    assert.match(unknown.body.message, /favourite_colour/);
    assert.match(unknown.body.details, /favourite_colour/);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.display_name, 'Ok', 'nothing changed');

    const nested = await patch({ names: [{ value: 'x', status: 'okay', colour: 'red' }] });
    assertApiError(nested, 400, 400);
    assert.match(nested.body.details, /names\.0\.colour/);
  });

  it('refuses an empty update, or one with only read-only keys', async () => {
    await fresh();
    assertApiError(await patch({}), 400, 400);
    assertApiError(await patch({ id: 'x', is_admin: true }), 400, 400);
  });

  it('refuses bodies that are not JSON objects', async () => {
    await fresh();
    for (const body of ['[]', '"text"', '42', 'null', 'true']) {
      assertApiError(await t.request('PATCH', '/api/v1/users/@me', { body, token: user.token }), 400, 400);
    }
    assertApiError(await t.request('PATCH', '/api/v1/users/@me', { token: user.token }), 400, 400);
  });

  it('accepts application/merge-patch+json', async () => {
    await fresh();
    const res = await t.request('PATCH', '/api/v1/users/@me', {
      body: { bio: 'merge' },
      token: user.token,
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.bio, 'merge');
  });

  it('refuses wrong types without coercing them', async () => {
    await fresh();
    for (const body of [
      { display_name: 5 },
      { bio: true },
      { links: 'https://x' },
      { links: [5] },
      { names: {} },
      { list_private: 'true' },
      { list_private: 1 },
      { names: [{ value: 5, status: 'okay' }] },
      { name: null },
      { fields: [{ name: 'f' }] },
      { custom_preferences: [] },
    ]) {
      const res = await patch(body);
      assertApiError(res, 400, 400);
      assert.ok(res.body.details, JSON.stringify(body));
    }
  });

  describe('limits (last valid value, first invalid one)', () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>, RegExp]> = [
      ['display_name length', { display_name: s(100) }, { display_name: s(101) }, /^display_name/],
      [
        'display_name counts characters, not bytes',
        { display_name: s(100, '😀') },
        { display_name: s(101, '😀') },
        /^display_name/,
      ],
      ['bio length', { bio: s(1000) }, { bio: s(1001) }, /^bio/],
      ['member_title length', { member_title: s(100) }, { member_title: s(101) }, /^member_title/],
      ['names count', { names: many(100, () => entry()) }, { names: many(101, () => entry()) }, /^names/],
      [
        'pronouns count',
        { pronouns: many(100, () => entry('they/them')) },
        { pronouns: many(101, () => entry('they/them')) },
        /^pronouns/,
      ],
      ['entry value length', { names: [entry(s(100))] }, { names: [entry(s(101))] }, /^names\.0\.value/],
      ['entry value not empty', { names: [entry('a')] }, { names: [entry('')] }, /^names\.0\.value/],
      [
        'fields count',
        { fields: many(25, (i) => ({ name: `f${i}`, entries: [] })) },
        { fields: many(26, (i) => ({ name: `f${i}`, entries: [] })) },
        /^fields/,
      ],
      [
        'field name length',
        { fields: [{ name: s(100), entries: [] }] },
        { fields: [{ name: s(101), entries: [] }] },
        /^fields\.0\.name/,
      ],
      [
        'field name not empty',
        { fields: [{ name: 'a', entries: [] }] },
        { fields: [{ name: '', entries: [] }] },
        /^fields\.0\.name/,
      ],
      [
        'field entries count',
        { fields: [{ name: 'f', entries: many(100, () => entry()) }] },
        { fields: [{ name: 'f', entries: many(101, () => entry()) }] },
        /^fields\.0\.entries/,
      ],
      [
        'links count',
        { links: many(25, (i) => `https://l${i}.example`) },
        { links: many(26, (i) => `https://l${i}.example`) },
        /^links/,
      ],
      ['link length', { links: [link(256)] }, { links: [link(257)] }, /^links\.0/],
      ['link not empty', { links: ['https://a.example'] }, { links: [''] }, /^links\.0/],
      [
        'custom_preferences count',
        {
          custom_preferences: Object.fromEntries(
            many(25, (i) => [`0191a000-0000-7000-8000-${String(i).padStart(12, '0')}`, customPreference()]),
          ),
        },
        {
          custom_preferences: Object.fromEntries(
            many(26, (i) => [`0191a000-0000-7000-8000-${String(i).padStart(12, '0')}`, customPreference()]),
          ),
        },
        /^custom_preferences/,
      ],
      [
        'custom preference icon length',
        { custom_preferences: { [PREF_A]: customPreference(s(50)) } },
        { custom_preferences: { [PREF_A]: customPreference(s(51)) } },
        /icon/,
      ],
      [
        'custom preference tooltip length',
        { custom_preferences: { [PREF_A]: { ...customPreference(), tooltip: s(128) } } },
        { custom_preferences: { [PREF_A]: { ...customPreference(), tooltip: s(129) } } },
        /tooltip/,
      ],
      [
        'custom preference size',
        { custom_preferences: { [PREF_A]: { ...customPreference(), size: 'large' } } },
        { custom_preferences: { [PREF_A]: { ...customPreference(), size: 'huge' } } },
        /size/,
      ],
      [
        'custom preference key is a UUID',
        { custom_preferences: { [PREF_A]: customPreference() } },
        { custom_preferences: { 'not-a-uuid': customPreference() } },
        /custom_preferences/,
      ],
    ];
    for (const [label, valid, invalid, path] of cases) {
      it(label, async () => {
        await fresh();
        const ok = await patch(valid);
        assert.equal(ok.status, 200, `${label}: ${ok.raw.slice(0, 300)}`);
        const before = (await t.get('/api/v1/users/@me', user.token)).body;
        const bad = await patch(invalid);
        assertApiError(bad, 400, 400);
        assert.match(bad.body.details ?? '', path, bad.raw);
        assert.deepEqual(
          (await t.get('/api/v1/users/@me', user.token)).body,
          before,
          'a refused PATCH changes nothing',
        );
      });
    }
  });

  describe('username', () => {
    it('can be changed, and the old name stops resolving', async () => {
      await fresh();
      const newName = uniqueName('renamed');
      const res = await patch({ name: newName });
      assert.equal(res.status, 200);
      assert.equal(res.body.name, newName);
      assert.equal((await t.get(`/api/v1/users/${newName}`)).body.id, user.id);
      assertApiError(await t.get(`/api/v1/users/${user.name}`), 404, 2001);
    });

    it('accepts 2 and 40 characters of the allowed set', async () => {
      await fresh();
      for (const name of [`a${Math.random().toString(36).slice(2, 3)}`, `${uniqueName('x')}.-_`.padEnd(40, 'z')]) {
        const res = await patch({ name });
        assert.equal(res.status, 200, `${name}: ${res.raw}`);
        assert.equal(res.body.name, name);
      }
    });

    it('refuses invalid usernames with code 1006', async () => {
      await fresh();
      for (const name of ['a', s(41), '', '..', '.', 'has space', 'ümlaut', 'slash/name', 'at@sign', '@me']) {
        assertApiError(await patch({ name }), 400, 1006);
      }
      assert.equal((await t.get('/api/v1/users/@me', user.token)).body.name, user.name);
    });

    it('refuses a taken username with code 1007, case-insensitively', async () => {
      await fresh();
      const other = await registerUser(t);
      assertApiError(await patch({ name: other.name }), 400, 1007);
      assertApiError(await patch({ name: other.name.toUpperCase() }), 400, 1007);
    });

    it("allows changing only the case of one's own username", async () => {
      await fresh();
      const res = await patch({ name: user.name.toUpperCase() });
      assert.equal(res.status, 200);
      assert.equal(res.body.name, user.name.toUpperCase());
    });

    it('keeps a name given up by a rename for its former owner for 30 days; nobody else can take it', async () => {
      await fresh();
      const member = await createMember(t, user, { name: 'pub' });
      const oldName = user.name;
      assert.equal((await patch({ name: uniqueName('moved') })).status, 200);
      assertApiError(await t.get(`/api/v1/users/${oldName}`), 404, 2001);
      assertApiError(await t.get(`/api/v1/users/${oldName}/members/pub`), 404, 2001);
      const squatter = await registerUser(t);
      assertApiError(await t.patch('/api/v1/users/@me', { name: oldName }, squatter.token), 400, 1007);
      assertApiError(await t.patch('/api/v1/users/@me', { name: oldName.toUpperCase() }, squatter.token), 400, 1007);
      const register = await t.post('/api/v1/auth/register', { username: oldName, password: 'long enough password' });
      assertApiError(register, 400, 1007);
      // After 30 days the name is free again; its former owner could always take it back.
      t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      assert.equal((await t.patch('/api/v1/users/@me', { name: oldName }, squatter.token)).status, 200);
      assert.equal((await t.get(`/api/v1/users/${oldName}`)).body.id, squatter.id);
      assertApiError(await t.get(`/api/v1/users/${oldName}/members/pub`), 404, 3001);
      assert.equal((await t.get(`/api/v1/members/${member.id}`)).body.user.id, user.id);
    });

    it('lets the former owner take a held name back', async () => {
      await fresh();
      const oldName = user.name;
      assert.equal((await patch({ name: uniqueName('moved') })).status, 200);
      const back = await patch({ name: oldName });
      assert.equal(back.status, 200, back.raw);
      assert.equal((await t.get(`/api/v1/users/${oldName}`)).body.id, user.id);
    });
  });

  describe('links', () => {
    it('accepts absolute http and https URLs and refuses every other kind, naming the entry', async () => {
      await fresh();
      const good = ['https://robin.example', 'http://robin.example/a?b=c#d', 'https://xn--bcher-kva.example/'];
      assert.equal((await patch({ links: good })).status, 200);
      for (const bad of [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        'file:///etc/passwd',
        'mailto:robin@example.org',
        '//robin.example',
        '/relative/path',
        'robin.example',
        'https://',
        'ftp://robin.example',
      ]) {
        const res = await patch({ links: ['https://fine.example', bad] });
        assertApiError(res, 400, 400);
        assert.match(res.body.details, /^links\.1: must be an absolute http/, bad);
      }
      assert.deepEqual((await t.get('/api/v1/users/@me', user.token)).body.links, good);
    });
  });

  describe('preferences', () => {
    it('accepts the five built-in statuses', async () => {
      await fresh();
      const statuses = ['favourite', 'okay', 'jokingly', 'friends_only', 'avoid'];
      const res = await patch({ names: statuses.map((st) => entry('n', st)) });
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.names.map((e: { status: string }) => e.status),
        statuses,
      );
    });

    it('refuses an unknown status, naming the entry', async () => {
      await fresh();
      for (const [body, path] of [
        [{ names: [entry('a'), entry('b', 'loved')] }, 'names.1.status'],
        [{ pronouns: [entry('they/them', PREF_A)] }, 'pronouns.0.status'],
        [
          { fields: [{ name: 'f', entries: [entry('a'), entry('b'), entry('c', 'nope')] }] },
          'fields.0.entries.2.status',
        ],
      ] as const) {
        const res = await patch(body);
        assertApiError(res, 400, 400);
        assert.match(res.body.details, new RegExp(`^${path.replaceAll('.', '\\.')}: unknown preference`));
      }
    });

    it('accepts a custom preference defined in the same PATCH, and returns it complete', async () => {
      await fresh();
      const res = await patch({ custom_preferences: { [PREF_A]: customPreference() }, names: [entry('n', PREF_A)] });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.custom_preferences, {
        [PREF_A]: { icon: 'star', tooltip: 'A custom preference', size: 'normal', muted: false, favourite: false },
      });
      assert.equal(res.body.names[0].status, PREF_A);
      const withFlags = await patch({
        custom_preferences: { [PREF_A]: { ...customPreference(), muted: true, favourite: true } },
      });
      assert.equal(withFlags.body.custom_preferences[PREF_A].muted, true);
      assert.equal(withFlags.body.custom_preferences[PREF_A].favourite, true);
    });

    it('turns entries of the user and of every member into "okay" when their preference is removed', async () => {
      await fresh();
      await patch({ custom_preferences: { [PREF_A]: customPreference(), [PREF_B]: customPreference('moon') } });
      await patch({
        names: [entry('a', PREF_A), entry('b', PREF_B)],
        pronouns: [entry('she/her', PREF_A)],
        fields: [{ name: 'f', entries: [entry('x', PREF_A), entry('y', 'avoid')] }],
      });
      const member = await createMember(t, user, {
        names: [entry('m', PREF_A)],
        pronouns: [
          { pronouns: 'it/its', status: PREF_A },
          { pronouns: 'xe/xem', status: PREF_B },
        ],
        fields: [{ name: 'g', entries: [entry('z', PREF_A)] }],
      });
      const hidden = await createMember(t, user, { unlisted: true, names: [entry('h', PREF_A)] });

      const res = await patch({ custom_preferences: { [PREF_B]: customPreference('moon') } });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.names, [entry('a', 'okay'), entry('b', PREF_B)]);
      assert.deepEqual(res.body.pronouns, [
        { ...entry('she/her', 'okay'), pronouns: 'she/her', display_text: 'she/her' },
      ]);
      assert.deepEqual(res.body.fields, [{ name: 'f', entries: [entry('x', 'okay'), entry('y', 'avoid')] }]);

      const m = (await t.get(`/api/v1/members/${member.id}`)).body;
      assert.deepEqual(m.names, [entry('m', 'okay')]);
      assert.deepEqual(
        m.pronouns.map((p: { status: string }) => p.status),
        ['okay', PREF_B],
      );
      assert.deepEqual(m.fields[0].entries, [entry('z', 'okay')]);
      assert.deepEqual((await t.get(`/api/v1/members/${hidden.id}`)).body.names, [entry('h', 'okay')]);
    });

    it('refuses a PATCH that removes a preference and uses it in the same body', async () => {
      await fresh();
      await patch({ custom_preferences: { [PREF_A]: customPreference() } });
      assertApiError(await patch({ custom_preferences: {}, names: [entry('n', PREF_A)] }), 400, 400);
    });
  });

  it('sets list_private', async () => {
    await fresh();
    assert.equal((await patch({ list_private: true })).body.list_private, true);
    assert.equal((await patch({ list_private: false })).body.list_private, false);
  });

  it('refuses an avatar that is not an image, naming the field (uploads: avatars.test.ts)', async () => {
    await fresh();
    const res = await patch({ avatar: 'iVBORw0KGgo=' });
    assertApiError(res, 400, 400);
    assert.match(res.body.details, /^avatar: /);
  });
});
