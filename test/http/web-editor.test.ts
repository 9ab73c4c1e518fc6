/**
 * The profile editor's form over HTTP, as a browser without JavaScript sends it: a first profile has
 * rows to type into and its first entries are the favourites, a list button answers with the page
 * landing on what changed, text over a limit is kept whole and said to be over, a "Shown as" typed
 * equal to the default comes back as typed, and a bio's line breaks count once. The browser tests
 * (test/web/editor-first-profile.test.ts) cover the same as a person uses it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

/** The tag of the form control named `name`. */
function control(html: string, name: string): string {
  const escaped = name.replace(/\./g, '\\.');
  const tag = new RegExp(`<(?:input|select|textarea)[^>]*\\bname="${escaped}"[^>]*>`).exec(html)?.[0];
  assert.ok(tag, `no control ${name}`);
  return tag;
}

/** The value of the text box named `name`, as the page gives it back. */
function valueOf(html: string, name: string): string {
  const value = /\svalue(?:="([^"]*)")?/.exec(control(html, name));
  return (value?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');
}

/** The option chosen in the menu named `name`. */
function chosen(html: string, name: string): string | undefined {
  const escaped = name.replace(/\./g, '\\.');
  const menu = new RegExp(`<select[^>]*\\bname="${escaped}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return /<option value="([^"]*)" selected/.exec(menu)?.[1];
}

/** The rows of the list `list` the page shows (its `data-row` keys), templates left out. */
function rowsOf(html: string, list: string): string[] {
  const shown = html.replace(/<template[\s\S]*?<\/template>/g, '');
  const escaped = list.replace(/\./g, '\\.');
  return [...shown.matchAll(new RegExp(`data-row="(${escaped}\\.\\d+)"`, 'g'))].map((m) => m[1]!);
}

/** The row or list the page lands on: the element with id="changed". */
function landing(html: string): string | undefined {
  const tag = /<(li|div)[^>]*\bid="changed"[^>]*>/.exec(html)?.[0];
  return tag && (/data-row="([^"]+)"/.exec(tag)?.[1] ?? 'list');
}

describe('web editor: a first profile', () => {
  it('has two name rows, two pronoun rows and a field of three entries to type into, the first of each the favourite', async () => {
    const user = await registerUser(t);
    const html = (await page(t, await logIn(t, user), '/edit/profile')).raw;
    assert.deepEqual(rowsOf(html, 'names'), ['names.0', 'names.1']);
    assert.deepEqual(rowsOf(html, 'pronouns'), ['pronouns.0', 'pronouns.1']);
    assert.deepEqual(rowsOf(html, 'fields.0.entries'), [
      'fields.0.entries.0',
      'fields.0.entries.1',
      'fields.0.entries.2',
    ]);
    assert.deepEqual(rowsOf(html, 'links'), ['links.0']);
    assert.equal(chosen(html, 'names.0.status'), 'favourite');
    assert.equal(chosen(html, 'names.1.status'), 'okay');
    assert.equal(chosen(html, 'pronouns.0.status'), 'favourite');
    assert.equal(chosen(html, 'pronouns.1.status'), 'okay');
    assert.equal(chosen(html, 'fields.0.entries.0.status'), 'favourite');
    assert.equal(chosen(html, 'fields.0.entries.2.status'), 'okay');
  });

  it('is saved in one submission, with the favourites the page chose', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    // What a browser sends from the page as it opens: every row, the empty ones too.
    const res = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      display_name: 'Robin',
      'names.0.value': 'Robin',
      'names.0.status': 'favourite',
      'names.1.value': 'Rob',
      'names.1.status': 'okay',
      'pronouns.0.value': 'they/them',
      'pronouns.0.status': 'favourite',
      'pronouns.1.value': '',
      'pronouns.1.status': 'okay',
      'fields.0.name': 'Titles',
      'fields.0.entries.0.value': 'Mx',
      'fields.0.entries.0.status': 'favourite',
      'fields.0.entries.1.value': '',
      'fields.0.entries.1.status': 'okay',
      'links.0': '',
    });
    assert.equal(res.status, 303, res.raw);
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(me.names, [
      { value: 'Robin', status: 'favourite' },
      { value: 'Rob', status: 'okay' },
    ]);
    assert.deepEqual(
      me.pronouns.map((p: { value: string; status: string }) => [p.value, p.status]),
      [['they/them', 'favourite']],
    );
    assert.deepEqual(me.fields, [{ name: 'Titles', entries: [{ value: 'Mx', status: 'favourite' }] }]);
  });

  it('a row added to an empty list is its favourite, a later one "okay"; the API keeps its own default', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const added = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      edit: 'fields.add',
      'fields.0.name': 'A',
    });
    assert.equal(added.status, 200);
    assert.equal(chosen(added.raw, 'fields.1.entries.0.status'), 'favourite');
    const second = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      edit: 'names.add',
      'names.0.value': 'Robin',
      'names.0.status': 'favourite',
    });
    assert.equal(chosen(second.raw, 'names.1.status'), 'okay');
    const emptied = await postForm(t, jar, '/edit/profile', '/edit/profile', { edit: 'pronouns.add' });
    assert.equal(chosen(emptied.raw, 'pronouns.0.status'), 'favourite');
    // The API is untouched: it still wants a preference with every entry (the default is the editor's).
    const api = await t.patch('/api/v1/users/@me', { names: [{ value: 'Robin' }] }, user.token);
    assert.equal(api.status, 400);
  });
});

describe('web editor: list buttons without JavaScript', () => {
  it('send the form to the address with #changed, and the page gives that id to what changed', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const opened = (await page(t, jar, '/edit/profile')).raw;
    const actions = [...opened.matchAll(/<button[^>]*name="edit"[^>]*>/g)].map(
      (m) => /formaction="([^"]*)"/.exec(m[0])?.[1],
    );
    assert.ok(actions.length > 10);
    assert.deepEqual(new Set(actions), new Set(['/edit/profile#changed']));
    assert.equal(landing(opened), undefined, 'a page not answering a list button lands nowhere');

    const typed = { 'names.0.value': 'One', 'names.1.value': 'Two', 'names.2.value': 'Three', 'fields.0.name': '' };
    const cases: Array<[string, string]> = [
      ['names.add', 'names.3'],
      ['names.2.up', 'names.1'],
      ['names.0.down', 'names.1'],
      ['names.1.remove', 'names.1'],
      ['names.2.remove', 'names.1'],
      ['fields.0.entries.add', 'fields.0.entries.0'],
      ['starter.honorifics', 'fields.0'],
    ];
    for (const [edit, row] of cases) {
      const res = await postForm(t, jar, '/edit/profile', '/edit/profile', { ...typed, edit });
      assert.equal(res.status, 200, edit);
      assert.equal(landing(res.raw), row, edit);
      assert.equal((res.raw.match(/id="changed"/g) ?? []).length, 1, edit);
      // The change is not saved: the bar that stays at the bottom of the window says so.
      assert.match(res.raw, /<span class="save-state"[^>]*>Unsaved changes<\/span>/, edit);
    }
    // What was typed comes back (moved with its row).
    const moved = await postForm(t, jar, '/edit/profile', '/edit/profile', { ...typed, edit: 'names.2.up' });
    assert.deepEqual(
      ['names.0.value', 'names.1.value', 'names.2.value'].map((name) => valueOf(moved.raw, name)),
      ['One', 'Three', 'Two'],
    );
    // Removing the only row of a list lands on the list.
    const only = await postForm(t, jar, '/edit/profile', '/edit/profile', { 'links.0': 'x', edit: 'links.0.remove' });
    assert.equal(landing(only.raw), 'list');
  });

  it('in a member editor carry the member editor’s address', async () => {
    const user = await registerUser(t);
    const html = (await page(t, await logIn(t, user), '/edit/members/new')).raw;
    assert.match(html, /value="names\.add" formaction="\/edit\/members\/new#changed"/);
  });
});

describe('web editor: text over a limit', () => {
  it('is kept whole, and the page says how much too long it is beside the box (a list button and a save)', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const opened = (await page(t, jar, '/edit/profile')).raw;
    assert.doesNotMatch(opened, /maxlength=/i, 'no box of the editor cuts what is typed');
    assert.match(control(opened, 'names.0.value'), /data-max-length="100"/);
    assert.match(control(opened, 'bio'), /data-max-length="1000"/);

    const long = 'n'.repeat(131);
    const bio = 'b'.repeat(1040);
    for (const edit of ['links.add', '']) {
      const res = await postForm(t, jar, '/edit/profile', '/edit/profile', { 'names.0.value': long, bio, edit });
      assert.equal(res.status, edit ? 200 : 400, edit);
      assert.equal(valueOf(res.raw, 'names.0.value'), long, 'nothing cut');
      assert.match(res.raw, new RegExp(`>${bio}</textarea>`));
      assert.match(
        res.raw,
        /<p class="counter over" id="f-names-0-value-counter"[^>]*>Too long — 31 over the limit\. Characters: 131\u00a0\/\u00a0100<\/p>/,
      );
      assert.match(
        res.raw,
        /id="f-bio-counter"[^>]*>Too long — 40 over the limit\. Characters: 1,040\u00a0\/\u00a01,000</,
      );
      assert.match(control(res.raw, 'names.0.value'), /aria-describedby="[^"]*f-names-0-value-counter/);
    }
    const saved = await postForm(t, jar, '/edit/profile', '/edit/profile', { 'names.0.value': long });
    // The save's own sentence stands beside the box too, with the counter.
    assert.match(saved.raw, /id="f-names-0-value-error">Name 1 can be at most 100 characters \(this one has 131\)\./);
    assert.deepEqual((await t.get('/api/v1/users/@me', user.token)).body.names, []);
    // Within the limit: no counter without JavaScript (the script shows one near the limit).
    const fits = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      'names.0.value': 'n'.repeat(100),
      edit: 'links.add',
    });
    assert.doesNotMatch(fits.raw, /class="counter/);
  });

  it('is counted in the words of the page', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    await t.patch('/api/v1/users/@me', { language: 'de' }, user.token);
    const res = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      'names.0.value': 'n'.repeat(1101),
      edit: 'links.add',
    });
    assert.match(res.raw, /Zu lang – 1\.001 über der Grenze\. Zeichen: 1\.101\u00a0\/\u00a0100/);
    assert.match(
      res.raw,
      /data-counter-over="Zu lang – \{over\} über der Grenze\. Zeichen: \{length\}\u00a0\/\u00a0\{limit\}"/,
    );
  });

  it('a bio’s line breaks count once, as the box and its counter count them', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    // 1,000 characters as the box holds them; 1,010 as a browser sends them (CR LF for each break).
    const bio = Array.from({ length: 10 }, () => 'b'.repeat(99)).join('\r\n') + 'b'.repeat(1);
    const res = await postForm(t, jar, '/edit/profile', '/edit/profile', { bio });
    assert.equal(res.status, 303, res.raw);
    const stored = (await t.get('/api/v1/users/@me', user.token)).body.bio as string;
    assert.equal([...stored].length, 1000);
    assert.doesNotMatch(stored, /\r/);
  });
});

describe('web editor: "Shown as"', () => {
  it('typed equal to the default comes back as typed; left empty, it stays empty with the default greyed', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const res = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      'pronouns.0.value': 'she/her/hers',
      'pronouns.0.display_text': 'she/her',
      'pronouns.0.status': 'favourite',
      'pronouns.1.value': 'they/them/theirs',
      'pronouns.1.display_text': '',
      'pronouns.1.status': 'okay',
    });
    assert.equal(res.status, 303, res.raw);
    const html = (await page(t, jar, '/edit/profile')).raw;
    assert.equal(valueOf(html, 'pronouns.0.display_text'), 'she/her');
    assert.equal(valueOf(html, 'pronouns.1.display_text'), '');
    assert.match(control(html, 'pronouns.1.display_text'), /placeholder="they\/them"/);
    // The API answers as before: the derived text where none was set.
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(
      me.pronouns.map((p: { display_text: string }) => p.display_text),
      ['she/her', 'they/them'],
    );
    // Saved again untouched, the typed one stays typed (it does not follow a change of the pronouns).
    await postForm(t, jar, '/edit/profile', '/edit/profile', {
      'pronouns.0.value': 'she/her/hers',
      'pronouns.0.display_text': valueOf(html, 'pronouns.0.display_text'),
      'pronouns.0.status': 'favourite',
    });
    assert.equal(valueOf((await page(t, jar, '/edit/profile')).raw, 'pronouns.0.display_text'), 'she/her');
  });

  it('of a member, typed equal to the default, comes back as typed', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const created = await postForm(t, jar, '/edit/members/new', '/edit/members/new', {
      name: 'Sky',
      'pronouns.0.value': 'xe/xem/xyr',
      'pronouns.0.display_text': 'xe/xem',
      'pronouns.0.status': 'favourite',
      'pronouns.1.value': 'it/its',
      'pronouns.1.status': 'okay',
    });
    assert.equal(created.status, 303, created.raw);
    const html = (await page(t, jar, String(created.headers.location).replace('?saved=1', ''))).raw;
    assert.equal(valueOf(html, 'pronouns.0.display_text'), 'xe/xem');
    assert.equal(valueOf(html, 'pronouns.1.display_text'), '');
  });
});
