/**
 * What one import can make the server hold is bounded where it is made. A hostile service on loopback
 * answering a member with ~200,000 empty entries gives a report of a few examples and a count, through
 * the API and on the page's preview, which renders; a held preview counts the bytes it holds, so a
 * full store lets the oldest go. An image that is not an image (from a service or in a Nametag zip)
 * is left out with a note, and the rest is imported.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import yazl from 'yazl';
import { MAX_NOTES } from '../../src/modules/portability/import-note-list.js';
import { FakePronounsCc } from '../helpers/fake-pronouns-cc.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { ownerView } from '../helpers/owner-view.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, type Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true' });
});
after(async () => t?.close());

const importFrom = (user: TestUser, service: FakePronounsCc, dryRun = false) =>
  t.post(
    `/api/v1/users/@me/import/remote${dryRun ? '?dry_run=true' : ''}`,
    { url: service.url, token: service.token },
    user.token,
  );

/** The left-out lines of a preview on a page: its report's last list. */
function leftOutLines(html: string): string[] {
  const preview = /<div class="notice" role="status">(.*?)<\/form>/s.exec(html)?.[1] ?? '';
  const list = [...preview.matchAll(/<ul[^>]*>(.*?)<\/ul>/gs)].at(-1)?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/gs)].map((match) => match[1]!);
}

/** Within the service's answer limits: a member answer may hold 200,000 objects and arrays in all. */
const EMPTY_ENTRIES = 199_900;

describe('a service that answers a member with ~200,000 empty entries', () => {
  let hostile: FakePronounsCc;
  before(async () => {
    hostile = await new FakePronounsCc().start();
    hostile.emptyEntries = EMPTY_ENTRIES;
  });
  after(async () => hostile?.close());

  it('the API’s report holds a few examples and a count, and the rest is imported', async () => {
    const user = await registerUser(t);
    const res = await importFrom(user, hostile, true);
    assert.equal(res.status, 200, res.raw.slice(0, 500));
    const skipped = res.body.skipped as string[];
    assert.ok(skipped.length <= MAX_NOTES, `${skipped.length} notes`);
    // The first five as they have always been worded, then one line with the count of the others.
    const empty = skipped.filter((line) => /^Member “Ash”, name \d+: empty$/.test(line));
    assert.deepEqual(
      empty,
      [2, 3, 4, 5, 6].map((n) => `Member “Ash”, name ${n}: empty`),
    );
    const at = skipped.indexOf('Member “Ash”, name 6: empty');
    assert.equal(skipped[at + 1], `… and ${(EMPTY_ENTRIES - 5).toLocaleString('en-US')} more like this: empty entries`);
    assert.deepEqual(res.body.members.created, ['Ash', 'Birch', 'Cedar']);

    const done = await importFrom(user, hostile);
    assert.equal(done.status, 200);
    const { members } = await ownerView(t, user);
    assert.deepEqual(members[0].names, [{ value: 'Ash', status: 'favourite' }]);
  });

  it('the page’s preview renders a bounded list, in the page’s language, and the import is confirmed', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const preview = await postForm(t, jar, '/settings/data', '/settings/data/import-service', {
      service_url: hostile.url,
      service_token: hostile.token,
      action: 'preview',
    });
    assert.equal(preview.status, 200, preview.raw.slice(0, 500));
    const lines = leftOutLines(preview.raw);
    assert.ok(lines.length > 5 && lines.length <= MAX_NOTES, `${lines.length} lines`);
    const count = (EMPTY_ENTRIES - 5).toLocaleString('en-US');
    assert.ok(lines.includes(`… and ${count} more like this: empty entries.`), lines.join('\n'));
    assert.ok(preview.raw.length < 100_000, `${preview.raw.length} characters`);

    const german = await t.request('GET', '/settings/data?lang=de', { headers: { ...HTML, cookie: jar.header() } });
    jar.take(german.headers);
    const previewDe = await postForm(t, jar, '/settings/data', '/settings/data/import-service', {
      service_url: hostile.url,
      service_token: hostile.token,
      action: 'preview',
    });
    const count_de = (EMPTY_ENTRIES - 5).toLocaleString('de');
    assert.ok(
      leftOutLines(previewDe.raw).some((line) => line.startsWith(`… und ${count_de} weitere`)),
      leftOutLines(previewDe.raw).join('\n'),
    );

    const held = /name="held" value="([^"]+)"/.exec(previewDe.raw)?.[1];
    assert.ok(held);
    const done = await postForm(t, jar, '/settings/data', '/settings/data/import', { action: 'confirm', held: held! });
    assert.equal(done.status, 200, done.raw.slice(0, 500));
    const { members } = await ownerView(t, user);
    assert.deepEqual(
      members.map((member) => member.name),
      ['Ash', 'Birch', 'Cedar'],
    );
  });
});

