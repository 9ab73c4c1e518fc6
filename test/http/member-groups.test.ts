/**
 * Member groups through the API (docs/GROUPS.md): the owner's writes and their rules and limits, what
 * each reader sees (unlisted groups, groups kept to audiences, members a reader may not see, private
 * member lists), order, members in any number of groups, deletion of members, groups and audiences.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { purgeDeletedAccounts } from '../../src/modules/accounts/account-service.js';
import { GROUP_LIMITS } from '../../src/profiles/rules/member-groups.js';
import {
  assertApiError,
  createApiToken,
  createMember,
  registerUser,
  repeat,
  type TestUser,
} from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function group(user: TestUser, body: Record<string, unknown>) {
  const res = await t.post('/api/v1/groups', body, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body as { id: string; name: string; member_ids: string[]; members: Array<{ id: string }> };
}

describe('member groups', () => {
  it('are made with their members, read back, changed and deleted by their owner', async () => {
    const user = await registerUser(t);
    const a = await createMember(t, user, { name: 'Ash' });
    const b = await createMember(t, user, { name: 'Birch' });
    const made = await group(user, {
      name: ' Trees ',
      display_name: 'The trees',
      description: 'Tall ones',
      icon: '🌳',
      color: 'A05CD6',
      members: [b.id, a.id, b.id],
    });
    assert.equal(made.name, 'Trees');
    assert.deepEqual(made.member_ids, [b.id, a.id], 'in the order given, once each');
    assert.deepEqual(
      made.members.map((member) => member.id),
      [b.id, a.id],
    );
    assert.equal((made as any).color, '#a05cd6');
    assert.equal((made as any).unlisted, false, 'the owner sees unlisted');
    assert.equal((made as any).audiences, null);

    const byName = await t.get(`/api/v1/users/${user.name}/groups/trees`);
    assert.equal(byName.status, 200, byName.raw);
    assert.equal(byName.body.id, made.id);
    assert.equal(byName.body.icon, '🌳');
    assert.equal(byName.body.unlisted, undefined, 'the public is not told');
    assert.equal(byName.body.audiences, undefined);
    assert.deepEqual(
      byName.body.members.map((member: { name: string }) => member.name),
      ['Birch', 'Ash'],
    );

    const changed = await t.patch(
      `/api/v1/groups/${made.id}`,
      { display_name: '', members: [a.id], color: null },
      user.token,
    );
    assert.equal(changed.status, 200, changed.raw);
    assert.equal(changed.body.display_name, null);
    assert.equal(changed.body.color, null);
    assert.equal(changed.body.description, 'Tall ones', 'absent keys stay');
    assert.deepEqual(changed.body.member_ids, [a.id]);

    const gone = await t.del(`/api/v1/groups/${made.id}`, user.token);
    assert.equal(gone.status, 204);
    assertApiError(await t.get(`/api/v1/users/${user.name}/groups/${made.id}`), 404, 404);
    assert.equal((await t.get(`/api/v1/users/${user.name}/members/${a.id}`)).status, 200, 'its members stay');
  });

  it('refuse what breaks their rules with a 400 naming the field', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const stranger = await createMember(t, other);
    await group(user, { name: 'Taken' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'a/b' }, 'name'],
      [{ name: repeat(GROUP_LIMITS.name + 1) }, 'name'],
      [{ name: 'TAKEN' }, 'name'],
      [{ name: 'x', color: 'purple' }, 'color'],
      [{ name: 'x', icon: repeat(GROUP_LIMITS.icon + 1, '★') }, 'icon'],
      [{ name: 'x', description: repeat(GROUP_LIMITS.description + 1) }, 'description'],
      [{ name: 'x', members: [stranger.id] }, 'members'],
      [{ name: 'x', members: ['not-an-id'] }, 'members'],
      [{ name: 'x', audiences: ['0191a000-0000-7000-8000-00000000000a'] }, 'audiences'],
      [{ name: 'x', surprise: true }, 'surprise'],
    ];
    for (const [body, field] of cases) {
      const res = await t.post('/api/v1/groups', body, user.token);
      assertApiError(res, 400, 400);
      assert.match(res.body.details ?? res.body.message, new RegExp(field), `${JSON.stringify(body)}: ${res.raw}`);
    }
    const list = await t.get('/api/v1/users/@me/groups', user.token);
    assert.deepEqual(
      list.body.map((g: { name: string }) => g.name),
      ['Taken'],
      'nothing half-made',
    );
  });

  it('are the owner’s to change: others get 404, read-only tokens 403, no token 403', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const made = await group(user, { name: 'Mine' });
    assertApiError(await t.patch(`/api/v1/groups/${made.id}`, { name: 'Theirs' }, other.token), 404, 404);
    assertApiError(await t.del(`/api/v1/groups/${made.id}`, other.token), 404, 404);
    const readOnly = await createApiToken(t, user, { read_only: true });
    assertApiError(await t.patch(`/api/v1/groups/${made.id}`, { name: 'X' }, readOnly.token), 403, 4002);
    assertApiError(await t.post('/api/v1/groups', { name: 'Y' }), 403, 403);
    assertApiError(await t.patch(`/api/v1/groups/${made.id}`, {}, user.token), 400, 400);
    assertApiError(await t.patch('/api/v1/groups/nothing-here', { name: 'Z' }, user.token), 404, 404);
    const writer = await createApiToken(t, user);
    const renamed = await t.patch(`/api/v1/groups/${made.id}`, { name: 'Ours' }, writer.token);
    assert.equal(renamed.status, 200, 'an API token that may write changes groups');
  });

  it('show each reader only what they may see', async () => {
    const user = await registerUser(t);
    const listed = await createMember(t, user, { name: 'Listed' });
    const hidden = await createMember(t, user, { name: 'Hidden', unlisted: true });
    const audience = (await t.post('/api/v1/users/@me/audiences', { name: 'Close' }, user.token)).body.id as string;
    const kept = await createMember(t, user, { name: 'Kept', placements: { member: [audience] } });
    const open = await group(user, { name: 'Open', members: [listed.id, hidden.id, kept.id] });
    const unlisted = await group(user, { name: 'Quiet', unlisted: true, members: [listed.id] });
    const closed = await group(user, { name: 'Closed', audiences: [audience], members: [listed.id] });
    const own = await group(user, { name: 'Own', audiences: [] });

    const publicList = await t.get(`/api/v1/users/${user.name}/groups`);
    assert.equal(publicList.status, 200, publicList.raw);
    assert.deepEqual(
      publicList.body.map((g: { name: string }) => g.name),
      ['Open'],
    );
    assert.deepEqual(publicList.body[0].member_ids, [listed.id], 'unlisted and kept members are not named');

    const publicOpen = await t.get(`/api/v1/users/${user.name}/groups/${open.id}`);
    assert.deepEqual(
      publicOpen.body.members.map((m: { name: string }) => m.name),
      ['Listed'],
    );
    assert.ok(!publicOpen.raw.includes('Hidden') && !publicOpen.raw.includes('Kept'));
    assert.equal(
      (await t.get(`/api/v1/users/${user.name}/groups/Quiet`)).status,
      200,
      'unlisted: found by its address',
    );
    assertApiError(await t.get(`/api/v1/users/${user.name}/groups/${closed.id}`), 404, 404);
    assertApiError(await t.get(`/api/v1/users/${user.name}/groups/${own.id}`), 404, 404);

    const ownerList = await t.get('/api/v1/users/@me/groups', user.token);
    assert.deepEqual(
      ownerList.body.map((g: { name: string }) => g.name),
      ['Open', 'Quiet', 'Closed', 'Own'],
    );
    assert.deepEqual(ownerList.body[0].member_ids, [listed.id, hidden.id, kept.id]);
    assert.equal(ownerList.body[1].unlisted, true);
    assert.deepEqual(ownerList.body[2].audiences, [audience]);
    const ownerOpen = await t.get('/api/v1/users/@me/groups/Open', user.token);
    assert.deepEqual(
      ownerOpen.body.members.map((m: { name: string; unlisted: boolean }) => [m.name, m.unlisted]),
      [
        ['Listed', false],
        ['Hidden', true],
        ['Kept', false],
      ],
    );
    assert.ok(unlisted.id);

    // Deleting the audience keeps the group to its owner: never made public.
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${audience}`, user.token)).status, 204);
    const after = await t.get(`/api/v1/users/${user.name}/groups/${closed.id}`, user.token);
    assert.deepEqual(after.body.audiences, []);
    assertApiError(await t.get(`/api/v1/users/${user.name}/groups/${closed.id}`), 404, 404);
  });

  it("through a share link: the groups shown to everyone or to the link's audience, with the members it sees", async () => {
    const user = await registerUser(t);
    const audience = (await t.post('/api/v1/users/@me/audiences', { name: 'Close' }, user.token)).body.id as string;
    const other = (await t.post('/api/v1/users/@me/audiences', { name: 'Work' }, user.token)).body.id as string;
    const open = await createMember(t, user, { name: 'Open' });
    const close = await createMember(t, user, { name: 'Closeone', placements: { member: [audience] } });
    const work = await createMember(t, user, { name: 'Workone', placements: { member: [other] } });
    await group(user, { name: 'Everyone', members: [open.id, close.id, work.id] });
    await group(user, { name: 'Inner', audiences: [audience], members: [close.id] });
    await group(user, { name: 'Office', audiences: [other], members: [work.id] });
    await group(user, { name: 'Hushed', unlisted: true, audiences: [audience] });
    const link = (await t.post(`/api/v1/users/@me/audiences/${audience}/links`, {}, user.token)).body;

    const listed = await t.get(`/api/v1/shared/${link.secret}/groups`);
    assert.equal(listed.status, 200, listed.raw);
    assert.equal(listed.headers['cache-control'], 'private, no-store');
    assert.deepEqual(
      listed.body.map((g: { name: string }) => g.name),
      ['Everyone', 'Inner'],
    );
    assert.deepEqual(listed.body[0].member_ids, [open.id, close.id], "the audience's members, not another's");
    const inner = await t.get(`/api/v1/shared/${link.secret}/groups/Inner`);
    assert.equal(inner.status, 200, inner.raw);
    assert.deepEqual(
      inner.body.members.map((m: { name: string }) => m.name),
      ['Closeone'],
    );
    assert.equal(inner.body.audiences, undefined, 'the owner’s settings stay the owner’s');
    assert.equal((await t.get(`/api/v1/shared/${link.secret}/groups/Hushed`)).status, 200, 'unlisted: by its address');
    assertApiError(await t.get(`/api/v1/shared/${link.secret}/groups/Office`), 404, 404);
    assertApiError(await t.get('/api/v1/shared/not-a-secret/groups'), 404, 404);
    assertApiError(await t.get(`/api/v1/users/${user.name}/groups/Inner`), 404, 404);

    assert.equal((await t.del(`/api/v1/users/@me/links/${link.id}`, user.token)).status, 200);
    assertApiError(await t.get(`/api/v1/shared/${link.secret}/groups`), 404, 404);
    assertApiError(await t.get(`/api/v1/shared/${link.secret}/groups/Inner`), 404, 404);
  });

  it('are private with a private member list, except to the owner', async () => {
    const user = await registerUser(t);
    await group(user, { name: 'Secret' });
    assert.equal((await t.patch('/api/v1/users/@me', { list_private: true }, user.token)).status, 200);
    assertApiError(await t.get(`/api/v1/users/${user.name}/groups`), 403, 2002);
    assertApiError(await t.get(`/api/v1/users/${user.name}/groups/Secret`), 403, 2002);
    assert.equal((await t.get('/api/v1/users/@me/groups', user.token)).status, 200);
    assertApiError(await t.get('/api/v1/users/nobody-at-all-here/groups'), 404, 2001);
    assertApiError(await t.get('/api/v1/users/@me/groups'), 403, 403);
  });

  it('keep an order the owner sets, and let members be in any number of groups', async () => {
    const user = await registerUser(t);
    const m = await createMember(t, user);
    const one = await group(user, { name: 'One', members: [m.id] });
    const two = await group(user, { name: 'Two', members: [m.id] });
    const three = await group(user, { name: 'Three', members: [m.id] });
    const moved = await t.patch(`/api/v1/groups/${three.id}`, { position: 0 }, user.token);
    assert.equal(moved.status, 200, moved.raw);
    const names = async () =>
      (await t.get(`/api/v1/users/${user.name}/groups`)).body.map((g: { name: string }) => g.name);
    assert.deepEqual(await names(), ['Three', 'One', 'Two']);
    await t.patch(`/api/v1/groups/${three.id}`, { position: 99 }, user.token);
    assert.deepEqual(await names(), ['One', 'Two', 'Three'], 'a place past the end is the end');

    // Deleting the member takes it out of every group.
    assert.equal((await t.del(`/api/v1/members/${m.id}`, user.token)).status, 204);
    for (const g of [one, two, three]) {
      const read = await t.get(`/api/v1/users/${user.name}/groups/${g.id}`);
      assert.deepEqual(read.body.member_ids, []);
      assert.deepEqual(read.body.members, []);
    }
  });

  it('leave with their account, come back with its restore, and go with its purge', async () => {
    const user = await registerUser(t);
    const m = await createMember(t, user);
    const made = await group(user, { name: 'Staying', members: [m.id] });
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    assertApiError(await t.get(`/api/v1/users/${user.id}/groups`), 404, 2001);
    const restored = await t.post('/api/v1/auth/restore', { username: user.name, password: user.password });
    assert.equal(restored.status, 200, restored.raw);
    const back = await t.get(`/api/v1/users/${user.id}/groups/${made.id}`);
    assert.deepEqual(back.body.member_ids, [m.id], 'the group and its members come back');

    assert.equal((await t.del('/api/v1/users/@me', restored.body.token)).status, 204);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    assert.ok((await t.asOperator(purgeDeletedAccounts)) >= 1);
    const left = await t.asOperator(async (ctx) => ({
      groups: await ctx.db.selectFrom('member_groups').select('id').where('user_id', '=', user.id).execute(),
      members: await ctx.db
        .selectFrom('member_group_members')
        .select('member_id')
        .where('group_id', '=', made.id)
        .execute(),
    }));
    assert.deepEqual(left, { groups: [], members: [] }, 'the purge leaves no group rows');
  });

  it('stop at the group limit with a sentence', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < GROUP_LIMITS.groups; i++) {
      const res = await t.post('/api/v1/groups', { name: `g${i}` }, user.token);
      assert.equal(res.status, 200, res.raw);
    }
    const over = await t.post('/api/v1/groups', { name: 'one more' }, user.token);
    assertApiError(over, 400, 400);
    assert.match(over.body.message, new RegExp(`${GROUP_LIMITS.groups} groups`));
  });
});
