/**
 * Polish: the cases a sentence needs (nominative, genitive — also the possessive —, dative,
 * accusative; the dative also unstressed, as a sentence says it: wyślę mu, not jemu), and the endings the past tense and adjectives take to agree with the person: on był,
 * ona była, ono było, oni byli, one były, and the dukaizmy onu byłu, gotowu, samu. The sentences
 * speak in the first person singular present or future, which carries no gender of the speaker.
 */
import { capitalised, knownSet, type PronounSet, sentence } from './pronoun-set.js';

interface PolishForms {
  label: string;
  nominative: string;
  genitive: string;
  dative: string;
  /** The dative where it is not stressed (jemu, mu); the same word for most sets. */
  dativeShort: string;
  accusative: string;
  /** What the past tense adds to its stem: by-ł, by-ła, by-ło, by-li, by-ły, by-łu. */
  past: string;
  /** What an adjective adds to its stem: gotow-y, gotow-a, gotow-e, gotow-i, gotow-u. */
  adjective: string;
  /** What "sam" (by oneself) becomes: sam, sama, samo, sami, same, samu. */
  alone: string;
  plural: boolean;
}

function polish(forms: PolishForms): PronounSet {
  const { nominative, genitive, dative, dativeShort, accusative, past, adjective, alone, plural } = forms;
  const subject = [capitalised(nominative)] as [string];
  return knownSet({
    language: 'pl',
    label: forms.label,
    forms: [
      ['nominative', nominative],
      ['genitive', genitive],
      ['dative', dative],
      ...(dativeShort === dative ? [] : [['dativeShort', dativeShort] as const]),
      ['accusative', accusative],
      ['past', `by${past}`],
      ['agreement', `gotow${adjective}`],
    ],
    path: [nominative, genitive, dative, accusative],
    sentences: [
      sentence(subject, ' ', [`by${past}`], ' wczoraj w kinie.'),
      sentence('Czy to ', [genitive], ' klucz?'),
      sentence('Jutro wyślę ', [dativeShort], ' zaproszenie.'),
      sentence('Dobrze ', [accusative], ' znam.'),
      sentence(subject, plural ? ' są ' : ' jest ', [`gotow${adjective}`], ' do drogi.'),
      sentence(subject, ' ', [`zrobi${past}`], ' to całkiem ', [`sam${alone}`], '.'),
    ],
  });
}

/** In the order a short form is matched against them (first match wins). */
export const POLISH_SETS: readonly PronounSet[] = [
  polish({
    label: 'ona/jej',
    nominative: 'ona',
    genitive: 'jej',
    dative: 'jej',
    dativeShort: 'jej',
    accusative: 'ją',
    past: 'ła',
    adjective: 'a',
    alone: 'a',
    plural: false,
  }),
  polish({
    label: 'on/jego',
    nominative: 'on',
    genitive: 'jego',
    dative: 'jemu',
    dativeShort: 'mu',
    accusative: 'go',
    past: 'ł',
    adjective: 'y',
    alone: '',
    plural: false,
  }),
  polish({
    label: 'ono/jego',
    nominative: 'ono',
    genitive: 'jego',
    dative: 'jemu',
    dativeShort: 'mu',
    accusative: 'je',
    past: 'ło',
    adjective: 'e',
    alone: 'o',
    plural: false,
  }),
  polish({
    label: 'oni/ich',
    nominative: 'oni',
    genitive: 'ich',
    dative: 'im',
    dativeShort: 'im',
    accusative: 'ich',
    past: 'li',
    adjective: 'i',
    alone: 'i',
    plural: true,
  }),
  polish({
    label: 'one/ich',
    nominative: 'one',
    genitive: 'ich',
    dative: 'im',
    dativeShort: 'im',
    accusative: 'je',
    past: 'ły',
    adjective: 'e',
    alone: 'e',
    plural: true,
  }),
  polish({
    label: 'onu/jenu',
    nominative: 'onu',
    genitive: 'jenu',
    dative: 'wu',
    dativeShort: 'wu',
    accusative: 'nu',
    past: 'łu',
    adjective: 'u',
    alone: 'u',
    plural: false,
  }),
];
