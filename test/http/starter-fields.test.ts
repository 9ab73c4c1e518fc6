/**
 * Starter fields (docs/WEB.md, "Starter fields"): the editor offers the common fields a profile has
 * none of yet, in the page's language; a button adds one with its entries to the draft, unsaved and
 * with nothing typed lost, and Save publishes it. Without JavaScript, over HTTP as a browser posts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, type Jar, logIn, page } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

/** Posts the editor form at `path` as the page gave it, with these fields, as its button `edit` (or Save). */
async function post(jar: Jar, path: string, fields: Record<string, string>, language?: string) {
  const form = await page(t, jar, path);
  const res = await t.request('POST', path, {
    body: new URLSearchParams({ _csrf: csrfOf(form.raw), ...fields }).toString(),
    headers: {
      ...HTML,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  jar.take(res.headers);
  return res;
}

const buttons = (html: string) => [...html.matchAll(/name="edit" value="(starter\.\w+)"/g)].map((m) => m[1]);

describe('starter fields', () => {
  it('the welcome points to them, and the editor offers the four', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const welcome = await page(t, jar, '/edit/profile?welcome=1');
    assert.match(welcome.raw, /<a href="#fields">Common fields<\/a>/);
    assert.match(welcome.raw, /<legend>Start from a common field<\/legend>/);
    assert.deepEqual(buttons(welcome.raw), [
      'starter.honorifics',
      'starter.compliments',
      'starter.relationships',
      'starter.selfWords',
    ]);
  });

  it('one click adds the field with its entries to the draft, unsaved, keeping what was typed; Save publishes it', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const added = await post(jar, '/edit/profile', { display_name: 'Typed, not saved', edit: 'starter.honorifics' });
    assert.equal(added.status, 200, added.raw);
    assert.match(added.raw, /name="fields\.0\.name"[^>]*value="Honorifics"/);
    for (const [i, value] of ['Mx.', 'Ms.', 'Mr.', 'Dr.', 'No honorific'].entries()) {
      assert.match(
        added.raw,
        new RegExp(`name="fields\\.0\\.entries\\.${i}\\.value"[^>]*value="${value.replace('.', '\\.')}"`),
      );
    }
    assert.match(added.raw, /value="Typed, not saved"/);
    assert.deepEqual(buttons(added.raw), ['starter.compliments', 'starter.relationships', 'starter.selfWords']);
    // Nothing is published yet.
    const before = (await t.get(`/api/v1/users/${user.id}`)).body;
    assert.deepEqual(before.fields, []);
    assert.equal(before.display_name, null);
    // The form as it came back, saved: the field is published, its entries "okay".
    const fields: Record<string, string> = { display_name: 'Typed, not saved', 'fields.0.name': 'Honorifics' };
    ['Mx.', 'Ms.'].forEach((value, i) => {
      fields[`fields.0.entries.${i}.value`] = value;
      fields[`fields.0.entries.${i}.status`] = i === 0 ? 'favourite' : 'okay';
    });
    const saved = await post(jar, '/edit/profile', fields);
    assert.equal(saved.status, 303, saved.raw);
    assert.deepEqual((await t.get(`/api/v1/users/${user.id}`)).body.fields, [
      {
        name: 'Honorifics',
        entries: [
          { value: 'Mx.', status: 'favourite' },
          { value: 'Ms.', status: 'okay' },
        ],
      },
    ]);
  });

  it("in the page's language", async () => {
    const user = await registerUser(t);
    await t.patch('/api/v1/users/@me', { language: 'de' }, user.token);
    const jar = await logIn(t, user);
    const added = await post(jar, '/edit/profile', { edit: 'starter.honorifics' });
    assert.equal(added.status, 200, added.raw);
    assert.match(added.raw, /value="Anreden"/);
    assert.match(added.raw, /value="Keine Anrede"/);
    assert.match(added.raw, /Komplimente hinzufügen/);
  });

  it('an unknown starter, or one the draft has already, changes nothing and says so', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const unknown = await post(jar, '/edit/profile', { display_name: 'Kept', edit: 'starter.nonsense' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.raw, /value="Kept"/);
    const twice = await post(jar, '/edit/profile', {
      'fields.0.name': 'honorifics',
      'fields.0.entries.0.value': 'Mx.',
      edit: 'starter.honorifics',
    });
    assert.equal(twice.status, 400);
    assert.equal((twice.raw.match(/value="Mx\."/g) ?? []).length, 1);
  });

  it('a member editor offers them too', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user, { name: 'Sky' });
    const jar = await logIn(t, user);
    const path = `/edit/members/${member.id}`;
    const added = await post(jar, path, { name: 'Sky', edit: 'starter.compliments' });
    assert.equal(added.status, 200, added.raw);
    assert.match(added.raw, /value="Compliments"/);
    assert.match(added.raw, /value="cute"/);
  });
});
