/**
 * Members and audiences (docs/AUDIENCES.md): a member's items placed like a user's, a member as a
 * whole kept to audiences, friends_only of members, what each link sees of them, and a leak search
 * over every public surface of a member: each placed item carries a unique marker, and no public
 * surface may show one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const origin = 'https://nametag.example';
let t: TestApp;
before(async () => {
  t = await startTestApp({ PUBLIC_URL: origin });
});
after(() => t.close());

let serial = 0;
/** A text no other test writes, to search for. */
const marker = (what: string) => `zm${what}${++serial}x${Math.random().toString(36).slice(2, 8)}`;

async function audience(user: TestUser, name: string): Promise<string> {
  const res = await t.post('/api/v1/users/@me/audiences', { name }, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body.id;
}

async function link(user: TestUser, audienceId: string): Promise<string> {
  const res = await t.post(`/api/v1/users/@me/audiences/${audienceId}/links`, {}, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body.secret;
}

type Member = { id: string; name: string; sid: string; bio: string; placements: Record<string, unknown> };

async function newMember(user: TestUser, body: Record<string, unknown>): Promise<Member> {
  return (await createMember(t, user, body)) as unknown as Member;
}

async function patchMember(user: TestUser, id: string, body: Record<string, unknown>) {
  const res = await t.patch(`/api/v1/members/${id}`, body, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body;
}

/** Every public surface of a member, as text: the API reads, its owner's lists, pages, badge, short link. */
async function publicSurfaces(user: TestUser, member: { id: string; name: string; sid: string }) {
  const urls = [
    `/api/v1/members/${member.id}`,
    `/api/v1/users/${user.name}/members/${encodeURIComponent(member.name)}`,
    `/api/v1/users/${user.id}/members/${member.id}`,
    `/api/v1/users/${user.name}/members`,
    `/api/v1/users/${user.name}`,
    `/api/v1/members?refs=${member.id}`,
    `/@${user.name}`,
    `/@${user.name}/${encodeURIComponent(member.name)}`,
    ...SHIPPED_LOCALES.map((locale) => `/@${user.name}/${encodeURIComponent(member.name)}?lang=${locale}`),
    `/@${user.name}/${encodeURIComponent(member.name)}/badge.svg`,
    `/s/${member.sid}`,
    '/api/v1/meta',
  ];
  const seen: Array<[string, number, string]> = [];
  for (const url of urls) {
    const res = await t.request('GET', url, { headers: { accept: url.startsWith('/@') ? 'text/html' : '*/*' } });
    assert.ok(res.status < 500, `${url}: ${res.status}`);
    seen.push([url, res.status, res.raw]);
  }
  return seen;
}

function assertNowhere(surfaces: Array<[string, number, string]>, markers: readonly string[]) {
  for (const [url, , text] of surfaces) {
    for (const hidden of markers) assert.ok(!text.includes(hidden), `${url} shows ${hidden}`);
  }
}

describe('a member’s placed items', () => {
  it('are on no public surface; the owner sees every item with its placements; a link sees its audience’s', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const work = await audience(user, 'Work');
    const hidden = {
      name: marker('name'),
      pronoun: `${marker('pro')}/them`,
      field: marker('field'),
      entry: marker('entry'),
      link: `https://${marker('link')}.example/`,
      bio: marker('bio'),
      workName: marker('work'),
    };
    const shown = marker('shown');
    const member = await newMember(user, {
      name: 'Sky',
      bio: hidden.bio,
      names: [
        { value: shown, status: 'favourite' },
        { value: hidden.name, status: 'okay' },
        { value: hidden.workName, status: 'okay' },
      ],
      pronouns: [
        { pronouns: 'she/her', status: 'okay' },
        { pronouns: hidden.pronoun, status: 'okay' },
      ],
      fields: [
        { name: hidden.field, entries: [{ value: 'whole field', status: 'okay' }] },
        {
          name: 'Words',
          entries: [
            { value: 'kept', status: 'okay' },
            { value: hidden.entry, status: 'okay' },
          ],
        },
      ],
      links: [hidden.link],
      placements: {
        bio: [friends],
        names: { [hidden.name]: [friends], [hidden.workName]: [work] },
        pronouns: { [hidden.pronoun]: [] },
        fields: { [hidden.field]: [friends] },
        field_entries: { Words: { [hidden.entry]: [friends] } },
        links: { [hidden.link]: [friends] },
      },
    });
    assert.deepEqual(member.placements.names, { [hidden.name]: [friends], [hidden.workName]: [work] });
    const markers = Object.values(hidden);

    const surfaces = await publicSurfaces(user, member);
    assertNowhere(surfaces, markers);
    const page = surfaces.find(([url]) => url === `/@${user.name}/Sky`)!;
    assert.equal(page[1], 200);
    assert.ok(page[2].includes(shown), 'the public items are shown');

    // The owner: every item, and the placements, by ID, by name, in their lists.
    const own = await t.get(`/api/v1/members/${member.id}`, user.token);
    for (const text of markers) assert.ok(own.raw.includes(text), `the owner sees ${text}`);
    assert.deepEqual(own.body.placements.pronouns, { [hidden.pronoun]: [] });
    const byName = await t.get(`/api/v1/users/@me/members/Sky`, user.token);
    assert.ok(byName.raw.includes(hidden.bio));
    const list = await t.get('/api/v1/users/@me/members', user.token);
    assert.ok(list.raw.includes(hidden.name), list.raw);
    assert.deepEqual(list.body[0].placements.bio, [friends]);
    const me = await t.get('/api/v1/users/@me', user.token);
    assert.ok(me.raw.includes(hidden.name), 'the owner’s @me carries whole members');
    // The owner's page shows what everyone sees.
    const ownPage = await t.request('GET', `/@${user.name}/Sky`, {
      headers: { accept: 'text/html', authorization: user.token },
    });
    for (const text of markers) assert.ok(!ownPage.raw.includes(text), `the page shows its owner ${text}`);

    // Friends' link: its items, not Work's, not the owner's own.
    const secret = await link(user, friends);
    const shared = await t.get(`/api/v1/shared/${secret}/members/Sky`);
    assert.equal(shared.status, 200, shared.raw);
    assert.equal(shared.headers['cache-control'], 'private, no-store');
    for (const text of [hidden.bio, hidden.name, hidden.field, hidden.entry, hidden.link]) {
      assert.ok(shared.raw.includes(text), `Friends see ${text}`);
    }
    for (const text of [hidden.pronoun, hidden.workName]) assert.ok(!shared.raw.includes(text), `Friends see ${text}`);
    assert.equal(shared.body.placements, undefined, 'a link never sees placements');
    assert.equal(shared.body.shared_view.audience, 'Friends');
    const sharedList = await t.get(`/api/v1/shared/${secret}`);
    assert.ok(sharedList.raw.includes(hidden.name));
    assert.ok(!sharedList.raw.includes(hidden.workName));
    const sharedPage = await t.request('GET', `/v/${secret}/Sky`, { headers: { accept: 'text/html' } });
    assert.equal(sharedPage.status, 200);
    assert.ok(sharedPage.raw.includes(hidden.name));
    assert.ok(!sharedPage.raw.includes(hidden.workName));
    assert.match(sharedPage.headers['x-robots-tag'] as string, /noindex/);
    assert.ok(
      (await t.request('GET', `/v/${secret}`, { headers: { accept: 'text/html' } })).raw.includes(`/v/${secret}/Sky`),
      'the link’s page links its members under the link',
    );

    // Showing less is instant: the name lowered to the owner alone leaves the link's view too.
    await patchMember(user, member.id, { placements: { names: { [hidden.name]: [] } } });
    assert.ok(!(await t.get(`/api/v1/shared/${secret}/members/Sky`)).raw.includes(hidden.name));
    assert.ok(!(await t.get(`/api/v1/shared/${secret}`)).raw.includes(hidden.name));
    // A PATCH naming other kinds keeps the rest.
    const after = await t.get(`/api/v1/members/${member.id}`, user.token);
    assert.deepEqual(after.body.placements.bio, [friends]);
  });

  it('name only the owner’s audiences: anything else is refused and nothing is written', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const theirs = await audience(other, 'Theirs');
    const member = await newMember(user, { names: [{ value: 'Ash', status: 'okay' }] });
    const refused = await t.patch(
      `/api/v1/members/${member.id}`,
      { display_name: 'changed', placements: { names: { Ash: [theirs] } } },
      user.token,
    );
    assert.equal(refused.status, 400, refused.raw);
    assert.match(refused.body.message, /none of your audiences/);
    const now = await t.get(`/api/v1/members/${member.id}`, user.token);
    assert.equal(now.body.display_name, null, 'nothing written');
    assert.deepEqual(now.body.placements, {});
    const created = await t.post('/api/v1/members', { name: 'Nope', placements: { member: [theirs] } }, user.token);
    assert.equal(created.status, 400);
    assert.equal((await t.get('/api/v1/users/@me/members', user.token)).body.length, 1);
    const bad = await t.patch(`/api/v1/members/${member.id}`, { placements: { member: ['nope'] } }, user.token);
    assert.equal(bad.status, 400);
  });
});

describe('a member kept to audiences as a whole', () => {
  it('is found by no public read, in no list or count, and shown to its audience’s links and its owner', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const work = await audience(user, 'Work');
    const name = marker('member');
    const member = await newMember(user, { name, bio: marker('whole'), placements: { member: [friends] } });
    await newMember(user, { name: 'Public one' });
    const surfaces = await publicSurfaces(user, member);
    assertNowhere(surfaces, [member.bio]);
    // A page that is not found may say which address was asked for: the name is only searched elsewhere.
    assertNowhere(
      surfaces.filter(([url]) => !url.includes(encodeURIComponent(name))),
      [name],
    );
    for (const [url, status] of surfaces) {
      if (url.includes(encodeURIComponent(name)) || url.includes(member.id) || url === `/s/${member.sid}`) {
        assert.ok(status === 404 || (url.startsWith('/api/v1/members?') && status === 200), `${url}: ${status}`);
      }
    }
    const listed = await t.get(`/api/v1/users/${user.name}/members`);
    assert.deepEqual(
      listed.body.map((m: { name: string }) => m.name),
      ['Public one'],
    );

    // The owner sees it, with its placement.
    const own = await t.get(`/api/v1/members/${member.id}`, user.token);
    assert.equal(own.status, 200);
    assert.deepEqual(own.body.placements.member, [friends]);
    assert.equal((await t.get('/api/v1/users/@me/members', user.token)).body.length, 2);

    // Friends' link lists it and opens it; Work's does neither.
    const friendsLink = await link(user, friends);
    const workLink = await link(user, work);
    assert.ok((await t.get(`/api/v1/shared/${friendsLink}`)).raw.includes(name));
    assert.equal((await t.get(`/api/v1/shared/${friendsLink}/members/${member.id}`)).status, 200);
    assert.ok(!(await t.get(`/api/v1/shared/${workLink}`)).raw.includes(name));
    const notWork = await t.get(`/api/v1/shared/${workLink}/members/${encodeURIComponent(name)}`);
    assert.equal(notWork.status, 404);
    const unknown = await t.get(`/api/v1/shared/${workLink}/members/nobody`);
    assert.deepEqual(notWork.body, unknown.body, 'a member the audience does not see reads as one that is not there');
    assert.equal(
      (await t.request('GET', `/v/${workLink}/${encodeURIComponent(name)}`, { headers: { accept: 'text/html' } }))
        .status,
      404,
    );

    // Only its owner ([]): no link sees it; then public again.
    await patchMember(user, member.id, { placements: { member: [] } });
    assert.ok(!(await t.get(`/api/v1/shared/${friendsLink}`)).raw.includes(name));
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 404);
    const kept = await patchMember(user, member.id, { placements: {} });
    assert.deepEqual(kept.placements.member, [], 'a PATCH without the kind keeps it');
    const shown = await patchMember(user, member.id, { placements: { member: null } });
    assert.equal(shown.placements.member, undefined, 'null: public again');
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 200);
    assert.ok((await t.get(`/api/v1/users/${user.name}/members`)).raw.includes(name));
  });

  it('placed after the public read it, is gone at once from every read the public had (kept answers too)', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const name = marker('late');
    const member = await newMember(user, { name });
    const reads = [
      `/api/v1/members/${member.id}`,
      `/api/v1/users/${user.name}/members/${encodeURIComponent(name)}`,
      `/@${user.name}/${encodeURIComponent(name)}`,
      `/s/${member.sid}`,
    ];
    for (const url of reads) assert.ok((await t.get(url)).status < 400, url);
    assert.ok((await t.get(`/api/v1/users/${user.name}/members`)).raw.includes(name));
    assert.ok((await t.request('GET', `/@${user.name}`, { headers: { accept: 'text/html' } })).raw.includes(name));
    await patchMember(user, member.id, { placements: { member: [friends] } });
    for (const url of reads) assert.equal((await t.get(url)).status, 404, url);
    assert.ok(!(await t.get(`/api/v1/users/${user.name}/members`)).raw.includes(name));
    assert.ok(!(await t.request('GET', `/@${user.name}`, { headers: { accept: 'text/html' } })).raw.includes(name));
  });

  it('counts for /meta only while public', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const count = async () => (await t.get('/api/v1/meta')).body.members as number;
    const start = await count();
    const member = await newMember(user, { placements: { member: [friends] } });
    assert.equal(await count(), start);
    const removed = await t.patch(`/api/v1/members/${member.id}`, { unlisted: false }, user.token);
    assert.equal(removed.status, 200);
    assert.equal(await count(), start);
  });
});

