/**
 * Someone's local time and their time zone's name in the page's language, with Intl ("14:05",
 * "Mitteleuropäische Sommerzeit"; "2:05 PM", "Central European Summer Time"). Formatters are kept per
 * language and zone.
 */
import { intlLocaleOf, type Locale } from './locales.js';

interface ZoneFormats {
  time: Intl.DateTimeFormat;
  name: Intl.DateTimeFormat;
}

/** By language and zone; bounded, as zones are many (a zone the runtime refuses is kept as null). */
const zoneFormats = new Map<string, ZoneFormats | null>();
const MAX_KEPT = 4096;
/** By language: the clock of a shifted instant, for a zone the runtime does not know. */
const utcClocks = new Map<Locale, Intl.DateTimeFormat>();

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function formatsOf(locale: Locale, zone: string): ZoneFormats | null {
  const key = `${locale}\0${zone}`;
  let known = zoneFormats.get(key);
  if (known !== undefined) return known;
  const intl = intlLocaleOf(locale);
  try {
    known = {
      time: new Intl.DateTimeFormat(intl, { ...CLOCK, timeZone: zone }),
      name: new Intl.DateTimeFormat(intl, { timeZone: zone, timeZoneName: 'long' }),
    };
  } catch {
    known = null;
  }
  if (zoneFormats.size >= MAX_KEPT) zoneFormats.clear();
  zoneFormats.set(key, known);
  return known;
}

function utcClockOf(locale: Locale): Intl.DateTimeFormat {
  let clock = utcClocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(intlLocaleOf(locale), { ...CLOCK, timeZone: 'UTC' });
    utcClocks.set(locale, clock);
  }
  return clock;
}

/**
 * The clock time at `at` in `zone`, and the zone's name then (summer or winter time), in `locale`'s
 * words. A zone Intl does not know shows the time from its offset, and the offset as its name.
 */
export function zonedTime(
  locale: Locale,
  zone: string,
  at: number,
  offsetSeconds: number,
  offsetText: string,
): { time: string; zoneName: string } {
  const formats = formatsOf(locale, zone);
  if (formats === null) return { time: utcClockOf(locale).format(at + offsetSeconds * 1000), zoneName: offsetText };
  const zoneName = formats.name.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? offsetText;
  return { time: formats.time.format(at), zoneName };
}
