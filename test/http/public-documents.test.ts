/**
 * Public reads are served from stored documents, rebuilt in the transaction of every write that
 * changes them. The oracle: after each kind of write, every public read endpoint answers exactly
 * what the owner's own view (built from the records on each read) says the public should see.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openContext } from '../../src/context.js';
import { createMember, customPreference, PREF_A, PREF_B, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const USER_KEYS = ['id', 'name', 'display_name', 'bio', 'member_title', 'avatar', 'links', 'names', 'pronouns', 'members', 'fields', 'custom_preferences'];
const withoutUnlisted = ({ unlisted: _u, ...rest }: Record<string, unknown>) => rest;
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
    const listed = me.members.filter((m: { unlisted: boolean }) => !m.unlisted).map(withoutUnlisted);
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
    for (const own of me.members) {
      const full = (await t.get(`/api/v1/users/@me/members/${own.id}`, user.token)).body;
      const expected = { ...withoutUnlisted(full), user: partialUser };
      assert.deepEqual((await t.get(`/api/v1/members/${own.id}`)).body, expected, 'GET /members/{id}');
      assert.deepEqual((await t.get(`/api/v1/users/${me.name}/members/${encodeURIComponent(own.name)}`)).body, expected, 'by name');
      assert.deepEqual((await t.get(`/api/v1/users/${user.id}/members/${own.id}`)).body, expected, 'by id under the user');
    }
  }

  it('after registration, profile edits, renames and list_private', async () => {
    user = await registerUser(t);
    await assertPublicReadsMatchOwnerView();
    await t.patch('/api/v1/users/@me', { display_name: 'Dee', bio: 'b', names: [{ value: 'Dee', status: 'favourite' }], links: ['https://d.example'] }, user.token);
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
    assert.equal((await t.get(`/api/v1/users/${user.id}/members/${encodeURIComponent(a.name)}`)).status, 404, 'old member name');
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
    await t.patch('/api/v1/users/@me', { custom_preferences: { [PREF_A]: customPreference('a'), [PREF_B]: customPreference('b') } }, user.token);
    const m = await createMember(t, user, { names: [{ value: 'n', status: PREF_A }], fields: [{ name: 'f', entries: [{ value: 'v', status: PREF_B }] }] });
    await assertPublicReadsMatchOwnerView();
    await t.patch('/api/v1/users/@me', { custom_preferences: { [PREF_B]: customPreference('b2') } }, user.token);
    await assertPublicReadsMatchOwnerView();
    assert.equal((await t.get(`/api/v1/members/${m.id}`)).body.names[0].status, 'okay');
  });

  it('after account deletion nothing public answers', async () => {
    const members = (await t.get('/api/v1/users/@me', user.token)).body.members;
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).status, 404);
    assert.equal((await t.get(`/api/v1/users/${user.id}/members`)).status, 404);
    for (const m of members) assert.equal((await t.get(`/api/v1/members/${m.id}`)).status, 404);
  });

  it('reads data written before documents existed, and builds its documents at the next start', async () => {
    user = await registerUser(t);
    await t.patch('/api/v1/users/@me', { bio: 'legacy' }, user.token);
    await createMember(t, user, { bio: 'legacy member' });
    await t.asOperator(async (ctx) => {
      await sql`update users set public_doc = null, partial_doc = null, members_doc = null where id = ${user.id}`.execute(ctx.db);
      await sql`update members set public_doc = null, partial_doc = null where user_id = ${user.id}`.execute(ctx.db);
    });
    await assertPublicReadsMatchOwnerView();
    // What a new start-up does: fill the missing documents.
    const ctx = await openContext(t.config, t.clock);
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from users where id = ${user.id} and public_doc is not null and members_doc is not null`.execute(ctx.db);
      assert.equal(Number(rows[0]!.n), 1);
    } finally {
      await ctx.db.destroy();
    }
    await assertPublicReadsMatchOwnerView();
  });
});
