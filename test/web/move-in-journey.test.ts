/**
 * Moving in from pronouns.cc, as a person does it in Chromium (JavaScript on and off, desktop light and
 * phone dark): a fake pronouns.cc on loopback holds a user with custom preferences, three members (one
 * unlisted), two flags and avatars; the settings page previews the import, imports it, and the profile
 * reads the same through the API and the pages; a second import updates instead of duplicating; a
 * wrong token is said beside the token field, and nothing changes. A hostile service (a member with
 * ~200,000 empty entries, an avatar and a flag that are not images) previews as a short list: a few
 * examples of each kind and a count, the page fitting its width, axe clean.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
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
  service = await new FakePronounsCc().start();
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
          assert.equal(
            (await t.get('/api/v1/users/@me', user.token)).body.display_name,
            null,
            'a preview changes nothing',
          );
          await page.screenshot({ path: join(screenshotDir(), `move-in-preview-${combination}.png`), fullPage: true });

          await submit(page, 'button[name="action"][value="confirm"]');
          assert.match((await page.textContent('.notice')) ?? '', /Imported\..*Members created \(3\)/s);

          const me = (await t.get('/api/v1/users/@me', user.token)).body;
          assert.equal(me.display_name, 'The Grove');
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
          assert.match((await page.textContent('.notice')) ?? '', /Imported\..*Members created \(3\)/s);
          assert.deepEqual((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 1);
        } finally {
          await context.close();
        }
      });
    });
  }
}
