/**
 * Audiences and share links (docs/AUDIENCES.md): making and naming audiences, placing items, what the
 * public and each link see, revoking, rotating, expiring, deleting, friends_only made real; and a
 * leak search: every placed item carries a unique marker, and no public surface may show one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { withoutSecrets } from '../../src/http/request-log.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { pruneStoppedShareLinks, STOPPED_LINKS_KEPT_MS } from '../../src/profiles/profile-purge.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { createApiToken, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const origin = 'https://nametag.example';
let t: TestApp;
before(async () => {
  t = await startTestApp({ PUBLIC_URL: origin });
});
after(() => t.close());

let serial = 0;
/** A text no other test writes, to search for. */
const marker = (what: string) => `zq${what}${++serial}x${Math.random().toString(36).slice(2, 8)}`;

async function audience(user: TestUser, name: string): Promise<string> {
  const res = await t.post('/api/v1/users/@me/audiences', { name }, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body.id;
}

async function link(user: TestUser, audienceId: string, body: Record<string, unknown> = {}) {
  const res = await t.post(`/api/v1/users/@me/audiences/${audienceId}/links`, body, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body as { id: string; secret: string; url: string; open: boolean; expires_at: string | null };
}

async function patchMe(user: TestUser, body: Record<string, unknown>) {
  const res = await t.patch('/api/v1/users/@me', body, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body;
}

/** Every public surface of a user, as text: the API reads, the page in every language, badge, actor. */
async function publicSurfaces(user: TestUser & { sid?: string }): Promise<Array<[string, string]>> {
  const me = (await t.get('/api/v1/users/@me', user.token)).body;
  const urls = [
    `/api/v1/users/${user.name}`,
    `/api/v1/users/${user.id}`,
    `/api/v1/users?refs=${user.name},${user.id}`,
    `/@${user.name}`,
    ...SHIPPED_LOCALES.map((locale) => `/@${user.name}?lang=${locale}`),
    `/@${user.name}/badge.svg`,
    `/ap/users/${user.id}`,
    `/.well-known/webfinger?resource=${encodeURIComponent(`acct:${user.name}@nametag.example`)}`,
    `/s/${me.sid}`,
  ];
  const seen: Array<[string, string]> = [];
  for (const url of urls) {
    const res = await t.request('GET', url, { headers: { accept: url.startsWith('/@') ? 'text/html' : '*/*' } });
    assert.ok(res.status < 400, `${url}: ${res.status}`);
    seen.push([url, res.raw]);
  }
  const actor = await t.request('GET', `/@${user.name}`, { headers: { accept: 'application/activity+json' } });
  seen.push(['actor by negotiation', actor.raw]);
  return seen;
}

function assertNowhere(surfaces: Array<[string, string]>, markers: readonly string[]) {
  for (const [url, text] of surfaces) {
    for (const hidden of markers) assert.ok(!text.includes(hidden), `${url} shows ${hidden}`);
  }
}

describe('audiences', () => {
  it('are made, listed in order, renamed and deleted by their owner only', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const friends = await audience(user, '  Friends ');
    const work = await audience(user, 'Work');
    const list = await t.get('/api/v1/users/@me/audiences', user.token);
    assert.deepEqual(
      list.body.map((a: { name: string; links: unknown[] }) => [a.name, a.links.length]),
      [
        ['Friends', 0],
        ['Work', 0],
      ],
    );
    const renamed = await t.patch(`/api/v1/users/@me/audiences/${work}`, { name: 'Colleagues' }, user.token);
    assert.equal(renamed.status, 200, renamed.raw);
    assert.equal(renamed.body.name, 'Colleagues');
    // Names are unique per owner without case; someone else may use the same.
    const twin = await t.post('/api/v1/users/@me/audiences', { name: 'friends' }, user.token);
    assert.equal(twin.status, 400);
    assert.match(twin.body.message, /already have an audience of that name/);
    assert.equal((await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, other.token)).status, 200);
    for (const name of ['', '   ', 'x'.repeat(41), 'tab\there']) {
      const bad = await t.post('/api/v1/users/@me/audiences', { name }, user.token);
      assert.equal(bad.status, 400, `${JSON.stringify(name)}: ${bad.raw}`);
    }
    // Someone else's audience is not found, whatever they try.
    assert.equal((await t.patch(`/api/v1/users/@me/audiences/${friends}`, { name: 'Mine' }, other.token)).status, 404);
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${friends}`, other.token)).status, 404);
    assert.equal((await t.post(`/api/v1/users/@me/audiences/${friends}/links`, {}, other.token)).status, 404);
    assert.equal((await t.get('/api/v1/users/@me/audiences')).status, 403, 'no token');
    const readOnly = await createApiToken(t, user, { read_only: true });
    assert.equal((await t.post('/api/v1/users/@me/audiences', { name: 'RO' }, readOnly.token)).status, 403);
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${friends}`, user.token)).status, 204);
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${friends}`, user.token)).status, 404);
  });

  it('are at most 20 per account, and the 21st is refused with a sentence', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 20; i++) await audience(user, `Circle ${i}`);
    const more = await t.post('/api/v1/users/@me/audiences', { name: 'One more' }, user.token);
    assert.equal(more.status, 400);
    assert.match(more.body.message, /20 audiences/);
    assert.equal((await t.get('/api/v1/users/@me/audiences', user.token)).body.length, 20);
  });
});

describe('placements', () => {
  it('hide an item from every public surface, and the owner still sees all of it with its placements', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const hidden = {
      name: marker('name'),
      pronoun: `${marker('pro')}/them`,
      field: marker('field'),
      entry: marker('entry'),
      link: `https://${marker('link')}.example/`,
      bio: marker('bio'),
    };
    const shown = marker('shown');
    await patchMe(user, {
      bio: hidden.bio,
      names: [
        { value: shown, status: 'favourite' },
        { value: hidden.name, status: 'okay' },
      ],
      pronouns: [{ value: hidden.pronoun, status: 'okay' }],
      fields: [
        { name: hidden.field, entries: [{ value: 'in a hidden field', status: 'okay' }] },
        {
          name: 'Open',
          entries: [
            { value: hidden.entry, status: 'okay' },
            { value: 'open entry', status: 'okay' },
          ],
        },
      ],
      links: [hidden.link, 'https://open.example/'],
    });
    const before = await t.get(`/api/v1/users/${user.name}`);
    assert.ok(before.raw.includes(hidden.name), 'everything is public until placed');
    const placed = await patchMe(user, {
      placements: {
        bio: [friends],
        names: { [hidden.name]: [friends] },
        pronouns: { [hidden.pronoun]: [] },
        fields: { [hidden.field]: [friends] },
        field_entries: { Open: { [hidden.entry]: [friends] } },
        links: { [hidden.link]: [friends] },
      },
    });
    // The owner's answer carries every item and where it is placed.
    assert.ok(placed.names.some((entry: { value: string }) => entry.value === hidden.name));
    assert.equal(placed.bio, hidden.bio);
    assert.deepEqual(placed.placements.names, { [hidden.name]: [friends] });
    assert.deepEqual(placed.placements.pronouns, { [hidden.pronoun]: [] });
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(me.placements, placed.placements);
    assert.equal(me.friends_audience, null);

    const surfaces = await publicSurfaces(user);
    assertNowhere(surfaces, Object.values(hidden));
    const api = JSON.parse(surfaces[0]![1]);
    assert.deepEqual(
      api.names.map((entry: { value: string }) => entry.value),
      [shown],
    );
    assert.equal(api.bio, null);
    assert.deepEqual(api.fields, [{ name: 'Open', entries: [{ value: 'open entry', status: 'okay' }] }]);
    assert.deepEqual(api.links, ['https://open.example/']);
    assert.equal(api.placements, undefined, 'the public never learns of placements');
    assert.ok(!before.headers.etag || before.headers.etag !== (await t.get(`/api/v1/users/${user.name}`)).headers.etag);
  });

  it('are kept when a client of the original sends the lists back, and go with the items they name', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const secret = marker('kept');
    await patchMe(user, {
      names: [
        { value: 'Open', status: 'okay' },
        { value: secret, status: 'okay' },
      ],
      placements: { names: { [secret]: [friends] } },
    });
    // The original's clients know nothing of placements: they send the list back, reordered.
    const again = await patchMe(user, {
      names: [
        { value: secret, status: 'favourite' },
        { value: 'Open', status: 'okay' },
      ],
    });
    assert.deepEqual(again.placements.names, { [secret]: [friends] });
    assertNowhere(await publicSurfaces(user), [secret]);
    // The item removed, its placement goes; typed again later, it starts public.
    const removed = await patchMe(user, { names: [{ value: 'Open', status: 'okay' }] });
    assert.deepEqual(removed.placements, {});
    await patchMe(user, { names: [{ value: secret, status: 'okay' }] });
    assert.ok((await t.get(`/api/v1/users/${user.name}`)).raw.includes(secret));
  });

  it('name only the owner’s audiences: anything else is refused and nothing is written', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const theirs = await audience(other, 'Theirs');
    await patchMe(user, { names: [{ value: 'Kept public', status: 'okay' }] });
    for (const body of [
      { names: [{ value: 'Changed', status: 'okay' }], placements: { names: { Changed: [theirs] } } },
      { placements: { bio: ['not-an-id'] } },
      { placements: { names: { 'Kept public': ['0191a000-0000-7000-8000-000000000099'] } } },
      { placements: { unknown_kind: {} } },
      { friends_audience: theirs },
    ]) {
      const res = await t.patch('/api/v1/users/@me', body, user.token);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.raw}`);
      assert.equal(res.body.code, 400);
    }
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(me.names, [{ value: 'Kept public', status: 'okay' }]);
    assert.deepEqual(me.placements, {});
  });

  it('make friends_only real once the owner names a Friends audience, and only then', async () => {
    const user = await registerUser(t);
    const close = marker('close');
    await patchMe(user, { names: [{ value: close, status: 'friends_only' }] });
    assert.ok((await t.get(`/api/v1/users/${user.name}`)).raw.includes(close), 'a label only, by default');
    const friends = await audience(user, 'Friends');
    const me = await patchMe(user, { friends_audience: friends });
    assert.equal(me.friends_audience, friends);
    assert.ok(
      me.names.some((entry: { value: string }) => entry.value === close),
      'the owner sees it',
    );
    assertNowhere(await publicSurfaces(user), [close]);
    const view = await t.get(`/api/v1/shared/${(await link(user, friends)).secret}`);
    assert.ok(view.raw.includes(close), 'the Friends link shows it');
    // Deleting the friends audience keeps those entries to their owner: it never shows anyone more.
    const kept = await registerUser(t);
    const closeToo = marker('closeToo');
    await patchMe(kept, { names: [{ value: closeToo, status: 'friends_only' }] });
    const keptFriends = await audience(kept, 'Friends');
    await patchMe(kept, { friends_audience: keptFriends });
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${keptFriends}`, kept.token)).status, 204);
    const keptMe = (await t.get('/api/v1/users/@me', kept.token)).body;
    assert.equal(keptMe.friends_audience, null);
    assert.deepEqual(keptMe.placements.names, { [closeToo]: [] });
    assertNowhere(await publicSurfaces(kept), [closeToo]);
    // Turning it off by choice makes them public again, as the owner asked.
    const off = await patchMe(user, { friends_audience: '' });
    assert.equal(off.friends_audience, null);
    assert.ok((await t.get(`/api/v1/users/${user.name}`)).raw.includes(close));
  });
});

