/**
 * Never locked out, as a person meets it in Chromium (JavaScript on and off, desktop light and phone
 * dark): the welcome after sign-up asks for recovery codes; settings make them and show them once;
 * another browser is signed in; the person forgets the password, uses a code from the log-in page,
 * is back in with a new password, and the other browser is logged out. axe checks the recovery form
 * with an error and the settings page with new codes.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
  displaysOfThisPass,
} from '../helpers/browser.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp();
});
after(async () => {
  await browser?.close();
  await t?.close();
});

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
    describe(`recovery with JavaScript ${javaScript ? 'on' : 'off'}, ${display.width} px, ${display.colorScheme}`, () => {
      it('codes made after sign-up get a person who forgot the password back in, and log out the other browser', async () => {
        const context = await browser.newContext({ ...shown, bypassCSP: true });
        const otherContext = await browser.newContext(shown);
        const page = await context.newPage();
        const username = `forgetful_${combination.replace(/-/g, '_')}`;
        try {
          await page.goto(`${t.base}/`);
          await submit(page, 'a.button[href="/register"]');
          await page.fill('[name="username"]', username);
          await page.fill('[name="password"]', 'the first password');
          await submit(page, 'form[action="/register"] button[type="submit"]');
          // The welcome asks for recovery codes; its link leads to them.
          await submit(page, '.welcome a[href="/settings#recovery-heading"]');
          assert.match((await page.textContent('#recovery-heading ~ p')) ?? '', /You have no recovery codes/);
          await page.fill('[name="recovery_password"]', 'the first password');
          await submit(page, 'form[action="/settings/recovery-codes"] button[type="submit"]');
          const codes = (await page.inputValue('#recovery-codes-text')).split('\n');
          assert.equal(codes.length, 10);
          assert.equal(await page.isVisible('button[data-copy="recovery-codes-text"]'), javaScript);
          await page.screenshot({ path: join(screenshotDir(), `recovery-codes-${combination}.png`), fullPage: true });
          assert.deepEqual(await seriousViolations(page, javaScript), []);

          // Signed in elsewhere too.
          const other = await otherContext.newPage();
          await other.goto(`${t.base}/login`);
          await other.fill('[name="username"]', username);
          await other.fill('[name="password"]', 'the first password');
          await submit(other, 'form[action="/login"] button[type="submit"]');
          assert.match(new URL(other.url()).pathname, /^\/edit\/profile$/);

          // Log out, forget the password.
          await submit(page, 'header form[action="/logout"] button[type="submit"]');
          await page.goto(`${t.base}/login`);
          await submit(page, 'a[href="/recover"]');
          await page.fill('[name="username"]', username);
          await page.fill('[name="code"]', 'aaaa-bbbb-cccc-dddd');
          await page.fill('[name="password"]', 'a new password');
          await submit(page, 'form[action="/recover"] button[type="submit"]');
          assert.match((await page.textContent('#f-code-error')) ?? '', /Wrong username or recovery code/);
          assert.equal(await page.getAttribute('#f-code', 'aria-invalid'), 'true');
          assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('error-summary')), true);
          assert.equal(await page.inputValue('[name="username"]'), username, 'the username is kept');
          await page.screenshot({ path: join(screenshotDir(), `recover-error-${combination}.png`), fullPage: true });
          assert.deepEqual(await seriousViolations(page, javaScript), []);

          // The real code, typed in capitals without dashes.
          await page.fill('[name="code"]', codes[4]!.replace(/-/g, '').toUpperCase());
          await page.fill('[name="password"]', 'a new password');
          await submit(page, 'form[action="/recover"] button[type="submit"]');
          assert.match(new URL(page.url()).pathname, /^\/settings$/);
          assert.match((await page.textContent('.notice')) ?? '', /every other browser is logged out/);
          assert.match((await page.textContent('#recovery-heading ~ p')) ?? '', /You have 9 unused recovery codes/);

          await other.goto(`${t.base}/settings`);
          assert.match(new URL(other.url()).pathname, /^\/login$/, 'the other browser is logged out');
          await other.fill('[name="username"]', username);
          await other.fill('[name="password"]', 'a new password');
          await submit(other, 'form[action="/login"] button[type="submit"]');
          assert.match(new URL(other.url()).pathname, /^\/edit\/profile$/, 'the new password works');
        } finally {
          await context.close();
          await otherContext.close();
        }
      });
    });
  }
}
