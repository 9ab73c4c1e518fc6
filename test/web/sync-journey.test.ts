/**
 * "Pronouns elsewhere" (docs/SYNC.md) as a person uses it, in real Chromium with JavaScript on and off,
 * against the fake Mastodon server (test/helpers/fake-providers.ts) and the fake Bluesky PDS
 * (test/helpers/fake-pds.ts) on loopback: log in, link a fediverse account on the settings page (and,
 * with JavaScript, a Discord account, and let apps find the pronouns by it: the line under it), follow
 * the settings page's link to Pronouns elsewhere, keep the pronouns up to date on Mastodon with the
 * page's button (the fake's authorize step answers at once) and see them written; connect Bluesky with
 * a wrong app password (the sentence beside the field, the handle and server kept, the password not),
 * then the right one, and see it written. Each state is looked at in the displays of the pass (1280 and
 * 390 px, light and dark; without JavaScript 390 px; one page resized and recoloured rather than the
 * journey repeated): nothing wider than the window, the refusal beside its field, and, where JavaScript
 * runs, no serious or critical axe finding on /settings/sync and /settings. A 30-character Mastodon
 * account name is used throughout: it is one word a line cannot break. Screenshots go to
 * tmp/screenshots.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  displaysOfThisPass,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousViolations,
  startServedApp,
  submit,
} from '../helpers/browser.js';
import { eventually } from '../helpers/eventually.js';
import { FakePds } from '../helpers/fake-pds.js';
import { type FakeProviders, startFakeProviders } from '../helpers/fake-providers.js';
import { registerUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

const SYNC_KEY = Buffer.alloc(32, 5).toString('base64');
const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
const WRONG_APP_PASSWORD = 'abcd-efgh-ijkl-zzzz';

let browser: Browser;
let t: TestApp & { base: string };
let fakes: FakeProviders;
let pds: FakePds;

before(async () => {
  [fakes, pds, browser] = await Promise.all([startFakeProviders(), new FakePds().start(), launchBrowser()]);
  t = await startServedApp({ ...fakes.env(), SYNC_KEY, SYNC_ALLOW_INSECURE: 'true' });
});
after(async () => {
  await browser?.close();
  await t?.close();
  await fakes?.close();
  await pds?.close();
});

const DISPLAYS = displaysOfThisPass([
  { width: 1280, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'dark' },
  { width: 390, colorScheme: 'light' },
] as const);
/**
 * Without JavaScript the pages are the same HTML (this page has no script, and axe cannot run), so the
 * phone's width alone is looked at again there, in both schemes: where a form could break.
 */
const DISPLAYS_WITHOUT_SCRIPT = displaysOfThisPass([
  { width: 390, colorScheme: 'dark' },
  { width: 390, colorScheme: 'light' },
] as const);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const textOf = async (page: Page, selector: string) => (await page.textContent(selector)) ?? '';

/**
 * The elements of the page's main part that reach past the window's right edge, innermost first, as
 * tags; `except`: a selector whose elements (and what they hold) are left out.
 */
const widerThanWindow = (page: Page, except?: string) =>
  page.evaluate(
    (except) =>
      Array.from(document.querySelectorAll('main *'))
        .filter((el) => except === undefined || el.closest(except) === null)
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .reverse()
        .map((el) => `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ''}>`),
    except,
  );

/**
 * The page as it is, in each display: resized and recoloured in place (the server never sees the
 * display: docs/TESTING.md), a screenshot (`part`: of that element alone), nothing wider than the
 * window, and where JavaScript runs no serious
 * or critical axe finding (`axeIn: 'first'`: in the first display alone, for a state that another
 * one checked in every display mostly repeats); `also`: the state's own checks, in each display.
 */
async function inEveryDisplay(
  page: Page,
  what: string,
  javaScript: boolean,
  {
    part,
    axeIn = 'every',
    also,
  }: {
    part?: string;
    axeIn?: 'every' | 'first';
    also?: (shown: string) => Promise<void>;
  } = {},
) {
  for (const [index, display] of (javaScript ? DISPLAYS : DISPLAYS_WITHOUT_SCRIPT).entries()) {
    const shown = `${what} at ${display.width} px, ${display.colorScheme}, JavaScript ${javaScript ? 'on' : 'off'}`;
    await page.setViewportSize({ width: display.width, height: 900 });
    await page.emulateMedia({ colorScheme: display.colorScheme });
    const file = (name: string) =>
      join(screenshotDir(), `sync-${name}-${display.width}-${display.colorScheme}-js-${javaScript ? 'on' : 'off'}.png`);
    if (part === undefined) await page.screenshot({ path: file(what), fullPage: true });
    else await page.locator(part).screenshot({ path: file(what) });
    assert.ok((await overflow(page)) <= 0, `${shown}: fits the window, but not ${await widerThanWindow(page)}`);
    if (axeIn === 'every' || index === 0) {
      assert.deepEqual(await seriousViolations(page, javaScript), [], `${shown}: axe`);
    }
    await also?.(shown);
  }
}

