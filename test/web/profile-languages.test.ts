/**
 * A profile with members as a visitor meets it in Chromium, in every shipped language: `lang`, the
 * built-in preferences and headings in that language, the owner's words as typed, and axe finds no
 * serious problem. In the accented pseudo-locale no word of plain English is left on the user's page,
 * the member's page or the owner's own page; in the mirrored one they run right to left without
 * scrolling sideways at 390 px. Screenshots of German and Polish at 390 and 1280 px, light and dark.
 *
 * The owner's words are chosen to be no word of any language (symbols, emoji, letters outside A–Z),
 * so a plain English word left on the page is the page's own.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { createMember, PREF_A, registerUser, type TestUser } from '../helpers/factories.js';
import {
  displaysOfThisPass,
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
let owner: TestUser;

const CUSTOM = 'ꙮ✨ꙮ';
const MEMBER = 'Ꙩꙩ';

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp({ PSEUDO_LOCALES: 'true' });
  owner = await registerUser(t);
  const res = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Ꙩꙩ Ŋøø',
      bio: '🌈 ✨ ꙮꙮꙮ',
      timezone: 'Europe/Berlin',
      links: ['https://ꙮꙮ.example/'],
      custom_preferences: { [PREF_A]: { icon: 'star', tooltip: CUSTOM, size: 'normal' } },
      names: [
        { value: 'Ŋøø', status: 'favourite' },
        { value: 'Ꙩø', status: PREF_A },
        { value: 'Ŋꙩ', status: 'avoid' },
      ],
      pronouns: [
        { pronouns: 'they/them', status: 'okay' },
        { pronouns: 'xe/xem', status: 'jokingly' },
        { pronouns: 'she/her', status: 'friends_only' },
      ],
      fields: [{ name: 'ꙮꙮ', entries: [{ value: '🦊', status: 'favourite' }] }],
    },
    owner.token,
  );
  assert.equal(res.status, 200, res.raw);
  // More than a page of members: the search and the pager show.
  for (let i = 0; i < 50; i++) await createMember(t, owner, { name: `ꙮ${String(i).padStart(2, '0')}` });
  await createMember(t, owner, {
    name: MEMBER,
    names: [{ value: 'Ŋꙩꙩ', status: PREF_A }],
    pronouns: [{ pronouns: 'they/them', status: 'favourite' }],
  });
});
after(async () => {
  await browser?.close();
  await t?.close();
});

const userPage = () => `/@${owner.name}`;
const memberPage = () => `/@${owner.name}/${encodeURIComponent(MEMBER)}`;
/** The path with `?lang=` (or `&lang=`) added. */
const inLanguage = (path: string, locale: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;

/** Words on the page a person reads or hears: text, and the attributes screen readers say. */
function readWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    // Text to paste elsewhere (translate="no") and words marked as English (an English image's text
    // alternative) are not the page's words in its language.
    const notThePages = '[translate="no"], [lang="en"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (parent?.closest(notThePages)) continue;
      if (node.textContent?.trim()) words.push(node.textContent.trim());
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      if (element.closest(notThePages)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) words.push(value.trim());
      }
    }
    for (const input of Array.from(document.querySelectorAll('input[type="text"][value]'))) {
      words.push((input as HTMLInputElement).value);
    }
    words.push(document.title);
    return words;
  });
}

