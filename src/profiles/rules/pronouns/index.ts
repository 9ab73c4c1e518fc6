/**
 * Which set a pronoun text names, in which language, and the address of its example page.
 *
 * A text ("sie/ihr", "elle", "they/them/their/theirs/themselves") is matched against each language's
 * table of known sets: its first form must be the set's subject, and every other form one of the set's
 * words. Languages are tried in this order: one the address names (`?in=es`), the reader's, English,
 * then the others (French before Spanish, as far more people mean the French "elle"). A text no table
 * knows is a set of its own only when it is five English forms; otherwise it stays as typed, and no
 * forms are invented for it.
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

/** After the named and the reader's language: English, then the rest. */
const FALLBACK_ORDER: readonly PronounLanguage[] = ['en', 'fr', 'de', 'es', 'pt-BR', 'nl', 'pl'];

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

/** What a pronoun text names: a known set, or the forms as typed. */
export type PronounLookup = { kind: 'complete'; set: PronounSet } | { kind: 'incomplete'; forms: string[] };

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

/** The set `text` names, looked for in `named`'s table first, then the reader's, then the others. */
export function lookUpPronouns(text: string, reader = 'en', named: PronounLanguage | null = null): PronounLookup {
  const forms = typedForms(text);
  if (forms.length === 0) return { kind: 'incomplete', forms };
  const lower = forms.map((form) => form.toLowerCase());
  const order = new Set([...(named ? [named] : []), pronounLanguageOf(reader), ...FALLBACK_ORDER]);
  for (const language of order) {
    const known = KNOWN_SETS[language].find((set) => names(set, lower));
    if (known) return { kind: 'complete', set: known };
  }
  const typed = englishAsTyped(forms);
  return typed ? { kind: 'complete', set: typed } : { kind: 'incomplete', forms };
}

const pathOf = (forms: readonly string[]) => `/pronouns/${forms.map((form) => encodeURIComponent(form)).join('/')}`;

/**
 * The example page of a pronoun text for a reader: the set in the reader's language where it is
 * known there; else where it is known, naming that language (`?in=es`) so the page shows that set
 * whatever the reader's language; else the forms as typed.
 */
export function pronounPath(text: string, reader = 'en'): string {
  const lookup = lookUpPronouns(text, reader);
  return lookup.kind === 'incomplete' ? pathOf(lookup.forms) : setPath(lookup.set, reader);
}

/** The example page of a known set for a reader: naming its language where it is not the reader's. */
export function setPath(set: PronounSet, reader = 'en'): string {
  const path = pathOf(set.path);
  return set.language === pronounLanguageOf(reader) ? path : `${path}?in=${set.language}`;
}

/** The sets the home page shows as examples in a reader's language. */
export function featuredSets(reader: string): readonly PronounSet[] {
  return KNOWN_SETS[pronounLanguageOf(reader)].slice(0, 4);
}
