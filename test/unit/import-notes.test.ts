/**
 * An import's notes: each kind's English line is the `skipped` string the API has always sent (pinned
 * here from an account read from a service with something wrong of every kind), and the same notes
 * worded for a page speak its language with what the person typed left as typed. Past a few of a
 * kind, or a few dozen in all, the rest are counted: one line a kind, whatever the import holds. A
 * link typed without its scheme comes in corrected, with a note that says so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translatorFor } from '../../src/i18n/translator.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import {
  EXAMPLES_PER_KIND,
  ImportNoteList,
  MAX_EXAMPLES,
  MAX_NOTES,
} from '../../src/modules/portability/import-note-list.js';
import {
  englishNote,
  type ImportNote,
  ITEM_NOTE_KINDS,
  type ItemNote,
  type UnusableImage,
} from '../../src/modules/portability/import-notes.js';
import { fromPronounsCc, type RemoteAccount } from '../../src/modules/portability/pronouns-cc-import.js';
import { withHttps } from '../../src/profiles/rules/links.js';
import { LIMITS } from '../../src/profiles/rules/profile-types.js';
import { noteSentence } from '../../src/web/support/import-sentences.js';

const long = 'x'.repeat(LIMITS.entryValue + 1);
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

function profile() {
  return {
    links: ['https://ok.example', 'ftp://bad', ...many(LIMITS.links + 1, (i) => `https://l${i}.example`)],
    names: [
      { value: '' },
      { value: long },
      { value: 'n', status: 'nope' },
      ...many(LIMITS.entries + 1, (i) => ({ value: `v${i}` })),
    ],
    pronouns: [
      { pronouns: '' },
      { pronouns: 'she/her', display_text: long },
      { pronouns: 'they/them', status: 'k0' },
      { pronouns: 'x', status: 'zzz' },
    ],
    fields: [
      { name: 'n'.repeat(LIMITS.fieldName + 1), entries: [] },
      { name: 'F', entries: [{ value: '' }, { value: 'e', status: 'bad' }] },
      ...many(LIMITS.fields + 1, (i) => ({ name: `f${i}`, entries: [] })),
    ],
    flags: many(LIMITS.profileFlags + 2, (i) => ({ id: `fl${i}` })),
  };
}

/** `ashProfile`: the member Ash has every problem the profile has (else only a name). */
function account(ashProfile = true): RemoteAccount {
  const preferences: Record<string, unknown> = {};
  for (let i = 0; i < LIMITS.customPreferences + 2; i++) preferences[`k${i}`] = { icon: 'a', tooltip: `T${i}` };
  preferences.long = { icon: 'a'.repeat(LIMITS.icon + 1), tooltip: 'y'.repeat(60) };
  return {
    origin: 'https://svc.example',
    me: { ...profile(), custom_preferences: preferences, timezone: 'Mars/Olympus' },
    members: [
      { ...(ashProfile ? profile() : {}), name: 'Ash', id: 'a' },
      { name: ' ', id: 'b' },
      { name: 'a/b', id: 'c' },
      { name: 'ASH', id: 'd' },
      { name: '..', id: 'e' },
    ],
    flags: [
      { id: 'nf' },
      ...many(LIMITS.profileFlags + 2, (i) => ({ id: `fl${i}`, name: `Flag ${i}` })),
      { id: 'noimg', name: 'No image' },
    ],
    images: new Map(many(LIMITS.profileFlags + 2, (i) => [`https://img/${i}`, Buffer.from('x')] as const)),
    imageAddresses: new Map(many(LIMITS.profileFlags + 2, (i) => [`flags.fl${i}`, `https://img/${i}`] as const)),
    skipped: [],
  };
}

