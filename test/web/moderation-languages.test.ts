/**
 * The admins' moderation pages and the report form in every shipped language, in Chromium with
 * JavaScript on: `lang` is set, the main heading is the language's, and axe finds no serious problem.
 * In the accented pseudo-locale no word is left in plain English but what people typed (reasons,
 * names); in the mirrored one the pages do not scroll sideways at 390 px. German and Polish, the
 * longest, are photographed at 390 px to be looked at, with the API reference's own words.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { launchBrowser, screenshotDir, seriousViolations, startServedApp, submit } from '../helpers/browser.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
let admin: TestUser;
let reporter: TestUser;
let target: TestUser;
let reportId: string;
/** What people typed, shown as typed in every language. */
const TYPED = ['Zzspam qqfake', 'Xxkind yy', 'Wwold ww'];

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp({ PSEUDO_LOCALES: 'true' });
  admin = await registerUser(t);
  reporter = await registerUser(t);
  target = await registerUser(t);
  await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
  const member = await createMember(t, target);
  // A closed report and a warning, so that the log, the record and the queue's statuses show words.
  await t.post(`/api/v1/members/${member.id}/reports`, { reason: TYPED[2] }, reporter.token);
  const first = (await t.get('/api/v1/admin/reports', admin.token)).body.reports[0].id as string;
  await t.post(`/api/v1/admin/users/${target.name}/warn`, { reason: TYPED[1], report_id: first }, admin.token);
  await t.post(`/api/v1/users/${target.name}/reports`, { reason: TYPED[0] }, reporter.token);
  reportId = (await t.get('/api/v1/admin/reports', admin.token)).body.reports[0].id as string;
});
after(async () => {
  await browser?.close();
  await t?.close();
});

/** A browser signed in as `who`, at `width` px. */
async function signedIn(who: TestUser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  // CSP bypassed only so that axe-core can be injected.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', who.name);
  await page.fill('[name="password"]', who.password);
  await submit(page, 'form[action="/login"] button[type="submit"]');
  return { context, page };
}

const adminPages = () => ({
  queue: '/admin?status=all',
  report: `/admin/reports/${reportId}`,
  record: `/admin/users/${target.id}`,
  audit: '/admin/audit',
});

describe('the moderation pages in every shipped language', () => {
  it('the report queue and a report: lang, the heading in the language, axe clean', async () => {
    const { context, page } = await signedIn(admin);
    try {
      for (const locale of SHIPPED_LOCALES) {
        const { t: say } = translatorFor(locale);
        await page.goto(`${t.base}/admin?lang=${locale}`);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
        assert.equal((await page.textContent('h1'))?.trim(), say('moderation.queue.title'), locale);
        assert.deepEqual(await seriousViolations(page, true), [], `${locale} queue`);
        await page.goto(`${t.base}/admin/reports/${reportId}?lang=${locale}`);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
        assert.equal(
          (await page.textContent('h1'))?.trim(),
          say('moderation.reportPage.title', { target: `@${target.name}` }),
          locale,
        );
        assert.equal((await page.textContent('.report-facts .reason'))?.trim(), TYPED[0], locale);
        assert.deepEqual(await seriousViolations(page, true), [], `${locale} report`);
      }
    } finally {
      await context.close();
    }
  });

  it('in the accented pseudo-locale no word is left in plain English but what people typed', async () => {
    const typed = new Set([...TYPED.flatMap((text) => text.split(' ')), admin.name, reporter.name, target.name]);
    // The same in every language: the site's name, languages' own names, and what English dates are made of.
    const same =
      /^(Nametag|English|Deutsch|Español|Français|Nederlands|Polski|Português|Brasil|Mirrored|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|AM|PM|UTC|member\d+_\w+)$/;
    const found: string[] = [];
    const leftOn = async (page: Page, label: string) => {
      const texts = await page.evaluate(() => {
        const words: string[] = [];
        // The profile shown inside a report is the profile pages' own (translated with them).
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName) || parent.closest('.profile')) continue;
          if (node.textContent?.trim()) words.push(node.textContent.trim());
        }
        for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
          if (element.closest('.profile')) continue;
          for (const name of ['aria-label', 'title', 'placeholder']) {
            const value = element.getAttribute(name);
            if (value?.trim()) words.push(value.trim());
          }
        }
        words.push(document.title);
        return words;
      });
      for (const text of texts) {
        const left = text
          .split(/[\s,·:()[\]@/—–-]+/)
          .filter((word) => /[A-Za-z]{2,}/.test(word) && !typed.has(word) && !same.test(word));
        if (left.length > 0) found.push(`${label}: ${text}`);
      }
    };
    const asAdmin = await signedIn(admin);
    const asReporter = await signedIn(reporter);
    try {
      for (const [name, path] of Object.entries(adminPages())) {
        await asAdmin.page.goto(`${t.base}${path}${path.includes('?') ? '&' : '?'}lang=en-XA`);
        await leftOn(asAdmin.page, name);
      }
      // A refusal on top of an admin page.
      await asAdmin.page.goto(`${t.base}/admin/users/${target.id}`);
      await asAdmin.page.evaluate(() => document.querySelector('#warn-reason')?.removeAttribute('required'));
      await submit(asAdmin.page, 'form[action$="/warn"] button[type="submit"]');
      await leftOn(asAdmin.page, 'record with an empty warning');

      const form = `/report/user/${target.id}`;
      await asReporter.page.goto(`${t.base}${form}?lang=en-XA`);
      await leftOn(asReporter.page, 'report form');
      await asReporter.page.evaluate(() => document.querySelector('#f-reason')?.removeAttribute('required'));
      await submit(asReporter.page, `form[action="${form}"] button[type="submit"]`);
      await leftOn(asReporter.page, 'report form without a reason');
      await asReporter.page.fill('[name="reason"]', 'Zzspam');
      await submit(asReporter.page, `form[action="${form}"] button[type="submit"]`);
      await leftOn(asReporter.page, 'report sent');
      assert.deepEqual(found, []);
    } finally {
      await asAdmin.context.close();
      await asReporter.context.close();
    }
  });

  it('the API reference speaks the language in its own words (the OpenAPI texts stay English)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    try {
      for (const locale of ['de', 'pl']) {
        const { t: say } = translatorFor(locale as 'de' | 'pl');
        await page.goto(`${t.base}/api/docs?lang=${locale}`);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
        assert.equal((await page.textContent('.api-facts dt'))?.trim(), say('apiReference.base'), locale);
        assert.equal((await page.textContent('#endpoints-title'))?.trim(), say('apiReference.endpoints'), locale);
        assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0, locale);
        await page.screenshot({ path: join(screenshotDir(), `api-reference-${locale}-390.png`) });
      }
    } finally {
      await context.close();
    }
  });

  it('at 390 px: German and Polish photographed, the mirrored pseudo-locale does not scroll sideways', async () => {
    const { context, page } = await signedIn(admin, 390);
    try {
      for (const locale of ['de', 'pl', 'ar-XB']) {
        for (const [name, path] of Object.entries(adminPages())) {
          await page.goto(`${t.base}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (locale === 'ar-XB') assert.ok(overflow <= 0, `${name} scrolls sideways right to left`);
          await page.screenshot({
            path: join(screenshotDir(), `moderation-${locale}-${name}-390.png`),
            fullPage: true,
          });
        }
      }
    } finally {
      await context.close();
    }
  });
});