describe('friends_only and deleted audiences, for members', () => {
  it('members’ entries marked friends_only follow the owner’s friends audience, and deleting it shows no more', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const close = marker('close');
    const member = await newMember(user, {
      name: 'Kit',
      names: [
        { value: 'Kit', status: 'okay' },
        { value: close, status: 'friends_only' },
      ],
    });
    const read = () => t.get(`/api/v1/members/${member.id}`);
    assert.ok((await read()).raw.includes(close), 'a label only, by default');
    const me = await t.patch('/api/v1/users/@me', { friends_audience: friends }, user.token);
    assert.equal(me.status, 200, me.raw);
    assert.ok(!(await read()).raw.includes(close), 'friends only, once the owner chose');
    assert.ok(
      !(await t.request('GET', `/@${user.name}/Kit`, { headers: { accept: 'text/html' } })).raw.includes(close),
    );
    assert.ok((await t.get(`/api/v1/members/${member.id}`, user.token)).raw.includes(close), 'the owner sees it');
    const secret = await link(user, friends);
    assert.ok((await t.get(`/api/v1/shared/${secret}/members/Kit`)).raw.includes(close));
    // Deleting the friends audience keeps the entry to its owner: never public.
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${friends}`, user.token)).status, 204);
    assert.ok(!(await read()).raw.includes(close));
    const own = await t.get(`/api/v1/members/${member.id}`, user.token);
    assert.deepEqual(own.body.placements.names, { [close]: [] });
  });

  it('a member shown to a deleted audience alone is kept to its owner', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const member = await newMember(user, { placements: { member: [friends] } });
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${friends}`, user.token)).status, 204);
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 404);
    const own = await t.get(`/api/v1/members/${member.id}`, user.token);
    assert.deepEqual(own.body.placements.member, []);
  });
});

