/**
 * The share panel of one's own page and the fediverse handle on a profile (docs/SHARING.md, "On one's
 * own page"), on the HTML the server sends: the panel only for the signed-in owner (their page and
 * their members' pages), every address absolute on PUBLIC_URL or else the origin asked at, each one
 * answered by the server (the card as og:image names it, the badge, the embed as the oEmbed answer
 * frames it, the handle as WebFinger's subject), the snippets as Markdown and HTML parsers read them,
 * and the handle for everyone, per origin, with either fediverse setting.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { HtmlValidate } from 'html-validate';
import MarkdownIt from 'markdown-it';
import { OPERATOR, suspendUser } from '../../src/modules/moderation/moderation-actions.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, type Jar, logIn, page } from '../helpers/web-forms.js';

const origin = 'https://nametag.example';

type Element = ReturnType<typeof DomUtils.getElementById> & object;

/** What a page shows of sharing: the panel's fields (by id, as a reader copies them) and the handle. */
function sharingOf(html: string) {
  const document = parseDocument(html);
  const byId = (id: string) => DomUtils.getElementById(id, document.children);
  const all = (test: (element: Element) => boolean) => DomUtils.findAll(test, document.children);
  const panel = all((element) => element.attribs.class === 'share-panel')[0] ?? null;
  const value = (id: string) => {
    const element = byId(id);
    if (!element) return null;
    return element.name === 'textarea' ? unescapeText(DomUtils.textContent(element)) : (element.attribs.value ?? null);
  };
  const handle = all((element) => element.attribs.class === 'fediverse-handle')[0] ?? null;
  const meta = (property: string) =>
    all((element) => element.name === 'meta' && element.attribs.property === property)[0]?.attribs.content;
  return {
    panel,
    value,
    byId,
    all,
    meta,
    /** The handle's line as read, and whether it sits in a link. */
    handle: handle && {
      text: DomUtils.textContent(handle).trim(),
      account: DomUtils.textContent(DomUtils.findAll((e) => e.attribs.class === 'fediverse-account', [handle])[0]!),
      linked: DomUtils.findAll((e) => e.name === 'a', [handle]).length > 0 || inLink(handle),
    },
  };
}

/**
 * A text area's text as a browser reads it: htmlparser2 leaves its character references as they are
 * (the browser test reads the same values from Chromium's fields).
 */
const unescapeText = (text: string) =>
  text.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!,
  );

function inLink(element: Element): boolean {
  for (let node = element.parent; node; node = node.parent) if ((node as Element).name === 'a') return true;
  return false;
}

/** The path of an address of `origin`, to ask the test app for it. */
const pathOf = (address: string, base = origin) => {
  assert.ok(address.startsWith(`${base}/`), `${address} is on ${base}`);
  return address.slice(base.length);
};

