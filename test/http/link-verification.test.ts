/**
 * Verified links, both ways. Nametag's pages mark every link rel="me"; and Nametag checks the links
 * a profile lists: a page on a loopback test site that links back with rel="me" (to the page, the
 * short link, in any of the ways an address can be written) makes the link verified, one that does
 * not leaves it unverified. Hostile targets — private and metadata addresses, redirects to them,
 * redirect loops and chains, a 50 MB page, a server that never finishes, a page that is no HTML —
 * verify nothing and block nothing. A result that arrives after the links changed marks no new link;
 * a link removed is no longer verified at once; the daily re-check takes back what no longer links
 * back; and every change reaches the prepared answers and the page.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { guardedFetch } from '../../src/lib/guarded-fetch.js';
import { OPERATOR, suspendUser, unsuspendUser } from '../../src/modules/moderation/moderation-actions.js';
import { writeProfile } from '../../src/profiles/profile-writer.js';
import { claimDueForLinkCheck, findLinkCheckSubject } from '../../src/profiles/profile-reader.js';
import { eventually } from '../helpers/eventually.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://nametag.test';
const DAY = 24 * 60 * 60 * 1000;
/** Each profile's check ends by then; below the per-fetch deadline (LINK_VERIFICATION_SECONDS). */
const PROFILE_BUDGET_MS = 2000;

