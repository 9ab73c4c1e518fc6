/**
 * What the pages say about themselves, read by the libraries that read it elsewhere, on the HTML the
 * server sends (no network): html-validate's recommended rules on every page type; open-graph-scraper
 * and link-preview-js on profile and member pages (the card's size, type and alt text in the page's
 * language, og:locale, the icons); microformats-parser (the h-card IndieWeb readers see); the
 * canonical address of each page type; the site's icon as browsers and crawlers fetch it.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import icoEndec from 'ico-endec';
import { HtmlValidate } from 'html-validate';
import { getPreviewFromContent } from 'link-preview-js';
import { mf2 } from 'microformats-parser';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { FakeSmtp } from '../helpers/fake-smtp.js';
import { FakeProvider, providerEnv } from '../helpers/fake-providers.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, Jar, logIn, page, postForm } from '../helpers/web-forms.js';

const BASE = 'https://nametag.example';
/** open-graph-scraper keeps the last of a repeated tag unless told it repeats. */
const LOCALE_ALTERNATES = [{ property: 'og:locale:alternate', fieldName: 'localeAlternates', multiple: true }];
/** The Open Graph tags of a page as open-graph-scraper reads them, the locale's alternates included. */
const openGraph = async (html: string) => (await ogs({ html, customMetaTags: LOCALE_ALTERNATES })).result;
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

let t: TestApp;
let smtp: FakeSmtp;
let discord: FakeProvider;
let owner: TestUser;
let ownerJar: Jar;
let admin: TestUser;
let adminJar: Jar;
let reportId: string;

before(async () => {
  smtp = await new FakeSmtp().start();
  discord = await new FakeProvider('discord').start();
  t = await startTestApp({ PUBLIC_URL: BASE, SMTP_URL: smtp.url, ...providerEnv({ discord }) });
  owner = await registerUser(t, 'head_owner');
  const flag = await t.post(
    '/api/v1/users/@me/flags',
    { flag: (await striped('png', 60, 40)).toString('base64'), name: 'Stripes', description: 'Three stripes' },
    owner.token,
  );
  const patched = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Head Owner',
      bio: 'Writes **tests**. See [the docs](https://example.org/docs).',
      avatar: (await striped('png', 64, 64)).toString('base64'),
      timezone: 'Europe/Berlin',
      links: ['https://social.example/@owner', 'https://owner.example/'],
      names: [
        { value: 'Owner', status: 'favourite' },
        { value: 'Old Name', status: 'avoid' },
      ],
      pronouns: [
        { value: 'they/them', status: 'favourite' },
        { value: 'xe/xem', status: 'okay' },
        { value: 'he/him', status: 'avoid' },
      ],
      fields: [{ name: 'Words', entries: [{ value: 'friend', status: 'friends_only' }] }],
      flags: [flag.body.id],
    },
    owner.token,
  );
  assert.equal(patched.status, 200, patched.raw);
  // Past one page of members (48), so the list has pages and a search.
  for (let i = 0; i < 49; i++) {
    const made = await t.post(
      '/api/v1/members',
      i === 0
        ? { name: 'Robin', display_name: 'Robin R.', pronouns: [{ pronouns: 'she/her', status: 'favourite' }] }
        : { name: `member${String(i).padStart(2, '0')}` },
      owner.token,
    );
    assert.equal(made.status, 200, made.raw);
  }
  ownerJar = await logIn(t, owner);
  admin = await registerUser(t, 'head_admin');
  await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
  adminJar = await logIn(t, admin);
  assert.equal((await t.post(`/api/v1/users/${owner.name}/reports`, { reason: 'a test' }, admin.token)).status, 204);
  reportId = (await t.get('/api/v1/admin/reports', admin.token)).body.reports[0].id;
});
after(async () => {
  await t?.close();
  await smtp?.close();
  await discord?.close();
});

