/**
 * A person's whole journey through the web pages in real Chromium, once with JavaScript on and once
 * with it off: sign up, fill the profile, add a custom preference and use it, upload an avatar, create
 * a member, mark it unlisted, make the list private, view both pages logged out, follow a pronoun link
 * and a short link, create and revoke a token, delete the account.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServedApp, submit } from '../helpers/browser.js';
import { striped } from '../helpers/images.js';
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

const SAVE = 'form.profile-form .save-bar button[type="submit"]';

/** Presses a list button of the editor: in place with JavaScript, by sending the form without. */
async function listButton(page: Page, javaScript: boolean, value: string) {
  const selector = `button[name="edit"][value="${value}"]`;
  if (javaScript) await page.click(selector);
  else await submit(page, selector);
}

for (const javaScript of [true, false]) {
  describe(`journey with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    it('sign up, edit everything, view it logged out, short links, tokens, delete', async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      const username = `walker_${javaScript ? 'js' : 'nojs'}`;
      try {
        // Sign up.
        await page.goto(`${t.base}/`);
        await submit(page, 'a.button[href="/register"]');
        await page.fill('[name="username"]', username);
        await page.fill('[name="password"]', 'correct horse battery');
        await submit(page, 'form[action="/register"] button[type="submit"]');
        assert.match(page.url(), /\/edit\/profile/);
        // A welcome that walks through a first profile, naming the new page's address.
        assert.match((await page.textContent('.welcome h2')) ?? '', new RegExp(`Welcome, @${username}`));
        assert.equal(await page.getAttribute('.welcome a', 'href'), `${t.base}/@${username}`);

        // A custom preference, used in the same save as the rest of the profile (without JavaScript
        // the menus offer it once the form comes back from a list button).
        await page.fill('[name="prefs.0.tooltip"]', 'Only online');
        await page.fill('[name="prefs.0.icon"]', 'wifi');
        await page.selectOption('[name="prefs.0.size"]', 'small');
        await page.check('[name="prefs.0.muted"]');

        // The whole profile.
        await page.fill('[name="display_name"]', 'Walker Example');
        await page.fill('[name="bio"]', 'Hello, I am **Walker**. See [my site](https://example.org).');
        await page.fill('[name="links.0"]', 'https://example.org/walker');
        await listButton(page, javaScript, 'links.add');
        await page.fill('[name="links.1"]', 'https://social.example/@walker');
        await page.fill('[name="member_title"]', 'Headmates');
        await page.fill('[name="timezone"]', 'Europe/Berlin');
        await page.fill('[name="names.0.value"]', 'Walker');
        await page.selectOption('[name="names.0.status"]', 'favourite');
        await listButton(page, javaScript, 'names.add');
        await page.fill('[name="names.1.value"]', 'Walk');
        await page.selectOption('[name="names.1.status"]', { label: 'Only online' });
        await listButton(page, javaScript, 'names.add');
        await page.fill('[name="names.2.value"]', 'Mx Example');
        await page.selectOption('[name="names.2.status"]', 'avoid');
        await page.fill('[name="pronouns.0.value"]', 'they/them/their/theirs/themselves');
        await page.selectOption('[name="pronouns.0.status"]', 'favourite');
        await listButton(page, javaScript, 'pronouns.add');
        await page.fill('[name="pronouns.1.value"]', 'she/her');
        await page.selectOption('[name="pronouns.1.status"]', 'jokingly');
        await page.fill('[name="fields.0.name"]', 'Honorifics');
        await page.fill('[name="fields.0.entries.0.value"]', 'Mx');
        await page.selectOption('[name="fields.0.entries.0.status"]', 'friends_only');
        await submit(page, SAVE);
        assert.match((await page.textContent('.notice')) ?? '', /Saved/);
        // Reorder: move the second name up (in place with JavaScript, by a round trip without).
        await listButton(page, javaScript, 'names.1.up');
        assert.equal(await page.inputValue('[name="names.0.value"]'), 'Walk');
        assert.equal(await page.inputValue('[name="names.1.value"]'), 'Walker');
        await submit(page, SAVE);

        // A validation error shows beside its field, and nothing typed is lost.
        await page.fill('[name="timezone"]', 'Not/AZone');
        await page.fill('[name="display_name"]', 'Typed but not saved');
        await submit(page, SAVE);
        assert.match((await page.textContent('.alert')) ?? '', /time ?zone/i);
        assert.ok(await page.locator('.control.invalid [name="timezone"]').count());
        assert.equal(await page.inputValue('[name="display_name"]'), 'Typed but not saved');
        await page.fill('[name="timezone"]', 'Europe/Berlin');
        await page.fill('[name="display_name"]', 'Walker Example');
        await submit(page, SAVE);

        // A flag in the library, then shown on the profile.
        await page.goto(`${t.base}/edit/flags`);
        await page.setInputFiles('#flag-file', {
          name: 'flag.png',
          mimeType: 'image/png',
          buffer: await striped('png', 60, 40),
        });
        await page.fill('[name="name"]', 'Stripes');
        await page.fill('[name="description"]', 'Three stripes');
        await submit(page, 'form[action="/edit/flags"] button[type="submit"]');
        assert.match((await page.textContent('.notice')) ?? '', /Flag added/);
        await page.goto(`${t.base}/edit/profile`);
        await page.check('[name="flags"]');

        // The avatar travels with Save.
        await page.setInputFiles('#f-avatar', {
          name: 'me.png',
          mimeType: 'image/png',
          buffer: await striped('png', 300, 200),
        });
        await submit(page, SAVE);
        assert.equal(await page.locator('.avatar-field img.avatar').count(), 1);

        // A member, then unlisted; then the member list made private.
        await submit(page, 'a[href="/edit/members/new"]');
        await page.fill('[name="name"]', 'Robin');
        await page.fill('[name="pronouns.0.value"]', 'xe/xem');
        await page.selectOption('[name="pronouns.0.status"]', 'favourite');
        await submit(page, SAVE);
        assert.match(page.url(), /\/edit\/members\/[0-9a-f-]+\?saved=1/);
        const memberEditUrl = page.url().split('?')[0]!;
        await page.check('[name="unlisted"]');
        await submit(page, SAVE);
        assert.ok(await page.isChecked('[name="unlisted"]'));
        await page.goto(`${t.base}/edit/profile`);
        await page.check('[name="list_private"]');
        await submit(page, SAVE);

        // Logged out: both pages.
        const visitor = await browser.newContext({ javaScriptEnabled: javaScript });
        const other = await visitor.newPage();
        await other.goto(`${t.base}/@${username}`);
        assert.equal(await other.textContent('h1'), 'Walker Example');
        assert.equal(await other.getAttribute('meta[property="og:title"]', 'content'), `Walker Example (@${username})`);
        assert.match((await other.getAttribute('meta[property="og:description"]', 'content')) ?? '', /they\/them/);
        assert.equal(await other.locator('.bio strong').textContent(), 'Walker');
        assert.equal(await other.getAttribute('.bio a', 'rel'), 'nofollow ugc noopener');
        assert.ok(await other.locator('svg[aria-label="Favourite"]').count(), 'favourite icon has a text alternative');
        assert.ok(await other.locator('svg[aria-label="Only online"]').count(), 'custom preference icon labelled');
        assert.equal(await other.locator('.entry.avoid .value').textContent(), 'Mx Example');
        assert.match((await other.textContent('.local-time')) ?? '', /Europe\/Berlin/);
        assert.equal(await other.locator('.members').count(), 0, 'a private member list is not shown');
        assert.equal(await other.locator('img.avatar.large').count(), 1);
        assert.equal(await other.locator('section[aria-label="Names"] .value').first().textContent(), 'Walk');
        assert.equal(await other.getAttribute('.flags img', 'alt'), 'Three stripes');
        const flagImage = await other.request.get(
          new URL((await other.getAttribute('.flags img', 'src'))!, t.base).href,
        );
        assert.equal(flagImage.headers()['content-type'], 'image/webp');
        await other.goto(`${t.base}/@${username}/Robin`);
        assert.equal(await other.textContent('h1'), 'Robin');
        assert.match((await other.textContent('.back')) ?? '', new RegExp(`@${username}`));

        // A pronoun link.
        await other.goto(`${t.base}/@${username}`);
        await Promise.all([other.waitForNavigation(), other.click('a[href^="/pronouns/they"]')]);
        assert.match((await other.textContent('.examples')) ?? '', /They are going out/);

        // A short link.
        const sid = (await t.get(`/api/v1/users/${username}`)).body.sid as string;
        await other.goto(`${t.base}/s/${sid}`);
        assert.equal(new URL(other.url()).pathname, `/@${username}`);
        await visitor.close();

        // Tokens: create one (the secret is shown once), it works on the API, revoke it, it does not.
        await page.goto(`${t.base}/settings`);
        await page.fill('[name="token_name"]', 'my bot');
        await page.check('[name="read_only"]');
        await submit(page, 'form[action="/settings/tokens"] button[type="submit"]');
        const secret = ((await page.textContent('#new-token')) ?? '').trim();
        assert.ok(secret.length > 20);
        assert.equal((await t.get('/api/v1/users/@me', secret)).status, 200);
        await submit(page, 'button[aria-label="Revoke token my bot"]');
        assert.equal((await t.get('/api/v1/users/@me', secret)).status, 401);

        // Change the password, log out, log in with the new one.
        await page.fill('[name="current_password"]', 'wrong password');
        await page.fill('form[action="/settings/password"] [name="password"]', 'a brand new secret');
        await submit(page, 'form[action="/settings/password"] button[type="submit"]');
        assert.match((await page.textContent('.alert')) ?? '', /current password is not right/);
        await page.fill('[name="current_password"]', 'correct horse battery');
        await page.fill('form[action="/settings/password"] [name="password"]', 'a brand new secret');
        await submit(page, 'form[action="/settings/password"] button[type="submit"]');
        assert.match((await page.textContent('.notice')) ?? '', /Password changed/);
        // One click in the header logs out.
        await submit(page, 'header form[action="/logout"] button[type="submit"]');
        assert.equal(await page.locator('header a[href="/login"]').count(), 1);
        await page.goto(`${t.base}/login`);
        await page.fill('[name="username"]', username);
        await page.fill('[name="password"]', 'correct horse battery');
        await submit(page, 'form[action="/login"] button[type="submit"]');
        assert.match((await page.textContent('.alert')) ?? '', /Wrong username or password/);
        await page.fill('[name="password"]', 'a brand new secret');
        await submit(page, 'form[action="/login"] button[type="submit"]');
        assert.match(page.url(), /\/edit\/profile/);
        await page.goto(`${t.base}/settings`);

        // Delete the account (with confirmation).
        await page.fill('form[action="/settings/delete"] [name="confirm"]', username);
        await submit(page, 'form[action="/settings/delete"] button[type="submit"]');
        assert.equal(new URL(page.url()).pathname, '/');
        const gone = await page.goto(`${t.base}/@${username}`);
        assert.equal(gone?.status(), 404);
        assert.equal((await page.goto(`${t.base}${new URL(memberEditUrl).pathname}`))?.url().endsWith('/login'), true);
      } catch (error) {
        await page.screenshot({
          path: join(screenshotDir(), `journey-failure-${javaScript ? 'js' : 'nojs'}.png`),
          fullPage: true,
        });
        throw error;
      } finally {
        await context.close();
      }
    });
  });
}
