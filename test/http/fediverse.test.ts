/**
 * The fediverse's look-ups: WebFinger (every error row), the read-only ActivityPub actor at its stable
 * address and by content negotiation on the profile page (the page unchanged for browsers), its
 * pronouns and fields, cache eviction on a change, suspended / deleted / renamed users, member
 * privacy — and a real ActivityPub client (Fedify) resolving @name@host (the handle the profile page
 * shows) on a listening server behind TLS, with unsigned and signed GETs.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { QueueFull } from '../../src/lib/work-queue.js';
import { actorPublicKey } from '../../src/modules/fediverse/actor-keys.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { eventually } from '../helpers/eventually.js';
import { createMember, PREF_A, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const AP = 'application/activity+json';
const LD = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const fullProfile = {
  display_name: 'Alex <b>Example</b>',
  bio: 'Hello **world** <script>x</script> https://example.com',
  names: [
    { value: 'Al', status: 'okay' },
    { value: 'Alex', status: 'favourite' },
  ],
  pronouns: [
    { pronouns: 'it/its', status: 'jokingly' },
    { pronouns: 'they/them', status: 'favourite' },
    { pronouns: 'he/him', status: 'avoid' },
  ],
  fields: [
    {
      name: 'Words',
      entries: [
        { value: 'cute & <nice>', status: 'okay' },
        { value: 'pal', status: PREF_A },
      ],
    },
  ],
  custom_preferences: { [PREF_A]: { icon: 'star', tooltip: 'my own', size: 'normal', favourite: true } },
};

describe('fediverse: WebFinger and actors (inject)', () => {
  let t: TestApp;
  let user: TestUser;
  const host = 'nametag.example';
  const origin = `https://${host}`;
  /** Requests that reached a route's preHandler (so its handler), by route pattern. */
  const reachedRoute = new Map<string, number>();
  before(async () => {
    t = await startTestApp(
      { PUBLIC_URL: origin },
      {
        beforeReady: (app) =>
          app.addHook('preHandler', (request, _reply, done) => {
            const route = request.routeOptions.url ?? '';
            reachedRoute.set(route, (reachedRoute.get(route) ?? 0) + 1);
            done();
          }),
      },
    );
    user = await registerUser(t);
    const res = await t.patch('/api/v1/users/@me', fullProfile, user.token);
    assert.equal(res.status, 200, res.raw);
  });
  after(() => t.close());

  const finger = (resource: string | null) =>
    t.get(`/.well-known/webfinger${resource === null ? '' : `?resource=${encodeURIComponent(resource)}`}`);
  const get = (url: string, accept: string) => t.request('GET', url, { headers: { accept } });

  it('WebFinger: acct:, the page address and the actor address all give the JRD', async () => {
    for (const resource of [`acct:${user.name}@${host}`, `${origin}/@${user.name}`, `${origin}/ap/users/${user.id}`]) {
      const res = await finger(resource);
      assert.equal(res.status, 200, `${resource}: ${res.raw}`);
      assert.match(String(res.headers['content-type']), /^application\/jrd\+json/);
      assert.equal(res.headers['access-control-allow-origin'], '*');
      assert.equal(res.headers['surrogate-key'], `user-${user.id}`);
      assert.equal(res.body.subject, `acct:${user.name}@${host}`);
      const self = res.body.links.find((link: { rel: string }) => link.rel === 'self');
      assert.deepEqual(self, { rel: 'self', type: AP, href: `${origin}/ap/users/${user.id}` });
      const page = res.body.links.find((link: { rel: string }) => link.rel.endsWith('/profile-page'));
      assert.equal(page.href, `${origin}/@${user.name}`);
    }
    // The name's case does not matter, nor the host's.
    assert.equal((await finger(`acct:${user.name.toUpperCase()}@${host.toUpperCase()}`)).status, 200);
  });

  it('WebFinger: a bad resource is 400; another host, an unknown user or path is 404', async () => {
    for (const bad of [
      null,
      '',
      'nobody',
      'acct:',
      `acct:@${host}`,
      `acct:${user.name}@`,
      'mailto:x',
      'acct:%E0%A4%A@' + host,
    ]) {
      const res = await finger(bad);
      assert.equal(res.status, 400, `${bad}: ${res.raw}`);
      assert.equal(res.body.code, 400);
    }
    const twice = await t.get(`/.well-known/webfinger?resource=acct:${user.name}@${host}&resource=x`);
    assert.equal(twice.status, 400);
    for (const missing of [
      `acct:${user.name}@elsewhere.example`,
      `acct:nobody_here@${host}`,
      `https://elsewhere.example/@${user.name}`,
      `${origin}/@nobody_here`,
      `${origin}/about/${user.name}`,
      `${origin}/ap/users/${user.name}`,
    ]) {
      const res = await finger(missing);
      assert.equal(res.status, 404, `${missing}: ${res.raw}`);
    }
  });

  it('the actor at its stable address: Person with names, pronouns, fields, key, inbox and outbox', async () => {
    const res = await get(`/ap/users/${user.id}`, AP);
    assert.equal(res.status, 200, res.raw);
    assert.match(String(res.headers['content-type']), /^application\/activity\+json/);
    const actor = JSON.parse(res.raw);
    assert.equal(actor.id, `${origin}/ap/users/${user.id}`);
    assert.equal(actor.type, 'Person');
    assert.equal(actor.preferredUsername, user.name);
    assert.equal(actor.name, 'Alex <b>Example</b>', 'name is plain text');
    assert.equal(actor.url, `${origin}/@${user.name}`);
    assert.match(actor.summary, /<strong>world<\/strong>/);
    assert.ok(!actor.summary.includes('<script>'), 'the bio is safe HTML');
    assert.deepEqual(actor.attachment, [
      { type: 'PropertyValue', name: 'Pronouns', value: 'they/them, it/its (jokingly), he/him (avoid)' },
      { type: 'PropertyValue', name: 'Names', value: 'Alex, Al (okay)' },
      { type: 'PropertyValue', name: 'Words', value: 'pal, cute &amp; &lt;nice&gt; (okay)' },
    ]);
    assert.deepEqual(actor['pancakes:pronouns'], { und: 'they/them, it/its' }, 'avoided pronouns are not listed');
    assert.ok(JSON.stringify(actor['@context']).includes('https://ns.pancakes.gay/as#'));
    assert.match(actor.publicKey.publicKeyPem, /^-----BEGIN PUBLIC KEY-----/);
    assert.equal(actor.publicKey.owner, actor.id);
    assert.ok(!res.raw.includes('PRIVATE'), 'the private key never leaves the server');
    assert.equal(actor.inbox, `${actor.id}/inbox`);
    assert.equal(actor.outbox, `${actor.id}/outbox`);
    assert.ok(!Number.isNaN(Date.parse(actor.published)));
    assert.equal(actor.movedTo, undefined);
    assert.equal(actor.alsoKnownAs, undefined);
    // The key pair is made once: the next read (after an eviction) shows the same key.
    await t.patch('/api/v1/users/@me', { bio: 'changed' }, user.token);
    const again = JSON.parse((await get(`/ap/users/${user.id}`, AP)).raw);
    assert.equal(again.publicKey.publicKeyPem, actor.publicKey.publicKeyPem);
    await t.patch('/api/v1/users/@me', { bio: fullProfile.bio }, user.token);
  });

  it('the outbox is an empty collection; the inbox takes a Follow with 202 and keeps nothing', async () => {
    const outbox = await get(`/ap/users/${user.id}/outbox`, AP);
    assert.equal(outbox.status, 200);
    assert.equal(JSON.parse(outbox.raw).type, 'OrderedCollection');
    assert.equal(JSON.parse(outbox.raw).totalItems, 0);
    assert.equal((await get(`/ap/users/${user.id}/inbox`, AP)).status, 200);
    const follow = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      type: 'Follow',
      actor: 'https://x.example/u',
      object: `${origin}/ap/users/${user.id}`,
    };
    const res = await t.request('POST', `/ap/users/${user.id}/inbox`, {
      body: JSON.stringify(follow),
      headers: { 'content-type': AP },
    });
    assert.equal(res.status, 202, res.raw);
    assert.equal(JSON.parse((await get(`/ap/users/${user.id}/outbox`, AP)).raw).totalItems, 0);
    assert.equal((await get(`/ap/users/nobody/outbox`, AP)).status, 404);
    const unknown = await t.request('POST', `/ap/users/nobody/inbox`, { body: '{}', headers: { 'content-type': AP } });
    assert.equal(unknown.status, 404);
  });

  it('the inbox: any media type is taken (never read), and a body over 256 KB is 413 stating that limit', async () => {
    const inbox = `/ap/users/${user.id}/inbox`;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
      const res = await t.request('POST', inbox, { body: 'not json at all', headers: { 'content-type': type } });
      assert.equal(res.status, 202, `${type}: ${res.raw}`);
    }
    const unknown = await t.request('POST', `/ap/users/nobody/inbox`, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(unknown.status, 404);
    const big = await t.request('POST', inbox, {
      body: JSON.stringify({ type: 'Note', content: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': AP },
    });
    assert.equal(big.status, 413, big.raw);
    assert.equal(big.body.code, 4001);
    assert.match(big.body.message, /the limit is 256 KB/);
    // Just under the limit is taken.
    const under = await t.request('POST', inbox, {
      body: JSON.stringify({ content: 'x'.repeat(250 * 1024) }),
      headers: { 'content-type': AP },
    });
    assert.equal(under.status, 202, under.raw);
  });

  it('first reads of several actors at once: each gets its own key (made one at a time)', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(t)));
    const answers = await Promise.all(users.map((u) => get(`/ap/users/${u.id}`, AP)));
    const keys = answers.map((res, i) => {
      assert.equal(res.status, 200, `${users[i]!.name}: ${res.raw}`);
      return JSON.parse(res.raw).publicKey.publicKeyPem as string;
    });
    assert.equal(new Set(keys).size, users.length, 'every actor has a key of its own');
    // And they are the stored ones: the page address (another kept answer) shows the same key.
    for (const [i, u] of users.entries()) {
      assert.equal(JSON.parse((await get(`/@${u.name}`, AP)).raw).publicKey.publicKeyPem, keys[i]);
    }
  });

  it('key pairs are made one at a time per app; past the waiting room a first read is refused (busy)', async () => {
    const waiting = await registerUser(t);
    const refused = await registerUser(t);
    await t.asOperator(async (ctx) => {
      // The one slot is taken: a first read waits its turn and makes nothing meanwhile.
      const release = await ctx.work.actorKeys.acquire();
      let settled = false;
      const key = actorPublicKey(ctx, waiting.id).finally(() => (settled = true));
      await eventually('the first read waiting its turn', () => ctx.work.actorKeys.depth === 2);
      assert.equal(settled, false, 'no key pair is made while another is being made');
      // Its waiting room full, the next first read is refused at once.
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const fillers: Promise<void>[] = [];
      for (let i = 0; i < 32; i++) fillers.push(ctx.work.actorKeys.run(() => gate).catch(() => undefined));
      await assert.rejects(actorPublicKey(ctx, refused.id), QueueFull);
      release();
      open();
      await Promise.all(fillers);
      assert.match(await key, /^-----BEGIN PUBLIC KEY-----/);
    });
    // The refused actor is read normally later.
    assert.equal((await get(`/ap/users/${refused.id}`, AP)).status, 200);
  });

  it('content negotiation on /@name: ActivityPub clients get the actor, browsers the page', async () => {
    for (const accept of [AP, LD, 'application/ld+json', `${AP}, text/html;q=0.5`]) {
      const res = await get(`/@${user.name}`, accept);
      assert.equal(res.status, 200, accept);
      assert.match(String(res.headers['content-type']), /^application\/activity\+json/, accept);
      assert.equal(JSON.parse(res.raw).id, `${origin}/ap/users/${user.id}`);
      assert.match(String(res.headers.vary), /Accept/);
    }
    for (const accept of [BROWSER, 'text/html', `text/html, ${AP};q=0.5`, '*/*']) {
      const res = await get(`/@${user.name}`, accept);
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/, accept);
      assert.equal(res.headers.vary, 'Accept, Cookie, Accept-Language, Accept-Encoding');
    }
    // A kept HTML page is never the answer to an ActivityPub client, nor the other way round.
    const page = await get(`/@${user.name}`, BROWSER);
    const actor = await get(`/@${user.name}`, AP);
    assert.match(page.raw, /^<!doctype html>/i);
    assert.ok(
      page.raw.includes(`<link rel="alternate" type="application/activity+json" href="${origin}/ap/users/${user.id}">`),
      'the page names its actor',
    );
    assert.equal(JSON.parse(actor.raw).type, 'Person');
    assert.match((await get(`/@${user.name}`, BROWSER)).raw, /^<!doctype html>/i);
    assert.notEqual(page.headers.etag, actor.headers.etag);
    // A member's page stays a page (members are not actors).
    const member = await createMember(t, user, { name: 'Sky' });
    const memberPage = await get(`/@${user.name}/Sky`, AP);
    assert.match(String(memberPage.headers['content-type']), /^text\/html/);
    assert.ok(member.id);
  });

  it('the actor is kept and evicted by a profile change', async () => {
    assert.equal((await get(`/@${user.name}`, AP)).status, 200);
    const byId = await get(`/ap/users/${user.id}`, AP);
    const revalidated = await t.request('GET', `/ap/users/${user.id}`, {
      headers: { accept: AP, 'if-none-match': String(byId.headers.etag) },
    });
    assert.equal(revalidated.status, 304);
    const changed = await t.patch('/api/v1/users/@me', { display_name: 'Renamed Display' }, user.token);
    assert.equal(changed.status, 200);
    for (const url of [`/ap/users/${user.id}`, `/@${user.name}`]) {
      const res = await get(url, AP);
      assert.equal(JSON.parse(res.raw).name, 'Renamed Display', url);
      assert.notEqual(res.headers.etag, byId.headers.etag);
    }
    await t.patch('/api/v1/users/@me', { display_name: fullProfile.display_name }, user.token);
  });

  it('a kept actor is answered from the prepared answers (the id address before any hook)', async () => {
    const hits = async () =>
      Number(/^nametag_read_cache_hits (\S+)$/m.exec((await t.app.inject({ url: '/metrics' })).body)?.[1]);
    const reached = () => reachedRoute.get('/ap/users/:id') ?? 0;
    await get(`/ap/users/${user.id}`, AP);
    // A request with a token never takes the early path: it shows that the count sees the route.
    const counted = reached();
    const viaRoute = await t.request('GET', `/ap/users/${user.id}`, {
      headers: { accept: AP, authorization: 'Bearer nt_not-a-token' },
    });
    assert.equal(viaRoute.status, 200);
    assert.equal(reached(), counted + 1, 'a request through the route is counted');
    const before = await hits();
    const res = await get(`/ap/users/${user.id}`, AP);
    assert.equal(res.status, 200);
    assert.equal(reached(), counted + 1, 'the kept actor went out before the route (no preHandler, no handler)');
    assert.equal(await hits(), before + 1);
    assert.equal(res.raw, viaRoute.raw);
    assert.match(String(res.headers['content-type']), /^application\/activity\+json/);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['surrogate-key'], `user-${user.id}`);
    const head = await t.request('HEAD', `/@${user.name}`, { headers: { accept: AP } });
    assert.match(String(head.headers['content-type']), /^application\/activity\+json/);
    assert.equal(head.raw, '');
  });

  it('browsers get the same page as before: with or without an Accept header', async () => {
    const plain = await t.request('GET', `/@${user.name}`);
    const browser = await get(`/@${user.name}`, BROWSER);
    assert.equal(plain.raw, browser.raw);
    assert.equal(plain.headers.etag, browser.headers.etag);
  });

  it('a rename keeps the id address; the old name names nobody (404) like the API', async () => {
    const mover = await registerUser(t);
    const id = `/ap/users/${mover.id}`;
    assert.equal((await get(`/@${mover.name}`, AP)).status, 200);
    const newName = `${mover.name}_new`;
    const renamed = await t.patch('/api/v1/users/@me', { name: newName }, mover.token);
    assert.equal(renamed.status, 200, renamed.raw);
    const actor = JSON.parse((await get(id, AP)).raw);
    assert.equal(actor.preferredUsername, newName);
    assert.equal(actor.url, `${origin}/@${newName}`);
    assert.equal((await get(`/@${mover.name}`, AP)).status, 404);
    assert.equal((await finger(`acct:${mover.name}@${host}`)).status, 404);
    assert.equal((await finger(`acct:${newName}@${host}`)).body.subject, `acct:${newName}@${host}`);
  });

  it('suspended and deleted users are 404 everywhere, as the API answers, but a deleted actor’s own address says it is gone', async () => {
    const admin = await registerUser(t);
    await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
    const suspended = await registerUser(t);
    const deleted = await registerUser(t);
    for (const u of [suspended, deleted]) {
      assert.equal((await get(`/ap/users/${u.id}`, AP)).status, 200, 'kept before');
      assert.equal((await get(`/@${u.name}`, AP)).status, 200, 'kept before');
    }
    assert.equal(
      (await t.post(`/api/v1/admin/users/${suspended.name}/suspend`, { reason: 'spam' }, admin.token)).status,
      200,
    );
    assert.equal((await t.del('/api/v1/users/@me', deleted.token)).status, 204);
    for (const u of [suspended, deleted]) {
      for (const url of [`/ap/users/${u.id}`, `/@${u.name}`, `/ap/users/${u.id}/outbox`]) {
        const res = await get(url, AP);
        if (u === deleted && url === `/ap/users/${u.id}`) {
          // ActivityPub's word for a deleted actor: 410 and a Tombstone (docs/FEDIVERSE.md).
          assert.equal(res.status, 410, `${url}: ${res.raw}`);
          assert.equal(JSON.parse(res.raw).type, 'Tombstone');
          continue;
        }
        assert.equal(res.status, 404, `${url}: ${res.raw}`);
        assert.equal(JSON.parse(res.raw).code, 2001, 'the API error, also on the page address');
      }
      assert.equal((await finger(`acct:${u.name}@${host}`)).status, 404);
      assert.equal((await finger(`${origin}/ap/users/${u.id}`)).status, 404);
    }
  });

  it('member privacy: no member, listed or not, and no private list shows in the actor or WebFinger', async () => {
    const owner = await registerUser(t);
    await createMember(t, owner, {
      name: 'SecretOne',
      unlisted: true,
      pronouns: [{ pronouns: 'xe/xem', status: 'okay' }],
    });
    await createMember(t, owner, { name: 'ListedOne' });
    await t.patch('/api/v1/users/@me', { list_private: true }, owner.token);
    const actor = (await get(`/ap/users/${owner.id}`, AP)).raw;
    const jrd = (await finger(`acct:${owner.name}@${host}`)).raw;
    for (const text of [actor, jrd]) {
      assert.ok(!text.includes('SecretOne') && !text.includes('ListedOne') && !text.includes('xe/xem'));
    }
  });
});

