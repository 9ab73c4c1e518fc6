/**
 * A first profile in the editor, as a person makes it, in real Chromium with JavaScript on and off.
 * A basic profile — a display name, two names and two pronoun sets (the first of each the favourite),
 * a field with three entries and a link — costs what docs/WEB.md says: page loads, form submissions,
 * clicks (buttons pressed, menu choices made) and boxes typed into are counted. Without JavaScript a
 * list button lands the page on what it changed; text over a limit is kept whole and counted, live
 * with JavaScript (and said to screen readers), by the server without; a row's buttons share the line
 * of its last box on a phone; axe finds nothing serious with JavaScript on and off, at both widths, in
 * both themes. Screenshots go to tmp/screenshots (editor-first-*).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import {
  displaysOfThisPass,
  launchBrowser,
  overflow,
  screenshotDir,
  seriousOf,
  axeResults,
  startServedApp,
  submit,
} from '../helpers/browser.js';
import { eventually } from '../helpers/eventually.js';
import { registerUser } from '../helpers/factories.js';
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

const SAVE = 'form.profile-form .save-bar button[type="submit"]';

interface Tally {
  loads: number;
  submissions: number;
  clicks: number;
  typed: number;
}

/**
 * Drives the editor the shortest way a person would: types into a row when the page has one, presses
 * the list's Add first when it has not, and changes a preference only when the menu does not already
 * say the one wanted.
 */
class Person {
  readonly tally: Tally = { loads: 0, submissions: 0, clicks: 0, typed: 0 };

  constructor(
    readonly page: Page,
    readonly javaScript: boolean,
  ) {
    page.on('load', () => this.tally.loads++);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.isNavigationRequest()) this.tally.submissions++;
    });
  }

  async type(name: string, text: string) {
    await this.page.fill(`[name="${name}"]`, text);
    this.tally.typed++;
  }

  async press(selector: string) {
    this.tally.clicks++;
    if (this.javaScript) await this.page.click(selector);
    else await submit(this.page, selector);
  }

  /** Save sends the form with JavaScript on or off. */
  async save() {
    this.tally.clicks++;
    await submit(this.page, SAVE);
  }

  /** Row `index` of `list` (its inputs named `${list}.${index}…`), added first when the page has none. */
  async row(list: string, index: number, probe: string) {
    if ((await this.page.locator(`[name="${list}.${index}${probe}"]`).count()) === 0) {
      await this.press(`button[name="edit"][value="${list}.add"]`);
    }
  }

  async choose(name: string, value: string) {
    if ((await this.page.inputValue(`[name="${name}"]`)) === value) return;
    await this.page.selectOption(`[name="${name}"]`, value);
    this.tally.clicks++;
  }

  async entries(list: string, rows: Array<[string, string | null]>) {
    for (const [index, [value, status]] of rows.entries()) {
      await this.row(list, index, '.value');
      await this.type(`${list}.${index}.value`, value);
      if (status) await this.choose(`${list}.${index}.status`, status);
    }
  }
}

async function basicProfile(javaScript: boolean) {
  const user = await registerUser(t, `bp_${Math.random().toString(36).slice(2, 10)}`);
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await submit(page, 'form[action="/login"] button[type="submit"]');
  const person = new Person(page, javaScript);
  try {
    await page.goto(`${t.base}/edit/profile`);
    await person.type('display_name', 'Robin Example');
    await person.entries('names', [
      ['Robin', 'favourite'],
      ['Rob', 'okay'],
    ]);
    await person.entries('pronouns', [
      ['they/them', 'favourite'],
      ['xe/xem', 'okay'],
    ]);
    await person.row('fields', 0, '.name');
    await person.type('fields.0.name', 'Titles');
    await person.entries('fields.0.entries', [
      ['Mx', null],
      ['Dr', null],
      ['Captain', null],
    ]);
    await person.row('links', 0, '');
    await person.type('links.0', 'https://robin.example');
    await person.save();
    const saved = (await t.get('/api/v1/users/@me', user.token)).body as {
      display_name: string;
      names: Array<{ value: string; status: string }>;
      pronouns: Array<{ value: string; status: string }>;
      fields: Array<{ name: string; entries: Array<{ value: string }> }>;
      links: string[];
    };
    assert.equal(saved.display_name, 'Robin Example');
    assert.deepEqual(
      saved.names.map((n) => [n.value, n.status]),
      [
        ['Robin', 'favourite'],
        ['Rob', 'okay'],
      ],
    );
    assert.deepEqual(
      saved.pronouns.map((n) => [n.value, n.status]),
      [
        ['they/them', 'favourite'],
        ['xe/xem', 'okay'],
      ],
    );
    assert.deepEqual(
      saved.fields.map((f) => [f.name, f.entries.map((e) => e.value)]),
      [['Titles', ['Mx', 'Dr', 'Captain']]],
    );
    assert.deepEqual(saved.links, ['https://robin.example']);
    return person.tally;
  } finally {
    await context.close();
  }
}

