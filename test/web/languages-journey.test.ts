/**
 * The translated pages (home, log-in, sign-up with an error, a page not found) as a person meets
 * them in Chromium, in every shipped language, with JavaScript on and off: the browser's language
 * picks the page's, `lang` and `dir` are set, the footer changes it for the next pages, and axe
 * finds no serious problem. In the accented pseudo-locale no word on these pages is left in plain
 * English (every one went through the catalogue); in the mirrored one the pages run right to left
 * without scrolling sideways at 390 px.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { en } from '../../src/i18n/messages/en.js';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import {
  htmlLangDir,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
} from '../helpers/browser.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp({ PSEUDO_LOCALES: 'true' });
});
after(async () => {
  await browser?.close();
  await t?.close();
});

const h1 = async (page: Page) => (await page.textContent('h1'))?.trim();

/** Words on the page a person reads or hears: text, and the attributes screen readers say. */
function readWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (node.textContent?.trim()) words.push(node.textContent.trim());
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) words.push(value.trim());
      }
    }
    words.push(document.title);
    return words;
  });
}

for (const javaScript of [true, false]) {
  describe(`languages with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    for (const locale of SHIPPED_LOCALES) {
      it(`${locale}: the browser's language picks the pages', and they speak it`, async () => {
        const context = await browser.newContext({
          javaScriptEnabled: javaScript,
          locale,
          bypassCSP: true,
          viewport: { width: 1280, height: 900 },
        });
        const page = await context.newPage();
        const messages = CATALOGUES[locale];
        try {
          await page.goto(`${t.base}/`);
          assert.deepEqual(await htmlLangDir(page), [locale, 'ltr']);
          assert.match(
            (await h1(page)) ?? '',
            new RegExp(messages['home.title'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          );
          assert.deepEqual(await seriousViolations(page, javaScript), [], `home in ${locale}`);

          await submit(page, 'a.button[href="/login"]');
          assert.equal(await h1(page), messages['login.title']);
          assert.deepEqual(await seriousViolations(page, javaScript), [], `log-in in ${locale}`);

          await page.goto(`${t.base}/register`);
          assert.equal(await h1(page), messages['signup.title']);
          await page.fill('[name="username"]', 'x');
          await page.fill('[name="password"]', 'a password long enough');
          await submit(page, 'form[action="/register"] button[type="submit"]');
          assert.equal(await h1(page), messages['signup.title']);
          assert.equal(await page.inputValue('[name="username"]'), 'x', 'what was typed stays');
          assert.deepEqual(await seriousViolations(page, javaScript), [], `sign-up with an error in ${locale}`);
          await page.screenshot({
            path: join(screenshotDir(), `languages-${locale}-signup-${javaScript ? 'js' : 'nojs'}.png`),
            fullPage: true,
          });

          await page.goto(`${t.base}/@nobody_by_that_name`);
          assert.equal(await h1(page), messages['error.notFound']);
        } finally {
          await context.close();
        }
      });
    }

    it('the footer changes the language for the next pages', async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript, locale: 'de' });
      const page = await context.newPage();
      try {
        await page.goto(`${t.base}/login`);
        assert.equal(await h1(page), 'Anmelden');
        await submit(page, 'footer a[hreflang="pl"]');
        assert.equal(new URL(page.url()).pathname, '/login', 'back on the same page');
        assert.equal(await h1(page), 'Zaloguj się');
        await page.goto(`${t.base}/register`);
        assert.deepEqual(await htmlLangDir(page), ['pl', 'ltr']);
        assert.equal(await page.getAttribute('footer a[hreflang="pl"]', 'aria-current'), 'true');
      } finally {
        await context.close();
      }
    });

    it('in the accented pseudo-locale no word is left in plain English', async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      // What is the same in every language: the site's name, the examples of pronouns, languages' own names.
      const same = new Set([
        'Nametag',
        'they/them',
        'she/her',
        'he/him',
        'xe/xem',
        'mastodon.social',
        'English',
        'Deutsch',
        'Español',
      ]);
      const plainEnglish = /[A-Za-z]{2,}/;
      try {
        const found: string[] = [];
        /** Notes every read text of the page that holds a word of plain English. */
        const leftAfter = async (label: string) => {
          for (const words of await readWords(page)) {
            const left = words
              .split(/[\s,·:()[\]]+/)
              .filter(
                (word) =>
                  plainEnglish.test(word) &&
                  !same.has(word) &&
                  !/^(Français|Nederlands|Polski|Português|Brasil|Mirrored)$/.test(word),
              );
            if (left.length > 0) found.push(`${label}: ${words}`);
          }
        };
        for (const path of ['/', '/login', '/register', '/@nobody_by_that_name']) {
          await page.goto(`${t.base}${path}?lang=en-XA`);
          await leftAfter(path);
          await page.screenshot({
            path: join(
              screenshotDir(),
              `languages-pseudo${path.replace(/\W+/g, '-')}${javaScript ? 'js' : 'nojs'}.png`,
            ),
            fullPage: true,
          });
        }
        // Forms sent with mistakes: the sentences beside the fields and on top.
        await page.goto(`${t.base}/register?lang=en-XA`);
        await page.fill('[name="username"]', 'x');
        await page.fill('[name="password"]', 'short');
        await submit(page, 'form[action="/register"] button[type="submit"]');
        await leftAfter('/register with mistakes');
        await page.goto(`${t.base}/login`);
        await page.fill('[name="username"]', 'nobody_by_that_name');
        await page.fill('[name="password"]', 'not the password');
        await submit(page, 'form[action="/login"] button[type="submit"]');
        await leftAfter('/login with a wrong password');
        await page.goto(`${t.base}/recover`);
        await page.fill('[name="username"]', 'nobody_by_that_name');
        await page.fill('[name="code"]', 'aaaa-bbbb-cccc-dddd');
        await page.fill('[name="password"]', 'a new password here');
        await submit(page, 'form[action="/recover"] button[type="submit"]');
        await leftAfter('/recover with a wrong code');
        assert.deepEqual(found, []);
      } finally {
        await context.close();
      }
    });

    it('in the mirrored pseudo-locale the pages run right to left without scrolling sideways', async () => {
      const context = await browser.newContext({
        javaScriptEnabled: javaScript,
        viewport: { width: 390, height: 900 },
        colorScheme: 'dark',
      });
      const page = await context.newPage();
      try {
        for (const path of ['/', '/login', '/register']) {
          await page.goto(`${t.base}${path}?lang=ar-XB`);
          assert.deepEqual(await htmlLangDir(page), ['ar-XB', 'rtl']);
          assert.ok((await overflow(page)) <= 0, `${path} scrolls sideways right to left`);
          await page.screenshot({
            path: join(screenshotDir(), `languages-rtl${path.replace(/\W+/g, '-')}${javaScript ? 'js' : 'nojs'}.png`),
            fullPage: true,
          });
        }
      } finally {
        await context.close();
      }
    });
  });
}

describe('the longest language at 390 px', () => {
  it('fits without scrolling sideways on the home, log-in and sign-up pages', async () => {
    // The language whose messages on these pages are longest, measured from the catalogues.
    const length = (locale: (typeof SHIPPED_LOCALES)[number]) =>
      Object.keys(en).reduce((sum, id) => sum + CATALOGUES[locale][id as keyof typeof en].length, 0);
    const longest = [...SHIPPED_LOCALES].sort((a, b) => length(b) - length(a))[0]!;
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale: longest });
    const page = await context.newPage();
    try {
      for (const path of ['/', '/login', '/register']) {
        await page.goto(`${t.base}${path}`);
        assert.ok((await overflow(page)) <= 0, `${path} in ${longest} scrolls sideways`);
        await page.screenshot({
          path: join(screenshotDir(), `languages-longest-${longest}${path.replace(/\W+/g, '-')}.png`),
          fullPage: true,
        });
      }
    } finally {
      await context.close();
    }
  });
});
