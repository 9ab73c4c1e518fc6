/**
 * The settings and data pages as a signed-in person meets them in Chromium, in every shipped language:
 * `lang` set, the headings in the language, a wrong current password said beside its field in the
 * language, a data import without a file said beside the file field, and axe finds no serious
 * problem. In the accented pseudo-locale no word on these pages is left in plain English (what the
 * person typed aside); in the mirrored one they run right to left without scrolling sideways at
 * 390 px; German and Polish, the longest, fit at 390 px too (screenshots in tmp/screenshots).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { FakeSmtp } from '../helpers/fake-smtp.js';
import {
  htmlLangDir,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
} from '../helpers/browser.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
let smtp: FakeSmtp;
let admin: TestUser;

before(async () => {
  browser = await launchBrowser();
  smtp = await new FakeSmtp().start();
  // Mail on, so settings show the e-mail address part too.
  t = await startServedApp({ PSEUDO_LOCALES: 'true', SMTP_URL: smtp.url, PUBLIC_URL: 'http://nametag.test' });
  admin = await registerUser(t);
  await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
});
after(async () => {
  await browser?.close();
  await t?.close();
  await smtp?.close();
});

const WARNING = 'Zażółć gęślą jaźń';

/** A new account with an API token and a warning from the admins, logged in in `context`. */
async function signedIn(context: BrowserContext): Promise<{ page: Page; user: TestUser }> {
  const user = await registerUser(t);
  const token = await t.post('/api/v1/auth/tokens', { name: 'żółw' }, user.token);
  assert.equal(token.status, 200, token.raw);
  const warned = await t.post(`/api/v1/admin/users/${user.name}/warn`, { reason: WARNING }, admin.token);
  assert.equal(warned.status, 200, warned.raw);
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await submit(page, 'form[action="/login"] button[type="submit"]');
  return { page, user };
}

const text = async (page: Page, selector: string) => (await page.textContent(selector))?.trim();

/** Sends the password change with a wrong current password. */
async function wrongPassword(page: Page) {
  await page.fill('[name="current_password"]', 'not the password');
  await page.fill('form[action="/settings/password"] [name="password"]', 'a brand new secret');
  await submit(page, 'form[action="/settings/password"] button[type="submit"]');
}

/** Asks the data page for a preview without choosing a file. */
async function previewWithoutFile(page: Page) {
  await submit(page, 'form[action="/settings/data/import"] button[value="preview"]');
}

describe('settings and data pages in every language', () => {
  for (const locale of SHIPPED_LOCALES) {
    it(`${locale}: headings, a field's error beside it, axe clean`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 }, bypassCSP: true });
      const messages = CATALOGUES[locale];
      try {
        const { page } = await signedIn(context);
        await page.goto(`${t.base}/settings`);
        assert.deepEqual(await htmlLangDir(page), [locale, 'ltr']);
        assert.equal(await text(page, 'h1'), messages['settings.title']);
        assert.equal(await text(page, '#password-heading'), messages['settings.password.heading']);
        assert.equal(await text(page, '#sessions-heading'), messages['settings.sessions.heading']);
        assert.equal(await text(page, '#warnings-heading'), messages['notices.heading.one']);
        assert.deepEqual(await seriousViolations(page, true), [], `settings in ${locale}`);

        await wrongPassword(page);
        assert.equal(await text(page, 'h1'), messages['settings.title']);
        assert.equal(await text(page, '#f-current_password-error'), messages['settings.problem.currentPassword']);
        assert.equal(await page.getAttribute('#f-current_password', 'aria-invalid'), 'true');
        assert.equal(
          await page.getAttribute('#f-current_password', 'aria-describedby'),
          'f-current_password-error',
          'the sentence is the field’s description',
        );
        assert.equal(await text(page, '#error-summary-title'), messages['form.problemSummary']);
        assert.deepEqual(await seriousViolations(page, true), [], `settings with an error in ${locale}`);

        await page.goto(`${t.base}/settings/data`);
        assert.deepEqual(await htmlLangDir(page), [locale, 'ltr']);
        assert.equal(await text(page, 'h1'), messages['data.title']);
        assert.equal(await text(page, '#service-heading'), messages['data.service.heading']);
        assert.deepEqual(await seriousViolations(page, true), [], `data page in ${locale}`);
        await previewWithoutFile(page);
        assert.equal(await text(page, '#f-file-error'), messages['data.problem.noFile']);
        assert.equal(await page.getAttribute('#f-file', 'aria-invalid'), 'true');
        assert.deepEqual(await seriousViolations(page, true), [], `data page with an error in ${locale}`);
      } finally {
        await context.close();
      }
    });
  }
});

/** Words on the page a person reads or hears: text, and the attributes screen readers say. */
function readWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      // A secret shown once is random letters, not words.
      if (parent?.closest('.secret')) continue;
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

