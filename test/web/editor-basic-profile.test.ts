/**
 * A basic first profile in the editor, as a person makes it, with JavaScript on and off: a display
 * name, two names and two pronoun sets (the first of each the favourite), a field with three entries
 * and a link. What it costs is counted — page loads, form submissions, clicks (buttons pressed and
 * menu choices made) and boxes typed into — and the counts are what docs/WEB.md says they are.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServedApp, submit } from '../helpers/browser.js';
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
    it(`costs what docs/WEB.md says (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const tally = await basicProfile(javaScript);
      console.log(`basic profile, JavaScript ${javaScript ? 'on' : 'off'}: ${JSON.stringify(tally)}`);
    });
  }
});