/** A loopback web site whose pages say what the test asks of them. */
class TestSite {
  private server!: http.Server;
  url = '';
  /** Bytes the huge page sent before the reader hung up. */
  hugeBytesSent = 0;
  /** Requests by path. */
  readonly hits = new Map<string, number>();
  /** Pages toggled off: they answer without the link back. */
  readonly withdrawn = new Set<string>();
  /** Requests that carried credentials (a user name and password in the link). */
  credentialsSeen = 0;
  /** By id: slow requests open now, and the most open at once. */
  readonly slowOpen = new Map<string, number>();
  readonly slowMostOpen = new Map<string, number>();

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A page linking back to `to` with rel="me" (as `<a>`, or `<link>` with `tag: 'link'`). */
  back(to: string, options: { tag?: 'a' | 'link'; rel?: string; id?: string; delayMs?: number } = {}): string {
    const query = new URLSearchParams({ to, tag: options.tag ?? 'a', rel: options.rel ?? 'me' });
    if (options.id) query.set('id', options.id);
    if (options.delayMs) query.set('delay', String(options.delayMs));
    return `${this.url}/back?${query}`;
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', this.url);
    this.hits.set(url.pathname, (this.hits.get(url.pathname) ?? 0) + 1);
    if (request.headers.authorization !== undefined) this.credentialsSeen++;
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`);
    };
    const q = (name: string) => url.searchParams.get(name) ?? '';
    switch (url.pathname) {
      case '/back': {
        const answer = () => {
          if (this.withdrawn.has(q('id'))) return html(`<a href="${q('to')}">no longer mine</a>`);
          const tag =
            q('tag') === 'link'
              ? `<link rel="${q('rel')}" href="${q('to')}">`
              : `<a rel="${q('rel')}" href="${q('to')}">me</a>`;
          return html(`<p>hello</p>${tag}`);
        };
        const delay = Number(q('delay'));
        if (delay > 0) setTimeout(answer, delay);
        else answer();
        return;
      }
      case '/plain':
        // A link to the profile, but not rel="me"; and a rel="me" to someone else's page.
        return html(`<a href="${q('to')}">my profile</a><a rel="me" href="${PUBLIC_URL}/@someone_else">x</a>`);
      case '/redirect': {
        const hops = Number(q('hops'));
        const next = hops > 1 ? `/redirect?hops=${hops - 1}&to=${encodeURIComponent(q('to'))}` : q('to');
        response.writeHead(302, { location: next }).end();
        return;
      }
      case '/loop':
        response.writeHead(301, { location: '/loop' }).end();
        return;
      case '/huge': {
        // 50 MB with the link back right at the start: only the size keeps it unverified.
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(`<a rel="me" href="${q('to')}">me</a>`);
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            this.hugeBytesSent = sent;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('close', () => (sent = Number.POSITIVE_INFINITY));
        return pump();
      }
      case '/slow': {
        // Headers and the link back, then nothing, ever.
        const id = q('id');
        const open = (this.slowOpen.get(id) ?? 0) + 1;
        this.slowOpen.set(id, open);
        this.slowMostOpen.set(id, Math.max(open, this.slowMostOpen.get(id) ?? 0));
        response.on('close', () => this.slowOpen.set(id, this.slowOpen.get(id)! - 1));
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(`<a rel="me" href="${q('to')}">me</a>`);
        return;
      }
      case '/image':
        response.writeHead(200, { 'content-type': 'image/png' }).end(`<a rel="me" href="${q('to')}">me</a>`);
        return;
      case '/gone':
        response.writeHead(404, { 'content-type': 'text/html' }).end(`<a rel="me" href="${q('to')}">me</a>`);
        return;
      default:
        response.writeHead(404);
        response.end();
    }
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let t: TestApp;
let site: TestSite;
before(async () => {
  t = await startTestApp(
    { PUBLIC_URL, LINK_VERIFICATION_ALLOW_INSECURE: 'true', LINK_VERIFICATION_SECONDS: '3' },
    { linkChecks: { everyMs: 60 * 60 * 1000, hostSpacingMs: 0, profileBudgetMs: PROFILE_BUDGET_MS } },
  );
  site = await new TestSite().start();
});
after(async () => {
  await t?.close();
  await site?.close();
});

const pageOf = (user: TestUser) => `${PUBLIC_URL}/@${user.name}`;

async function setLinks(user: TestUser, links: string[]) {
  const res = await t.patch('/api/v1/users/@me', { links }, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body;
}

async function publicUser(user: TestUser) {
  const res = await t.get(`/api/v1/users/${user.name}`);
  assert.equal(res.status, 200, res.raw);
  return res.body;
}

describe('links are verified when their page links back with rel="me"', () => {
  it('a page linking back verifies its link; one that does not, does not; the API and the page say so', async () => {
    const user = await registerUser(t);
    const back = site.back(pageOf(user));
    const plain = `${site.url}/plain?to=${encodeURIComponent(pageOf(user))}`;
    const patched = await setLinks(user, [back, plain]);
    assert.deepEqual(patched.verified_links, [], 'nothing is verified before its check');
    // The prepared answers and the page are kept now, to see the result evict them.
    assert.deepEqual((await publicUser(user)).verified_links, []);
    const pageBefore = await t.get(`/@${user.name}`);
    assert.equal(pageBefore.status, 200);
    assert.doesNotMatch(pageBefore.raw, /verified-link/);

    await t.app.linkChecks.settled();
    const read = await publicUser(user);
    assert.deepEqual(read.links, [back, plain]);
    assert.deepEqual(read.verified_links, [back]);
    const me = await t.get('/api/v1/users/@me', user.token);
    assert.deepEqual(me.body.verified_links, [back]);

    const page = await t.get(`/@${user.name}`);
    assert.equal(page.status, 200);
    // Every link is rel="me"; the verified one carries the mark and its words for screen readers.
    const anchors = [...page.raw.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*\brel="([^"]+)"/g)].filter(([, href]) =>
      href!.startsWith(site.url),
    );
    assert.equal(anchors.length, 2, page.raw);
    for (const [, , rel] of anchors) assert.deepEqual(rel!.split(' ').sort(), ['me', 'nofollow', 'noopener', 'ugc']);
    const marks = page.raw.match(/class="verified-link"/g) ?? [];
    assert.equal(marks.length, 1);
    assert.match(
      page.raw,
      /<span class="verified-link" title="Verified: this page links back to this profile"><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span class="visually-hidden">Verified: this page links back to this profile<\/span><\/span>/,
    );
    const german = await t.get(`/@${user.name}?lang=de`);
    assert.match(german.raw, /Bestätigt: Diese Seite verlinkt zurück auf dieses Profil/);
  });

  it('an address is compared as an address: <link>, rel tokens in any case, host case, trailing slash, %40, http, the short link', async () => {
    const user = await registerUser(t);
    const { sid } = await publicUser(user);
    const links = [
      site.back(pageOf(user), { tag: 'link', rel: 'ME nofollow' }),
      site.back(`HTTPS://NAMETAG.TEST/@${user.name.toUpperCase()}/`),
      site.back(`https://nametag.test:443/%40${user.name}#top`),
      site.back(`http://nametag.test/@${user.name}`),
      site.back(`${PUBLIC_URL}/s/${sid}`),
      site.back(`/@${user.name}`), // relative: the test site's own /@name, not Nametag's
      site.back(`https://nametag.test.evil.example/@${user.name}`),
      site.back(`${PUBLIC_URL}/@${user.name}x`),
      site.back(pageOf(user), { rel: 'mention' }),
    ];
    await setLinks(user, links);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, links.slice(0, 5));
  });

  it("a member's link is verified by the member's page or short link, not by its owner's page", async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user, { name: 'Sky' });
    const memberPage = `${PUBLIC_URL}/@${user.name}/sky`;
    const links = [
      site.back(memberPage),
      site.back(`${PUBLIC_URL}/s/${member.sid as string}/`),
      site.back(pageOf(user)),
    ];
    const patched = await t.patch(`/api/v1/members/${member.id}`, { links }, user.token);
    assert.equal(patched.status, 200, patched.raw);
    await t.app.linkChecks.settled();
    const read = await t.get(`/api/v1/users/${user.name}/members/Sky`);
    assert.deepEqual(read.body.verified_links, links.slice(0, 2));
    const card = (await publicUser(user)).members.find((m: { id: string }) => m.id === member.id);
    assert.deepEqual(card.verified_links, links.slice(0, 2), 'the member list shows it too');
    const page = await t.get(`/@${user.name}/Sky`);
    assert.equal((page.raw.match(/class="verified-link"/g) ?? []).length, 2);
  });

  it('redirects are followed a few hops, each hop checked', async () => {
    const user = await registerUser(t);
    const back = site.back(pageOf(user));
    const links = [
      `${site.url}/redirect?hops=3&to=${encodeURIComponent(back)}`,
      `${site.url}/redirect?hops=9&to=${encodeURIComponent(back)}`,
      `${site.url}/loop`,
      `${site.url}/redirect?hops=1&to=${encodeURIComponent('http://10.0.0.1/')}`,
      `${site.url}/redirect?hops=1&to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    ];
    await setLinks(user, links);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, [links[0]]);
  });
});

describe('hostile link targets change nothing and block nothing', () => {
  it('private and metadata addresses, a 50 MB page, a server that never finishes, no HTML, an error page', async () => {
    const user = await registerUser(t);
    const to = encodeURIComponent(pageOf(user));
    const links = [
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/',
      'http://192.168.1.1/',
      `${site.url}/huge?to=${to}`,
      `${site.url}/slow?to=${to}`,
      `${site.url}/image?to=${to}`,
      `${site.url}/gone?to=${to}`,
    ];
    const started = Date.now();
    await setLinks(user, links);
    let checksEnded = 0;
    const settled = t.app.linkChecks.settled().then(() => (checksEnded = Date.now()));
    // While the checks run (the slow server holds one for its whole deadline), the app answers.
    const read = await t.get(`/api/v1/users/${user.name}`);
    const page = await t.get(`/@${user.name}`);
    const edit = await t.patch('/api/v1/users/@me', { display_name: 'Still here' }, user.token);
    assert.equal(read.status, 200);
    assert.equal(page.status, 200);
    assert.equal(edit.status, 200);
    assert.equal(checksEnded, 0, 'the requests were answered while the checks still ran');
    await settled;
    assert.ok(checksEnded - started < 15_000, 'the slow server was given up on at the deadline');
    assert.deepEqual((await publicUser(user)).verified_links, []);
    assert.equal(site.hits.get('/slow'), 1, 'the edit during the check did not start a second one beside it');
    assert.ok(site.hugeBytesSent < 10 * 1024 * 1024, `the huge page was dropped early (${site.hugeBytesSent} bytes)`);
  });
});

describe('results and changes', () => {
  it('verified_links sent back in a PATCH is ignored: only a check verifies', async () => {
    const user = await registerUser(t);
    const plain = `${site.url}/plain?to=${encodeURIComponent(pageOf(user))}`;
    const res = await t.patch('/api/v1/users/@me', { links: [plain], verified_links: [plain] }, user.token);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body.verified_links, []);
    const member = await createMember(t, user, { links: [plain], verified_links: [plain] });
    assert.deepEqual(member.verified_links, []);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, []);
  });

  it('a removed link is no longer verified at once; a kept one stays verified', async () => {
    const user = await registerUser(t);
    const a = site.back(pageOf(user), { id: 'keep' });
    const b = site.back(pageOf(user), { id: 'drop' });
    await setLinks(user, [a, b]);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, [a, b]);
    const patched = await setLinks(user, [a, `${site.url}/plain?to=x`]);
    assert.deepEqual(patched.verified_links, [a], 'the answer to the change already leaves the removed link out');
    assert.deepEqual((await publicUser(user)).verified_links, [a]);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, [a]);
  });

  it('a check that ends after the links changed marks no new link', async () => {
    const user = await registerUser(t);
    const slowBack = site.back(pageOf(user), { delayMs: 500 });
    const asked = site.hits.get('/back') ?? 0;
    await setLinks(user, [slowBack]);
    // While that check waits for its page, the link is replaced by one that does not link back.
    await eventually('the check asking for the page', () => (site.hits.get('/back') ?? 0) > asked);
    const plain = `${site.url}/plain?to=${encodeURIComponent(pageOf(user))}`;
    await setLinks(user, [plain]);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, []);
  });

  it('the write path records a result only for the link texts it was about', async () => {
    const user = await registerUser(t);
    const now = 'https://now.example/me';
    await setLinks(user, [now]);
    await t.asOperator(async (ctx) => {
      // A result about a link no longer listed, found linking back.
      const subject = (await findLinkCheckSubject(ctx.db, { userId: user.id, memberId: null }))!;
      const before = { ...subject, links: ['https://before.example/me'] };
      await writeProfile(ctx, user.id, (write) => write.recordLinkCheck(before, new Set(before.links)), {
        background: true,
      });
      const after = await findLinkCheckSubject(ctx.db, { userId: user.id, memberId: null });
      assert.equal(after?.checkedAt, null, 'the profile stays due: its links were not the ones checked');
      // The same result about the link as it is now.
      await writeProfile(ctx, user.id, (write) => write.recordLinkCheck(subject, new Set([now])), {
        background: true,
      });
    });
    assert.deepEqual((await publicUser(user)).verified_links, [now]);
  });

  it('the daily re-check takes back a verification whose page no longer links back', async () => {
    const user = await registerUser(t);
    const back = site.back(pageOf(user), { id: 'daily' });
    await setLinks(user, [back]);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, [back]);
    site.withdrawn.add('daily');
    // Not due yet: nothing changes.
    await t.app.linkChecks.queueDue();
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, [back]);
    t.clock.advance(DAY + 1000);
    assert.ok((await t.app.linkChecks.queueDue()) >= 1);
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, []);
    const page = await t.get(`/@${user.name}`);
    assert.doesNotMatch(page.raw, /verified-link/);
  });
});

async function waitFor(what: string, condition: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > withinMs) assert.fail(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe('one account cannot take over the checks', () => {
  it('one check of an owner at a time, each within its time budget, and another owner is checked meanwhile', async () => {
    const tarpit = await registerUser(t);
    const slowBefore = site.hits.get('/slow') ?? 0;
    const slow = (n: number) => `${site.url}/slow?id=tarpit&n=${n}&to=${encodeURIComponent(pageOf(tarpit))}`;
    await setLinks(tarpit, [slow(1), slow(2)]);
    for (const name of ['One', 'Two']) {
      await createMember(t, tarpit, { name, links: [slow(3), slow(4)] });
    }
    const other = await registerUser(t);
    const back = site.back(pageOf(other));
    await setLinks(other, [back]);
    const waited = await waitFor(
      "the other owner's link verified",
      async () => (await publicUser(other)).verified_links.length === 1,
      PROFILE_BUDGET_MS,
    );
    assert.ok(waited < PROFILE_BUDGET_MS, `checked while the tarpit's checks ran (${waited} ms)`);
    await t.app.linkChecks.settled();
    assert.equal(site.slowMostOpen.get('tarpit'), 1, 'never two checks of one owner at once');
    assert.equal(
      site.hits.get('/slow')! - slowBefore,
      3,
      "each profile's budget ended its check at its first slow link",
    );
  });

  it('a look-up claims a few profiles of one owner and leaves those claimed to no other look-up (another instance)', async () => {
    const owner = await registerUser(t);
    const back = site.back(pageOf(owner));
    await setLinks(owner, [back]);
    for (const name of ['A', 'B', 'C', 'D']) await createMember(t, owner, { name, links: [back] });
    await t.app.linkChecks.settled();
    t.clock.advance(DAY + 1000);
    const now = t.clock.now();
    const ofOwner = (claimed: { userId: string }[]) => claimed.filter((target) => target.userId === owner.id).length;
    await t.asOperator(async (ctx) => {
      const first = await claimDueForLinkCheck(ctx.db, now - DAY, now - DAY + 60_000, 1000, 2);
      assert.equal(ofOwner(first), 2, 'at most two of one owner per look-up');
      const second = await claimDueForLinkCheck(ctx.db, now - DAY, now - DAY + 60_000, 1000, 2);
      const keys = (claimed: { userId: string; memberId: string | null }[]) =>
        new Set(claimed.map((target) => `${target.userId}/${target.memberId}`));
      const overlap = [...keys(first)].filter((key) => keys(second).has(key));
      assert.deepEqual(overlap, [], 'a profile claimed is claimed once');
      assert.equal(ofOwner(second), 2);
    });
  });

  it("a suspended owner's links are not looked up; unsuspended, they are due again", async () => {
    const user = await registerUser(t);
    await setLinks(user, [site.back(pageOf(user))]);
    await t.app.linkChecks.settled();
    await t.asOperator((ctx) => suspendUser(ctx, OPERATOR, user.id, { reason: 'test' }));
    t.clock.advance(DAY + 1000);
    const now = t.clock.now();
    await t.asOperator(async (ctx) => {
      const claimed = await claimDueForLinkCheck(ctx.db, now - DAY, now - DAY + 60_000, 1000, 1000);
      assert.ok(!claimed.some((target) => target.userId === user.id), 'a suspended owner is left out');
    });
    await t.asOperator((ctx) => unsuspendUser(ctx, OPERATOR, user.id, { reason: 'test' }));
    await t.asOperator(async (ctx) => {
      const subject = await findLinkCheckSubject(ctx.db, { userId: user.id, memberId: null });
      assert.equal(subject?.checkedAt, null, 'due at once');
    });
  });
});