describe('the pseudo-locales', () => {
  it('in the accented pseudo-locale no word of settings and data is left in plain English', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, user } = await signedIn(context);
      // What is the same in every language, and what the person (or an admin) typed.
      const same = new Set([
        'Nametag',
        'English',
        'Deutsch',
        'Español',
        'Français',
        'Nederlands',
        'Polski',
        'Português',
        'Brasil',
        'Mirrored',
        `@${user.name}`,
        `${user.name}@mail.example`,
        'Fediverse',
        'mastodon.social',
        'pk;export',
        'https',
        '//pronouns.cc',
        ...WARNING.split(' '),
      ]);
      // Dates format as English in a pseudo-locale; a session's browser and system are names.
      const names = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Chrome|Chromium|Linux)$/;
      const found: string[] = [];
      const leftAfter = async (label: string) => {
        for (const words of await readWords(page)) {
          const left = words
            .split(/[\s,·:()[\]]+/)
            .map((word) => word.replace(/\.$/, ''))
            .filter((word) => /[A-Za-z]{2,}/.test(word) && !same.has(word) && !names.test(word));
          if (left.length > 0) found.push(`${label}: ${words} (${left.join(' ')})`);
        }
      };
      await page.goto(`${t.base}/settings?lang=en-XA`);
      await leftAfter('/settings');
      await page.fill('[name="email"]', `${user.name}@mail.example`);
      await page.fill('[name="email_password"]', user.password);
      await submit(page, 'form[action="/settings/email"] button[type="submit"]');
      await leftAfter('/settings with an address waiting');
      await wrongPassword(page);
      await leftAfter('/settings with a wrong password');
      await page.fill('[name="recovery_password"]', user.password);
      await submit(page, 'form[action="/settings/recovery-codes"] button[type="submit"]');
      await leftAfter('/settings with new recovery codes');
      await page.fill('[name="token_name"]', 'żółw');
      await submit(page, 'form[action="/settings/tokens"] button[type="submit"]');
      await leftAfter('/settings with a new token');
      await submit(page, 'form[action="/settings/invites"] button[type="submit"]');
      await leftAfter('/settings with a new invite');
      await page.fill('form[action="/settings/delete"] [name="confirm"]', 'not my name');
      page.once('dialog', (dialog) => void dialog.accept());
      await submit(page, 'form[action="/settings/delete"] button[type="submit"]');
      assert.ok(await page.isVisible('#f-confirm-error'), 'the refusal stands beside the confirmation');
      await leftAfter('/settings with a deletion refused');
      await page.screenshot({ path: join(screenshotDir(), 'settings-languages-pseudo-settings.png'), fullPage: true });

      await page.goto(`${t.base}/settings/data`);
      await leftAfter('/settings/data');
      await previewWithoutFile(page);
      await leftAfter('/settings/data without a file');
      await page.fill('[name="service_token"]', 'a token with spaces');
      await submit(page, 'form[action="/settings/data/import-service"] button[value="preview"]');
      await leftAfter('/settings/data with a pasted token refused');
      await page.screenshot({ path: join(screenshotDir(), 'settings-languages-pseudo-data.png'), fullPage: true });
      assert.deepEqual(found, []);
    } finally {
      await context.close();
    }
  });

  it('in the mirrored pseudo-locale settings and data run right to left without scrolling sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, colorScheme: 'dark' });
    try {
      const { page } = await signedIn(context);
      for (const path of ['/settings', '/settings/data']) {
        await page.goto(`${t.base}${path}?lang=ar-XB`);
        assert.deepEqual(await htmlLangDir(page), ['ar-XB', 'rtl']);
        assert.ok((await overflow(page)) <= 0, `${path} scrolls sideways right to left`);
        await page.screenshot({
          path: join(screenshotDir(), `settings-languages-rtl${path.replace(/\W+/g, '-')}.png`),
          fullPage: true,
        });
      }
    } finally {
      await context.close();
    }
  });
});

describe('the longest languages at 390 px', () => {
  for (const locale of ['de', 'pl'] as const) {
    it(`${locale}: settings (with an error) and data fit without scrolling sideways`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 900 } });
      try {
        const { page } = await signedIn(context);
        await page.goto(`${t.base}/settings`);
        await wrongPassword(page);
        assert.ok((await overflow(page)) <= 0, `settings in ${locale} scroll sideways`);
        // Tables stay inside the content column too, not only inside the window.
        const pastContent = await page.evaluate(() => {
          const main = document.querySelector('main')!;
          const style = getComputedStyle(main);
          const edge = main.getBoundingClientRect().right - parseFloat(style.paddingRight);
          return Math.max(
            ...Array.from(document.querySelectorAll('table')).map(
              (table) => table.getBoundingClientRect().right - edge,
            ),
          );
        });
        assert.ok(pastContent <= 0.5, `a settings table in ${locale} reaches ${pastContent} px past the content`);
        await page.screenshot({
          path: join(screenshotDir(), `settings-languages-${locale}-settings.png`),
          fullPage: true,
        });
        await page.goto(`${t.base}/settings/data`);
        await previewWithoutFile(page);
        assert.ok((await overflow(page)) <= 0, `the data page in ${locale} scrolls sideways`);
        await page.screenshot({ path: join(screenshotDir(), `settings-languages-${locale}-data.png`), fullPage: true });
      } finally {
        await context.close();
      }
    });
  }
});
