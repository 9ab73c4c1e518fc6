/**
 * What a newcomer meets, over HTTP: "Moving from pronouns.cc?" on the home page (signed out through
 * sign-up, signed in straight to the import) in every shipped language; a sign-up that asked for it
 * lands on the import, the account made, and one that fails keeps the box ticked; "forgot password"
 * on a server without mail is a page that says what to do instead (and the log-in page leads there in
 * both set-ups); the home page is a `website` to Open Graph, once, signed in or out. Each of these
 * pages passes html-validate's recommended rules.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { FakeSmtp } from '../helpers/fake-smtp.js';
import { registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;

before(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://names.example' });
});
after(async () => {
  await t?.close();
});

/** The page's <main>, where what the page says is. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const decoded = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");
/** A message of the catalogue as a person reads it: its tags' words without the tags. */
const words = (locale: (typeof SHIPPED_LOCALES)[number], id: 'moveIn.offer' | 'moveIn.offer.signUp') =>
  translatorFor(locale)
    .rich<string>(id, { link: (chunks) => chunks.join('') })
    .join('');

describe('"Moving from pronouns.cc?"', () => {
  it('the home page offers it in every shipped language: through sign-up signed out, to the import signed in', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    for (const locale of SHIPPED_LOCALES) {
      const out = mainOf((await page(t, new Jar(), `/?lang=${locale}`)).raw);
      assert.ok(
        decoded(out.replace(/<[^<>]*>/g, '')).includes(words(locale, 'moveIn.offer.signUp')),
        `${locale}: ${out}`,
      );
      assert.match(out, /<p class="moving-in">[^]*?<a href="\/register\?move_in=1">/, locale);
      const inside = mainOf((await page(t, jar, `/?lang=${locale}`)).raw);
      assert.ok(
        decoded(inside.replace(/<[^<>]*>/g, '')).includes(words(locale, 'moveIn.offer')),
        `${locale}: ${inside}`,
      );
      assert.match(inside, /<p class="moving-in">[^]*?<a href="\/settings\/data#service-heading">/, locale);
    }
    // The English words, as a person reads them.
    assert.match(
      decoded(mainOf((await page(t, new Jar(), '/?lang=en')).raw).replace(/<[^<>]*>/g, '')),
      /Moving from pronouns\.cc\? Sign up and bring your profile over: names, pronouns, fields, links and members come with it\./,
    );
  });

  it('a sign-up that asked for it lands on the import, saying the account is ready; one that did not, on the welcome', async () => {
    const form = await page(t, new Jar(), '/register?move_in=1');
    assert.match(form.raw, /<input id="f-move_in" type="checkbox" name="move_in" value="on" checked/);
    const plain = await page(t, new Jar(), '/register');
    assert.match(plain.raw, /<input id="f-move_in" type="checkbox" name="move_in" value="on">/);

    const jar = new Jar();
    const moving = await postForm(t, jar, '/register?move_in=1', '/register', {
      username: `mover${Date.now() % 100000}`,
      password: 'correct horse battery',
      move_in: 'on',
    });
    assert.equal(moving.status, 303, moving.raw);
    assert.equal(moving.headers.location, '/settings/data?welcome=1#service-heading');
    const data = await page(t, jar, '/settings/data?welcome=1');
    assert.equal(data.status, 200);
    assert.match(
      decoded(mainOf(data.raw).replace(/<[^<>]*>/g, '')),
      /Your account is ready\. Bring your profile over from pronouns\.cc below, or start with an empty profile\./,
    );
    assert.match(data.raw, /<a href="#service-heading">Bring your profile over from pronouns\.cc<\/a>/);
    assert.match(data.raw, /<a href="\/edit\/profile\?welcome=1">start with an empty profile<\/a>/);
    assert.match(data.raw, /<h2 id="service-heading">/);
    // Without ?welcome=1 the page says nothing of it.
    assert.doesNotMatch((await page(t, jar, '/settings/data')).raw, /Your account is ready/);
    // Signed in, the offer's sign-up link goes straight to the import.
    const again = await page(t, jar, '/register?move_in=1');
    assert.equal(again.status, 303);
    assert.equal(again.headers.location, '/settings/data#service-heading');

    const other = new Jar();
    const welcome = await postForm(t, other, '/register', '/register', {
      username: `newcomer${Date.now() % 100000}`,
      password: 'correct horse battery',
    });
    assert.equal(welcome.headers.location, '/edit/profile?welcome=1');
    const editor = await page(t, other, '/edit/profile?welcome=1');
    assert.match(
      mainOf(editor.raw),
      /<section class="notice welcome"[^]*<p class="moving-in">[^]*<a href="\/settings\/data#service-heading">Bring your profile over<\/a>/,
    );
  });

  it('a sign-up that fails keeps the box ticked and what was typed', async () => {
    const taken = await registerUser(t);
    const res = await postForm(t, new Jar(), '/register?move_in=1', '/register', {
      username: taken.name,
      password: 'correct horse battery',
      move_in: 'on',
    });
    assert.equal(res.status, 400, res.raw);
    assert.match(res.raw, /That username is already taken/);
    assert.match(res.raw, /<input id="f-move_in" type="checkbox" name="move_in" value="on" checked/);
    assert.match(res.raw, new RegExp(`name="username" type="text" value="${taken.name}"`));
  });
});