describe('a profile in every shipped language', () => {
  for (const locale of SHIPPED_LOCALES) {
    it(`${locale}: the page speaks it, the owner's words stay as typed, and axe finds nothing serious`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const messages = CATALOGUES[locale];
      try {
        await page.goto(`${t.base}${userPage()}`);
        assert.deepEqual(await htmlLangDir(page), [locale, 'ltr']);
        assert.equal(await page.textContent('h1'), 'Ꙩꙩ Ŋøø');
        assert.equal(
          await page.getAttribute('.entry.favourite .pref', 'title'),
          messages['profile.preference.favourite'],
        );
        assert.ok(
          await page.locator(`svg[aria-label="${messages['profile.preference.avoid']}"]`).count(),
          'the built-in preference is said in the language',
        );
        assert.equal(await page.locator(`.pref[title="${CUSTOM}"]`).count(), 1, 'the custom label as typed');
        assert.equal((await page.textContent('#members-heading'))?.trim(), messages['profile.members.heading']);
        assert.equal((await page.textContent('#legend-title'))?.trim(), messages['profile.legend']);
        assert.match((await page.textContent('.local-time')) ?? '', /Europe\/Berlin/);
        // The script keeps the time ticking, written as the page wrote it (a minute may just have passed).
        const clock = new Intl.DateTimeFormat(locale, {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'Europe/Berlin',
        });
        const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
        const shown = plain((await page.textContent('.local-time time')) ?? '');
        const now = Date.now();
        assert.ok(
          [now - 60_000, now].map((at) => plain(clock.format(at))).includes(shown),
          `${shown} is the time in ${locale}`,
        );
        assert.equal(await page.locator('.cards .card').count(), 48);
        assert.deepEqual(await seriousViolations(page, true), [], `the user's page in ${locale}`);

        await submit(page, 'nav.pager a[rel="next"]');
        assert.equal(await page.locator('.cards .card').count(), 3);
        await submit(page, `.card a[href$="${encodeURIComponent(MEMBER)}"]`);
        assert.equal(await page.textContent('h1'), MEMBER);
        assert.deepEqual(await htmlLangDir(page), [locale, 'ltr']);
        assert.equal(await page.getAttribute('.entry .pref', 'title'), CUSTOM);
        assert.equal(
          (await page.textContent('section[aria-label] h2.column-title'))?.trim(),
          messages['profile.names'],
        );
        assert.deepEqual(await seriousViolations(page, true), [], `the member's page in ${locale}`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the profile in the pseudo-locales', () => {
  it('accented: no word of plain English is left on the pages, signed out and on one’s own', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Intl writes the time and the zone's name in English for a pseudo-locale; the pronouns are the
    // owner's; the username, the zone's IANA name and the short link are names, the same everywhere.
    const zone = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'long' })
      .formatToParts(t.clock.now())
      .find((part) => part.type === 'timeZoneName')!.value;
    const same = new Set([
      'Nametag',
      'they/them',
      'she/her',
      'xe/xem',
      'Europe/Berlin',
      'AM',
      'PM',
      ...zone.split(' '),
      ...['English', 'Deutsch', 'Español', 'Français', 'Nederlands', 'Polski', 'Português', 'Brasil', 'Mirrored'],
    ]);
    const plainEnglish = /[A-Za-z]{2,}/;
    const found: string[] = [];
    const leftAfter = async (label: string) => {
      for (const words of await readWords(page)) {
        // The short link to copy, whole.
        if (/^https?:\/\/\S+$/.test(words)) continue;
        const left = words
          .split(/[\s,·:()[\]]+/)
          // A sentence's full stop is not part of its last word ("they/them.").
          .map((word) => word.replace(/\.$/, ''))
          .filter(
            (word) =>
              plainEnglish.test(word) &&
              !same.has(word) &&
              !word.includes(owner.name) &&
              !word.includes('.example') &&
              !/\/s\/[a-z]+$/.test(word),
          );
        if (left.length > 0) found.push(`${label}: ${words}`);
      }
    };
    try {
      for (const path of [
        userPage(),
        `${userPage()}?page=2`,
        `${userPage()}?q=${encodeURIComponent('ꙮ0')}`,
        memberPage(),
      ]) {
        await page.goto(`${t.base}${inLanguage(path, 'en-XA')}`);
        await leftAfter(path);
      }
      await page.goto(`${t.base}${userPage()}?q=${encodeURIComponent('ꙮ9')}`);
      await leftAfter('a search that finds nothing');
      await page.screenshot({ path: join(screenshotDir(), 'profile-pseudo-user.png'), fullPage: true });

      // Signed in as the owner: their tools, and the notice after renewing the short link.
      await page.goto(`${t.base}/login`);
      await page.fill('[name="username"]', owner.name);
      await page.fill('[name="password"]', owner.password);
      await submit(page, 'form[action="/login"] button[type="submit"]');
      for (const path of [`${userPage()}?short=new`, `${memberPage()}?short=soon`]) {
        await page.goto(`${t.base}${path}`);
        await leftAfter(`${path}, signed in`);
      }
      await page.screenshot({ path: join(screenshotDir(), 'profile-pseudo-own-member.png'), fullPage: true });
      assert.deepEqual(found, []);
    } finally {
      await context.close();
    }
  });

  it('mirrored: the pages run right to left without scrolling sideways at 390 px', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, colorScheme: 'dark' });
    const page = await context.newPage();
    try {
      for (const [name, path] of [
        ['user', userPage()],
        ['user-page-2', `${userPage()}?page=2`],
        ['member', memberPage()],
      ] as const) {
        await page.goto(`${t.base}${inLanguage(path, 'ar-XB')}`);
        assert.deepEqual(await htmlLangDir(page), ['ar-XB', 'rtl']);
        assert.ok((await overflow(page)) <= 0, `${path} scrolls sideways right to left`);
        await page.screenshot({ path: join(screenshotDir(), `profile-rtl-${name}.png`), fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
});

describe('German and Polish, narrow and wide, light and dark', () => {
  for (const locale of ['de', 'pl'] as const) {
    for (const width of displaysOfThisPass([390, 1280])) {
      for (const colorScheme of displaysOfThisPass(['light', 'dark'] as const)) {
        it(`${locale} at ${width} px, ${colorScheme}: fits without scrolling sideways`, async () => {
          const context = await browser.newContext({ locale, viewport: { width, height: 900 }, colorScheme });
          const page = await context.newPage();
          const name = `profile-${locale}-${width}-${colorScheme}`;
          try {
            await page.goto(`${t.base}${userPage()}`);
            assert.ok((await overflow(page)) <= 0, `the user's page in ${locale} scrolls sideways`);
            await page.screenshot({ path: join(screenshotDir(), `${name}-top.png`) });
            await page.locator('nav.pager').scrollIntoViewIfNeeded();
            await page.screenshot({ path: join(screenshotDir(), `${name}-members.png`) });
            await page.goto(`${t.base}${memberPage()}`);
            assert.ok((await overflow(page)) <= 0, `the member's page in ${locale} scrolls sideways`);
            await page.screenshot({ path: join(screenshotDir(), `${name}-member.png`) });
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
