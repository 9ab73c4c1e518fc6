/**
 * Which language a page is in: a language asked for by name (`?lang=`, the visitor's cookie, the
 * account's setting), else the best of the browser's Accept-Language that Nametag ships, else English.
 * The browser's header is matched by @formatjs/intl-localematcher (de-AT reads German, pt reads
 * Brazilian Portuguese).
 */
import { match } from '@formatjs/intl-localematcher';
import { type Locale, PSEUDO_LOCALES, SHIPPED_LOCALES, type ShippedLocale, SOURCE_LOCALE } from './locales.js';

const MAX_REQUESTED = 12;
const MAX_REMEMBERED = 500;

/** A locale named exactly (any case): a shipped one, or a pseudo-locale where they are on. */
export function namedLocale(tag: unknown, pseudo: boolean): Locale | null {
  // A query may repeat a key (an array) or carry anything: only a short string can name a language.
  if (typeof tag !== 'string' || tag === '' || tag.length > 35) return null;
  const lower = tag.toLowerCase();
  const known: readonly Locale[] = pseudo ? [...SHIPPED_LOCALES, ...PSEUDO_LOCALES] : SHIPPED_LOCALES;
  return known.find((locale) => locale.toLowerCase() === lower) ?? null;
}

/** The language tags of an Accept-Language header, most wanted first; junk and `*` left out. */
function requestedTags(header: string): string[] {
  const weighted: Array<{ tag: string; q: number; order: number }> = [];
  for (const [order, part] of header.split(',').slice(0, MAX_REQUESTED).entries()) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (tag === '' || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) weighted.push({ tag: canonical, q, order });
    } catch {
      // Not a language tag: ignored, as browsers never send one.
    }
  }
  return weighted.sort((a, b) => b.q - a.q || a.order - b.order).map(({ tag }) => tag);
}

const remembered = new Map<string, ShippedLocale>();

/** The shipped language that best fits an Accept-Language header (English when none does). */
export function acceptedLocale(header: string | undefined): ShippedLocale {
  if (!header) return SOURCE_LOCALE;
  const known = remembered.get(header);
  if (known) return known;
  const tags = requestedTags(header);
  const chosen =
    tags.length === 0
      ? SOURCE_LOCALE
      : (match(tags, SHIPPED_LOCALES as unknown as string[], SOURCE_LOCALE, {
          algorithm: 'best fit',
        }) as ShippedLocale);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(header, chosen);
  return chosen;
}

export interface LanguageSources {
  /** `?lang=` of this request. */
  query: string | null | undefined;
  /** The visitor's remembered choice. */
  cookie: string | null | undefined;
  /** The signed-in account's setting. */
  account: string | null | undefined;
  acceptLanguage: string | undefined;
  /** Whether the pseudo-locales are on (tests). */
  pseudo: boolean;
}

export function chooseLocale(sources: LanguageSources): Locale {
  return (
    namedLocale(sources.query, sources.pseudo) ??
    namedLocale(sources.cookie, sources.pseudo) ??
    namedLocale(sources.account, sources.pseudo) ??
    acceptedLocale(sources.acceptLanguage)
  );
}
