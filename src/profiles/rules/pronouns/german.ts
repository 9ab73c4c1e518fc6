/**
 * German: four cases (nominative, accusative, dative, genitive) and a possessive that takes the
 * noun's ending (sein Schlüssel, seine Jacke, seinen Koffer). Neopronouns only where their forms are
 * settled: xier as Illi Anna Heger wrote it (xier, xien, xiem, xieser; xies, xiese, xiesen), and dey
 * (dey, dey, denen, deren), whose possessive deren, like that of the plural "die", takes no ending.
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
  /** Whether the possessive keeps its form before every noun (deren Jacke, deren Koffer). */
  invariable?: boolean;
  /** Other words that name the set without being shown: "ihre" for sie/ihr. */
  also?: string[];
}

function german(forms: GermanForms): PronounSet {
  const { nominative, accusative, dative, genitive, possessive } = forms;
  const ending = (suffix: string) => (forms.invariable ? possessive : `${possessive}${suffix}`);
  return knownSet(
    {
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
        sentence([capitalised(ending('e'))], ' Jacke hängt noch an der Tür.'),
        sentence('Wir holen ', [ending('en')], ' Koffer vom Bahnhof ab.'),
        sentence('Wir haben uns ', [genitive], ' angenommen.'),
        sentence([capitalised(nominative)], ' ist stolz auf sich, und zwar zu Recht.'),
      ],
    },
    forms.also,
  );
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
    also: ['ihre'],
  }),
  german({
    label: 'er/ihn',
    nominative: 'er',
    accusative: 'ihn',
    dative: 'ihm',
    genitive: 'seiner',
    possessive: 'sein',
    also: ['seine'],
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
    label: 'dey/denen',
    nominative: 'dey',
    accusative: 'dey',
    dative: 'denen',
    genitive: 'deren',
    possessive: 'deren',
    invariable: true,
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
