/**
 * E-mail as a person meets it in Chromium (JavaScript on and off, desktop light and phone dark), with
 * a real SMTP server on loopback: an address set in settings and confirmed from the mailed link's
 * page; then, the password forgotten, a link by e-mail from the log-in page sets a new one, another
 * browser is logged out, and the address logs in.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { FakeSmtp, linkIn } from '../helpers/fake-smtp.js';
import {
  launchBrowser,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
  displaysOfThisPass,
} from '../helpers/browser.js';
import { registerUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

const PUBLIC = 'http://nametag.test';

let browser: Browser;
let t: TestApp & { base: string };
let smtp: FakeSmtp;

before(async () => {
  browser = await launchBrowser();
  smtp = await new FakeSmtp().start();
  t = await startServedApp({ SMTP_URL: smtp.url, PUBLIC_URL: PUBLIC });
});
after(async () => {
  await browser?.close();
  await t?.close();
  await smtp?.close();
});

/** A mailed link, opened on the test server (the mail names the server by PUBLIC_URL). */
const local = (link: string) => `${t.base}${link.slice(PUBLIC.length)}`;

const DISPLAYS = displaysOfThisPass([
  { width: 1280, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
] as const);

for (const javaScript of [true, false]) {
  for (const display of DISPLAYS) {
    const combination = `${javaScript ? 'js' : 'nojs'}-${display.width}-${display.colorScheme}`;
    const shown = {
      javaScriptEnabled: javaScript,
      viewport: { width: display.width, height: 900 },
      colorScheme: display.colorScheme,
    };
    describe(`e-mail with JavaScript ${javaScript ? 'on' : 'off'}, ${display.width} px, ${display.colorScheme}`, () => {
      it('an address confirmed from its link; a forgotten password set again from a mailed link', async () => {
        const user = await registerUser(t);
        const email = `${user.name}@Mail.Example`;
        const context = await browser.newContext({ ...shown, bypassCSP: true });
        const otherContext = await browser.newContext(shown);
        const page = await context.newPage();
        try {
          await page.goto(`${t.base}/login`);
          await page.fill('[name="username"]', user.name);
          await page.fill('[name="password"]', user.password);
          await submit(page, 'form[action="/login"] button[type="submit"]');
          await page.goto(`${t.base}/settings`);
          await page.fill('[name="email"]', email);
          await page.fill('[name="email_password"]', user.password);
          await submit(page, 'form[action="/settings/email"] button[type="submit"]');
          assert.match((await page.textContent('.notice')) ?? '', /A confirmation link is on its way/);
          assert.deepEqual(await seriousViolations(page, javaScript), [], 'settings with the e-mail section');
          const confirm = linkIn(
            await smtp.mailTo(email, (m) => m.subject.startsWith('Confirm')),
            `${PUBLIC}/verify-email`,
          );
          await page.goto(local(confirm));
          await submit(page, 'form[action="/verify-email"] button[type="submit"]');
          assert.match((await page.textContent('.notice')) ?? '', /is now your account’s address/);
          assert.deepEqual(await seriousViolations(page, javaScript), []);
          await page.screenshot({ path: join(screenshotDir(), `email-confirmed-${combination}.png`), fullPage: true });

          const other = await otherContext.newPage();
          await other.goto(`${t.base}/login`);
          await other.fill('[name="username"]', email);
          await other.fill('[name="password"]', user.password);
          await submit(other, 'form[action="/login"] button[type="submit"]');
          assert.match(new URL(other.url()).pathname, /^\/edit\/profile$/, 'the address logs in');

          // Forgotten: a link by e-mail from the log-in page.
          await submit(page, 'header form[action="/logout"] button[type="submit"]');
          await page.goto(`${t.base}/login`);
          await submit(page, 'a[href="/forgot"]');
          await page.fill('[name="login"]', email);
          await submit(page, 'form[action="/forgot"] button[type="submit"]');
          assert.match((await page.textContent('.notice')) ?? '', /a link is on its way/);
          await page.screenshot({ path: join(screenshotDir(), `email-forgot-${combination}.png`), fullPage: true });
          assert.deepEqual(await seriousViolations(page, javaScript), []);
          const reset = linkIn(
            await smtp.mailTo(email, (m) => m.subject.startsWith('Set')),
            `${PUBLIC}/reset-password`,
          );
          await page.goto(local(reset));
          await page.fill('[name="password"]', 'short');
          await submit(page, 'form[action="/reset-password"] button[type="submit"]');
          assert.match((await page.textContent('#f-password-error')) ?? '', /8 to 256 characters/);
          assert.deepEqual(await seriousViolations(page, javaScript), []);
          await page.fill('[name="password"]', 'a password from the mail');
          await submit(page, 'form[action="/reset-password"] button[type="submit"]');
          assert.match(new URL(page.url()).pathname, /^\/settings$/);
          assert.match((await page.textContent('.notice')) ?? '', /every other browser is logged out/);

          await other.goto(`${t.base}/settings`);
          assert.match(new URL(other.url()).pathname, /^\/login$/, 'the other browser is logged out');
          await other.fill('[name="username"]', email.toLowerCase());
          await other.fill('[name="password"]', 'a password from the mail');
          await submit(other, 'form[action="/login"] button[type="submit"]');
          assert.match(new URL(other.url()).pathname, /^\/edit\/profile$/);
        } finally {
          await context.close();
          await otherContext.close();
        }
      });
    });
  }
}
