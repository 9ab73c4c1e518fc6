/**
 * The language of a page: `?lang=` (then kept in a cookie), the footer's choice (the same cookie),
 * the browser's Accept-Language, else English; `<html lang dir>` and `Vary: Accept-Language`; kept
 * public pages per language; the pseudo-locales only where turned on; the API stays English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let plain: TestApp;

before(async () => {
  // With its address configured, the instance lets shared caches keep its pages (own-address-caching.ts).
  t = await startTestApp({ PSEUDO_LOCALES: 'true', PUBLIC_URL: 'https://nametag.test' });
  plain = await startTestApp();
});
after(async () => {
  await t?.close();
  await plain?.close();
});

async function page(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const html = /<html[^>]*>/.exec(res.body)?.[0] ?? '';
  return {
    res,
    lang: /lang="([^"]+)"/.exec(html)?.[1],
    dir: /dir="([^"]+)"/.exec(html)?.[1],
    h1: /<h1[^>]*>(.*?)<\/h1>/s
      .exec(res.body)?.[1]
      ?.replace(/<[^<>]*>/g, '')
      .trim(),
    cookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
  };
}

describe('the language of a page', () => {
  it('is English without any hint', async () => {
    const login = await page(t, '/login');
    assert.equal(login.lang, 'en');
    assert.equal(login.dir, 'ltr');
    assert.equal(login.h1, 'Log in');
  });

  it('follows Accept-Language to the closest shipped language', async () => {
    const cases: Array<[string, string, string]> = [
      ['de-AT,de;q=0.9,en;q=0.5', 'de', 'Anmelden'],
      ['pt', 'pt-BR', 'Entrar'],
      ['fr-CA', 'fr', 'Se connecter'],
      ['nl-BE', 'nl', 'Inloggen'],
      ['es-419', 'es', 'Iniciar sesión'],
      ['pl', 'pl', 'Zaloguj się'],
      ['zh-CN,ja;q=0.8', 'en', 'Log in'],
      ['en;q=0.1,de;q=0.9', 'de', 'Anmelden'],
      ['*', 'en', 'Log in'],
    ];
    for (const [header, lang, h1] of cases) {
      const login = await page(t, '/login', { 'accept-language': header });
      assert.equal(login.lang, lang, header);
      assert.equal(login.h1, h1, header);
    }
  });

  it('ignores junk in Accept-Language rather than failing', async () => {
    for (const header of ['de;q=abc', ';;;,,,', 'x'.repeat(500), 'de-DE-u-nu-!!!', '123,?']) {
      const login = await page(t, '/login', { 'accept-language': header });
      assert.equal(login.res.statusCode, 200, header);
      assert.ok(['en', 'de'].includes(login.lang!), header);
    }
  });

  it('?lang= wins over the browser, is kept in a cookie, and such an answer is not shared', async () => {
    const asked = await page(t, '/?lang=fr', { 'accept-language': 'de' });
    assert.equal(asked.lang, 'fr');
    assert.ok(
      asked.cookies.some((c) => c.startsWith('nametag_lang=fr;')),
      'kept for the next pages',
    );
    assert.match(String(asked.res.headers['cache-control']), /private/);
    const next = await page(t, '/login', { 'accept-language': 'de', cookie: 'nametag_lang=fr' });
    assert.equal(next.lang, 'fr');
    assert.equal(next.h1, 'Se connecter');
    // Case does not matter; an unknown one falls back to the cookie, then the browser.
    assert.equal((await page(t, '/login?lang=PT-br')).lang, 'pt-BR');
    assert.equal((await page(t, '/login?lang=xx', { cookie: 'nametag_lang=nl' })).lang, 'nl');
    assert.equal((await page(t, '/login?lang=xx', { 'accept-language': 'pl' })).lang, 'pl');
    assert.equal((await page(t, '/login?lang=%E0%A4%A', { 'accept-language': 'pl' })).lang, 'pl');
  });

  it('is chosen in the footer: every language by its own name, the current one marked', async () => {
    const home = await page(plain, '/', { 'accept-language': 'es' });
    for (const [locale, name] of [
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['pt-BR', 'Português (Brasil)'],
      ['pl', 'Polski'],
    ]) {
      assert.match(home.res.body, new RegExp(`href="/language\\?set=${locale}&amp;return=%2F"[^>]*lang="${locale}"`));
      assert.ok(home.res.body.includes(`>${name}</a>`), name);
    }
    assert.match(home.res.body, /lang="es"[^>]*aria-current="true"|aria-current="true"[^>]*>Español/);
    assert.ok(!home.res.body.includes('set=en-XA'), 'pseudo-locales are not offered where they are off');

    const chosen = await plain.app.inject({ method: 'GET', url: '/language?set=nl&return=/login' });
    assert.equal(chosen.statusCode, 303);
    assert.equal(chosen.headers.location, '/login');
    assert.match(String(chosen.headers['set-cookie']), /^nametag_lang=nl;.*Max-Age=31536000/);
    const cleared = await plain.app.inject({
      method: 'GET',
      url: '/language?set=klingon&return=https://evil.example/',
    });
    assert.equal(cleared.statusCode, 303);
    assert.equal(cleared.headers.location, '/', 'never away from the site');
    assert.match(String(cleared.headers['set-cookie']), /^nametag_lang=;/);
  });

  it('sets lang and dir, right to left in the mirrored pseudo-locale', async () => {
    const mirrored = await page(t, '/login?lang=ar-XB');
    assert.equal(mirrored.lang, 'ar-XB');
    assert.equal(mirrored.dir, 'rtl');
    const accented = await page(t, '/login?lang=en-XA');
    assert.equal(accented.h1, '[Ĺöĝ îñ]');
    // Where they are off, the pseudo-locales are unknown names.
    assert.equal((await page(plain, '/login?lang=en-XA', { 'accept-language': 'de' })).lang, 'de');
  });

  it('varies public pages by Accept-Language and keeps one per language', async () => {
    const user = await registerUser(t);
    const first = await page(t, `/@${user.name}`, { 'accept-language': 'de' });
    assert.equal(first.res.statusCode, 200);
    assert.equal(first.res.headers.vary, 'Accept, Cookie, Accept-Language, Accept-Encoding');
    assert.equal(first.lang, 'de');
    const other = await page(t, `/@${user.name}`, { 'accept-language': 'pl' });
    assert.equal(other.lang, 'pl', 'a page kept in German is not served in Polish');
    assert.notEqual(other.res.headers.etag, first.res.headers.etag);
    const again = await page(t, `/@${user.name}`, { 'accept-language': 'de' });
    assert.equal(again.res.headers.etag, first.res.headers.etag);
  });

  it('of an error page follows the same choice', async () => {
    const missing = await page(t, '/@nobody_here_at_all', { 'accept-language': 'de' });
    assert.equal(missing.res.statusCode, 404);
    assert.equal(missing.lang, 'de');
    assert.equal(missing.h1, 'Nicht gefunden');
  });

  it('of a page no scope claims follows it too, and hostile choices fall back instead of failing', async () => {
    const nowhere = await page(t, '/no/such/page?lang=de');
    assert.equal(nowhere.res.statusCode, 404);
    assert.equal(nowhere.lang, 'de');
    assert.match(nowhere.res.body, /Unter dieser Adresse gibt es keine Seite\./);
    const twice = await t.app.inject({ method: 'GET', url: '/language?set=de&set=fr&return=/login' });
    assert.equal(twice.statusCode, 303, 'a repeated key names no language');
    assert.match(String(twice.headers['set-cookie']), /^nametag_lang=;/);
    for (const url of ['/login?lang[]=de', '/login?lang=de&lang=fr', `/login?lang=${'d'.repeat(5000)}`]) {
      const res = await page(t, url, { 'accept-language': 'pl' });
      assert.equal(res.res.statusCode, 200, url);
    }
    // Only the query names a language: a path that holds "&lang=" does not.
    assert.equal((await page(t, '/@someone&lang=de')).lang, 'en');
  });

  it('an unknown ?lang= leaves a public page shared as usual', async () => {
    const user = await registerUser(t);
    const res = await page(t, `/@${user.name}?lang=klingon`, { 'accept-language': 'nl' });
    assert.equal(res.lang, 'nl');
    assert.match(String(res.res.headers['cache-control']), /^public/);
    assert.equal(res.cookies.length, 0);
  });

  it('leaves the API alone: English messages, no Vary on Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/nobody_here_at_all',
      headers: { 'accept-language': 'de' },
    });
    assert.equal(res.statusCode, 404);
    assert.match(JSON.parse(res.body).message, /not found/i);
    assert.ok(!String(res.headers.vary ?? '').includes('Accept-Language'));
  });
});

describe('numbers and plurals', () => {
  it('follow the language’s rules on the home page', async () => {
    const figures = async (lang: string) =>
      /<p class="figures">(.*?)<\/p>/.exec((await page(plain, `/?lang=${lang}`)).res.body)?.[1];
    const users = Number(/(\d+)/.exec((await figures('en'))!)?.[1]);
    assert.ok(users >= 0);
    assert.match((await figures('de'))!, /(Personen|Eine Person) und .* haben hier eine Seite\./);
    assert.match((await figures('pl'))!, /^Swoje strony mają tu: \d+ (osoba|osoby|osób) i /);
  });
});