describe('new addresses of a profile', () => {
  it('a new username makes the profile and its members due: links back to the old page no longer verify', async () => {
    const user = await registerUser(t);
    const back = site.back(pageOf(user));
    await setLinks(user, [back]);
    const member = await createMember(t, user, { name: 'Sky', links: [site.back(`${pageOf(user)}/sky`)] });
    await t.app.linkChecks.settled();
    assert.deepEqual((await publicUser(user)).verified_links, [back]);
    const renamed = `${user.name}x`;
    const res = await t.patch('/api/v1/users/@me', { name: renamed }, user.token);
    assert.equal(res.status, 200, res.raw);
    await t.asOperator(async (ctx) => {
      const of = (memberId: string | null) => findLinkCheckSubject(ctx.db, { userId: user.id, memberId });
      // Due now, or claimed by the check that this change queued (a lease, not a time a day ago).
      for (const subject of [await of(null), await of(member.id as string)]) {
        assert.ok(subject!.checkedAt === null || subject!.checkedAt > t.clock.now() - DAY, 'due again');
      }
    });
    await t.app.linkChecks.settled();
    const read = await t.get(`/api/v1/users/${renamed}`);
    assert.deepEqual(read.body.verified_links, []);
  });

  it('a member renamed is due again; a check that read the old name records nothing', async () => {
    const user = await registerUser(t);
    const memberPage = `${pageOf(user)}/sky`;
    const member = await createMember(t, user, { name: 'Sky', links: [site.back(memberPage)] });
    await t.app.linkChecks.settled();
    await t.asOperator(async (ctx) => {
      const target = { userId: user.id, memberId: member.id as string };
      const before = (await findLinkCheckSubject(ctx.db, target))!;
      assert.notEqual(before.checkedAt, null);
      const res = await t.patch(`/api/v1/members/${member.id}`, { name: 'Sea' }, user.token);
      assert.equal(res.status, 200, res.raw);
      await t.app.linkChecks.settled();
      // A check that began before the rename ends now: it found its link linking back to the old page.
      await writeProfile(ctx, user.id, (write) => write.recordLinkCheck(before, new Set(before.links)), {
        background: true,
      });
    });
    const read = await t.get(`/api/v1/users/${user.name}/members/Sea`);
    assert.deepEqual(
      read.body.verified_links,
      [],
      'the check for the new name took it back, the old one changed nothing',
    );
  });
});

