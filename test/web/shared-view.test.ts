/**
 * A share link's view as a person opens it: the page /v/<secret> in Chromium, with JavaScript on and
 * off, at 1280 and 390 px, light and dark: the audience's items and the public ones, none of another
 * audience's, the note that says whose view it is, nothing wider than the window, axe clean (with
 * JavaScript on); once revoked, the same address is a page that says it is not found. The public page
 * never shows the audience's items. Screenshots go to tmp/screenshots.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { displaysOfThisPass, launchBrowser, overflow, screenshotDir, seriousViolations } from '../helpers/browser.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let base: string;
let browser: Browser;
let user: TestUser;
let link: { id: string; secret: string };

before(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://nametag.test' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  user = await registerUser(t);
  const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Close friends' }, user.token)).body.id;
  const work = (await t.post('/api/v1/users/@me/audiences', { name: 'Work' }, user.token)).body.id;
  const res = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Robin',
      bio: 'Hello, friends!',
      names: [
        { value: 'Robin', status: 'favourite' },
        { value: 'Birdie', status: 'okay' },
        { value: 'Dr. Robin', status: 'okay' },
      ],
      pronouns: [{ value: 'they/them/their/theirs/themself', status: 'favourite' }],
      placements: { bio: [friends], names: { Birdie: [friends], 'Dr. Robin': [work] } },
    },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
  link = (await t.post(`/api/v1/users/@me/audiences/${friends}/links`, {}, user.token)).body;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await t?.close();
});

describe('a share link’s view', () => {
  for (const javaScript of [true, false]) {
    for (const width of displaysOfThisPass([1280, 390])) {
      for (const colorScheme of displaysOfThisPass(['light', 'dark'] as const)) {
        it(`JavaScript ${javaScript ? 'on' : 'off'}, ${width} px, ${colorScheme}`, async () => {
          const context = await browser.newContext({
            javaScriptEnabled: javaScript,
            viewport: { width, height: 900 },
            colorScheme,
          });
          try {
            const page = await context.newPage();
            const answer = await page.goto(`${base}/v/${link.secret}`);
            assert.equal(answer?.status(), 200);
            const note = page.locator('.shared-view');
            assert.ok(await note.isVisible(), 'the page says whose view it is');
            assert.match((await note.textContent()) ?? '', /what @\S+ shows to “Close friends”/);
            const main = (await page.locator('main').textContent()) ?? '';
            assert.ok(main.includes('Birdie') && main.includes('Hello, friends!'), 'the audience’s items');
            assert.ok(!main.includes('Dr. Robin'), 'not another audience’s');
            assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
            assert.ok((await overflow(page)) <= 0, 'nothing wider than the window');
            if (javaScript) assert.deepEqual(await seriousViolations(page, javaScript), []);
            await page.screenshot({
              path: join(screenshotDir(), `shared-view-${width}-${colorScheme}-js-${javaScript ? 'on' : 'off'}.png`),
              fullPage: true,
            });
            const publicPage = await context.newPage();
            await publicPage.goto(`${base}/@${user.name}`);
            const shown = (await publicPage.locator('main').textContent()) ?? '';
            assert.ok(shown.includes('Robin') && !shown.includes('Birdie') && !shown.includes('Hello, friends!'));
          } finally {
            await context.close();
          }
        });
      }
    }
  }

  it('once revoked, the same address says it is not found and shows nothing of the profile', async () => {
    const other = (await t.post('/api/v1/users/@me/audiences', { name: 'Later' }, user.token)).body.id;
    const doomed = (await t.post(`/api/v1/users/@me/audiences/${other}/links`, {}, user.token)).body;
    assert.equal((await t.del(`/api/v1/users/@me/links/${doomed.id}`, user.token)).status, 200);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const answer = await page.goto(`${base}/v/${doomed.secret}`);
      assert.equal(answer?.status(), 404);
      const text = (await page.locator('main').textContent()) ?? '';
      assert.ok(!text.includes('Robin'));
      assert.match(text, /not found/i);
    } finally {
      await context.close();
    }
  });
});
