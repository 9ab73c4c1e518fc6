/**
 * The data page in the reader's language: an import's "left out" lines and its refusals are worded
 * from the catalogue (what the person typed stays as typed), while the API's `skipped` strings and
 * error messages stay the English they have always been.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FakePronounsCc } from '../helpers/fake-pronouns-cc.js';
import { createFlag, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, type Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
let fake: FakePronounsCc;
before(async () => {
  t = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true', PSEUDO_LOCALES: 'true' });
  fake = await new FakePronounsCc().start();
});
after(async () => {
  await fake?.close();
  await t?.close();
});

/** A PluralKit export with something of every kind PluralKit has and Nametag leaves out. */
const PLURALKIT = JSON.stringify({
  version: 2,
  id: 'abcde',
  name: 'Ŝystem',
  members: [
    {
      id: 'fghij',
      name: 'River Ünïque',
      pronouns: 'she/her',
      birthday: '2000-01-01',
      color: 'ff00ff',
      proxy_tags: [{ prefix: 'r:', suffix: null }],
      avatar_url: 'https://cdn.example/river.png',
      webhook_avatar_url: 'https://cdn.example/river-hook.png',
      banner: 'https://cdn.example/river-banner.png',
    },
    { id: 'klmno', name: 'Stone', birthday: '2001-02-02', proxy_tags: [] },
  ],
  groups: [{ id: 'qrstu', name: 'Rocks', icon: 'https://cdn.example/rocks.png', members: ['klmno'] }],
  switches: [
    { timestamp: '2024-01-01T00:00:00Z', members: ['fghij'] },
    { timestamp: '2024-01-02T00:00:00Z', members: ['klmno'] },
  ],
});

const PLURALKIT_SKIPPED = [
  'members.*.birthday (2 members): birthdays are not part of a Nametag profile',
  'members.*.proxy_tags (1 member): proxy tags belong to PluralKit',
  'members.*.color (1 member): profile colours are not part of a Nametag profile',
  'members.*.avatar_url (1 member): images are not fetched from other services; add avatars after the import',
  'members.*.webhook_avatar_url (1 member): images are not fetched from other services',
  'members.*.banner (1 member): banners are not part of a Nametag profile',
  'groups.*.icon, groups.*.banner (1 group): images are never fetched from PluralKit',
  "switches (2): PluralKit's own data",
  "system: the system's own profile is not imported, only its members",
];

const NAMETAG_SKIPPED = [
  'flags.0: the image is not in the archive (import the zip export to bring flags)',
  'user.language: "tlh" is not a language this server ships',
  'user.avatar: the image is not in the archive (import the zip export to bring images)',
  'members.0.avatar: the image is not in the archive (import the zip export to bring images)',
];

const REMOTE_SKIPPED = [
  'Your profile, link 2: "ftp://files.grove.example" is not a web address (http:// or https://)',
  'Your profile, name 3 (“Woods”): its preference "11111111-2222-4333-8444-555555555555" is none of the account\'s (set to "okay")',
];

/** A JSON export (images named by address, not in the file) with a flag, avatars and a language this server lacks. */
async function nametagExport(): Promise<string> {
  const source = await registerUser(t);
  const avatar = `data:image/png;base64,${(await striped('png', 64, 64)).toString('base64')}`;
  const flag = await createFlag(t, source, { name: 'Ünïque Flag' });
  const patched = await t.patch('/api/v1/users/@me', { avatar, flags: [flag.id] }, source.token);
  assert.equal(patched.status, 200, patched.raw);
  await createMember(t, source, { name: 'Ünïque Member', avatar });
  const exported = await t.get('/api/v1/users/@me/export?format=json', source.token);
  assert.equal(exported.status, 200, exported.raw);
  const document = JSON.parse(exported.raw);
  document.user.language = 'tlh';
  return JSON.stringify(document);
}

function multipart(fields: Record<string, string>, file?: Buffer) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="e.json"\r\nContent-Type: application/json\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from('--b--\r\n'));
  return Buffer.concat(parts);
}

