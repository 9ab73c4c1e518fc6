/**
 * The widening delay (docs/AUDIENCES.md): with a delay chosen, showing less is instant and showing
 * more waits it out — items, the friends audience, members as a whole — while the owner sees what
 * waits and when; the latest change counts; a deleted audience leaves what waits too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { eventually } from '../helpers/eventually.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const HOUR = 3600;
let t: TestApp;
before(async () => {
  // The job looks often; the test's clock decides when anything is due.
  t = await startTestApp({ PUBLIC_URL: 'https://nametag.example' }, { wideningEveryMs: 20 });
});
after(() => t.close());

let serial = 0;
const marker = (what: string) => `zw${what}${++serial}x${Math.random().toString(36).slice(2, 8)}`;

async function audience(user: TestUser, name: string): Promise<string> {
  const res = await t.post('/api/v1/users/@me/audiences', { name }, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body.id;
}

async function secretOf(user: TestUser, audienceId: string): Promise<string> {
  const res = await t.post(`/api/v1/users/@me/audiences/${audienceId}/links`, {}, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body.secret;
}

async function patchMe(user: TestUser, body: Record<string, unknown>) {
  const res = await t.patch('/api/v1/users/@me', body, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body;
}

const publicShows = async (user: TestUser, text: string) =>
  (await t.get(`/api/v1/users/${user.name}`)).raw.includes(text);
const linkShows = async (secret: string, text: string) => (await t.get(`/api/v1/shared/${secret}`)).raw.includes(text);

describe('the widening delay', () => {
  it('is 0 by default, bounded, and the owner’s alone to see', async () => {
    const user = await registerUser(t);
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.equal(me.widening_delay, 0);
    assert.equal(me.pending_placements, null);
    for (const bad of [-1, 30 * 24 * HOUR + 1, 1.5, '3600']) {
      const res = await t.patch('/api/v1/users/@me', { widening_delay: bad }, user.token);
      assert.equal(res.status, 400, `${bad}: ${res.raw}`);
    }
    assert.equal((await patchMe(user, { widening_delay: 30 * 24 * HOUR })).widening_delay, 30 * 24 * HOUR);
    const pub = await t.get(`/api/v1/users/${user.name}`);
    assert.ok(!('widening_delay' in pub.body) && !('pending_placements' in pub.body));
  });

  it('shows less at once and more only once it is over; the owner sees what waits and when', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const work = await audience(user, 'Work');
    const name = marker('name');
    await patchMe(user, { widening_delay: HOUR, names: [{ value: name, status: 'okay' }] });
    const friendsLink = await secretOf(user, friends);
    const workLink = await secretOf(user, work);

    // Less: at once.
    await patchMe(user, { placements: { names: { [name]: [friends] } } });
    assert.equal(await publicShows(user, name), false);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.pending_placements, null);

    // Friends → Work: Friends stop at once, Work waits.
    const moved = await patchMe(user, { placements: { names: { [name]: [work] } } });
    assert.deepEqual(moved.placements.names, { [name]: [] });
    assert.deepEqual(moved.pending_placements.placements.names, { [name]: [work] });
    const due = Date.parse(moved.pending_placements.due_at);
    assert.equal(due, t.clock.now() + HOUR * 1000);
    assert.equal(await linkShows(friendsLink, name), false);
    assert.equal(await linkShows(workLink, name), false);

    // Half the delay: nothing more.
    t.clock.advance((HOUR / 2) * 1000);
    assert.equal(await linkShows(workLink, name), false);
    t.clock.advance((HOUR / 2) * 1000);
    await eventually('Work sees the name once the delay is over', () => linkShows(workLink, name));
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(me.placements.names, { [name]: [work] });
    assert.equal(me.pending_placements, null);
    assert.equal(await publicShows(user, name), false);

    // Everyone, then changed mind at once: the latest change counts, and nothing more is shown.
    const everyone = await patchMe(user, { placements: { names: null } });
    assert.deepEqual(everyone.pending_placements.placements, {});
    assert.equal(await publicShows(user, name), false);
    const back = await patchMe(user, { placements: { names: { [name]: [work] } } });
    assert.equal(back.pending_placements, null);
    // A probe account's change due in the same span shows when the job has looked after it.
    const probe = await registerUser(t);
    const bio = marker('probe');
    await patchMe(probe, { bio, placements: { bio: [] }, widening_delay: 1 });
    await patchMe(probe, { placements: { bio: null } });
    t.clock.advance(HOUR * 1000 + 1);
    await eventually('the job looked after the clock moved', () => publicShows(probe, bio));
    assert.equal(await publicShows(user, name), false, 'a cancelled widening never shows');
  });

  it('holds back turning friends_only off, and a member shown to everyone again', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const close = marker('close');
    const whole = marker('member');
    await patchMe(user, { names: [{ value: close, status: 'friends_only' }], friends_audience: friends });
    const member = (await createMember(t, user, { name: whole, placements: { member: [friends] } })) as unknown as {
      id: string;
    };
    assert.equal(await publicShows(user, close), false);
    await patchMe(user, { widening_delay: HOUR });

    const off = await patchMe(user, { friends_audience: null });
    assert.equal(off.friends_audience, friends, 'still in effect');
    assert.equal(off.pending_placements.friends_audience, null);
    const shown = await t.patch(`/api/v1/members/${member.id}`, { placements: { member: null } }, user.token);
    assert.equal(shown.status, 200, shown.raw);
    assert.deepEqual(shown.body.placements.member, [friends]);
    assert.ok(shown.body.pending_placements.due_at);
    assert.equal(await publicShows(user, close), false);
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 404);

    t.clock.advance(HOUR * 1000);
    await eventually('the friends_only entry and the member are public', async () => {
      return (await publicShows(user, close)) && (await t.get(`/api/v1/members/${member.id}`)).status === 200;
    });
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.friends_audience, null);
  });

  it('a deleted audience leaves what waits too: it never shows anyone more', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const work = await audience(user, 'Work');
    const name = marker('name');
    await patchMe(user, { names: [{ value: name, status: 'okay' }], placements: { names: { [name]: [] } } });
    await patchMe(user, { widening_delay: HOUR });
    const waiting = await patchMe(user, { placements: { names: { [name]: [friends, work] } } });
    assert.deepEqual(waiting.pending_placements.placements.names, { [name]: [friends, work] });
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${friends}`, user.token)).status, 204);
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(me.pending_placements.placements.names, { [name]: [work] });
    assert.equal(me.pending_placements.due_at, waiting.pending_placements.due_at, 'it waits on');
    const workLink = await secretOf(user, work);
    t.clock.advance(HOUR * 1000);
    await eventually('Work sees the name', () => linkShows(workLink, name));
  });

  it('an export taken while a change waits imports, the change left out (it would only show more)', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const name = marker('name');
    await patchMe(user, { names: [{ value: name, status: 'okay' }], placements: { names: { [name]: [friends] } } });
    await createMember(t, user, { name: 'Waiting', placements: { member: [friends] } });
    await patchMe(user, { widening_delay: HOUR });
    assert.ok((await patchMe(user, { placements: { names: null } })).pending_placements);
    const member = (await t.get('/api/v1/users/@me/members', user.token)).body[0];
    const waiting = await t.patch(`/api/v1/members/${member.id}`, { placements: { member: null } }, user.token);
    assert.equal(waiting.status, 200, waiting.raw);
    assert.ok(waiting.body.pending_placements, waiting.raw);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/@me/export?format=json',
      headers: { authorization: user.token },
    });
    const document = JSON.parse(exported.body);
    assert.ok(document.user.pending_placements, JSON.stringify(document.user));
    assert.ok(document.members[0].pending_placements, JSON.stringify(document.members[0]));
    const target = await registerUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/@me/import',
      payload: exported.body,
      headers: { authorization: target.token, 'content-type': 'application/json' },
    });
    assert.equal(imported.statusCode, 200, imported.body);
    const me = (await t.get('/api/v1/users/@me', target.token)).body;
    assert.equal(me.pending_placements, null);
    assert.equal(me.placements.names[name].length, 1, 'what was in effect is what comes in');
    assert.equal(await publicShows(target, name), false);
  });
});
