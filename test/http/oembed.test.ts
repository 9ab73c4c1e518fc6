/**
 * Embeds (docs/SHARING.md, "Embeds"): GET /oembed answers a rich iframe of /@name/embed for a profile
 * page of this server, within maxwidth and maxheight (the share card as thumbnail where it fits); its
 * refusals (400, 404, 501) are APIErrors; any origin may read it; profile pages name it in their head
 * (not a share link's page). The embed page may be framed by anyone, sends and reads no cookie, speaks
 * the reader's language, and a member named `embed` keeps its page. Neither the answer nor the embed
 * shows anything the public cannot see: every item kept to an audience carries a marker, and none may
 * show.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { HtmlValidate } from 'html-validate';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { createFlag, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const origin = 'https://nametag.example';
const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)> & 'quoted' שלום`;

let t: TestApp;
before(async () => {
  t = await startTestApp({ PUBLIC_URL: origin });
});
after(() => t.close());

const oembedOf = (page: string, extra = '') => `/oembed?url=${encodeURIComponent(page)}${extra}`;
const page = (name: string, member?: string) =>
  `${origin}/@${encodeURIComponent(name)}${member === undefined ? '' : `/${encodeURIComponent(member)}`}`;
const get = (url: string, headers: Record<string, string> = {}) => t.request('GET', url, { headers });
const html = (url: string, headers: Record<string, string> = {}) => get(url, { accept: 'text/html', ...headers });

let serial = 0;
/** A text no other test writes, to search for. */
const marker = (what: string) => `zo${what}${++serial}x${Math.random().toString(36).slice(2, 8)}`;

/** The one element of the answer's html: its name and attributes, and whatever else the html holds. */
function frameOf(markup: string) {
  const document = parseDocument(markup);
  const elements = document.children.filter((node) => node.type === 'tag');
  assert.equal(elements.length, 1, markup);
  assert.equal(document.children.length, 1, `nothing beside the iframe: ${markup}`);
  const frame = elements[0] as unknown as { name: string; attribs: Record<string, string>; children: unknown[] };
  assert.equal(frame.name, 'iframe');
  assert.equal(frame.children.length, 0, 'an empty iframe');
  return frame.attribs;
}

