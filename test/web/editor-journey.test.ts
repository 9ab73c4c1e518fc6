/**
 * The profile editor as a person uses it, in real Chromium with JavaScript on and off, at desktop and
 * phone widths, light and dark: nothing typed is lost (an avatar chosen before a list button or a
 * failed save, a file over the limit), errors are sentences beside their fields with the focus on the
 * summary, lists grow, shrink and reorder, a custom preference is made and used in one save, leaving
 * with unsaved changes asks first, and axe finds no serious or critical violation on the editor with
 * errors shown. Screenshots go to tmp/screenshots.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
  displaysOfThisPass,
} from '../helpers/browser.js';
import { eventually } from '../helpers/eventually.js';
import { registerUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import type { TestApp } from '../helpers/test-app.js';

let browser: Browser;
let t: TestApp & { base: string };

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp();
});
after(async () => {
  await browser?.close();
  await t?.close();
});

async function signedInContext(javaScript: boolean, options: Parameters<Browser['newContext']>[0] = {}) {
  const user = await registerUser(t, `ed_${Math.random().toString(36).slice(2, 10)}`);
  const context = await browser.newContext({ javaScriptEnabled: javaScript, ...options });
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/login"] button[type="submit"]')]);
  return { user, context, page };
}

const SAVE = 'form.profile-form .save-bar button[type="submit"]';

async function me(token: string) {
  const res = await t.get('/api/v1/users/@me', token);
  return res.body as {
    display_name: string | null;
    avatar: string | null;
    names: Array<{ value: string; status: string }>;
    links: string[];
    custom_preferences: Record<string, { tooltip: string; icon: string }>;
  };
}

/** Presses Tab until `selector` has the focus: fails when Tab cannot reach it. */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 400; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reaches ${selector}`);
}

/** Presses a list button: in place with JavaScript, by sending the form without. */
async function listButton(page: Page, javaScript: boolean, value: string) {
  const selector = `button[name="edit"][value="${value}"]`;
  if (javaScript) await page.click(selector);
  else await submit(page, selector);
}

/** Desktop and phone, light and dark: each editor journey runs in all four, with JavaScript on and off. */
const DISPLAYS = displaysOfThisPass([
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
] as const);

for (const javaScript of [true, false]) {
  for (const display of DISPLAYS) {
    const shown = { viewport: { width: display.width, height: 900 }, colorScheme: display.colorScheme };
    describe(`editor with JavaScript ${javaScript ? 'on' : 'off'}, ${display.width} px, ${display.colorScheme}`, () => {
      it('an avatar chosen before pressing a list button and a failed save is kept, with every input, until Save', async () => {
        const { user, context, page } = await signedInContext(javaScript, shown);
        try {
          await page.goto(`${t.base}/edit/profile`);
          await page.fill('[name="display_name"]', 'Typed first');
          await page.setInputFiles('#f-avatar', {
            name: 'me.png',
            mimeType: 'image/png',
            buffer: await striped('png', 300, 200),
          });
          await page.fill('[name="names.0.value"]', 'Robin');
          await listButton(page, javaScript, 'names.add');
          await page.fill('[name="names.1.value"]', 'Rob');
          // A save that fails: the time zone is not one.
          await page.fill('[name="timezone"]', 'Mars/Olympus');
          await submit(page, SAVE);
          assert.equal(await page.inputValue('[name="display_name"]'), 'Typed first');
          assert.equal(await page.inputValue('[name="names.0.value"]'), 'Robin');
          assert.equal(await page.inputValue('[name="names.1.value"]'), 'Rob');
          // The chosen image came back with the form (a preview of it, and the form carries it).
          assert.equal(await page.locator('input[name="avatar_pending"]').count(), 1);
          assert.match((await page.getAttribute('#avatar-preview', 'src')) ?? '', /^data:image\/webp;base64,/);
          assert.equal((await me(user.token)).avatar, null, 'nothing was saved');
          await page.fill('[name="timezone"]', 'Europe/Berlin');
          await submit(page, SAVE);
          assert.match((await page.textContent('.notice')) ?? '', /Saved/);
          const saved = await me(user.token);
          assert.equal(saved.display_name, 'Typed first');
          assert.match(saved.avatar ?? '', /^[0-9a-f]{64}$/);
          assert.deepEqual(
            saved.names.map((n) => n.value),
            ['Robin', 'Rob'],
          );
        } finally {
          await context.close();
        }
      });

      it('errors are sentences beside their fields, marked for screen readers, with the focus on the summary', async () => {
        const { context, page } = await signedInContext(javaScript, shown);
        try {
          await page.goto(`${t.base}/edit/profile`);
          await page.fill('[name="display_name"]', 'Kept');
          await page.fill('[name="timezone"]', 'Nowhere/Special');
          await page.fill('[name="links.0"]', 'robin.example/blog');
          await submit(page, SAVE);
          // Both problems at once, each beside its field, listed in the order of the form.
          const sentence = 'Link 1 must start with https:// — did you mean https://robin.example/blog?';
          assert.equal((await page.textContent('#f-links-0-error'))?.trim(), sentence);
          assert.equal(await page.getAttribute('#f-links-0', 'aria-invalid'), 'true');
          assert.match((await page.getAttribute('#f-links-0', 'aria-describedby')) ?? '', /f-links-0-error/);
          assert.match((await page.textContent('#f-timezone-error')) ?? '', /^Choose a time zone from the list/);
          assert.equal(await page.getAttribute('#f-timezone', 'aria-invalid'), 'true');
          assert.deepEqual(
            await page.locator('.error-summary a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
            ['#f-links-0', '#f-timezone'],
          );
          assert.equal((await page.locator('.error-summary a').first().textContent())?.trim(), sentence);
          assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('error-summary')), true);
          assert.equal(await page.inputValue('[name="display_name"]'), 'Kept');
          assert.equal(await page.inputValue('[name="timezone"]'), 'Nowhere/Special');

          await page.fill('[name="links.0"]', 'https://robin.example/blog');
          await submit(page, SAVE);
          assert.equal(await page.locator('#f-links-0-error').count(), 0);
          assert.match((await page.textContent('#f-timezone-error')) ?? '', /^Choose a time zone from the list/);
          await page.screenshot({
            path: join(
              screenshotDir(),
              `editor-error-${javaScript ? 'js' : 'nojs'}-${display.width}-${display.colorScheme}.png`,
            ),
            fullPage: false,
          });
        } finally {
          await context.close();
        }
      });

      it('rows are added, moved and removed, and the order shown is the order saved', async () => {
        const { user, context, page } = await signedInContext(javaScript, shown);
        try {
          await page.goto(`${t.base}/edit/profile`);
          // A first profile has two rows to type into; Add makes the third.
          await page.fill('[name="names.0.value"]', 'First');
          await page.fill('[name="names.1.value"]', 'Second');
          await listButton(page, javaScript, 'names.add');
          await page.fill('[name="names.2.value"]', 'Third');
          // The first row cannot move up, the last cannot move down.
          assert.equal(await page.isDisabled('button[name="edit"][value="names.0.up"]'), true);
          await listButton(page, javaScript, 'names.2.up');
          if (javaScript) {
            await page.waitForFunction(() =>
              /moved up: now 2 of 3/.test(document.querySelector('[data-announcer]')?.textContent ?? ''),
            );
          } else {
            assert.match((await page.textContent('.notice')) ?? '', /not saved yet/);
          }
          await listButton(page, javaScript, 'names.0.remove');
          assert.equal(await page.inputValue('[name="names.0.value"]'), 'Third');
          assert.equal(await page.inputValue('[name="names.1.value"]'), 'Second');
          await submit(page, SAVE);
          assert.deepEqual(
            (await me(user.token)).names.map((n) => n.value),
            ['Third', 'Second'],
          );
          // Every move and remove button is at least 24×24 CSS pixels.
          const small = await page.evaluate(
            () =>
              Array.from(document.querySelectorAll('.row-buttons button'))
                .map((b) => b.getBoundingClientRect())
                .filter((r) => r.width < 24 || r.height < 24).length,
          );
          assert.equal(small, 0);
        } finally {
          await context.close();
        }
      });

      it('a custom preference is made and used in one save', async () => {
        const { user, context, page } = await signedInContext(javaScript, shown);
        try {
          await page.goto(`${t.base}/edit/profile`);
          await page.fill('[name="prefs.0.tooltip"]', 'Only online');
          // The icon is chosen from a searchable list of the set's names, and drawn beside as it is typed.
          assert.ok((await page.locator('#icon-names option[value="wifi"]').count()) === 1);
          assert.equal(await page.getAttribute('[name="prefs.0.icon"]', 'list'), 'icon-names');
          await page.fill('[name="prefs.0.icon"]', 'wifi');
          if (javaScript) {
            assert.equal(await page.getAttribute('.icon-choice .preview img', 'src'), '/assets/icons/wifi.svg');
            const icon = await page.request.get(`${t.base}/assets/icons/wifi.svg`);
            assert.equal(icon.headers()['content-type'], 'image/svg+xml');
          }
          await page.fill('[name="names.0.value"]', 'Walker');
          // Without JavaScript the menus learn of the new preference when the form comes back from a
          // list button; nothing is saved until Save.
          if (!javaScript) await listButton(page, false, 'links.add');
          await page.selectOption('[name="names.0.status"]', { label: 'Only online' });
          await submit(page, SAVE);
          const saved = await me(user.token);
          const [key, preference] = Object.entries(saved.custom_preferences)[0]!;
          assert.equal(preference.tooltip, 'Only online');
          assert.equal(saved.names[0]!.status, key);
        } finally {
          await context.close();
        }
      });

      it('an image over the upload limit is answered inside the form, and nothing typed is lost', async () => {
        const { user, context, page } = await signedInContext(javaScript, shown);
        try {
          await page.goto(`${t.base}/edit/profile`);
          await page.fill('[name="display_name"]', 'Still here');
          await page.setInputFiles('#f-avatar', {
            name: 'huge.png',
            mimeType: 'image/png',
            buffer: Buffer.concat([await striped('png', 40, 40), Buffer.alloc(2 * 1024 * 1024 + 10)]),
          });
          if (javaScript) {
            // Refused in the browser, before anything is sent.
            assert.match((await page.textContent('#f-avatar-error')) ?? '', /larger than 2 MB/);
            assert.equal(await page.inputValue('#f-avatar'), '');
            await submit(page, SAVE);
            assert.match((await page.textContent('.notice')) ?? '', /Saved/);
          } else {
            await submit(page, SAVE);
            assert.match((await page.textContent('#f-avatar-error')) ?? '', /larger than 2 MB/);
            assert.equal(await page.inputValue('[name="display_name"]'), 'Still here');
            assert.equal((await me(user.token)).display_name, null);
          }
        } finally {
          await context.close();
        }
      });
    });
  }
}

/** The account's pages (own page, settings, flags, data) in the same four displays, with JavaScript on and off. */
for (const javaScript of [true, false]) {
  for (const display of DISPLAYS) {
    const shown = { viewport: { width: display.width, height: 900 }, colorScheme: display.colorScheme };
    const combination = `${javaScript ? 'js' : 'nojs'}-${display.width}-${display.colorScheme}`;
    describe(`account pages with JavaScript ${javaScript ? 'on' : 'off'}, ${display.width} px, ${display.colorScheme}`, () => {
      it('shows Edit, the whole short link (copied with JavaScript), a new short link, and the icon legend', async () => {
        const { user, context, page } = await signedInContext(javaScript, {
          ...shown,
          permissions: ['clipboard-read', 'clipboard-write'],
        });
        try {
          await t.patch(
            '/api/v1/users/@me',
            {
              names: [
                { value: 'Sam', status: 'favourite' },
                { value: 'Sammy', status: 'avoid' },
              ],
            },
            user.token,
          );
          await page.goto(`${t.base}/@${user.name}`);
          assert.equal(await page.getAttribute('.own-page a.button', 'href'), '/edit/profile');
          const sid = (await t.get('/api/v1/users/@me', user.token)).body.sid as string;
          assert.equal(await page.inputValue('#own-short-link'), `${t.base}/s/${sid}`);
          // The legend says what each icon on the page means, in words.
          assert.deepEqual(
            (await page.locator('.legend li').allTextContents()).map((text) => text.trim()),
            ['Favourite', 'Avoid'],
          );
          if (javaScript) {
            await page.click('button[data-copy="own-short-link"]');
            assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${t.base}/s/${sid}`);
          } else {
            assert.equal(await page.isVisible('button[data-copy]'), false, 'no button that cannot work');
          }
          await submit(page, '.own-page form button[type="submit"]');
          assert.match(page.url(), /\?short=new$/);
          const renewed = (await t.get('/api/v1/users/@me', user.token)).body.sid as string;
          assert.notEqual(renewed, sid);
          assert.equal(await page.inputValue('#own-short-link'), `${t.base}/s/${renewed}`);
          await page.screenshot({ path: join(screenshotDir(), `own-page-${combination}.png`) });
          // Once an hour at most: the second one says so.
          await submit(page, '.own-page form button[type="submit"]');
          assert.match((await page.textContent('.own-page [role="status"]')) ?? '', /once an hour/);
          // Visitors see neither the tools nor the prompt.
          const visitor = await browser.newContext({ javaScriptEnabled: javaScript, ...shown });
          const other = await visitor.newPage();
          await other.goto(`${t.base}/@${user.name}`);
          assert.equal(await other.locator('.own-page').count(), 0);
          await visitor.close();
        } finally {
          await context.close();
        }
      });
      it("log out everywhere ends another browser's session", async () => {
        const first = await signedInContext(javaScript, shown);
        const second = await browser.newContext({ javaScriptEnabled: javaScript, ...shown });
        try {
          const other = await second.newPage();
          await other.goto(`${t.base}/login`);
          await other.fill('[name="username"]', first.user.name);
          await other.fill('[name="password"]', first.user.password);
          await submit(other, 'form[action="/login"] button[type="submit"]');
          await first.page.goto(`${t.base}/settings`);
          assert.equal(await first.page.locator('#sessions-heading').count(), 1);
          assert.ok((await first.page.locator('section[aria-labelledby="sessions-heading"] tbody tr').count()) >= 2);
          first.page.on('dialog', (dialog) => void dialog.accept());
          await submit(first.page, 'form[action="/settings/sessions/end-all"] button[type="submit"]');
          assert.match((await first.page.textContent('.notice')) ?? '', /logged out everywhere/);
          await other.goto(`${t.base}/settings`);
          assert.match(new URL(other.url()).pathname, /^\/login$/);
          await first.page.screenshot({ path: join(screenshotDir(), `settings-${combination}.png`), fullPage: true });
        } finally {
          await first.context.close();
          await second.close();
        }
      });
      it('a flag picked from the common flags is shown on the profile, with no upload', async () => {
        const { user, context, page } = await signedInContext(javaScript, shown);
        try {
          await page.goto(`${t.base}/edit/flags`);
          await submit(page, 'button[name="flag"][value="nonbinary"]');
          assert.match((await page.textContent('.notice')) ?? '', /Non-binary flag added/);
          assert.equal(await page.isDisabled('button[name="flag"][value="nonbinary"]'), true);
          await page.screenshot({
            path: join(screenshotDir(), `flags-${combination}.png`),
            fullPage: true,
          });
          await page.goto(`${t.base}/edit/profile`);
          await page.check('[name="flags"]');
          await submit(page, SAVE);
          await page.goto(`${t.base}/@${user.name}`);
          assert.equal(
            await page.getAttribute('.flags img', 'alt'),
            'Non-binary pride flag: yellow, white, purple, black',
          );
        } finally {
          await context.close();
        }
      });
      it('export then import round-trips, with a preview first', async () => {
        const { user, context, page } = await signedInContext(javaScript, { ...shown, acceptDownloads: true });
        try {
          await t.patch(
            '/api/v1/users/@me',
            { display_name: 'Exported', bio: 'Kept in the file', names: [{ value: 'Ex', status: 'favourite' }] },
            user.token,
          );
          await t.post('/api/v1/members', { name: 'Ash', display_name: 'Ash in the file' }, user.token);
          await page.goto(`${t.base}/settings/data`);
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.click('a[href="/settings/data/export?format=json"]'),
          ]);
          const file = join(screenshotDir(), `export-${combination}.json`);
          await download.saveAs(file);
          // Everything changes after the export; the import brings it back.
          await t.patch('/api/v1/users/@me', { display_name: 'Changed', bio: null, names: [] }, user.token);
          await page.setInputFiles('#f-file', file);
          await submit(page, 'button[name="action"][value="preview"]');
          const preview = (await page.textContent('[role="status"]:has(h3)')) ?? '';
          assert.match(preview, /What the import will do/);
          assert.equal((await me(user.token)).display_name, 'Changed', 'a preview changes nothing');
          await page.screenshot({ path: join(screenshotDir(), `data-preview-${combination}.png`), fullPage: true });
          await submit(page, 'button[name="action"][value="confirm"]');
          assert.match((await page.textContent('.notice')) ?? '', /Imported/);
          const after = await me(user.token);
          assert.equal(after.display_name, 'Exported');
          assert.deepEqual(after.names, [{ value: 'Ex', status: 'favourite' }]);
          const members = (await t.get('/api/v1/users/@me/members', user.token)).body as Array<{
            name: string;
            display_name: string;
          }>;
          assert.deepEqual(
            members.map((member) => [member.name, member.display_name]),
            [['Ash', 'Ash in the file']],
          );
        } finally {
          await context.close();
        }
      });
    });
  }
}

