/**
 * Audiences in the browser, over HTTP: the Audiences page's forms and their error rows (a name empty,
 * too long or already used, a last day in the past or not a day, a form without its CSRF token,
 * someone else's audience or link), each said beside its field with what was typed kept; a new link's
 * address shown once; the editor's "who sees this" menus saving placements (and clearing them), rows
 * moved without JavaScript keeping their choice; the preview as the public and as an audience.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, type Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

async function signedIn(): Promise<{ user: TestUser; jar: Jar }> {
  const user = await registerUser(t);
  return { user, jar: await logIn(t, user) };
}

const audiencesOf = async (user: TestUser) =>
  (await t.get('/api/v1/users/@me/audiences', user.token)).body as Array<{
    id: string;
    name: string;
    links: Array<{ id: string; open: boolean; expires_at: string | null; revoked_at: string | null }>;
  }>;

const me = async (user: TestUser) =>
  (await t.get('/api/v1/users/@me', user.token)).body as {
    placements: Record<string, unknown>;
    friends_audience: string | null;
    links: string[];
    names: Array<{ value: string }>;
  };

/** The option chosen in the menu named `name`: its value and its words. */
function chosen(html: string, name: string): { value: string; label: string } | undefined {
  const select = new RegExp(`<select[^>]* name="${name.replace(/\./g, '\\.')}"[^>]*>(.*?)</select>`).exec(html)?.[1];
  const option = /<option value(?:="([^"]*)")? selected>([^<]*)<\/option>/.exec(select ?? '');
  return option ? { value: option[1] ?? '', label: option[2]! } : undefined;
}

/** The sentence shown beside the field whose element ID is `id`. */
const errorBeside = (html: string, id: string) =>
  new RegExp(`<p class="field-error" id="${id}-error">([^<]*)</p>`).exec(html)?.[1];