const ENGLISH = [
  'Flag 1: not a flag (it has no id or name)',
  'Flag “No image”: it has no image',
  'Your preference “T25”: more than 25 preferences (entries using it become "okay")',
  'Your preference “T26”: more than 25 preferences (entries using it become "okay")',
  'Your preference “yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy”: more than 25 preferences (entries using it become "okay")',
  'Your profile, time zone: "Mars/Olympus" is not one this server knows',
  'Your profile, link 2: "ftp://bad" is not a web address (http:// or https://)',
  'Your profile, link 27: more than 25 links',
  'Your profile, link 28: more than 25 links',
  'Your profile, name 1: empty',
  'Your profile, name 2: longer than 100 characters',
  'Your profile, name 3 (“n”): its preference "nope" is none of the account\'s (set to "okay")',
  'Your profile, name 103: more than 100',
  'Your profile, name 104: more than 100',
  'Your profile, pronouns 1: empty',
  "Your profile, pronouns 2, its “shown as” text: longer than 100 characters (the pronouns\' own is shown)",
  'Your profile, pronouns 4 (“x”): its preference "zzz" is none of the account\'s (set to "okay")',
  'Your profile, field 1: its name is too long',
  'Your profile, field “F”, entry 1: empty',
  'Your profile, field “F”, entry 2 (“e”): its preference "bad" is none of the account\'s (set to "okay")',
  'Your profile, field 27: more than 25 fields',
  'Your profile, field 28: more than 25 fields',
  'Your profile: more than 25 flags shown (the first 25 are kept)',
  'Member “Ash”, link 2: "ftp://bad" is not a web address (http:// or https://)',
  'Member “Ash”, link 27: more than 25 links',
  'Member “Ash”, link 28: more than 25 links',
  'Member “Ash”, name 1: empty',
  'Member “Ash”, name 2: longer than 100 characters',
  'Member “Ash”, name 3 (“n”): its preference "nope" is none of the account\'s (set to "okay")',
  'Member “Ash”, name 103: more than 100',
  'Member “Ash”, name 104: more than 100',
  'Member “Ash”, pronouns 1: empty',
  "Member “Ash”, pronouns 2, its “shown as” text: longer than 100 characters (the pronouns\' own is shown)",
  'Member “Ash”, pronouns 4 (“x”): its preference "zzz" is none of the account\'s (set to "okay")',
  'Member “Ash”, field 1: its name is too long',
  'Member “Ash”, field “F”, entry 1: empty',
  'Member “Ash”, field “F”, entry 2 (“e”): its preference "bad" is none of the account\'s (set to "okay")',
  'Member “Ash”, field 27: more than 25 fields',
  'Member “Ash”, field 28: more than 25 fields',
  'Member “Ash”: more than 25 flags shown (the first 25 are kept)',
  'Member 2: the name " " cannot be a member name here (Invalid value for name)',
  'Member 3: the name "a/b" cannot be a member name here (Invalid value for name)',
  'Member “ASH”: the same name as “Ash” here (names are compared without case)',
  'Member 5: the name ".." cannot be a member name here (Invalid value for name)',
];

