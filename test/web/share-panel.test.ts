/**
 * The share panel of one's own page and the fediverse handle, in real Chromium with JavaScript on and
 * off: the panel opens without a script, its fields hold what a person copies (selectable, read-only),
 * the card and badge previews load, the Copy buttons show only with the script and put the value on
 * the clipboard (saying so in the page's language); at 1280 and 390 px, light and dark, axe finds
 * nothing serious and nothing scrolls sideways (the snippets wrap). Screenshots in tmp/screenshots:
 * share-panel-*, share-handle-*.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { checkEveryDisplay, launchBrowser, startServedApp } from '../helpers/browser.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
let owner: TestUser;
/** The host the test server is reached at, as WebFinger names it (no PUBLIC_URL: the request's). */
let host: string;

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp();
  host = new URL(t.base).host;
  // A long name, so the handle and the snippets have to wrap at 390 px.
  owner = await registerUser(t, 'share_panel_owner_with_a_long_name');
  const flag = await t.post(
    '/api/v1/users/@me/flags',
    { flag: (await striped('png', 60, 40)).toString('base64'), name: 'Stripes', description: 'Three stripes' },
    owner.token,
  );
  const patched = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Share Panel Owner',
      avatar: (await striped('png', 64, 64)).toString('base64'),
      names: [{ value: 'Sam', status: 'favourite' }],
      pronouns: [
        { value: 'they/them', status: 'favourite' },
        { value: 'xe/xem', status: 'favourite' },
      ],
      flags: [flag.body.id],
    },
    owner.token,
  );
  assert.equal(patched.status, 200, patched.raw);
});

after(async () => {
  await browser?.close();
  await t?.close();
});

/** Signs `user` in through the log-in form (a plain form: no script needed). */
async function signIn(context: BrowserContext, user: TestUser) {
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/login"] button[type="submit"]')]);
  await page.close();
}

/** Whether an image on the page was fetched and decoded. */
const decoded = (page: Page, selector: string) =>
  page.$eval(selector, (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0);

describe('the share panel in Chromium', () => {
  for (const javaScript of [true, false]) {
    it(`JavaScript ${javaScript ? 'on' : 'off'}: opens, holds what to copy, axe-clean at 1280 and 390 px, light and dark`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript, bypassCSP: javaScript });
      if (javaScript) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.base });
      try {
        await signIn(context, owner);
        const page = await context.newPage();
        await page.goto(`${t.base}/@${owner.name}`);
        const address = `${t.base}/@${owner.name}`;
        const handle = `@${owner.name}@${host}`;

        // Under the heading, for everyone; in the panel, to copy.
        assert.equal((await page.locator('.fediverse-handle').innerText()).trim(), `Fediverse: ${handle}`);
        // Closed: the page stays calm, nothing of the panel is fetched or shown.
        assert.equal(await page.locator('#share-badge-markdown').isVisible(), false);
        await page.click('.share-panel > summary');
        assert.equal(await page.locator('#share-badge-markdown').isVisible(), true);

        const alt = 'Pronouns: they/them, xe/xem';
        const expected: Record<string, string> = {
          'share-address': address,
          'share-fediverse': handle,
          'share-badge-markdown': `[![${alt}](${address}/badge.svg)](${address})`,
          'share-badge-html': `<a href="${address}"><img src="${address}/badge.svg" alt="${alt}"></a>`,
        };
        for (const [id, value] of Object.entries(expected)) {
          assert.equal(await page.inputValue(`#${id}`), value, id);
          assert.equal(await page.$eval(`#${id}`, (field) => (field as HTMLInputElement).readOnly), true, id);
          // Its label names it (what a screen reader says, and what a click on the label focuses).
          assert.equal(await page.getByLabel(await page.locator(`label[for="${id}"]`).innerText()).count(), 1, id);
        }
        assert.match(await page.inputValue('#share-embed'), new RegExp(`^<iframe src="${address}/embed"`));
        assert.match(await page.inputValue('#share-short-link'), new RegExp(`^${t.base}/s/[a-z]{5,6}$`));

        // The previews load once the panel is open (the card is drawn on the first ask).
        await page.waitForFunction(
          () => {
            const card = document.querySelector<HTMLImageElement>('.share-card');
            return card !== null && card.complete && card.naturalWidth > 0;
          },
          undefined,
          { timeout: 60_000 },
        );
        assert.equal(await decoded(page, '.share-badge'), true, 'the badge loads');
        assert.equal(await page.locator('.share-badge').getAttribute('alt'), alt);

        // Selectable without a script: the whole snippet, by keyboard.
        await page.focus('#share-badge-markdown');
        await page.keyboard.press('Control+A');
        const selected = await page.$eval('#share-badge-markdown', (field) => {
          const area = field as HTMLTextAreaElement;
          return area.value.slice(area.selectionStart, area.selectionEnd);
        });
        assert.equal(selected, expected['share-badge-markdown']);

        const copyButtons = page.locator('.share-panel button[data-copy]');
        assert.equal(await copyButtons.count(), 6);
        if (javaScript) {
          for (const button of await copyButtons.all()) assert.equal(await button.isVisible(), true);
          for (const id of ['share-badge-markdown', 'share-badge-html', 'share-fediverse']) {
            await page.click(`button[data-copy="${id}"]`);
            await page.waitForFunction(
              () => document.querySelector('[data-announcer]')?.textContent === 'Copied.',
              undefined,
              { timeout: 5_000 },
            );
            assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected[id], id);
            await page.evaluate(() => {
              document.querySelector('[data-announcer]')!.textContent = '';
            });
          }
        } else {
          for (const button of await copyButtons.all()) assert.equal(await button.isVisible(), false);
        }

        await checkEveryDisplay(page, 'share-panel', javaScript);
        // At 390 px every value wraps and shows whole in its box: nothing hidden behind a scroll.
        await page.setViewportSize({ width: 390, height: 900 });
        const clipped = await page.$$eval('.share-panel textarea', (areas) =>
          areas
            .filter((area) => area.scrollHeight > area.clientHeight + 1 || area.scrollWidth > area.clientWidth + 1)
            .map((area) => area.id),
        );
        assert.deepEqual(clipped, [], 'values hidden behind a scroll at 390 px');
        await page.close();

        // The handle as everyone sees it, signed out.
        const anonymous = await browser.newContext({ javaScriptEnabled: javaScript, bypassCSP: javaScript });
        try {
          const publicPage = await anonymous.newPage();
          await publicPage.goto(address);
          assert.equal((await publicPage.locator('.fediverse-handle').innerText()).trim(), `Fediverse: ${handle}`);
          assert.equal(await publicPage.locator('.share-panel').count(), 0);
          await checkEveryDisplay(publicPage, 'share-handle', javaScript);
        } finally {
          await anonymous.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});
