/**
 * A newcomer's first pages in Chromium, JavaScript on and off, each page at 1280 and 390 px, light and
 * dark, axe-core clean and fitting its width: "Moving from pronouns.cc?" on the home page leads
 * through sign-up (its box ticked) to the import, the account made; the welcome after an ordinary
 * sign-up and the home page signed in offer it too; "Forgot your password?" on a server without mail
 * opens a page that says what to do instead; a fediverse server that cannot be reached is said once,
 * beside the field, which has the focus.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkEveryDisplay, launchBrowser, startServedApp, submit } from '../helpers/browser.js';
import { uniqueName } from '../helpers/factories.js';
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

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

for (const javaScript of [true, false]) {
  describe(`a newcomer's first pages with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    it('"Moving from pronouns.cc?" leads from the home page through sign-up to the import', async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      try {
        await page.goto(`${t.base}/`);
        assert.equal(
          (await page.textContent('p.moving-in'))?.trim(),
          'Moving from pronouns.cc? Sign up and bring your profile over: names, pronouns, fields, links and members come with it.',
        );
        await checkEveryDisplay(page, 'newcomer-home', javaScript);
        await submit(page, 'p.moving-in a');
        assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/register?move_in=1');
        assert.equal(await page.isChecked('[name="move_in"]'), true);
        await checkEveryDisplay(page, 'newcomer-register', javaScript);

        await page.fill('[name="username"]', uniqueName());
        await page.fill('[name="password"]', 'correct horse battery');
        await submit(page, 'form[action="/register"] button[type="submit"]');
        const landed = new URL(page.url());
        assert.equal(`${landed.pathname}${landed.search}${landed.hash}`, '/settings/data?welcome=1#service-heading');
        assert.match((await page.textContent('.notice')) ?? '', /Your account is ready\./);
        await checkEveryDisplay(page, 'newcomer-data-welcome', javaScript);
        await page.fill('[name="service_url"]', 'https://pronouns.cc');
        assert.ok(await page.isVisible('[name="service_token"]'), 'the import form is there');

        // Signed in, the home page offers the import itself.
        await page.goto(`${t.base}/`);
        await submit(page, 'p.moving-in a');
        const data = new URL(page.url());
        assert.equal(`${data.pathname}${data.hash}`, '/settings/data#service-heading');
      } finally {
        await context.close();
      }
    });

    it('the welcome after an ordinary sign-up offers it too', async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      try {
        await page.goto(`${t.base}/register`);
        assert.equal(await page.isChecked('[name="move_in"]'), false);
        await page.fill('[name="username"]', uniqueName());
        await page.fill('[name="password"]', 'correct horse battery');
        await submit(page, 'form[action="/register"] button[type="submit"]');
        assert.equal(new URL(page.url()).pathname, '/edit/profile');
        assert.equal(
          (await page.textContent('.welcome p.moving-in'))?.trim(),
          'Moving from pronouns.cc? Bring your profile over: names, pronouns, fields, links and members come with it.',
        );
        await checkEveryDisplay(page, 'newcomer-welcome', javaScript);
        await submit(page, '.welcome p.moving-in a');
        assert.equal(new URL(page.url()).pathname, '/settings/data');
      } finally {
        await context.close();
      }
    });

    it('"Forgot your password?" without mail opens a page that says what to do instead', async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      try {
        await page.goto(`${t.base}/login`);
        await submit(page, 'a[href="/forgot"]');
        assert.equal(new URL(page.url()).pathname, '/forgot');
        assert.equal((await page.textContent('h1'))?.trim(), 'Forgot your password?');
        assert.match((await page.textContent('main')) ?? '', /This server does not send e-mail/);
        await checkEveryDisplay(page, 'newcomer-forgot-no-mail', javaScript);
        await submit(page, 'main a[href="/recover"]');
        assert.equal(new URL(page.url()).pathname, '/recover');
      } finally {
        await context.close();
      }
    });

    it('a fediverse server that cannot be reached is said once, beside the field, which has the focus', async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      try {
        await page.goto(`${t.base}/login`);
        await page.fill('form[action="/auth/fediverse/start"] [name="instance"]', 'localhost');
        await submit(page, 'form[action="/auth/fediverse/start"] button');
        const sentence = (await page.textContent('#f-instance-error'))?.trim() ?? '';
        assert.match(sentence, /not the name of a server on the internet/);
        const main = (await page.textContent('main')) ?? '';
        assert.equal(main.split(sentence).length - 1, 1, main);
        assert.equal(await page.locator('.error-summary').count(), 0);
        assert.equal(await focusedId(page), 'f-instance');
        assert.equal(await page.inputValue('#f-instance'), 'localhost');
        await checkEveryDisplay(page, `newcomer-fediverse-error`, javaScript);
      } finally {
        await context.close();
      }
    });
  });
}
