/**
 * Races: writes that arrive together must each apply whole or not at all. On PostgreSQL these run
 * truly in parallel (a pool of connections); on SQLite they interleave on one connection.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, createMember, many, registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('concurrent writes', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ MEMBER_LIMIT: '5' });
  });
  after(() => t.close());

  it('parallel PATCHes of one profile never leave a torn state', async () => {
    const user = await registerUser(t);
    const results = await Promise.all(
      many(20, (i) =>
        t.patch(
          '/api/v1/users/@me',
          {
            display_name: `v${i}`,
            bio: `bio of v${i}`,
            names: [{ value: `v${i}`, status: 'favourite' }],
            links: [`https://v${i}.example`],
          },
          user.token,
        ),
      ),
    );
    for (const res of results) assert.equal(res.status, 200, res.raw);
    for (const view of [
      (await t.get('/api/v1/users/@me', user.token)).body,
      (await t.get(`/api/v1/users/${user.id}`)).body,
    ]) {
      const i = /^v(\d+)$/.exec(view.display_name)![1];
      assert.equal(view.bio, `bio of v${i}`);
      assert.deepEqual(view.names, [{ value: `v${i}`, status: 'favourite' }]);
      assert.deepEqual(view.links, [`https://v${i}.example`]);
    }
  });

  it('two members renamed to the same name at once: exactly one wins', async () => {
    const user = await registerUser(t);
    const a = await createMember(t, user, { name: 'alpha' });
    const b = await createMember(t, user, { name: 'beta' });
    const [first, second] = await Promise.all([
      t.patch(`/api/v1/members/${a.id}`, { name: 'Same' }, user.token),
      t.patch(`/api/v1/members/${b.id}`, { name: 'same' }, user.token),
    ]);
    const statuses = [first!.status, second!.status].sort();
    assert.deepEqual(statuses, [200, 400]);
    assertApiError(
      [first!, second!].find((r) => r.status === 400)!,
      400,
      3003,
    );
    const names = (await t.get('/api/v1/users/@me/members', user.token)).body
      .map((m: { name: string }) => m.name.toLowerCase())
      .sort();
    assert.equal(names.filter((n: string) => n === 'same').length, 1);
  });

  it('parallel creates and deletes around the member limit never leave more than the limit', async () => {
    const user = await registerUser(t);
    const existing = [await createMember(t, user), await createMember(t, user), await createMember(t, user)];
    const results = await Promise.all([
      ...many(10, (i) => t.post('/api/v1/members', { name: `race-${i}` }, user.token)),
      ...existing.slice(0, 2).map((m) => t.del(`/api/v1/members/${m.id}`, user.token)),
    ]);
    const created = results.slice(0, 10).filter((r) => r.status === 200).length;
    for (const res of results.slice(0, 10)) if (res.status !== 200) assertApiError(res, 400, 3002);
    for (const res of results.slice(10)) assert.equal(res.status, 204);
    const members = (await t.get('/api/v1/users/@me/members', user.token)).body;
    assert.ok(members.length <= 5, `${members.length} members`);
    assert.equal(members.length, 3 + created - 2, 'every acknowledged create and delete is reflected');
    assert.ok(created >= 2, 'the limit was reached, not undershot');
    assert.equal((await t.get('/api/v1/meta')).status, 200);
  });

  it('deleting a user while their members are being edited leaves no member readable', async () => {
    const user = await registerUser(t);
    const members = [await createMember(t, user), await createMember(t, user), await createMember(t, user)];
    const edits = many(12, (i) => t.patch(`/api/v1/members/${members[i % 3]!.id}`, { bio: `edit ${i}` }, user.token));
    const deletion = t.del('/api/v1/users/@me', user.token);
    const results = await Promise.all([...edits, deletion]);
    assert.equal(results.at(-1)!.status, 204);
    for (const res of results.slice(0, -1))
      assert.ok([200, 401].includes(res.status), `edit answered ${res.status}: ${res.raw}`);
    for (const member of members) {
      assertApiError(await t.get(`/api/v1/members/${member.id}`), 404, 3001);
      assertApiError(await t.get(`/api/v1/users/${user.id}/members/${member.id}`), 404, 2001);
    }
    assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
  });
});
