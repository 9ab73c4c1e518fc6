/**
 * Which set a pronoun text names, in which language, and the address of its example page.
 *
 * A text ("sie/ihr", "elle", "they/them/their/theirs/themselves") is matched against each language's
 * table of known sets: its first form must be the set's subject, and every other form one of the set's
 * words; within a language the first such set wins. Where an address names a language (`?in=es`) and
 * that language knows the text, that is the set. Otherwise a text known in one language only is that
 * language's set, and a text known in several ("elle" is French and Spanish, "one" English and Polish)
 * is not guessed at: neither the reader's language nor the owner's says which they meant, so the page
 * lets the reader choose. A text no table knows is a set of its own only when it is five English forms
 * read as English; otherwise it stays as typed, and no forms are invented for it.
 */
import { DUTCH_SETS } from './dutch.js';
import { ENGLISH_SETS, englishAsTyped } from './english.js';
import { FRENCH_SETS } from './french.js';
import { GERMAN_SETS } from './german.js';
import { POLISH_SETS } from './polish.js';
import { PORTUGUESE_SETS } from './portuguese.js';
import { PRONOUN_LANGUAGES, type PronounLanguage, type PronounSet } from './pronoun-set.js';
import { SPANISH_SETS } from './spanish.js';

export type { ExamplePart, FormSlot, PronounLanguage, PronounSet } from './pronoun-set.js';
export { PRONOUN_LANGUAGES } from './pronoun-set.js';

/** Every language's known sets. */
export const KNOWN_SETS: Record<PronounLanguage, readonly PronounSet[]> = {
  en: ENGLISH_SETS,
  de: GERMAN_SETS,
  es: SPANISH_SETS,
  fr: FRENCH_SETS,
  'pt-BR': PORTUGUESE_SETS,
  nl: DUTCH_SETS,
  pl: POLISH_SETS,
};

/** The language a reader's page language names sets in (a pseudo-locale reads English). */
export function pronounLanguageOf(locale: string): PronounLanguage {
  return (PRONOUN_LANGUAGES as readonly string[]).includes(locale) ? (locale as PronounLanguage) : 'en';
}

/** A language named in an address (`?in=de`, any case); null for anything else. */
export function namedPronounLanguage(value: unknown): PronounLanguage | null {
  if (typeof value !== 'string' || value.length > 10) return null;
  const lower = value.toLowerCase();
  return PRONOUN_LANGUAGES.find((language) => language.toLowerCase() === lower) ?? null;
}

/**
 * What a pronoun text names: a known set; the sets of several languages it may mean, the reader's
 * language's first; or the forms as typed.
 */
export type PronounLookup =
  | { kind: 'complete'; set: PronounSet }
  | { kind: 'ambiguous'; forms: string[]; sets: PronounSet[] }
  | { kind: 'incomplete'; forms: string[] };

function typedForms(text: string): string[] {
  return text
    .normalize('NFC')
    .split('/')
    .map((form) => form.trim())
    .filter((form) => form.length > 0);
}

function names(set: PronounSet, lower: readonly string[]): boolean {
  return set.firsts.includes(lower[0]!) && lower.every((form) => set.words.includes(form));
}

/** The set each language's table has for the lower-case forms, in the order the languages ship. */
function matches(lower: readonly string[]): PronounSet[] {
  return PRONOUN_LANGUAGES.flatMap((language) => KNOWN_SETS[language].find((set) => names(set, lower)) ?? []);
}

/**
 * Whether typed forms are another language's words rather than English: two or more of them in one
 * other language's table ("dey/dem/denen/deren/deren" is German). One shared word is not enough, as
 * English neopronouns share short ones with other languages ("ze" is also Dutch).
 */
function othersWords(lower: readonly string[]): boolean {
  return PRONOUN_LANGUAGES.some(
    (language) =>
      language !== 'en' &&
      new Set(lower.filter((form) => KNOWN_SETS[language].some((set) => set.words.includes(form)))).size >= 2,
  );
}

/** The set `text` names for a reader, `named` being the language an address names. */
export function lookUpPronouns(text: string, reader = 'en', named: PronounLanguage | null = null): PronounLookup {
  const forms = typedForms(text);
  if (forms.length === 0) return { kind: 'incomplete', forms };
  const lower = forms.map((form) => form.toLowerCase());
  const found = matches(lower);
  const inNamed = found.find((set) => set.language === named);
  if (inNamed) return { kind: 'complete', set: inNamed };
  if (found.length === 1) return { kind: 'complete', set: found[0]! };
  if (found.length > 1) {
    const own = pronounLanguageOf(reader);
    const sets = [...found.filter((set) => set.language === own), ...found.filter((set) => set.language !== own)];
    return { kind: 'ambiguous', forms, sets };
  }
  const english = (named ?? pronounLanguageOf(reader)) === 'en' && !othersWords(lower);
  const typed = english ? englishAsTyped(forms) : null;
  return typed ? { kind: 'complete', set: typed } : { kind: 'incomplete', forms };
}

const pathOf = (forms: readonly string[]) => `/pronouns/${forms.map((form) => encodeURIComponent(form)).join('/')}`;

/**
 * The example page of a pronoun text for a reader: the set's page where one language knows it;
 * the choice between languages, as typed, where several do; else the forms as typed.
 */
export function pronounPath(text: string, reader = 'en'): string {
  const lookup = lookUpPronouns(text, reader);
  return lookup.kind === 'complete' ? setPath(lookup.set, reader) : pathOf(lookup.forms);
}

/**
 * The example page of a known set: naming its language (`?in=es`) where it is not the reader's, or
 * where another language's table also knows its forms, so that one address always means one set.
 */
export function setPath(set: PronounSet, reader = 'en'): string {
  const path = pathOf(set.path);
  const shared = matches(set.path.map((form) => form.toLowerCase())).some((other) => other.language !== set.language);
  return set.language === pronounLanguageOf(reader) && !shared ? path : namedSetPath(set);
}

/** The example page of a known set, naming its language whatever the reader's. */
export function namedSetPath(set: PronounSet): string {
  return `${pathOf(set.path)}?in=${set.language}`;
}

/** The sets the home page shows as examples in a reader's language. */
export function featuredSets(reader: string): readonly PronounSet[] {
  return KNOWN_SETS[pronounLanguageOf(reader)].slice(0, 4);
}
