/**
 * The editor's form logic without a server: field problems as sentences (one per rule the editor can
 * meet), problems placed on the form's inputs, and the list buttons applied to a draft.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, ErrorCode, invalidField } from '../../src/core/errors.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { placeErrors } from '../../src/web/support/editor-errors.js';
import { fieldName, fieldSentence, withScheme } from '../../src/web/support/field-sentences.js';
import { applyListEdit, blankPreference, compactDraft, draftFromForm } from '../../src/web/support/profile-form.js';
import type { ProfileDraft } from '../../src/web/views/view-types.js';
import { draftProblems } from '../../src/web/support/draft-problems.js';
import { PatchMeBody } from '../../src/profiles/schemas/user.js';
import { CreateMemberBody } from '../../src/profiles/schemas/member.js';

const PREF = '0191a000-0000-7000-8000-0000000000bb';
const en = translatorFor('en');

const draft = (over: Partial<ProfileDraft> = {}): ProfileDraft => ({
  name: '',
  display_name: '',
  bio: '',
  content_note: '',
  links: [],
  names: [],
  pronouns: [],
  fields: [],
  flags: [],
  member_title: '',
  timezone: '',
  list_private: false,
  custom: [],
  unlisted: false,
  ...over,
});

describe('field sentences', () => {
  const sentence = (path: string, keyword: string, params: Record<string, unknown>, value: unknown, rule = 'rule') =>
    fieldSentence(en, { path, rule, keyword, params }, value, fieldName(en, path));

  it('speak the page’s language, with its plurals and its way of naming a field in a sentence', () => {
    const de = translatorFor('de');
    const pl = translatorFor('pl');
    const tooLong = { path: 'names.1.value', rule: 'x', keyword: 'maxLength', params: { limit: 100 } };
    assert.equal(
      fieldSentence(de, tooLong, 'x'.repeat(131), fieldName(de, 'names.1.value')),
      'Name 2 darf höchstens 100 Zeichen lang sein (hier sind es 131).',
    );
    assert.equal(
      fieldSentence(pl, { ...tooLong, params: { limit: 2 } }, undefined, fieldName(pl, 'names.1.value')),
      'Imię 2: maksymalnie 2 znaki.',
    );
    assert.equal(
      fieldSentence(pl, tooLong, undefined, fieldName(pl, 'names.1.value')),
      'Imię 2: maksymalnie 100 znaków.',
    );
    const preference = { path: 'names.0.status', rule: 'x', keyword: 'preference' };
    assert.equal(
      fieldSentence(de, preference, 'x', fieldName(de, 'names.0.status')),
      'Name 1: Wähle eine Präferenz aus der Liste.',
    );
    assert.equal(
      fieldSentence(translatorFor('fr'), preference, 'x', fieldName(translatorFor('fr'), 'names.0.status')),
      'Choisis une préférence dans la liste pour le nom 1.',
    );
  });

  it('name the field as the page does, counting from 1', () => {
    assert.equal(fieldName(en, 'names.1.value'), 'Name 2');
    assert.equal(fieldName(en, 'pronouns.0.display_text'), '“Shown as” of pronouns 1');
    assert.equal(fieldName(en, 'fields.2.entries.4.value'), 'Entry 5 of field 3');
    assert.equal(fieldName(en, 'fields.0.name'), 'The name of field 1');
    assert.equal(fieldName(en, 'links.2'), 'Link 3');
    assert.equal(
      fieldName(en, 'custom_preferences.k.tooltip', () => 2),
      'The label of preference 2',
    );
    assert.equal(fieldName(en, 'timezone'), 'The time zone');
  });

  it('say the limit and the length for too long and too short', () => {
    assert.equal(
      sentence('names.1.value', 'maxLength', { limit: 100 }, 'x'.repeat(131)),
      'Name 2 can be at most 100 characters (this one has 131).',
    );
    assert.equal(sentence('fields.0.name', 'minLength', { limit: 1 }, ''), 'The name of field 1 cannot be empty.');
    assert.equal(
      sentence('password', 'minLength', { limit: 8 }, 'abc'),
      'The password needs at least 8 characters (this one has 3).',
    );
    assert.equal(
      sentence('password', 'minLength', { limit: 8 }, undefined),
      'The password needs at least 8 characters.',
    );
    assert.equal(
      sentence('links', 'maxItems', { limit: 25 }, []),
      'You can have at most 25 links: remove some before saving.',
    );
  });

  it('suggest the scheme a link is missing', () => {
    assert.equal(
      sentence('links.2', 'url', {}, 'robin.example/blog'),
      'Link 3 must start with https:// — did you mean https://robin.example/blog?',
    );
    assert.equal(
      sentence('links.0', 'url', {}, 'ftp://files.example'),
      'Link 1 must be a web address starting with https:// (or http://).',
    );
    assert.equal(
      sentence('links.0', 'url', {}, 'not a link'),
      'Link 1 must be a web address starting with https:// (or http://).',
    );
    assert.equal(withScheme('localhost'), null);
  });

  it('word the domain rules', () => {
    assert.match(sentence('timezone', 'timeZone', {}, 'Mars/Base'), /^Choose a time zone from the list/);
    assert.equal(sentence('names.0.status', 'preference', {}, 'x'), 'Choose a preference from the list for name 1.');
    assert.match(sentence('name', 'memberNameCharacters', {}, 'a/b'), /cannot contain \/ \\ \? # or %/);
    assert.equal(
      sentence('avatar', 'image', {}, undefined, 'the data is not an image (accepted: PNG, JPEG, GIF or WebP)'),
      'The avatar could not be used: the data is not an image (accepted: PNG, JPEG, GIF or WebP). Choose a PNG, JPEG, GIF or WebP image.',
    );
  });

  it('word an image’s problem by its code, in the page’s language, not with the API’s English reason', () => {
    const side = { problem: 'side', width: 9000, height: 20, max: 8192 };
    assert.equal(
      sentence('avatar', 'image', side, undefined, 'the image is 9000×20 pixels; …'),
      'The avatar could not be used: it is 9000×20 pixels, and each side may be at most 8,192 pixels. Choose a smaller image.',
    );
    const de = translatorFor('de');
    assert.equal(
      fieldSentence(
        de,
        { path: 'flag', rule: 'x', keyword: 'image', params: { problem: 'format', format: 'TIFF' } },
        '',
        fieldName(de, 'flag'),
      ),
      'Das Flaggenbild konnte nicht verwendet werden: Es ist ein TIFF-Bild. Wähle ein PNG-, JPEG-, GIF- oder WebP-Bild.',
    );
    const pl = translatorFor('pl');
    assert.match(
      fieldSentence(
        pl,
        { path: 'avatar', rule: 'x', keyword: 'image', params: { problem: 'notImage' } },
        '',
        fieldName(pl, 'avatar'),
      ),
      /^Awatar: nie udało się użyć, plik nie jest obrazem\./,
    );
  });

  it('the domain rules carry their names', () => {
    // The rules themselves name their keyword: a change there would silence the sentences above.
    assert.equal(invalidField('links.0', 'x', { keyword: 'url' }).field?.keyword, 'url');
  });
});

describe('errors placed on the form', () => {
  const key = '0191a000-0000-7000-8000-0000000000aa';

  it('a user pronoun, a custom preference and a member name go to their inputs', () => {
    const d = draft({ custom: [{ ...blankPreference(), id: key, tooltip: 'x'.repeat(200), icon: 'star' }] });
    const body = { custom_preferences: { [key]: { tooltip: 'x'.repeat(200) } } };
    const placed = placeErrors(
      en,
      [invalidField(`custom_preferences.${key}.tooltip`, 'too long', { keyword: 'maxLength', params: { limit: 128 } })],
      body,
      d,
    );
    assert.deepEqual(placed.errors, {
      'prefs.0.tooltip': 'The label of preference 1 can be at most 128 characters (this one has 200).',
    });
    assert.deepEqual(Object.keys(placeErrors(en, [invalidField('pronouns.1.pronouns', 'x')], {}, d).errors), [
      'pronouns.1.value',
    ]);
    assert.deepEqual(
      placeErrors(en, [new ApiError(ErrorCode.MemberNameInUse)], {}, draft({ name: ' Robin ' })).errors,
      {
        name: 'You already have a member called “Robin”: choose another name.',
      },
    );
  });

  it('a problem with a whole list is said on top of the form', () => {
    const placed = placeErrors(
      en,
      [invalidField('names', 'x', { keyword: 'maxItems', params: { limit: 100 } })],
      {},
      draft(),
    );
    assert.deepEqual(placed.errors, {});
    assert.equal(placed.message, 'You can have at most 100 names: remove some before saving.');
  });

  it('every problem of a draft is placed at once, in the order of the form', () => {
    const placed = placeErrors(
      en,
      [
        invalidField('pronouns.0.pronouns', 'x', { keyword: 'maxLength', params: { limit: 100 } }),
        invalidField('links.1', 'x', { keyword: 'url' }),
        invalidField('display_name', 'x', { keyword: 'maxLength', params: { limit: 100 } }),
        invalidField('names.10.value', 'x', { keyword: 'maxLength', params: { limit: 100 } }),
        invalidField('names.2.value', 'x', { keyword: 'maxLength', params: { limit: 100 } }),
      ],
      { display_name: 'd'.repeat(101), links: ['https://a.example', 'robin.example'] },
      draft(),
    );
    assert.deepEqual(Object.keys(placed.errors), [
      'display_name',
      'links.1',
      'names.2.value',
      'names.10.value',
      'pronouns.0.value',
    ]);
    assert.equal(placed.message, null);
  });
});

describe('every problem of a draft', () => {
  it('the schema and the rules are all asked, each field once', () => {
    const long = 'x'.repeat(131);
    const body = {
      display_name: long,
      links: ['robin.example', 'https://fine.example', 'ftp://files.example'],
      timezone: 'Mars/Olympus_Mons',
      names: [
        { value: long, status: 'okay' },
        { value: 'Robin', status: 'no-such-preference' },
      ],
      pronouns: [],
      fields: [],
      custom_preferences: {
        [PREF]: { icon: 'no-such-icon', tooltip: 'Mine', size: 'normal', muted: false, favourite: false },
      },
    };
    const problems = draftProblems(PatchMeBody, body, true).map((problem) => problem.field?.path);
    assert.deepEqual(problems.sort(), [
      'custom_preferences.' + PREF + '.icon',
      'display_name',
      'links.0',
      'links.2',
      'names.0.value',
      'names.1.status',
      'timezone',
    ]);
  });

  it("a member draft leaves statuses and icons to the save (they are the owner's)", () => {
    const body = { name: 'Ash', names: [{ value: 'Ash', status: 'no-such-preference' }], links: ['ash.example'] };
    assert.deepEqual(
      draftProblems(CreateMemberBody, body, false).map((problem) => problem.field?.path),
      ['links.0'],
    );
  });

  it('a draft that fits has no problems', () => {
    assert.deepEqual(draftProblems(PatchMeBody, { display_name: 'Robin', links: ['https://robin.example'] }, true), []);
  });
});

describe('list buttons', () => {
  const form = draftFromForm({
    'names.0.value': 'A',
    'names.1.value': 'B',
    'names.2.value': 'C',
    'fields.0.name': 'F',
    'fields.0.entries.0.value': 'e1',
    'links.0': 'https://a.example',
    'prefs.0.tooltip': 'new one',
    'prefs.0.id': 'not a key',
  });

  it('add, move and remove rows, and refuse what names nothing', () => {
    const d = structuredClone(form);
    assert.equal(applyListEdit(d, 'names.2.up'), true);
    assert.deepEqual(
      d.names.map((n) => n.value),
      ['A', 'C', 'B'],
    );
    assert.equal(applyListEdit(d, 'names.0.up'), false);
    assert.equal(applyListEdit(d, 'names.2.down'), false);
    assert.equal(applyListEdit(d, 'names.0.remove'), true);
    assert.equal(applyListEdit(d, 'fields.0.entries.add'), true);
    assert.equal(d.fields[0]!.entries.length, 2);
    assert.equal(applyListEdit(d, 'links.add'), true);
    assert.deepEqual(d.links, ['https://a.example', '']);
    assert.equal(applyListEdit(d, 'prefs.add'), true);
    assert.equal(applyListEdit(d, 'fields.7.entries.add'), false);
    assert.equal(applyListEdit(d, 'secrets.add'), false);
    assert.equal(applyListEdit(d, 'names.9.remove'), false);
    assert.equal(applyListEdit(d, '__proto__.add'), false);
  });

  it('every preference row has a key from the start, and empty rows go before saving', () => {
    assert.match(form.custom[0]!.id, /^[0-9a-f-]{36}$/);
    const d = structuredClone(form);
    applyListEdit(d, 'prefs.add');
    applyListEdit(d, 'links.add');
    const compact = compactDraft(d);
    assert.equal(compact.custom.length, 1);
    assert.deepEqual(compact.links, ['https://a.example']);
  });
});
