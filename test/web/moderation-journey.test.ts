/**
 * Moderation as people do it in real Chromium (issue 17): a user reports a profile from its page; an
 * admin opens the queue, compares what was reported with the profile now and warns; the warned user
 * reads the warning at the top of their pages and acknowledges it. Then report → suspend (the page is
 * gone for everyone else, the owner sees why and cannot edit) → unsuspend. The audit log is checked
 * after each journey, on its page.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { launchBrowser, screenshotDir, seriousViolations, startServedApp, submit } from '../helpers/browser.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
const PASSWORD = 'correct horse battery';

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp();
});
after(async () => {
  await browser?.close();
  await t?.close();
});

/** A person with their own browser, signed up through the page. */
async function person(name: string, javaScript: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // CSP bypassed only so that axe-core can be injected (with JavaScript on).
  const context = await browser.newContext({ javaScriptEnabled: javaScript, bypassCSP: javaScript });
  const page = await context.newPage();
  await page.goto(`${t.base}/register`);
  await page.fill('[name="username"]', name);
  await page.fill('[name="password"]', PASSWORD);
  await submit(page, 'form[action="/register"] button[type="submit"]');
  return { context, page };
}

/** A screenshot to look at, and (with JavaScript on) axe-core finding no serious or critical violation. */
async function shot(page: Page, name: string, javaScript: boolean) {
  await page.screenshot({ path: join(screenshotDir(), `moderation-${name}.png`), fullPage: true });
  if (!javaScript) return;
  assert.deepEqual(await seriousViolations(page, true), [], `${name} has serious accessibility problems`);
}