describe('a basic first profile', () => {
  for (const javaScript of [true, false]) {
    it(`costs one page, one submission and one click besides typing (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      // The editor and the page Save answers with; Save alone is pressed (rows are there to type
      // into, and the first of each list is already the favourite).
      assert.deepEqual(await basicProfile(javaScript), { loads: 2, submissions: 1, clicks: 1, typed: 10 });
    });
  }
});

/**
 * A signed-in page. `javaScript: 'blocked'`: the page's script is not loaded but the test may run
 * axe in the page (what a browser without JavaScript shows, and does with the form).
 */
async function signedIn(javaScript: boolean | 'blocked', options: BrowserContextOptions = {}) {
  const user = await registerUser(t, `fp_${Math.random().toString(36).slice(2, 10)}`);
  const context = await browser.newContext({ javaScriptEnabled: javaScript !== false, ...options });
  if (javaScript === 'blocked') await context.route('**/assets/enhance*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${t.base}/login`);
  await page.fill('[name="username"]', user.name);
  await page.fill('[name="password"]', user.password);
  await submit(page, 'form[action="/login"] button[type="submit"]');
  await page.goto(`${t.base}/edit/profile`);
  return { user, context, page };
}

/** Whether the element is inside the window, top to bottom. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('list buttons without JavaScript', () => {
  it('land the page on the row that changed, with everything typed kept', async () => {
    const { context, page } = await signedIn(false, { viewport: { width: 390, height: 800 } });
    try {
      await page.fill('[name="display_name"]', 'Kept on top');
      await page.fill('[name="names.0.value"]', 'First');
      await page.fill('[name="names.1.value"]', 'Second');
      await submit(page, 'button[name="edit"][value="names.add"]');
      assert.equal(new URL(page.url()).hash, '#changed');
      assert.equal(await page.getAttribute('#changed', 'data-row'), 'names.2');
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'not at the top of the form');
      assert.equal(await inView(page, '[name="names.2.value"]'), true, 'the new row is in sight');
      assert.equal(await page.inputValue('[name="display_name"]'), 'Kept on top');
      assert.equal(await page.textContent('.save-bar .save-state'), 'Unsaved changes');
      // Tab goes on from where the page landed: into the new row.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'names.2.value');

      await page.fill('[name="names.2.value"]', 'Third');
      await submit(page, 'button[name="edit"][value="names.2.up"]');
      assert.equal(await page.getAttribute('#changed', 'data-row'), 'names.1');
      assert.equal(await inView(page, '#changed'), true);
      assert.deepEqual(await Promise.all([0, 1, 2].map((i) => page.inputValue(`[name="names.${i}.value"]`))), [
        'First',
        'Third',
        'Second',
      ]);
      await page.screenshot({ path: join(screenshotDir(), 'editor-first-landed-nojs-390-light.png') });
    } finally {
      await context.close();
    }
  });
});

describe('the first entry of a list', () => {
  it('is the favourite when added with JavaScript to an empty list, a later one "okay"', async () => {
    const { context, page } = await signedIn(true);
    try {
      assert.equal(await page.inputValue('[name="names.0.status"]'), 'favourite');
      assert.equal(await page.inputValue('[name="names.1.status"]'), 'okay');
      await page.click('button[name="edit"][value="names.1.remove"]');
      await page.click('button[name="edit"][value="names.0.remove"]');
      assert.equal(await page.locator('ol[data-list="names"] > li').count(), 0);
      await page.click('button[name="edit"][value="names.add"]');
      await page.click('button[name="edit"][value="names.add"]');
      assert.equal(await page.inputValue('[name="names.0.status"]'), 'favourite');
      assert.equal(await page.inputValue('[name="names.1.status"]'), 'okay');
      // A new field's entries: its first the favourite.
      await page.click('button[name="edit"][value="fields.add"]');
      assert.equal(await page.inputValue('[name="fields.1.entries.0.status"]'), 'favourite');
      assert.equal(await page.inputValue('[name="fields.1.entries.1.status"]'), 'okay');
    } finally {
      await context.close();
    }
  });
});

const announced = (page: Page) => page.evaluate(() => document.querySelector('[data-announcer]')?.textContent ?? '');

describe('text over a limit', () => {
  it('is kept whole and counted as it is typed, and a screen reader hears when it goes over and back (JavaScript on)', async () => {
    const { context, page } = await signedIn(true);
    try {
      const box = '[name="names.0.value"]';
      // Under a text area the count is always there; under a short box from near its limit.
      assert.equal(await page.textContent('#f-bio-counter'), 'Characters: 0\u00a0/\u00a01,000');
      assert.equal(await page.locator('#f-names-0-value-counter').count(), 0);
      await page.fill(box, 'n'.repeat(131));
      assert.equal((await page.inputValue(box)).length, 131, 'nothing cut');
      assert.equal(
        await page.textContent('#f-names-0-value-counter'),
        'Too long — 31 over the limit. Characters: 131\u00a0/\u00a0100',
      );
      assert.match((await page.getAttribute('#f-names-0-value-counter', 'class')) ?? '', /\bover\b/);
      assert.match((await page.getAttribute(box, 'aria-describedby')) ?? '', /f-names-0-value-counter/);
      await eventually('the announcement that the name is too long', async () =>
        /^Too long — 31 over the limit/.test(await announced(page)),
      );
      await page.fill(box, 'n'.repeat(90));
      assert.equal(await page.textContent('#f-names-0-value-counter'), 'Characters: 90\u00a0/\u00a0100');
      await eventually('the announcement that it fits again', async () =>
        /^Within the limit again\. Characters: 90\u00a0\/\u00a0100/.test(await announced(page)),
      );
      // Characters as the server counts them: an emoji is one.
      await page.fill(box, '🦊'.repeat(101));
      assert.match(
        (await page.textContent('#f-names-0-value-counter')) ?? '',
        /1 over the limit\. Characters: 101\u00a0\/\u00a0100/,
      );
      await page.fill(box, 'short');
      assert.equal(await page.isHidden('#f-names-0-value-counter'), true);
      assert.doesNotMatch((await page.getAttribute(box, 'aria-describedby')) ?? '', /counter/);
      // A row added in place counts too.
      await page.click('button[name="edit"][value="names.add"]');
      await page.fill('[name="names.2.value"]', 'x'.repeat(101));
      assert.match((await page.textContent('#f-names-2-value-counter')) ?? '', /^Too long — 1 over/);
    } finally {
      await context.close();
    }
  });

  it('is kept whole and said to be over beside its box by the server (JavaScript off)', async () => {
    const { user, context, page } = await signedIn(false);
    try {
      await page.fill('[name="names.0.value"]', 'n'.repeat(131));
      assert.equal((await page.inputValue('[name="names.0.value"]')).length, 131, 'nothing cut');
      await submit(page, 'button[name="edit"][value="links.add"]');
      assert.equal((await page.inputValue('[name="names.0.value"]')).length, 131);
      assert.equal(
        await page.textContent('#f-names-0-value-counter'),
        'Too long — 31 over the limit. Characters: 131\u00a0/\u00a0100',
      );
      await submit(page, 'form.profile-form .save-bar button[type="submit"]');
      assert.match((await page.textContent('#f-names-0-value-error')) ?? '', /at most 100 characters/);
      assert.equal((await page.inputValue('[name="names.0.value"]')).length, 131);
      assert.deepEqual((await t.get('/api/v1/users/@me', user.token)).body.names, []);
    } finally {
      await context.close();
    }
  });
});

describe('rows on a phone', () => {
  for (const colorScheme of displaysOfThisPass(['light', 'dark'] as const)) {
    for (const javaScript of [true, false]) {
      it(`fit 390 px, with compact buttons on the line of their last box (${colorScheme}, JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
        const { user, context, page } = await signedIn(javaScript, {
          viewport: { width: 390, height: 900 },
          colorScheme,
        });
        try {
          await t.patch(
            '/api/v1/users/@me',
            {
              names: [{ value: 'Robin', status: 'favourite' }],
              pronouns: [{ value: 'they/them/their', status: 'favourite' }],
              fields: [{ name: 'Titles', entries: [{ value: 'Mx', status: 'okay' }] }],
              links: ['https://robin.example'],
            },
            user.token,
          );
          await page.reload();
          assert.ok((await overflow(page)) <= 0, 'the editor scrolls sideways');
          const rows = await page.evaluate(() =>
            Array.from(document.querySelectorAll('form.profile-form li.row')).map((row) => {
              const buttons = Array.from(row.querySelectorAll(':scope > .row-buttons button')).map((b) =>
                b.getBoundingClientRect(),
              );
              const boxes = Array.from(
                row.querySelectorAll(':scope > .row-inputs > .control, :scope > .row-inputs > .seen-by'),
              );
              const last = boxes[boxes.length - 1]?.getBoundingClientRect();
              return {
                key: row.getAttribute('data-row'),
                block: row.querySelector(':scope > .row-inputs > fieldset') !== null,
                small: buttons.filter((b) => b.width < 24 || b.height < 24).length,
                wide: buttons.some((b) => b.width > 36),
                besideLast: last ? buttons.every((b) => b.top >= last.top - 1 && b.left > last.right) : null,
              };
            }),
          );
          assert.ok(rows.length >= 8);
          for (const row of rows) {
            assert.equal(row.small, 0, `${row.key}: a button under 24 px`);
            assert.equal(row.wide, false, `${row.key}: buttons not compact`);
            if (!row.block) assert.equal(row.besideLast, true, `${row.key}: buttons not beside its last box`);
          }
          const name = `editor-first-rows-${javaScript ? 'js' : 'nojs'}-390-${colorScheme}.png`;
          await page.locator('#names-pronouns').screenshot({ path: join(screenshotDir(), name) });
          await page.locator('#fields').screenshot({ path: join(screenshotDir(), name.replace('rows', 'fields')) });
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('axe', () => {
  // JavaScript on and off, each at both widths and in both themes between them.
  const combinations = [
    ...displaysOfThisPass([
      { javaScript: true, width: 1280, colorScheme: 'light' as const },
      { javaScript: true, width: 390, colorScheme: 'dark' as const },
    ]),
    ...displaysOfThisPass([
      { javaScript: false, width: 390, colorScheme: 'light' as const },
      { javaScript: false, width: 1280, colorScheme: 'dark' as const },
    ]),
  ];
  for (const { javaScript, width, colorScheme } of combinations) {
    it(`finds nothing serious with a counter over its limit and a landed row (JavaScript ${javaScript ? 'on' : 'off'}, ${width} px, ${colorScheme})`, async () => {
      const { context, page } = await signedIn(javaScript ? true : 'blocked', {
        viewport: { width, height: 900 },
        colorScheme,
        bypassCSP: true,
      });
      try {
        await page.fill('[name="names.0.value"]', 'n'.repeat(120));
        await page.fill('[name="pronouns.0.value"]', 'they/them/their');
        await page.fill('[name="pronouns.0.display_text"]', 'they/them');
        await page.fill('[name="bio"]', 'b'.repeat(900));
        if (javaScript) await page.click('button[name="edit"][value="names.add"]');
        else await submit(page, 'button[name="edit"][value="names.add"]');
        assert.equal(await page.locator('#f-names-0-value-counter.over').count(), 1);
        if (!javaScript) assert.equal(await page.locator('li.row#changed').count(), 1);
        assert.ok((await overflow(page)) <= 0, 'scrolls sideways');
        assert.deepEqual(seriousOf(await axeResults(page)), []);
        await page.screenshot({
          path: join(screenshotDir(), `editor-first-axe-${javaScript ? 'js' : 'nojs'}-${width}-${colorScheme}.png`),
        });
      } finally {
        await context.close();
      }
    });
  }
});
