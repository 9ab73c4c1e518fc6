/**
 * Logging in with other accounts as people do it, in real Chromium (issue 14), against fake providers
 * on loopback that consent at once (test/helpers/fake-providers.ts). For each kind: sign up through it,
 * log out, log in through it, link a second kind from the settings page, unlink it, be refused the last
 * unlink; then the refusals: a callback opened in another browser (foreign state), a provider account
 * that belongs to another user, a loopback fediverse server on an instance without the test switch.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type FakeProvider, type FakeProviders, startFakeProviders } from '../helpers/fake-providers.js';
import { launchBrowser, screenshotDir, startServedApp, submit } from '../helpers/browser.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
let discord: FakeProvider;
let mastodon: FakeProvider;
let fakes: FakeProviders;

before(async () => {
  fakes = await startFakeProviders();
  ({ discord, mastodon } = fakes);
  browser = await launchBrowser();
  t = await startServedApp(fakes.env());
});
after(async () => {
  await browser?.close();
  await t?.close();
  await fakes?.close();
});

type Kind = 'discord' | 'google' | 'tumblr' | 'fediverse';
const NAMES: Record<Kind, string> = { discord: 'Discord', google: 'Google', tumblr: 'Tumblr', fediverse: 'Fediverse' };

const signInAt: FakeProviders['signInAt'] = (kind, id, username) => fakes.signInAt(kind, id, username);

/**
 * On the log-in (or sign-up) page: the provider's button, or the fediverse server field and its
 * button; the "Continue to …" page sends the browser on by itself, to the provider and back.
 */
async function chooseProvider(page: Page, kind: Kind, base = t.base) {
  if (kind === 'fediverse') await page.fill('form[action="/auth/fediverse/start"] [name="instance"]', mastodon.url);
  await submit(page, `form[action="/auth/${kind}/start"] button`);
  await page.waitForURL((url) => url.pathname !== `/auth/${kind}/start`);
  await page.waitForLoadState('load');
  assert.ok(page.url().startsWith(base), `back on the instance: ${page.url()}`);
}

async function linkFromSettings(page: Page, kind: Kind) {
  await page.goto(`${t.base}/settings`);
  if (kind === 'fediverse') await page.fill(`form[action="/auth/fediverse/link"] [name="instance"]`, mastodon.url);
  await submit(page, `form[action="/auth/${kind}/link"] button`);
  // The "Continue to …" page sends the browser on by itself (a Refresh header), to the provider and back.
  await page.waitForURL((url) => !url.pathname.endsWith('/link'));
  await page.waitForLoadState('load');
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(screenshotDir(), `login-${name}.png`), fullPage: true });

const KINDS: Kind[] = ['discord', 'google', 'tumblr', 'fediverse'];

describe('each kind: sign up, log out, log in, link a second kind, unlink, keep the last', () => {
  for (const [index, kind] of KINDS.entries()) {
    const second = KINDS[(index + 1) % KINDS.length]!;
    it(`${kind} (then ${second})`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        const id = `${kind}-journey-${Date.now()}`;
        const username = `${kind}fan${index}`;
        signInAt(kind, id, username);

        // Sign up through the provider.
        await page.goto(`${t.base}/register`);
        await chooseProvider(page, kind);
        assert.equal(new URL(page.url()).pathname, '/auth/signup');
        assert.match((await page.textContent('main'))!, new RegExp(`signing up with your ${NAMES[kind]} account`));
        assert.equal(await page.inputValue('[name="username"]'), username);
        if (index === 0) await shot(page, 'signup');
        await submit(page, 'form[action="/auth/signup"] button[type="submit"]');
        assert.equal(new URL(page.url()).pathname, '/edit/profile');

        // Log out, then log in through the same provider.
        await page.goto(`${t.base}/logout`);
        await submit(page, 'form[action="/logout"] button');
        await page.goto(`${t.base}/login`);
        if (index === 0) await shot(page, 'login-page');
        await chooseProvider(page, kind);
        assert.equal(new URL(page.url()).pathname, '/edit/profile');
        assert.match((await page.textContent('header.site'))!, new RegExp(username));

        // Link a second kind from the settings page.
        signInAt(second, `${second}-of-${id}`, `${username}2`);
        await linkFromSettings(page, second);
        assert.equal(new URL(page.url()).pathname, '/settings');
        assert.match((await page.textContent('main'))!, new RegExp(`${NAMES[second]} account linked`));
        assert.match((await page.textContent('.linked-accounts'))!, new RegExp(`${NAMES[kind]}: .*${username}`));
        if (index === 0) await shot(page, 'settings-two-links');

        // Unlink it, then try to unlink the last one: refused with a message, still linked.
        await submit(page, `form[action="/settings/links/${second}/unlink"] button`);
        assert.match((await page.textContent('main'))!, /Account unlinked/);
        await submit(page, `form[action="/settings/links/${kind}/unlink"] button`);
        assert.match((await page.textContent('[role="alert"]'))!, /only way you can log in/);
        assert.ok(await page.isVisible(`form[action="/settings/links/${kind}/unlink"]`));
        if (index === 0) await shot(page, 'settings-last-link');
      } finally {
        await context.close();
      }
    });
  }
});