describe("an import's notes", () => {
  it('the API’s English lines are the ones it has always sent', () => {
    const { skipped } = fromPronounsCc(account(false), 50);
    assert.deepEqual(
      skipped.map(englishNote),
      ENGLISH.filter((line) => !line.startsWith('Member “Ash”')),
    );
  });

  it('past five of a kind or forty in all, the rest are counted: one line a kind, after its last example', () => {
    const { skipped } = fromPronounsCc(account(), 50);
    const at = ENGLISH.indexOf('Member “Ash”, pronouns 1: empty');
    assert.deepEqual(skipped.map(englishNote), [
      ...ENGLISH.slice(0, at + 1),
      '… and 1 more like this: empty entries',
      "Member “Ash”, pronouns 2, its “shown as” text: longer than 100 characters (the pronouns' own is shown)",
      'Member “Ash”, pronouns 4 (“x”): its preference "zzz" is none of the account\'s (set to "okay")',
      '… and 1 more like this: entries whose preference is none of the account\'s (set to "okay")',
      'Member “Ash”, field 1: its name is too long',
      'Member “Ash”, field 27: more than 25 fields',
      'Member “Ash”, field 28: more than 25 fields',
      'Member “Ash”: more than 25 flags shown (the first 25 are kept)',
      'Member 2: the name " " cannot be a member name here (Invalid value for name)',
      'Member 3: the name "a/b" cannot be a member name here (Invalid value for name)',
      '… and 1 more like this: names that cannot be member names here',
      'Member “ASH”: the same name as “Ash” here (names are compared without case)',
    ]);
  });

  it('a page words each note in its language, with what was typed as typed', () => {
    const { skipped } = fromPronounsCc(account(), 50);
    const german = translatorFor('de');
    for (const note of skipped) {
      const sentence = noteSentence(german, note);
      assert.notEqual(sentence, englishNote(note));
      assert.doesNotMatch(sentence, /Your profile|Member “|is not a web address|is none of the account|more than/);
    }
    const lines = skipped.map((note) => noteSentence(german, note));
    assert.ok(lines.includes('Dein Profil, Link 2: „ftp://bad“ ist keine Webadresse (http:// oder https://).'));
    assert.ok(
      lines.includes('Mitglied „ASH“: Es hat hier denselben Namen wie „Ash“ (Groß- und Kleinschreibung zählt nicht).'),
    );
    assert.ok(lines.some((line) => line.startsWith('Mitglied 3: „a/b“ kann hier kein Name eines Mitglieds sein. ')));
    assert.ok(lines.includes('… und 1 weitere dieser Art: leere Einträge.'));
  });
});

const empty = (n: number): ItemNote => ({ kind: 'entryEmpty', values: { member: 'Ash', list: 'names', n } });

describe('the notes of one import are bounded where they are made', () => {
  it('200,000 notes of one kind: five examples and a count', () => {
    const notes = new ImportNoteList();
    for (let n = 1; n <= 200_000; n++) notes.add(empty(n));
    assert.deepEqual(notes.list().map(englishNote), [
      ...[1, 2, 3, 4, 5].map((n) => `Member “Ash”, name ${n}: empty`),
      '… and 199,995 more like this: empty entries',
    ]);
    assert.equal(EXAMPLES_PER_KIND, 5);
  });

  it('notes of every kind in any number and order: at most MAX_NOTES, and every note shown or counted', () => {
    const kinds = ITEM_NOTE_KINDS;
    // Every kind, as a note of its own values (only the kind matters to the list).
    const noteOf = (i: number): ImportNote => ({ ...empty(i), kind: kinds[(i * 7919) % kinds.length] }) as ImportNote;
    for (const total of [10, 100, 1_000, 50_000]) {
      const notes = new ImportNoteList();
      for (let i = 0; i < total; i++) notes.add(noteOf(i));
      const list = notes.list();
      assert.ok(list.length <= MAX_NOTES, `${total}: ${list.length}`);
      const shown = list.filter((note) => note.kind !== 'moreLikeThis').length;
      const counted = list.reduce((sum, note) => sum + (note.kind === 'moreLikeThis' ? note.values.count : 0), 0);
      assert.equal(shown + counted, total);
      assert.ok(shown <= MAX_EXAMPLES + kinds.length);
      for (const kind of new Set(list.map((note) => note.kind))) {
        if (kind !== 'moreLikeThis') assert.ok(list.some((note) => note.kind === kind));
      }
    }
    assert.ok(MAX_NOTES <= 100, `${MAX_NOTES}`);
  });

  it('a list made by one part of the import keeps its counts in the next', () => {
    const first = new ImportNoteList();
    for (let n = 1; n <= 10; n++) first.add(empty(n));
    const next = new ImportNoteList(first.list());
    next.add(empty(11));
    next.add({ kind: 'unknownTimeZone', values: { zone: 'Mars/Olympus' } });
    assert.deepEqual(next.list().map(englishNote), [
      ...[1, 2, 3, 4, 5].map((n) => `Member “Ash”, name ${n}: empty`),
      '… and 6 more like this: empty entries',
      'Your profile, time zone: "Mars/Olympus" is not one this server knows',
    ]);
  });

  it('every kind’s count and every image problem are worded in English and in each shipped language', () => {
    const counts: ImportNote[] = ITEM_NOTE_KINDS.map((like) => ({ kind: 'moreLikeThis', values: { like, count: 2 } }));
    const problems: UnusableImage[] = ['notImage', 'format', 'side', 'ratio', 'pixels', 'corrupt'];
    const images: ImportNote[] = problems.flatMap((problem) => [
      { kind: 'imageUnusable', values: { image: { of: 'user' }, problem } },
      { kind: 'imageUnusable', values: { image: { of: 'flag', name: 'Pride' }, problem } },
    ]);
    for (const note of [...counts, ...images]) {
      assert.match(englishNote(note), /^(… and 2 more like this: .+|.+: the image cannot be used \(.+\), so .+)$/);
      for (const locale of SHIPPED_LOCALES) {
        const sentence = noteSentence(translatorFor(locale), note);
        assert.ok(sentence.length > 20 && !sentence.includes('{'), `${locale}: ${sentence}`);
        if (locale !== 'en') assert.notEqual(sentence, noteSentence(translatorFor('en'), note), locale);
      }
    }
  });
});

