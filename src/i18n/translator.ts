/**
 * Messages in one language: `t(id, values)` formats the catalogue's ICU message (plurals, selects,
 * numbers) with intl-messageformat, compiled once per language and message. Values are never
 * translated: what a person typed shows as typed.
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { CATALOGUES, type MessageId } from './catalogues.js';
import { directionOf, intlLocaleOf, isPseudo, type Locale, SOURCE_LOCALE } from './locales.js';
import { pseudoMessage } from './pseudo.js';

export type { MessageId };
export type MessageValues = Record<string, PrimitiveType>;
/** A value for a tag of a message (`<link>…</link>`): what its words become. */
export type TagValue<T> = (chunks: Array<string | T>) => T;

export interface Translator {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The message `id` formatted with `values`. */
  t(id: MessageId, values?: MessageValues): string;
  /** A message with tags (`<link>words</link>`), each made by its function: a list to render. */
  rich<T>(id: MessageId, values: Record<string, PrimitiveType | TagValue<T>>): Array<string | T>;
  number(value: number): string;
}

function compile(locale: Locale, id: MessageId): IntlMessageFormat {
  const english = CATALOGUES[SOURCE_LOCALE][id];
  const message = isPseudo(locale) ? pseudoMessage(english, locale) : CATALOGUES[locale][id];
  return new IntlMessageFormat(message, intlLocaleOf(locale));
}

const translators = new Map<Locale, Translator>();

export function translatorFor(locale: Locale): Translator {
  const known = translators.get(locale);
  if (known) return known;
  const compiled = new Map<MessageId, IntlMessageFormat>();
  const formatOf = (id: MessageId) => {
    let format = compiled.get(id);
    if (!format) {
      format = compile(locale, id);
      compiled.set(id, format);
    }
    return format;
  };
  const numbers = new Intl.NumberFormat(intlLocaleOf(locale));
  const translator: Translator = {
    locale,
    dir: directionOf(locale),
    t: (id, values) => String(formatOf(id).format(values)),
    rich: <T>(id: MessageId, values: Record<string, PrimitiveType | TagValue<T>>) => {
      const formatted = formatOf(id).format<T>(values as never);
      return Array.isArray(formatted) ? (formatted as Array<string | T>) : [formatted as string | T];
    },
    number: (value) => numbers.format(value),
  };
  translators.set(locale, translator);
  return translator;
}