describe('fediverse: without PUBLIC_URL, the Host is written as the URL parser writes it', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp();
    user = await registerUser(t);
  });
  after(() => t.close());

  const finger = (resource: string, hostHeader: string) =>
    t.request('GET', `/.well-known/webfinger?resource=${encodeURIComponent(resource)}`, {
      headers: { host: hostHeader },
    });

  it('Host localhost:80 and localhost are one origin: both acct: forms, addresses without :80', async () => {
    for (const hostHeader of ['localhost:80', 'localhost', 'LOCALHOST:80']) {
      for (const resource of [
        `acct:${user.name}@localhost:80`,
        `acct:${user.name}@localhost`,
        `acct:${user.name}@LocalHost`,
        `http://localhost:80/@${user.name}`,
        `http://localhost/ap/users/${user.id}`,
      ]) {
        const res = await finger(resource, hostHeader);
        assert.equal(res.status, 200, `${hostHeader} ${resource}: ${res.raw}`);
        assert.equal(res.body.subject, `acct:${user.name}@localhost`);
        assert.deepEqual(res.body.aliases, [`http://localhost/@${user.name}`, `http://localhost/ap/users/${user.id}`]);
      }
      const actor = await t.request('GET', `/ap/users/${user.id}`, { headers: { host: hostHeader, accept: AP } });
      assert.equal(JSON.parse(actor.raw).id, `http://localhost/ap/users/${user.id}`, hostHeader);
    }
    // Another port is another origin; a host with more than a host in it is no host of ours.
    for (const resource of [
      `acct:${user.name}@localhost:8080`,
      `acct:${user.name}@localhost:80/x`,
      `acct:${user.name}@localhost?x`,
      `acct:${user.name}@other@localhost`.replace('other@', 'x:y@'),
    ]) {
      assert.equal((await finger(resource, 'localhost:80')).status, 404, resource);
    }
    const onOtherPort = await finger(`acct:${user.name}@localhost:8080`, 'localhost:8080');
    assert.equal(onOtherPort.status, 200);
    assert.equal(onOtherPort.body.subject, `acct:${user.name}@localhost:8080`);
    assert.equal((await finger(`acct:${user.name}@localhost`, 'localhost:8080')).status, 404);
  });
});