describe('the Audiences page', () => {
  it('makes, renames and deletes an audience, and says so', async () => {
    const { user, jar } = await signedIn();
    const empty = await page(t, jar, '/settings/audiences');
    assert.equal(empty.status, 200);
    assert.match(empty.raw, /You have no audiences yet/);
    assert.equal(empty.headers['cache-control'], 'private, no-store');
    const made = await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: '  Close friends ' });
    assert.equal(made.status, 200);
    assert.match(made.raw, /The audience “Close friends” is made/);
    const [friends] = await audiencesOf(user);
    assert.equal(friends!.name, 'Close friends');
    const renamed = await postForm(t, jar, '/settings/audiences', `/settings/audiences/${friends!.id}/rename`, {
      name: 'Friends',
    });
    assert.match(renamed.raw, /now called “Friends”/);
    // Deleting says what happens to items shown to it alone, before and after.
    assert.match(renamed.raw, /Items shown only to “Friends” become “only me”/);
    const deleted = await postForm(t, jar, '/settings/audiences', `/settings/audiences/${friends!.id}/delete`, {});
    assert.match(deleted.raw, /The audience “Friends” is deleted/);
    assert.deepEqual(await audiencesOf(user), []);
  });

  it('says beside the name what is wrong with it, and keeps what was typed', async () => {
    const { user, jar } = await signedIn();
    const blank = await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(errorBeside(blank.raw, 'f-name'), 'Give the audience a name.');
    assert.match(blank.raw, /aria-invalid="true"/);
    const long = 'A'.repeat(41);
    const tooLong = await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: long });
    assert.equal(tooLong.status, 400);
    assert.equal(
      errorBeside(tooLong.raw, 'f-name'),
      'An audience’s name can be at most 40 characters (this one has 41): make it shorter.',
    );
    assert.match(tooLong.raw, new RegExp(`name="name" type="text" value="${long}"`));
    await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: 'Work' });
    const again = await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: 'work' });
    assert.equal(again.status, 400);
    assert.equal(errorBeside(again.raw, 'f-name'), 'You already have an audience called “work”: choose another name.');
    // The same beside the rename field of that audience.
    await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: 'Family' });
    const family = (await audiencesOf(user)).find((audience) => audience.name === 'Family')!;
    const clash = await postForm(t, jar, '/settings/audiences', `/settings/audiences/${family.id}/rename`, {
      name: 'WORK',
    });
    assert.equal(clash.status, 400);
    assert.equal(
      errorBeside(clash.raw, `f-rename-${family.id}`),
      'You already have an audience called “WORK”: choose another name.',
    );
    assert.match(clash.raw, /value="WORK"/);
    assert.deepEqual((await audiencesOf(user)).map((audience) => audience.name).sort(), ['Family', 'Work']);
  });

  it('refuses a form without its CSRF token', async () => {
    const { user, jar } = await signedIn();
    await page(t, jar, '/settings/audiences');
    const res = await t.request('POST', '/settings/audiences', {
      body: new URLSearchParams({ name: 'Sneaky' }).toString(),
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 403);
    assert.deepEqual(await audiencesOf(user), []);
  });

  it('answers 404 for an audience or a link of someone else, and changes nothing', async () => {
    const owner = await registerUser(t);
    const theirs = (await t.post('/api/v1/users/@me/audiences', { name: 'Theirs' }, owner.token)).body.id as string;
    const link = (await t.post(`/api/v1/users/@me/audiences/${theirs}/links`, {}, owner.token)).body;
    const { jar } = await signedIn();
    for (const [action, fields] of [
      [`/settings/audiences/${theirs}/rename`, { name: 'Mine now' }],
      [`/settings/audiences/${theirs}/delete`, {}],
      [`/settings/audiences/${theirs}/links`, { expires_on: '' }],
      [`/settings/audiences/links/${link.id}/revoke`, {}],
      [`/settings/audiences/links/${link.id}/rotate`, {}],
      [`/settings/audiences/links/${link.id}/expiry`, { expires_on: '2099-01-01', action: 'set' }],
    ] as const) {
      const res = await postForm(t, jar, '/settings/audiences', action, fields);
      assert.equal(res.status, 404, action);
    }
    const preview = await page(t, jar, `/settings/audiences/preview?as=${theirs}`);
    assert.equal(preview.status, 404);
    const [kept] = await audiencesOf(owner);
    assert.equal(kept!.name, 'Theirs');
    assert.equal(kept!.links[0]!.open, true);
  });

  it('makes a link shown once, sets and clears its last day, replaces and revokes it', async () => {
    const { user, jar } = await signedIn();
    await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: 'Friends' });
    const [friends] = await audiencesOf(user);
    const past = await postForm(t, jar, '/settings/audiences', `/settings/audiences/${friends!.id}/links`, {
      expires_on: '2001-02-03',
    });
    assert.equal(past.status, 400);
    assert.equal(
      errorBeside(past.raw, `f-expiry-${friends!.id}`),
      'Choose a day after today: the link would have stopped already.',
    );
    assert.match(past.raw, /value="2001-02-03"/);
    const notADay = await postForm(t, jar, '/settings/audiences', `/settings/audiences/${friends!.id}/links`, {
      expires_on: 'soon',
    });
    assert.equal(notADay.status, 400);
    assert.equal(
      errorBeside(notADay.raw, `f-expiry-${friends!.id}`),
      'Write the day as year-month-day, for example 2027-01-31.',
    );
    assert.deepEqual((await audiencesOf(user))[0]!.links, [], 'no link was made');

    const made = await postForm(t, jar, '/settings/audiences', `/settings/audiences/${friends!.id}/links`, {
      expires_on: '2099-12-31',
    });
    assert.equal(made.status, 200);
    assert.equal(made.headers['cache-control'], 'private, no-store');
    const url = /id="new-share-link" class="secret" type="text" readonly value="([^"]+)"/.exec(made.raw)?.[1];
    assert.match(url ?? '', /\/v\/[A-Za-z0-9_-]+$/);
    const secret = url!.slice(url!.lastIndexOf('/') + 1);
    assert.equal((await t.request('GET', `/v/${secret}`, { headers: HTML })).status, 200);
    // Shown once: the page again does not have it.
    const again = await page(t, jar, '/settings/audiences');
    assert.ok(!again.raw.includes(secret));
    let [link] = (await audiencesOf(user))[0]!.links;
    assert.equal(link!.expires_at, '2099-12-31T23:59:59.999Z');

    const pastExpiry = await postForm(t, jar, '/settings/audiences', `/settings/audiences/links/${link!.id}/expiry`, {
      expires_on: '2000-01-01',
      action: 'set',
    });
    assert.equal(pastExpiry.status, 400);
    assert.equal(
      errorBeside(pastExpiry.raw, `f-link-expiry-${link!.id}`),
      'Choose a day after today: the link would have stopped already.',
    );
    const cleared = await postForm(t, jar, '/settings/audiences', `/settings/audiences/links/${link!.id}/expiry`, {
      expires_on: '2099-12-31',
      action: 'clear',
    });
    assert.match(cleared.raw, /The link works until you revoke it/);
    [link] = (await audiencesOf(user))[0]!.links;
    assert.equal(link!.expires_at, null);

    const rotated = await postForm(t, jar, '/settings/audiences', `/settings/audiences/links/${link!.id}/rotate`, {});
    assert.equal(rotated.status, 200);
    const newUrl = /id="new-share-link" class="secret" type="text" readonly value="([^"]+)"/.exec(rotated.raw)?.[1];
    assert.ok(newUrl && newUrl !== url);
    assert.equal((await t.request('GET', `/v/${secret}`, { headers: HTML })).status, 404, 'the old one stopped');
    const newSecret = newUrl.slice(newUrl.lastIndexOf('/') + 1);
    assert.equal((await t.request('GET', `/v/${newSecret}`, { headers: HTML })).status, 200);
    // The old one is listed as stopped, with no buttons.
    assert.match(rotated.raw, /class="share-link revoked"/);
    const again2 = await postForm(t, jar, '/settings/audiences', `/settings/audiences/links/${link!.id}/rotate`, {});
    assert.equal(again2.status, 400);
    assert.match(again2.raw, /This link has stopped already: make a new one instead/);

    const open = (await audiencesOf(user))[0]!.links.find((candidate) => candidate.open)!;
    const revoked = await postForm(t, jar, '/settings/audiences', `/settings/audiences/links/${open.id}/revoke`, {});
    assert.match(revoked.raw, /The link stopped working/);
    assert.equal((await t.request('GET', `/v/${newSecret}`, { headers: HTML })).status, 404);
  });

  it('chooses the audience of entries marked friends only', async () => {
    const { user, jar } = await signedIn();
    await postForm(t, jar, '/settings/audiences', '/settings/audiences', { name: 'Friends' });
    const [friends] = await audiencesOf(user);
    const saved = await postForm(t, jar, '/settings/audiences', '/settings/audiences/friends', {
      friends_audience: friends!.id,
    });
    assert.match(saved.raw, /Your choice for entries marked friends only is saved/);
    assert.equal((await me(user)).friends_audience, friends!.id);
    const other = await registerUser(t);
    const theirs = (await t.post('/api/v1/users/@me/audiences', { name: 'X' }, other.token)).body.id;
    const refused = await postForm(t, jar, '/settings/audiences', '/settings/audiences/friends', {
      friends_audience: theirs,
    });
    assert.equal(refused.status, 400);
    assert.ok(errorBeside(refused.raw, 'f-friends_audience'));
    await postForm(t, jar, '/settings/audiences', '/settings/audiences/friends', { friends_audience: '' });
    assert.equal((await me(user)).friends_audience, null);
  });
});

