/**
 * What is written to other services: the pronouns (and, when asked, the names) a summary for anyone
 * shows (rules/entries-for-everyone.ts, as share cards choose them) from the public document, never
 * more than a signed-out visitor sees; cut to the service's limit by whole entries; and the labels of
 * the profile field, in the language the person chose.
 */
import type { ShippedLocale } from '../../i18n/locales.js';
import { graphemes } from '../../lib/graphemes.js';
import type { UserDocument } from '../../profiles/documents/stored-document.js';
import { entriesForEveryone } from '../../profiles/rules/entries-for-everyone.js';

export const PRONOUNS_LABELS: Readonly<Record<ShippedLocale, string>> = {
  en: 'Pronouns',
  de: 'Pronomen',
  es: 'Pronombres',
  fr: 'Pronoms',
  'pt-BR': 'Pronomes',
  nl: 'Voornaamwoorden',
  pl: 'Zaimki',
};

export const NAMES_LABELS: Readonly<Record<ShippedLocale, string>> = {
  en: 'Names',
  de: 'Namen',
  es: 'Nombres',
  fr: 'Noms',
  'pt-BR': 'Nomes',
  nl: 'Namen',
  pl: 'Imiona',
};

export function isShippedLocale(value: string): value is ShippedLocale {
  return Object.hasOwn(PRONOUNS_LABELS, value);
}

/** The texts a profile gives: its pronouns and names for anyone, each a list in the profile's order. */
export interface SyncTexts {
  pronouns: string[];
  names: string[];
}

export function syncTexts(user: Pick<UserDocument, 'pronouns' | 'names' | 'custom_preferences'>): SyncTexts {
  return {
    pronouns: entriesForEveryone(user.pronouns, user.custom_preferences).map((entry) => entry.display_text),
    names: entriesForEveryone(user.names, user.custom_preferences).map((entry) => entry.value),
  };
}

/**
 * The entries joined with ", ", as many whole ones as fit in `max` characters (graphemes, so an
 * emoji is never split); the first alone cut short when even it does not fit.
 */
export function joinedWithin(entries: readonly string[], max: number): string {
  let text = '';
  for (const entry of entries) {
    const next = text === '' ? entry : `${text}, ${entry}`;
    if (graphemes(next).length > max) break;
    text = next;
  }
  if (text === '' && entries.length > 0) return graphemes(entries[0]!).slice(0, max).join('');
  return text;
}
