/** Endpoints 1 and 2: GET /users/{userRef} and GET /users/@me. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, createMember, registerUser, uniqueName } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const USER_KEYS = [
  'avatar', 'bio', 'custom_preferences', 'display_name', 'fields', 'id', 'links', 'member_title', 'members', 'name', 'names', 'pronouns',
].sort();
const LINKED_KEYS = [
  'chat_platform', 'chat_platform_username', 'blog_platform', 'blog_platform_username', 'identity_provider',
  'identity_provider_username', 'fediverse', 'fediverse_username', 'fediverse_instance',
];

describe('GET /users/{userRef}', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('returns the public User by ID and by username, with every field and unset values as null/[]/{}', async () => {
    const user = await registerUser(t);
    for (const ref of [user.id, user.name]) {
      const res = await t.get(`/api/v1/users/${ref}`);
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body).sort(), USER_KEYS);
      assert.equal(res.body.id, user.id);
      assert.equal(res.body.name, user.name);
      for (const key of ['display_name', 'bio', 'member_title', 'avatar']) assert.equal(res.body[key], null, key);
      for (const key of ['links', 'names', 'pronouns', 'members', 'fields']) assert.deepEqual(res.body[key], [], key);
      assert.deepEqual(res.body.custom_preferences, {});
      assert.match(res.headers['content-type'] as string, /^application\/json/);
    }
  });

  it('matches usernames case-insensitively and returns the stored spelling', async () => {
    const name = uniqueName('MixedCase');
    await registerUser(t, name);
    for (const ref of [name.toLowerCase(), name.toUpperCase()]) {
      const res = await t.get(`/api/v1/users/${ref}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.name, name);
    }
  });

  it('resolves an ID before a username that equals it', async () => {
    const first = await registerUser(t);
    // A UUID is a valid username, so a second user can take the first user's ID as their name.
    const impostor = await registerUser(t, first.id);
    const byId = await t.get(`/api/v1/users/${first.id}`);
    assert.equal(byId.body.id, first.id);
    assert.equal(byId.body.name, first.name);
    const byOwnId = await t.get(`/api/v1/users/${impostor.id}`);
    assert.equal(byOwnId.body.name, first.id);
  });

  it('is 404 with code 2001 "User not found" for an unknown user', async () => {
    const res = await t.get('/api/v1/users/nobody-here');
    assertApiError(res, 404, 2001);
    assert.equal(res.body.message, 'User not found');
  });

  it('is 404 with code 2001 for a deleted user, by ID and by name', async () => {
    const user = await registerUser(t);
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
    assertApiError(await t.get(`/api/v1/users/${user.name}`), 404, 2001);
  });

  it('lists only listed members, and none when the member list is private', async () => {
    const user = await registerUser(t);
    const listed = await createMember(t, user);
    await createMember(t, user, { unlisted: true });
    let res = await t.get(`/api/v1/users/${user.id}`);
    assert.deepEqual(res.body.members.map((m: { id: string }) => m.id), [listed.id]);
    assert.equal('unlisted' in res.body.members[0], false, 'unlisted is an owner-only field');
    assert.deepEqual(Object.keys(res.body.members[0]).sort(), ['avatar', 'bio', 'display_name', 'id', 'links', 'name', 'names', 'pronouns']);

    await t.patch('/api/v1/users/@me', { list_private: true }, user.token);
    res = await t.get(`/api/v1/users/${user.id}`);
    assert.deepEqual(res.body.members, []);
  });

  it('does not expose MeUser-only fields publicly', async () => {
    const user = await registerUser(t);
    const res = await t.get(`/api/v1/users/${user.id}`);
    for (const key of ['max_invites', 'is_admin', 'list_private', ...LINKED_KEYS]) assert.equal(key in res.body, false, key);
  });
});

describe('GET /users/@me', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ INVITE_LIMIT: '7' });
  });
  after(() => t.close());

  it('returns the MeUser with its extra fields', async () => {
    const user = await registerUser(t);
    const res = await t.get('/api/v1/users/@me', user.token);
    assert.equal(res.status, 200);
    assert.equal(res.body.id, user.id);
    assert.equal(res.body.max_invites, 7);
    assert.equal(res.body.is_admin, false);
    assert.equal(res.body.list_private, false);
    for (const key of LINKED_KEYS) assert.equal(res.body[key], null, key);
    assert.deepEqual(Object.keys(res.body).sort(), [...USER_KEYS, 'max_invites', 'is_admin', 'list_private', ...LINKED_KEYS].sort());
  });

  it('accepts the token bare and with a Bearer prefix', async () => {
    const user = await registerUser(t);
    for (const header of [user.token, `Bearer ${user.token}`, `bearer ${user.token}`]) {
      const res = await t.get('/api/v1/users/@me', header);
      assert.equal(res.status, 200, header);
      assert.equal(res.body.id, user.id);
    }
  });

  it('shows all own members, unlisted ones included, with their unlisted flag', async () => {
    const user = await registerUser(t);
    const a = await createMember(t, user);
    const b = await createMember(t, user, { unlisted: true });
    await t.patch('/api/v1/users/@me', { list_private: true }, user.token);
    const res = await t.get('/api/v1/users/@me', user.token);
    assert.deepEqual(res.body.members.map((m: { id: string; unlisted: boolean }) => [m.id, m.unlisted]), [[a.id, false], [b.id, true]]);
  });

  it('is 403 without a token and 401 with an invalid one', async () => {
    assertApiError(await t.get('/api/v1/users/@me'), 403, 403);
    assertApiError(await t.get('/api/v1/users/@me', 'nt_notarealtokennotarealtokennotarealtoken12'), 401, 1003);
    assertApiError(await t.get('/api/v1/users/@me', 'garbage'), 401, 1003);
    assertApiError(await t.get('/api/v1/users/@me', 'Basic dXNlcjpwYXNz'), 401, 1003);
  });
});
