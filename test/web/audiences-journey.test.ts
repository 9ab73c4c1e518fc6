/**
 * Audiences as a person uses them, in real Chromium with JavaScript on and off, at desktop and phone
 * widths, light and dark: an audience made on the Audiences page, a name placed in it in the editor,
 * the public page without it, a share link made (its address shown once, with Copy where the browser
 * allows), the link's page with the name, the preview as the public and as the audience, the link
 * revoked and its page gone, the audience deleted after its question. axe finds no serious or
 * critical violation on the new pages, nothing is wider than the window. Screenshots go to
 * tmp/screenshots.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  displaysOfThisPass,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
} from '../helpers/browser.js';
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

async function signedInContext(javaScript: boolean, options: Parameters<Browser['newContext']>[0] = {}) {
  const user = await registerUser(t, `au_${Math.random().toString(36).slice(2, 10)}`);
  await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Robin',
      names: [
        { value: 'Robin', status: 'favourite' },
        { value: 'Birdie', status: 'okay' },
      ],
      pronouns: [{ value: 'they/them/their/theirs/themself', status: 'favourite' }],
      links: ['https://robin.example/'],
      fields: [{ name: 'Family', entries: [{ value: 'little bird', status: 'okay' }] }],
    },
    user.token,
  );
  const context = await browser.newContext({ javaScriptEnabled: javaScript, ...options });
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/login"] button[type="submit"]')]);
  return { user, context, page };
}

const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

const DISPLAYS = displaysOfThisPass([
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
] as const);

for (const javaScript of [true, false]) {
  for (const display of DISPLAYS) {
    const shown = { viewport: { width: display.width, height: 900 }, colorScheme: display.colorScheme };
    const name = (what: string) =>
      join(
        screenshotDir(),
        `audiences-${what}-${display.width}-${display.colorScheme}-js-${javaScript ? 'on' : 'off'}.png`,
      );
    describe(`audiences with JavaScript ${javaScript ? 'on' : 'off'}, ${display.width} px, ${display.colorScheme}`, () => {
      it('make an audience, place a name in it, share it by a link, preview, revoke, delete', async () => {
        const { user, context, page } = await signedInContext(javaScript, shown);
        try {
          // The way there: the editor says where audiences are made, and settings links them.
          await page.goto(`${t.base}/edit/profile`);
          assert.equal(await page.locator('select[name="names.0.seen_by"]').count(), 0, 'no menus yet');
          await submit(page, '.placing-intro a[href="/settings/audiences"]');
          assert.equal(new URL(page.url()).pathname, '/settings/audiences');

          // A name that is refused keeps what was typed, beside the field; then the audience is made.
          await page.fill('#f-name', 'x'.repeat(41));
          await submit(page, 'form[action="/settings/audiences"] button[type="submit"]');
          assert.match((await page.textContent('#f-name-error')) ?? '', /at most 40 characters/);
          assert.equal(await page.inputValue('#f-name'), 'x'.repeat(41));
          await page.fill('#f-name', 'Close friends');
          await submit(page, 'form[action="/settings/audiences"] button[type="submit"]');
          assert.match((await page.textContent('.notice')) ?? '', /“Close friends” is made/);
          const audienceId = (await t.get('/api/v1/users/@me/audiences', user.token)).body[0].id as string;

          // In the editor, Birdie goes to the audience (the form sent as a person sends it).
          await page.goto(`${t.base}/edit/profile`);
          assert.equal(await page.inputValue('[name="names.1.value"]'), 'Birdie');
          await page.selectOption('select[name="names.1.seen_by"]', audienceId);
          await page.screenshot({ path: name('editor'), fullPage: false });
          await page.locator('#names-pronouns').screenshot({ path: name('editor-names') });
          await page.locator('#fields').screenshot({ path: name('editor-fields') });
          await page.locator('fieldset.list-group:has([data-list="links"])').screenshot({ path: name('editor-links') });
          assert.ok((await overflow(page)) <= 0, 'the editor fits the window');
          if (javaScript) assert.deepEqual(await seriousViolations(page, javaScript), []);
          await submit(page, 'form.profile-form .save-bar button[type="submit"]');
          assert.match((await page.textContent('.notice')) ?? '', /Saved/);
          assert.equal(await page.inputValue('select[name="names.1.seen_by"]'), audienceId);
          const placements = (await t.get('/api/v1/users/@me', user.token)).body.placements;
          assert.deepEqual(placements, { names: { Birdie: [audienceId] } });

          // The public page does not show it.
          const visitor = await context.browser()!.newContext({ javaScriptEnabled: javaScript, ...shown });
          try {
            const outside = await visitor.newPage();
            await outside.goto(`${t.base}/@${user.name}`);
            const publicText = await mainText(outside);
            assert.ok(publicText.includes('Robin') && !publicText.includes('Birdie'));

            // A link, shown once in a box to copy.
            await page.goto(`${t.base}/settings/audiences`);
            await submit(page, `form[action="/settings/audiences/${audienceId}/links"] button[type="submit"]`);
            const url = await page.inputValue('#new-share-link');
            assert.match(url, /\/v\/[A-Za-z0-9_-]+$/);
            assert.equal(await page.locator('button[data-copy="new-share-link"]').isVisible(), javaScript);
            assert.ok((await overflow(page)) <= 0, 'the Audiences page fits the window');
            if (javaScript) assert.deepEqual(await seriousViolations(page, javaScript), []);
            await page.screenshot({ path: name('page'), fullPage: true });

            // The link's page shows the name to whoever has it.
            const secret = url.slice(url.lastIndexOf('/') + 1);
            const answer = await outside.goto(`${t.base}/v/${secret}`);
            assert.equal(answer?.status(), 200);
            assert.ok((await mainText(outside)).includes('Birdie'));

            // The preview, as the public and as the audience, with the way between them.
            await submit(page, `a[href="/settings/audiences/preview?as=${audienceId}"]`);
            assert.match((await page.textContent('.preview-banner')) ?? '', /people with a link of “Close friends”/);
            assert.ok((await mainText(page)).includes('Birdie'));
            assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
            assert.ok((await overflow(page)) <= 0, 'the preview fits the window');
            if (javaScript) assert.deepEqual(await seriousViolations(page, javaScript), []);
            await page.screenshot({ path: name('preview'), fullPage: true });
            await submit(page, '.preview-choices a[href="/settings/audiences/preview?as=public"]');
            assert.match((await page.textContent('.preview-banner')) ?? '', /how the public sees your page/);
            const previewText = await mainText(page);
            assert.ok(previewText.includes('Robin') && !previewText.includes('Birdie'));

            // Revoked: the link's page is gone at once.
            await page.goto(`${t.base}/settings/audiences`);
            await submit(page, 'form[action$="/revoke"] button[type="submit"]');
            assert.match((await page.textContent('.notice')) ?? '', /stopped working/);
            assert.equal(await page.locator('.share-link.revoked').count(), 1);
            const gone = await outside.goto(`${t.base}/v/${secret}`);
            assert.equal(gone?.status(), 404);
            assert.ok(!(await mainText(outside)).includes('Birdie'));
          } finally {
            await visitor.close();
          }

          // Deleted, after its question (asked by the script; without it the sentence stands on the page).
          if (javaScript) page.once('dialog', (dialog) => void dialog.accept());
          await submit(page, `form[action="/settings/audiences/${audienceId}/delete"] button[type="submit"]`);
          assert.match((await page.textContent('.notice')) ?? '', /“Close friends” is deleted/);
          // What was shown to it alone is now kept to its owner, never public.
          const after = (await t.get('/api/v1/users/@me', user.token)).body.placements;
          assert.deepEqual(after, { names: { Birdie: [] } });
        } finally {
          await context.close();
        }
      });
    });
  }
}

for (const javaScript of [true, false]) {
  describe(`a member kept to an audience, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    it('the member editor keeps the member to the audience as a whole; the public cannot find it, the link can', async () => {
      const display = { viewport: { width: 390, height: 900 }, colorScheme: 'dark' as const };
      const { user, context, page } = await signedInContext(javaScript, display);
      try {
        const pals = (await t.post('/api/v1/users/@me/audiences', { name: 'Pals' }, user.token)).body.id as string;
        const member = (await t.post('/api/v1/members', { name: 'Sky', bio: 'Sky here' }, user.token)).body;
        await page.goto(`${t.base}/edit/members/${member.id}`);
        await page.selectOption('select[name="seen_by.member"]', pals);
        await page.locator('#about').screenshot({
          path: join(screenshotDir(), `audiences-member-editor-390-dark-js-${javaScript ? 'on' : 'off'}.png`),
        });
        assert.ok((await overflow(page)) <= 0, 'the member editor fits the window');
        if (javaScript) assert.deepEqual(await seriousViolations(page, javaScript), []);
        await submit(page, 'form.profile-form .save-bar button[type="submit"]');
        assert.match((await page.textContent('.notice')) ?? '', /Saved/);
        assert.equal(await page.inputValue('select[name="seen_by.member"]'), pals);

        const visitor = await context.browser()!.newContext({ javaScriptEnabled: javaScript, ...display });
        try {
          const outside = await visitor.newPage();
          assert.equal((await outside.goto(`${t.base}/@${user.name}/Sky`))?.status(), 404);
          await outside.goto(`${t.base}/@${user.name}`);
          assert.ok(!(await mainText(outside)).includes('Sky here'));
          const secret = (await t.post(`/api/v1/users/@me/audiences/${pals}/links`, {}, user.token)).body.secret;
          await outside.goto(`${t.base}/v/${secret}`);
          await submit(outside, `a[href="/v/${secret}/Sky"]`);
          assert.ok((await mainText(outside)).includes('Sky here'), 'the member opens under the link');
          assert.equal(await outside.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
          if (javaScript) assert.deepEqual(await seriousViolations(outside, javaScript), []);
        } finally {
          await visitor.close();
        }
      } finally {
        await context.close();
      }
    });
  });
}

describe('the friends-only menu with JavaScript', () => {
  it('names the friends audience as soon as an entry is marked friends only', async () => {
    const { user, context, page } = await signedInContext(true);
    try {
      const pals = (await t.post('/api/v1/users/@me/audiences', { name: 'Pals' }, user.token)).body.id;
      await page.goto(`${t.base}/settings/audiences`);
      await page.selectOption('#f-friends_audience', pals);
      await submit(page, 'form[action="/settings/audiences/friends"] button[type="submit"]');
      await page.goto(`${t.base}/edit/profile`);
      const first = page.locator('select[name="names.1.seen_by"] option').first();
      assert.equal(await first.textContent(), 'Everyone');
      await page.selectOption('select[name="names.1.status"]', 'friends_only');
      assert.equal(await first.textContent(), 'Pals (friends only)');
      await page.selectOption('select[name="names.1.status"]', 'okay');
      assert.equal(await first.textContent(), 'Everyone');
    } finally {
      await context.close();
    }
  });
});