describe('fetching', () => {
  it('plain http is allowed to public addresses only, as its own switch', async () => {
    const fetchWith = (allowHttp: boolean) =>
      guardedFetch({ allowLoopback: false, allowHttp, timeoutMs: 300, maxBytes: 1024 });
    await assert.rejects(fetchWith(false)('http://192.0.2.10/'), /only https/);
    await assert.rejects(fetchWith(true)(`${site.url}/`), /not at a public address/, 'loopback stays refused');
    await assert.rejects(fetchWith(true)('http://10.0.0.1/'), /not at a public address/);
    // A public address is attempted: whatever the network does with it, it is not refused.
    const attempt = await fetchWith(true)('http://1.1.1.1:9/').then(
      () => 'answered',
      (error: Error) => error.message,
    );
    assert.doesNotMatch(attempt, /only https|not at a public address/);
  });

  it('a user name and password in a link are not sent', async () => {
    const user = await registerUser(t);
    const back = site.back(pageOf(user)).replace('http://', 'http://someone:secret@');
    const seen = site.credentialsSeen;
    await setLinks(user, [back]);
    await t.app.linkChecks.settled();
    assert.equal(site.credentialsSeen, seen);
    assert.deepEqual((await publicUser(user)).verified_links, [back]);
  });

  it('closing the app cancels a check waiting on a slow server, promptly', async () => {
    const other = await startTestApp(
      { PUBLIC_URL, LINK_VERIFICATION_ALLOW_INSECURE: 'true', LINK_VERIFICATION_SECONDS: '30' },
      { linkChecks: { everyMs: 60 * 60 * 1000, hostSpacingMs: 0 } },
    );
    let closed = false;
    try {
      const user = await registerUser(other);
      const slowHits = site.hits.get('/slow') ?? 0;
      const res = await other.patch(
        '/api/v1/users/@me',
        { links: [`${site.url}/slow?id=closing&to=${encodeURIComponent(pageOf(user))}`] },
        user.token,
      );
      assert.equal(res.status, 200, res.raw);
      await waitFor('the slow page requested', async () => (site.hits.get('/slow') ?? 0) > slowHits, 5000);
      const started = Date.now();
      await other.close();
      closed = true;
      assert.ok(Date.now() - started < 2000, `closed in ${Date.now() - started} ms`);
    } finally {
      if (!closed) await other.close();
    }
  });
});