describe('the preview store counts what it holds', () => {
  it('previews of large accounts fill it by their bytes: the oldest goes when the next does not fit', async () => {
    // 2 MB an import: the store holds 8 MB; an account of five members at every limit is about 1.6 MB.
    const small = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true', IMPORT_MAX_MB: '2' });
    const bulky = await new FakePronounsCc().start();
    bulky.bulkyMembers = 5;
    try {
      const user = await registerUser(small);
      const jar = await logIn(small, user);
      const held: string[] = [];
      for (let i = 0; i < 6; i++) {
        const preview = await postForm(small, jar, '/settings/data', '/settings/data/import-service', {
          service_url: bulky.url,
          service_token: bulky.token,
          action: 'preview',
        });
        assert.equal(preview.status, 200, preview.raw.slice(0, 500));
        held.push(/name="held" value="([^"]+)"/.exec(preview.raw)![1]!);
      }
      const confirm = (id: string) =>
        postForm(small, jar, '/settings/data', '/settings/data/import', { action: 'confirm', held: id });
      assert.equal((await confirm(held[0]!)).status, 410, 'the oldest preview was let go');
      const last = await confirm(held[5]!);
      assert.equal(last.status, 200, last.raw.slice(0, 500));
      assert.equal((await small.get('/api/v1/users/@me', user.token)).body.members.length, 8);
    } finally {
      await bulky.close();
      await small.close();
    }
  });
});

function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function uploadZip(user: TestUser, zip: Buffer, dryRun = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/@me/import${dryRun ? '?dry_run=true' : ''}`,
    payload: zip,
    headers: { authorization: user.token, 'content-type': 'application/zip' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body), raw: res.body };
}

/** The import form of the data page, posted with a file (multipart), in the jar's language. */
async function postImportForm(jar: Jar, fields: Record<string, string>, file?: Buffer, language = 'en') {
  const form = await page(t, jar, '/settings/data');
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries({ _csrf: csrfOf(form.raw), ...fields })) {
    parts.push(Buffer.from(`--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="export.zip"\r\nContent-Type: application/zip\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from('--b--\r\n'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/settings/data/import',
    payload: Buffer.concat(parts),
    headers: {
      ...HTML,
      'accept-language': language,
      cookie: jar.header(),
      'content-type': 'multipart/form-data; boundary=b',
    },
  });
  jar.take(res.headers);
  return { status: res.statusCode, raw: res.body };
}