async function previewFile(jar: Jar, file: string) {
  const csrf = csrfOf((await page(t, jar, '/settings/data')).raw);
  const res = await t.app.inject({
    method: 'POST',
    url: '/settings/data/import',
    payload: multipart({ _csrf: csrf, action: 'preview' }, Buffer.from(file)),
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'multipart/form-data; boundary=b' },
  });
  jar.take(res.headers);
  return { status: res.statusCode, raw: res.body };
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'" };
const decoded = (html: string) => html.replace(/&(quot|amp|lt|gt|#39);/g, (entity) => ENTITIES[entity]!);

/** The "left out" lines of the report on a page: the list after the line that introduces them. */
function leftOut(html: string, introduction: string): string[] {
  const start = html.indexOf(`<p>${introduction}</p>`);
  assert.ok(start >= 0, `no “${introduction}” on the page`);
  const list = html.slice(start, html.indexOf('</ul>', start));
  return [...list.matchAll(/<li>(.*?)<\/li>/gs)].map((match) => decoded(match[1]!));
}

/** The sentence beside a form field, or on top of the form. */
const besideField = (html: string, id: string) =>
  decoded(new RegExp(`id="${id}-error">([^<]*)<`).exec(html)?.[1] ?? '');

async function signedInIn(locale: string): Promise<{ user: TestUser; jar: Jar }> {
  const user = await registerUser(t);
  const jar = await logIn(t, user);
  await page(t, jar, `/settings/data?lang=${locale}`);
  return { user, jar };
}

describe('the API keeps its English', () => {
  it('skipped: the same strings as always, for a PluralKit export, a Nametag export and an account read from a service', async () => {
    const user = await registerUser(t);
    const upload = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/@me/import?dry_run=true',
        payload: body,
        headers: { authorization: user.token, 'content-type': 'application/json', 'accept-language': 'de' },
      });
    const pk = await upload(PLURALKIT);
    assert.equal(pk.statusCode, 200, pk.body);
    assert.deepEqual(JSON.parse(pk.body).skipped, PLURALKIT_SKIPPED);
    const nametag = await upload(await nametagExport());
    assert.equal(nametag.statusCode, 200, nametag.body);
    assert.deepEqual(JSON.parse(nametag.body).skipped, NAMETAG_SKIPPED);
    const remote = await t.post(
      '/api/v1/users/@me/import/remote?dry_run=true',
      { url: fake.url, token: fake.token },
      user.token,
    );
    assert.equal(remote.status, 200, remote.raw);
    for (const line of REMOTE_SKIPPED) assert.ok(remote.body.skipped.includes(line), line);
  });

  it('a refusal: the same message and details as always', async () => {
    const user = await registerUser(t);
    const wrong = await t.post(
      '/api/v1/users/@me/import/remote',
      { url: fake.url, token: 'not-the-token' },
      user.token,
    );
    assert.equal(wrong.status, 400);
    const host = new URL(fake.url).host;
    assert.deepEqual(wrong.body, {
      code: 400,
      message: `${host} refused the token (401): make a new one there and paste it whole`,
      details: `token: refused by ${host}`,
    });
    const ftp = await t.post('/api/v1/users/@me/import/remote', { url: 'ftp://example.com', token: 'x' }, user.token);
    assert.deepEqual(ftp.body, {
      code: 400,
      message: "The service's address: only https addresses can be used",
      details: 'url: only https addresses can be used',
    });
  });
});

