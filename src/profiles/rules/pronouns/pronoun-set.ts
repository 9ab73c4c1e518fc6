/**
 * What every language's grammar of pronouns gives the example pages: its known sets, each with the
 * forms a reader sees in a table, the forms its address names, the words a typed text may use to
 * name it, and its example sentences, written in that language with its own agreement.
 */
import { SHIPPED_LOCALES, type ShippedLocale } from '../../../i18n/locales.js';

/** The languages pronoun sets are known in: the languages the pages ship in. */
export const PRONOUN_LANGUAGES = SHIPPED_LOCALES;
export type PronounLanguage = ShippedLocale;

/**
 * A form's place in its language's grammar, for the table's captions. Each language uses its own
 * few: English five forms, German four cases and a possessive, Polish cases and a past tense, the
 * Romance languages an adjective as agreement shows it.
 */
export type FormSlot =
  | 'subject'
  | 'object'
  | 'possessiveDeterminer'
  | 'possessivePronoun'
  | 'reflexive'
  | 'nominative'
  | 'accusative'
  | 'dative'
  | 'dativeShort'
  | 'genitive'
  | 'possessive'
  | 'stressed'
  | 'agreement'
  | 'past';

/** A sentence as parts: text, and the pronoun forms (or agreeing words) to emphasise. */
export type ExamplePart = { text: string; pronoun?: boolean };

export interface PronounSet {
  language: PronounLanguage;
  /** How the set is usually named: "they/them", "sie/ihr", "elle". */
  label: string;
  /** The forms as the page's table shows them, in the language's order. */
  forms: ReadonlyArray<readonly [FormSlot, string]>;
  /** The forms its address names: /pronouns/{path…}. */
  path: readonly string[];
  /** Every word, lower case, a typed text may name the set by (its forms, and others it takes). */
  words: readonly string[];
  /** The words, lower case, a typed text may begin with: its subject, and another way to write it. */
  firsts: readonly string[];
  sentences: ExamplePart[][];
}

/**
 * A known set as its language's table writes it, before its words are gathered: `also` are words that
 * name it without being shown (French "la" for elle), `alsoFirst` another way to write its subject
 * (Dutch "ze" for zij).
 */
export function knownSet(
  set: Omit<PronounSet, 'words' | 'firsts'>,
  also: readonly string[] = [],
  alsoFirst: readonly string[] = [],
): PronounSet {
  const words = new Set([...set.path, ...set.forms.filter(([slot]) => slot !== 'agreement').map(([, form]) => form)]);
  for (const word of [...also, ...alsoFirst]) words.add(word);
  const lower = (list: Iterable<string>) => [...list].map((word) => word.toLowerCase());
  return { ...set, words: lower(words), firsts: lower([set.path[0]!, ...alsoFirst]) };
}

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A word whose ending agrees with the person, emphasised in a sentence: `agreeing('cansad', 'e')`. */
export const agreeing = (stem: string, ending: string): [string] => [`${stem}${ending}`];

/** A sentence from text and emphasised forms: `sentence('I called ', [them], ' yesterday.')`. */
export function sentence(...parts: Array<string | [string]>): ExamplePart[] {
  return parts
    .filter((part) => (typeof part === 'string' ? part !== '' : true))
    .map((part) => (typeof part === 'string' ? { text: part } : { text: part[0], pronoun: true }));
}
