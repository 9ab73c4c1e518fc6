/**
 * Content notes and leaving, as a person meets them in Chromium, with JavaScript on and off, at 1280
 * and 390 px, light and dark: a visitor reads the note, then opens the profile with one click; a
 * person deletes their account on the settings page (after the export is offered), comes back by
 * logging in and restores it with one button. axe finds nothing serious on these pages, nothing
 * scrolls sideways; screenshots go to tmp/screenshots.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { checkEveryDisplay, launchBrowser, startServedApp, submit } from '../helpers/browser.js';
import { registerUser } from '../helpers/factories.js';
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

describe('a content note', () => {
  for (const javaScript of [true, false]) {
    it(`comes first; one click shows the profile (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const user = await registerUser(t);
      await t.patch(
        '/api/v1/users/@me',
        {
          display_name: 'Robin',
          content_note: 'Mentions of loss and grief below.',
          bio: 'The bio behind the note.',
          pronouns: [{ value: 'they/them', status: 'favourite' }],
        },
        user.token,
      );
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      try {
        await page.goto(`${t.base}/@${user.name}`);
        assert.ok(await page.getByRole('heading', { name: 'Robin', level: 1 }).isVisible());
        assert.ok(await page.getByText('Mentions of loss and grief below.').isVisible());
        assert.equal(await page.getByText('The bio behind the note.').isVisible(), false);
        await checkEveryDisplay(page, 'content-note-closed', javaScript);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.getByText('Show the profile').click();
        assert.ok(await page.getByText('The bio behind the note.').isVisible());
        assert.ok(await page.getByText('Hide the profile').isVisible());
        await checkEveryDisplay(page, 'content-note-open', javaScript);
      } finally {
        await context.close();
      }
    });
  }
});

describe('leaving, and coming back', () => {
  for (const javaScript of [true, false]) {
    it(`delete on the settings page, log in again, restore with one button (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const user = await registerUser(t);
      await t.patch('/api/v1/users/@me', { bio: 'Everything I had.' }, user.token);
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      // With JavaScript the delete form asks once more.
      page.on('dialog', (dialog) => void dialog.accept());
      try {
        await page.goto(`${t.base}/login`);
        await page.fill('[name="username"]', user.name);
        await page.fill('[name="password"]', user.password);
        await submit(page, 'form[action="/login"] button[type="submit"]');
        await page.goto(`${t.base}/settings`);
        assert.ok(await page.getByRole('link', { name: 'download your data' }).isVisible());
        await page.fill('[name="confirm"]', user.name);
        await submit(page, 'form[action="/settings/delete"] button[type="submit"]');
        assert.equal((await t.get(`/api/v1/users/${user.id}`)).status, 404);

        await page.goto(`${t.base}/login`);
        await page.fill('[name="username"]', user.name);
        await page.fill('[name="password"]', user.password);
        await submit(page, 'form[action="/login"] button[type="submit"]');
        assert.ok(await page.getByRole('heading', { name: 'Restore your account?', level: 1 }).isVisible());
        assert.ok(await page.getByText(/will be removed for good on/).isVisible());
        await checkEveryDisplay(page, 'restore-offer', javaScript);
        await page.setViewportSize({ width: 1280, height: 900 });
        await submit(page, 'form[action="/login/restore"] button[type="submit"]');
        assert.match(page.url(), /\/settings\?restored=1$/);
        assert.ok(await page.getByText('Welcome back: your account is restored.', { exact: false }).isVisible());
        const read = await t.get(`/api/v1/users/${user.id}`);
        assert.equal(read.status, 200);
        assert.equal(read.body.bio, 'Everything I had.');
      } finally {
        await context.close();
      }
    });
  }
});
