/**
 * Log in through other services (issue 14), over HTTP as a browser does it (cookies, redirects, CSRF),
 * against fake providers on loopback: sign-up, log-in, link and unlink for each kind, and every
 * refusal the issue lists (foreign, reused or forged state, an account linked to someone else, the last
 * way to log in, a loopback fediverse server without the test switch, suspended and deleted users,
 * a tampered ID token, open redirects, rate limits).
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { purgeDeletedAccounts } from '../../src/modules/accounts/account-service.js';
import { OPERATOR, suspendUser } from '../../src/modules/moderation/moderation-actions.js';
import { assertApiError, createApiToken, registerUser, uniqueName } from '../helpers/factories.js';
import {
  type FakeGoogle,
  type FakeProvider,
  type FakeProviders,
  providerEnv,
  startFakeProviders,
} from '../helpers/fake-providers.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let discord: FakeProvider;
let tumblr: FakeProvider;
let mastodon: FakeProvider;
let google: FakeGoogle;
let t: TestApp;

let fakes: FakeProviders;

before(async () => {
  fakes = await startFakeProviders();
  ({ discord, tumblr, mastodon, google } = fakes);
  t = await startTestApp(fakes.env());
});
after(async () => {
  await t?.close();
  await fakes?.close();
});

type Kind = 'discord' | 'google' | 'tumblr' | 'fediverse';

const signInAt: FakeProviders['signInAt'] = (kind, id, username) => fakes.signInAt(kind, id, username);

/** The provider's side of a flow: follows its authorize redirect back to the app's callback URL. */
async function atProvider(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  assert.equal(answer.status, 302, `the provider answered ${answer.status}: ${await answer.text()}`);
  const back = new URL(answer.headers.get('location')!);
  return back.pathname + back.search;
}

