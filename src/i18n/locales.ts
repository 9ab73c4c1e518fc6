/**
 * The languages Nametag's pages and mail are written in. English is the source: every other
 * catalogue translates its messages. Two pseudo-locales exist for tests only (where the operator
 * turns them on): every English message accented and bracketed, so a string that did not go through
 * the catalogue stands out, and every message mirrored right to left, so a layout that breaks in a
 * right-to-left language shows before one ships.
 */
export const SOURCE_LOCALE = 'en';

export const SHIPPED_LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR', 'nl', 'pl'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

export type Locale = ShippedLocale | PseudoLocale;

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  pl: 'Polski',
  'en-XA': 'Ƥšéûðö',
  'ar-XB': 'Mirrored',
};

/**
 * Each language as Open Graph names a locale (`language_TERRITORY`, og:locale): the territory whose
 * usage the catalogue writes (English spells "favourite"); the pseudo-locales keep their own tags.
 */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  en: 'en_GB',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  'pt-BR': 'pt_BR',
  nl: 'nl_NL',
  pl: 'pl_PL',
  'en-XA': 'en_XA',
  'ar-XB': 'ar_XB',
};

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi']);

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]!) ? 'rtl' : 'ltr';
}

export function isPseudo(locale: Locale): locale is PseudoLocale {
  return (PSEUDO_LOCALES as readonly string[]).includes(locale);
}

/** The locale `Intl` formats dates and numbers for: a pseudo-locale formats as English. */
export function intlLocaleOf(locale: Locale): string {
  return isPseudo(locale) ? SOURCE_LOCALE : locale;
}
