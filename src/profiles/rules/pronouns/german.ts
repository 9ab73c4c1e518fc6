/**
 * German: four cases (nominative, accusative, dative, genitive) and a possessive that takes the
 * noun's ending (sein Schlüssel, seine Jacke, seinen Koffer). Neopronouns only where their forms are
 * settled: xier as Illi Anna Heger wrote it (xier, xien, xiem, xieser; xies, xiese, xiesen).
 */
import { capitalised, knownSet, type PronounSet, sentence } from './pronoun-set.js';

interface GermanForms {
  label: string;
  nominative: string;
  accusative: string;
  dative: string;
  genitive: string;
  /** The possessive as it stands before a masculine noun in the nominative: sein, ihr, xies. */
  possessive: string;
}

function german(forms: GermanForms): PronounSet {
  const { nominative, accusative, dative, genitive, possessive } = forms;
  return knownSet({
    language: 'de',
    label: forms.label,
    forms: [
      ['nominative', nominative],
      ['accusative', accusative],
      ['dative', dative],
      ['genitive', genitive],
      ['possessive', possessive],
    ],
    path: [nominative, accusative, dative, genitive, possessive],
    sentences: [
      sentence([capitalised(nominative)], ' geht heute Abend aus.'),
      sentence('Ich habe ', [accusative], ' gestern angerufen.'),
      sentence('Kannst du ', [dative], ' das Buch zurückgeben?'),
      sentence('Ist das ', [possessive], ' Schlüssel?'),
      sentence([capitalised(`${possessive}e`)], ' Jacke hängt noch an der Tür.'),
      sentence('Wir holen ', [`${possessive}en`], ' Koffer vom Bahnhof ab.'),
      sentence('Wir haben uns ', [genitive], ' angenommen.'),
      sentence([capitalised(nominative)], ' ist stolz auf sich, und zwar zu Recht.'),
    ],
  });
}

/** In the order a short form is matched against them (first match wins). */
export const GERMAN_SETS: readonly PronounSet[] = [
  german({
    label: 'sie/ihr',
    nominative: 'sie',
    accusative: 'sie',
    dative: 'ihr',
    genitive: 'ihrer',
    possessive: 'ihr',
  }),
  german({
    label: 'er/ihn',
    nominative: 'er',
    accusative: 'ihn',
    dative: 'ihm',
    genitive: 'seiner',
    possessive: 'sein',
  }),
  german({
    label: 'xier/xies',
    nominative: 'xier',
    accusative: 'xien',
    dative: 'xiem',
    genitive: 'xieser',
    possessive: 'xies',
  }),
  german({
    label: 'es/sein',
    nominative: 'es',
    accusative: 'es',
    dative: 'ihm',
    genitive: 'seiner',
    possessive: 'sein',
  }),
];