describe('fediverse: errors of the page address to an ActivityPub client are JSON', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    // Rate limits on, scaled down (web pages: 6 a minute per address).
    t = await startTestApp({ PUBLIC_URL: 'https://nametag.example', RATE_LIMIT_MULTIPLIER: '0.05' });
    user = await registerUser(t);
  });
  after(() => t.close());

  it('the web scope’s 429 (a hook before the route) is the API’s JSON error with Retry-After', async () => {
    const ip = '203.0.113.77';
    const read = (accept: string) => t.request('GET', `/@${user.name}`, { headers: { accept }, remoteAddress: ip });
    let limited: Awaited<ReturnType<typeof read>> | undefined;
    for (let i = 0; i < 20 && limited === undefined; i++) {
      const res = await read(AP);
      if (res.status === 429) limited = res;
      else assert.equal(res.status, 200, res.raw);
    }
    assert.ok(limited, 'the web pages’ budget runs out');
    assert.match(String(limited.headers['content-type']), /^application\/json/);
    assert.equal(JSON.parse(limited.raw).code, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.match(String(limited.headers.vary), /Accept/);
    // A browser on the same spent budget still gets the HTML error page.
    const page = await read(BROWSER);
    assert.equal(page.status, 429);
    assert.match(String(page.headers['content-type']), /^text\/html/);
  });
});

