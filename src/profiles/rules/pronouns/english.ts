/**
 * English: five forms — subjective, objective, possessive determiner, possessive pronoun, reflexive —
 * and whether the verb is plural ("they are"). A set of five forms typed in full is complete as
 * typed, so neopronouns the table does not know still get sentences.
 */
import { capitalised, knownSet, type PronounSet, sentence } from './pronoun-set.js';

/** "they/them/their/theirs/themselves", plural or not. */
function english(forms: string, plural = false): PronounSet {
  const [subjective, objective, determiner, possessive, reflexive] = forms.split('/') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const are = plural ? 'are' : 'is';
  const were = plural ? 'were' : 'was';
  const has = plural ? 'have' : 'has';
  return knownSet({
    language: 'en',
    label: `${subjective}/${objective}`,
    forms: [
      ['subject', subjective],
      ['object', objective],
      ['possessiveDeterminer', determiner],
      ['possessivePronoun', possessive],
      ['reflexive', reflexive],
    ],
    path: [subjective, objective, determiner, possessive, reflexive],
    sentences: [
      sentence([capitalised(subjective)], ` ${are} going out tonight.`),
      sentence('I called ', [objective], ' yesterday.'),
      sentence('Is this ', [determiner], ' key?'),
      sentence('I think it is ', [possessive], '.'),
      sentence([capitalised(subjective)], ` ${were} proud of `, [reflexive], ` and ${has} every reason to be.`),
    ],
  });
}

/** Common sets, in the order a short form is matched against them (first match wins). */
export const ENGLISH_SETS: readonly PronounSet[] = [
  english('they/them/their/theirs/themselves', true),
  english('she/her/her/hers/herself'),
  english('he/him/his/his/himself'),
  english('xe/xem/xyr/xyrs/xemself'),
  english('it/it/its/its/itself'),
  english('ze/hir/hir/hirs/hirself'),
  english('ze/zir/zir/zirs/zirself'),
  english('fae/faer/faer/faers/faerself'),
  english('e/em/eir/eirs/emself'),
  english('ey/em/eir/eirs/emself'),
  english('ve/ver/vis/vis/verself'),
  english('per/per/pers/pers/perself'),
  english('thon/thon/thons/thons/thonself'),
  english('one/one/ones/ones/oneself'),
];

/** Five forms the table does not know, as typed: "they" as the first is plural. */
export function englishAsTyped(forms: readonly string[]): PronounSet | null {
  if (forms.length !== 5) return null;
  return english(forms.join('/'), forms[0]!.toLowerCase() === 'they');
}
