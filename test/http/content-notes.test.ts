/**
 * Content notes (docs/API-NOTES.md, "Content notes"): a short note before a user's or a member's
 * profile. Written and read through the API like `bio` (its limit, clearing), carried by the export
 * and its import, and on the page shown first, with the profile behind a disclosure that needs no
 * script; its owner finds it open. The editor without JavaScript sets it and refuses too long a note
 * beside its field, keeping what was typed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, createMember, registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const NOTE = 'Mentions of grief & loss <below>';
const ESCAPED = 'Mentions of grief &amp; loss &lt;below>';

/** The page as a signed-out visitor gets it. */
const visit = async (path: string) => (await t.request('GET', path, { headers: HTML })).raw;

describe('content notes through the API', () => {
  it('a user writes, reads and clears one; every reader sees it', async () => {
    const user = await registerUser(t);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.content_note, null);
    const set = await t.patch('/api/v1/users/@me', { content_note: NOTE, bio: 'behind it' }, user.token);
    assert.equal(set.status, 200, set.raw);
    assert.equal(set.body.content_note, NOTE);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).body.content_note, NOTE);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.content_note, NOTE);
    // Another change leaves it as it is; "" and null clear it.
    assert.equal((await t.patch('/api/v1/users/@me', { bio: 'other' }, user.token)).body.content_note, NOTE);
    assert.equal((await t.patch('/api/v1/users/@me', { content_note: '' }, user.token)).body.content_note, null);
    await t.patch('/api/v1/users/@me', { content_note: NOTE }, user.token);
    assert.equal((await t.patch('/api/v1/users/@me', { content_note: null }, user.token)).body.content_note, null);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.content_note, null);
  });

  it('refuses a note over 200 characters or not a text, naming it, and keeps the one there', async () => {
    const user = await registerUser(t);
    await t.patch('/api/v1/users/@me', { content_note: NOTE }, user.token);
    for (const content_note of ['x'.repeat(201), 42, ['a']]) {
      const res = await t.patch('/api/v1/users/@me', { content_note, bio: 'not saved' }, user.token);
      assertApiError(res, 400, 400);
      assert.match(res.raw, /content_note/);
    }
    assert.equal((await t.patch('/api/v1/users/@me', { content_note: 'x'.repeat(200) }, user.token)).status, 200);
    const member = await createMember(t, user);
    assertApiError(
      await t.patch(`/api/v1/members/${member.id}`, { content_note: 'x'.repeat(201) }, user.token),
      400,
      400,
    );
    assertApiError(
      await t.post('/api/v1/members', { name: 'long', content_note: 'x'.repeat(201) }, user.token),
      400,
      400,
    );
    const read = (await t.get(`/api/v1/users/${user.id}`)).body;
    assert.equal(read.content_note, 'x'.repeat(200));
    assert.equal(read.bio, null);
  });

  it('a member carries its own, in the member and in the lists', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user, { name: 'Sky', content_note: NOTE });
    assert.equal(member.content_note, NOTE);
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).body.content_note, NOTE);
    const listed = (await t.get(`/api/v1/users/${user.id}/members`)).body;
    assert.equal(listed[0].content_note, NOTE);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.members[0].content_note, NOTE);
    const cleared = await t.patch(`/api/v1/members/${member.id}`, { content_note: '' }, user.token);
    assert.equal(cleared.body.content_note, null);
    assert.equal((await t.get(`/api/v1/users/${user.id}/members`)).body[0].content_note, null);
  });

  it('the export carries the notes and an import brings them back', async () => {
    const source = await registerUser(t);
    await t.patch('/api/v1/users/@me', { content_note: NOTE }, source.token);
    await createMember(t, source, { name: 'Sky', content_note: 'member note' });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/@me/export?format=json',
      headers: { authorization: source.token },
    });
    assert.equal(exported.statusCode, 200);
    const target = await registerUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/@me/import',
      payload: exported.rawPayload,
      headers: { authorization: target.token, 'content-type': 'application/json' },
    });
    assert.equal(imported.statusCode, 200, imported.payload);
    const read = (await t.get(`/api/v1/users/${target.id}`)).body;
    assert.equal(read.content_note, NOTE);
    assert.equal(read.members[0].content_note, 'member note');
  });
});

describe('content notes on the pages', () => {
  it('the note comes first and the profile waits behind a disclosure, closed for visitors', async () => {
    const user = await registerUser(t);
    await t.patch(
      '/api/v1/users/@me',
      {
        content_note: NOTE,
        display_name: 'Robin',
        bio: 'the bio behind',
        pronouns: [{ value: 'she/her', status: 'favourite' }],
      },
      user.token,
    );
    const html = await visit(`/@${user.name}`);
    const note = html.indexOf(ESCAPED);
    const disclosure = html.indexOf('<details class="behind-note">');
    assert.ok(note > html.indexOf('>Robin</h1>') && note < disclosure, 'the name, then the note, then the disclosure');
    assert.ok(html.indexOf('the bio behind') > disclosure, 'the bio is behind the disclosure');
    assert.match(html, /<summary class="button secondary"><span class="when-closed">Show the profile<\/span>/);
    // The summaries made for other places are as they were: pronouns and names.
    assert.match(html, /<meta property="og:description" content="she\/her"/);
  });

  it("a member's page the same; a profile without a note has no disclosure", async () => {
    const user = await registerUser(t);
    await createMember(t, user, { name: 'Sky', content_note: 'member note', bio: 'member bio' });
    const html = await visit(`/@${user.name}/Sky`);
    assert.ok(html.indexOf('member note') < html.indexOf('<details class="behind-note">'));
    assert.ok(html.indexOf('member bio') > html.indexOf('<details class="behind-note">'));
    assert.doesNotMatch(await visit(`/@${user.name}`), /behind-note|Content note/);
  });

  it('its owner finds their own page open, and sets the note in the editor without JavaScript', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const editor = await page(t, jar, '/edit/profile');
    // The limit is counted, not enforced by the browser (which would cut a pasted note silently).
    assert.match(editor.raw, /name="content_note"[^>]*data-max-length="200"/);
    assert.doesNotMatch(editor.raw, /name="content_note"[^>]*maxlength=/);
    const saved = await postForm(t, jar, '/edit/profile', '/edit/profile', { content_note: NOTE, bio: 'kept' });
    assert.equal(saved.status, 303, saved.raw);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.content_note, NOTE);
    const own = await page(t, jar, `/@${user.name}`);
    assert.match(own.raw, /<details class="behind-note" open>/);
    assert.ok(own.raw.includes(ESCAPED));
    // Cleared by emptying the field.
    await postForm(t, jar, '/edit/profile', '/edit/profile', { content_note: '  ', bio: 'kept' });
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.content_note, null);
  });

  it('the editor refuses too long a note beside its field and keeps everything typed', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const res = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      content_note: 'y'.repeat(201),
      display_name: 'Typed name',
    });
    assert.equal(res.status, 400);
    assert.match(
      res.raw,
      /<p class="field-error" id="f-content_note-error">The content note can be at most 200 characters \(this one has 201\)\.<\/p>/,
    );
    assert.ok(res.raw.includes(`value="${'y'.repeat(201)}"`));
    assert.match(res.raw, /value="Typed name"/);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.display_name, null);
  });

  it("a member's note is set in the member editor", async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user, { name: 'Sky' });
    const jar = await logIn(t, user);
    const path = `/edit/members/${member.id}`;
    const saved = await postForm(t, jar, path, path, { name: 'Sky', content_note: 'member note' });
    assert.equal(saved.status, 303, saved.raw);
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).body.content_note, 'member note');
  });
});