/** html-validate's findings on a document, one line each ("rule: message @line:column"). */
async function findings(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} @${message.line}:${message.column}`),
  );
}

/** A multipart form of the data page's import (its CSRF token from the page). */
async function importPreview(jar: Jar, file: Buffer) {
  const csrf = csrfOf((await page(t, jar, '/settings/data')).raw);
  const body = Buffer.concat([
    Buffer.from(`--b\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n`),
    Buffer.from(`--b\r\nContent-Disposition: form-data; name="action"\r\n\r\npreview\r\n`),
    Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="export.json"\r\nContent-Type: application/json\r\n\r\n',
    ),
    file,
    Buffer.from('\r\n--b--\r\n'),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/settings/data/import',
    payload: body,
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'multipart/form-data; boundary=b' },
  });
  return { status: res.statusCode, raw: res.body };
}

/** Signs up through the fake Discord up to its sign-up page; returns the jar and the pages on the way. */
async function providerPages() {
  discord.signedIn = { id: 'head-1', username: 'discordian' };
  const jar = new Jar();
  const start = await page(t, jar, '/auth/discord/start');
  const onwards = await postForm(t, jar, '/auth/discord/start', '/auth/discord/start', {});
  assert.equal(onwards.status, 200, onwards.raw);
  const answer = await fetch(String(onwards.headers.refresh).replace(/^0;url=/, ''), { redirect: 'manual' });
  const back = new URL(answer.headers.get('location')!);
  const callback = await page(t, jar, back.pathname + back.search);
  assert.equal(callback.headers.location, '/auth/signup');
  return { start, onwards, signup: await page(t, jar, '/auth/signup') };
}

/**
 * Every kind of page the web routes answer (src/web/routes), each in the state that shows the most:
 * public pages signed out and in, forms with their errors, the pages of a flow, error pages.
 */
async function everyPageType(): Promise<Array<{ name: string; status: number; raw: string }>> {
  const signedOut = (path: string) => page(t, new Jar(), path);
  const member = await t.get(`/api/v1/users/${owner.name}/members/Robin`);
  const visitor = await registerUser(t);
  const visitorJar = await logIn(t, visitor);
  const exported = await t.request('GET', '/settings/data/export?format=json', {
    headers: { ...HTML, cookie: ownerJar.header() },
  });
  const provider = await providerPages();
  // An audience, so the editor shows its "who sees this" menus and the Audiences page a link.
  const audience = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, owner.token)).body.id as string;
  await t.post(`/api/v1/users/@me/audiences/${audience}/links`, {}, owner.token);
  const pages: Array<[string, Promise<{ status: number; raw: string }>]> = [
    ['home', signedOut('/')],
    ['home signed in', page(t, ownerJar, '/')],
    ['profile', signedOut(`/@${owner.name}`)],
    ['profile, page 2 of members', signedOut(`/@${owner.name}?page=2`)],
    ['profile, member search', signedOut(`/@${owner.name}?q=robin`)],
    ['profile in German', signedOut(`/@${owner.name}?lang=de`)],
    ['own profile', page(t, ownerJar, `/@${owner.name}`)],
    ['profile seen signed in', page(t, visitorJar, `/@${owner.name}`)],
    ['member', signedOut(`/@${owner.name}/Robin`)],
    ['own member', page(t, ownerJar, `/@${owner.name}/Robin`)],
    ['pronouns', signedOut('/pronouns/they/them')],
    ['pronouns in another language', signedOut('/pronouns/elle?in=fr')],
    ['pronouns of several languages', signedOut('/pronouns/elle')],
    ['pronouns unknown', signedOut('/pronouns/zork')],
    ['API reference', signedOut('/api/docs')],
    ['log in', signedOut('/login')],
    ['log in, wrong password', postForm(t, new Jar(), '/login', '/login', { username: owner.name, password: 'nope' })],
    ['sign up', signedOut('/register')],
    [
      'sign up, taken name',
      postForm(t, new Jar(), '/register', '/register', { username: owner.name, password: 'long enough password 1' }),
    ],
    ['recover', signedOut('/recover')],
    ['recover, a problem', postForm(t, new Jar(), '/recover', '/recover', { username: owner.name, code: 'x' })],
    ['forgot', signedOut('/forgot')],
    ['forgot, asked', postForm(t, new Jar(), '/forgot', '/forgot', { login: owner.name })],
    ['reset password', signedOut('/reset-password?token=nothing')],
    ['verify e-mail', signedOut('/verify-email?token=nothing')],
    ['log out', page(t, ownerJar, '/logout')],
    ['provider log-in', Promise.resolve(provider.start)],
    ['provider redirect', Promise.resolve(provider.onwards)],
    ['provider sign-up', Promise.resolve(provider.signup)],
    ['editor', page(t, ownerJar, '/edit/profile')],
    ['editor, welcome', page(t, ownerJar, '/edit/profile?welcome=1')],
    ['editor, page 2 of members', page(t, ownerJar, '/edit/profile?members_page=2')],
    [
      'editor, a problem',
      postForm(t, ownerJar, '/edit/profile', '/edit/profile', {
        display_name: 'x'.repeat(200),
        timezone: 'Nowhere/At',
      }),
    ],
    [
      'editor, after a list button',
      postForm(t, ownerJar, '/edit/profile', '/edit/profile', { 'names.0.value': 'Robin', edit: 'names.add' }),
    ],
    ['member editor', page(t, ownerJar, `/edit/members/${member.body.id}`)],
    ['new member', page(t, ownerJar, '/edit/members/new')],
    ['flags', page(t, ownerJar, '/edit/flags')],
    ['settings', page(t, ownerJar, '/settings')],
    ['settings, a new token', postForm(t, ownerJar, '/settings', '/settings/tokens', { token_name: 'bot' })],
    [
      'settings, recovery codes',
      postForm(t, ownerJar, '/settings', '/settings/recovery-codes', { recovery_password: owner.password }),
    ],
    ['data', page(t, ownerJar, '/settings/data')],
    ['audiences', page(t, ownerJar, '/settings/audiences')],
    [
      'audiences, a new link',
      postForm(t, ownerJar, '/settings/audiences', `/settings/audiences/${audience}/links`, { expires_on: '' }),
    ],
    ['audiences, a problem', postForm(t, ownerJar, '/settings/audiences', '/settings/audiences', { name: '' })],
    ['preview as the public', page(t, ownerJar, '/settings/audiences/preview?as=public')],
    ['preview as an audience', page(t, ownerJar, `/settings/audiences/preview?as=${audience}`)],
    ['data, import preview', importPreview(ownerJar, Buffer.from(exported.raw))],
    ['report', page(t, visitorJar, `/report/user/${owner.id}`)],
    ['admin queue', page(t, adminJar, '/admin')],
    ['admin report', page(t, adminJar, `/admin/reports/${reportId}`)],
    ['admin user', page(t, adminJar, `/admin/users/${owner.id}`)],
    ['admin audit', page(t, adminJar, '/admin/audit')],
    ['404', signedOut('/no/such/page')],
    ['404 of a profile', signedOut('/@nobody_here')],
    [
      '403 of a form without its token',
      t.request('POST', '/login', {
        headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=x',
      }),
    ],
    ['403 of an admin page', page(t, visitorJar, '/admin')],
  ];
  const answers = [];
  for (const [name, answer] of pages) answers.push({ name, ...(await answer) });
  return answers;
}

describe('html-validate', () => {
  it("every page type passes html-validate's recommended rules", async () => {
    const answers = await everyPageType();
    const expected: Record<string, number> = {
      'log in, wrong password': 401,
      'sign up, taken name': 400,
      'recover, a problem': 400,
      'editor, a problem': 400,
      'audiences, a problem': 400,
      404: 404,
      '404 of a profile': 404,
      '403 of a form without its token': 403,
      '403 of an admin page': 403,
    };
    const problems: string[] = [];
    for (const answer of answers) {
      assert.equal(answer.status, expected[answer.name] ?? 200, `${answer.name}: ${answer.raw.slice(0, 300)}`);
      assert.match(answer.raw, /^<!DOCTYPE html>/, answer.name);
      for (const finding of await findings(answer.raw)) problems.push(`${answer.name}: ${finding}`);
    }
    assert.deepEqual(problems, []);
  });

  it('the page of a fault on our side (500) and the page of a request the HTTP parser refuses pass too', async () => {
    const victim = await startTestApp();
    try {
      await victim.asOperator((ctx) => sql`drop table tokens`.execute(ctx.db));
      const fault = await victim.request('GET', '/', {
        headers: { ...HTML, cookie: `nametag_session=nt_${'A'.repeat(43)}` },
      });
      assert.equal(fault.status, 500);
      assert.deepEqual(await findings(fault.raw), []);

      await victim.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = victim.app.server.address() as { port: number };
      const refused = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET / HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      assert.match(refused, /^HTTP\/1\.1 431/);
      assert.deepEqual(await findings(refused.slice(refused.indexOf('\r\n\r\n') + 4)), []);
    } finally {
      await victim.close();
    }
  });
});

describe('link previews', () => {
  it('open-graph-scraper reads the card with its size, type and alt text, og:locale and its alternates', async () => {
    const profile = await page(t, new Jar(), `/@${owner.name}`);
    const result = await openGraph(profile.raw);
    assert.equal(result.ogType, 'profile');
    assert.equal(result.ogUrl, `${BASE}/@${owner.name}`);
    assert.equal(result.ogTitle, `Head Owner (@${owner.name})`);
    const [image] = result.ogImage ?? [];
    assert.match(image?.url ?? '', new RegExp(`^${BASE}/@${owner.name}/card\\.png\\?v=[\\w-]{22}$`));
    assert.equal(image?.type, 'image/png');
    assert.equal(Number(image?.width), 1200);
    assert.equal(Number(image?.height), 630);
    const alt = `Name card of Head Owner (@${owner.name}) on nametag.example. Pronouns: they/them. With 1 flag.`;
    assert.equal(image?.alt, alt);
    assert.equal(result.twitterCard, 'summary_large_image');
    assert.deepEqual(
      result.twitterImage?.map((each) => [each.url, each.alt]),
      [[image?.url, alt]],
    );
    assert.equal(result.ogLocale, 'en_GB');
    assert.deepEqual(result.customMetaTags?.localeAlternates, ['de_DE', 'es_ES', 'fr_FR', 'pt_BR', 'nl_NL', 'pl_PL']);
    // What the page says is what the card route draws: its answer is that PNG, of that size.
    const card = await t.app.inject({ method: 'GET', url: new URL(image!.url).pathname + new URL(image!.url).search });
    assert.equal(card.headers['content-type'], 'image/png');
    const drawn = await sharp(card.rawPayload).metadata();
    assert.deepEqual([drawn.format, drawn.width, drawn.height], ['png', 1200, 630]);
  });

  it("the alt text is in the page's language, for members too, and says so when the card shows no pronouns", async () => {
    const german = await openGraph((await page(t, new Jar(), `/@${owner.name}?lang=de`)).raw);
    assert.equal(
      german.ogImage?.[0]?.alt,
      `Namenskarte von Head Owner (@${owner.name}) auf nametag.example. Pronomen: they/them. Mit 1 Flagge.`,
    );
    assert.equal(german.ogLocale, 'de_DE');
    assert.deepEqual(german.customMetaTags?.localeAlternates, ['en_GB', 'es_ES', 'fr_FR', 'pt_BR', 'nl_NL', 'pl_PL']);
    const french = await openGraph((await page(t, new Jar(), `/@${owner.name}/Robin?lang=fr`)).raw);
    assert.equal(
      french.ogImage?.[0]?.alt,
      `Carte de Robin R. (@${owner.name} · Robin) sur nametag.example. Pronoms\u00a0: she/her.`,
    );
    assert.equal(french.ogType, 'profile');
    assert.equal(french.ogLocale, 'fr_FR');
    const plain = await openGraph((await page(t, new Jar(), `/@${owner.name}/member01?lang=pl`)).raw);
    assert.equal(
      plain.ogImage?.[0]?.alt,
      `Wizytówka w serwisie nametag.example: member01 (@${owner.name} · member01).`,
    );
    assert.equal(plain.twitterImage?.[0]?.alt, plain.ogImage?.[0]?.alt);
  });

  it('link-preview-js finds the title, the card and icons that are images', async () => {
    const url = `${BASE}/@${owner.name}`;
    const profile = await page(t, new Jar(), `/@${owner.name}`);
    const preview = await getPreviewFromContent({
      url,
      data: profile.raw,
      headers: { 'content-type': String(profile.headers['content-type']) },
    });
    assert.ok('title' in preview);
    assert.equal(preview.title, `Head Owner (@${owner.name})`);
    assert.equal(preview.siteName, 'Nametag');
    assert.equal(preview.images.length, 1);
    assert.match(preview.images[0]!, /\/card\.png\?v=/);
    assert.equal(preview.favicons.length, 3);
    const types = [];
    for (const icon of preview.favicons) {
      assert.ok(icon.startsWith(`${BASE}/assets/`), icon);
      const res = await t.app.inject({ method: 'GET', url: new URL(icon).pathname });
      assert.equal(res.statusCode, 200, icon);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      types.push(res.headers['content-type']);
      if (icon.endsWith('.png')) {
        const { width, height } = await sharp(res.rawPayload).metadata();
        assert.equal(width, height);
        assert.ok(width === 192 || width === 180, `${icon}: ${width} px`);
      }
    }
    assert.deepEqual(types.sort(), ['image/png', 'image/png', 'image/svg+xml']);
  });

  it('pages other than profiles are websites to Open Graph, with the locale of their language', async () => {
    for (const path of ['/', '/pronouns/they/them', '/login']) {
      const result = await openGraph((await page(t, new Jar(), `${path}?lang=pt-BR`)).raw);
      assert.equal(result.ogType, 'website', path);
      assert.equal(result.ogLocale, 'pt_BR', path);
      assert.equal(result.ogImage, undefined, path);
    }
  });
});

describe('the h-card', () => {
  it('microformats-parser reads name, photo, address, pronouns, note and rel="me" links of a profile', async () => {
    const html = (await page(t, new Jar(), `/@${owner.name}`)).raw;
    const parsed = mf2(html, { baseUrl: `${BASE}/@${owner.name}` });
    const cards = parsed.items.filter((item) => item.type?.includes('h-card'));
    assert.equal(cards.length, 1, 'one h-card at the top level');
    const card = cards[0]!.properties;
    assert.deepEqual(card.name, ['Head Owner']);
    assert.deepEqual(card.nickname, [`@${owner.name}`]);
    assert.equal(card.photo?.length, 1);
    const photo = card.photo![0] as { value: string; alt: string };
    assert.match(photo.value, new RegExp(`^${BASE}/media/users/`));
    assert.equal(photo.alt, 'Avatar of Head Owner');
    assert.deepEqual(card.url, [`${BASE}/@${owner.name}`, 'https://social.example/@owner', 'https://owner.example/']);
    assert.deepEqual(card.uid, [`${BASE}/@${owner.name}`]);
    // As the ActivityPub actor lists them (what Mastodon shows): every set but the avoided one.
    assert.deepEqual(card.pronouns, ['they/them', 'xe/xem']);
    const actor = await t.request('GET', `/@${owner.name}`, { headers: { accept: 'application/activity+json' } });
    assert.equal(actor.body['pancakes:pronouns'].und, 'they/them, xe/xem');
    assert.deepEqual(card.note, ['Writes tests. See the docs.']);
    assert.deepEqual(parsed.rels.me, ['https://social.example/@owner', 'https://owner.example/']);
    // The members of the list's first page are h-cards inside it, each with its name and address.
    const members = cards[0]!.children ?? [];
    assert.equal(members.length, 48);
    const robin = members.find((item) => item.properties.name?.[0] === 'Robin R.');
    assert.deepEqual(robin?.properties.url, [`${BASE}/@${owner.name}/Robin`]);
  });

  it("a member's page is the member's h-card, without the owner's links", async () => {
    const html = (await page(t, new Jar(), `/@${owner.name}/Robin`)).raw;
    const [card, ...others] = mf2(html, { baseUrl: BASE }).items;
    assert.equal(others.length, 0);
    assert.deepEqual(card?.type, ['h-card']);
    assert.deepEqual(card?.properties.name, ['Robin R.']);
    assert.deepEqual(card?.properties.nickname, ['Robin']);
    assert.deepEqual(card?.properties.url, [`${BASE}/@${owner.name}/Robin`]);
    assert.deepEqual(card?.properties.pronouns, ['she/her']);
    assert.equal(card?.properties.photo, undefined);
  });
});

describe('canonical addresses', () => {
  /** The page's rel=canonical, og:url and hreflang alternates, as open-graph-scraper and the HTML say. */
  async function addresses(path: string, jar = new Jar(), app = t, headers: Record<string, string> = {}) {
    const res = await app.request('GET', path, { headers: { ...HTML, cookie: jar.header(), ...headers } });
    // The attribute values as the page holds them: the renderer writes `&` as `&amp;` and nothing else here.
    const attribute = (value: string | undefined) => value?.replaceAll('&amp;', '&');
    const canonical = [...res.raw.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) =>
      attribute(match[1]),
    );
    const alternates = [...res.raw.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map(
      (match) => `${match[1]} ${attribute(match[2])}`,
    );
    const result = await openGraph(res.raw);
    return {
      status: res.status,
      canonical: canonical.length === 1 ? canonical[0] : canonical,
      og: result.ogUrl,
      alternates,
    };
  }

  it('each page type names its one address, whatever language, case, page or query it was asked with', async () => {
    const cases: Array<[string, string]> = [
      ['/', `${BASE}/`],
      ['/?lang=de', `${BASE}/`],
      [`/@${owner.name.toUpperCase()}`, `${BASE}/@${owner.name}`],
      [`/@${owner.name}?lang=fr`, `${BASE}/@${owner.name}`],
      [`/@${owner.name}?page=1`, `${BASE}/@${owner.name}`],
      [`/@${owner.name}?page=2`, `${BASE}/@${owner.name}?page=2`],
      [`/@${owner.name}?page=2&q=robin`, `${BASE}/@${owner.name}`],
      [`/@${owner.name}/robin`, `${BASE}/@${owner.name}/Robin`],
      [`/@${owner.name}/ROBIN?lang=nl`, `${BASE}/@${owner.name}/Robin`],
      ['/pronouns/they', `${BASE}/pronouns/they/them/their/theirs/themselves`],
      ['/pronouns/They/Them', `${BASE}/pronouns/they/them/their/theirs/themselves`],
      ['/pronouns/they/them?in=de', `${BASE}/pronouns/they/them/their/theirs/themselves`],
      ['/pronouns/elle?in=fr', `${BASE}/pronouns/elle/elle?in=fr`],
      ['/pronouns/elle?in=fr&lang=es', `${BASE}/pronouns/elle/elle?in=fr`],
      ['/pronouns/sie/ihr?lang=en', `${BASE}/pronouns/sie/sie/ihr/ihrer/ihr`],
      ['/pronouns/elle', `${BASE}/pronouns/elle`],
      ['/pronouns/zork?in=de', `${BASE}/pronouns/zork`],
      ['/api/docs?lang=pl', `${BASE}/api/docs`],
      ['/login?ended=all', `${BASE}/login`],
      ['/register?lang=es', `${BASE}/register`],
      ['/recover', `${BASE}/recover`],
      ['/forgot?lang=nl', `${BASE}/forgot`],
    ];
    for (const [path, expected] of cases) {
      const seen = await addresses(path);
      assert.equal(seen.status, 200, path);
      assert.equal(seen.canonical, expected, path);
      assert.equal(seen.og, expected, path);
      const joiner = expected.includes('?') ? '&' : '?';
      assert.deepEqual(
        seen.alternates,
        [
          ...['en', 'de', 'es', 'fr', 'pt-BR', 'nl', 'pl'].map((lang) => `${lang} ${expected}${joiner}lang=${lang}`),
          `x-default ${expected}`,
        ],
        path,
      );
    }
  });

  it('a short link is a redirect to the canonical page; private and error pages name no address', async () => {
    const sid = (await t.get(`/api/v1/users/${owner.name}`)).body.sid as string;
    const short = await t.request('GET', `/s/${sid.toUpperCase()}`, { headers: HTML });
    assert.equal(short.status, 302);
    assert.equal(short.headers.location, `/@${owner.name}`);
    assert.equal((await addresses(String(short.headers.location))).canonical, `${BASE}/@${owner.name}`);
    for (const path of ['/edit/profile', '/settings', '/settings/data', '/admin', '/no/such/page']) {
      const seen = await addresses(path, path === '/admin' ? adminJar : ownerJar);
      assert.deepEqual([seen.canonical, seen.og, seen.alternates], [[], undefined, []], path);
    }
  });

  it('without PUBLIC_URL the address is on the origin asked for, as og:url always was', async () => {
    const bare = await startTestApp();
    try {
      const user = await registerUser(bare);
      const seen = await addresses(`/@${user.name}`, new Jar(), bare, { host: 'pages.example:8080' });
      assert.equal(seen.canonical, `http://pages.example:8080/@${user.name}`);
      assert.equal(seen.og, seen.canonical);
    } finally {
      await bare.close();
    }
  });
});

