/**
 * Pronoun sets in every shipped language: short forms completed from each language's table, the
 * sentences written with that language's agreement, a text several languages know left to the
 * reader's choice, an address naming the language, five typed forms an English set only when read as
 * English, and a set no table knows left as typed.
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
  setPath,
} from '../../src/profiles/rules/pronouns/index.js';

/** The set a text names for a reader, as "language label". */
function found(text: string, reader = 'en', named: PronounLanguage | null = null): string {
  const lookup = lookUpPronouns(text, reader, named);
  if (lookup.kind === 'complete') return `${lookup.set.language} ${lookup.set.label}`;
  if (lookup.kind === 'ambiguous')
    return `choice ${lookup.sets.map((set) => `${set.language} ${set.label}`).join(', ')}`;
  return `as typed ${lookup.forms.join('/')}`;
}

/** The sentences of the set a text names in a language, the address naming that language. */
function sentences(text: string, reader: PronounLanguage): string[] {
  const lookup = lookUpPronouns(text, reader, reader);
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
    assert.equal(found('sie/ihr/ihre', 'de'), 'de sie/ihr');
    assert.equal(found('dey/denen', 'de'), 'de dey/denen');
    assert.equal(found('dey/deren/denen/dey/deren', 'en'), 'de dey/denen');
    assert.equal(pronounPath('sie/ihr', 'de'), '/pronouns/sie/sie/ihr/ihrer/ihr');
    assert.equal(pronounPath('dey', 'de'), '/pronouns/dey/dey/denen/deren/deren');
    const dey = sentences('dey', 'de');
    assert.ok(dey.includes('Ich habe dey gestern angerufen.'));
    assert.ok(dey.includes('Kannst du denen das Buch zurückgeben?'));
    assert.ok(dey.includes('Deren Jacke hängt noch an der Tür.'));
    assert.ok(dey.includes('Wir holen deren Koffer vom Bahnhof ab.'));
    const xier = sentences('xier/xien', 'de');
    assert.ok(xier.includes('Ist das xies Schlüssel?'));
    assert.ok(xier.includes('Xiese Jacke hängt noch an der Tür.'));
    assert.ok(xier.includes('Wir holen xiesen Koffer vom Bahnhof ab.'));
    assert.ok(xier.includes('Kannst du xiem das Buch zurückgeben?'));
    assert.ok(sentences('er', 'de').includes('Seine Jacke hängt noch an der Tür.'));
  });

  it('Spanish: él, ella, elle with -o, -a, -e', () => {
    assert.equal(found('elle', 'es', 'es'), 'es elle');
    assert.equal(found('elle/le', 'fr'), 'es elle');
    assert.equal(found('ÉL/LO', 'es'), 'es él');
    // Leísmo's "él/le", and "el" typed without its accent.
    assert.equal(found('él/le', 'es'), 'es él');
    assert.equal(found('el/lo', 'es'), 'es él');
    assert.equal(found('el', 'en'), 'es él');
    assert.equal(found('ella/la', 'es'), 'es ella');
    assert.ok(sentences('elle', 'es').includes('Elle está muy cansade hoy.'));
    assert.ok(sentences('elle', 'es').includes('Elle está orgullose de sí misme.'));
    assert.ok(sentences('ella', 'es').includes('Ayer la llamé por teléfono.'));
    assert.ok(sentences('él', 'es').includes('Él está orgulloso de sí mismo.'));
  });

  it('French: il, elle, iel with agreement, inclusive for iel', () => {
    assert.equal(found('iel', 'fr'), 'fr iel');
    assert.equal(found('elle/la', 'fr'), 'fr elle');
    assert.equal(found('iel/ellui', 'fr'), 'fr iel');
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
    assert.equal(found('die/hun', 'nl'), 'nl die/hun');
    assert.equal(found('die/hen/hun', 'nl'), 'nl die/hun');
    assert.equal(pronounPath('die/diens', 'nl'), '/pronouns/die/die/diens');
    assert.equal(pronounPath('die/hun', 'nl'), '/pronouns/die/hen/hun');
    assert.ok(sentences('die/hun', 'nl').includes('Ik heb hen gisteren gebeld.'));
    assert.ok(sentences('die/hun', 'nl').includes('Is dit hun sleutel?'));
    assert.ok(sentences('die/diens', 'nl').includes('Ik heb die gisteren gebeld.'));
    assert.equal(found('ze/haar', 'nl'), 'nl zij/haar');
    assert.ok(sentences('hen/hun', 'nl').includes('Hen gaat vanavond uit.'));
    assert.ok(sentences('hen/hun', 'nl').includes('Is dit hun sleutel?'));
    assert.ok(sentences('die', 'nl').includes('Is dit diens sleutel?'));
  });

  it('Polish: the past tense and adjectives agree with each set, dukaizmy included', () => {
    assert.equal(found('ono', 'pl'), 'pl ono/jego');
    assert.equal(found('onu/wu/nu', 'pl'), 'pl onu/jenu');
    assert.equal(pronounPath('onu', 'pl'), '/pronouns/onu/jenu/wu/nu');
    assert.ok(sentences('onu', 'pl').includes('Jutro wyślę wu zaproszenie.'));
    assert.ok(sentences('onu', 'pl').includes('Dobrze nu znam.'));
    assert.ok(sentences('onu', 'pl').includes('Czy to jenu klucz?'));
    // The dative unstressed, as the sentence says it.
    assert.ok(sentences('on', 'pl').includes('Jutro wyślę mu zaproszenie.'));
    assert.ok(sentences('ono', 'pl').includes('Jutro wyślę mu zaproszenie.'));
    assert.ok(sentences('ona', 'pl').includes('Jutro wyślę jej zaproszenie.'));
    assert.ok(sentences('oni', 'pl').includes('Jutro wyślę im zaproszenie.'));
    assert.equal(found('on/mu', 'pl'), 'pl on/jego');
    assert.equal(found('on/jego', 'pl'), 'pl on/jego');
    assert.equal(found('ona/jej', 'pl'), 'pl ona/jej');
    assert.equal(found('onu/jenu', 'pl'), 'pl onu/jenu');
    assert.equal(found('oni', 'pl'), 'pl oni/ich');
    assert.equal(found('one/ich', 'pl'), 'pl one/ich');
    assert.equal(found('one', 'pl', 'pl'), 'pl one/ich');
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
        assert.equal(found(set.label, language, language), `${language} ${set.label}`, set.label);
        assert.equal(found(set.path.join('/'), language, language), `${language} ${set.label}`);
        // The set's address, read with the language it names (if any), is that set.
        const address = new URL(setPath(set, language), 'https://x.test');
        const named = namedPronounLanguage(address.searchParams.get('in'));
        const path = decodeURIComponent(address.pathname.replace('/pronouns/', ''));
        assert.equal(found(path, language, named), `${language} ${set.label}`, address.href);
        assert.ok(set.sentences.length >= 5, set.label);
      }
    }
  });
});