describe('a link typed without https://', () => {
  const read = (links: unknown[]): RemoteAccount => ({
    origin: 'https://svc.example',
    me: { links },
    members: [],
    flags: [],
    images: new Map(),
    imageAddresses: new Map(),
    skipped: [],
  });

  it('comes in with https:// in front when it starts with a host name, and the import says so', () => {
    const { user, skipped } = fromPronounsCc(
      read([
        'example.com/me',
        'https://ok.example',
        'www.example.org:8443/x?y#z',
        'me@example.com',
        'mailto:me@example.com',
      ]),
      50,
    );
    assert.deepEqual(user.body.links, [
      'https://example.com/me',
      'https://ok.example',
      'https://www.example.org:8443/x?y#z',
    ]);
    assert.deepEqual(skipped.map(englishNote), [
      'Your profile, link 1: "example.com/me" has no http:// or https://, so it comes in as "https://example.com/me"',
      'Your profile, link 3: "www.example.org:8443/x?y#z" has no http:// or https://, so it comes in as "https://www.example.org:8443/x?y#z"',
      'Your profile, link 4: "me@example.com" is not a web address (http:// or https://)',
      'Your profile, link 5: "mailto:me@example.com" is not a web address (http:// or https://)',
    ]);
    const german = skipped.map((note) => noteSentence(translatorFor('de'), note));
    assert.equal(
      german[0],
      'Dein Profil, Link 1: Vor „example.com/me“ fehlt https://, daher kommt er als https://example.com/me.',
    );
  });

  it('is not guessed at where it is no host name, a version number, or too long once corrected', () => {
    for (const link of ['localhost/x', 'v1.2.3', 'a b.example', 'example.com:port', '//example.com']) {
      assert.equal(withHttps(link), null, link);
    }
    const long = `example.com/${'x'.repeat(LIMITS.link - 'example.com/'.length)}`;
    const { user, skipped } = fromPronounsCc(read([long]), 50);
    assert.deepEqual(user.body.links, []);
    assert.deepEqual(
      skipped.map((note) => note.kind),
      ['linkNotWeb'],
    );
  });

  it('past the limit of links, it is left out as the others are, and not said to be corrected', () => {
    const links = [...many(LIMITS.links, (i) => `https://l${i}.example`), 'example.com/late'];
    const { user, skipped } = fromPronounsCc(read(links), 50);
    assert.equal((user.body.links as string[]).length, LIMITS.links);
    assert.deepEqual(
      skipped.map((note) => note.kind),
      ['linkOverLimit'],
    );
  });
});