describe('share links', () => {
  it('show the public profile and their audience’s items, and nothing of other audiences', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const work = await audience(user, 'Work');
    const forFriends = marker('friends');
    const forWork = marker('work');
    const forMe = marker('me');
    await patchMe(user, {
      names: [
        { value: 'Everyone', status: 'okay' },
        { value: forFriends, status: 'okay' },
        { value: forWork, status: 'okay' },
        { value: forMe, status: 'okay' },
      ],
      placements: { names: { [forFriends]: [friends], [forWork]: [work], [forMe]: [] } },
    });
    const made = await link(user, friends);
    assert.equal(made.url, `${origin}/v/${made.secret}`);
    assert.equal(made.open, true);
    const json = await t.get(`/api/v1/shared/${made.secret}`);
    assert.equal(json.status, 200, json.raw);
    assert.deepEqual(
      json.body.names.map((entry: { value: string }) => entry.value),
      ['Everyone', forFriends],
    );
    assert.deepEqual(json.body.shared_view, { audience: 'Friends', expires_at: null });
    assert.equal(json.body.placements, undefined);
    for (const res of [json, await t.request('GET', `/v/${made.secret}`, { headers: { accept: 'text/html' } })]) {
      assert.equal(res.headers['cache-control'], 'private, no-store');
      assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow');
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
      assert.ok(!res.raw.includes(forWork) && !res.raw.includes(forMe), 'other audiences’ items stay hidden');
    }
    const page = await t.request('GET', `/v/${made.secret}?lang=de`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.ok(page.raw.includes(forFriends));
    assert.match(page.raw, /<meta name="robots" content="noindex, nofollow">/);
    assert.match(page.raw, /<meta name="referrer" content="no-referrer">/);
    assert.match(page.raw, /Du siehst, was @[^ ]+ der Zielgruppe „Friends“ zeigt/);
    assert.doesNotMatch(page.raw, /rel="canonical"|og:image/, 'the view names no public address to share');
    // The owner previews each audience's view without a link; nobody else can.
    const preview = await t.get(`/api/v1/users/@me/audiences/${work}/view`, user.token);
    assert.equal(preview.status, 200, preview.raw);
    assert.deepEqual(
      preview.body.names.map((entry: { value: string }) => entry.value),
      ['Everyone', forWork],
    );
    assert.equal(preview.headers['cache-control'], 'private, no-store');
    const stranger = await registerUser(t);
    assert.equal((await t.get(`/api/v1/users/@me/audiences/${work}/view`, stranger.token)).status, 404);
    // The owner's list shows the link, never its secret again.
    const listed = await t.get('/api/v1/users/@me/audiences', user.token);
    assert.ok(!listed.raw.includes(made.secret));
    assert.equal(listed.body[0].links[0].id, made.id);
  });

  it('stop at once when revoked, rotated, expired, or their audience or owner goes; all alike', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const secret = marker('gone');
    await patchMe(user, { names: [{ value: secret, status: 'okay' }], placements: { names: { [secret]: [friends] } } });
    const opens = async (s: string) => (await t.get(`/api/v1/shared/${s}`)).status;

    const revoked = await link(user, friends);
    assert.equal(await opens(revoked.secret), 200);
    const gone = await t.del(`/api/v1/users/@me/links/${revoked.id}`, user.token);
    assert.equal(gone.status, 200, gone.raw);
    assert.equal(gone.body.open, false);
    assert.equal(await opens(revoked.secret), 404);
    const page = await t.request('GET', `/v/${revoked.secret}`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 404);
    assert.ok(!page.raw.includes(secret));

    const old = await link(user, friends);
    const rotated = await t.post(`/api/v1/users/@me/links/${old.id}/rotate`, undefined, user.token);
    assert.equal(rotated.status, 200, rotated.raw);
    assert.notEqual(rotated.body.secret, old.secret);
    assert.equal(await opens(old.secret), 404);
    assert.equal(await opens(rotated.body.secret), 200);

    // A stopped link stays stopped: rotating it again or giving it an expiry is refused.
    for (const res of [
      await t.post(`/api/v1/users/@me/links/${old.id}/rotate`, undefined, user.token),
      await t.patch(`/api/v1/users/@me/links/${revoked.id}`, { expires_at: null }, user.token),
    ]) {
      assert.equal(res.status, 400, res.raw);
      assert.match(res.body.message, /stopped/);
    }
    assert.equal(await opens(old.secret), 404);
    const soon = new Date(t.clock.now() + 60_000).toISOString();
    const expiring = await link(user, friends, { expires_at: soon });
    assert.equal(expiring.expires_at, soon);
    assert.equal((await t.get(`/api/v1/shared/${expiring.secret}`)).body.shared_view.expires_at, soon);
    const rotatedExpiring = await t.post(`/api/v1/users/@me/links/${expiring.id}/rotate`, undefined, user.token);
    assert.equal(rotatedExpiring.body.expires_at, soon, 'a rotated link keeps its expiry');
    t.clock.advance(61_000);
    assert.equal(await opens(expiring.secret), 404);
    assert.equal(await opens(rotatedExpiring.body.secret), 404);
    const reopen = await t.patch(
      `/api/v1/users/@me/links/${rotatedExpiring.body.id}`,
      { expires_at: null },
      user.token,
    );
    assert.equal(reopen.status, 400, 'an expired link is not opened again');
    for (const expires_at of ['yesterday', new Date(t.clock.now() - 1000).toISOString()]) {
      const bad = await t.post(`/api/v1/users/@me/audiences/${friends}/links`, { expires_at }, user.token);
      assert.equal(bad.status, 400, bad.raw);
    }
    const forever = await link(user, friends, { expires_at: soon.replace(/^\d{4}/, '2999') });
    const cleared = await t.patch(`/api/v1/users/@me/links/${forever.id}`, { expires_at: null }, user.token);
    assert.equal(cleared.body.expires_at, null);

    for (const unknown of ['x', 'A'.repeat(32), `${forever.secret}x`, encodeURIComponent("' or 1=1 --")]) {
      assert.equal(await opens(unknown), 404, unknown);
    }

    // Deleting the audience stops its links, and its items stay hidden: kept to their owner.
    assert.equal(await opens(forever.secret), 200);
    assert.equal((await t.del(`/api/v1/users/@me/audiences/${friends}`, user.token)).status, 204);
    assert.equal(await opens(forever.secret), 404);
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(me.placements.names, { [secret]: [] });
    assertNowhere(await publicSurfaces(user), [secret]);
  });

  it('stopped a month ago leave their owner’s list; open ones stay', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const open = await link(user, friends);
    const revoked = await link(user, friends);
    await t.del(`/api/v1/users/@me/links/${revoked.id}`, user.token);
    const ids = async () =>
      (await t.get('/api/v1/users/@me/audiences', user.token)).body[0].links.map((l: { id: string }) => l.id);
    assert.deepEqual((await ids()).sort(), [open.id, revoked.id].sort());
    t.clock.advance(STOPPED_LINKS_KEPT_MS + 1000);
    assert.ok((await t.asOperator((ctx) => pruneStoppedShareLinks(ctx))) >= 1);
    assert.deepEqual(await ids(), [open.id]);
    assert.equal((await t.get(`/api/v1/shared/${open.secret}`)).status, 200);
  });

  it('of a suspended account open nothing', async () => {
    const user = await registerUser(t);
    const friends = await audience(user, 'Friends');
    const made = await link(user, friends);
    assert.equal((await t.get(`/api/v1/shared/${made.secret}`)).status, 200);
    const admin = await registerUser(t);
    await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
    const suspended = await t.post(`/api/v1/admin/users/${user.name}/suspend`, { reason: 'Spam account' }, admin.token);
    assert.equal(suspended.status, 200, suspended.raw);
    assert.equal((await t.get(`/api/v1/shared/${made.secret}`)).status, 404);
  });

  it('never write their secret to the access log', () => {
    assert.equal(withoutSecrets('/v/abcdefghijklmnopqrstuvwxyz012345'), '/v/[secret]');
    assert.equal(withoutSecrets('/api/v1/shared/abcdefghijklmnopqrstuvwxyz012345'), '/api/v1/shared/[secret]');
    assert.equal(withoutSecrets('/@someone'), '/@someone');
    // The router decodes a path before matching it: so does the log.
    assert.equal(withoutSecrets('/%76/abcdefghijklmnopqrstuvwxyz012345'), '/v/[secret]');
    assert.equal(withoutSecrets('/api/v1/%73hared/abcdefghijklmnopqrstuvwxyz012345'), '/api/v1/shared/[secret]');
    assert.equal(withoutSecrets('/%E0%A4%A'), '/%E0%A4%A');
  });
});