describe('which language a text is read in', () => {
  it('a text several languages know is left to the reader’s choice, the reader’s language first', () => {
    assert.equal(found('elle', 'fr'), 'choice fr elle, es elle');
    assert.equal(found('elle', 'es'), 'choice es elle, fr elle');
    assert.equal(found('elle', 'en'), 'choice es elle, fr elle');
    assert.equal(found('one', 'pl'), 'choice pl one/ich, en one/one');
    assert.equal(found('one', 'en'), 'choice en one/one, pl one/ich');
    assert.equal(found('ze', 'nl'), 'choice nl zij/haar, en ze/hir');
    // A pseudo-locale reads English.
    assert.equal(found('one', 'en-XA'), 'choice en one/one, pl one/ich');
  });

  it('a text one language knows is that language’s set; the address can name one', () => {
    assert.equal(found('es', 'de'), 'de es/sein');
    assert.equal(found('they/them', 'de'), 'en they/them');
    assert.equal(found('ze/hir', 'nl'), 'en ze/hir');
    assert.equal(found('ze/haar', 'en'), 'nl zij/haar');
    assert.equal(found('elle', 'fr', 'es'), 'es elle');
    assert.equal(found('elle', 'de', 'fr'), 'fr elle');
    assert.equal(found('one', 'pl', 'en'), 'en one/one');
    assert.equal(found('they/them', 'fr', 'es'), 'en they/them');
  });

  it('a profile’s link goes to the choice for a text several languages know, else names the language', () => {
    for (const reader of ['en', 'es', 'fr', 'de']) assert.equal(pronounPath('elle', reader), '/pronouns/elle');
    assert.equal(pronounPath('ze', 'nl'), '/pronouns/ze');
    assert.equal(pronounPath('one', 'pl'), '/pronouns/one');
    assert.equal(pronounPath('elle/le', 'es'), '/pronouns/elle/le');
    assert.equal(pronounPath('elle/le', 'fr'), '/pronouns/elle/le?in=es');
    assert.equal(pronounPath('elle/la', 'es'), '/pronouns/elle/elle?in=fr');
    assert.equal(pronounPath('they/them', 'pl'), '/pronouns/they/them/their/theirs/themselves?in=en');
    assert.equal(pronounPath('sie/ihr', 'en'), '/pronouns/sie/sie/ihr/ihrer/ihr?in=de');
    assert.equal(pronounPath('xier', 'nl'), '/pronouns/xier/xien/xiem/xieser/xies?in=de');
  });

  it('a set’s address names its language where another language also knows the bare path', () => {
    const frenchElle = KNOWN_SETS.fr.find((set) => set.label === 'elle')!;
    const spanishElle = KNOWN_SETS.es.find((set) => set.label === 'elle')!;
    // "elle/elle" is also Spanish elle's (elle, le), so French elle's address always says fr.
    assert.equal(setPath(frenchElle, 'fr'), '/pronouns/elle/elle?in=fr');
    assert.equal(setPath(spanishElle, 'es'), '/pronouns/elle/le');
    assert.equal(setPath(KNOWN_SETS.en[0]!, 'en'), '/pronouns/they/them/their/theirs/themselves');
  });

  it('five typed forms are an English set only when read as English and not another language’s words', () => {
    assert.equal(found('ne/nem/nir/nirs/nemself', 'en'), 'en ne/nem');
    assert.equal(found('ne/nem/nir/nirs/nemself', 'en-XA'), 'en ne/nem');
    assert.equal(found('ne/nem/nir/nirs/nemself', 'de', 'en'), 'en ne/nem');
    assert.equal(found('ze/zem/zes/zes/zemself', 'en'), 'en ze/zem');
    assert.equal(found('ne/nem/nir/nirs/nemself', 'de'), 'as typed ne/nem/nir/nirs/nemself');
    assert.equal(pronounPath('ne/nem/nir/nirs/nemself', 'de'), '/pronouns/ne/nem/nir/nirs/nemself');
    // German words, typed as five forms no table has: not an English set, whoever reads.
    for (const reader of ['en', 'de']) {
      assert.equal(found('dey/dem/denen/deren/deren', reader), 'as typed dey/dem/denen/deren/deren', reader);
    }
    assert.equal(found('dey/dem/denen/deren/deren', 'de', 'en'), 'as typed dey/dem/denen/deren/deren');
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

const sentenceText = (forms: string) => {
  const lookup = lookUpPronouns(forms);
  assert.equal(lookup.kind, 'complete', forms);
  return (lookup.kind === 'complete' ? lookup.set.sentences : []).map((parts) =>
    parts.map((part) => part.text).join(''),
  );
};

describe('pronoun examples', () => {
  it('completes common short forms from the table', () => {
    for (const [typed, full] of [
      ['they/them', 'they/them/their/theirs/themselves'],
      ['she/her', 'she/her/her/hers/herself'],
      ['he/him', 'he/him/his/his/himself'],
      ['it/its', 'it/it/its/its/itself'],
      ['xe/xem', 'xe/xem/xyr/xyrs/xemself'],
      ['ze/hir', 'ze/hir/hir/hirs/hirself'],
      ['ze/zir', 'ze/zir/zir/zirs/zirself'],
      ['fae/faer', 'fae/faer/faer/faers/faerself'],
      ['e/em', 'e/em/eir/eirs/emself'],
      ['They/Them', 'they/them/their/theirs/themselves'],
    ]) {
      assert.equal(pronounPath(typed!), `/pronouns/${full}`, typed);
    }
  });

  it('writes the example sentences with the right verb forms', () => {
    assert.deepEqual(sentenceText('they/them'), [
      'They are going out tonight.',
      'I called them yesterday.',
      'Is this their key?',
      'I think it is theirs.',
      'They were proud of themselves and have every reason to be.',
    ]);
    assert.equal(sentenceText('she/her')[0], 'She is going out tonight.');
    assert.equal(sentenceText('ne/nem/nir/nirs/nemself')[3], 'I think it is nirs.');
  });

  it('says an unknown incomplete set is incomplete instead of inventing forms', () => {
    assert.deepEqual(lookUpPronouns('zork/zorp'), { kind: 'incomplete', forms: ['zork', 'zorp'] });
    assert.deepEqual(lookUpPronouns(''), { kind: 'incomplete', forms: [] });
    assert.equal(pronounPath('zork'), '/pronouns/zork');
  });
});
