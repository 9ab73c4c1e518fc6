/**
 * The account's language: set in MeUser through the API (an extra field old clients ignore) or in
 * settings, shown only to the owner, refused with a sentence when the server does not ship it; it
 * chooses the pages of a signed-in person after `?lang=` and the browser's own choice, and before
 * Accept-Language; and the mail to the account is written in it (else in the language of the page
 * the mail was asked for on, else English).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FakeSmtp, linkIn } from '../helpers/fake-smtp.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, Jar, logIn } from '../helpers/web-forms.js';

const BASE = 'http://nametag.test';
let t: TestApp;
let smtp: FakeSmtp;
let n = 0;
const address = (tag: string) => `lang.${tag}.${++n}@mail.example`;

before(async () => {
  smtp = await new FakeSmtp().start();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: BASE, PSEUDO_LOCALES: 'true' });
});
after(async () => {
  await t?.close();
  await smtp?.close();
});

const setLanguage = (user: TestUser, language: unknown) =>
  t.request('PATCH', '/api/v1/users/@me', { body: { language }, token: user.token });

/** A page as a signed-in browser sees it, with its own headers. */
async function browse(jar: Jar, url: string, headers: Record<string, string> = {}) {
  const res = await t.request('GET', url, { headers: { ...HTML, cookie: jar.header(), ...headers } });
  jar.take(res.headers);
  return { res, lang: /<html[^>]*\blang="([^"]+)"/.exec(res.raw)?.[1] };
}

async function post(jar: Jar, from: string, action: string, fields: Record<string, string>, headers = {}) {
  const form = await browse(jar, from, headers);
  const res = await t.request('POST', action, {
    body: new URLSearchParams({ _csrf: csrfOf(form.res.raw), ...fields }).toString(),
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  jar.take(res.headers);
  return res;
}

describe('the account’s language in the API', () => {
  it('is null at first, set by PATCH in the server’s spelling, and cleared by "" or null', async () => {
    const user = await registerUser(t);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.language, null);
    const set = await setLanguage(user, 'PT-br');
    assert.equal(set.status, 200, set.raw);
    assert.equal(set.body.language, 'pt-BR');
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.language, 'pt-BR');
    assert.equal((await setLanguage(user, 'de')).body.language, 'de');
    assert.equal((await setLanguage(user, '')).body.language, null);
    assert.equal((await setLanguage(user, 'pl')).body.language, 'pl');
    assert.equal((await setLanguage(user, null)).body.language, null);
  });

  it('stays as it is when a PATCH does not name it', async () => {
    const user = await registerUser(t);
    await setLanguage(user, 'nl');
    const other = await t.request('PATCH', '/api/v1/users/@me', { body: { bio: 'hoi' }, token: user.token });
    assert.equal(other.status, 200, other.raw);
    assert.equal(other.body.language, 'nl');
  });

  it('refuses a language the server does not ship, with the list, and changes nothing', async () => {
    const user = await registerUser(t);
    await setLanguage(user, 'fr');
    for (const language of ['xx', 'de-AT', 'en-XA', 'english', 'de;', 'a'.repeat(36), 12, ['de'], { de: 1 }]) {
      const res = await setLanguage(user, language);
      assert.equal(res.status, 400, `${JSON.stringify(language)}: ${res.raw}`);
      assert.equal(res.body.code, 400);
      assert.match(JSON.stringify(res.body), /language/, JSON.stringify(res.body));
    }
    const refused = await setLanguage(user, 'xx');
    assert.equal(refused.body.details, 'language: must be one of en, de, es, fr, pt-BR, nl, pl');
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.language, 'fr');
  });

  it('is the owner’s alone: no public answer carries it', async () => {
    const user = await registerUser(t);
    await setLanguage(user, 'es');
    const seen = await t.get(`/api/v1/users/${user.name}`);
    assert.equal(seen.status, 200);
    assert.equal('language' in seen.body, false);
    const page = await t.request('GET', `/@${user.name}`, { headers: HTML });
    assert.match(page.raw, /<html[^>]*lang="en"/, 'the profile page follows the reader, not the owner');
  });
});

