/**
 * The profile editor in every shipped language, in Chromium with JavaScript on and off: the browser's
 * language picks the editor's, `lang` is set, the heading and the sentences of a failed save speak it
 * beside their fields with what was typed kept, and axe finds no serious problem. In the accented
 * pseudo-locale no word of the editor, the member editor or the flag library is left in plain English
 * (what the script says included); in the mirrored one the editor runs right to left without
 * scrolling sideways at 390 px. German and Polish, the longest, are photographed at 390 px.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { fieldName, fieldSentence } from '../../src/web/support/field-sentences.js';
import {
  htmlLangDir,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
} from '../helpers/browser.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
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

const SAVE = 'form.profile-form .save-bar button[type="submit"]';
const h1 = async (page: Page) => (await page.textContent('h1'))?.trim();

/** Names made of digits and underscores: no word of them looks like English to the pseudo-locale check. */
const digits = (prefix: string) => `${prefix}_${String(Math.random()).slice(2, 10)}`;

/** A user with an unlisted member (so the member list and its badge show), signed in. */
async function signedIn(options: BrowserContextOptions): Promise<{ user: TestUser; member: string; page: Page }> {
  const user = await registerUser(t, digits('u'));
  const member = await createMember(t, user, { name: digits('m'), unlisted: true });
  const context = await browser.newContext({ bypassCSP: true, timezoneId: 'Europe/Berlin', ...options });
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await submit(page, 'form[action="/login"] button[type="submit"]');
  return { user, member: member.id, page };
}

/** Words on the page a person reads or hears: text, and the attributes screen readers say. */
function readWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (node.textContent?.trim()) words.push(node.textContent.trim());
    }
    // What screen readers say, and the sentences the script shows or announces.
    const read = [
      'aria-label',
      'title',
      'placeholder',
      'alt',
      'data-added',
      'data-moved-up',
      'data-moved-down',
      'data-removed',
      'data-too-large',
      'data-preview-alt',
      'data-use-zone',
      'data-zone-set',
      'data-unsaved-changes',
      'data-confirm',
      'data-counter',
      'data-counter-over',
      'data-counter-fits',
    ];
    for (const element of Array.from(document.querySelectorAll(read.map((name) => `[${name}]`).join(', ')))) {
      for (const name of read) {
        const value = element.getAttribute(name);
        if (value?.trim()) words.push(value.trim());
      }
    }
    // The rows a template adds are read once added: their labels and buttons.
    for (const template of Array.from(document.querySelectorAll('template'))) {
      for (const element of Array.from(
        template.content.querySelectorAll('label, legend, [aria-label], [placeholder]'),
      )) {
        words.push(
          element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '',
        );
      }
    }
    words.push(document.title);
    return words.filter((word) => word.trim() !== '');
  });
}

