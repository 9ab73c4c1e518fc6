/**
 * Profile pages in the reader's language: the page's own words (headings, the built-in preferences,
 * the member list and its pages, the local time and its zone) are translated and formatted with Intl
 * for the language; what the profile's owner typed (names, pronouns, a custom preference's label, the
 * bio, a field's title, the members section's heading) shows exactly as typed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, PREF_A, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, logIn, page } from '../helpers/web-forms.js';

let t: TestApp;
let user: TestUser;

/** What the owner typed: no word of any shipped language, so a translation of it would show. */
const OWN = {
  display: 'Qwyx Ŋørr',
  name: 'Zibbo',
  pronouns: 'xe/xem',
  custom: 'Wibblé-flonk ✨',
  bio: 'Plorb 🌈 zindle',
  field: 'Ꙩꙩ frobs',
  entry: 'Grelt',
  memberTitle: 'Ƀloop crew',
};

before(async () => {
  t = await startTestApp();
  user = await registerUser(t);
  const res = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: OWN.display,
      bio: OWN.bio,
      timezone: 'Europe/Berlin',
      custom_preferences: { [PREF_A]: { icon: 'star', tooltip: OWN.custom, size: 'normal' } },
      names: [
        { value: OWN.name, status: 'favourite' },
        { value: 'Zabbo', status: PREF_A },
      ],
      pronouns: [
        { pronouns: OWN.pronouns, status: 'okay' },
        { pronouns: 'they/them', status: 'friends_only' },
      ],
      fields: [
        {
          name: OWN.field,
          entries: [
            { value: OWN.entry, status: 'jokingly' },
            { value: 'Frump', status: 'avoid' },
          ],
        },
      ],
    },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
  for (let i = 0; i < 50; i++) await createMember(t, user, { name: `m${String(i).padStart(2, '0')}` });
});
after(async () => t?.close());

const inLanguage = (url: string, language: string) =>
  t.request('GET', url, { headers: { ...HTML, 'accept-language': language } });

/** The page's text without tags, spaces made plain (Intl puts narrow no-break spaces in some times). */
const textOf = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[\s\u202f\u00a0]+/g, ' ')
    .replace(/&amp;/g, '&');