describe('"Forgot your password?"', () => {
  it('without mail: a page (200) that says no mail comes and what to do instead', async () => {
    const res = await t.request('GET', '/forgot', { headers: HTML });
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'] as string, /^text\/html/);
    assert.match(res.raw, /<title>Forgot your password\? · Nametag<\/title>/);
    const main = mainOf(res.raw);
    assert.match(main, /<h1>Forgot your password\?<\/h1>/);
    const said = decoded(main.replace(/<[^<>]*>/g, ' ').replace(/\s+/g, ' '));
    assert.match(said, /This server does not send e-mail, so it cannot mail you a link to set a new password\./);
    assert.match(said, /Use a recovery code you saved from Settings/);
    assert.match(said, /ask the people who run names\.example/);
    assert.match(main, /<a href="\/recover">Use a recovery code<\/a>/);
    // Log-in through the fediverse is on by default: a linked account is a way in.
    assert.match(
      main,
      /If you linked another account \(a fediverse account, say\), <a href="\/login">log in with it<\/a>/,
    );
    // The log-in page leads here, and to the recovery codes.
    const login = mainOf((await page(t, new Jar(), '/login')).raw);
    assert.match(
      login,
      /<a href="\/recover">Use a recovery code<\/a> or <a href="\/forgot">see what else you can do<\/a>/,
    );
  });

  it('names no linked account where no other service logs in', async () => {
    const alone = await startTestApp({ PUBLIC_URL: 'https://names.example', FEDIVERSE_LOGIN: 'false' });
    try {
      const res = await alone.request('GET', '/forgot', { headers: HTML });
      assert.equal(res.status, 200);
      assert.doesNotMatch(res.raw, /linked another account/);
      assert.match(res.raw, /<a href="\/recover">/);
    } finally {
      await alone.close();
    }
  });

  it('in every shipped language', async () => {
    for (const locale of SHIPPED_LOCALES) {
      const { t: say } = translatorFor(locale);
      const res = await t.request('GET', `/forgot?lang=${locale}`, { headers: HTML });
      assert.equal(res.status, 200, locale);
      assert.ok(decoded(res.raw).includes(`<h1>${say('forgot.noMail.title')}</h1>`), locale);
      assert.ok(decoded(res.raw).includes(say('forgot.noMail.intro')), locale);
    }
  });

  it('with mail: the log-in page leads to the form that mails a link', async () => {
    const smtp = await new FakeSmtp().start();
    const mailing = await startTestApp({ PUBLIC_URL: 'https://names.example', SMTP_URL: smtp.url });
    try {
      const login = mainOf((await page(mailing, new Jar(), '/login')).raw);
      assert.match(login, /<a href="\/forgot">Get a link by e-mail<\/a>/);
      const forgot = await page(mailing, new Jar(), '/forgot');
      assert.equal(forgot.status, 200);
      assert.match(forgot.raw, /<form method="post" action="\/forgot">/);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});

describe("the home page's Open Graph type", () => {
  it('is website, once, signed out and signed in', async () => {
    const user = await registerUser(t);
    for (const [who, jar] of [
      ['signed out', new Jar()],
      ['signed in', await logIn(t, user)],
    ] as const) {
      const html = (await page(t, jar, '/')).raw;
      assert.deepEqual(
        html.match(/<meta property="og:type"[^>]*>/g),
        ['<meta property="og:type" content="website">'],
        who,
      );
    }
  });
});

describe('html-validate', () => {
  it("these pages pass html-validate's recommended rules", async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
    const jar = await logIn(t, await registerUser(t));
    const answers: Array<[string, string]> = [
      ['home', (await page(t, new Jar(), '/')).raw],
      ['home signed in', (await page(t, jar, '/')).raw],
      ['sign up, moving in', (await page(t, new Jar(), '/register?move_in=1')).raw],
      ['forgot without mail', (await page(t, new Jar(), '/forgot')).raw],
      ['data, welcome', (await page(t, jar, '/settings/data?welcome=1')).raw],
      [
        'fediverse, a problem',
        (await postForm(t, new Jar(), '/login', '/auth/fediverse/start', { instance: 'localhost' })).raw,
      ],
    ];
    const problems: string[] = [];
    for (const [name, html] of answers) {
      const report = await validator.validateString(html);
      for (const result of report.results) {
        for (const message of result.messages) problems.push(`${name}: ${message.ruleId}: ${message.message}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
