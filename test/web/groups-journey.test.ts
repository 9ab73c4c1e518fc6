/**
 * Member groups as a person meets them in Chromium, with JavaScript on and off, at 1280 and 390 px,
 * light and dark, in English and German: the owner makes a group on the group editor (a wrong colour
 * is refused beside its field, what was typed kept), ticks its members and saves; a visitor filters
 * the member list by the group and reads its page. axe finds nothing serious on these pages, nothing
 * scrolls sideways; screenshots go to tmp/screenshots.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { checkEveryDisplay, launchBrowser, startServedApp, submit } from '../helpers/browser.js';
import { createMember, registerUser } from '../helpers/factories.js';
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

describe('member groups', () => {
  for (const javaScript of [true, false]) {
    it(`the owner makes one and ticks its members; a visitor filters by it (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const user = await registerUser(t);
      for (const name of ['Ash', 'Birch', 'Cedar']) {
        await createMember(t, user, { name, pronouns: [{ pronouns: 'they/them', status: 'favourite' }] });
      }
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      try {
        await page.goto(`${t.base}/login`);
        await page.fill('[name="username"]', user.name);
        await page.fill('[name="password"]', user.password);
        await submit(page, 'form[action="/login"] button[type="submit"]');

        await page.goto(`${t.base}/edit/profile`);
        await page.getByRole('link', { name: 'Groups' }).first().click();
        assert.ok(await page.getByRole('heading', { name: 'Groups', level: 1 }).isVisible());
        await page.fill('[name="name"]', 'Evergreens');
        await page.fill('[name="description"]', 'They keep their needles all winter.');
        await page.fill('[name="icon"]', '🌲');
        await page.fill('[name="color"]', 'dark green');
        await submit(page, 'form[action="/edit/groups"] button[type="submit"]');
        assert.ok(await page.getByText('Give the colour as six hexadecimal digits').first().isVisible());
        assert.equal(await page.inputValue('[name="description"]'), 'They keep their needles all winter.');
        await checkEveryDisplay(page, 'groups-refused', javaScript);

        await page.fill('[name="color"]', '#2f6b3a');
        await submit(page, 'form[action="/edit/groups"] button[type="submit"]');
        assert.ok(await page.getByText('The group is made').isVisible());
        await page.getByLabel('Birch').check();
        await page.getByLabel('Cedar').check();
        await checkEveryDisplay(page, 'group-edit', javaScript);
        await submit(page, 'form[action^="/edit/groups/"] button.button:not(.danger)');
        assert.ok(await page.getByText('Saved.').isVisible());

        // A visitor, signed out, in English and in German.
        const visitor = await browser.newContext({ javaScriptEnabled: javaScript });
        const view = await visitor.newPage();
        try {
          await view.goto(`${t.base}/@${user.name}`);
          const filter = view.getByRole('navigation', { name: 'Groups' });
          assert.ok(await filter.isVisible());
          await checkEveryDisplay(view, 'profile-group-filter', javaScript);
          await filter.getByRole('link', { name: /Evergreens/ }).click();
          assert.match(view.url(), /\/groups\/Evergreens$/);
          assert.ok(await view.getByRole('heading', { name: /Evergreens/, level: 1 }).isVisible());
          const cards = await view.locator('.cards .card-name').allTextContents();
          assert.deepEqual(cards, ['Birch', 'Cedar']);
          await checkEveryDisplay(view, 'group-page', javaScript);

          await view.goto(`${t.base}/@${user.name}/groups/Evergreens?lang=de`);
          assert.equal(await view.getAttribute('html', 'lang'), 'de');
          assert.ok(await view.getByRole('link', { name: 'Alle Mitglieder' }).isVisible());
          await checkEveryDisplay(view, 'group-page-de', javaScript);
        } finally {
          await visitor.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});
