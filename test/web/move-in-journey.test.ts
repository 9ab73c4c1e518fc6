/**
 * Moving in from pronouns.cc, as a person does it in Chromium (JavaScript on and off, desktop light and
 * phone dark): a fake pronouns.cc on loopback holds a user with custom preferences, three members (one
 * unlisted), two flags, avatars and a link typed without https://; the settings page previews the
 * import — the profile now and after side by side, the link corrected, the focus on the preview's
 * heading — imports it (the focus on the report's heading), and the profile reads the same through
 * the API and the pages; a second import updates instead of duplicating; a
 * wrong token is said beside the token field, and nothing changes. A hostile service (a member with
 * ~200,000 empty entries, an avatar and a flag that are not images) previews as a short list: a few
 * examples of each kind and a count, the page fitting its width, axe clean.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { FakePronounsCc, PREF_ONLINE } from '../helpers/fake-pronouns-cc.js';
import {
  displaysOfThisPass,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
} from '../helpers/browser.js';
import { registerUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };
let service: FakePronounsCc;
let hostile: FakePronounsCc;

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp({ IMPORT_ALLOW_INSECURE: 'true' });
  service = new FakePronounsCc();
  service.schemelessLink = true;
  await service.start();
  hostile = await new FakePronounsCc().start();
  hostile.emptyEntries = 199_900;
  hostile.brokenImage = true;
  hostile.brokenFlagImage = true;
  hostile.applyImageKnobs();
});
after(async () => {
  await browser?.close();
  await service?.close();
  await hostile?.close();
  await t?.close();
});

/** The side-by-side table of the preview or report: each row's cells' text as shown (lines and all). */
const sides = (page: Page) =>
  page.$$eval('table.import-sides tr', (rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell as HTMLElement).innerText.trim())),
  );