/** A TLS front (WebFinger by acct: is always https) forwarding to the app's port, once it listens. */
async function tlsFront(): Promise<{ server: Server; port: number; target: { port: number } }> {
  const dir = join(import.meta.dirname, '..', 'fixtures', 'tls');
  const target = { port: 0 };
  const server = createHttpsServer(
    { key: readFileSync(join(dir, 'loopback-key.pem')), cert: readFileSync(join(dir, 'loopback-cert.pem')) },
    (incoming, outgoing) => {
      const forwarded = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, target };
}

describe('fediverse: a real ActivityPub client on a listening server', () => {
  let t: TestApp;
  let front: Awaited<ReturnType<typeof tlsFront>>;
  let user: TestUser;
  let handle: string;
  before(async () => {
    // The front's certificate is the test's own (self-signed for 127.0.0.1): this process talks only
    // to its loopback servers.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    front = await tlsFront();
    t = await startTestApp({ PUBLIC_URL: `https://127.0.0.1:${front.port}` });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    front.target.port = (t.app.server.address() as AddressInfo).port;
    user = await registerUser(t);
    assert.equal((await t.patch('/api/v1/users/@me', fullProfile, user.token)).status, 200);
    handle = `@${user.name}@127.0.0.1:${front.port}`;
  });
  after(async () => {
    await new Promise<void>((resolve) => front.server.close(() => resolve()));
    await t.close();
    delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  });

  it('Fedify resolves @name@host and parses the Person with its pronouns and fields', async () => {
    const fedify = await import('@fedify/fedify');
    const documentLoader = fedify.getDocumentLoader({ allowPrivateAddress: true });
    // allowPrivateAddress: WebFinger on loopback (Fedify's option, left out of its types).
    const person = await fedify.lookupObject(handle, {
      documentLoader,
      contextLoader: documentLoader,
      allowPrivateAddress: true,
    } as Parameters<typeof fedify.lookupObject>[1]);
    assert.ok(person instanceof fedify.Person, `resolved: ${String(person)}`);
    assert.equal(person.preferredUsername?.toString(), user.name);
    assert.equal(person.id?.href, `https://127.0.0.1:${front.port}/ap/users/${user.id}`);
    const fields: Record<string, string> = {};
    for await (const attachment of person.getAttachments({ documentLoader, contextLoader: documentLoader })) {
      assert.ok(attachment instanceof fedify.PropertyValue);
      fields[String(attachment.name)] = String(attachment.value);
    }
    assert.equal(fields.Pronouns, 'they/them, it/its (jokingly), he/him (avoid)');
    assert.equal(fields.Names, 'Alex, Al (okay)');
    const key = await person.getPublicKey({ documentLoader, contextLoader: documentLoader });
    assert.ok(key?.publicKey, 'the public key parses');
    // pancakes:pronouns (Fedify does not know the extension): the document as its loader fetched it.
    const remote = (await documentLoader(person.id!.href)).document as Record<string, unknown>;
    assert.deepEqual(remote['pancakes:pronouns'], { und: 'they/them, it/its' });
    assert.ok(JSON.stringify(remote['@context']).includes('"pancakes":"https://ns.pancakes.gay/as#"'));
  });

  it('the handle the profile page shows is the one Fedify resolves', async () => {
    const fedify = await import('@fedify/fedify');
    const html = await (await fetch(`https://127.0.0.1:${front.port}/@${user.name}`)).text();
    const shown = /<span class="fediverse-account">([^<]*)<wbr\/?>([^<]*)<\/span>/.exec(html);
    assert.ok(shown, 'the page shows a handle');
    assert.equal(`${shown[1]}${shown[2]}`, handle);
    const documentLoader = fedify.getDocumentLoader({ allowPrivateAddress: true });
    const person = await fedify.lookupObject(`${shown[1]}${shown[2]}`, {
      documentLoader,
      contextLoader: documentLoader,
      allowPrivateAddress: true,
    } as Parameters<typeof fedify.lookupObject>[1]);
    assert.ok(person instanceof fedify.Person, `resolved: ${String(person)}`);
    assert.equal(person.id?.href, `https://127.0.0.1:${front.port}/ap/users/${user.id}`);
  });

  it('a GET signed with an HTTP Signature is answered as an unsigned one', async () => {
    const fedify = await import('@fedify/fedify');
    const keys = await fedify.generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const url = `https://127.0.0.1:${front.port}/ap/users/${user.id}`;
    const unsigned = await fetch(url, { headers: { accept: AP } });
    const signed = await fedify.signRequest(
      new Request(url, { headers: { accept: AP } }),
      keys.privateKey,
      new URL('https://remote.example/users/someone#main-key'),
    );
    assert.ok(signed.headers.get('signature'), 'the request carries a Signature header');
    const answer = await fetch(signed);
    assert.equal(answer.status, unsigned.status);
    assert.equal(await answer.text(), await unsigned.text());
    // The page address, signed, too.
    const page = await fedify.signRequest(
      new Request(`https://127.0.0.1:${front.port}/@${user.name}`, { headers: { accept: AP } }),
      keys.privateKey,
      new URL('https://remote.example/users/someone#main-key'),
    );
    const byName = await fetch(page);
    assert.equal(byName.status, 200);
    assert.equal(((await byName.json()) as { id: string }).id, url);
  });
});