describe('an image that is not an image is left out, and the rest imported', () => {
  let broken: FakePronounsCc;
  before(async () => {
    broken = await new FakePronounsCc().start();
    broken.brokenImage = true;
    broken.brokenFlagImage = true;
    broken.applyImageKnobs();
  });
  after(async () => broken?.close());

  it('from a service: a member keeps its avatar, a flag is left out and off the profiles (API)', async () => {
    const fine = await new FakePronounsCc().start();
    const user = await registerUser(t);
    try {
      assert.equal((await importFrom(user, fine)).status, 200);
    } finally {
      await fine.close();
    }
    const before = await ownerView(t, user);
    const ashAvatar = before.members[0].avatar as string;
    assert.match(ashAvatar, /^[0-9a-f]{64}$/);

    const res = await importFrom(user, broken);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body.flags, { created: [], reused: ['Trans'] });
    assert.deepEqual(res.body.members.updated, ['Ash', 'Birch', 'Cedar']);
    const skipped = res.body.skipped as string[];
    assert.ok(
      skipped.includes('Member “Ash”, avatar: the image cannot be used (the data is not an image), so it is left out'),
      skipped.join('\n'),
    );
    assert.ok(
      skipped.includes(
        'Flag “Enby”: the image cannot be used (the data is not an image), so the flag is left out, and so is it on the profiles',
      ),
      skipped.join('\n'),
    );
    const after = await ownerView(t, user);
    assert.equal(after.members[0].avatar, ashAvatar, 'Ash keeps the avatar it had');
    assert.match(after.members[2].avatar, /^[0-9a-f]{64}$/);
    // The profile shows what this import brings: Enby is not among it.
    assert.deepEqual(
      after.me.flags.map((flag: { name: string }) => flag.name),
      ['Trans'],
    );

    const fresh = await registerUser(t);
    const first = await importFrom(fresh, broken);
    assert.equal(first.status, 200, first.raw);
    assert.deepEqual(first.body.flags, { created: ['Trans'], reused: [] });
    const view = await ownerView(t, fresh);
    assert.equal(view.members[0].avatar, null, 'a new member gets no avatar from it');
    assert.deepEqual(view.members[0].flags, [], 'Ash showed Enby only');
    assert.deepEqual(
      view.me.flags.map((flag: { name: string }) => flag.name),
      ['Trans'],
    );
  });

  it('from a service: the page previews and imports it, the notes in the page’s language', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const german = await t.request('GET', '/settings/data?lang=de', { headers: { ...HTML, cookie: jar.header() } });
    jar.take(german.headers);
    const preview = await postForm(t, jar, '/settings/data', '/settings/data/import-service', {
      service_url: broken.url,
      service_token: broken.token,
      action: 'preview',
    });
    assert.equal(preview.status, 200, preview.raw.slice(0, 500));
    const lines = leftOutLines(preview.raw);
    assert.ok(
      lines.includes(
        'Der Avatar von Mitglied „Ash“: Das Bild ist nicht verwendbar (die Datei ist kein Bild) und wird weggelassen.',
      ),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) => line.startsWith('Flagge „Enby“: Ihr Bild ist nicht verwendbar (die Datei ist kein Bild)')),
      lines.join('\n'),
    );
    const held = /name="held" value="([^"]+)"/.exec(preview.raw)![1]!;
    const done = await postForm(t, jar, '/settings/data', '/settings/data/import', { action: 'confirm', held });
    assert.equal(done.status, 200, done.raw.slice(0, 500));
    assert.equal((await ownerView(t, user)).members.length, 3);
  });

  it('from a Nametag zip: an avatar and a flag that are not images are left out (API and page)', async () => {
    const good = await striped('webp', 64, 64);
    const zip = await zipOf({
      'nametag.json': JSON.stringify({
        format: 'nametag-export',
        version: 1,
        user: {
          display_name: 'Zipped',
          avatar: 'a'.repeat(64),
          avatar_file: 'media/users/u/a.webp',
          flags: ['f1', 'f2'],
        },
        flags: [
          { id: 'f1', name: 'Good', description: '', file: 'media/flags/good.webp' },
          { id: 'f2', name: 'Broken', description: '', file: 'media/flags/broken.webp' },
        ],
        members: [
          { name: 'Robin', avatar: 'b'.repeat(64), avatar_file: 'media/members/m/b.webp', flags: ['f2', 'f1'] },
        ],
      }),
      'media/users/u/a.webp': 'this is not an image',
      'media/members/m/b.webp': good,
      'media/flags/good.webp': good,
      'media/flags/broken.webp': Buffer.from('GIF89a but nothing after'),
    });
    const user = await registerUser(t);
    const res = await uploadZip(user, zip);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body.flags, { created: ['Good'], reused: [] });
    assert.deepEqual(res.body.members.created, ['Robin']);
    const skipped = res.body.skipped as string[];
    assert.ok(
      skipped.includes('Your profile, avatar: the image cannot be used (the data is not an image), so it is left out'),
      skipped.join('\n'),
    );
    assert.ok(
      skipped.some((line) => line.startsWith('Flag “Broken”: the image cannot be used (')),
      skipped.join('\n'),
    );
    const { me, members } = await ownerView(t, user);
    assert.equal(me.display_name, 'Zipped');
    assert.equal(me.avatar, null);
    assert.deepEqual(
      me.flags.map((flag: { name: string }) => flag.name),
      ['Good'],
    );
    assert.match(members[0].avatar, /^[0-9a-f]{64}$/);
    assert.deepEqual(
      members[0].flags.map((flag: { name: string }) => flag.name),
      ['Good'],
    );

    const other = await registerUser(t);
    const jar = await logIn(t, other);
    const preview = await postImportForm(jar, { action: 'preview' }, zip, 'fr');
    assert.equal(preview.status, 200, preview.raw.slice(0, 500));
    const lines = leftOutLines(preview.raw);
    assert.ok(
      lines.some((line) => line.startsWith('L’avatar de ton profil\u00a0: l’image ne peut pas être utilisée')),
      lines.join('\n'),
    );
    const held = /name="held" value="([^"]+)"/.exec(preview.raw)![1]!;
    const done = await postImportForm(jar, { action: 'confirm', held }, undefined, 'fr');
    assert.equal(done.status, 200, done.raw.slice(0, 500));
    assert.equal((await ownerView(t, other)).me.display_name, 'Zipped');
  });
});

describe('images left out still count towards the conversions an import may ask for', () => {
  const flagsOf = (files: Buffer[]) => {
    const entries: Record<string, Buffer | string> = {};
    const flags = files.map((file, i) => {
      entries[`media/flags/${i}.png`] = file;
      return { id: `f${i}`, name: `Flag ${i}`, description: '', file: `media/flags/${i}.png` };
    });
    entries['nametag.json'] = JSON.stringify({ format: 'nametag-export', version: 1, flags, members: [] });
    return zipOf(entries);
  };

  it('a file that is not an image at all costs nothing; one that had to be decoded counts', async () => {
    const user = await registerUser(t);
    const pngs = await Promise.all(Array.from({ length: 10 }, (_, i) => striped('png', 40 + i, 20)));
    const texts = Array.from({ length: 11 }, (_, i) => Buffer.from(`not an image ${i}`));
    const fine = await uploadZip(user, await flagsOf([...texts, ...pngs]), true);
    assert.equal(fine.status, 200, fine.raw);
    assert.equal(fine.body.flags.created.length, 10);
    assert.equal((fine.body.skipped as string[]).filter((line) => line.startsWith('Flag ')).length, 5);
    assert.match((fine.body.skipped as string[]).join('\n'), /… and 6 more like this: images that cannot be used/);

    // Truncated PNGs: their header reads, their pixels do not.
    const truncated = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const png = await striped('png', 300 + i, 300);
        return png.subarray(0, Math.floor(png.length / 2));
      }),
    );
    const over = await uploadZip(user, await flagsOf([...truncated, pngs[0]!]), true);
    assert.equal(over.status, 400, over.raw);
    assert.match(over.body.details, /^flags\.10\.image: .*converts no more images/);
  });
});