describe('the data page in German', () => {
  it('words every left-out line of a PluralKit export and of a Nametag export; names stay as typed', async () => {
    const { jar } = await signedInIn('de');
    const pk = await previewFile(jar, PLURALKIT);
    assert.equal(pk.status, 200, pk.raw);
    const pkLines = leftOut(pk.raw, 'Wird weggelassen:');
    assert.deepEqual(pkLines, [
      'Geburtstage (2 Mitglieder): Sie gehören nicht zu einem Nametag-Profil.',
      'Proxy-Tags (1 Mitglied): Sie gehören zu PluralKit.',
      'Farben (1 Mitglied): Sie gehören nicht zu einem Nametag-Profil.',
      'Avatare (1 Mitglied): Bilder werden nicht von anderen Diensten geladen; füge Avatare nach dem Import hinzu.',
      'Webhook-Avatare (1 Mitglied): Bilder werden nicht von anderen Diensten geladen.',
      'Banner (1 Mitglied): Sie gehören nicht zu einem Nametag-Profil.',
      'Symbole und Banner von Gruppen (1): Bilder werden nicht von PluralKit geholt; gib einer Gruppe stattdessen ein Emoji.',
      'Wechsel (2): Das sind PluralKits eigene Daten.',
      'Das eigene Profil des Systems: Nur seine Mitglieder werden importiert.',
    ]);

    const nametag = await previewFile(jar, await nametagExport());
    assert.equal(nametag.status, 200, nametag.raw);
    const lines = leftOut(nametag.raw, 'Wird weggelassen:');
    assert.deepEqual(lines, [
      'Flagge „Ünïque Flag“: Das Bild ist nicht in der Datei (importiere den ZIP-Export, um Flaggen mitzunehmen).',
      'Deine Spracheinstellung: "tlh" ist keine Sprache, die dieser Server spricht.',
      'Der Avatar deines Profils: Das Bild ist nicht in der Datei (importiere den ZIP-Export, um Bilder mitzunehmen).',
      'Der Avatar von Mitglied „Ünïque Member“: Das Bild ist nicht in der Datei (importiere den ZIP-Export, um Bilder mitzunehmen).',
    ]);
    for (const english of [...PLURALKIT_SKIPPED, ...NAMETAG_SKIPPED]) {
      assert.ok(!decoded(pk.raw + nametag.raw).includes(english), `English left on the page: ${english}`);
    }
  });

  it('words the left-out lines of an account read from a service, with its links and names as typed', async () => {
    const { jar } = await signedInIn('de');
    const preview = await postForm(t, jar, '/settings/data', '/settings/data/import-service', {
      service_url: fake.url,
      service_token: fake.token,
      action: 'preview',
    });
    assert.equal(preview.status, 200, preview.raw);
    const lines = leftOut(preview.raw, 'Wird weggelassen:');
    assert.ok(
      lines.includes('Dein Profil, Link 2: „ftp://files.grove.example“ ist keine Webadresse (http:// oder https://).'),
      lines.join('\n'),
    );
    assert.ok(
      lines.includes(
        'Dein Profil, Name 3 („Woods“): Die Vorliebe „11111111-2222-4333-8444-555555555555“ gehört nicht zum Konto, daher wird „Okay“ gesetzt.',
      ),
      lines.join('\n'),
    );
    for (const line of lines) assert.doesNotMatch(line, /Your profile|is not a web address|is none of the account/);
  });

  it('says why a file or an account could not be imported in German, not with the API’s English', async () => {
    const { jar } = await signedInIn('de');
    const notJson = await previewFile(jar, '{nope');
    assert.equal(notJson.status, 400);
    assert.equal(
      besideField(notJson.raw, 'f-file'),
      'Die Datei konnte nicht importiert werden. Sie ist kein gültiges JSON. Es wurde nichts geändert.',
    );
    const notExport = await previewFile(jar, '{"nope": true}');
    assert.match(
      besideField(notExport.raw, 'f-file'),
      /^Die Datei konnte nicht importiert werden\. Das ist kein Export/,
    );

    // A profile's field refused by the API's schema: named with its profile, worded by field-sentences.ts.
    const longName = JSON.parse(PLURALKIT);
    longName.members[0].display_name = 'x'.repeat(101);
    const refused = await previewFile(jar, JSON.stringify(longName));
    assert.equal(refused.status, 400);
    const sentence = besideField(refused.raw, 'f-file');
    assert.match(sentence, /^Die Datei konnte nicht importiert werden\. Mitglied 1: .+ Es wurde nichts geändert\.$/);
    assert.doesNotMatch(sentence, /Invalid|must|members\.0/);

    const send = (fields: Record<string, string>) =>
      postForm(t, jar, '/settings/data', '/settings/data/import-service', { action: 'preview', ...fields });
    const wrongToken = await send({ service_url: fake.url, service_token: 'not-the-token' });
    assert.equal(wrongToken.status, 400);
    assert.equal(
      besideField(wrongToken.raw, 'f-service_token'),
      `${new URL(fake.url).host} hat den Token abgelehnt (401): Erstelle dort einen neuen und füge ihn vollständig ein.`,
    );
    const ftp = await send({ service_url: 'ftp://example.com', service_token: fake.token });
    assert.equal(besideField(ftp.raw, 'f-service_url'), 'Es können nur https-Adressen verwendet werden.');
    const nowhere = await send({ service_url: 'http://127.0.0.1:1', service_token: fake.token });
    assert.equal(besideField(nowhere.raw, 'f-service_url'), '127.0.0.1:1: Der Server war nicht erreichbar.');
  });
});

describe('the accented pseudo-locale', () => {
  it('leaves no plain English word in the left-out lines or a refusal', async () => {
    const { jar } = await signedInIn('en-XA');
    const nametag = await previewFile(jar, await nametagExport());
    const pk = await previewFile(jar, PLURALKIT);
    const notJson = await previewFile(jar, '{nope');
    const typed = /Ünïque Flag|Ünïque Member|"tlh"|http:\/\/|https:\/\//g;
    for (const html of [nametag.raw, pk.raw]) {
      // The report's last list is what is left out, introduced by a message of its own.
      const intro = [...html.matchAll(/<p>(\[[^<]*)<\/p>\s*<ul class="left-out">/g)].at(-1)?.[1];
      assert.ok(intro, 'the left-out list is introduced by a message');
      const lines = leftOut(html, intro);
      assert.ok(lines.length > 3);
      for (const line of lines) {
        const plain = line.replace(typed, '').match(/\b[A-Za-z]{3,}\b/g) ?? [];
        assert.deepEqual(plain, [], `plain English in “${line}”`);
      }
    }
    const refusal = besideField(notJson.raw, 'f-file');
    assert.ok(refusal.length > 0);
    assert.deepEqual(refusal.replace(/JSON/g, '').match(/\b[A-Za-z]{3,}\b/g) ?? [], [], refusal);
  });
});