for (const javaScript of [true, false]) {
  describe(`the editor's languages with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    for (const locale of SHIPPED_LOCALES) {
      it(`${locale}: the editor speaks the browser's language, and so do the sentences of a failed save`, async () => {
        const { page, member } = await signedIn({ javaScriptEnabled: javaScript, locale });
        const messages = CATALOGUES[locale];
        try {
          await page.goto(`${t.base}/edit/profile`);
          assert.deepEqual(await htmlLangDir(page), [locale, 'ltr']);
          assert.equal(await h1(page), messages['editor.heading.profile']);
          assert.equal(
            (await page.textContent('#preferences-title'))?.trim(),
            messages['editor.section.ownPreferences'],
          );
          assert.deepEqual(
            await page.$$eval('#f-names-0-status option', (options) => options.map((o) => o.textContent)),
            [
              messages['profile.preference.favourite'],
              messages['profile.preference.okay'],
              messages['profile.preference.jokingly'],
              messages['profile.preference.friends_only'],
              messages['profile.preference.avoid'],
            ],
          );

          await page.fill('[name="display_name"]', 'Robin');
          await page.fill('[name="timezone"]', 'Mars/Base');
          await page.fill('[name="links.0"]', 'robin.example/blog');
          await submit(page, SAVE);
          assert.equal(await h1(page), messages['editor.heading.profile']);
          assert.equal((await page.textContent('#f-timezone-error'))?.trim(), messages['problem.timeZone']);
          const translator = translatorFor(locale);
          assert.equal(
            (await page.textContent('#f-links-0-error'))?.trim(),
            fieldSentence(
              translator,
              { path: 'links.0', rule: 'url', keyword: 'url' },
              'robin.example/blog',
              fieldName(translator, 'links.0'),
            ),
          );
          assert.equal(
            (await page.textContent('.error-summary .alert-title'))?.trim(),
            messages['form.problemSummary'],
          );
          assert.equal(await page.inputValue('[name="timezone"]'), 'Mars/Base', 'what was typed stays');
          assert.equal(await page.inputValue('[name="display_name"]'), 'Robin');
          assert.deepEqual(await seriousViolations(page, javaScript), [], `the editor with errors in ${locale}`);

          await page.goto(`${t.base}/edit/members/${member}`);
          assert.equal((await page.textContent('#delete-member'))?.trim(), messages['editor.member.delete.title']);
          assert.deepEqual(await seriousViolations(page, javaScript), [], `the member editor in ${locale}`);
          await page.goto(`${t.base}/edit/flags`);
          assert.equal(await h1(page), messages['flags.title']);
          assert.deepEqual(await seriousViolations(page, javaScript), [], `the flags in ${locale}`);
        } finally {
          await page.context().close();
        }
      });
    }

    it('in the accented pseudo-locale no word of the editor is left in plain English', async () => {
      const { page, user, member } = await signedIn({ javaScriptEnabled: javaScript });
      // The same in every language: the site's name, the languages' own names, what a person typed.
      const same = new Set([
        'Nametag',
        'English',
        'Deutsch',
        'Español',
        'Français',
        'Nederlands',
        'Polski',
        'Mirrored',
      ]);
      // What a person typed, and the browser's time zone (its name is the same in every language).
      const typed = ['Mars/Base', 'robin.example', 'Europe/Berlin'];
      const plainEnglish = /[A-Za-z]{2,}/;
      const found: string[] = [];
      const leftAfter = async (label: string) => {
        for (const words of await readWords(page)) {
          const left = words
            // Web addresses, and the places the script fills in.
            .replace(/https?:\/\/\S*/g, '')
            .replace(/\{(place|count|limit|size|zone|length|over)\}/g, '')
            .split(/[\s,·:()[\]“”]+/)
            .filter(
              (word) =>
                plainEnglish.test(word) &&
                !same.has(word) &&
                !typed.some((text) => word.includes(text)) &&
                !/^(Português|Brasil)$/.test(word),
            );
          if (left.length > 0) found.push(`${label}: ${words}`);
        }
      };
      const shot = (name: string) =>
        page.screenshot({
          path: join(screenshotDir(), `editor-pseudo-${name}-${javaScript ? 'js' : 'nojs'}.png`),
          fullPage: true,
        });
      try {
        await page.goto(`${t.base}/edit/profile?welcome=1&lang=en-XA`);
        assert.deepEqual(await htmlLangDir(page), ['en-XA', 'ltr']);
        if (javaScript) {
          // What the script writes: a row added (and what it announces), the unsaved state, the time zone button.
          await page.click('button[value="names.add"]');
          await page.waitForFunction(() => document.querySelector('[data-announcer]')?.textContent?.trim());
          assert.ok(await page.isVisible('.zone-row button'), 'the time zone button is offered');
        }
        await leftAfter('/edit/profile');
        await shot('profile');

        await page.fill('[name="timezone"]', 'Mars/Base');
        await page.fill('[name="links.0"]', 'robin.example/blog');
        await submit(page, SAVE);
        await leftAfter('/edit/profile with mistakes');
        await shot('profile-errors');

        // A list button without JavaScript: the form comes back unsaved.
        if (!javaScript) {
          await submit(page, 'button[value="names.add"]');
          await leftAfter('/edit/profile after Add');
        }
        await page.goto(`${t.base}/edit/members/new`);
        await leftAfter('/edit/members/new');
        await page.goto(`${t.base}/edit/members/${member}`);
        await leftAfter('/edit/members/:id');
        if (!javaScript) {
          // Without JavaScript nothing asks first: the page says the box was not ticked.
          await submit(page, '#delete-member ~ form button[type="submit"]');
          await leftAfter('/edit/members/:id/delete unconfirmed');
        }
        await page.goto(`${t.base}/edit/flags`);
        await leftAfter('/edit/flags');
        await shot('flags');
        assert.deepEqual(
          found.filter((line) => !line.includes(user.name)),
          [],
        );
      } finally {
        await page.context().close();
      }
    });

    it('in the mirrored pseudo-locale the editor runs right to left without scrolling sideways at 390 px', async () => {
      const { page, member } = await signedIn({
        javaScriptEnabled: javaScript,
        viewport: { width: 390, height: 900 },
        colorScheme: 'dark',
      });
      try {
        for (const [name, path] of [
          ['profile', '/edit/profile?welcome=1'],
          ['member', `/edit/members/${member}`],
          ['flags', '/edit/flags'],
        ] as const) {
          await page.goto(`${t.base}${path}${path.includes('?') ? '&' : '?'}lang=ar-XB`);
          assert.deepEqual(await htmlLangDir(page), ['ar-XB', 'rtl']);
          assert.ok((await overflow(page)) <= 0, `${path} scrolls sideways right to left`);
          await page.screenshot({
            path: join(screenshotDir(), `editor-rtl-${name}-${javaScript ? 'js' : 'nojs'}.png`),
            fullPage: true,
          });
        }
      } finally {
        await page.context().close();
      }
    });
  });
}

describe('the editor in German and Polish at 390 px', () => {
  for (const locale of ['de', 'pl'] as const) {
    it(`${locale}: fits without scrolling sideways, with its errors shown`, async () => {
      const { page, member } = await signedIn({ locale, viewport: { width: 390, height: 900 } });
      try {
        await page.goto(`${t.base}/edit/profile?welcome=1`);
        await page.fill('[name="timezone"]', 'Mars/Base');
        await page.fill('[name="links.0"]', 'robin.example/blog');
        await submit(page, SAVE);
        assert.ok((await overflow(page)) <= 0, `the editor in ${locale} scrolls sideways`);
        await page.screenshot({ path: join(screenshotDir(), `editor-${locale}-390.png`), fullPage: true });
        for (const [name, path] of [
          ['member', `/edit/members/${member}`],
          ['flags', '/edit/flags'],
        ] as const) {
          await page.goto(`${t.base}${path}`);
          assert.ok((await overflow(page)) <= 0, `${path} in ${locale} scrolls sideways`);
          await page.screenshot({ path: join(screenshotDir(), `editor-${locale}-${name}-390.png`), fullPage: true });
        }
      } finally {
        await page.context().close();
      }
    });
  }
});
