/**
 * A profile's embed as a person meets it on another site: a host page on another origin (served on
 * loopback as localhost, the app as 127.0.0.1) puts the oEmbed answer's html in its text, and Chromium
 * frames the embed — which proves the embed may be framed — at 1280 and 390 px, light and dark; the
 * frame needs no scrollbar, nothing spills out of the card, axe finds nothing serious, and "View full
 * profile" opens the page in a new tab outside the sandbox. At the narrowest embed (240 px) every
 * shipped language fits. Screenshots go to tmp/screenshots.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Frame, Page } from 'playwright-core';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import {
  axeResults,
  displaysOfThisPass,
  launchBrowser,
  screenshotDir,
  seriousOf,
  startServedApp,
} from '../helpers/browser.js';
import { createFlag, registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import type { TestApp } from '../helpers/test-app.js';

let t: TestApp & { base: string };
let browser: Browser;
let user: TestUser;
let host: Server;
/** The host page's origin: another site than the app's 127.0.0.1. */
let hostBase: string;
/** The iframe each host page shows, by its path (`/?maxwidth=…`). */
const frames = new Map<string, string>();

async function oembedHtml(query: string): Promise<string> {
  const page = `${t.base}/@${user.name}`;
  const res = await fetch(`${t.base}/oembed?url=${encodeURIComponent(page)}&format=json${query}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { html: string }).html;
}

before(async () => {
  t = await startServedApp();
  user = await registerUser(t);
  const flags = [];
  for (let i = 0; i < 10; i++) flags.push((await createFlag(t, user)).id);
  const res = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Alexandria Maximiliane Wolkenstein-Oberhausen von Ebersberg',
      avatar: (await striped('png', 200, 200)).toString('base64'),
      flags,
      pronouns: [
        { value: 'xe/xem/xyr/xyrs/xemself', status: 'favourite' },
        { value: 'they/them', status: 'favourite' },
        { value: 'fae/faer/faer/faers/faerself', status: 'favourite' },
        { value: 'she/her', status: 'okay' },
      ],
      names: [
        { value: 'Alex', status: 'favourite' },
        { value: 'Lexi', status: 'favourite' },
        { value: 'Maximiliane the Second of Ebersberg', status: 'favourite' },
      ],
    },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
  // As a blog or a chat app asks: WordPress sends a maxwidth of its column.
  frames.set('/', await oembedHtml('&maxwidth=600&maxheight=900'));
  frames.set('/narrowest', await oembedHtml('&maxwidth=240'));
  host = createServer((request, response) => {
    const frame = frames.get(request.url ?? '');
    if (frame === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A blog</title></head>` +
        `<body style="margin:0;padding:16px;font:16px/1.5 Georgia,serif"><main><h1>A post about names</h1><p>Here is who wrote it:</p>${frame}<p>Thanks for reading.</p></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostBase = `http://localhost:${(host.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await t?.close();
});

/** The embed's frame in the host page, once its document has loaded. */
async function embedFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe');
  const frame = await element.contentFrame();
  assert.ok(frame, 'the iframe has a document');
  await frame.waitForLoadState('load');
  return frame;
}

/** How the embed's document lays out: what spills past the frame or the card, in pixels. */
function layoutOf(frame: Frame) {
  return frame.evaluate(() => {
    const main = document.querySelector('main')!;
    const box = main.getBoundingClientRect();
    const outside = Array.from(main.querySelectorAll('h1, p, dl, a, ul'))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
      .map(({ element }) => element.className || element.tagName);
    return {
      scrollsDown: document.documentElement.scrollHeight - window.innerHeight,
      scrollsSideways: document.documentElement.scrollWidth - window.innerWidth,
      cardSpillsDown: main.scrollHeight - main.clientHeight,
      cardSpillsSideways: main.scrollWidth - main.clientWidth,
      outside,
      background: getComputedStyle(document.body).backgroundColor,
      width: window.innerWidth,
    };
  });
}

