/**
 * Every page type in real Chromium: screenshots at 375 px and 1280 px in light and dark (written to
 * tmp/screenshots, not committed), axe-core with no serious or critical violation, user strings with
 * markup and script payloads rendered inert, and the weight of a profile page without avatar.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  axeResults,
  displaysOfThisPass,
  launchBrowser,
  screenshotDir,
  seriousOf,
  startServedApp,
} from '../helpers/browser.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import type { TestApp } from '../helpers/test-app.js';

const PREF = '0191a000-0000-7000-8000-0000000000aa';

/** Markup and script payloads: any of them running sets window.__xss or adds an element. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '"><svg onload="window.__xss=3">',
  "'><iframe srcdoc='<script>parent.__xss=4</script>'>",
];
const payload = (i: number) => PAYLOADS[i % PAYLOADS.length]!;

let browser: Browser;
let t: TestApp & { base: string };
let owner: TestUser;
let hostile: TestUser;
let plain: TestUser;
let memberName: string;

before(async () => {
  browser = await launchBrowser();
  t = await startServedApp();
  owner = await registerUser(t, 'page_owner');
  const flagImage = (await striped('png', 60, 40)).toString('base64');
  const flag = (
    await t.post(
      '/api/v1/users/@me/flags',
      { flag: flagImage, name: 'Rainbow', description: 'A rainbow flag' },
      owner.token,
    )
  ).body;
  const patched = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Page Owner',
      bio: 'Writes **tests**. See [docs](https://example.org/docs).',
      member_title: 'Our system',
      timezone: 'America/New_York',
      links: ['https://example.org/owner'],
      names: [
        { value: 'Owner', status: 'favourite' },
        { value: 'Own', status: PREF },
        { value: 'Pat', status: 'avoid' },
      ],
      pronouns: [
        { value: 'they/them', status: 'favourite' },
        { value: 'xe/xem', status: 'okay' },
      ],
      fields: [
        {
          name: 'Words',
          entries: [
            { value: 'friend', status: 'friends_only' },
            { value: 'pal', status: 'jokingly' },
          ],
        },
      ],
      custom_preferences: {
        [PREF]: { icon: 'star', tooltip: 'Sometimes', size: 'large', muted: false, favourite: false },
      },
      flags: [flag.id],
    },
    owner.token,
  );
  assert.equal(patched.status, 200, patched.raw);
  memberName = 'Robin';
  const member = await t.post(
    '/api/v1/members',
    {
      name: memberName,
      display_name: 'Robin R.',
      pronouns: [{ pronouns: 'she/her', status: 'favourite' }],
      names: [{ value: 'Rob', status: 'okay' }],
    },
    owner.token,
  );
  assert.equal(member.status, 200, member.raw);

  hostile = await registerUser(t, 'hostile_one');
  const hostileFlag = (
    await t.post(
      '/api/v1/users/@me/flags',
      { flag: flagImage, name: payload(1), description: payload(2) },
      hostile.token,
    )
  ).body;
  const xss = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: payload(0),
      bio: `${payload(1)} [click](javascript:window.__xss=5) <a href="javascript:alert(1)">x</a>`,
      member_title: payload(2),
      links: [
        `https://example.org/${encodeURIComponent(payload(3))}`,
        'https://example.org/"><script>window.__xss=6</script>',
      ],
      names: [{ value: payload(0), status: PREF }],
      pronouns: [{ value: payload(1), status: 'okay' }],
      fields: [{ name: payload(2), entries: [{ value: payload(3), status: 'okay' }] }],
      custom_preferences: {
        [PREF]: { icon: '"><script>window.__xss=7</script>', tooltip: payload(1), size: 'normal' },
      },
      flags: [hostileFlag.id],
    },
    hostile.token,
  );
  assert.equal(xss.status, 200, xss.raw);
  const xssMember = await t.post(
    '/api/v1/members',
    { name: 'evil', display_name: payload(0), bio: payload(1), names: [{ value: payload(2), status: 'okay' }] },
    hostile.token,
  );
  assert.equal(xssMember.status, 200, xssMember.raw);

  plain = await registerUser(t, 'plain_person');
  await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Plain Person',
      names: [{ value: 'Plain', status: 'favourite' }],
      pronouns: [{ value: 'he/him', status: 'favourite' }],
    },
    plain.token,
  );
});

after(async () => {
  await browser?.close();
  await t?.close();
});

/** A context signed in as `user` (the session cookie of a real login through the form). */
async function signedIn(context: BrowserContext, user: TestUser) {
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/login"] button[type="submit"]')]);
  await page.close();
}

