/**
 * Pronoun sets in every shipped language: short forms completed from each language's table, the
 * sentences written with that language's agreement, ambiguous forms read in the reader's language,
 * an address naming the language, and a set no table knows left as typed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  KNOWN_SETS,
  lookUpPronouns,
  namedPronounLanguage,
  PRONOUN_LANGUAGES,
  type PronounLanguage,
  pronounPath,
} from '../../src/profiles/rules/pronouns/index.js';

/** The set a text names for a reader, as "language label". */
function found(text: string, reader = 'en', named: PronounLanguage | null = null): string {
  const lookup = lookUpPronouns(text, reader, named);
  return lookup.kind === 'complete'
    ? `${lookup.set.language} ${lookup.set.label}`
    : `as typed ${lookup.forms.join('/')}`;
}

function sentences(text: string, reader: PronounLanguage): string[] {
  const lookup = lookUpPronouns(text, reader);
  assert.equal(lookup.kind, 'complete', text);
  assert.equal(lookup.kind === 'complete' && lookup.set.language, reader, text);
  return (lookup.kind === 'complete' ? lookup.set.sentences : []).map((parts) => parts.map((p) => p.text).join(''));
}

describe('pronoun sets per language', () => {
  it('German: short forms, four cases, and the possessive with its endings', () => {
    assert.equal(found('sie/ihr', 'de'), 'de sie/ihr');
    assert.equal(found('er/ihn', 'de'), 'de er/ihn');
    assert.equal(found('xier/xies', 'de'), 'de xier/xies');
    assert.equal(found('Xier', 'de'), 'de xier/xies');
    assert.equal(found('es', 'de'), 'de es/sein');
    assert.equal(pronounPath('sie/ihr', 'de'), '/pronouns/sie/sie/ihr/ihrer/ihr');
    const xier = sentences('xier/xien', 'de');
    assert.ok(xier.includes('Ist das xies Schlüssel?'));
    assert.ok(xier.includes('Xiese Jacke hängt noch an der Tür.'));
    assert.ok(xier.includes('Wir holen xiesen Koffer vom Bahnhof ab.'));
    assert.ok(xier.includes('Kannst du xiem das Buch zurückgeben?'));
    assert.ok(sentences('er', 'de').includes('Seine Jacke hängt noch an der Tür.'));
  });

  it('Spanish: él, ella, elle with -o, -a, -e', () => {
    assert.equal(found('elle', 'es'), 'es elle');
    assert.equal(found('ÉL/LO', 'es'), 'es él');
    assert.equal(found('ella/la', 'es'), 'es ella');
    assert.ok(sentences('elle', 'es').includes('Elle está muy cansade hoy.'));
    assert.ok(sentences('elle', 'es').includes('Elle está orgullose de sí misme.'));
    assert.ok(sentences('ella', 'es').includes('Ayer la llamé por teléfono.'));
    assert.ok(sentences('él', 'es').includes('Él está orgulloso de sí mismo.'));
  });

  it('French: il, elle, iel with agreement, inclusive for iel', () => {
    assert.equal(found('iel', 'fr'), 'fr iel');
    assert.equal(found('elle/la', 'fr'), 'fr elle');
    assert.equal(found('il/lui', 'fr'), 'fr il');
    assert.ok(sentences('iel', 'fr').includes('Iel est très content·e de son travail.'));
    assert.ok(sentences('iel', 'fr').includes('C’est un·e ami·e de longue date.'));
    assert.ok(sentences('elle', 'fr').includes('Elle est prête à partir.'));
    assert.ok(sentences('il', 'fr').includes('J’ai dîné avec lui hier soir.'));
  });

  it('Brazilian Portuguese: ele, ela, elu/delu with agreement', () => {
    assert.equal(found('elu/delu', 'pt-BR'), 'pt-BR elu/delu');
    assert.equal(found('elu', 'pt-BR'), 'pt-BR elu/delu');
    assert.ok(sentences('elu', 'pt-BR').includes('Essa chave é delu?'));
    assert.ok(sentences('elu', 'pt-BR').includes('Elu está muito cansade hoje.'));
    assert.ok(sentences('ela/dela', 'pt-BR').includes('Ela tem orgulho de si mesma.'));
  });

  it('Dutch: hij, zij, hen and die, with a singular verb', () => {
    assert.equal(found('hen', 'nl'), 'nl hen/hun');
    assert.equal(found('die/diens', 'nl'), 'nl die/diens');
    assert.equal(found('ze/haar', 'nl'), 'nl zij/haar');
    assert.ok(sentences('hen/hun', 'nl').includes('Hen gaat vanavond uit.'));
    assert.ok(sentences('hen/hun', 'nl').includes('Is dit hun sleutel?'));
    assert.ok(sentences('die', 'nl').includes('Is dit diens sleutel?'));
  });

  it('Polish: the past tense and adjectives agree with each set, dukaizmy included', () => {
    assert.equal(found('ono', 'pl'), 'pl ono/jego');
    assert.equal(found('on/jego', 'pl'), 'pl on/jego');
    assert.equal(found('ona/jej', 'pl'), 'pl ona/jej');
    assert.equal(found('onu/jenu', 'pl'), 'pl onu/jenu');
    assert.equal(found('oni', 'pl'), 'pl oni/ich');
    assert.equal(found('one/ich', 'pl'), 'pl one/ich');
    const past = (text: string) => sentences(text, 'pl')[0];
    assert.equal(past('on'), 'On był wczoraj w kinie.');
    assert.equal(past('ona'), 'Ona była wczoraj w kinie.');
    assert.equal(past('ono'), 'Ono było wczoraj w kinie.');
    assert.equal(past('oni'), 'Oni byli wczoraj w kinie.');
    assert.equal(past('onu'), 'Onu byłu wczoraj w kinie.');
    assert.ok(sentences('oni', 'pl').includes('Oni są gotowi do drogi.'));
    assert.ok(sentences('onu', 'pl').includes('Onu zrobiłu to całkiem samu.'));
    assert.ok(sentences('ono', 'pl').includes('Dobrze je znam.'));
  });

  it('every known set names itself: its label and its address find it again in its language', () => {
    for (const language of PRONOUN_LANGUAGES) {
      for (const set of KNOWN_SETS[language]) {
        assert.equal(found(set.label, language), `${language} ${set.label}`, set.label);
        assert.equal(found(set.path.join('/'), language), `${language} ${set.label}`, set.path.join('/'));
        assert.equal(pronounPath(set.label, language), `/pronouns/${set.path.map(encodeURIComponent).join('/')}`);
        assert.ok(set.sentences.length >= 5, set.label);
      }
    }
  });
});

