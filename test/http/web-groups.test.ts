/**
 * Member groups on the site, without JavaScript (docs/GROUPS.md): the profile's member list filtered
 * by group, each group's page as the public sees it (kept pages follow changes), and the owner's
 * group editor: making, refusing with a sentence beside the field and what was typed kept, ticking
 * members, ordering, deleting; the editor's member list filtered by group.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, type Jar, logIn, page } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

/** The page as a signed-out visitor gets it. */
const visit = (path: string) => t.request('GET', path, { headers: HTML });

async function group(user: TestUser, body: Record<string, unknown>) {
  const res = await t.post('/api/v1/groups', body, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body as { id: string; name: string };
}

/** Posts a form from `from` with its CSRF token; `fields` may repeat a name (ticked boxes). */
async function post(jar: Jar, from: string, action: string, fields: Array<[string, string]>) {
  const form = await page(t, jar, from);
  const body = new URLSearchParams([['_csrf', csrfOf(form.raw)], ...fields]).toString();
  const res = await t.request('POST', action, {
    body,
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  jar.take(res.headers);
  return res;
}

describe('member groups on public pages', () => {
  it('filter the member list: each group has a page of the members everyone sees', async () => {
    const user = await registerUser(t);
    const ash = await createMember(t, user, { name: 'Ash' });
    const birch = await createMember(t, user, { name: 'Birch' });
    const hidden = await createMember(t, user, { name: 'Hiddenmember', unlisted: true });
    await group(user, {
      name: 'Trees',
      icon: '🌳',
      color: '#00aa44',
      description: 'Tall & green',
      members: [birch.id, hidden.id],
    });
    await group(user, { name: 'Quiet', unlisted: true, members: [ash.id] });
    await group(user, { name: 'Mine', audiences: [], members: [ash.id] });

    const profile = await visit(`/@${user.name}`);
    assert.equal(profile.status, 200);
    assert.match(profile.raw, /<nav class="group-filter" aria-label="Groups">/);
    assert.match(profile.raw, new RegExp(`href="/@${user.name}/groups/Trees"`));
    assert.ok(
      !profile.raw.includes('/groups/Quiet') && !profile.raw.includes('/groups/Mine'),
      'only listed public groups',
    );
    assert.match(
      profile.raw,
      /aria-current="page"[^>]*>All members|href="[^"]*#members" aria-current="page">All members/,
    );

    const trees = await visit(`/@${user.name}/groups/trees`);
    assert.equal(trees.status, 200, trees.raw);
    assert.match(trees.raw, /<h1>.*🌳.*Trees<\/h1>/s);
    assert.match(trees.raw, /fill="#00aa44"/);
    assert.match(trees.raw, /Tall &amp; green/);
    assert.match(trees.raw, />Birch</);
    assert.ok(!trees.raw.includes('>Ash<'), 'not in the group');
    assert.ok(!trees.raw.includes('Hiddenmember'), 'an unlisted member is not shown');
    assert.match(trees.raw, /aria-current="page"[^>]*>.*Trees/s);

    assert.equal((await visit(`/@${user.name}/groups/Quiet`)).status, 200, 'unlisted: reachable by its address');
    assert.equal((await visit(`/@${user.name}/groups/Mine`)).status, 404, 'kept to its owner');
    assert.equal((await visit(`/@${user.name}/groups/nothing`)).status, 404);
    assert.equal((await visit(`/@nobody-${Date.now()}/groups/Trees`)).status, 404);
  });

  it('follow changes at once, and disappear with a private member list', async () => {
    const user = await registerUser(t);
    const m = await createMember(t, user, { name: 'Oak' });
    const made = await group(user, { name: 'Woods', description: 'first words', members: [m.id] });
    assert.match((await visit(`/@${user.name}/groups/Woods`)).raw, /first words/);
    await t.patch(`/api/v1/groups/${made.id}`, { description: 'second words' }, user.token);
    assert.match((await visit(`/@${user.name}/groups/Woods`)).raw, /second words/, 'the kept page was dropped');
    assert.equal((await t.patch('/api/v1/users/@me', { list_private: true }, user.token)).status, 200);
    assert.equal((await visit(`/@${user.name}/groups/Woods`)).status, 404);
    assert.ok(!(await visit(`/@${user.name}`)).raw.includes('group-filter'));
  });
});

describe('member groups through a share link', () => {
  it("list the groups the link's audience sees, each with a page under the link", async () => {
    const user = await registerUser(t);
    const audience = (await t.post('/api/v1/users/@me/audiences', { name: 'Close' }, user.token)).body.id as string;
    const kept = await createMember(t, user, { name: 'Keptmember', placements: { member: [audience] } });
    await group(user, { name: 'Inner', audiences: [audience], members: [kept.id] });
    const link = (await t.post(`/api/v1/users/@me/audiences/${audience}/links`, {}, user.token)).body;
    const view = await visit(`/v/${link.secret}`);
    assert.equal(view.status, 200, view.raw);
    assert.match(view.raw, new RegExp(`href="/v/${link.secret}/groups/Inner"`));
    const inner = await visit(`/v/${link.secret}/groups/Inner`);
    assert.equal(inner.status, 200, inner.raw);
    assert.match(inner.raw, new RegExp(`href="/v/${link.secret}/Keptmember"`));
    assert.match(inner.raw, /noindex/);
    assert.equal(inner.headers['cache-control'], 'private, no-store');
    assert.equal((await visit(`/@${user.name}/groups/Inner`)).status, 404, 'never public');
    assert.equal((await visit(`/v/not-a-secret/groups/Inner`)).status, 404);
  });
});

describe('the group editor without JavaScript', () => {
  it('makes a group, refuses a wrong colour beside its field keeping what was typed, ticks members, orders and deletes', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const ash = await createMember(t, user, { name: 'Ash' });
    const birch = await createMember(t, user, { name: 'Birch' });

    const empty = await page(t, jar, '/edit/groups');
    assert.equal(empty.status, 200, empty.raw);
    assert.match(empty.raw, /You have no groups yet/);

    const refused = await post(jar, '/edit/groups', '/edit/groups', [
      ['name', 'Trees'],
      ['description', 'Typed with care'],
      ['color', 'green'],
    ]);
    assert.equal(refused.status, 400, refused.raw);
    assert.match(refused.raw, /id="f-color-error"[^>]*>Give the colour as six hexadecimal digits/);
    assert.match(refused.raw, /Typed with care/, 'what was typed is kept');
    assert.match(refused.raw, /value="green"/);

    const made = await post(jar, '/edit/groups', '/edit/groups', [
      ['name', 'Trees'],
      ['color', 'A05CD6'],
      ['shown_to', 'everyone'],
    ]);
    assert.equal(made.status, 303, made.raw);
    const editUrl = String(made.headers.location);
    assert.match(editUrl, /^\/edit\/groups\/[0-9a-f-]+\?made=1$/);
    const id = editUrl.split('/')[3]!.split('?')[0]!;
    const edit = await page(t, jar, editUrl);
    assert.match(edit.raw, /The group is made/);
    assert.match(edit.raw, /value="#a05cd6"/);

    const taken = await post(jar, '/edit/groups', '/edit/groups', [['name', 'TREES']]);
    assert.equal(taken.status, 400);
    assert.match(taken.raw, /You already have a group of that name/);

    const saved = await post(jar, `/edit/groups/${id}`, `/edit/groups/${id}`, [
      ['name', 'Trees'],
      ['color', '#a05cd6'],
      ['shown_to', 'everyone'],
      ['members', birch.id],
      ['members', ash.id],
    ]);
    assert.equal(saved.status, 303, saved.raw);
    const read = await t.get(`/api/v1/users/${user.name}/groups/Trees`);
    assert.deepEqual(read.body.member_ids.sort(), [ash.id, birch.id].sort());

    // Kept to audiences with none ticked: only its owner.
    const kept = await post(jar, `/edit/groups/${id}`, `/edit/groups/${id}`, [
      ['name', 'Trees'],
      ['shown_to', 'audiences'],
      ['members', ash.id],
    ]);
    assert.equal(kept.status, 303);
    const own = await t.get('/api/v1/users/@me/groups/Trees', user.token);
    assert.deepEqual(own.body.audiences, []);
    assert.deepEqual(own.body.member_ids, [ash.id]);
    assert.equal(own.body.color, null, 'a cleared field clears');

    const second = await post(jar, '/edit/groups', '/edit/groups', [['name', 'Second']]);
    const secondId = String(second.headers.location).split('/')[3]!.split('?')[0]!;
    const moved = await post(jar, '/edit/groups', `/edit/groups/${secondId}/move`, [['direction', 'up']]);
    assert.equal(moved.status, 303);
    const order = (await t.get('/api/v1/users/@me/groups', user.token)).body.map((g: { name: string }) => g.name);
    assert.deepEqual(order, ['Second', 'Trees']);

    // The editor's member list, filtered by a group.
    const filtered = await page(t, jar, `/edit/profile?members_group=${id}`);
    assert.match(filtered.raw, /href="\/edit\/members\/[^"]+">Ash</);
    assert.ok(!/href="\/edit\/members\/[^"]+">Birch</.test(filtered.raw), 'only the group’s members');
    const all = await page(t, jar, '/edit/profile');
    assert.match(all.raw, />Birch</);

    const deleted = await post(jar, `/edit/groups/${id}`, `/edit/groups/${id}/delete`, []);
    assert.equal(deleted.status, 200);
    assert.match(deleted.raw, /The group is deleted/);
    assert.equal((await t.get('/api/v1/users/@me/groups', user.token)).body.length, 1);
    assert.equal((await page(t, jar, `/edit/groups/${id}`)).status, 404);
  });

  it('is its owner’s: another person’s group is not found, and signed-out visitors are sent to log in', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const made = await group(owner, { name: 'Private' });
    const jar = await logIn(t, other);
    assert.equal((await page(t, jar, `/edit/groups/${made.id}`)).status, 404);
    const res = await post(jar, '/edit/groups', `/edit/groups/${made.id}`, [['name', 'Taken over']]);
    assert.equal(res.status, 404);
    assert.equal((await t.get(`/api/v1/users/${owner.name}/groups/${made.id}`)).body.name, 'Private');
    const signedOut = await visit('/edit/groups');
    assert.equal(signedOut.status, 303);
  });
});