async function profile(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  const res = await t.patch('/api/v1/users/@me', body, user.token);
  assert.equal(res.status, 200, res.raw);
}

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** html-validate's findings on a document, one line each. */
async function findings(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} @${message.line}:${message.column}`),
  );
}

const FIELDS = ['share-address', 'share-short-link', 'share-fediverse', 'share-badge-markdown', 'share-badge-html'];

describe('share panel and fediverse handle, with PUBLIC_URL', () => {
  let t: TestApp;
  let owner: TestUser;
  let ownerJar: Jar;
  before(async () => {
    t = await startTestApp({ PUBLIC_URL: origin });
    owner = await registerUser(t, 'share_owner');
    await profile(t, owner, {
      display_name: 'Share Owner',
      names: [{ value: 'Sam', status: 'favourite' }],
      pronouns: [
        { value: 'they/them', status: 'favourite' },
        { value: 'xe/xem', status: 'favourite' },
        { value: 'he/him', status: 'avoid' },
      ],
    });
    ownerJar = await logIn(t, owner);
  });
  after(() => t.close());

  it('the owner’s page offers its address, short link, handle, card, badge and embed, each answered by the server', async () => {
    const own = await page(t, ownerJar, `/@${owner.name}`);
    assert.equal(own.status, 200);
    assert.match(String(own.headers['cache-control']), /private, no-store/, 'rendered for the owner alone');
    const share = sharingOf(own.raw);
    assert.ok(share.panel, 'the panel is there');
    assert.equal(share.panel.name, 'details');
    assert.equal(share.panel.attribs.open, undefined, 'closed until opened');
    const address = `${origin}/@${owner.name}`;
    assert.equal(share.value('share-address'), address);

    // The short link leads to the page.
    const short = share.value('share-short-link')!;
    assert.match(short, /^https:\/\/nametag\.example\/s\/[a-z]{5,6}$/);
    const redirect = await t.get(pathOf(short));
    assert.equal(redirect.status, 302);
    assert.equal(redirect.headers.location, `/@${owner.name}`);

    // The handle is WebFinger's subject on this origin.
    const handle = share.value('share-fediverse')!;
    assert.equal(handle, `@${owner.name}@nametag.example`);
    const finger = await t.get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${handle.slice(1)}`)}`);
    assert.equal(finger.status, 200, finger.raw);
    assert.equal(finger.body.subject, `acct:${handle.slice(1)}`);

    // The card as the page names it for link previews (signed out), in a small preview and a link.
    const publicPage = sharingOf((await t.request('GET', `/@${owner.name}`, { headers: HTML })).raw);
    const card = share.all((element) => element.attribs.class === 'share-card')[0]!;
    assert.equal(card.attribs.src, publicPage.meta('og:image'));
    assert.equal(card.attribs.alt, publicPage.meta('og:image:alt'));
    assert.match(card.attribs.alt!, /they\/them · xe\/xem/);
    assert.equal(card.attribs.loading, 'lazy');
    assert.ok(
      share.all((element) => element.name === 'a' && element.attribs.href === card.attribs.src).length === 1,
      'a link to the card',
    );
    const png = await t.get(pathOf(card.attribs.src!));
    assert.equal(png.status, 200);
    assert.equal(png.headers['content-type'], 'image/png');

    // The badge: its words as alt text; the snippets link it to the page.
    const badgeUrl = `${address}/badge.svg`;
    const alt = 'Pronouns: they/them, xe/xem';
    const badge = share.all((element) => element.attribs.class === 'share-badge')[0]!;
    assert.equal(badge.attribs.src, badgeUrl);
    assert.equal(badge.attribs.alt, alt);
    const svg = await t.get(pathOf(badgeUrl));
    assert.equal(svg.status, 200);
    assert.match(String(svg.headers['content-type']), /^image\/svg\+xml/);
    assert.ok(svg.raw.includes('they/them, xe/xem'), 'the badge says what its alt text says');
    assert.equal(share.value('share-badge-markdown'), `[![${alt}](${badgeUrl})](${address})`);
    assert.equal(share.value('share-badge-html'), `<a href="${address}"><img src="${badgeUrl}" alt="${alt}"></a>`);

    // The embed: the iframe the oEmbed answer gives, and the embed answers.
    const oembed = await t.get(`/oembed?url=${encodeURIComponent(address)}&format=json`);
    assert.equal(oembed.status, 200, oembed.raw);
    assert.equal(share.value('share-embed'), oembed.body.html);
    const embed = await t.request('GET', `/@${owner.name}/embed`, { headers: HTML });
    assert.equal(embed.status, 200);

    assert.deepEqual(await findings(own.raw), [], 'valid HTML (html-validate, recommended rules)');

    // Every value has its label and a Copy button (shown by the script), each saying what it copies.
    for (const id of [...FIELDS, 'share-embed']) {
      const field = share.byId(id)!;
      assert.equal(field.attribs.readonly, '', `${id} is read-only`);
      const labels = share.all((element) => element.name === 'label' && element.attribs.for === id);
      assert.equal(labels.length, 1, `${id} has a label`);
      const [button] = share.all((element) => element.name === 'button' && element.attribs['data-copy'] === id);
      assert.ok(button, `${id} has a Copy button`);
      assert.equal(button.attribs.hidden, '', 'hidden until the script shows it');
      assert.equal(button.attribs.type, 'button');
      assert.equal(button.attribs['data-copied'], 'Copied.');
      assert.ok(DomUtils.textContent(button).includes(DomUtils.textContent(labels[0]!)), `${id}: the button names it`);
    }
  });

  it('the panel speaks the page’s language (the badge’s own words stay the badge’s)', async () => {
    const own = await t.request('GET', `/@${owner.name}`, {
      headers: { ...HTML, cookie: ownerJar.header(), 'accept-language': 'de' },
    });
    const share = sharingOf(own.raw);
    const summary = share.all((element) => element.name === 'summary' && inPanel(element))[0]!;
    assert.equal(DomUtils.textContent(summary).trim(), 'Diese Seite teilen');
    assert.match(share.all((element) => element.attribs.class === 'share-card')[0]!.attribs.alt!, /^Namenskarte von/);
    assert.match(share.value('share-embed')!, /title="Namenskarte von Share Owner/);
    assert.equal(share.handle?.text, `Fediverse: @${owner.name}@nametag.example`);
    assert.match(share.value('share-badge-markdown')!, /^\[!\[Pronouns: they\/them, xe\/xem\]/);
  });

  it('nobody else sees the panel; everyone sees the handle, as text', async () => {
    const other = await registerUser(t);
    const otherJar = await logIn(t, other);
    const visitors: Array<[string, Jar | null]> = [
      ['signed out', null],
      ['another user', otherJar],
    ];
    for (const [who, jar] of visitors) {
      const res = jar
        ? await page(t, jar, `/@${owner.name}`)
        : await t.request('GET', `/@${owner.name}`, { headers: HTML });
      assert.equal(res.status, 200, who);
      const share = sharingOf(res.raw);
      assert.equal(share.panel, null, `${who}: no panel`);
      for (const id of FIELDS) assert.equal(share.byId(id), null, `${who}: no ${id}`);
      assert.equal(share.handle?.text, `Fediverse: @${owner.name}@nametag.example`, who);
      assert.equal(share.handle?.account, `@${owner.name}@nametag.example`, who);
      assert.equal(share.handle?.linked, false, `${who}: the handle is no link`);
    }
    // The owner sees it too, once (and in the panel to copy).
    const own = sharingOf((await page(t, ownerJar, `/@${owner.name}`)).raw);
    assert.equal(own.handle?.account, `@${owner.name}@nametag.example`);
  });

  it('an owner’s member page: the member’s card, badge and embed, and no handle (members are not actors)', async () => {
    await createMember(t, owner, {
      name: 'Robin Bird',
      pronouns: [{ pronouns: 'she/her', status: 'favourite' }],
    });
    const path = `/@${owner.name}/Robin%20Bird`;
    const address = `${origin}${path}`;
    const own = await page(t, ownerJar, path);
    assert.deepEqual(await findings(own.raw), []);
    const share = sharingOf(own.raw);
    assert.ok(share.panel, 'the panel is there');
    assert.equal(share.value('share-address'), address);
    assert.equal(share.byId('share-fediverse'), null);
    assert.equal(share.handle, null);
    const badgeUrl = `${address}/badge.svg`;
    assert.equal(share.value('share-badge-markdown'), `[![Pronouns: she/her](${badgeUrl})](${address})`);
    assert.equal((await t.get(pathOf(badgeUrl))).status, 200);
    const card = share.all((element) => element.attribs.class === 'share-card')[0]!;
    assert.ok(card.attribs.src!.startsWith(`${address}/card.png?v=`));
    assert.equal((await t.get(pathOf(card.attribs.src!))).status, 200);
    const oembed = await t.get(`/oembed?url=${encodeURIComponent(address)}&format=json`);
    assert.equal(share.value('share-embed'), oembed.body.html);
    // Signed out: no panel on the member's page either.
    assert.equal(sharingOf((await t.request('GET', path, { headers: HTML })).raw).panel, null);
  });

  it('the snippets are Markdown and HTML that say the badge’s words, whatever the pronouns hold', async () => {
    const odd = await registerUser(t, 'odd_markup');
    const pronouns = ['[x]*y*_z_ `c`', '"<b>" & \\ (p)'];
    await profile(t, odd, { pronouns: pronouns.map((value) => ({ value, status: 'favourite' })) });
    const share = sharingOf((await page(t, await logIn(t, odd), `/@${odd.name}`)).raw);
    const address = `${origin}/@${odd.name}`;
    const badgeUrl = `${address}/badge.svg`;
    const alt = `Pronouns: ${pronouns.join(', ')}`;
    // A CommonMark reader (GitHub's READMEs are CommonMark) sees one linked image with these words.
    const fromMarkdown = parseDocument(new MarkdownIt().render(share.value('share-badge-markdown')!));
    const fromHtml = parseDocument(share.value('share-badge-html')!);
    for (const [kind, document] of [
      ['Markdown', fromMarkdown],
      ['HTML', fromHtml],
    ] as const) {
      const links = DomUtils.findAll((element) => element.name === 'a', document.children);
      assert.equal(links.length, 1, kind);
      assert.equal(links[0]!.attribs.href, address, kind);
      const images = DomUtils.findAll((element) => element.name === 'img', links);
      assert.equal(images.length, 1, kind);
      assert.equal(images[0]!.attribs.src, badgeUrl, kind);
      assert.equal(images[0]!.attribs.alt, alt, kind);
    }
    assert.equal(DomUtils.textContent(fromMarkdown).trim(), '', 'nothing else in the Markdown');
  });

  it('a suspended owner’s page offers nothing to share (its card, badge, embed and handle answer 404)', async () => {
    const suspended = await registerUser(t);
    await profile(t, suspended, { pronouns: [{ value: 'she/her', status: 'favourite' }] });
    const jar = await logIn(t, suspended);
    await t.asOperator((ctx) => suspendUser(ctx, OPERATOR, suspended.name, { reason: 'test' }));
    const res = await page(t, jar, `/@${suspended.name}`);
    assert.equal(res.status, 200, 'the owner still sees the page');
    assert.ok(res.raw.includes('Your account is suspended'));
    const share = sharingOf(res.raw);
    assert.equal(share.panel, null);
    assert.equal(share.handle, null);
    assert.equal((await t.get(`/@${suspended.name}/badge.svg`)).status, 404);
    const finger = await t.get(`/.well-known/webfinger?resource=acct:${suspended.name}@nametag.example`);
    assert.equal(finger.status, 404);
  });
});

function inPanel(element: Element): boolean {
  for (let node = element.parent; node; node = node.parent) {
    if ((node as Element).attribs?.class === 'share-panel') return true;
  }
  return false;
}

describe('without PUBLIC_URL: the origin asked at', () => {
  let t: TestApp;
  let owner: TestUser;
  before(async () => {
    t = await startTestApp();
    owner = await registerUser(t);
    await profile(t, owner, { pronouns: [{ value: 'they/them', status: 'favourite' }] });
  });
  after(() => t.close());

  it('the kept public page names each origin’s handle, the one WebFinger answers there', async () => {
    // Twice each, so the second answer is the kept page of that origin.
    for (const [host, expected] of [
      ['profiles.example:80', 'profiles.example'],
      ['Other.Example', 'other.example'],
      ['profiles.example', 'profiles.example'],
      ['other.example:8080', 'other.example:8080'],
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const res = await t.request('GET', `/@${owner.name}`, { headers: { ...HTML, host } });
        assert.equal(res.status, 200, host);
        const account = sharingOf(res.raw).handle?.account;
        assert.equal(account, `@${owner.name}@${expected}`, `${host}, round ${round + 1}`);
        const finger = await t.request(
          'GET',
          `/.well-known/webfinger?resource=${encodeURIComponent(`acct:${account!.slice(1)}`)}`,
          { headers: { host } },
        );
        assert.equal(finger.status, 200, `${host}: ${finger.raw}`);
        assert.equal(finger.body.subject, `acct:${account!.slice(1)}`);
      }
    }
  });

  it('the owner’s snippets name the origin the page was asked at', async () => {
    const jar = await logIn(t, owner);
    const res = await t.request('GET', `/@${owner.name}`, {
      headers: { ...HTML, cookie: jar.header(), host: 'profiles.example' },
    });
    const share = sharingOf(res.raw);
    const address = `http://profiles.example/@${owner.name}`;
    assert.equal(share.value('share-address'), address);
    assert.equal(share.value('share-fediverse'), `@${owner.name}@profiles.example`);
    assert.equal(share.value('share-badge-markdown'), `[![Pronouns: they/them](${address}/badge.svg)](${address})`);
    assert.match(share.value('share-embed')!, new RegExp(`src="${address}/embed"`));
    assert.ok(share.value('share-short-link')!.startsWith('http://profiles.example/s/'));
  });
});

describe('the handle with either fediverse setting', () => {
  // FEDIVERSE_LOGIN is the one fediverse setting: it turns logging in with a fediverse account on or
  // off. WebFinger and the actor answer either way, so the handle is shown either way.
  for (const login of ['true', 'false']) {
    it(`FEDIVERSE_LOGIN=${login}: the page shows the handle and WebFinger answers it`, async () => {
      const t = await startTestApp({ PUBLIC_URL: origin, FEDIVERSE_LOGIN: login });
      try {
        assert.equal(t.config.loginProviders.fediverse === null, login === 'false');
        const user = await registerUser(t);
        const res = await t.request('GET', `/@${user.name}`, { headers: HTML });
        assert.equal(sharingOf(res.raw).handle?.account, `@${user.name}@nametag.example`);
        const finger = await t.get(`/.well-known/webfinger?resource=acct:${user.name}@nametag.example`);
        assert.equal(finger.status, 200, finger.raw);
        const jar = await logIn(t, user);
        assert.equal(
          sharingOf((await page(t, jar, `/@${user.name}`)).raw).value('share-fediverse'),
          `@${user.name}@nametag.example`,
        );
      } finally {
        await t.close();
      }
    });
  }
});
