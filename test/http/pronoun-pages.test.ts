/**
 * The pronoun example pages over HTTP in every shipped language: the set read in the reader's
 * language, its sentences marked with their language where it is not the page's, a text several
 * languages know answered with a choice between them, `?in=` naming the set's language (anything
 * else ignored), the title and description translated, a profile's links pointing at the reader's
 * page or the choice, a pseudo-locale reading English sets as its own, and no odd address answered
 * with a 500.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import type { ShippedLocale } from '../../src/i18n/locales.js';
import { registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
before(async () => {
  // With its address configured, the instance lets shared caches keep its pages (own-address-caching.ts).
  t = await startTestApp({ PSEUDO_LOCALES: 'true', PUBLIC_URL: 'https://nametag.test' });
});
after(async () => t.close());

async function page(url: string, language = 'en') {
  const res = await t.request('GET', url, { headers: { accept: 'text/html', 'accept-language': language } });
  const body = res.raw;
  return {
    status: res.status,
    headers: res.headers,
    body,
    lang: /<html lang="([^"]+)"/.exec(body)?.[1],
    h1: /<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[0],
    title: /<title>(.*?)<\/title>/.exec(body)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
    examples: /<ul class="examples"[^>]*>.*?<\/ul>/s.exec(body)?.[0] ?? '',
  };
}

const text = (html: string) => html.replace(/<[^<>]*>/g, '');

describe('pronoun pages in every language', () => {
  it('shows a set of the reader’s language with its sentences, its title and description translated', async () => {
    const cases: Array<[ShippedLocale, string, string, string]> = [
      ['en', '/pronouns/they/them', 'they/them', 'They are going out tonight.'],
      ['de', '/pronouns/xier/xies', 'xier/xies', 'Xiese Jacke hängt noch an der Tür.'],
      ['es', '/pronouns/elle/le', 'elle', 'Elle está muy cansade hoy.'],
      ['fr', '/pronouns/iel', 'iel', 'Iel est très content·e de son travail.'],
      ['pt-BR', '/pronouns/elu/delu', 'elu/delu', 'Elu está muito cansade hoje.'],
      ['nl', '/pronouns/hen', 'hen/hun', 'Hen gaat vanavond uit.'],
      ['pl', '/pronouns/onu/jenu', 'onu/jenu', 'Onu byłu wczoraj w kinie.'],
    ];
    for (const [locale, url, label, sentence] of cases) {
      const res = await page(url, locale);
      assert.equal(res.status, 200, url);
      assert.equal(res.lang, locale, url);
      assert.equal(res.h1, `<h1>${label}</h1>`, url);
      assert.match(res.examples, /^<ul class="examples">/, `${url}: the sentences are in the page’s language`);
      assert.ok(text(res.examples).includes(sentence), `${url}: ${text(res.examples)}`);
      const messages = CATALOGUES[locale];
      assert.equal(res.title, `${messages['pronouns.title'].replace('{set}', label)} · Nametag`, url);
      assert.equal(res.description, messages['pronouns.description'].replace('{set}', label), url);
      assert.ok(res.body.includes(`<h2>${messages['pronouns.examples']}</h2>`), url);
      assert.ok(res.body.includes(`<caption>${messages['pronouns.forms']}</caption>`), url);
    }
  });

  it('a set of another language carries that language, and the page says which it is', async () => {
    const res = await page('/pronouns/they/them', 'de');
    assert.equal(res.lang, 'de');
    assert.equal(res.h1, '<h1 lang="en" dir="ltr">they/them</h1>');
    assert.match(res.examples, /^<ul class="examples" lang="en" dir="ltr">/);
    assert.match(res.body, /<p class="pronoun-language">Pronomen auf Englisch<\/p>/);
    assert.match(res.body, /<th scope="row">Possessivpronomen<\/th><td lang="en" dir="ltr">theirs<\/td>/);
  });

  it('a text several languages know is a choice, in the page’s language; ?in= names one', async () => {
    const choices = (body: string) =>
      [...body.matchAll(/<li>(.*?)<\/li>/g)]
        .map((m) => m[1]!)
        .filter((item) => item.includes('/pronouns/'))
        .join(' | ');
    const cases: Array<[string, string, string]> = [
      [
        'en',
        'These forms are used in several languages:',
        'Spanish: <a href="/pronouns/elle/le?in=es" lang="es" dir="ltr">elle/le</a> | French: <a href="/pronouns/elle/elle?in=fr" lang="fr" dir="ltr">elle/elle</a>',
      ],
      [
        'es',
        'Estas formas se usan en varios idiomas:',
        'Español: <a href="/pronouns/elle/le?in=es" lang="es" dir="ltr">elle/le</a> | Francés: <a href="/pronouns/elle/elle?in=fr" lang="fr" dir="ltr">elle/elle</a>',
      ],
      [
        'fr',
        'Ces formes sont utilisées dans plusieurs langues\u00a0:',
        'Français\u00a0: <a href="/pronouns/elle/elle?in=fr" lang="fr" dir="ltr">elle/elle</a> | Espagnol\u00a0: <a href="/pronouns/elle/le?in=es" lang="es" dir="ltr">elle/le</a>',
      ],
    ];
    for (const [language, intro, links] of cases) {
      const res = await page('/pronouns/elle', language);
      assert.equal(res.status, 200, language);
      assert.equal(res.lang, language);
      assert.equal(res.h1, '<h1>elle</h1>');
      assert.ok(res.body.includes(`<p>${intro}</p>`), language);
      assert.equal(choices(res.body), links, language);
      assert.equal(res.examples, '', `${language}: no sentences are guessed`);
      assert.ok(res.description?.includes('elle'), language);
      assert.doesNotMatch(
        res.description ?? '',
        /Example sentences|Beispielsätze/,
        `${language}: the choice has no sentences`,
      );
    }
    assert.equal(
      (await page('/pronouns/elle', 'en')).description,
      '“elle” is used in several languages: choose the pronouns you mean.',
    );
    const named = await page('/pronouns/elle?in=es', 'fr');
    assert.equal(named.lang, 'fr');
    assert.match(named.examples, /^<ul class="examples" lang="es" dir="ltr">/);
    assert.ok(text(named.examples).includes('Elle sale esta noche.'));
    assert.match(named.body, /Pronoms en espagnol/);
    // Switching the theme or the language comes back to the set read in the same language.
    assert.ok(named.body.includes('return=%2Fpronouns%2Felle%3Fin%3Des'), 'the footer keeps ?in=');
    const french = await page('/pronouns/elle/elle?in=fr', 'es');
    assert.ok(text(french.examples).includes('Elle sort ce soir.'));
    for (const query of [
      '?in=xx',
      '?in=',
      '?in=es&in=de',
      '?in[]=es',
      `?in=${'e'.repeat(3000)}`,
      '?in=%00',
      '?in=%E0',
      '?in=de',
    ]) {
      const res = await page(`/pronouns/elle${query}`, 'fr');
      assert.equal(res.status, 200, query);
      assert.ok(res.body.includes('plusieurs langues'), query);
    }
    // A set the named language does not know is looked for as usual.
    assert.ok(text((await page('/pronouns/they/them?in=pl', 'fr')).examples).includes('They are going out'));
  });

  it('five German forms no table has are not made an English set', async () => {
    const res = await page('/pronouns/dey/dem/denen/deren/deren', 'en');
    assert.equal(res.status, 200);
    assert.equal(res.examples, '');
    assert.match(res.body, /We don’t know the full set of these pronouns/);
    const dey = await page('/pronouns/dey/denen', 'de');
    assert.ok(text(dey.examples).includes('Deren Jacke hängt noch an der Tür.'));
  });

  it('a pseudo-locale reads English sets as its own, and marks the others', async () => {
    const english = await page('/pronouns/they/them?lang=en-XA');
    assert.equal(english.lang, 'en-XA');
    assert.equal(english.h1, '<h1>they/them</h1>');
    assert.match(english.examples, /^<ul class="examples">/);
    assert.doesNotMatch(english.body, /class="pronoun-language"/);
    const unknown = await page('/pronouns/zork?lang=en-XA');
    const main = /<main[^>]*>.*<\/main>/s.exec(unknown.body)?.[0] ?? '';
    assert.match(main, /they\/them/);
    assert.doesNotMatch(main, /lang="en"/);
    assert.match(unknown.body, /<a href="\/pronouns\/they\/them\/their\/theirs\/themselves">they\/them<\/a>/);
    const spanish = await page('/pronouns/elle/le?lang=en-XA');
    assert.match(spanish.examples, /^<ul class="examples" lang="es" dir="ltr">/);
  });

  it('a page that depends on ?in= is shared only under its own address and language', async () => {
    const french = await page('/pronouns/elle?in=fr', 'fr');
    const spanish = await page('/pronouns/elle?in=es', 'fr');
    for (const res of [french, spanish]) {
      assert.match(String(res.headers['cache-control']), /^public/);
      assert.match(String(res.headers.vary), /Accept-Language/);
    }
    assert.notEqual(french.headers.etag, spanish.headers.etag);
  });

  it('a set no table knows is shown as typed, with the reader’s known sets, in the reader’s language', async () => {
    const res = await page('/pronouns/zork/zorp', 'pl');
    assert.equal(res.status, 200);
    assert.equal(res.h1, '<h1>zork/zorp</h1>');
    assert.match(res.body, /Nie znamy wszystkich form tych zaimków/);
    assert.match(res.body, /<a href="\/pronouns\/onu\/jenu\/wu\/nu">onu\/jenu<\/a>/);
    assert.match(res.body, /<a href="\/pronouns\/they\/them\/their\/theirs\/themselves\?in=en" lang="en">/);
    assert.doesNotMatch(res.body, /class="examples"/);
    assert.equal(res.title, 'Zaimki zork/zorp · Nametag');
  });

  it('odd addresses are answered, never with a 500', async () => {
    for (const url of [
      '/pronouns/%3Cscript%3E?in=de',
      '/pronouns/%E0%A4%A',
      '/pronouns/%00/%00',
      `/pronouns/${'%C3%A9l/'.repeat(300)}`,
      '/pronouns/elle%2Fle',
      '/pronouns/?in=fr',
      '/pronouns/sie/ihr?in=de&lang=xx',
      `/pronouns/${'ą'.repeat(500)}`,
    ]) {
      const res = await page(url, 'de');
      assert.ok(res.status >= 200 && res.status < 500, `${url}: ${res.status}`);
      assert.doesNotMatch(res.body, /<script>/, url);
    }
  });

  it('a long path is cut by code points, never inside a character', async () => {
    const res = await page(`/pronouns/${'a'.repeat(199)}${encodeURIComponent('😀'.repeat(3))}`);
    assert.equal(res.status, 200);
    assert.equal(res.h1, `<h1>${'a'.repeat(199)}😀</h1>`);
    assert.ok(!res.body.includes('\uFFFD'));
  });

  it('a profile’s pronouns link to the page in the reader’s language, name the set’s, or the choice', async () => {
    const user = await registerUser(t);
    await t.patch(
      '/api/v1/users/@me',
      {
        pronouns: [
          { value: 'elle/le', status: 'favourite' },
          { value: 'they/them', status: 'okay' },
          { value: 'sie/ihr', status: 'okay' },
          { value: 'zork', status: 'okay' },
          { value: 'elle', status: 'okay' },
        ],
      },
      user.token,
    );
    const links = async (language: string) =>
      [
        ...(await page(`/@${user.name}`, language)).body.matchAll(/<a class="value(?: p-pronouns)?" href="([^"]*)"/g),
      ].map((m) => m[1]);
    assert.deepEqual(await links('es'), [
      '/pronouns/elle/le',
      '/pronouns/they/them/their/theirs/themselves?in=en',
      '/pronouns/sie/sie/ihr/ihrer/ihr?in=de',
      '/pronouns/zork',
      '/pronouns/elle',
    ]);
    assert.deepEqual(await links('de'), [
      '/pronouns/elle/le?in=es',
      '/pronouns/they/them/their/theirs/themselves?in=en',
      '/pronouns/sie/sie/ihr/ihrer/ihr',
      '/pronouns/zork',
      '/pronouns/elle',
    ]);
    assert.deepEqual(await links('en'), [
      '/pronouns/elle/le?in=es',
      '/pronouns/they/them/their/theirs/themselves',
      '/pronouns/sie/sie/ihr/ihrer/ihr?in=de',
      '/pronouns/zork',
      '/pronouns/elle',
    ]);
  });

  it('the home page’s examples are the reader’s language’s sets', async () => {
    const home = await page('/', 'pl');
    assert.match(home.body, /<a href="\/pronouns\/ona\/jej\/jej\/j%C4%85">ona\/jej<\/a>/);
    const english = await page('/', 'en');
    assert.match(english.body, /<a href="\/pronouns\/they\/them\/their\/theirs\/themselves">they\/them<\/a>/);
  });
});
