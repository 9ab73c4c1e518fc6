/**
 * A day as the page's language writes it ("26 Nov 2026", "26.11.2026"), for the dates settings and
 * notices show. Days are UTC: the server does not know the reader's time zone, and a day that moved
 * with the page's language would not be the same day in every language.
 */
import { intlLocaleOf, type Locale } from './locales.js';

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function dayOf(locale: Locale, at: number | string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(at));
}
