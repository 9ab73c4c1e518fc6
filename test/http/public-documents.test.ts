/**
 * Public reads are served from stored documents, rebuilt in the transaction of every write that
 * changes them. The oracle: after each kind of write, every public read endpoint answers exactly
 * what the owner's own view (built from the records on each read) says the public should see.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/core/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateTo } from '../../src/db/migrator.js';
import { createTestDatabase } from '../helpers/test-database.js';
import {
  createFlag,
  createMember,
  customPreference,
  PREF_A,
  PREF_B,
  registerUser,
  type TestUser,
} from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const USER_KEYS = [
  'id',
  'sid',
  'name',
  'display_name',
  'bio',
  'content_note',
  'member_title',
  'avatar',
  'links',
  'verified_links',
  'names',
  'pronouns',
  'members',
  'fields',
  'custom_preferences',
  'flags',
  'badges',
  'utc_offset',
];
const PARTIAL_MEMBER_KEYS = [
  'id',
  'sid',
  'name',
  'display_name',
  'bio',
  'content_note',
  'avatar',
  'links',
  'verified_links',
  'names',
  'pronouns',
  'flags',
];
/** A member without what only its owner sees. */
const withoutOwnerKeys = ({ unlisted: _u, placements: _p, pending_placements: _w, ...rest }: Record<string, unknown>) =>
  rest;
const pick = (object: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, object[k]]));

describe('public documents stay in step with every write', () => {
  let t: TestApp;
  let user: TestUser;

  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  /** Every public read of the user and each member, checked against the owner's view. */
  async function assertPublicReadsMatchOwnerView() {
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    const listed = me.members.filter((m: { unlisted: boolean }) => !m.unlisted).map(withoutOwnerKeys);
    const expectedUser = { ...pick(me, USER_KEYS), members: me.list_private ? [] : listed };
    for (const ref of [user.id, me.name, me.name.toUpperCase()]) {
      const res = await t.get(`/api/v1/users/${ref}`);
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.deepEqual(res.body, expectedUser, `GET /users/${ref}`);
    }
    const list = await t.get(`/api/v1/users/${user.id}/members`);
    if (me.list_private) assert.equal(list.status, 403);
    else assert.deepEqual(list.body, listed, 'GET /users/{ref}/members');
    const partialUser = pick(me, ['id', 'name', 'display_name', 'avatar', 'custom_preferences']);
    for (const own of me.members as Array<{ id: string; name: string }>) {
      const full = (await t.get(`/api/v1/users/@me/members/${own.id}`, user.token)).body;
      // MeUser's members come from stored documents; the owner's full view is built from the records.
      assert.deepEqual(
        own,
        pick(full, [...PARTIAL_MEMBER_KEYS, 'unlisted', 'placements', 'pending_placements']),
        'MeUser member = record view',
      );
      const expected = { ...withoutOwnerKeys(full), user: partialUser };
      assert.deepEqual((await t.get(`/api/v1/members/${own.id}`)).body, expected, 'GET /members/{id}');
      assert.deepEqual(
        (await t.get(`/api/v1/users/${me.name}/members/${encodeURIComponent(own.name)}`)).body,
        expected,
        'by name',
      );
      assert.deepEqual(
        (await t.get(`/api/v1/users/${user.id}/members/${own.id}`)).body,
        expected,
        'by id under the user',
      );
    }
  }

  it('after registration, profile edits, renames and list_private', async () => {
    user = await registerUser(t);
    await assertPublicReadsMatchOwnerView();
    await t.patch(
      '/api/v1/users/@me',
      { display_name: 'Dee', bio: 'b', names: [{ value: 'Dee', status: 'favourite' }], links: ['https://d.example'] },
      user.token,
    );
    await assertPublicReadsMatchOwnerView();
    await t.patch('/api/v1/users/@me', { name: `${user.name}x` }, user.token);
    await assertPublicReadsMatchOwnerView();
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).status, 404, 'the old name no longer answers');
  });

  it('after member creation, edits, renames, unlisting and deletion', async () => {
    const a = await createMember(t, user, { bio: 'first' });
    const b = await createMember(t, user, { pronouns: [{ pronouns: 'she/her/hers', status: 'okay' }] });
    await assertPublicReadsMatchOwnerView();
    await t.patch(`/api/v1/members/${a.id}`, { display_name: 'Ay', name: 'renamed-a' }, user.token);
    await assertPublicReadsMatchOwnerView();
    assert.equal(
      (await t.get(`/api/v1/users/${user.id}/members/${encodeURIComponent(a.name)}`)).status,
      404,
      'old member name',
    );
    await t.patch(`/api/v1/members/${b.id}`, { unlisted: true }, user.token);
    await assertPublicReadsMatchOwnerView();
    await t.patch(`/api/v1/members/${b.id}`, { unlisted: false }, user.token);
    await assertPublicReadsMatchOwnerView();
    await t.del(`/api/v1/members/${a.id}`, user.token);
    await assertPublicReadsMatchOwnerView();
    assert.equal((await t.get(`/api/v1/members/${a.id}`)).status, 404);
    await t.patch('/api/v1/users/@me', { list_private: true }, user.token);
    await assertPublicReadsMatchOwnerView();
    await t.patch('/api/v1/users/@me', { list_private: false }, user.token);
  });

  it('after custom preferences change, and their removal resets entries on members', async () => {
    await t.patch(
      '/api/v1/users/@me',
      { custom_preferences: { [PREF_A]: customPreference('a'), [PREF_B]: customPreference('b') } },
      user.token,
    );
    const m = await createMember(t, user, {
      names: [{ value: 'n', status: PREF_A }],
      fields: [{ name: 'f', entries: [{ value: 'v', status: PREF_B }] }],
    });
    await assertPublicReadsMatchOwnerView();
    await t.patch('/api/v1/users/@me', { custom_preferences: { [PREF_B]: customPreference('b2') } }, user.token);
    await assertPublicReadsMatchOwnerView();
    assert.equal((await t.get(`/api/v1/members/${m.id}`)).body.names[0].status, 'okay');
  });

  it('after flag library changes, sid rerolls and time zone changes', async () => {
    const pride = await createFlag(t, user, { name: 'Pride' });
    const trans = await createFlag(t, user, { name: 'Trans' });
    const m = await createMember(t, user, { flags: [trans.id, pride.id] });
    await t.patch('/api/v1/users/@me', { flags: [pride.id], timezone: 'Asia/Kolkata' }, user.token);
    await assertPublicReadsMatchOwnerView();
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.utc_offset, 19800);
    await t.patch(
      `/api/v1/users/@me/flags/${pride.id}`,
      { name: 'Progress', description: 'progress pride' },
      user.token,
    );
    await assertPublicReadsMatchOwnerView();
    assert.deepEqual(
      (await t.get(`/api/v1/members/${m.id}`)).body.flags.map((f: { name: string }) => f.name),
      ['Trans', 'Progress'],
    );
    await t.del(`/api/v1/users/@me/flags/${pride.id}`, user.token);
    await assertPublicReadsMatchOwnerView();
    assert.deepEqual((await t.get(`/api/v1/users/${user.id}`)).body.flags, []);
    assert.equal((await t.post('/api/v1/users/@me/sid', {}, user.token)).status, 200);
    assert.equal((await t.post(`/api/v1/members/${m.id}/sid`, {}, user.token)).status, 200);
    await assertPublicReadsMatchOwnerView();
    await t.patch('/api/v1/users/@me', { timezone: null }, user.token);
    await assertPublicReadsMatchOwnerView();
  });

  it('after account deletion nothing public answers', async () => {
    const members = (await t.get('/api/v1/users/@me', user.token)).body.members;
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).status, 404);
    assert.equal((await t.get(`/api/v1/users/${user.id}/members`)).status, 404);
    for (const m of members) assert.equal((await t.get(`/api/v1/members/${m.id}`)).status, 404);
  });
  it('lists longer than a page are complete and in creation order everywhere', async () => {
    user = await registerUser(t);
    const created = [];
    for (let i = 0; i < 19; i++) created.push(await createMember(t, user, { name: `m${i}`, unlisted: i % 3 === 0 }));
    const listedIds = created.filter((_, i) => i % 3 !== 0).map((m) => m.id);
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(
      me.members.map((m: { id: string }) => m.id),
      created.map((m) => m.id),
    );
    assert.deepEqual(
      (await t.get(`/api/v1/users/${user.id}`)).body.members.map((m: { id: string }) => m.id),
      listedIds,
    );
    const own = (await t.get('/api/v1/users/@me/members', user.token)).body;
    assert.deepEqual(
      own.map((m: { id: string }) => m.id),
      created.map((m) => m.id),
    );
    await assertPublicReadsMatchOwnerView();
    const login = await t.post('/api/v1/auth/login', { username: user.name, password: user.password });
    assert.equal(login.status, 200);
    assert.deepEqual(login.body.user, me, 'the login answer carries the same MeUser');
    assert.equal((await t.get('/api/v1/meta')).body.members >= listedIds.length, true);
  });
});