describe('moving an account', () => {
  async function exportOf(user: TestUser) {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/@me/export?format=json',
      headers: { authorization: user.token },
    });
    assert.equal(exported.statusCode, 200);
    return JSON.parse(exported.body);
  }

  async function importInto(user: TestUser, document: unknown, dryRun = false) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/users/@me/import${dryRun ? '?dry_run=true' : ''}`,
      payload: JSON.stringify(document),
      headers: { authorization: user.token, 'content-type': 'application/json' },
    });
  }

  async function placedAccount() {
    const source = await registerUser(t);
    const friends = await audience(source, 'Friends');
    const work = await audience(source, 'Work');
    const placed = marker('export');
    const close = marker('close');
    const secretWork = marker('work');
    await patchMe(source, {
      names: [
        { value: 'Open', status: 'okay' },
        { value: placed, status: 'okay' },
        { value: close, status: 'friends_only' },
        { value: secretWork, status: 'okay' },
      ],
      placements: { names: { [placed]: [friends], [secretWork]: [work] } },
      friends_audience: friends,
    });
    return { source, friends, work, placed, close, secretWork };
  }

  it('the export carries every item with its placements and the audiences; an import restores them', async () => {
    const { source, friends, work, placed, close, secretWork } = await placedAccount();
    const document = await exportOf(source);
    assert.deepEqual(document.user.placements.names, { [placed]: [friends], [secretWork]: [work] });
    assert.equal(document.user.friends_audience, friends);
    assert.deepEqual(document.audiences, [
      { id: friends, name: 'Friends' },
      { id: work, name: 'Work' },
    ]);
    assert.ok(document.user.names.some((entry: { value: string }) => entry.value === placed));
    assert.ok(!JSON.stringify(document).includes('secret'), 'no link is exported');

    // The target has a "work" audience already: it is reused; Friends is made.
    const target = await registerUser(t);
    const ownWork = await audience(target, 'work');
    const dry = await importInto(target, document, true);
    assert.equal(dry.statusCode, 200, dry.body);
    assert.deepEqual(JSON.parse(dry.body).audiences, { created: ['Friends'], reused: ['Work'] });
    assert.equal((await t.get('/api/v1/users/@me/audiences', target.token)).body.length, 1, 'a dry run makes none');
    const imported = await importInto(target, document);
    assert.equal(imported.statusCode, 200, imported.body);
    const audiences = (await t.get('/api/v1/users/@me/audiences', target.token)).body as Array<{
      id: string;
      name: string;
    }>;
    assert.deepEqual(
      audiences.map((a) => a.name),
      ['work', 'Friends'],
    );
    const newFriends = audiences.find((a) => a.name === 'Friends')!.id;
    const me = (await t.get('/api/v1/users/@me', target.token)).body;
    assert.deepEqual(
      me.names.map((entry: { value: string }) => entry.value),
      ['Open', placed, close, secretWork],
    );
    assert.deepEqual(me.placements.names, { [placed]: [newFriends], [secretWork]: [ownWork] });
    assert.equal(me.friends_audience, newFriends);
    assertNowhere(await publicSurfaces(target), [placed, close, secretWork]);
    const secret = (await link(target, newFriends)).secret;
    const view = await t.get(`/api/v1/shared/${secret}`);
    assert.ok(view.raw.includes(placed) && view.raw.includes(close) && !view.raw.includes(secretWork));
    // Importing the same export again reuses both.
    const again = await importInto(target, document);
    assert.deepEqual(JSON.parse(again.body).audiences, { created: [], reused: ['Friends', 'Work'] });
  });

  it('an export without its audiences (or past the limit) shows no more than it did', async () => {
    const { source, placed, close, secretWork } = await placedAccount();
    const document = await exportOf(source);
    delete document.audiences;
    const target = await registerUser(t);
    const imported = await importInto(target, document);
    assert.equal(imported.statusCode, 200, imported.body);
    const me = (await t.get('/api/v1/users/@me', target.token)).body;
    assert.deepEqual(me.placements.names, { [placed]: [], [secretWork]: [], [close]: [] });
    assert.equal(me.friends_audience, null);
    assertNowhere(await publicSurfaces(target), [placed, close, secretWork]);

    // A target at its 20 audiences: the import is refused with a sentence, and nothing is written.
    const full = await registerUser(t);
    for (let i = 0; i < 20; i++) await audience(full, `Circle ${i}`);
    const refused = await importInto(full, await exportOf(source));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(JSON.parse(refused.body).message, /20 audiences/);
    assert.ok(!(await t.get('/api/v1/users/@me', full.token)).raw.includes(placed), 'nothing written');

    // Audiences that are not audiences are refused by the reader.
    const bad = await importInto(target, { ...document, audiences: [{ id: 1 }] });
    assert.equal(bad.statusCode, 400);
  });
});