function clockIn(language: string): { time: string; zone: string } {
  const at = t.clock.now();
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Berlin' })
    .format(at)
    .replace(/[\u202f\u00a0]/g, ' ');
  const zone = new Intl.DateTimeFormat(language, { timeZone: 'Europe/Berlin', timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
  return { time, zone };
}

/** The owner's words, each exactly as typed. */
function assertOwnWords(html: string) {
  for (const words of [OWN.display, OWN.name, OWN.pronouns, OWN.bio.split(' ')[0]!, OWN.field, OWN.entry]) {
    assert.ok(html.includes(words), `"${words}" as typed`);
  }
  assert.match(html, new RegExp(`<span class="pref" title="${OWN.custom}">`), 'a custom preference keeps its label');
  assert.match(html, new RegExp(`aria-label="${OWN.custom}"`));
}

describe('a profile page in German and Polish', () => {
  it('German: built-in labels, headings, members and the local time in German; the owner’s words as typed', async () => {
    const res = await inLanguage(`/@${user.name}`, 'de-DE,de;q=0.9');
    assert.equal(res.status, 200);
    assert.match(res.raw, /<html lang="de"/);
    const html = res.raw;
    for (const label of ['Favorit', 'Okay', 'Im Scherz', 'Nur für Freund*innen', 'Vermeiden']) {
      assert.match(html, new RegExp(`<span class="pref" title="${label.replace('*', '\\*')}">`), label);
    }
    assert.match(html, /<section class="column" aria-label="Namen">/);
    assert.match(html, /<h2 class="column-title">Pronomen<\/h2>/);
    assert.match(html, /Was die Symbole bedeuten/);
    assert.match(html, /<h2 id="members-heading">Mitglieder<\/h2>/);
    assert.match(html, /<label for="search">50 Mitglieder durchsuchen<\/label>/);
    assert.match(html, /aria-label="Seiten der Mitgliederliste"/);
    assert.match(html, /Seite 1 von 2/);
    assert.match(html, /rel="next">Weiter</);
    const text = textOf(html);
    const { time, zone } = clockIn('de');
    assert.match(zone, /^Mitteleuropäische (Sommer|Normal)zeit$/);
    assert.ok(text.includes(`Ortszeit: ${time} (${zone}, Europe/Berlin)`), text);
    assert.doesNotMatch(time, /AM|PM/, 'a 24-hour clock');
    assert.doesNotMatch(text, /Favourite|Friends only|Local time|What the icons mean|Members|Page 1 of/);
    assertOwnWords(html);
  });

  it('Polish: plural forms, a search and the local time in Polish; the owner’s words as typed', async () => {
    const res = await inLanguage(`/@${user.name}`, 'pl');
    assert.match(res.raw, /<html lang="pl"/);
    const html = res.raw;
    for (const label of ['Ulubione', 'W porządku', 'Żartem', 'Tylko dla znajomych', 'Do unikania']) {
      assert.match(html, new RegExp(`<span class="pref" title="${label}">`), label);
    }
    assert.match(html, /<h2 class="column-title">Imiona<\/h2>/);
    assert.match(html, /<h2 id="members-heading">Profile z systemu<\/h2>/);
    assert.match(html, /Szukaj wśród 50 profili/);
    assert.match(html, /Strona 1 z 2/);
    const text = textOf(html);
    const { time, zone } = clockIn('pl');
    assert.match(zone, /^czas środkowoeuropejski (letni|standardowy)$/);
    assert.ok(text.includes(`Czas lokalny: ${time} (${zone}, Europe/Berlin)`), text);
    assertOwnWords(html);

    const searched = await inLanguage(`/@${user.name}?q=m0`, 'pl');
    assert.match(searched.raw, /10 z 50 pasuje do „m0”\./);
    assert.match((await inLanguage(`/@${user.name}?q=m1+m2`, 'pl')).raw, /Nic nie pasuje do „m1 m2” \(łącznie: 50\)\./);
    assert.match((await inLanguage(`/@${user.name}?q=m03`, 'pl')).raw, /1 z 50 pasuje do „m03”\./);
    assert.match((await inLanguage(`/@${user.name}?q=m4`, 'de')).raw, /10 von 50 passen zu „m4“\./);
  });

  it('the owner’s heading of the members section is kept as typed in every language', async () => {
    await t.patch('/api/v1/users/@me', { member_title: OWN.memberTitle }, user.token);
    try {
      for (const language of ['de', 'pl', 'fr']) {
        const res = await inLanguage(`/@${user.name}`, language);
        assert.match(res.raw, new RegExp(`<h2 id="members-heading">${OWN.memberTitle}</h2>`), language);
      }
    } finally {
      await t.patch('/api/v1/users/@me', { member_title: null }, user.token);
    }
  });

  it('English keeps its words, with the time as Intl writes it in English', async () => {
    const res = await inLanguage(`/@${user.name}`, 'en');
    const text = textOf(res.raw);
    const { time, zone } = clockIn('en');
    assert.ok(text.includes(`Local time: ${time} (${zone}, Europe/Berlin)`), text);
    assert.match(res.raw, /<span class="pref" title="Favourite">/);
    assert.match(res.raw, /<h2 id="members-heading">Members<\/h2>/);
    assertOwnWords(res.raw);
  });

  it('a member page in German, with the owner’s tools and the report link for others', async () => {
    const member = await createMember(t, user, {
      name: 'Blix',
      names: [{ value: 'Blixa', status: PREF_A }],
      pronouns: [{ pronouns: 'fae/faer', status: 'favourite' }],
    });
    const shown = await inLanguage(`/@${user.name}/${member.name}`, 'de');
    assert.match(shown.raw, /<html lang="de"/);
    assert.match(shown.raw, /<span class="pref" title="Favorit">/);
    assert.match(shown.raw, new RegExp(`<span class="pref" title="${OWN.custom}">`));
    assert.match(shown.raw, /Blixa/);
    assert.match(shown.raw, /aria-label="Blix hat keinen Avatar"/);

    const jar = await logIn(t, user);
    const own = await page(t, jar, `/@${user.name}/${member.name}?lang=pl`);
    assert.match(own.raw, /Edytuj/);
    assert.match(own.raw, /Krótki link do tej strony/);

    const other = await registerUser(t);
    const otherJar = await logIn(t, other);
    assert.match((await page(t, otherJar, `/@${user.name}/${member.name}?lang=de`)).raw, /Dieses Mitglied melden/);
    assert.match((await page(t, otherJar, `/@${user.name}`)).raw, /Dieses Profil melden/);
  });

  it('a kept public page is kept per language', async () => {
    const first = await inLanguage(`/@${user.name}`, 'de');
    const other = await inLanguage(`/@${user.name}`, 'pl');
    const again = await inLanguage(`/@${user.name}`, 'de');
    assert.match(first.raw, /Favorit/);
    assert.match(other.raw, /Ulubione/);
    assert.match(again.raw, /Favorit/);
    assert.doesNotMatch(again.raw, /Ulubione/);
  });
});