describe('the account’s language as account data', () => {
  const changeEvents = (user: TestUser) =>
    t.asOperator(async (ctx) => {
      const rows = await ctx.db.selectFrom('change_events').select('id').where('user_id', '=', user.id).execute();
      return rows.length;
    });

  it('changes no public document and records no change event (no webhook, no eviction)', async () => {
    const user = await registerUser(t);
    const before = await changeEvents(user);
    const publicBefore = (await t.get(`/api/v1/users/${user.name}`)).raw;
    assert.equal((await setLanguage(user, 'de')).status, 200);
    assert.equal((await setLanguage(user, 'de')).status, 200, 'the same again');
    assert.equal(await changeEvents(user), before);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).raw, publicBefore);
    const both = await t.request('PATCH', '/api/v1/users/@me', {
      body: { language: 'fr', bio: 'x' },
      token: user.token,
    });
    assert.equal(both.status, 200);
    assert.equal(both.body.language, 'fr');
    assert.equal(both.body.bio, 'x');
    assert.equal(await changeEvents(user), before + 1, 'the bio is a profile change');
  });

  const importJson = (user: TestUser, document: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/@me/import',
      payload: JSON.stringify(document),
      headers: { authorization: user.token, 'content-type': 'application/json' },
    });

  it('moves with an export to another account, and one this server does not ship is left out with a note', async () => {
    const source = await registerUser(t);
    await setLanguage(source, 'nl');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/@me/export?format=json',
      headers: { authorization: source.token },
    });
    const document = JSON.parse(exported.body);
    assert.equal(document.user.language, 'nl');
    const target = await registerUser(t);
    const moved = await importJson(target, document);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await t.get('/api/v1/users/@me', target.token)).body.language, 'nl');

    const other = await registerUser(t);
    await setLanguage(other, 'es');
    const foreign = await importJson(other, { ...document, user: { ...document.user, language: 'it', bio: 'ciao' } });
    assert.equal(foreign.statusCode, 200, foreign.body);
    const report = JSON.parse(foreign.body);
    assert.ok(report.skipped.includes('user.language: "it" is not a language this server ships'), foreign.body);
    const me = (await t.get('/api/v1/users/@me', other.token)).body;
    assert.equal(me.language, 'es', 'kept');
    assert.equal(me.bio, 'ciao', 'the rest of the profile came in');
  });
});

describe('the account’s language on the pages', () => {
  it('chooses a signed-in person’s pages over Accept-Language; the browser’s own choice and ?lang= come first', async () => {
    const user = await registerUser(t);
    await setLanguage(user, 'de');
    const jar = await logIn(t, user);
    assert.equal((await browse(jar, '/', { 'accept-language': 'fr' })).lang, 'de');
    assert.equal((await browse(jar, '/settings', { 'accept-language': 'fr' })).lang, 'de');
    assert.equal((await browse(jar, '/?lang=nl', { 'accept-language': 'fr' })).lang, 'nl', '?lang= wins');
    assert.equal((await browse(jar, '/', { 'accept-language': 'fr' })).lang, 'nl', 'then the kept choice');
    const signedOut = await t.request('GET', '/', { headers: { ...HTML, 'accept-language': 'fr' } });
    assert.match(signedOut.raw, /<html[^>]*lang="fr"/, 'no account, no account language');
  });

  it('is chosen in settings: the page answers in it at once, and this browser’s own choice gives way', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    await browse(jar, '/?lang=nl');
    assert.equal(jar.get('nametag_lang'), 'nl');
    const settings = await browse(jar, '/settings', { 'accept-language': 'en' });
    assert.match(settings.res.raw, /<select id="f-language" name="language"/);
    assert.match(settings.res.raw, /<option value selected>/, 'none chosen: the browser’s');
    assert.match(settings.res.raw, /<option value="pl" lang="pl">Polski<\/option>/);

    const saved = await post(jar, '/settings', '/settings/language', { language: 'pl' }, { 'accept-language': 'en' });
    assert.equal(saved.status, 200, saved.raw);
    assert.match(saved.raw, /<html[^>]*lang="pl"/);
    assert.ok(saved.raw.includes('Zapisano język.'), 'the notice in the new language');
    assert.match(saved.raw, /<option value="pl" selected>Polski<\/option>/);
    assert.equal(jar.get('nametag_lang'), undefined, 'the browser’s own choice is forgotten');
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.language, 'pl');
    assert.equal((await browse(jar, '/', { 'accept-language': 'en' })).lang, 'pl');

    const browser = await post(jar, '/settings', '/settings/language', { language: '' }, { 'accept-language': 'es' });
    assert.equal(browser.status, 200);
    assert.match(browser.raw, /<html[^>]*lang="es"/, 'the browser’s language again');
    assert.ok(browser.raw.includes('Idioma guardado.'));
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.language, null);
  });

  it('refuses a language it does not ship next to the field, in the page’s language, and keeps the old one', async () => {
    const user = await registerUser(t);
    await setLanguage(user, 'es');
    const jar = await logIn(t, user);
    const res = await post(jar, '/settings', '/settings/language', { language: 'klingon' });
    assert.equal(res.status, 400);
    assert.match(res.raw, /<html[^>]*lang="es"/);
    assert.match(res.raw, /id="f-language-error">Elige uno de los idiomas de la lista</);
    assert.match(res.raw, /aria-describedby="f-language-error"/);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.language, 'es');
  });

  it('needs the form token and a session', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const forged = await t.request('POST', '/settings/language', {
      body: 'language=de',
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(forged.status, 403);
    const nobody = await t.request('POST', '/settings/language', {
      body: 'language=de',
      headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.ok([303, 403].includes(nobody.status), String(nobody.status));
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.language, null);
  });
});

