/**
 * The pronoun example pages as a person meets them in Chromium, in every shipped language: a set of
 * the reader's language with its sentences, a set of another language marked with its `lang`, the
 * choice between languages for a text several know, the page's own words in the reader's language,
 * and axe finding no serious problem. In the accented
 * pseudo-locale no word of the page's own is left in plain English (the pronouns and sentences, in
 * their language and marked so, are not the page's words); in the mirrored one the pages run right to
 * left without scrolling sideways at 390 px.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import type { ShippedLocale } from '../../src/i18n/locales.js';
import { launchBrowser, overflow, screenshotDir, seriousViolations, startServedApp } from '../helpers/browser.js';
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

/** Each language's own set, a sentence of it, and a set of another language. */
const CASES: Array<{ locale: ShippedLocale; path: string; label: string; sentence: string; other: string }> = [
  {
    locale: 'en',
    path: '/pronouns/they/them',
    label: 'they/them',
    sentence: 'They are going out tonight.',
    other: '/pronouns/elle?in=fr',
  },
  {
    locale: 'de',
    path: '/pronouns/sie/ihr',
    label: 'sie/ihr',
    sentence: 'Ihre Jacke hängt noch an der Tür.',
    other: '/pronouns/they/them',
  },
  {
    locale: 'es',
    path: '/pronouns/elle/le',
    label: 'elle',
    sentence: 'Elle está orgullose de sí misme.',
    other: '/pronouns/elu',
  },
  {
    locale: 'fr',
    path: '/pronouns/iel',
    label: 'iel',
    sentence: 'C’est un·e ami·e de longue date.',
    other: '/pronouns/elle?in=es',
  },
  {
    locale: 'pt-BR',
    path: '/pronouns/elu/delu',
    label: 'elu/delu',
    sentence: 'Essa chave é delu?',
    other: '/pronouns/iel',
  },
  {
    locale: 'nl',
    path: '/pronouns/die/diens',
    label: 'die/diens',
    sentence: 'Is dit diens sleutel?',
    other: '/pronouns/xier',
  },
  {
    locale: 'pl',
    path: '/pronouns/ono',
    label: 'ono/jego',
    sentence: 'Ono zrobiło to całkiem samo.',
    other: '/pronouns/hen',
  },
];

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * The page's own words: text and read attributes, leaving out what is marked as another language
 * and the footer's language names, and a set's forms, sentences and links, which are its language's
 * (a pseudo-locale reads English sets as its own, so they carry no `lang` there).
 */
function ownWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // No named function inside: the test's compiler would wrap it in a helper the page does not have.
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName) || parent.closest('body [lang]') !== null) continue;
      if (parent.closest('.examples, .pronoun-forms td, a[href^="/pronouns/"]') !== null) continue;
      if (node.textContent?.trim()) words.push(node.textContent.trim());
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      if (element.closest('body [lang]') !== null) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) words.push(value.trim());
      }
    }
    words.push(document.title);
    return words;
  });
}

