/**
 * The page's head and the h-card in real Chromium: the icons the head names (and /favicon.ico) load
 * as images, the h-card's marks take no room and change nothing a person sees, on profile and member
 * pages with JavaScript on and off, at 1280 and 390 px, light and dark, axe-core clean. The icons are
 * drawn at tab sizes on light and dark into tmp/screenshots/site-icons.png, to be looked at.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  displaysOfThisPass,
  launchBrowser,
  screenshotDir,
  seriousViolations,
  startServedApp,
} from '../helpers/browser.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
let owner: TestUser;

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp();
  owner = await registerUser(t, 'icon_owner');
  const patched = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Icon Owner',
      bio: 'Has an **icon**.',
      avatar: (await striped('png', 64, 64)).toString('base64'),
      links: ['https://social.example/@icon'],
      pronouns: [
        { value: 'she/her', status: 'favourite' },
        { value: 'he/him', status: 'avoid' },
      ],
    },
    owner.token,
  );
  assert.equal(patched.status, 200, patched.raw);
  const member = await t.post(
    '/api/v1/members',
    { name: 'Kit', pronouns: [{ pronouns: 'they/them', status: 'okay' }] },
    owner.token,
  );
  assert.equal(member.status, 200, member.raw);
});

after(async () => {
  await browser?.close();
  await t?.close();
});

describe('the head and the h-card in Chromium', () => {
  it('icons load as images; the h-card takes no room; axe finds nothing serious (JavaScript on and off, 1280 and 390 px, light and dark)', async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const { colorScheme, width } of displaysOfThisPass([
        { colorScheme: 'light', width: 1280 },
        { colorScheme: 'dark', width: 390 },
        { colorScheme: 'light', width: 390 },
        { colorScheme: 'dark', width: 1280 },
      ] as const)) {
        const context = await browser.newContext({
          javaScriptEnabled,
          colorScheme,
          bypassCSP: javaScriptEnabled,
          viewport: { width, height: 900 },
        });
        try {
          for (const path of [`/@${owner.name}`, `/@${owner.name}/Kit`]) {
            const label = `${path} ${width} px ${colorScheme}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;
            const page = await context.newPage();
            const icons: string[] = [];
            page.on('response', (response) => {
              if (/\/assets\/(icon|apple-touch)|favicon\.ico/.test(response.url())) icons.push(response.url());
            });
            await page.goto(`${t.base}${path}`);
            // Every icon the head names (and the conventional /favicon.ico) is an image Chromium decodes.
            const hrefs = await page.$$eval('link[rel="icon"], link[rel="apple-touch-icon"]', (links) =>
              links.map((link) => (link as HTMLLinkElement).href),
            );
            assert.equal(hrefs.length, 3, label);
            for (const href of [...hrefs, `${t.base}/favicon.ico`]) {
              const other = await context.newPage();
              const res = await other.goto(href);
              assert.equal(res?.status(), 200, `${label}: ${href}`);
              assert.match(String(res?.headers()['content-type']), /^image\//, href);
              await other.close();
            }
            // The h-card's own address is an empty element: no box, nothing shown.
            const data = await page.locator('data.u-url').boundingBox();
            assert.ok(data === null || (data.width === 0 && data.height === 0), `${label}: ${JSON.stringify(data)}`);
            assert.equal(await page.locator('data.u-url').innerText(), '', label);
            assert.equal(await page.locator('.h-card .p-name').first().isVisible(), true, label);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            assert.ok(overflow <= 0, `${label}: scrolls sideways by ${overflow} px`);
            assert.deepEqual(await seriousViolations(page, javaScriptEnabled), [], label);
            await page.close();
          }
        } finally {
          await context.close();
        }
      }
    }
  });

  it('draws the icons at tab sizes on light and dark, for a person to look at', async () => {
    const context = await browser.newContext({ deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      const home = await page.goto(`${t.base}/`);
      assert.equal(home?.status(), 200);
      const [svg, png, apple] = await page.$$eval('link[rel="icon"], link[rel="apple-touch-icon"]', (links) =>
        links.map((link) => (link as HTMLLinkElement).href),
      );
      const row = (background: string) =>
        `<div style="background:${background};padding:8px;display:flex;gap:12px;align-items:center">` +
        [16, 32, 64]
          .map((size) => `<img src="${svg}" width="${size}" height="${size}">`)
          .concat(
            `<img src="${png}" width="32" height="32">`,
            `<img src="${t.base}/favicon.ico" width="16" height="16">`,
          )
          .concat(`<img src="${apple}" width="60" height="60">`)
          .join('') +
        '</div>';
      const drawn = await context.newPage();
      await drawn.setContent(`<body style="margin:0">${row('#ffffff')}${row('#202124')}</body>`, {
        waitUntil: 'load',
      });
      const sizes = await drawn.$$eval('img', (images) =>
        images.map((image) => [(image as HTMLImageElement).complete, (image as HTMLImageElement).naturalWidth]),
      );
      for (const [complete, naturalWidth] of sizes) assert.ok(complete && Number(naturalWidth) > 0, 'decoded');
      await drawn.screenshot({ path: join(screenshotDir(), 'site-icons.png') });
      await drawn.close();
    } finally {
      await context.close();
    }
  });
});