describe('mail in the recipient’s language', () => {
  async function withAddress(user: TestUser) {
    const email = address(user.name);
    const set = await t.request('PUT', '/api/v1/auth/email', {
      body: { email, current_password: user.password },
      token: user.token,
    });
    assert.equal(set.status, 202, set.raw);
    const mail = await smtp.mailTo(email);
    const token = new URL(linkIn(mail, `${BASE}/verify-email`)).searchParams.get('token')!;
    assert.equal((await t.post('/api/v1/auth/email/verify', { token })).status, 204);
    return { email, confirmation: mail };
  }

  it('is English for an account that chose none, asked for through the API', async () => {
    const user = await registerUser(t);
    const { confirmation } = await withAddress(user);
    assert.equal(confirmation.subject, 'Confirm your e-mail address for Nametag');
    assert.match(confirmation.html, /<html lang="en" dir="ltr">/);
  });

  it('follows the account’s language, whatever page it was asked for on', async () => {
    const user = await registerUser(t);
    const { email } = await withAddress(user);
    await setLanguage(user, 'de');
    const jar = new Jar();
    const asked = await post(jar, '/forgot', '/forgot', { login: user.name }, { 'accept-language': 'fr' });
    assert.equal(asked.status, 200, asked.raw);
    const mail = await smtp.mailTo(email, (m) => m.subject.includes('Passwort'));
    assert.equal(mail.subject, 'Neues Passwort für Nametag festlegen');
    assert.ok(mail.text.includes(`für das Nametag-Konto @${user.name} festlegen`));
    assert.match(mail.html, /<html lang="de" dir="ltr">/);
    assert.ok(linkIn(mail, `${BASE}/reset-password`));
  });

  it('else speaks the language of the page it was asked for on', async () => {
    const user = await registerUser(t);
    const { email } = await withAddress(user);
    const jar = new Jar();
    await post(jar, '/forgot?lang=pt-BR', '/forgot', { login: email.toUpperCase() });
    const mail = await smtp.mailTo(email, (m) => m.subject.includes('senha'));
    assert.equal(mail.subject, 'Defina uma nova senha no Nametag');
    assert.match(mail.html, /<html lang="pt-BR" dir="ltr">/);
  });

  it('is English when the page was in a pseudo-locale (tests only), never accented', async () => {
    const user = await registerUser(t);
    const { email } = await withAddress(user);
    const jar = new Jar();
    await post(jar, '/forgot?lang=en-XA', '/forgot', { login: user.name });
    const mail = await smtp.mailTo(email, (m) => m.subject.includes('password'));
    assert.equal(mail.subject, 'Set a new password for Nametag');
  });
});