async function patchMe(user: TestUser, body: Record<string, unknown>) {
  const res = await t.patch('/api/v1/users/@me', body, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body;
}

describe('GET /oembed', () => {
  let user: TestUser;
  before(async () => {
    user = await registerUser(t);
    await patchMe(user, {
      display_name: 'Robin Example',
      avatar: (await striped('png', 120, 120)).toString('base64'),
      pronouns: [
        { value: 'they/them', status: 'favourite' },
        { value: 'she/her', status: 'okay' },
      ],
      names: [{ value: 'Robin', status: 'favourite' }],
    });
  });

  it('answers a rich embed of a user page: every field, an iframe of its embed, the card as thumbnail', async () => {
    const res = await get(oembedOf(page(user.name), '&format=json'));
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
    const answer = res.body;
    const { html: markup, thumbnail_url, ...rest } = answer;
    assert.deepEqual(rest, {
      version: '1.0',
      type: 'rich',
      provider_name: 'Nametag',
      provider_url: `${origin}/`,
      title: 'Robin Example',
      author_name: `@${user.name}`,
      author_url: page(user.name),
      width: 400,
      height: 200,
      cache_age: 300,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    assert.ok(Number.isInteger(answer.width) && Number.isInteger(answer.height));
    // The thumbnail is the card the page names as its og:image.
    const pageHtml = (await html(`/@${user.name}`)).raw;
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(pageHtml)?.[1];
    assert.equal(thumbnail_url, ogImage?.replaceAll('&amp;', '&'));
    assert.match(String(thumbnail_url), new RegExp(`^${origin}/@${user.name}/card\\.png\\?v=[\\w-]{22}$`));
    const frame = frameOf(markup as string);
    assert.equal(frame.src, `${page(user.name)}/embed`);
    assert.equal(frame.width, '400');
    assert.equal(frame.height, '200');
    assert.equal(frame.title, `Name card of Robin Example (@${user.name})`);
    assert.equal(frame.loading, 'lazy');
    assert.deepEqual(frame.sandbox?.split(' ').sort(), ['allow-popups', 'allow-popups-to-escape-sandbox']);
    // Caching as the card's, purged by user; any site's script may read it.
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
    assert.equal(res.headers['surrogate-key'], `user-${user.id}`);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(String(res.headers['access-control-expose-headers']), /ETag/);
    assert.match(String(res.headers.etag), /^"[\w-]+"$/);
  });

  it('takes the page as the pages take it: no format, a trailing slash, another case, percent-encoding, a query', async () => {
    const expected = (await get(oembedOf(page(user.name)))).raw;
    for (const url of [
      `${page(user.name)}/`,
      `${origin}/@${user.name.toUpperCase()}`,
      `${origin}/@${encodeURIComponent(user.name).replace(/_/g, '%5F')}`,
      `${page(user.name)}?lang=de#names`,
      `${origin.replace('nametag', 'NAMETAG')}/@${user.name}`,
    ]) {
      const res = await get(oembedOf(url, '&format=json'));
      assert.equal(res.status, 200, `${url}: ${res.raw}`);
      assert.equal(res.raw, expected, url);
    }
  });

  it('lets a script on any site revalidate it (a preflight for If-None-Match)', async () => {
    const res = await t.request('OPTIONS', oembedOf(page(user.name)), {
      headers: {
        origin: 'https://blog.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['access-control-allow-methods'], 'GET, HEAD');
    assert.equal(res.headers['access-control-allow-headers'], 'If-None-Match');
  });

  it('answers format=xml, or any format but json, with 501', async () => {
    for (const format of ['xml', 'XML', 'jsonp', '']) {
      const res = await get(oembedOf(page(user.name), `&format=${format}`));
      assert.equal(res.status, 501, `${format}: ${res.raw}`);
      assert.equal(res.body.code, 501);
      assert.match(res.body.message, /JSON only/);
      assert.equal(res.headers['access-control-allow-origin'], '*', 'a refusal a script can read');
    }
  });

  it('answers a missing url with a 400 that says what to send', async () => {
    for (const url of ['/oembed', '/oembed?format=json', '/oembed?url=', '/oembed?url=%20%20']) {
      const res = await get(url);
      assert.equal(res.status, 400, `${url}: ${res.raw}`);
      assert.equal(res.body.code, 400);
      assert.equal(res.body.details, 'url: is required');
      assert.match(res.body.message, /^Missing url: pass the address of a profile page, e\.g\. \/oembed\?url=https%3A/);
    }
    // Repeated or malformed parameters are refused, never a fault of ours.
    for (const url of [
      `${oembedOf(page(user.name))}&url=x`,
      `${oembedOf(page(user.name))}&maxwidth=wide`,
      `${oembedOf(page(user.name))}&maxwidth=0`,
      `${oembedOf(page(user.name))}&maxheight=-5`,
      `${oembedOf(page(user.name))}&maxwidth=400.5`,
    ]) {
      const res = await get(url);
      assert.equal(res.status, 400, `${url}: ${res.raw}`);
    }
  });

  it('answers 404 for anything but a profile page of this server', async () => {
    const member = await createMember(t, user);
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    for (const url of [
      `https://elsewhere.example/@${user.name}`,
      `http://nametag.example/@${user.name}`,
      `https://nametag.example:8443/@${user.name}`,
      `${origin}/`,
      `${origin}/@`,
      `${origin}/@/x`,
      `${origin}/${user.name}`,
      // The pages take the @ only as it is.
      `${origin}/%40${user.name}`,
      `${origin}/api/v1/users/${user.name}`,
      `${origin}/s/${me.sid}`,
      `${origin}/v/some-secret`,
      `${origin}/pronouns/they/them`,
      `${page(user.name)}/card.png`,
      `${page(user.name)}/badge.svg`,
      `${page(user.name)}/embed`,
      `${page(user.name, member.name)}/embed`,
      `${page(user.name, member.name)}/card.png`,
      `${page(user.name)}//`,
      'not an address',
      'javascript:alert(1)',
      `${origin}/@${user.name}%ZZ`,
    ]) {
      const res = await get(oembedOf(url));
      assert.equal(res.status, 404, `${url}: ${res.raw}`);
      assert.equal(res.body.code, 404, url);
      assert.match(res.body.message, /not the address of a profile page/, url);
    }
  });

  it('answers 404 for an unknown, suspended or deleted profile, and for a member that is not there', async () => {
    const nobody = await get(oembedOf(page('nobody-at-all-here')));
    assert.equal(nobody.status, 404);
    assert.equal(nobody.body.code, 2001);
    const noMember = await get(oembedOf(page(user.name, 'no-such-member')));
    assert.equal(noMember.status, 404);
    assert.equal(noMember.body.code, 3001);
    // Names a path cannot hold or no account has: a 404 like the pages', never a fault.
    for (const name of ['a\u0000b', 'x'.repeat(2000), '../..', 'a/b']) {
      const res = await get(oembedOf(`${origin}/@${encodeURIComponent(name)}`));
      assert.ok(res.status === 404, `${JSON.stringify(name.slice(0, 20))}: ${res.status} ${res.raw}`);
    }

    const admin = await registerUser(t);
    await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
    const suspended = await registerUser(t);
    const theirs = await createMember(t, suspended);
    assert.equal((await get(oembedOf(page(suspended.name)))).status, 200);
    const res = await t.post(`/api/v1/admin/users/${suspended.name}/suspend`, { reason: 'spam' }, admin.token);
    assert.equal(res.status, 200, res.raw);
    for (const url of [page(suspended.name), page(suspended.name, theirs.name)]) {
      assert.equal((await get(oembedOf(url))).body.code, 2001, url);
      // Not even for its owner: an embed is what everyone sees.
      assert.equal((await t.request('GET', oembedOf(url), { token: suspended.token })).status, 404);
    }
    assert.equal((await html(`/@${suspended.name}/embed`)).status, 404);
    assert.equal((await html(`/@${suspended.name}/${theirs.name}/embed`)).status, 404);

    const deleted = await registerUser(t);
    assert.equal((await t.del('/api/v1/users/@me', deleted.token)).status, 204);
    assert.equal((await get(oembedOf(page(deleted.name)))).status, 404);
    assert.equal((await html(`/@${deleted.name}/embed`)).status, 404);
  });

  it('answers an unlisted member by its name, as its page; a member kept to an audience is 404 as its page', async () => {
    const unlisted = await createMember(t, user, { display_name: 'Quiet One', unlisted: true });
    const res = await get(oembedOf(page(user.name, unlisted.name)));
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.title, 'Quiet One');
    assert.equal(res.body.author_name, `@${user.name} · ${unlisted.name}`);
    assert.equal(res.body.author_url, page(user.name, unlisted.name));
    assert.equal(frameOf(res.body.html).src, `${page(user.name, unlisted.name)}/embed`);
    assert.equal(res.headers['surrogate-key'], `user-${user.id} member-${unlisted.id}`);
    assert.equal((await html(`/@${user.name}/${unlisted.name}/embed`)).status, 200);

    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const kept = await createMember(t, user, { display_name: 'Kept Close', placements: { member: [friends] } });
    assert.equal((await html(`/@${user.name}/${kept.name}`)).status, 404, 'its page');
    const refused = await get(oembedOf(page(user.name, kept.name)));
    assert.equal(refused.status, 404);
    assert.equal(refused.body.code, 3001);
    const embed = await html(`/@${user.name}/${kept.name}/embed`);
    assert.equal(embed.status, 404);
    assert.ok(!embed.raw.includes('Kept Close'));
  });

  it('keeps within maxwidth and maxheight, and leaves out the thumbnail where the card does not fit', async () => {
    const sizeOf = async (extra: string) => {
      const res = await get(oembedOf(page(user.name), extra));
      assert.equal(res.status, 200, `${extra}: ${res.raw}`);
      const frame = frameOf(res.body.html);
      assert.equal(frame.width, String(res.body.width));
      assert.equal(frame.height, String(res.body.height));
      return [res.body.width, res.body.height, res.body.thumbnail_url === undefined ? 'no thumbnail' : 'thumbnail'];
    };
    assert.deepEqual(await sizeOf(''), [400, 200, 'thumbnail']);
    assert.deepEqual(await sizeOf('&maxwidth=600'), [400, 200, 'no thumbnail']);
    assert.deepEqual(await sizeOf('&maxwidth=320&maxheight=480'), [320, 200, 'no thumbnail']);
    assert.deepEqual(await sizeOf('&maxwidth=240&maxheight=200'), [240, 200, 'no thumbnail']);
    assert.deepEqual(await sizeOf('&maxwidth=1200&maxheight=630'), [400, 200, 'thumbnail']);
    assert.deepEqual(await sizeOf('&maxwidth=2000'), [400, 200, 'thumbnail']);
    assert.deepEqual(await sizeOf('&maxheight=629'), [400, 200, 'no thumbnail']);
    assert.deepEqual(await sizeOf('&maxwidth=1199&maxheight=2000'), [400, 200, 'no thumbnail']);
    const withThumbnail = (await get(oembedOf(page(user.name)))).body;
    for (const key of ['thumbnail_url', 'thumbnail_width', 'thumbnail_height']) assert.ok(key in withThumbnail);
    const without = (await get(oembedOf(page(user.name), '&maxwidth=600'))).body;
    for (const key of ['thumbnail_url', 'thumbnail_width', 'thumbnail_height']) assert.ok(!(key in without), key);
    // Less than the smallest embed: nothing fits, oEmbed's 404.
    for (const extra of ['&maxwidth=239', '&maxheight=199', '&maxwidth=100&maxheight=100']) {
      const res = await get(oembedOf(page(user.name), extra));
      assert.equal(res.status, 404, extra);
      assert.match(res.body.message, /at least 240 px of width \(maxwidth\) and 200 px of height \(maxheight\)/);
    }
  });

  it('escapes a hostile display name in the html and the title, and on the embed page', async () => {
    const hostile = await registerUser(t);
    await patchMe(hostile, { display_name: HOSTILE, names: [{ value: HOSTILE, status: 'favourite' }] });
    const res = await get(oembedOf(page(hostile.name)));
    assert.equal(res.status, 200, res.raw);
    // JSON carries the text as it is; in the html it is an attribute's text, never markup.
    assert.equal(res.body.title, HOSTILE);
    const frame = frameOf(res.body.html);
    assert.equal(frame.title, `Name card of ${HOSTILE} (@${hostile.name})`);
    assert.ok(!res.body.html.includes('<script'), res.body.html);
    assert.ok(!res.body.html.includes('<img'), res.body.html);
    const embed = await html(`/@${hostile.name}/embed`);
    assert.equal(embed.status, 200);
    assert.ok(!embed.raw.includes('<script'), 'no script element');
    assert.ok(!/<img src="?x/.test(embed.raw), 'no injected image');
    assert.ok(embed.raw.includes('&lt;script>alert(1)&lt;/script>'), 'the text shown, escaped');
  });

  it('revalidates by ETag: 304 while nothing changed, a new answer once the profile did', async () => {
    const other = await registerUser(t);
    const url = oembedOf(page(other.name));
    const first = await get(url);
    const etag = String(first.headers.etag);
    const again = await get(url, { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.raw, '');
    assert.equal(again.headers.etag, etag);
    await patchMe(other, { display_name: 'Someone New' });
    const changed = await get(url, { 'if-none-match': etag });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.title, 'Someone New');
    const embedFirst = await html(`/@${other.name}/embed`);
    const embedAgain = await html(`/@${other.name}/embed`, { 'if-none-match': String(embedFirst.headers.etag) });
    assert.equal(embedAgain.status, 304);
  });

  it('names the iframe in the language of whoever asks', async () => {
    const res = await get(oembedOf(page(user.name)), { 'accept-language': 'de-AT, en;q=0.5' });
    assert.equal(frameOf(res.body.html).title, `Namenskarte von Robin Example (@${user.name})`);
    assert.equal(res.headers.vary, 'Accept-Language');
  });
});

describe('discovery', () => {
  const linkOf = (text: string) =>
    /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]*)">/.exec(text);

  it('user and member pages name their oEmbed answer; a share link’s page and error pages do not', async () => {
    const user = await registerUser(t);
    await patchMe(user, { display_name: 'Sam' });
    await createMember(t, user, { name: 'Sky Blue', display_name: 'Sky' });
    for (const [path, address, title] of [
      [`/@${user.name}`, page(user.name), `Sam (@${user.name})`],
      [`/@${user.name}?page=2`, page(user.name), `Sam (@${user.name})`],
      [`/@${user.name}/Sky%20Blue`, page(user.name, 'Sky Blue'), 'Sky (Sky Blue)'],
    ] as const) {
      const res = await html(path);
      assert.equal(res.status, 200, path);
      const link = linkOf(res.raw);
      assert.ok(link, `${path} names its oEmbed answer`);
      const href = link[1]!.replaceAll('&amp;', '&');
      assert.equal(href, `${origin}/oembed?url=${encodeURIComponent(address)}&format=json`);
      assert.equal(link[2], title);
      // The link leads to an answer (the path of this server, as the test app is asked).
      const answer = await get(href.slice(origin.length));
      assert.equal(answer.status, 200, answer.raw);
      assert.equal(answer.body.author_url, address);
    }

    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const link = (await t.post(`/api/v1/users/@me/audiences/${friends}/links`, {}, user.token)).body;
    for (const path of [
      `/v/${link.secret}`,
      `/v/${link.secret}/Sky%20Blue`,
      '/@nobody-at-all',
      `/@${user.name}/nobody`,
    ]) {
      const res = await html(path);
      assert.ok(res.status === 200 || res.status === 404, `${path}: ${res.status}`);
      assert.equal(linkOf(res.raw), null, `${path} names no oEmbed answer`);
      assert.ok(!res.raw.includes('json+oembed'), path);
    }
  });

  it('a suspended profile shown to its owner names none (everyone else gets a 404)', async () => {
    const admin = await registerUser(t);
    await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
    const suspended = await registerUser(t);
    const res = await t.post(`/api/v1/admin/users/${suspended.name}/suspend`, { reason: 'spam' }, admin.token);
    assert.equal(res.status, 200, res.raw);
    const own = await html(`/@${suspended.name}`, { cookie: `nametag_session=${suspended.token}` });
    assert.equal(own.status, 200, 'the owner still sees the page');
    assert.ok(!own.raw.includes('json+oembed'));
  });
});

describe('the embed page', () => {
  let user: TestUser;
  before(async () => {
    user = await registerUser(t);
    await patchMe(user, {
      display_name: 'Robin Example',
      pronouns: [{ value: 'they/them', status: 'favourite' }],
      names: [{ value: 'Robin', status: 'favourite' }],
    });
  });

  it('may be framed by anyone, runs no script, sends and reads no cookie', async () => {
    for (const headers of [
      {} as Record<string, string>,
      // Signed in on this site, with the session the pages would read; a token that no longer works,
      // which the pages would clear; a theme and a language chosen on the pages.
      { cookie: `nametag_session=${user.token}; nametag_theme=dark; nametag_lang=fr` },
      { cookie: `nametag_session=nt_${'A'.repeat(43)}` },
    ]) {
      for (const path of [`/@${user.name}/embed`, `/@${user.name}/embed?lang=de&theme=dark`, '/@nobody-here/embed']) {
        const res = await html(path, headers);
        assert.ok(res.status === 200 || res.status === 404, `${path}: ${res.status}`);
        const policy = String(res.headers['content-security-policy']);
        assert.match(policy, /(^|; )frame-ancestors \*($|;)/, path);
        assert.match(policy, /(^|; )default-src 'none'($|;)/);
        assert.doesNotMatch(policy, /script-src/, 'no script: default-src none holds');
        assert.equal(res.headers['x-frame-options'], undefined, path);
        assert.equal(res.headers['set-cookie'], undefined, `${path} with ${JSON.stringify(headers)}`);
        assert.ok(!res.raw.includes('<script'), path);
        assert.ok(!res.raw.includes('_csrf'), path);
      }
    }
    // What a visitor chose on the site's pages is not this page's: the cookies changed nothing.
    const plain = await html(`/@${user.name}/embed`);
    const withCookies = await html(`/@${user.name}/embed`, {
      cookie: `nametag_session=${user.token}; nametag_theme=dark; nametag_lang=fr`,
    });
    assert.equal(withCookies.raw, plain.raw);
    assert.equal(plain.headers['cache-control'], 'public, max-age=300');
    assert.equal(plain.headers.vary, 'Accept-Language');
    assert.equal(plain.headers['surrogate-key'], `user-${user.id}`);
    // The site's own pages still refuse to be framed.
    const profile = await html(`/@${user.name}`);
    assert.match(String(profile.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(profile.headers['x-frame-options'], 'SAMEORIGIN');
  });

  it('shows the card’s choice of pronouns and names, and opens the profile in a new tab', async () => {
    const person = await registerUser(t);
    const avoided = marker('deadname');
    const joke = marker('joke');
    await patchMe(person, {
      display_name: 'Alex',
      pronouns: [
        { value: 'xe/xem/xyr/xyrs/xemself', status: 'favourite' },
        { value: 'she/her', status: 'okay' },
        { value: 'he/him', status: 'avoid' },
      ],
      names: [
        { value: 'Lex', status: 'okay' },
        { value: 'Alexander', status: 'okay' },
        { value: 'Al', status: 'okay' },
        { value: avoided, status: 'avoid' },
        { value: joke, status: 'jokingly' },
      ],
    });
    const res = await html(`/@${person.name}/embed`);
    assert.equal(res.status, 200);
    assert.match(res.raw, /<dd dir="auto">xe\/xem<\/dd>/, 'the favourites only');
    assert.ok(!res.raw.includes('she/her') && !res.raw.includes('he/him'));
    assert.match(res.raw, /<dd dir="auto">Lex · Alexander<\/dd>/, 'no favourite: the first two anyone may use');
    assert.ok(!res.raw.includes(avoided) && !res.raw.includes(joke));
    assert.match(
      res.raw,
      new RegExp(`<a class="embed-open u-url" href="/@${person.name}" target="_blank" rel="noopener">`),
    );
    assert.match(res.raw, /<main class="embed h-card">/);
    assert.match(res.raw, /<meta name="robots" content="noindex">/);
  });

  it('speaks the reader’s language: ?lang=, else Accept-Language', async () => {
    const cases: Array<[Record<string, string>, string, string, string]> = [
      [{}, '', 'en', 'View full profile'],
      [{ 'accept-language': 'de-AT,de;q=0.9' }, '', 'de', 'Ganzes Profil ansehen'],
      [{ 'accept-language': 'pt-PT' }, '', 'pt-BR', 'Ver o perfil completo'],
      [{ 'accept-language': 'de' }, '?lang=fr', 'fr', 'Voir le profil complet'],
      [{ 'accept-language': 'nl' }, '?lang=xx', 'nl', 'Volledig profiel bekijken'],
    ];
    for (const [headers, query, lang, words] of cases) {
      const res = await html(`/@${user.name}/embed${query}`, headers);
      assert.equal(res.status, 200);
      assert.match(res.raw, new RegExp(`<html lang="${lang}" dir="ltr"`), `${JSON.stringify(headers)} ${query}`);
      assert.ok(res.raw.includes(words), `${lang}: ${words}`);
      assert.equal(res.headers['set-cookie'], undefined, '?lang= is kept nowhere');
    }
    for (const locale of SHIPPED_LOCALES) {
      const res = await html(`/@${user.name}/embed?lang=${locale}`);
      assert.match(res.raw, new RegExp(`<html lang="${locale}"`));
    }
    const missing = await html('/@nobody-here/embed', { 'accept-language': 'es' });
    assert.equal(missing.status, 404);
    assert.match(missing.raw, /<html lang="es"/);
    assert.equal(missing.headers['cache-control'], 'no-store');
  });

  it('takes ?theme=light or dark; anything else follows the reader’s system', async () => {
    assert.match((await html(`/@${user.name}/embed?theme=dark`)).raw, /<html lang="en" dir="ltr" data-theme="dark">/);
    assert.match((await html(`/@${user.name}/embed?theme=light`)).raw, /<meta name="color-scheme" content="light">/);
    const other = await html(`/@${user.name}/embed?theme=%3Cb%3E`);
    assert.equal(other.status, 200);
    assert.match(other.raw, /<html lang="en" dir="ltr"><head>/);
    assert.match(other.raw, /<meta name="color-scheme" content="light dark">/);
  });

  it("passes html-validate's recommended rules, as an embed and as a 404", async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
    const member = await createMember(t, user, { name: 'Sky' });
    for (const path of [`/@${user.name}/embed`, `/@${user.name}/${member.name}/embed`, '/@nobody-here/embed']) {
      const report = await validator.validateString((await html(path)).raw);
      const findings = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
      assert.deepEqual(findings, [], path);
    }
  });

  it('a member named “embed” keeps its page (as Embed), and its embed is one segment deeper', async () => {
    const owner = await registerUser(t);
    await patchMe(owner, { display_name: 'The Owner' });
    await createMember(t, owner, { name: 'embed', display_name: 'Embedded Member' });
    const list = await html(`/@${owner.name}`);
    assert.match(list.raw, new RegExp(`href="/@${owner.name}/Embed"`));
    const memberPage = await html(`/@${owner.name}/Embed`);
    assert.equal(memberPage.status, 200);
    assert.match(memberPage.raw, /Embedded Member/);
    assert.ok(memberPage.raw.includes(encodeURIComponent(`${origin}/@${owner.name}/Embed`)), 'its discovery link');
    // The static segment is the user's embed; the member's is under its page.
    const userEmbed = await html(`/@${owner.name}/embed`);
    assert.match(userEmbed.raw, /<h1 class="p-name" dir="auto">The Owner<\/h1>/);
    const memberEmbed = await html(`/@${owner.name}/Embed/embed`);
    assert.equal(memberEmbed.status, 200);
    assert.match(memberEmbed.raw, /<h1 class="p-name" dir="auto">Embedded Member<\/h1>/);
    assert.match(memberEmbed.raw, new RegExp(`href="/@${owner.name}/Embed" target="_blank"`));
    const answer = await get(oembedOf(`${origin}/@${owner.name}/Embed`));
    assert.equal(answer.status, 200, answer.raw);
    assert.equal(answer.body.title, 'Embedded Member');
    assert.equal(frameOf(answer.body.html).src, `${origin}/@${owner.name}/Embed/embed`);
    assert.equal(answer.body.author_url, `${origin}/@${owner.name}/Embed`);
    assert.equal((await get(oembedOf(`${origin}/@${owner.name}/embed`))).status, 404, 'the embed is no page');
  });
});

describe('what an embed shows is the public view only', () => {
  it('no item kept to an audience, no friends-only entry, no kept member reaches the answer or the embed', async () => {
    const user = await registerUser(t);
    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    // An image of its own: flags are stored by their content, and the open flag's must not share it.
    const flag = await createFlag(t, user, {
      flag: (await striped('png', 66, 44)).toString('base64'),
      name: marker('flagname'),
      description: marker('flagalt'),
    });
    const open = await createFlag(t, user, { name: 'Open flag', description: 'open' });
    const hidden = {
      name: marker('name'),
      pronoun: `${marker('pro')}/them`,
      field: marker('field'),
      entry: marker('entry'),
      bio: marker('bio'),
      close: marker('close'),
      flagName: flag.name,
      flagAlt: flag.description,
    };
    const me = await patchMe(user, {
      display_name: 'Open Name',
      bio: hidden.bio,
      avatar: (await striped('png', 90, 90)).toString('base64'),
      names: [
        { value: hidden.name, status: 'favourite' },
        { value: hidden.close, status: 'friends_only' },
        { value: 'Shown', status: 'okay' },
      ],
      pronouns: [
        { value: hidden.pronoun, status: 'favourite' },
        { value: 'she/her', status: 'okay' },
      ],
      fields: [
        { name: hidden.field, entries: [{ value: 'x', status: 'okay' }] },
        { name: 'Open', entries: [{ value: hidden.entry, status: 'favourite' }] },
      ],
      flags: [flag.id, open.id],
      friends_audience: friends,
      placements: {
        bio: [friends],
        avatar: [friends],
        names: { [hidden.name]: [friends] },
        pronouns: { [hidden.pronoun]: [] },
        fields: { [hidden.field]: [friends] },
        field_entries: { Open: { [hidden.entry]: [friends] } },
        flags: { [flag.id]: [friends] },
      },
    });
    const avatarHash: string = me.avatar;
    assert.ok(avatarHash, 'the owner sees the avatar');
    const visible = await createMember(t, user, {
      name: 'Visible',
      display_name: 'Visible Member',
      names: [
        { value: hidden.name, status: 'favourite' },
        { value: 'Vee', status: 'okay' },
      ],
      pronouns: [{ pronouns: hidden.pronoun, status: 'favourite' }],
      placements: { names: { [hidden.name]: [friends] }, pronouns: { [hidden.pronoun]: [friends] } },
    });
    const keptName = marker('keptmember');
    const kept = await createMember(t, user, {
      name: keptName,
      display_name: marker('keptdisplay'),
      placements: { member: [friends] },
    });

    // The markers are real: the Friends link's view shows them.
    const link = (await t.post(`/api/v1/users/@me/audiences/${friends}/links`, {}, user.token)).body;
    const friendsView = (await html(`/v/${link.secret}`)).raw;
    for (const value of [hidden.name, hidden.close, hidden.bio, hidden.entry, hidden.flagAlt]) {
      assert.ok(friendsView.includes(value), `the Friends link shows ${value}`);
    }

    const surfaces: Array<[string, number, string]> = [];
    const look = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.request('GET', url, { headers: { accept: 'text/html', ...headers } });
      surfaces.push([url, res.status, res.raw]);
      return res;
    };
    assert.equal((await look(oembedOf(page(user.name)))).status, 200);
    assert.equal((await look(oembedOf(page(user.name, visible.name)))).status, 200);
    for (const locale of SHIPPED_LOCALES) {
      assert.equal((await look(`/@${user.name}/embed?lang=${locale}`)).status, 200);
      assert.equal((await look(`/@${user.name}/${visible.name}/embed`, { 'accept-language': locale })).status, 200);
    }
    // The member kept to an audience: found by neither, and its 404 names nothing of it.
    assert.equal((await look(oembedOf(page(user.name, keptName)))).status, 404);
    assert.equal((await look(`/@${user.name}/${keptName}/embed`)).status, 404);
    assert.equal((await look(`/@${user.name}/${kept.id}/embed`)).status, 404);

    for (const [url, , text] of surfaces) {
      for (const value of [...Object.values(hidden), avatarHash, flag.hash, keptName, kept.id]) {
        assert.ok(!text.includes(value), `${url} shows ${value}`);
      }
    }
    // What the public may see is there: the check above looked at real answers.
    const embed = surfaces.find(([url]) => url === `/@${user.name}/embed?lang=en`)![2];
    assert.match(embed, /Open Name/);
    assert.match(embed, /<dd dir="auto">she\/her<\/dd>/);
    assert.match(embed, /<dd dir="auto">Shown<\/dd>/);
    assert.match(embed, /alt="open"/);
    assert.match(embed, /class="avatar placeholder"/, 'the avatar is kept to Friends');
    const memberEmbed = surfaces.find(([url]) => url === `/@${user.name}/${visible.name}/embed`)![2];
    assert.match(memberEmbed, /<dd dir="auto">Vee<\/dd>/);
  });
});

describe('without PUBLIC_URL', () => {
  let local: TestApp;
  before(async () => {
    local = await startTestApp();
  });
  after(() => local.close());

  it('answers for the origin the request came to, for that requester only', async () => {
    const user = await registerUser(local);
    // inject's requests come to http://localhost:80, written http://localhost.
    const res = await local.request('GET', `/oembed?url=${encodeURIComponent(`http://localhost/@${user.name}`)}`);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.author_url, `http://localhost/@${user.name}`);
    assert.equal(res.body.provider_url, 'http://localhost/');
    assert.equal(res.headers['cache-control'], 'private, max-age=300');
    assert.equal(res.headers.vary, 'Accept-Language, Host');
    const elsewhere = await local.request(
      'GET',
      `/oembed?url=${encodeURIComponent(`http://localhost/@${user.name}`)}`,
      {
        headers: { host: 'other.example' },
      },
    );
    assert.equal(elsewhere.status, 404, 'another Host is another site');
    const page = await local.request('GET', `/@${user.name}`, { headers: { accept: 'text/html' } });
    assert.ok(
      page.raw.includes(`href="http://localhost/oembed?url=${encodeURIComponent(`http://localhost/@${user.name}`)}`),
    );
    // The embed names no address of this server: shared caches may keep it.
    const embed = await local.request('GET', `/@${user.name}/embed`, { headers: { accept: 'text/html' } });
    assert.equal(embed.headers['cache-control'], 'public, max-age=300');
    assert.doesNotMatch(embed.raw, /localhost/);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  before(async () => {
    limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1', PUBLIC_URL: origin });
  });
  after(() => limited.close());

  it('counts the answer as a public read and the embed as a page view, per client address', async () => {
    const user = await registerUser(limited);
    const answer = await limited.request('GET', oembedOf(page(user.name)), { token: user.token });
    assert.equal(answer.headers['x-ratelimit-bucket'], 'users_members_get');
    assert.equal(answer.headers['x-ratelimit-limit'], '60');
    const embed = await limited.request('GET', `/@${user.name}/embed`, { headers: { accept: 'text/html' } });
    assert.equal(embed.headers['x-ratelimit-bucket'], 'web_pages');
    assert.equal(embed.headers['x-ratelimit-limit'], '120');
  });
});