const PAGE_TYPES = () => [
  { name: 'home', path: '/', signIn: false },
  { name: 'profile', path: `/@${owner.name}`, signIn: false },
  { name: 'member', path: `/@${owner.name}/${memberName}`, signIn: false },
  { name: 'pronouns', path: '/pronouns/they/them', signIn: false },
  { name: 'pronouns-unknown', path: '/pronouns/zork', signIn: false },
  { name: 'login', path: '/login', signIn: false },
  { name: 'register', path: '/register', signIn: false },
  { name: 'not-found', path: '/@nobody_here', signIn: false },
  { name: 'editor', path: '/edit/profile', signIn: true },
  { name: 'member-editor', path: '/edit/members/new', signIn: true },
  { name: 'settings', path: '/settings', signIn: true },
  { name: 'api-reference', path: '/api/docs', signIn: false },
  { name: 'data', path: '/settings/data', signIn: true },
  { name: 'flags', path: '/edit/flags', signIn: true },
];

describe('every page type', () => {
  it('screenshots at 375 and 1280 px, light and dark', async () => {
    const dir = screenshotDir();
    for (const colorScheme of displaysOfThisPass(['light', 'dark'] as const)) {
      for (const width of displaysOfThisPass([375, 1280])) {
        const context = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
        await signedIn(context, owner);
        const anonymous = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
        try {
          for (const type of PAGE_TYPES()) {
            const page = await (type.signIn ? context : anonymous).newPage();
            await page.goto(`${t.base}${type.path}`);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            assert.ok(overflow <= 0, `${type.name} at ${width} px scrolls sideways by ${overflow} px`);
            // A full page drawn while other browsers run beside this one (CI runs several files at once)
            // can take longer than Playwright's 30 s default; the limit only turns a hang into a failure.
            await page.screenshot({
              path: join(dir, `${type.name}-${width}-${colorScheme}.png`),
              fullPage: true,
              timeout: 120_000,
            });
            await page.close();
          }
        } finally {
          await context.close();
          await anonymous.close();
        }
      }
    }
  });

  it('works at 360 px wide: no page scrolls sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await signedIn(context, owner);
    const anonymous = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      for (const type of PAGE_TYPES()) {
        const page = await (type.signIn ? context : anonymous).newPage();
        await page.goto(`${t.base}${type.path}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${type.name} at 360 px scrolls sideways by ${overflow} px`);
        await page.close();
      }
    } finally {
      await context.close();
      await anonymous.close();
    }
  });

  it('the keyboard reaches every control of the editor and the settings, in order', async () => {
    const context = await browser.newContext();
    await signedIn(context, owner);
    try {
      for (const path of ['/edit/profile', '/settings', '/edit/members/new']) {
        const page = await context.newPage();
        await page.goto(`${t.base}${path}`);
        const controls = await page.evaluate(() => {
          const all = Array.from(
            document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea'),
          ).filter(
            // Disabled buttons (the first row's ↑) and the form's hidden default button are not stops.
            (element) => !(element as HTMLButtonElement).disabled && element.getAttribute('tabindex') !== '-1',
          );
          all.forEach((element, i) => element.setAttribute('data-control', String(i)));
          return all.length;
        });
        const reached = new Set<string>();
        for (let i = 0; i < controls + 5; i++) {
          await page.keyboard.press('Tab');
          const id = await page.evaluate(() => document.activeElement?.getAttribute('data-control') ?? null);
          if (id !== null) reached.add(id);
        }
        // The skip link is reached too (it becomes visible on focus); file inputs count as one stop.
        assert.equal(reached.size, controls, `${path}: ${reached.size} of ${controls} controls reached by Tab`);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('axe-core finds no serious or critical violation, at 1280 and 390 px, light and dark', async () => {
    const report: string[] = [];
    for (const colorScheme of displaysOfThisPass(['light', 'dark'] as const)) {
      for (const width of displaysOfThisPass([1280, 390])) {
        // axe is injected through the DevTools protocol, so the pages keep their CSP for everything else.
        const options = { bypassCSP: true, colorScheme, viewport: { width, height: 900 } };
        const context = await browser.newContext(options);
        await signedIn(context, owner);
        const anonymous = await browser.newContext(options);
        try {
          for (const type of PAGE_TYPES()) {
            const page = await (type.signIn ? context : anonymous).newPage();
            await page.goto(`${t.base}${type.path}`);
            const results = await axeResults(page);
            report.push(
              `${type.name} ${width} ${colorScheme}: ${results.passes.length} rules passed; violations: ${
                results.violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'none'
              }`,
            );
            assert.deepEqual(
              seriousOf(results),
              [],
              `${type.name} at ${width} px, ${colorScheme}, has serious accessibility problems`,
            );
            await page.close();
          }
        } finally {
          await context.close();
          await anonymous.close();
        }
      }
    }
    console.log(report.join('\n'));
  });

  it('renders every user-controlled string inert', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const path of [`/@${hostile.name}`, `/@${hostile.name}/evil`]) {
        await page.goto(`${t.base}${path}`);
        // Links a payload tried to make are not followed; click every link that stays on the page.
        for (const link of await page.locator('main a[href^="javascript:"]').all()) await link.click();
        const state = await page.evaluate(() => ({
          xss: (window as unknown as { __xss?: number }).__xss,
          scripts: document.querySelectorAll('script:not([src])').length,
          iframes: document.querySelectorAll('iframe').length,
          injectedImages: document.querySelectorAll('img[src="x"]').length,
          handlers: Array.from(document.querySelectorAll('*')).filter((el) =>
            Array.from(el.attributes).some((a) => a.name.startsWith('on')),
          ).length,
          text: document.body.innerText,
        }));
        assert.equal(state.xss, undefined, `${path}: a payload ran`);
        assert.equal(state.scripts, 0, `${path}: inline script element`);
        assert.equal(state.iframes, 0, `${path}: iframe element`);
        assert.equal(state.injectedImages, 0, `${path}: injected image`);
        assert.equal(state.handlers, 0, `${path}: event handler attribute`);
        assert.ok(
          state.text.includes('<script>window.__xss=1</script>') || state.text.includes('<img src=x'),
          `${path}: the payload shows as text`,
        );
      }
      assert.deepEqual(dialogs, []);
      // The bio's javascript: links are not links at all.
      await page.goto(`${t.base}/@${hostile.name}`);
      assert.equal(await page.locator('a[href^="javascript:"]').count(), 0);
    } finally {
      await context.close();
    }
  });

  it('a profile page without avatar weighs under 60 KB transferred, everything included', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      let bytes = 0;
      const external: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().startsWith(t.base)) external.push(response.url());
        const sizes = await response.request().sizes();
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      });
      await page.goto(`${t.base}/@${plain.name}`, { waitUntil: 'networkidle' });
      console.log(`profile page weight: ${bytes} bytes`);
      assert.deepEqual(external, [], 'no request leaves the instance');
      assert.ok(bytes > 1000 && bytes < 60 * 1024, `${bytes} bytes`);
    } finally {
      await context.close();
    }
  });
});