describe('editor with JavaScript on', () => {
  it('asks before leaving with unsaved changes, and not after saving', async () => {
    const { context, page } = await signedInContext(true);
    try {
      await page.goto(`${t.base}/edit/profile`);
      await page.fill('[name="display_name"]', 'Not saved');
      let asked = 0;
      page.on('dialog', (dialog) => {
        if (dialog.type() === 'beforeunload') asked++;
        void dialog.dismiss();
      });
      await page.click('a[href="/settings"]').catch(() => {});
      await eventually('the question before leaving', () => asked > 0);
      assert.equal(asked, 1);
      assert.match(page.url(), /\/edit\/profile$/);
      await submit(page, SAVE);
      await Promise.all([page.waitForNavigation(), page.click('a[href="/settings"]')]);
      assert.equal(asked, 1);
      assert.match(page.url(), /\/settings$/);
    } finally {
      await context.close();
    }
  });
});

describe('theme', () => {
  for (const width of displaysOfThisPass([1280, 390])) {
    for (const system of ['light', 'dark'] as const) {
      const other = system === 'light' ? 'Dark' : 'Light';
      it(`${other} in the footer overrides a ${system} system on every page at ${width} px, and it sticks`, async () => {
        const context = await browser.newContext({ colorScheme: system, viewport: { width, height: 900 } });
        const page = await context.newPage();
        const LIGHT = 'rgb(255, 255, 255)';
        const DARK = 'rgb(20, 22, 26)';
        try {
          const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          await page.goto(`${t.base}/login`);
          assert.equal(await background(), system === 'light' ? LIGHT : DARK);
          await submit(page, `footer a:has-text("${other}")`);
          assert.equal(new URL(page.url()).pathname, '/login');
          assert.equal(await background(), system === 'light' ? DARK : LIGHT);
          await page.goto(`${t.base}/register`);
          assert.equal(await background(), system === 'light' ? DARK : LIGHT);
          assert.equal(
            await page.getAttribute('footer a[aria-current="true"]', 'href'),
            `/theme?set=${other.toLowerCase()}&return=%2Fregister`,
          );
          await submit(page, 'footer a:has-text("System")');
          assert.equal(await background(), system === 'light' ? LIGHT : DARK);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('the editor in four combinations', () => {
  it('axe finds no serious or critical violation with errors shown; screenshots at 1280 and 390 px, light and dark', async () => {
    const report: string[] = [];
    for (const colorScheme of displaysOfThisPass(['light', 'dark'] as const)) {
      for (const width of displaysOfThisPass([1280, 390])) {
        const { context, page } = await signedInContext(true, {
          colorScheme,
          viewport: { width, height: 900 },
          bypassCSP: true,
        });
        try {
          await page.goto(`${t.base}/edit/profile`);
          await page.fill('[name="links.0"]', 'not a link');
          await page.fill('[name="prefs.0.tooltip"]', 'Only online');
          await page.fill('[name="prefs.0.icon"]', 'wifi');
          await submit(page, SAVE);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `editor at ${width} px scrolls sideways by ${overflow} px`);
          await page.screenshot({
            path: join(screenshotDir(), `editor-errors-${width}-${colorScheme}.png`),
            fullPage: true,
          });
          report.push(...(await seriousViolations(page, true)).map((line) => `${colorScheme} ${width}: ${line}`));
        } finally {
          await context.close();
        }
      }
    }
    assert.deepEqual(report, []);
  });

  for (const javaScript of [true, false]) {
    it(`a keyboard-only person completes the whole editor (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const { user, context, page } = await signedInContext(javaScript, { timezoneId: 'Europe/Berlin' });
      /** A key that sends the form without JavaScript (a list button): wait for the new page then. */
      const press = async (key: string) => {
        if (javaScript) await page.keyboard.press(key);
        else await Promise.all([page.waitForNavigation(), page.keyboard.press(key)]);
      };
      try {
        // A flag from the common library, by keyboard.
        await page.goto(`${t.base}/edit/flags`);
        await tabTo(page, 'button[name="flag"][value="nonbinary"]');
        await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
        assert.match((await page.textContent('.notice')) ?? '', /Non-binary flag added/);

        await page.goto(`${t.base}/edit/profile`);
        await tabTo(page, '[name="display_name"]');
        await page.keyboard.type('Keys Only');
        await tabTo(page, '#f-avatar');
        const picture = { name: 'me.png', mimeType: 'image/png', buffer: await striped('png', 120, 120) };
        if (javaScript) {
          // Playwright catches the dialog only once it has asked Chromium to (a message of its own): on
          // a busy machine Space can reach the page first, and the dialog goes by unseen. A round trip
          // first, and Space once more if no dialog came.
          const chooser = page.waitForEvent('filechooser', { timeout: 60_000 });
          await page.evaluate(() => 0);
          await page.keyboard.press('Space');
          const again = setTimeout(() => void page.keyboard.press('Space').catch(() => {}), 10_000);
          try {
            await (await chooser).setFiles(picture);
          } finally {
            clearTimeout(again);
          }
        } else {
          // Space opens the system's file dialog, which Playwright intercepts only on pages with scripts:
          // the file is chosen the way that dialog would, on the input Tab reached.
          await page.setInputFiles('#f-avatar', picture);
        }
        await tabTo(page, '[name="bio"]');
        await page.keyboard.type('Typed with keys.');
        await tabTo(page, '[name="links.0"]');
        await page.keyboard.type('https://keys.example');
        if (javaScript) {
          await tabTo(page, '.zone-row button');
          await page.keyboard.press('Enter');
          assert.equal(await page.inputValue('[name="timezone"]'), 'Europe/Berlin');
        } else {
          await tabTo(page, '[name="timezone"]');
          await page.keyboard.type('Europe/Berlin');
        }
        await tabTo(page, '[name="names.0.value"]');
        await page.keyboard.type('First');
        await tabTo(page, 'button[name="edit"][value="names.add"]');
        await press('Enter');
        await tabTo(page, '[name="names.1.value"]');
        await page.keyboard.type('Second');
        // The second name moves up, by its ↑ button.
        await tabTo(page, 'button[name="edit"][value="names.1.up"]');
        await press('Enter');
        await tabTo(page, '[name="pronouns.0.value"]');
        await page.keyboard.type('they/them');
        await tabTo(page, 'button[name="edit"][value="fields.add"]');
        await press('Enter');
        await tabTo(page, '[name="fields.0.name"]');
        await page.keyboard.type('Titles');
        await tabTo(page, '[name="fields.0.entries.0.value"]');
        await page.keyboard.type('Mx');
        await tabTo(page, '[name="flags"]');
        await page.keyboard.press('Space');
        await tabTo(page, '[name="prefs.0.tooltip"]');
        await page.keyboard.type('Online only');
        await tabTo(page, '[name="prefs.0.icon"]');
        await page.keyboard.type('wifi');
        await tabTo(page, SAVE);
        await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
        assert.match((await page.textContent('.notice')) ?? '', /Saved/);

        const saved = (await t.get('/api/v1/users/@me', user.token)).body as {
          display_name: string;
          bio: string;
          avatar: string | null;
          links: string[];
          timezone: string;
          names: Array<{ value: string }>;
          pronouns: Array<{ value: string }>;
          fields: Array<{ name: string; entries: Array<{ value: string }> }>;
          flags: Array<{ name: string }>;
          custom_preferences: Record<string, { tooltip: string; icon: string }>;
        };
        assert.equal(saved.display_name, 'Keys Only');
        assert.equal(saved.bio, 'Typed with keys.');
        assert.match(saved.avatar ?? '', /^[0-9a-f]{64}$/);
        assert.deepEqual(saved.links, ['https://keys.example']);
        assert.equal(saved.timezone, 'Europe/Berlin');
        assert.deepEqual(
          saved.names.map((n) => n.value),
          ['Second', 'First'],
        );
        assert.deepEqual(
          saved.pronouns.map((n) => n.value),
          ['they/them'],
        );
        assert.deepEqual(
          saved.fields.map((f) => [f.name, f.entries.map((e) => e.value)]),
          [['Titles', ['Mx']]],
        );
        assert.deepEqual(
          saved.flags.map((f) => f.name),
          ['Non-binary'],
        );
        assert.deepEqual(
          Object.values(saved.custom_preferences).map((p) => [p.tooltip, p.icon]),
          [['Online only', 'wifi']],
        );
      } finally {
        await context.close();
      }
    });
  }
});
