/**
 * Two-factor log-in as a person meets it in Chromium (docs/LOGIN.md, "Two-factor log-in"): setting
 * up an authenticator app from the key the page shows, then logging in with a code, JavaScript on and
 * off; adding a passkey through a virtual authenticator (CDP WebAuthn), logging in with it alone, and
 * using it as the second step. The server is reached as `localhost` (WebAuthn refuses IP addresses).
 * axe finds nothing serious on the new pages at 390 and 1280 px, light and dark, in English and
 * German; nothing scrolls sideways; screenshots go to tmp/screenshots.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  displaysOfThisPass,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
} from '../helpers/browser.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
/** The site as `localhost`: a passkey's relying party is a host name. */
let base: string;

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp();
  base = t.base.replace('127.0.0.1', 'localhost');
});
after(async () => {
  await browser?.close();
  await t?.close();
});

const DISPLAYS = displaysOfThisPass([
  { width: 1280, colorScheme: 'light' as const },
  { width: 390, colorScheme: 'dark' as const },
  { width: 1280, colorScheme: 'dark' as const },
  { width: 390, colorScheme: 'light' as const },
]);

async function checkDisplays(page: Page, name: string, javaScript: boolean) {
  for (const { width, colorScheme } of DISPLAYS) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    assert.deepEqual(await seriousViolations(page, javaScript), [], `${name} ${width} ${colorScheme}`);
    assert.ok((await overflow(page)) <= 0, `${name} ${width}: scrolls sideways`);
    await page.screenshot({
      path: join(screenshotDir(), `${name}-${javaScript ? 'js' : 'nojs'}-${width}-${colorScheme}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The code the app shows now (the server's clock is the test's), a step after the last one used. */
function nextCode(key: string): string {
  t.clock.advance(30_000);
  const totp = new TOTP({
    secret: Secret.fromBase32(key.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: t.clock.now() });
}

async function logInWithPassword(page: Page, user: TestUser) {
  await page.goto(`${base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await submit(page, 'form[action="/login"] button[type="submit"]');
}

async function logOut(page: Page) {
  await page.goto(`${base}/logout`);
  await submit(page, 'form[action="/logout"] button[type="submit"]');
}

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

describe('an authenticator app', () => {
  for (const javaScript of [true, false]) {
    it(`is set up from the page's key and asked for at log-in (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const user = await registerUser(t);
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      try {
        await logInWithPassword(page, user);
        await page.goto(`${base}/settings`);
        await submit(page, 'a[href="/settings/two-factor"]');
        assert.ok(await page.getByRole('heading', { name: 'Two-factor log-in', level: 1 }).isVisible());
        assert.equal(
          await page.getByText('Adding a passkey needs JavaScript').isVisible(),
          !javaScript,
          'without a script the page says passkeys need one',
        );
        await checkDisplays(page, 'two-factor-off', javaScript);
        await submit(page, 'form[action="/settings/two-factor/totp/start"] button');
        assert.ok(await page.getByRole('img', { name: /QR code/ }).isVisible());
        const key = (await page.locator('[data-totp-key]').textContent())!.trim();
        await checkDisplays(page, 'two-factor-setup', javaScript);

        // A wrong code first: said beside the field.
        await page.fill('#confirm-code', '000000');
        await submit(page, 'form[action="/settings/two-factor/totp/confirm"] button');
        assert.ok(await page.getByText('That code is not right').first().isVisible());
        await page.fill('#confirm-code', nextCode(key));
        await submit(page, 'form[action="/settings/two-factor/totp/confirm"] button');
        assert.ok(await page.getByText('Your authenticator app is on').isVisible());
        await checkDisplays(page, 'two-factor-on', javaScript);

        await logOut(page);
        await logInWithPassword(page, user);
        assert.ok(await page.getByRole('heading', { name: 'One more step' }).isVisible());
        await checkDisplays(page, 'second-step', javaScript);
        await page.fill('[name="code"]', '123456');
        await submit(page, 'form[action="/login/second-factor"] button');
        assert.ok(await page.getByText('Wrong username, password or code').first().isVisible());
        await checkDisplays(page, 'second-step-wrong', javaScript);
        await page.fill('[name="code"]', nextCode(key));
        await submit(page, 'form[action="/login/second-factor"] button');
        assert.equal(new URL(page.url()).pathname, '/edit/profile');
      } finally {
        await context.close();
      }
    });
  }
});

describe('passkeys', () => {
  it('are added on the settings page, log in alone, and stand as the second step', async () => {
    const user = await registerUser(t);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await virtualAuthenticator(context, page);
      await logInWithPassword(page, user);
      await page.goto(`${base}/settings/two-factor`);
      assert.equal(await page.getByText('Adding a passkey needs JavaScript').isVisible(), false);
      await page.fill('#passkey-name', 'Test laptop');
      await Promise.all([
        page.waitForURL(/\/settings\/two-factor\?added=passkey$/),
        page.click('[data-passkey-add] button'),
      ]);
      assert.ok(await page.getByText('Your passkey is added').isVisible());
      assert.ok(await page.getByText('Test laptop', { exact: true }).isVisible());
      await checkDisplays(page, 'two-factor-passkey', true);

      // Alone, from the log-in page.
      await logOut(page);
      await page.goto(`${base}/login`);
      await checkDisplays(page, 'login-passkey', true);
      await Promise.all([page.waitForURL(/\/edit\/profile$/), page.click('[data-passkey-login] button')]);

      // As the second step of a password log-in.
      await logOut(page);
      await logInWithPassword(page, user);
      assert.ok(await page.getByRole('heading', { name: 'One more step' }).isVisible());
      assert.ok(await page.getByRole('button', { name: 'Use a passkey' }).isVisible());
      await Promise.all([page.waitForURL(/\/edit\/profile$/), page.click('[data-passkey-second] button')]);
      const me = await t.get('/api/v1/users/@me', user.token);
      assert.equal(me.status, 200);
    } finally {
      await context.close();
    }
  });
});

describe('in another language', () => {
  it('the settings page and the second step in German', async () => {
    const user = await registerUser(t);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await logInWithPassword(page, user);
      await page.goto(`${base}/settings/two-factor?lang=de`);
      assert.ok(await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung', level: 1 }).isVisible());
      await submit(page, 'form[action="/settings/two-factor/totp/start"] button');
      const key = (await page.locator('[data-totp-key]').textContent())!.trim();
      await page.fill('#confirm-code', nextCode(key));
      await submit(page, 'form[action="/settings/two-factor/totp/confirm"] button');
      assert.ok(await page.getByText('Deine Authenticator-App ist an').isVisible());
      await checkDisplays(page, 'two-factor-de', true);
      await logOut(page);
      await logInWithPassword(page, user);
      assert.ok(await page.getByRole('heading', { name: 'Noch ein Schritt' }).isVisible());
      await checkDisplays(page, 'second-step-de', true);
    } finally {
      await context.close();
    }
  });
});