describe('the site icon', () => {
  it('/favicon.ico is an icon of 16, 32 and 48 px, cached a day and revalidated by its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { accept: 'image/*' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/x-icon');
    assert.equal(res.headers['cache-control'], 'public, max-age=86400');
    assert.equal(res.headers['x-ratelimit-bucket'], undefined, 'limits are off in this app');
    const icons = icoEndec.decode(res.rawPayload);
    assert.deepEqual(
      icons.map((icon) => [icon.width, icon.height, icon.imageType]),
      [
        [16, 16, 'png'],
        [32, 32, 'png'],
        [48, 48, 'png'],
      ],
    );
    for (const icon of icons) {
      const { width, format } = await sharp(icon.imageData).metadata();
      assert.deepEqual([width, format], [icon.width, 'png']);
    }
    const etag = String(res.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    const head = await t.app.inject({ method: 'HEAD', url: '/favicon.ico' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-type'], 'image/x-icon');
    // A browser asking for it as it asks for any address: still the icon, never an HTML or JSON 404.
    const browser = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: HTML });
    assert.equal(browser.headers['content-type'], 'image/x-icon');
  });

  it("/favicon.ico counts against the pages' budget, as it counted against the fallback one before", async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const res = await limited.request('GET', '/favicon.ico', { remoteAddress: '203.0.113.9' });
      assert.equal(res.status, 200);
      assert.equal(res.headers['x-ratelimit-bucket'], 'web_pages');
      assert.equal(res.headers['x-ratelimit-remaining'], '119');
    } finally {
      await limited.close();
    }
  });
});
