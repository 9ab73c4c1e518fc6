/**
 * A verified link as a person sees it: the profile page in Chromium, with JavaScript on and off, at
 * 1280 and 390 px, light and dark: the mark beside the link that links back, none beside the other,
 * the mark's words read by screen readers, nothing wider than the window, axe clean (with JavaScript
 * on: axe runs as a script). Screenshots go to tmp/screenshots.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { displaysOfThisPass, launchBrowser, overflow, screenshotDir, seriousViolations } from '../helpers/browser.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://nametag.test';

let t: TestApp;
let base: string;
let site: http.Server;
let siteBase: string;
let browser: Browser;
let user: TestUser;

before(async () => {
  t = await startTestApp(
    { PUBLIC_URL, LINK_VERIFICATION_ALLOW_INSECURE: 'true', LINK_VERIFICATION_SECONDS: '3' },
    { linkChecks: { everyMs: 60 * 60 * 1000, hostSpacingMs: 0 } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // A personal site: one page links back to the profile with rel="me", the other only mentions it.
  site = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    const page = request.url?.startsWith('/back')
      ? `<a rel="me" href="${to}">my Nametag</a>`
      : `<a href="${to}">my Nametag</a>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>${page}`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  user = await registerUser(t);
  const profile = encodeURIComponent(`${PUBLIC_URL}/@${user.name}`);
  const res = await t.patch(
    '/api/v1/users/@me',
    { links: [`${siteBase}/back?to=${profile}`, `${siteBase}/mention?to=${profile}`] },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
  await t.app.linkChecks.settled();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  site?.closeAllConnections();
  site?.close();
  await t?.close();
});

describe('a verified link on the profile page', () => {
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
            const answer = await page.goto(`${base}/@${user.name}`);
            assert.equal(answer?.status(), 200);
            const items = page.locator('li', { has: page.locator(`a[href^="${siteBase}"]`) });
            assert.equal(await items.count(), 2);
            const back = items.filter({ has: page.locator(`a[href^="${siteBase}/back"]`) });
            const mention = items.filter({ has: page.locator(`a[href^="${siteBase}/mention"]`) });
            assert.equal(await back.locator('.verified-link').count(), 1, 'the link back is marked');
            assert.equal(await mention.locator('.verified-link').count(), 0, 'the mere mention is not');
            assert.ok(await back.locator('.verified-link svg').isVisible(), 'the mark is seen');
            assert.equal(
              (await back.locator('.verified-link .visually-hidden').textContent())?.trim(),
              'Verified: this page links back to this profile',
            );
            assert.equal(await back.locator('a').getAttribute('rel'), 'nofollow ugc noopener me');
            assert.ok((await overflow(page)) <= 0, 'nothing wider than the window');
            if (javaScript) assert.deepEqual(await seriousViolations(page, javaScript), []);
            await page.screenshot({
              path: join(screenshotDir(), `verified-links-${width}-${colorScheme}-js-${javaScript ? 'on' : 'off'}.png`),
            });
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