describe('without JavaScript', () => {
  it('signs up and logs in through a provider (the "Continue" page needs no script)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      signInAt('discord', `nojs-${Date.now()}`, 'nojs');
      await page.goto(`${t.base}/login`);
      await chooseProvider(page, 'discord');
      assert.equal(new URL(page.url()).pathname, '/auth/signup');
      await page.fill('[name="username"]', `nojs${Date.now() % 100000}`);
      await submit(page, 'form[action="/auth/signup"] button[type="submit"]');
      assert.equal(new URL(page.url()).pathname, '/edit/profile');
    } finally {
      await context.close();
    }
  });
});

describe('a link to a start page (the API’s start_url)', () => {
  it('names the server of ?instance= and logs in with one button', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      fakes.signInAt('fediverse', `link-${Date.now()}`, 'linked');
      await page.goto(`${t.base}/auth/fediverse/start?instance=${encodeURIComponent(mastodon.url)}`);
      assert.ok((await page.textContent('main'))!.includes(`You will be sent to ${mastodon.url} to confirm`));
      await shot(page, 'start-page');
      await submit(page, 'form[action="/auth/fediverse/start"] button');
      await page.waitForURL((url) => url.pathname !== '/auth/fediverse/start');
      await page.waitForLoadState('load');
      assert.equal(new URL(page.url()).pathname, '/auth/signup');
    } finally {
      await context.close();
    }
  });
});

describe('refusals in the browser', () => {
  it('a callback opened in another browser (a foreign state) is refused', async () => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    try {
      const pageA = await a.newPage();
      // Browser A starts and reaches the provider's consent page; the "Allow" address (the callback
      // with code and state) is taken from it, as if it were stolen, and opened in browser B.
      discord.consentPage = true;
      signInAt('discord', `foreign-${Date.now()}`, 'victim');
      await pageA.goto(`${t.base}/login`);
      await submit(pageA, 'form[action="/auth/discord/start"] button');
      await pageA.waitForSelector('#allow');
      discord.consentPage = false;
      const callback = (await pageA.getAttribute('#allow', 'href')) ?? '';
      assert.match(callback, /\/auth\/discord\/callback\?.*state=/);
      const pageB = await b.newPage();
      const opened = await pageB.goto(callback);
      assert.equal(opened?.status(), 400);
      assert.match((await pageB.textContent('main'))!, /started in another browser/);
      assert.equal((await b.cookies()).filter((c) => c.name === 'nametag_session').length, 0);
      await shot(pageB, 'foreign-state');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a provider account that belongs to another user cannot be linked', async () => {
    const owner = await browser.newContext();
    const other = await browser.newContext();
    try {
      const shared = `shared-${Date.now()}`;
      signInAt('tumblr', shared, 'sharedblog');
      const ownerPage = await owner.newPage();
      await ownerPage.goto(`${t.base}/login`);
      await chooseProvider(ownerPage, 'tumblr');
      await ownerPage.fill('[name="username"]', `owner${Date.now() % 100000}`);
      await submit(ownerPage, 'form[action="/auth/signup"] button[type="submit"]');

      const page = await other.newPage();
      await page.goto(`${t.base}/register`);
      await page.fill('[name="username"]', `other${Date.now() % 100000}`);
      await page.fill('[name="password"]', 'correct horse battery');
      await submit(page, 'form[action="/register"] button[type="submit"]');
      signInAt('tumblr', shared, 'sharedblog');
      await linkFromSettings(page, 'tumblr');
      assert.match((await page.textContent('main'))!, /already linked to another Nametag account/);
      await page.goto(`${t.base}/settings`);
      assert.ok(await page.isVisible('form[action="/auth/tumblr/link"]'), 'still not linked');
    } finally {
      await owner.close();
      await other.close();
    }
  });

  it('a loopback fediverse server is refused where the test switch is off', async () => {
    const strict = await startServedApp({});
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${strict.base}/login`);
      for (const server of [mastodon.url, 'https://127.0.0.1', 'https://[::1]', 'localhost']) {
        await page.goto(`${strict.base}/login`);
        await page.fill('form[action="/auth/fediverse/start"] [name="instance"]', server);
        await submit(page, 'form[action="/auth/fediverse/start"] button');
        assert.match(
          (await page.textContent('main'))!,
          /Only servers reached over https|is not at a public address|not the name of a server on the internet/,
          server,
        );
        assert.ok(page.url().startsWith(strict.base));
      }
      await shot(page, 'loopback-refused');
    } finally {
      await context.close();
      await strict.close();
    }
  });
});