/** The editor's fields as the form sends them, from its page. */
async function editorPost(jar: Jar, fields: Record<string, string>) {
  const form = await page(t, jar, '/edit/profile');
  const res = await t.request('POST', '/edit/profile', {
    body: new URLSearchParams({ _csrf: csrfOf(form.raw), ...fields }).toString(),
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  jar.take(res.headers);
  return res;
}

describe('“who sees this” in the editor', () => {
  it('shows a hint instead of menus until there is an audience', async () => {
    const { jar } = await signedIn();
    const editor = await page(t, jar, '/edit/profile');
    assert.ok(!editor.raw.includes('seen_by'));
    assert.match(editor.raw, /Make an audience on the <a href="\/settings\/audiences">Audiences page<\/a>/);
  });

  it('saves each item’s placement, keeps several audiences as they were, and clears what is set back', async () => {
    const { user, jar } = await signedIn();
    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const work = (await t.post('/api/v1/users/@me/audiences', { name: 'Work' }, user.token)).body.id;
    await t.patch(
      '/api/v1/users/@me',
      {
        bio: 'Hello',
        names: [
          { value: 'Robin', status: 'okay' },
          { value: 'Birdie', status: 'okay' },
        ],
        links: ['https://a.example/', 'https://b.example/'],
        fields: [{ name: 'Family', entries: [{ value: 'little bird', status: 'okay' }] }],
        placements: { names: { Birdie: [friends, work] }, bio: [friends] },
      },
      user.token,
    );
    const editor = await page(t, jar, '/edit/profile');
    // Several audiences are one option, named by them, and selected.
    assert.deepEqual(chosen(editor.raw, 'names.1.seen_by'), { value: `${friends},${work}`, label: 'Friends, Work' });
    assert.deepEqual(chosen(editor.raw, 'seen_by.bio'), { value: friends, label: 'Friends' });
    assert.match(editor.raw, /<label for="f-names-1-seen_by" class="visually-hidden">Who sees name 2<\/label>/);
    const saved = await editorPost(jar, {
      'seen_by.shown': '1',
      'names.0.value': 'Robin',
      'names.0.status': 'okay',
      'names.0.seen_by': 'me',
      'names.1.value': 'Birdie',
      'names.1.status': 'okay',
      'names.1.seen_by': `${friends},${work}`,
      'links.0': 'https://a.example/',
      'links.0.seen_by': work,
      'links.1': 'https://b.example/',
      'links.1.seen_by': '',
      'fields.0.name': 'Family',
      'fields.0.seen_by': '',
      'fields.0.entries.0.value': 'little bird',
      'fields.0.entries.0.status': 'okay',
      'fields.0.entries.0.seen_by': friends,
      bio: 'Hello',
      // The bio goes back to everyone: a kind the form leaves out is cleared.
      'seen_by.bio': '',
      'seen_by.avatar': '',
    });
    assert.equal(saved.status, 303, saved.raw);
    assert.deepEqual((await me(user)).placements, {
      names: { Robin: [], Birdie: [friends, work] },
      field_entries: { Family: { 'little bird': [friends] } },
      links: { 'https://a.example/': [work] },
    });
    const shown = (await t.request('GET', `/@${user.name}`, { headers: HTML })).raw;
    assert.ok(shown.includes('Hello') && !shown.includes('Birdie') && !shown.includes('little bird'));
  });

  it('a member’s editor has the menus, and one for the member as a whole', async () => {
    const { user, jar } = await signedIn();
    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const member = (
      await t.post(
        '/api/v1/members',
        { name: 'Sky', bio: 'Sky bio', names: [{ value: 'Skylark', status: 'okay' }] },
        user.token,
      )
    ).body;
    const form = await page(t, jar, `/edit/members/${member.id}`);
    assert.equal(form.status, 200);
    assert.deepEqual(chosen(form.raw, 'seen_by.member'), { value: '', label: 'Everyone' });
    assert.match(form.raw, /Who sees this member/);
    assert.match(form.raw, /Who sees this member.{1,6}s bio/);
    const res = await t.request('POST', `/edit/members/${member.id}`, {
      body: new URLSearchParams({
        _csrf: csrfOf(form.raw),
        'seen_by.shown': '1',
        name: 'Sky',
        bio: 'Sky bio',
        'names.0.value': 'Skylark',
        'names.0.status': 'okay',
        'names.0.seen_by': 'me',
        'seen_by.bio': friends,
        'seen_by.avatar': '',
        'seen_by.member': friends,
      }).toString(),
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 303, res.raw);
    const own = (await t.get(`/api/v1/members/${member.id}`, user.token)).body;
    assert.deepEqual(own.placements, { member: [friends], bio: [friends], names: { Skylark: [] } });
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 404, 'kept to Friends as a whole');
    const again = await page(t, jar, `/edit/members/${member.id}`);
    assert.deepEqual(chosen(again.raw, 'seen_by.member'), { value: friends, label: 'Friends' });
    assert.deepEqual(chosen(again.raw, 'names.0.seen_by'), { value: 'me', label: 'Only me' });
  });

  it('a row moved or removed without JavaScript keeps its choice', async () => {
    const { user, jar } = await signedIn();
    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const moved = await editorPost(jar, {
      'seen_by.shown': '1',
      'names.0.value': 'Robin',
      'names.0.seen_by': '',
      'names.1.value': 'Birdie',
      'names.1.seen_by': friends,
      'links.0': 'https://a.example/',
      'links.0.seen_by': '',
      'links.1': 'https://b.example/',
      'links.1.seen_by': 'me',
      edit: 'names.1.up',
    });
    assert.equal(moved.status, 200);
    assert.match(moved.raw, /name="names.0.value" type="text" value="Birdie"/);
    assert.deepEqual(chosen(moved.raw, 'names.0.seen_by'), { value: friends, label: 'Friends' });
    assert.deepEqual(chosen(moved.raw, 'names.1.seen_by'), { value: '', label: 'Everyone' });
    const removed = await editorPost(jar, {
      'seen_by.shown': '1',
      'links.0': 'https://a.example/',
      'links.0.seen_by': '',
      'links.1': 'https://b.example/',
      'links.1.seen_by': 'me',
      edit: 'links.0.remove',
    });
    assert.match(removed.raw, /name="links.0" type="url" value="https:\/\/b.example\/"/);
    assert.deepEqual(chosen(removed.raw, 'links.0.seen_by'), { value: 'me', label: 'Only me' });
  });

  it('an audience that is not the owner’s (deleted in another tab) is said on top, and its items come back as “Only me”', async () => {
    const { user, jar } = await signedIn();
    await t.post('/api/v1/users/@me/audiences', { name: 'Mine' }, user.token);
    const other = await registerUser(t);
    const theirs = (await t.post('/api/v1/users/@me/audiences', { name: 'Theirs' }, other.token)).body.id;
    const refused = await editorPost(jar, {
      'seen_by.shown': '1',
      'names.0.value': 'Robin',
      'names.0.seen_by': theirs,
    });
    assert.equal(refused.status, 400);
    assert.match(refused.raw, /One of the audiences you chose no longer exists, and nothing was saved/);
    assert.ok(!refused.raw.includes('f-placements'));
    assert.deepEqual(chosen(refused.raw, 'names.0.seen_by'), { value: 'me', label: 'Only me' });
    assert.equal(await page(t, jar, '/edit/profile').then((res) => res.raw.includes('Robin')), false);
  });

  it('an entry marked friends only shows where it goes', async () => {
    const { user, jar } = await signedIn();
    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Pals' }, user.token)).body.id;
    await t.patch(
      '/api/v1/users/@me',
      { friends_audience: friends, names: [{ value: 'Robin', status: 'friends_only' }] },
      user.token,
    );
    const editor = await page(t, jar, '/edit/profile');
    assert.deepEqual(chosen(editor.raw, 'names.0.seen_by'), { value: '', label: 'Pals (friends only)' });
  });
});

describe('the preview', () => {
  it('shows the page as the public and as each audience, never kept nor indexed', async () => {
    const { user, jar } = await signedIn();
    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    await t.patch(
      '/api/v1/users/@me',
      {
        names: [
          { value: 'Robin', status: 'okay' },
          { value: 'Birdie', status: 'okay' },
        ],
        placements: { names: { Birdie: [friends] } },
      },
      user.token,
    );
    const asPublic = await page(t, jar, '/settings/audiences/preview?as=public');
    assert.equal(asPublic.status, 200);
    assert.match(asPublic.raw, /This is how the public sees your page/);
    assert.ok(asPublic.raw.includes('Robin') && !asPublic.raw.includes('Birdie'));
    assert.equal(asPublic.headers['x-robots-tag'], 'noindex, nofollow');
    assert.equal(asPublic.headers['cache-control'], 'private, no-store');
    assert.match(asPublic.raw, /<meta name="robots" content="noindex, nofollow"/);
    const asFriends = await page(t, jar, `/settings/audiences/preview?as=${friends}`);
    assert.equal(asFriends.status, 200);
    assert.match(asFriends.raw, /This is how people with a link of “Friends” see your page/);
    assert.ok(asFriends.raw.includes('Birdie'));
    assert.match(asFriends.raw, new RegExp(`href="/settings/audiences/preview\\?as=${friends}" aria-current="page"`));
    // Signed out, it is the log-in page.
    const out = await t.request('GET', '/settings/audiences/preview?as=public', { headers: HTML });
    assert.equal(out.status, 303);
  });
});