describe('documents of data written before they existed', () => {
  it('are built when the database is opened, and from then on every row must have them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nametag-legacy-'));
    const database = await createTestDatabase(dir);
    // A database as version 0002 left it, with rows an older version wrote without documents.
    const legacy = openDatabase(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateTo(legacy, '0002-public-documents');
    const userId = '0191b000-0000-7000-8000-000000000001';
    const memberId = '0191b000-0000-7000-8000-000000000002';
    const entries = JSON.stringify([{ value: 'Sam', status: 'favourite' }]);
    await sql`insert into users (id, username, username_key, bio, links, names, pronouns, fields, custom_preferences,
      created_at, updated_at, last_active_at) values (${userId}, 'Legacy', 'legacy', 'old bio', '[]', ${entries}, '[]', '[]', '{}', 1, 1, 1)`.execute(
      legacy,
    );
    await sql`insert into members (id, user_id, name, name_key, links, names, pronouns, fields, created_at, updated_at)
      values (${memberId}, ${userId}, 'Old', 'old', '[]', ${entries}, ${JSON.stringify([{ pronouns: 'they/them', display_text: null, status: 'okay' }])}, '[]', 1, 1)`.execute(
      legacy,
    );
    await legacy.destroy();

    const t2 = await startTestApp({ DATABASE_URL: database.url });
    try {
      const user = (await t2.get('/api/v1/users/legacy')).body;
      assert.equal(user.id, userId);
      assert.equal(user.bio, 'old bio');
      assert.deepEqual(user.names, [{ value: 'Sam', status: 'favourite' }]);
      assert.deepEqual(
        user.members.map((m: { id: string }) => m.id),
        [memberId],
      );
      const member = (await t2.get(`/api/v1/members/${memberId}`)).body;
      assert.deepEqual(member.pronouns, [{ pronouns: 'they/them', display_text: 'they/them', status: 'okay' }]);
      assert.equal(member.user.name, 'Legacy');
      await t2.asOperator(async (ctx) => {
        await assert.rejects(sql`update users set public_doc = null where id = ${userId}`.execute(ctx.db));
        await assert.rejects(sql`update members set partial_doc = null where id = ${memberId}`.execute(ctx.db));
      });
    } finally {
      await t2.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