for (const javaScript of [true, false]) {
  const tag = javaScript ? 'js' : 'nojs';
  describe(`moderation journeys with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    it('report → warn → acknowledge, then report → suspend → unsuspend, each in the audit log', async () => {
      const admin = await person(`mod_${tag}`, javaScript);
      await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, `mod_${tag}`, true));
      const reporter = await person(`reporter_${tag}`, javaScript);
      const target = await person(`target_${tag}`, javaScript);
      try {
        // The target writes a bio the reporter does not like.
        await target.page.goto(`${t.base}/edit/profile`);
        await target.page.fill('[name="bio"]', 'Buy cheap followers at spam.example');
        await submit(target.page, 'form.profile-form .save-bar button[type="submit"]');

        // A signed-out visitor sees no Report link; the reporter does, and reports.
        const anonymous = await browser.newPage();
        await anonymous.goto(`${t.base}/@target_${tag}`);
        assert.equal(await anonymous.locator('a:has-text("Report")').count(), 0);
        await anonymous.close();
        await reporter.page.goto(`${t.base}/@target_${tag}`);
        await submit(reporter.page, 'a:has-text("Report this profile")');
        await shot(reporter.page, `report-form-${tag}`, javaScript);
        await submit(reporter.page, 'form button[type="submit"]:has-text("Send report")');
        assert.equal(
          await reporter.page.locator('[name="reason"]').count(),
          1,
          'an empty reason is refused on the form',
        );
        await reporter.page.fill('[name="reason"]', 'Spam in the bio');
        await submit(reporter.page, 'form button[type="submit"]:has-text("Send report")');
        assert.match((await reporter.page.textContent('main')) ?? '', /Report sent/);
        // Nobody reports themselves: there is no link on one's own page.
        await target.page.goto(`${t.base}/@target_${tag}`);
        assert.equal(await target.page.locator('a:has-text("Report")').count(), 0);
        // A non-admin has no way into /admin.
        const refused = await reporter.page.goto(`${t.base}/admin`);
        assert.equal(refused?.status(), 403);

        // The target tidies the bio; the admin sees both versions side by side and warns.
        await target.page.goto(`${t.base}/edit/profile`);
        await target.page.fill('[name="bio"]', 'Nothing to see');
        await submit(target.page, 'form.profile-form .save-bar button[type="submit"]');
        await admin.page.goto(`${t.base}/`);
        await submit(admin.page, 'nav a:has-text("Admin")');
        await shot(admin.page, `queue-${tag}`, javaScript);
        await submit(admin.page, `tr:has-text("@target_${tag}") a`);
        assert.match((await admin.page.textContent('[aria-labelledby="snapshot-heading"]')) ?? '', /spam\.example/);
        assert.match((await admin.page.textContent('[aria-labelledby="current-heading"]')) ?? '', /Nothing to see/);
        await shot(admin.page, `report-${tag}`, javaScript);
        await admin.page.fill('#warn-reason', 'Please do not advertise here.');
        await submit(admin.page, 'form[action$="/warn"] button');
        assert.match((await admin.page.textContent('.report-facts')) ?? '', /actioned/);

        // The target reads the warning on any page and acknowledges it.
        await target.page.goto(`${t.base}/edit/profile`);
        assert.match((await target.page.textContent('.warnings')) ?? '', /Please do not advertise here\./);
        await shot(target.page, `warning-${tag}`, javaScript);
        await submit(target.page, '.warnings button:has-text("I have read this")');
        assert.match(target.page.url(), /\/edit\/profile$/);
        assert.equal(await target.page.locator('.warnings').count(), 0);

        await admin.page.goto(`${t.base}/admin/audit`);
        const firstLog = (await admin.page.textContent('table.audit tbody tr')) ?? '';
        assert.match(firstLog, new RegExp(`@mod_${tag}.*warn.*@target_${tag}.*Please do not advertise here`));

        // Second journey: report → suspend → unsuspend.
        await reporter.page.goto(`${t.base}/@target_${tag}`);
        await submit(reporter.page, 'a:has-text("Report this profile")');
        await reporter.page.fill('[name="reason"]', 'Still spamming in DMs');
        await submit(reporter.page, 'form button[type="submit"]:has-text("Send report")');
        await admin.page.goto(`${t.base}/admin`);
        await submit(admin.page, `tr:has-text("Still spamming") a`);
        await admin.page.fill('#suspend-reason', 'Repeated spam');
        await submit(admin.page, 'form[action$="/suspend"] button');
        assert.match((await admin.page.textContent('.report-facts')) ?? '', /suspended/);

        // Gone for everyone else; the admin still sees it, with a notice.
        const stranger = await browser.newPage();
        const gone = await stranger.goto(`${t.base}/@target_${tag}`);
        assert.equal(gone?.status(), 404);
        await stranger.close();
        assert.equal((await reporter.page.goto(`${t.base}/@target_${tag}`))?.status(), 404);
        await admin.page.goto(`${t.base}/@target_${tag}`);
        assert.match((await admin.page.textContent('.notice')) ?? '', /suspended/);

        // The owner sees why, can read their page, and cannot save.
        await target.page.goto(`${t.base}/@target_${tag}`);
        assert.match((await target.page.textContent('.alert')) ?? '', /suspended/);
        assert.match((await target.page.textContent('.warnings')) ?? '', /Repeated spam/);
        await shot(target.page, `suspended-${tag}`, javaScript);
        await target.page.goto(`${t.base}/edit/profile`);
        await target.page.fill('[name="bio"]', 'Trying anyway');
        await submit(target.page, 'form.profile-form .save-bar button[type="submit"]');
        assert.match((await target.page.textContent('main')) ?? '', /suspended/);
        await target.page.goto(`${t.base}/@target_${tag}`);
        assert.match((await target.page.textContent('.warnings')) ?? '', /Repeated spam/);
        await submit(target.page, '.warnings button:has-text("I have read this")');
        assert.equal(await target.page.locator('.warnings').count(), 0, 'a suspended user can acknowledge');

        // Unsuspend from the user's record.
        await admin.page.goto(`${t.base}/admin/audit`);
        await submit(admin.page, `table.audit tbody tr >> nth=0 >> a:has-text("report")`);
        await submit(admin.page, `.report-facts a:has-text("@target_${tag}")`);
        await admin.page.fill('#unsuspend-reason', 'Appeal accepted');
        await shot(admin.page, `user-record-${tag}`, javaScript);
        await submit(admin.page, 'form[action$="/unsuspend"] button');
        assert.equal((await reporter.page.goto(`${t.base}/@target_${tag}`))?.status(), 200);
        assert.match((await reporter.page.textContent('.profile')) ?? '', /Nothing to see/);

        await admin.page.goto(`${t.base}/admin/audit`);
        const rows = await admin.page.locator('table.audit tbody tr').allTextContents();
        assert.match(rows[0] ?? '', /unsuspend.*Appeal accepted/);
        assert.match(rows[1] ?? '', /suspend.*Repeated spam/);
        assert.match(rows[2] ?? '', /warn.*Please do not advertise here/);
        await shot(admin.page, `audit-${tag}`, javaScript);
      } finally {
        await admin.context.close();
        await reporter.context.close();
        await target.context.close();
      }
    });
  });
}