describe('the embed, framed by another site', () => {
  for (const width of displaysOfThisPass([1280, 390])) {
    for (const colorScheme of displaysOfThisPass(['light', 'dark'] as const)) {
      it(`${width} px, ${colorScheme}`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 700 }, colorScheme });
        try {
          const page = await context.newPage();
          const answer = await page.goto(`${hostBase}/`);
          assert.equal(answer?.status(), 200);
          const frame = await embedFrame(page);
          assert.equal(frame.url(), `${t.base}/@${user.name}/embed`);
          // Framed across sites: the embed's own document, not the browser's refusal.
          assert.equal(
            await frame.locator('h1').textContent(),
            'Alexandria Maximiliane Wolkenstein-Oberhausen von Ebersberg',
          );
          assert.ok(await frame.locator('.embed-open').isVisible());
          const layout = await layoutOf(frame);
          assert.equal(layout.width, width >= 600 ? 400 : width - 32, 'as wide as the answer says, or the column');
          assert.ok(layout.scrollsDown <= 0 && layout.scrollsSideways <= 0, `no scrollbar: ${JSON.stringify(layout)}`);
          assert.ok(layout.cardSpillsDown <= 0 && layout.cardSpillsSideways <= 0, JSON.stringify(layout));
          assert.deepEqual(layout.outside, []);
          assert.equal(layout.background, colorScheme === 'dark' ? 'rgb(20, 22, 26)' : 'rgb(255, 255, 255)');
          await page.screenshot({ path: join(screenshotDir(), `embed-host-${width}-${colorScheme}.png`) });

          // axe runs in the embed opened at the frame's size (the frame itself runs no script).
          const alone = await context.newPage();
          await alone.setViewportSize({ width: layout.width, height: 200 });
          assert.equal((await alone.goto(`${t.base}/@${user.name}/embed`))?.status(), 200);
          assert.deepEqual(seriousOf(await axeResults(alone)), []);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('"View full profile" opens the page in a new tab, outside the frame’s sandbox', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    try {
      const page = await context.newPage();
      await page.goto(`${hostBase}/`);
      const frame = await embedFrame(page);
      const [opened] = await Promise.all([context.waitForEvent('page'), frame.locator('.embed-open').click()]);
      await opened.waitForLoadState('load');
      assert.equal(opened.url(), `${t.base}/@${user.name}`);
      assert.equal(page.url(), `${hostBase}/`, 'the host page stays');
      // Its own origin (a sandboxed document's would be "null") and no way back to the host page.
      assert.equal(await opened.evaluate(() => window.origin), t.base);
      assert.equal(await opened.evaluate(() => window.opener), null);
      assert.match((await opened.locator('h1').textContent()) ?? '', /Alexandria/);
    } finally {
      await context.close();
    }
  });

  it('fits the narrowest embed in every language', async () => {
    for (const locale of SHIPPED_LOCALES) {
      const context = await browser.newContext({ viewport: { width: 600, height: 500 }, locale });
      try {
        const page = await context.newPage();
        await page.goto(`${hostBase}/narrowest`);
        const frame = await embedFrame(page);
        assert.equal(await frame.evaluate(() => document.documentElement.lang), locale);
        const layout = await layoutOf(frame);
        assert.equal(layout.width, 240);
        assert.ok(layout.scrollsDown <= 0 && layout.scrollsSideways <= 0, `${locale}: ${JSON.stringify(layout)}`);
        assert.ok(layout.cardSpillsDown <= 0 && layout.cardSpillsSideways <= 0, `${locale}: ${JSON.stringify(layout)}`);
        assert.deepEqual(layout.outside, [], locale);
        if (locale === 'en' || locale === 'nl') {
          await page.screenshot({ path: join(screenshotDir(), `embed-narrowest-${locale}.png`) });
        }
      } finally {
        await context.close();
      }
    }
  });
});