describe('pronoun pages in every language', () => {
  for (const { locale, path, label, sentence, other } of CASES) {
    it(`${locale}: a set of the language and one of another, in the reader’s words`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 900 } });
      const page = await context.newPage();
      const messages = CATALOGUES[locale];
      try {
        await page.goto(`${t.base}${path}`);
        assert.equal(await htmlLang(page), locale);
        assert.equal((await page.textContent('h1'))?.trim(), label);
        assert.equal(await page.getAttribute('.examples', 'lang'), null, 'the sentences are in the page’s language');
        assert.ok(((await page.textContent('.examples')) ?? '').includes(sentence));
        assert.equal((await page.textContent('h2'))?.trim(), messages['pronouns.examples']);
        assert.equal((await page.textContent('caption'))?.trim(), messages['pronouns.forms']);
        assert.equal(await page.title(), `${messages['pronouns.title'].replace('{set}', label)} · Nametag`);
        assert.ok((await overflow(page)) <= 0, `${path} in ${locale} scrolls sideways`);
        assert.deepEqual(await seriousViolations(page, true), [], `${path} in ${locale}`);
        await page.screenshot({ path: join(screenshotDir(), `pronouns-${locale}.png`), fullPage: true });

        await page.goto(`${t.base}${other}`);
        assert.equal(await htmlLang(page), locale);
        const setLanguage = await page.getAttribute('.examples', 'lang');
        assert.ok(setLanguage !== null && setLanguage !== locale, `${other}: the sentences carry their language`);
        assert.equal(await page.getAttribute('h1', 'lang'), setLanguage);
        assert.equal(await page.locator('.pronoun-language').count(), 1);
        assert.ok((await overflow(page)) <= 0, `${other} in ${locale} scrolls sideways`);
        assert.deepEqual(await seriousViolations(page, true), [], `${other} in ${locale}`);
        await page.screenshot({ path: join(screenshotDir(), `pronouns-${locale}-other.png`), fullPage: true });

        await page.goto(`${t.base}/pronouns/zork/zorp`);
        assert.equal((await page.textContent('h1'))?.trim(), 'zork/zorp');
        assert.ok(((await page.textContent('main')) ?? '').includes(messages['pronouns.unknown']));
        assert.ok((await overflow(page)) <= 0, `an unknown set in ${locale} scrolls sideways`);
        assert.deepEqual(await seriousViolations(page, true), [], `an unknown set in ${locale}`);
        await page.screenshot({ path: join(screenshotDir(), `pronouns-${locale}-unknown.png`), fullPage: true });

        // "elle" is French and Spanish: the page lets the reader choose, in the reader's language.
        await page.goto(`${t.base}/pronouns/elle`);
        assert.equal(await htmlLang(page), locale);
        assert.equal((await page.textContent('h1'))?.trim(), 'elle');
        assert.ok(((await page.textContent('main')) ?? '').includes(messages['pronouns.ambiguous']));
        const choices = await page.$$eval('.pronoun-choices a', (links) =>
          links.map((link) => `${link.getAttribute('lang')} ${link.getAttribute('href')}`).sort(),
        );
        assert.deepEqual(choices, ['es /pronouns/elle/le?in=es', 'fr /pronouns/elle/elle?in=fr']);
        assert.equal(await page.locator('.examples').count(), 0);
        assert.ok((await overflow(page)) <= 0, `the choice in ${locale} scrolls sideways`);
        assert.deepEqual(await seriousViolations(page, true), [], `the choice in ${locale}`);
        await page.screenshot({ path: join(screenshotDir(), `pronouns-${locale}-choice.png`), fullPage: true });
      } finally {
        await context.close();
      }
    });
  }

  it('a profile’s pronoun link leads to the set in its language', async () => {
    const context = await browser.newContext({ locale: 'fr' });
    const page = await context.newPage();
    try {
      const name = `pronoun_${Date.now().toString(36)}`;
      const token = (await t.post('/api/v1/auth/register', { username: name, password: 'correct horse battery' })).body
        .token as string;
      await t.patch('/api/v1/users/@me', { pronouns: [{ value: 'elle/le', status: 'favourite' }] }, token);
      await page.goto(`${t.base}/@${name}`);
      await Promise.all([page.waitForNavigation(), page.click('a[href^="/pronouns/elle"]')]);
      assert.equal(new URL(page.url()).search, '?in=es');
      assert.equal(await page.getAttribute('.examples', 'lang'), 'es');
      assert.ok(((await page.textContent('.examples')) ?? '').includes('Elle sale esta noche.'));
    } finally {
      await context.close();
    }
  });

  it('in the accented pseudo-locale no word of the page’s own is left in plain English', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const same = new Set(['Nametag', 'English', 'Deutsch', 'Español', 'Français', 'Nederlands', 'Polski']);
    try {
      const found: string[] = [];
      // Each page with the pronouns it names (in its title, and typed ones in its heading), which are
      // no words of the page's: the home page's examples are the reader's (English) sets.
      const pages: Array<[string, string[]]> = [
        ['/pronouns/they/them', ['they', 'them']],
        ['/pronouns/elle?in=es', ['elle']],
        ['/pronouns/zork', ['zork']],
        ['/pronouns/elle', ['elle']],
        ['/', ['they', 'them', 'she', 'her', 'he', 'him', 'xe', 'xem']],
      ];
      for (const [path, pronouns] of pages) {
        await page.goto(`${t.base}${path}${path.includes('?') ? '&' : '?'}lang=en-XA`);
        for (const words of await ownWords(page)) {
          const left = words
            .split(/[\s,·:()[\]/]+/)
            .filter(
              (word) =>
                /[A-Za-z]{2,}/.test(word) &&
                !same.has(word) &&
                !pronouns.includes(word) &&
                !/^(Português|Brasil|Mirrored)$/.test(word),
            );
          if (left.length > 0) found.push(`${path}: ${words}`);
        }
      }
      assert.deepEqual(found, []);
      // English sets are the pseudo-locale's own: no language named, no `lang` on them.
      await page.goto(`${t.base}/pronouns/they/them?lang=en-XA`);
      assert.equal(await page.getAttribute('.examples', 'lang'), null);
      assert.equal(await page.getAttribute('h1', 'lang'), null);
      assert.equal(await page.locator('.pronoun-language').count(), 0);
      await page.goto(`${t.base}/pronouns/zork?lang=en-XA`);
      assert.equal(await page.locator('main a[lang]').count(), 0);
    } finally {
      await context.close();
    }
  });

  it('in the mirrored pseudo-locale the pages run right to left without scrolling sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    try {
      // A set typed in full with long forms wraps rather than scrolls.
      const long = `/pronouns/${'xyzzy'.repeat(12)}/em/eir/eirs/${'emself'.repeat(8)}`;
      for (const path of ['/pronouns/they/them', '/pronouns/onu?in=pl', '/pronouns/zork', '/pronouns/elle', long]) {
        await page.goto(`${t.base}${path}${path.includes('?') ? '&' : '?'}lang=ar-XB`);
        assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
        assert.ok((await overflow(page)) <= 0, `${path} scrolls sideways right to left`);
        await page.screenshot({
          path: join(screenshotDir(), `pronouns-rtl${path.replace(/\W+/g, '-')}.png`),
          fullPage: true,
        });
      }
    } finally {
      await context.close();
    }
  });
});