describe('export and import of members’ placements', () => {
  it('the export carries every item with its placements; an import restores them to the audiences it restores', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const hidden = marker('exported');
    const close = marker('close');
    await t.patch('/api/v1/users/@me', { friends_audience: friends }, user.token);
    await newMember(user, {
      name: 'Rue',
      names: [
        { value: hidden, status: 'okay' },
        { value: close, status: 'friends_only' },
      ],
      placements: { names: { [hidden]: [friends] } },
    });
    const whole = marker('whole');
    await newMember(user, { name: whole, placements: { member: [friends] } });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/@me/export?format=json',
      headers: { authorization: user.token },
    });
    assert.equal(exported.statusCode, 200);
    const document = JSON.parse(exported.body);
    const rue = document.members.find((member: { name: string }) => member.name === 'Rue');
    assert.deepEqual(rue.placements, { names: { [hidden]: [friends] } });
    assert.ok(
      rue.names.some((entry: { value: string }) => entry.value === close),
      'every item, friends_only too',
    );

    const target = await registerUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/@me/import',
      payload: exported.body,
      headers: { authorization: target.token, 'content-type': 'application/json' },
    });
    assert.equal(imported.statusCode, 200, imported.body);
    // The audiences are restored (Friends is made anew), and the placements and friends_only go to them.
    const audiences = (await t.get('/api/v1/users/@me/audiences', target.token)).body as Array<{ id: string }>;
    assert.equal(audiences.length, 1);
    const restored = audiences[0]!.id;
    const members = (await t.get('/api/v1/users/@me/members', target.token)).body as Member[];
    const copy = members.find((member) => member.name === 'Rue')!;
    assert.deepEqual(copy.placements, { names: { [hidden]: [restored] } });
    assert.deepEqual(members.find((member) => member.name === whole)!.placements, { member: [restored] });
    assert.equal((await t.get('/api/v1/users/@me', target.token)).body.friends_audience, restored);
    const publicList = await t.get(`/api/v1/users/${target.name}/members`);
    assert.ok(!publicList.raw.includes(whole) && !publicList.raw.includes(hidden) && !publicList.raw.includes(close));
  });
});