/** The id of what has the focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

const DISPLAYS = displaysOfThisPass([
  { width: 1280, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
] as const);

for (const javaScript of [true, false]) {
  for (const display of DISPLAYS) {
    const combination = `${javaScript ? 'js' : 'nojs'}-${display.width}-${display.colorScheme}`;
    describe(`moving in with JavaScript ${javaScript ? 'on' : 'off'}, ${display.width} px, ${display.colorScheme}`, () => {
      it('previews and imports a pronouns.cc profile, which then reads the same here; a second import updates', async () => {
        const user = await registerUser(t);
        const context = await browser.newContext({
          javaScriptEnabled: javaScript,
          viewport: { width: display.width, height: 900 },
          colorScheme: display.colorScheme,
        });
        const page = await context.newPage();
        try {
          await page.goto(`${t.base}/login`);
          await page.fill('[name="username"]', user.name);
          await page.fill('[name="password"]', user.password);
          await submit(page, 'form[action="/login"] button[type="submit"]');
          await page.goto(`${t.base}/settings`);
          await submit(page, 'a[href="/settings/data"]');

          // A wrong token: said beside the token field; the address stays as typed.
          await page.fill('[name="service_url"]', service.url);
          await page.fill('[name="service_token"]', 'not-the-token');
          await submit(page, 'form[action="/settings/data/import-service"] button[value="preview"]');
          assert.match((await page.textContent('#f-service_token-error')) ?? '', /refused the token \(401\)/);
          assert.equal(await page.getAttribute('#f-service_token', 'aria-invalid'), 'true');
          assert.equal(await page.inputValue('[name="service_url"]'), service.url);
          assert.equal(await page.inputValue('[name="service_token"]'), '', 'a token is never sent back');

          await page.fill('[name="service_token"]', service.token);
          await submit(page, 'form[action="/settings/data/import-service"] button[value="preview"]');
          const preview = (await page.textContent('[role="status"]:has(h3)')) ?? '';
          assert.match(preview, /An account read from pronouns\.cc or a service like it/);
          assert.match(preview, /Members to create \(3\): Ash, Birch, Cedar/);
          assert.match(preview, /Flags to add to your library \(2\): Trans, Enby/);
          assert.match(preview, /ftp:\/\/files\.grove\.example” is not a web address/);
          // The profile now and after, side by side; what the import replaces.
          assert.deepEqual(await sides(page), [
            ['Part of your profile', 'Now', 'After the import'],
            ['Display name', 'none', 'The Grove\nWill be replaced'],
            ['Names', '0', '3\nWill be replaced'],
            ['Pronouns', '0', '2\nWill be replaced'],
            ['Fields', '0', '1\nWill be replaced'],
            ['Links', '0', '3\nWill be replaced'],
            ['Avatar', 'No', 'Yes\nWill be replaced'],
            ['Members', '0', '3\n3 to create, 0 to update (matched by name); the others stay'],
          ]);
          assert.equal(await page.textContent('table.import-sides caption'), 'Your profile now and after the import');
          // The link typed without https:// is corrected, and said so apart from what is left out.
          assert.deepEqual(await page.locator('[role="status"] ul.corrected li').allTextContents(), [
            'Your profile, link 4: “grove.example/blog” has no https:// in front, so it comes in as https://grove.example/blog.',
          ]);
          // The focus is on the preview's heading, which the address names; what was typed stays.
          assert.equal(new URL(page.url()).hash, '#import-preview');
          assert.equal(await focusedId(page), 'import-preview');
          assert.equal(await page.inputValue('[name="service_url"]'), service.url);
          assert.deepEqual(await seriousViolations(page, javaScript), []);
          assert.ok((await overflow(page)) <= 0, 'the preview fits its width');
          assert.equal(
            (await t.get('/api/v1/users/@me', user.token)).body.display_name,
            null,
            'a preview changes nothing',
          );
          await page.screenshot({ path: join(screenshotDir(), `move-in-preview-${combination}.png`), fullPage: true });

          await submit(page, 'button[name="action"][value="confirm"]');
          assert.match((await page.textContent('.notice')) ?? '', /Imported.*Members created \(3\)/s);
          assert.equal(new URL(page.url()).hash, '#import-report');
          assert.equal(await focusedId(page), 'import-report');
          assert.equal((await sides(page))[0]!.join(' | '), 'Part of your profile | Before | Now');
          assert.deepEqual(await seriousViolations(page, javaScript), []);
          await page.screenshot({ path: join(screenshotDir(), `move-in-report-${combination}.png`), fullPage: true });

          const me = (await t.get('/api/v1/users/@me', user.token)).body;
          assert.equal(me.display_name, 'The Grove');
          assert.deepEqual(me.links, [
            'https://grove.example',
            'https://social.example/@grove',
            'https://grove.example/blog',
          ]);
          assert.equal(me.custom_preferences[PREF_ONLINE].tooltip, 'Only online');
          // The page shows it; the unlisted member is not in the list others see.
          await page.goto(`${t.base}/@${user.name}`);
          assert.equal((await page.textContent('h1'))?.trim(), 'The Grove');
          const listed = await page.locator('.members a').allTextContents();
          assert.ok(listed.some((text) => text.includes('Ash')));
          assert.ok(!listed.some((text) => text.includes('Birch')));
          await page.goto(`${t.base}/@${user.name}/Ash`);
          assert.match((await page.textContent('main')) ?? '', /xe\/xem/);

          // Again: the same members are updated, the flags reused.
          await page.goto(`${t.base}/settings/data`);
          await page.fill('[name="service_url"]', service.url);
          await page.fill('[name="service_token"]', service.token);
          await submit(page, 'form[action="/settings/data/import-service"] button[value="import"]');
          const again = (await page.textContent('.notice')) ?? '';
          assert.match(again, /Members updated \(3\): Ash, Birch, Cedar/);
          assert.equal(await focusedId(page), 'import-report');
          assert.deepEqual((await sides(page)).at(-1), [
            'Members',
            '3',
            '3\n0 created, 3 updated (matched by name); the others unchanged',
          ]);
          assert.match(again, /Flags you had already \(2\)/);
          assert.equal((await t.get('/api/v1/users/@me/members', user.token)).body.length, 3);
        } finally {
          await context.close();
        }
      });

      it('a hostile service previews as a short list of examples and counts, and the rest imports', async () => {
        const user = await registerUser(t);
        const context = await browser.newContext({
          javaScriptEnabled: javaScript,
          viewport: { width: display.width, height: 900 },
          colorScheme: display.colorScheme,
        });
        const page = await context.newPage();
        try {
          await page.goto(`${t.base}/login`);
          await page.fill('[name="username"]', user.name);
          await page.fill('[name="password"]', user.password);
          await submit(page, 'form[action="/login"] button[type="submit"]');
          await page.goto(`${t.base}/settings/data`);
          await page.fill('[name="service_url"]', hostile.url);
          await page.fill('[name="service_token"]', hostile.token);
          await submit(page, 'form[action="/settings/data/import-service"] button[value="preview"]');
          const lines = await page.locator('[role="status"] ul.left-out li').allTextContents();
          assert.ok(lines.length > 5 && lines.length < 40, `${lines.length} lines`);
          assert.ok(lines.includes('… and 199,895 more like this: empty entries.'), lines.join('\n'));
          assert.ok(lines.some((line) => /^The avatar of member “Ash”: the image cannot be used/.test(line)));
          assert.ok(lines.some((line) => /^Flag “Enby”: its image cannot be used/.test(line)));
          assert.ok((await overflow(page)) <= 0, 'the page fits its width');
          assert.deepEqual(await seriousViolations(page, javaScript), []);
          await page.screenshot({ path: join(screenshotDir(), `move-in-hostile-${combination}.png`), fullPage: true });

          await submit(page, 'button[name="action"][value="confirm"]');
          assert.match((await page.textContent('.notice')) ?? '', /Imported.*Members created \(3\)/s);
          assert.deepEqual((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 1);
        } finally {
          await context.close();
        }
      });
    });
  }
}