describe('which language a text is read in', () => {
  it('an ambiguous form is read in the reader’s language', () => {
    assert.equal(found('elle', 'fr'), 'fr elle');
    assert.equal(found('elle', 'es'), 'es elle');
    assert.equal(found('one', 'pl'), 'pl one/ich');
    assert.equal(found('one', 'en'), 'en one/one');
    assert.equal(found('es', 'de'), 'de es/sein');
  });

  it('a language without the set reads English first, then the others; the address can name one', () => {
    assert.equal(found('they/them', 'de'), 'en they/them');
    assert.equal(found('elle', 'de'), 'fr elle');
    assert.equal(found('elle/le', 'fr'), 'es elle');
    assert.equal(found('elle', 'fr', 'es'), 'es elle');
    assert.equal(found('they/them', 'fr', 'es'), 'en they/them');
    // A pseudo-locale reads English.
    assert.equal(found('one', 'en-XA'), 'en one/one');
  });

  it('a profile’s link names the language where it is not the reader’s', () => {
    assert.equal(pronounPath('elle', 'es'), '/pronouns/elle/le');
    assert.equal(pronounPath('elle', 'fr'), '/pronouns/elle/elle');
    assert.equal(pronounPath('elle/le', 'fr'), '/pronouns/elle/le?in=es');
    assert.equal(pronounPath('they/them', 'pl'), '/pronouns/they/them/their/theirs/themselves?in=en');
    assert.equal(pronounPath('sie/ihr', 'en'), '/pronouns/sie/sie/ihr/ihrer/ihr?in=de');
    assert.equal(pronounPath('xier', 'nl'), '/pronouns/xier/xien/xiem/xieser/xies?in=de');
    assert.equal(pronounPath('ne/nem/nir/nirs/nemself', 'de'), '/pronouns/ne/nem/nir/nirs/nemself?in=en');
  });

  it('a set no table knows stays as typed, encoded in its address', () => {
    assert.equal(found('zork/zorp', 'de'), 'as typed zork/zorp');
    assert.equal(found('sie/zork', 'de'), 'as typed sie/zork');
    assert.equal(found('él/ella', 'es'), 'as typed él/ella');
    assert.equal(pronounPath('a b/c?d#e', 'fr'), '/pronouns/a%20b/c%3Fd%23e');
    assert.equal(pronounPath('<x>/&', 'pl'), '/pronouns/%3Cx%3E/%26');
    assert.equal(pronounPath(' // ', 'de'), '/pronouns/');
  });

  it('a composed or decomposed accent names the same set', () => {
    assert.equal(found('e\u0301l', 'es'), 'es él');
  });

  it('only a shipped language’s code names one; anything else is ignored', () => {
    assert.equal(namedPronounLanguage('de'), 'de');
    assert.equal(namedPronounLanguage('PT-br'), 'pt-BR');
    for (const value of ['xx', '', 'en-XA', ['de', 'fr'], 'de'.repeat(20), undefined, null, 3]) {
      assert.equal(namedPronounLanguage(value), null, String(value));
    }
  });
});