/** The settings page's link form of a provider; the "Continue to …" page sends the browser on, and back. */
async function linkFromSettings(page: Page, kind: 'fediverse' | 'discord') {
  await page.goto(`${t.base}/settings`);
  if (kind === 'fediverse') {
    await page.fill('form[action="/auth/fediverse/link"] [name="instance"]', fakes.mastodon.url);
  }
  await submit(page, `form[action="/auth/${kind}/link"] button`);
  await page.waitForURL((url) => url.pathname === '/settings');
  await page.waitForLoadState('load');
}

/** The vertical gap between the bottom of one element and the top of another, in CSS pixels. */
async function gapBetween(page: Page, above: string, below: string): Promise<number> {
  const [a, b] = await Promise.all([page.locator(above).boundingBox(), page.locator(below).boundingBox()]);
  assert.ok(a && b, `${above} and ${below} are shown`);
  return b.y - (a.y + a.height);
}

/** Waiting on what a page says: a reload costs the browser, so not every few milliseconds. */
const RELOADING = { everyMs: 200 };

let serial = 0;

for (const javaScript of [true, false]) {
  describe(`Pronouns elsewhere with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    it('links accounts, lets apps find the pronouns, keeps them up to date on Mastodon and Bluesky', async () => {
      const n = ++serial;
      const user = await registerUser(t, `sy${n}_${Math.random().toString(36).slice(2, 8)}`);
      const pronouns = await t.patch(
        '/api/v1/users/@me',
        { pronouns: [{ value: 'they/them', status: 'favourite' }] },
        user.token,
      );
      assert.equal(pronouns.status, 200, pronouns.raw);
      const fediverseId = `sync-fedi-${n}-${Date.now()}`;
      // As long as Mastodon allows (30 characters): the account is one word the line cannot break.
      const fediverseName = `a_rather_long_fediverse_name_${n}`;
      const handle = `syncfan${n}.bsky.test`;
      pds.addAccount(handle, APP_PASSWORD, { $type: 'app.bsky.actor.profile', description: 'my bio' });

      const context = await browser.newContext({
        javaScriptEnabled: javaScript,
        viewport: { width: DISPLAYS[0]!.width, height: 900 },
        colorScheme: DISPLAYS[0]!.colorScheme,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${t.base}/login`);
        await page.fill('[name="username"]', user.name);
        await page.fill('[name="password"]', user.password);
        await submit(page, 'form[action="/login"] button[type="submit"]');

        // Link the fediverse account at the fake Mastodon.
        fakes.signInAt('fediverse', fediverseId, fediverseName);
        await linkFromSettings(page, 'fediverse');
        assert.match(await textOf(page, 'main'), /Fediverse account linked/);
        const host = new URL(fakes.mastodon.url).host;
        const account = `@${fediverseName}@${host}`;
        assert.ok((await textOf(page, '.linked-accounts')).includes(account), 'the fediverse account is listed');
        if (javaScript) {
          // A Discord account, and the line under it (once: without JavaScript its form is sent alike).
          const discordId = String(BigInt(Date.now()) * 1000n + BigInt(n));
          const lookUp = async () =>
            (await t.get(`/pronoundb/api/v2/lookup?platform=discord&ids=${discordId}`)).body as object;
          fakes.signInAt('discord', discordId, `discordfan${n}`);
          await linkFromSettings(page, 'discord');
          assert.match(await textOf(page, 'main'), /Discord account linked/);

          // Apps do not find the person by it until asked to.
          const lookups = 'form[action="/settings/links/discord/lookups"]';
          assert.equal(await page.locator('.lookup-setting').count(), 1, 'only under the Discord account');
          assert.match(await textOf(page, `${lookups} .hint`), /do not find you by this one/);
          assert.equal((await textOf(page, `${lookups} button`)).trim(), 'Let apps find my pronouns');
          assert.equal(
            await page.getAttribute(`${lookups} button`, 'aria-label'),
            'Let apps find my pronouns by my Discord account',
          );
          assert.deepEqual(await lookUp(), {});
          await submit(page, `${lookups} button`);
          assert.match(await textOf(page, '.notice'), /Apps can now find your pronouns by your Discord account/);
          assert.match(await textOf(page, `${lookups} .hint`), /find the pronouns your public profile shows/);
          assert.equal((await textOf(page, `${lookups} button`)).trim(), 'Stop');
          assert.equal(
            await page.getAttribute(`${lookups} button`, 'aria-label'),
            'Stop apps finding my pronouns by my Discord account',
          );
          assert.deepEqual(await lookUp(), { [discordId]: { sets: { en: ['they'] } } });
          await inEveryDisplay(page, 'settings', javaScript, {
            part: 'section[aria-labelledby="links-heading"]',
          });
        }

        // The settings page's link to Pronouns elsewhere; Mastodon through the page's button.
        await submit(page, 'main a[href="/settings/sync"]');
        assert.equal(new URL(page.url()).pathname, '/settings/sync');
        const start = 'form[action="/settings/sync/mastodon/start"] button';
        assert.equal((await textOf(page, start)).trim(), `Keep my pronouns up to date on ${account}`);
        await inEveryDisplay(page, 'start', javaScript, { axeIn: 'first' });
        await submit(page, start);
        await page.waitForURL((url) => url.pathname === '/settings/sync' && url.search === '?connected=mastodon');
        await page.waitForLoadState('load');
        assert.equal(fakes.mastodon.lastScope, 'read:accounts write:accounts');
        assert.match(
          await textOf(page, '.notice'),
          new RegExp(`Connected: your pronouns are written to ${escaped(account)} in a moment`),
        );
        await eventually('Pronouns written to the fake Mastodon', () =>
          fakes.mastodon.fields.get(fediverseId)?.some((f) => f.name === 'Pronouns' && f.value === 'they/them'),
        );
        await eventually(
          'the page says Mastodon is up to date',
          async () => {
            await page.goto(`${t.base}/settings/sync`);
            return (await textOf(page, 'section[aria-labelledby="sync-mastodon-heading"]')).includes(
              `Up to date on ${account}, last written on`,
            );
          },
          RELOADING,
        );

        // Bluesky: a wrong app password is said beside its field; the handle and server are kept.
        const connect = 'form[action="/settings/sync/bluesky/connect"]';
        await page.fill('#f-handle', handle);
        await page.fill('#f-app_password', WRONG_APP_PASSWORD);
        await page.fill('#f-server', pds.url);
        await submit(page, `${connect} button[type="submit"]`);
        assert.equal(await page.getAttribute('#f-app_password', 'aria-invalid'), 'true');
        assert.equal(await page.getAttribute('#f-app_password', 'aria-describedby'), 'f-app_password-error');
        assert.match(await textOf(page, '#f-app_password-error'), /The server refused this handle and app password/);
        assert.equal(await page.getAttribute('#f-handle', 'aria-invalid'), null);
        assert.equal(await page.inputValue('#f-handle'), handle);
        assert.equal(await page.inputValue('#f-server'), pds.url);
        assert.equal(await page.inputValue('#f-app_password'), '', 'the password is never sent back');
        assert.equal(await page.getAttribute('.error-summary a', 'href'), '#f-app_password');
        await inEveryDisplay(page, 'bluesky-refused', javaScript, {
          // Next to the field: the sentence right under the input, in every display.
          also: async (shown) => {
            const gap = await gapBetween(page, '#f-app_password', '#f-app_password-error');
            assert.ok(gap >= 0 && gap < 24, `${shown}: the sentence is right under its field (${gap} px)`);
          },
        });

        // The right app password: connected, written, and the page says so.
        await page.fill('#f-app_password', APP_PASSWORD);
        await submit(page, `${connect} button[type="submit"]`);
        assert.match(
          await textOf(page, '.notice'),
          new RegExp(`Connected: your pronouns are written to @${escaped(handle)}`),
        );
        assert.equal(await page.locator(connect).count(), 0, 'the form is gone once connected');
        await eventually('pronouns written to the fake PDS', () => pds.recordOf(handle)?.pronouns === 'they/them');
        assert.equal(pds.recordOf(handle)?.description, 'my bio', 'the rest of the record is kept');
        await eventually(
          'the page says Bluesky is up to date',
          async () => {
            await page.goto(`${t.base}/settings/sync`);
            return (await textOf(page, 'section[aria-labelledby="sync-bluesky-heading"]')).includes(
              `Up to date on @${handle}, last written on`,
            );
          },
          RELOADING,
        );
        assert.match(
          await textOf(page, 'section[aria-labelledby="sync-mastodon-heading"]'),
          /Up to date on .*, last written on/,
        );
        await inEveryDisplay(page, 'connected', javaScript);
      } finally {
        await context.close();
      }
    });
  });
}
