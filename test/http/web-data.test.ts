/**
 * Your data (settings): the export downloads as the API's does; an import is previewed (a dry run that
 * changes nothing), then confirmed without choosing the file again; a bad file or a late confirmation
 * changes nothing and says what to do.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, type Jar, logIn, page } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from('--b--\r\n'));
  return Buffer.concat(parts);
}

async function postImport(
  jar: Jar,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const csrf = csrfOf((await page(t, jar, '/settings/data')).raw);
  const res = await t.app.inject({
    method: 'POST',
    url: '/settings/data/import',
    payload: multipart({ _csrf: csrf, ...fields }, file),
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'multipart/form-data; boundary=b' },
  });
  jar.take(res.headers);
  return { status: res.statusCode, raw: res.body };
}

describe('your data: export and import', () => {
  it('exports as the API does, and an export is previewed, then imported on confirmation', async () => {
    const source = await registerUser(t);
    await t.patch(
      '/api/v1/users/@me',
      { display_name: 'Moved In', names: [{ value: 'Mo', status: 'favourite' }] },
      source.token,
    );
    await t.post('/api/v1/members', { name: 'Robin' }, source.token);
    const sourceJar = await logIn(t, source);
    const exported = await t.request('GET', '/settings/data/export?format=json', {
      headers: { ...HTML, cookie: sourceJar.header() },
    });
    assert.equal(exported.status, 200);
    assert.match(String(exported.headers['content-disposition']), /^attachment; filename="nametag-/);
    const zip = await t.app.inject({
      method: 'GET',
      url: '/settings/data/export',
      headers: { cookie: sourceJar.header() },
    });
    assert.equal(zip.headers['content-type'], 'application/zip');
    assert.equal(zip.rawPayload.subarray(0, 2).toString(), 'PK');

    const target = await registerUser(t);
    const jar = await logIn(t, target);
    const file = { name: 'export.json', type: 'application/json', bytes: Buffer.from(exported.raw) };
    const preview = await postImport(jar, { action: 'preview' }, file);
    assert.equal(preview.status, 200);
    assert.match(preview.raw, /What the import will do/);
    assert.match(preview.raw, /Members to create \(1\): Robin/);
    assert.match(preview.raw, /Your profile will be replaced/);
    const before = (await t.get('/api/v1/users/@me', target.token)).body;
    assert.equal(before.display_name, null, 'a preview changes nothing');
    const held = /name="held" value="([^"]+)"/.exec(preview.raw)?.[1];
    assert.ok(held);

    const done = await postImport(jar, { action: 'confirm', held });
    assert.equal(done.status, 200);
    assert.match(done.raw, /<h2 id="import-report" tabindex="-1" data-focus-on-load="true">Imported<\/h2>/);
    assert.match(done.raw, /Members created \(1\): Robin/);
    const after = (await t.get('/api/v1/users/@me', target.token)).body;
    assert.equal(after.display_name, 'Moved In');
    assert.equal(after.name, target.name, 'the username stays');
    // A held file is used once.
    const again = await postImport(jar, { action: 'confirm', held });
    assert.equal(again.status, 410);
    assert.match(again.raw, /choose the file again/);
  });

  it('a file that is not an export, or none, changes nothing and says so; another account cannot use a held file', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const bad = await postImport(
      jar,
      { action: 'import' },
      { name: 'x.json', type: 'application/json', bytes: Buffer.from('{"nope": true}') },
    );
    assert.equal(bad.status, 400);
    assert.match(bad.raw, /The file could not be imported\. It is not an export Nametag reads.*Nothing was changed\./);
    // The sentence stands beside the file input, which is marked, and the summary links to it.
    assert.match(bad.raw, /<input id="f-file"[^>]*aria-invalid="true"[^>]*aria-describedby="f-file-error"/);
    assert.match(bad.raw, /<p class="field-error" id="f-file-error">The file could not be imported/);
    assert.match(bad.raw, /<a href="#f-file">The file could not be imported/);
    const none = await postImport(jar, { action: 'preview' });
    assert.equal(none.status, 400);
    assert.match(none.raw, /id="f-file-error">Choose an export file first\./);

    const exported = await t.request('GET', '/settings/data/export?format=json', {
      headers: { ...HTML, cookie: jar.header() },
    });
    const preview = await postImport(
      jar,
      { action: 'preview' },
      { name: 'e.json', type: 'application/json', bytes: Buffer.from(exported.raw) },
    );
    const held = /name="held" value="([^"]+)"/.exec(preview.raw)?.[1] ?? '';
    assert.ok(held);
    const other = await registerUser(t);
    const otherJar = await logIn(t, other);
    assert.equal((await postImport(otherJar, { action: 'confirm', held })).status, 410);
  });

  it('the forms need the CSRF token and a signed-in visitor', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/settings/data/import',
      payload: multipart({ action: 'preview' }, { name: 'e.json', type: 'application/json', bytes: Buffer.from('{}') }),
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'multipart/form-data; boundary=b' },
    });
    assert.equal(res.statusCode, 403);
    const anonymous = await t.request('GET', '/settings/data/export', { headers: HTML });
    assert.equal(anonymous.status, 303);
  });
});