/** Posts a form of `path` (its CSRF token from the page at `path`) with extra request headers. */
async function postFormWith(
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) {
  const jar = new Jar();
  const form = await page(app, jar, path);
  const res = await app.request('POST', path, {
    body: new URLSearchParams({ _csrf: csrfOf(form.raw), ...fields }).toString(),
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  return res;
}

/** Where the "Continue to …" page sends the browser (its Refresh header). */
const onwards = (res: { headers: Record<string, unknown> }) => String(res.headers.refresh).replace(/^0;url=/, '');

interface StartOptions {
  link?: boolean;
  returnTo?: string;
  instance?: string;
  app?: TestApp;
}

/** Posts the start (or link) form with its CSRF token; returns the answer (a page that sends the browser on). */
async function startFlow(kind: Kind, jar: Jar, options: StartOptions = {}) {
  const app = options.app ?? t;
  const fields: Record<string, string> = {};
  if (kind === 'fediverse') fields.instance = options.instance ?? mastodon.url;
  if (options.returnTo !== undefined) fields.return_to = options.returnTo;
  return options.link
    ? postForm(app, jar, '/settings', `/auth/${kind}/link`, fields)
    : postForm(app, jar, `/auth/${kind}/start`, `/auth/${kind}/start`, fields);
}

/** Starts a log-in (or a link), goes through the provider; returns the callback's answer. */
async function through(kind: Kind, jar: Jar, options: StartOptions = {}) {
  const started = await startFlow(kind, jar, options);
  assert.equal(started.status, 200, started.raw);
  assert.match(started.raw, /Continue to/);
  const callback = await atProvider(onwards(started));
  const res = await page(options.app ?? t, jar, callback);
  return { res, callback };
}

/** Signs up through `kind` as the provider account (id, username); returns the jar and the session token. */
async function signUp(kind: Kind, id: string, username = uniqueName('p')) {
  signInAt(kind, id, username);
  const jar = new Jar();
  const { res } = await through(kind, jar);
  assert.equal(res.status, 303, res.raw);
  assert.equal(res.headers.location, '/auth/signup');
  const form = await page(t, jar, '/auth/signup');
  assert.equal(form.status, 200);
  const done = await postForm(t, jar, '/auth/signup', '/auth/signup', { username });
  assert.equal(done.status, 303, done.raw);
  assert.equal(done.headers.location, '/edit/profile?welcome=1');
  const token = jar.get('nametag_session');
  assert.ok(token);
  return { jar, token, username };
}

const me = async (token: string) => (await t.get('/api/v1/users/@me', token)).body;

describe('GET /api/v1/auth/providers', () => {
  it('lists the providers whose settings are present, with their start URLs', async () => {
    const res = await t.get('/api/v1/auth/providers');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.providers.map((p: { kind: string }) => p.kind),
      ['discord', 'google', 'tumblr', 'fediverse'],
    );
    const fediverse = res.body.providers.find((p: { kind: string }) => p.kind === 'fediverse');
    assert.equal(fediverse.needs_instance, true);
    assert.match(fediverse.start_url, /\/auth\/fediverse\/start$/);
  });

  it('lists none (and every start is 404) when none is configured and the fediverse is off', async () => {
    const bare = await startTestApp({ FEDIVERSE_LOGIN: 'false' });
    try {
      assert.deepEqual((await bare.get('/api/v1/auth/providers')).body, { providers: [] });
      for (const kind of ['discord', 'google', 'tumblr', 'fediverse', 'myspace']) {
        const res = await bare.request('GET', `/auth/${kind}/start`, { headers: HTML });
        assert.equal(res.status, 404, `${kind}: ${res.raw}`);
      }
      const login = await bare.request('GET', '/login', { headers: HTML });
      assert.doesNotMatch(login.raw, /\/auth\/[a-z]+\/start/);
    } finally {
      await bare.close();
    }
  });

  it('without PUBLIC_URL the fediverse is offered only where it works (a loopback origin)', async () => {
    const kinds = async (host: string) =>
      (await t.request('GET', '/api/v1/auth/providers', { headers: { host } })).body.providers.map(
        (p: { kind: string }) => p.kind,
      );
    assert.ok((await kinds('localhost:8080')).includes('fediverse'));
    assert.ok((await kinds('127.0.0.1:8080')).includes('fediverse'));
    assert.deepEqual(await kinds('nametag.example'), ['discord', 'google', 'tumblr']);
    const login = await t.request('GET', '/login', { headers: { ...HTML, host: 'nametag.example' } });
    assert.match(login.raw, /action="\/auth\/discord\/start"/);
    assert.doesNotMatch(login.raw, /action="\/auth\/fediverse\/start"/);
    const pinned = await startTestApp({ PUBLIC_URL: 'https://nametag.example' });
    try {
      const res = await pinned.request('GET', '/api/v1/auth/providers', { headers: { host: 'nametag.example' } });
      assert.deepEqual(res.body.providers, [
        {
          kind: 'fediverse',
          name: 'Fediverse',
          start_url: 'https://nametag.example/auth/fediverse/start',
          needs_instance: true,
        },
      ]);
    } finally {
      await pinned.close();
    }
  });

  it('refuses half a client configuration at start-up', async () => {
    await assert.rejects(startTestApp({ DISCORD_CLIENT_ID: 'x' }), /DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET/);
  });
});

describe('sign up, log out, log in again, for each kind', () => {
  const expected: Record<Kind, (id: string, name: string) => Record<string, unknown>> = {
    discord: (id, name) => ({ chat_platform: id, chat_platform_username: name, discord: id, discord_username: name }),
    google: (id, name) => ({
      identity_provider: id,
      identity_provider_username: `${name}@example.com`,
      google: id,
      google_username: `${name}@example.com`,
    }),
    tumblr: (id, name) => ({
      blog_platform: `t:${id}`,
      blog_platform_username: name,
      tumblr: `t:${id}`,
      tumblr_username: name,
    }),
    fediverse: (id, name) => ({
      fediverse: id,
      fediverse_username: name,
      fediverse_instance: new URL(mastodon.url).host,
    }),
  };

  for (const kind of ['discord', 'google', 'tumblr', 'fediverse'] as const) {
    it(`${kind}: the new account shows the link in MeUser only, and the link logs it in`, async () => {
      const id = `${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const { token, username } = await signUp(kind, id);
      const user = await me(token);
      assert.equal(user.name, username);
      for (const [key, value] of Object.entries(expected[kind](id, username))) assert.equal(user[key], value, key);
      // Nothing of it is public.
      const publicView = await t.get(`/api/v1/users/${username}`);
      assert.equal(publicView.status, 200);
      assert.doesNotMatch(publicView.raw, new RegExp(id));

      // Log out, then log in through the same account: the same user.
      const again = new Jar();
      signInAt(kind, id, username);
      const { res } = await through(kind, again);
      assert.equal(res.status, 303, res.raw);
      assert.equal(res.headers.location, '/edit/profile');
      const second = again.get('nametag_session');
      assert.ok(second && second !== token);
      assert.equal((await me(second)).id, user.id);
      // No password: the password log-in does not open it.
      assertApiError(await t.post('/api/v1/auth/login', { username, password: 'any password at all' }), 401, 1003);
    });
  }

  it('the sign-up page suggests the provider’s name, says which account, and keeps username errors beside the field', async () => {
    const taken = await registerUser(t);
    signInAt('discord', `s-${Date.now()}`, taken.name);
    const jar = new Jar();
    await through('discord', jar);
    const form = await page(t, jar, '/auth/signup');
    assert.match(form.raw, /your Discord account <strong>/);
    assert.match(form.raw, new RegExp(`value="${taken.name}"`));
    const clash = await postForm(t, jar, '/auth/signup', '/auth/signup', { username: taken.name });
    assert.equal(clash.status, 400);
    assert.match(clash.raw, /already taken/);
    // The sign-up is still there to try another name; then it is used up.
    const done = await postForm(t, jar, '/auth/signup', '/auth/signup', { username: uniqueName('free') });
    assert.equal(done.status, 303, done.raw);
    const reused = await page(t, jar, '/auth/signup');
    assert.equal(reused.status, 303);
    assert.equal(reused.headers.location, '/edit/profile');
  });

  it('a reserved or invalid username is refused on the sign-up page', async () => {
    signInAt('discord', `r-${Date.now()}`, 'someone');
    const jar = new Jar();
    await through('discord', jar);
    for (const name of ['admin', 'a', 'bad name!']) {
      const res = await postForm(t, jar, '/auth/signup', '/auth/signup', { username: name });
      assert.equal(res.status, 400, `${name}: ${res.raw.slice(0, 200)}`);
    }
  });

  it('with REQUIRE_INVITE the sign-up asks for an invite and refuses without a valid one', async () => {
    const invited = await startTestApp({ ...providerEnv({ discord }), REQUIRE_INVITE: 'true' });
    try {
      discord.signedIn = { id: `inv-${Date.now()}`, username: 'invitee' };
      const jar = new Jar();
      await through('discord', jar, { app: invited });
      const form = await page(invited, jar, '/auth/signup');
      assert.match(form.raw, /name="invite"/);
      const refused = await postForm(invited, jar, '/auth/signup', '/auth/signup', {
        username: uniqueName('inv'),
        invite: 'made-up',
      });
      assert.equal(refused.status, 403);
      assert.match(refused.raw, /invite code is unknown/);
    } finally {
      await invited.close();
    }
  });
});

describe('linking and unlinking', () => {
  it('links a second kind from settings, unlinks it, refuses the last unlink until a password is set', async () => {
    const id = `l-${Date.now()}`;
    const { jar, token } = await signUp('discord', id);
    signInAt('tumblr', `tl-${id}`, 'blogger');
    const { res } = await through('tumblr', jar, { link: true });
    assert.equal(res.status, 303, res.raw);
    assert.equal(res.headers.location, '/settings?linked=tumblr');
    const settings = await page(t, jar, '/settings?linked=tumblr');
    assert.match(settings.raw, /Tumblr account linked/);
    assert.match(settings.raw, /Tumblr: <strong>blogger<\/strong>/);
    assert.equal((await me(token)).tumblr_username, 'blogger');

    // Unlink through the API with the session token.
    assert.equal((await t.del('/api/v1/auth/links/tumblr', token)).status, 204);
    assert.equal((await me(token)).tumblr, null);
    assertApiError(await t.del('/api/v1/auth/links/tumblr', token), 404, 404);
    assertApiError(await t.del('/api/v1/auth/links/myspace', token), 404, 404);
    // The last way to log in stays.
    const last = await t.del('/api/v1/auth/links/discord', token);
    assertApiError(last, 400, 400);
    assert.match(last.body.message, /only way you can log in/);
    assert.equal((await me(token)).discord, `${id}`);
    // On the settings page too.
    const refused = await postForm(t, jar, '/settings', '/settings/links/discord/unlink', {});
    assert.equal(refused.status, 400);
    assert.match(refused.raw, /only way you can log in/);
    // An API token may not manage links; a session may.
    const api = await createApiToken(t, { id: '', name: '', token, password: '' });
    assertApiError(await t.del('/api/v1/auth/links/discord', api.token), 403, 4002);
    // With a password set (no current one needed: the account had none), the link may go.
    const set = await postForm(t, jar, '/settings', '/settings/password', { password: 'a new password' });
    assert.equal(set.status, 200);
    assert.match(set.raw, /Password changed/);
    assert.equal((await t.del('/api/v1/auth/links/discord', token)).status, 204);
    const user = await me(token);
    assert.equal(user.discord, null);
    const login = await t.post('/api/v1/auth/login', { username: user.name, password: 'a new password' });
    assert.equal(login.status, 200);
  });

  it('refuses to link an account that belongs to another user, and a second account of the same kind', async () => {
    const shared = `shared-${Date.now()}`;
    await signUp('discord', shared);
    const other = await registerUser(t);
    const jar = await logIn(t, other);
    signInAt('discord', shared, 'whoever');
    const { res } = await through('discord', jar, { link: true });
    assert.equal(res.status, 400);
    assert.match(res.raw, /already linked to another Nametag account/);
    assert.equal((await me(other.token)).discord, null);

    signInAt('discord', `own-${Date.now()}`, 'mine');
    assert.equal((await through('discord', jar, { link: true })).res.status, 303);
    signInAt('discord', `second-${Date.now()}`, 'another');
    const second = await through('discord', jar, { link: true });
    assert.equal(second.res.status, 400);
    assert.match(second.res.raw, /already have a Discord account linked/);
  });

  it('linking needs a signed-in session and its CSRF token', async () => {
    const anonymous = await t.request('POST', '/auth/discord/link', {
      body: '',
      headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(anonymous.status, 403);
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const forged = await t.request('POST', '/auth/discord/link', {
      body: '_csrf=forged',
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(forged.status, 403);
  });

  it('a link started by one user does not land on another user signed in at the callback', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const jar = await logIn(t, a);
    signInAt('discord', `switch-${Date.now()}`, 'switcher');
    const started = await postForm(t, jar, '/settings', '/auth/discord/link', {});
    assert.match(started.raw, /Continue to Discord/);
    const callback = await atProvider(onwards(started));
    // Before the callback, the browser's session becomes B's.
    const jarB = await logIn(t, b);
    const flow = jar.get('nametag_login_flow')!;
    const res = await t.request('GET', callback, {
      headers: { ...HTML, cookie: `${jarB.header()}; nametag_login_flow=${flow}` },
    });
    assert.equal(res.status, 400);
    assert.equal((await me(a.token)).discord, null);
    assert.equal((await me(b.token)).discord, null);
  });
});

describe('sessions and turned-off providers', () => {
  it('logging in through a provider while someone else is signed in ends their session', async () => {
    const id = `sw-${Date.now()}`;
    await signUp('discord', id);
    const other = await registerUser(t);
    const jar = await logIn(t, other);
    const before = jar.get('nametag_session')!;
    signInAt('discord', id, 'sw');
    const { res } = await through('discord', jar);
    assert.equal(res.status, 303);
    assert.notEqual(jar.get('nametag_session'), before);
    assertApiError(await t.get('/api/v1/users/@me', before), 401, 1003);
    assert.equal((await t.get('/api/v1/users/@me', other.token)).status, 200, 'other sessions of that user stay');
  });

  it('a link to a provider the instance turned off is no way to log in: the last working one stays', async () => {
    const onlyDiscord = await startTestApp({ ...providerEnv({ discord }), FEDIVERSE_LOGIN: 'false' });
    try {
      signInAt('discord', `off-${Date.now()}`, 'off');
      const jar = new Jar();
      await through('discord', jar, { app: onlyDiscord });
      const done = await postForm(onlyDiscord, jar, '/auth/signup', '/auth/signup', { username: uniqueName('off') });
      assert.equal(done.status, 303, done.raw);
      const token = jar.get('nametag_session')!;
      const userId = (await onlyDiscord.get('/api/v1/users/@me', token)).body.id as string;
      // A Tumblr link from when Tumblr was on.
      await onlyDiscord.asOperator((ctx) =>
        ctx.db
          .insertInto('account_links')
          .values({ kind: 'tumblr', instance: '', subject: `t:old-${userId}`, user_id: userId, created_at: 1 })
          .execute(),
      );
      const last = await onlyDiscord.del('/api/v1/auth/links/discord', token);
      assertApiError(last, 400, 400);
      // The turned-off one can go.
      assert.equal((await onlyDiscord.del('/api/v1/auth/links/tumblr', token)).status, 204);
    } finally {
      await onlyDiscord.close();
    }
  });
});

describe('state and flow refusals', () => {
  it('refuses a callback without the flow cookie (another browser), a reused one and a forged state', async () => {
    signInAt('discord', `st-${Date.now()}`, 'stater');
    const jar = new Jar();
    const started = await startFlow('discord', jar);
    const callback = await atProvider(onwards(started));

    // Another browser (no cookie) replays the callback: refused, and nothing is created.
    const foreign = await page(t, new Jar(), callback);
    assert.equal(foreign.status, 400);
    assert.match(foreign.raw, /expired, was already used or was started in another browser/);

    // A forged state with the right cookie: refused (and the flow is used up).
    const forged = callback.replace(/state=[^&]+/, 'state=forged');
    const cookieCopy = jar.get('nametag_login_flow')!;
    const bad = await page(t, jar, forged);
    assert.equal(bad.status, 400);
    // The real callback after that, with the same cookie: the flow was used, refused.
    const reused = await t.request('GET', callback, {
      headers: { ...HTML, cookie: `nametag_login_flow=${cookieCopy}` },
    });
    assert.equal(reused.status, 400);
    assert.equal(jar.get('nametag_session'), undefined);
  });

  it('a used flow cannot be replayed, and a flow of one kind is no good for another', async () => {
    signInAt('discord', `rp-${Date.now()}`, 'replayer');
    const jar = new Jar();
    const started = await startFlow('discord', jar);
    const cookie = jar.get('nametag_login_flow')!;
    const callback = await atProvider(onwards(started));
    const asTumblr = await t.request('GET', callback.replace('/auth/discord/', '/auth/tumblr/'), {
      headers: { ...HTML, cookie: `nametag_login_flow=${cookie}` },
    });
    assert.equal(asTumblr.status, 400);
  });

  it('expired flows are refused (10 minutes) and pruned', async () => {
    signInAt('discord', `ex-${Date.now()}`, 'late');
    const jar = new Jar();
    const started = await startFlow('discord', jar);
    const callback = await atProvider(onwards(started));
    t.clock.advance(11 * 60 * 1000);
    const late = await page(t, jar, callback);
    assert.equal(late.status, 400);
  });

  it('the flow cookie is HttpOnly, SameSite=Lax, scoped to /auth and short-lived', async () => {
    const jar = new Jar();
    const res = await startFlow('discord', jar);
    const cookies = [res.headers['set-cookie']].flat().map(String);
    const cookie = cookies.find((line) => line.startsWith('nametag_login_flow=')) ?? '';
    assert.match(cookie, /^nametag_login_flow=[A-Za-z0-9_-]{43};/);
    assert.match(cookie, /Max-Age=600/);
    assert.match(cookie, /Path=\/auth/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const location = new URL(onwards(res));
    assert.equal(location.searchParams.get('code_challenge_method'), 'S256');
    assert.ok(location.searchParams.get('state'));
    assert.equal(location.searchParams.get('redirect_uri'), 'http://localhost/auth/discord/callback');
  });

  it('a log-in starts only from a form with the CSRF token (no log-in CSRF): a link shows a button', async () => {
    const link = await t.request('GET', '/auth/discord/start?return_to=/settings', { headers: HTML });
    assert.equal(link.status, 200);
    assert.equal(link.headers['set-cookie']?.toString().includes('nametag_login_flow'), false);
    assert.match(link.raw, /<form method="post" action="\/auth\/discord\/start">/);
    assert.match(link.raw, /name="return_to" value="\/settings"/);
    const forged = await t.request('POST', '/auth/discord/start', {
      body: '',
      headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(forged.status, 403);
    assert.equal(forged.headers['set-cookie']?.toString().includes('nametag_login_flow') ?? false, false);
  });

  it('repeated or odd query values are ignored, never a 500', async () => {
    for (const query of ['instance=a&instance=b', 'return_to=/a&return_to=//evil.example', 'return_to[x]=1']) {
      const res = await t.request('GET', `/auth/fediverse/start?${query}`, { headers: HTML });
      assert.equal(res.status, 200, query);
      assert.doesNotMatch(res.raw, /evil\.example/);
    }
  });

  it('the provider’s refusal is shown, and nothing happens', async () => {
    discord.deny = true;
    try {
      const { res } = await through('discord', new Jar());
      assert.equal(res.status, 400);
      assert.match(res.raw, /Discord did not let Nametag read your account/);
    } finally {
      discord.deny = false;
    }
  });

  it('PKCE: the token request carries the verifier of the challenge (the fake checks it)', async () => {
    signInAt('discord', `pk-${Date.now()}`, 'pkce');
    const before = discord.tokenRequests.length;
    await through('discord', new Jar());
    const sent = discord.tokenRequests.slice(before);
    assert.equal(sent.length, 1);
    assert.match(sent[0]!.code_verifier ?? '', /^[A-Za-z0-9_-]{43,}$/);
  });

  it('return_to goes only to local paths', async () => {
    const id = `rt-${Date.now()}`;
    await signUp('discord', id);
    for (const [given, expected] of [
      ['/settings', '/settings'],
      ['//evil.example/x', '/edit/profile'],
      ['https://evil.example/', '/edit/profile'],
      ['/\\evil.example', '/edit/profile'],
    ] as const) {
      signInAt('discord', id, 'rt');
      const { res } = await through('discord', new Jar(), { returnTo: given });
      assert.equal(res.headers.location, expected, given);
    }
  });

  it('provider tokens are not stored anywhere', async () => {
    const id = `tok-${Date.now()}`;
    await signUp('discord', id);
    const issued = discord.tokenRequests.length;
    assert.ok(issued > 0);
    const dump = await t.asOperator(async (ctx) =>
      JSON.stringify([
        await ctx.db.selectFrom('account_links').selectAll().execute(),
        await ctx.db.selectFrom('login_flows').selectAll().execute(),
        await ctx.db.selectFrom('users').select(['chat_platform', 'chat_platform_username']).execute(),
      ]),
    );
    assert.doesNotMatch(dump, /access_token|Bearer/i);
    assert.match(dump, new RegExp(id));
  });
});

describe('who cannot log in this way', () => {
  it('a suspended user is refused; a deleted account is offered back through its link, which is free again after the purge', async () => {
    const id = `su-${Date.now()}`;
    const { token } = await signUp('discord', id);
    const user = await me(token);
    await t.asOperator((ctx) => suspendUser(ctx, OPERATOR, user.id, { reason: 'test' }));
    signInAt('discord', id, 'x');
    const { res } = await through('discord', new Jar());
    assert.equal(res.status, 403, res.raw);
    assert.match(res.raw, /suspended/);

    const id2 = `del-${Date.now()}`;
    const second = await signUp('discord', id2);
    const deletedUser = await me(second.token);
    assert.equal((await t.del('/api/v1/users/@me', second.token)).status, 204);
    // Within the grace period the link logs in to the offer to restore it, and the button does.
    signInAt('discord', id2, 'x');
    const jar = new Jar();
    const offer = await through('discord', jar);
    assert.equal(offer.res.status, 200, offer.res.raw);
    assert.match(offer.res.raw, /Restore your account\?/);
    const restored = await t.request('POST', '/login/restore', {
      body: new URLSearchParams({
        _csrf: csrfOf(offer.res.raw),
        ticket: /name="ticket" value="([^"]+)"/.exec(offer.res.raw)![1]!,
      }).toString(),
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(restored.status, 303, restored.raw);
    assert.equal((await t.get(`/api/v1/users/${deletedUser.id}`)).status, 200);
    // Deleted again and purged: the provider account may sign up anew.
    jar.take(restored.headers);
    const gone = await postForm(t, jar, '/settings', '/settings/delete', { confirm: deletedUser.name });
    assert.ok(gone.status < 400, gone.raw);
    assert.equal((await t.get(`/api/v1/users/${deletedUser.id}`)).status, 404);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await t.asOperator(purgeDeletedAccounts, t.clock);
    signInAt('discord', id2, 'x');
    const after = await through('discord', new Jar());
    assert.equal(after.res.status, 303);
    assert.equal(after.res.headers.location, '/auth/signup');
  });
});

describe('the fediverse server is user input', () => {
  /** A fediverse log-in started on `app` for `instance`; the answer. */
  const startAt = (app: TestApp, instance: string, headers: Record<string, string> = {}) =>
    postFormWith(app, '/auth/fediverse/start', { instance }, headers);

  it('without FEDIVERSE_ALLOW_INSECURE: loopback, private, other ports and plain http are refused before any request', async () => {
    const strict = await startTestApp({});
    try {
      const port = new URL(mastodon.url).port;
      const registrations = mastodon.apps.size;
      for (const [instance, message] of [
        [mastodon.url, /Only servers reached over https/],
        [`127.0.0.1:${port}`, /standard https port/],
        ['https://127.0.0.1', /not at a public address/],
        ['https://10.0.0.1', /not at a public address/],
        ['https://169.254.169.254', /not at a public address/],
        ['https://[::1]', /not at a public address/],
        ['https://[::ffff:127.0.0.1]', /not at a public address/],
        ['localhost', /not the name of a server on the internet/],
        ['', /Type the address of your fediverse server/],
        ['mastodon.social/@alice', /only the server/],
        ['https://user:pw@mastodon.social', /only the server/],
      ] as const) {
        const res = await startAt(strict, instance);
        assert.equal(res.status, 400, `${instance}: ${res.status}`);
        assert.match(res.raw, message, instance);
      }
      assert.equal(mastodon.apps.size, registrations);
    } finally {
      await strict.close();
    }
  });

  it('with FEDIVERSE_ALLOW_INSECURE (on in `t`): http and loopback are allowed, private ranges never', async () => {
    const registrations = mastodon.apps.size;
    for (const instance of [
      'http://10.0.0.1',
      'http://172.16.5.4:8080',
      'http://192.168.1.1',
      'http://169.254.169.254',
      'http://100.64.0.1',
      'http://[fd00::1]',
      'http://[fe80::1]',
      'http://[::ffff:10.0.0.1]',
    ]) {
      const res = await startAt(t, instance);
      assert.equal(res.status, 400, `${instance}: ${res.status}`);
      assert.match(res.raw, /not at a public address/, instance);
    }
    assert.equal(mastodon.apps.size, registrations, 'no private address was called');
    // The loopback server of the tests is still reached: the page that continues to it.
    const res = await startAt(t, mastodon.url);
    assert.equal(res.status, 200, res.raw.slice(0, 300));
    assert.match(res.raw, /<title>Continue to Fediverse · Nametag<\/title>/);
    assert.ok(res.raw.includes(new URL(mastodon.url).host), 'continues to the loopback server');
  });

  it('names that resolve to no public address are refused after DNS resolution', async () => {
    const strict = await startTestApp({});
    try {
      // .invalid never resolves (RFC 6761); a name resolving to loopback is refused the same way.
      const res = await startAt(strict, 'nametag-test.invalid');
      assert.equal(res.status, 400);
      assert.match(res.raw, /could not reach nametag-test\.invalid/);
    } finally {
      await strict.close();
    }
  });

  it('a hostile server’s odd answers (status 205 with a body, 999, huge, slow) are refusals; the server lives', async () => {
    const hostile = createServer((request, response) => {
      const mode = hostileMode;
      if (mode === 'slow') return; // never answers
      if (mode === 'huge') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('x'.repeat(200_000));
      }
      response.writeHead(mode === '205' ? 205 : 999, { 'content-type': 'application/json' });
      response.end('{"client_id":"a","client_secret":"b"}');
    });
    let hostileMode = '205';
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
      for (const mode of ['205', '999', 'huge', 'slow']) {
        hostileMode = mode;
        const res = await startAt(t, url);
        assert.equal(res.status, 400, `${mode}: ${res.raw.slice(0, 300)}`);
        assert.match(
          res.raw,
          /does not let apps log people in|did not answer as a fediverse server does|did not answer in time/,
        );
      }
      assert.equal((await t.get('/api/v1/auth/providers')).status, 200);
    } finally {
      hostile.closeAllConnections();
      hostile.close();
    }
  });

  it('a code one server sends to another server’s flow is refused (no mix-up of servers)', async () => {
    signInAt('fediverse', `mix-${Date.now()}`, 'mixer');
    const jar = new Jar();
    const started = await startFlow('fediverse', jar);
    const redirect = new URL(onwards(started)).searchParams.get('redirect_uri')!;
    // Each server has its own redirect address, naming it.
    assert.equal(new URL(redirect).pathname, `/auth/fediverse/callback/${new URL(mastodon.url).host}`);
    await atProvider(onwards(started));
    // Each case with a flow of its own (a refused callback uses its flow up).
    for (const wrong of ['/callback/mastodon.social', '/callback']) {
      const flowJar = new Jar();
      const flow = await startFlow('fediverse', flowJar);
      const callback = await atProvider(onwards(flow));
      const elsewhere = callback.replace(/\/callback\/[^?]+/, wrong);
      const cookie = `nametag_login_flow=${flowJar.get('nametag_login_flow')}`;
      const res = await t.request('GET', elsewhere, { headers: { ...HTML, cookie } });
      assert.equal(res.status, 400, elsewhere);
      assert.match(res.raw, /start again/);
      // The same flow at its own address would have worked: the refusal is about the address.
      const control = new Jar();
      const controlFlow = await startFlow('fediverse', control);
      assert.equal((await page(t, control, await atProvider(onwards(controlFlow)))).status, 303);
    }
  });

  it('without PUBLIC_URL a forged Host cannot register an app that redirects elsewhere; with it, Host is ignored', async () => {
    const registrations = mastodon.apps.size;
    const forged = await startAt(t, mastodon.url, { host: 'evil.example' });
    assert.equal(forged.status, 400);
    assert.match(forged.raw, /needs this site to know its own address/);
    assert.equal(mastodon.apps.size, registrations);
    const odd = await startAt(t, mastodon.url, { host: 'a b' });
    assert.equal(odd.status, 400);
    assert.match(odd.raw, /This address does not name a server/);
    // Only the exact loopback names count as loopback (each forged name would be a registration).
    const forgedLoopback = await startAt(t, mastodon.url, { host: '127.1.2.3:9' });
    assert.equal(forgedLoopback.status, 400);
    assert.match(forgedLoopback.raw, /needs this site to know its own address/);

    const pinned = await startTestApp({
      ...providerEnv({ fediverseInsecure: true }),
      PUBLIC_URL: 'https://nametag.example',
    });
    try {
      const res = await startAt(pinned, mastodon.url, { host: 'evil.example' });
      assert.equal(res.status, 200, res.raw.slice(0, 300));
      const redirect = new URL(onwards(res)).searchParams.get('redirect_uri')!;
      assert.ok(redirect.startsWith('https://nametag.example/auth/fediverse/callback/'), redirect);
    } finally {
      await pinned.close();
    }
  });

  it('registers the app once per server, confirms it after 12 hours, anew when the server dropped it, and reads "@user@server"', async () => {
    const host = new URL(mastodon.url).host;
    signInAt('fediverse', `f-${Date.now()}`, 'fedi');
    await through('fediverse', new Jar());
    const count = mastodon.apps.size;
    await through('fediverse', new Jar());
    assert.equal(mastodon.apps.size, count, 'reused');
    // After 12 hours the app is confirmed (a client-credentials token, which also keeps it alive), not replaced.
    const confirmations = mastodon.clientCredentialGrants;
    t.clock.advance(13 * 60 * 60 * 1000);
    await through('fediverse', new Jar());
    assert.equal(mastodon.clientCredentialGrants, confirmations + 1);
    assert.equal(mastodon.apps.size, count, 'a confirmed app is kept');
    // The server dropped it (unused, or revoked): the next start after 12 hours registers anew and works.
    mastodon.apps.clear();
    t.clock.advance(13 * 60 * 60 * 1000);
    signInAt('fediverse', `f2-${Date.now()}`, 'fedi2');
    const { res } = await through('fediverse', new Jar());
    assert.equal(res.status, 303, res.raw.slice(0, 300));
    assert.equal(mastodon.apps.size, 1, 'registered anew');
    // Dropped while a flow was at the server: that callback fails, the app is forgotten, the next start registers.
    const jar = new Jar();
    const started = await startFlow('fediverse', jar);
    const callback = await atProvider(onwards(started));
    mastodon.apps.clear();
    const failed = await page(t, jar, callback);
    assert.equal(failed.status, 503);
    assert.equal((await through('fediverse', new Jar())).res.status, 303);
    assert.equal(mastodon.apps.size, 1);
    // A handle names the server (https: a handle carries no scheme).
    const handle = await startAt(t, `@fedi@${host}`);
    assert.equal(handle.status, 200);
    const location = new URL(onwards(handle));
    assert.equal(location.host, host);
    assert.equal(location.pathname, '/oauth/authorize');
  });

  it('prunes registrations no log-in confirmed for 30 days', async () => {
    const app = await startTestApp(providerEnv({ fediverseInsecure: true }));
    try {
      assert.equal((await startAt(app, mastodon.url)).status, 200);
      const rows = () => app.asOperator((ctx) => ctx.db.selectFrom('fediverse_apps').selectAll().execute());
      assert.equal((await rows()).length, 1);
      const { pruneLoginFlows } = await import('../../src/modules/login/provider-login-service.js');
      app.clock.advance(29 * 24 * 60 * 60 * 1000);
      await app.asOperator((ctx) => pruneLoginFlows(ctx), app.clock);
      assert.equal((await rows()).length, 1);
      app.clock.advance(2 * 24 * 60 * 60 * 1000);
      await app.asOperator((ctx) => pruneLoginFlows(ctx), app.clock);
      assert.equal((await rows()).length, 0);
      assert.equal(
        (await app.asOperator((ctx) => ctx.db.selectFrom('login_flows').selectAll().execute())).length,
        0,
        'the unfinished flow went too',
      );
    } finally {
      await app.close();
    }
  });
});

describe('Tumblr', () => {
  it('needs the primary blog’s uuid (a name can be renamed and taken by someone else)', async () => {
    tumblr.signedIn = { id: '', username: 'nouuid' };
    const { res } = await through('tumblr', new Jar());
    assert.equal(res.status, 503);
  });

  it('does not take another blog’s uuid when none is marked primary (it may be a group blog)', async () => {
    tumblr.signedIn = { id: `np-${Date.now()}`, username: 'noprimary' };
    tumblr.noPrimary = true;
    try {
      const { res } = await through('tumblr', new Jar());
      assert.equal(res.status, 503);
    } finally {
      tumblr.noPrimary = false;
    }
  });
});

describe('Google: the ID token is checked', () => {
  it('refuses an ID token for another audience or from another issuer', async () => {
    for (const tamper of [{ aud: 'someone-else' }, { iss: 'https://evil.example' }]) {
      google.tamper = tamper;
      try {
        signInAt('google', `g-${Date.now()}`, 'g');
        const { res } = await through('google', new Jar());
        assert.equal(res.status, 503, JSON.stringify(tamper));
        assert.match(res.raw, /Google did not answer as expected/);
      } finally {
        google.tamper = null;
      }
    }
  });
});

describe('limits', () => {
  it('starts and callbacks count against the auth bucket per address', async () => {
    const limited = await startTestApp({ ...providerEnv({ discord }), RATE_LIMIT_MULTIPLIER: '1' });
    try {
      let last = 0;
      for (let i = 0; i < 21; i++) {
        last = (await limited.request('GET', '/auth/discord/start', { headers: HTML, remoteAddress: '192.0.2.7' }))
          .status;
      }
      assert.equal(last, 429);
      const other = await limited.request('GET', '/auth/discord/start', { headers: HTML, remoteAddress: '192.0.2.8' });
      assert.equal(other.status, 200);
    } finally {
      await limited.close();
    }
  });
});

describe('a log-in through a provider that cannot start', () => {
  it('is said once, beside the server field (which takes the focus), with the server typed kept', async () => {
    const jar = new Jar();
    // Nothing listens there: the server cannot be reached.
    const res = await postForm(t, jar, '/login', '/auth/fediverse/start', { instance: '127.0.0.1:9' });
    assert.ok(res.status >= 400 && res.status < 500, `status ${res.status}`);
    assert.match(res.raw, /<h1>Log in with the fediverse<\/h1>|<h1>Log in with Fediverse<\/h1>/);
    const sentence = /<p class="field-error" id="f-instance-error">([^<]+)<\/p>/.exec(res.raw)?.[1];
    assert.ok(sentence, res.raw);
    // Once on the page: not again in a summary on top, nor as the summary's link to the field.
    const main = res.raw.slice(res.raw.indexOf('<main'), res.raw.indexOf('</main>'));
    assert.equal(main.split(sentence).length - 1, 1, main);
    assert.doesNotMatch(main, /error-summary|<a href="#f-instance">/);
    assert.match(res.raw, /<input id="f-instance" name="instance" type="text" value="127\.0\.0\.1:9"[^>]* autofocus/);
    assert.match(res.raw, /aria-invalid="true" aria-describedby="f-instance-error"/);
    assert.doesNotMatch(res.raw, /<h1>Error \d+<\/h1>/);
  });
});
