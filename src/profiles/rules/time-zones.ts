/**
 * Time zones: a user may name an IANA zone; the public User shows its current offset from UTC
 * (`utc_offset`, seconds), computed when it is read so that it follows daylight saving time.
 */
import { invalidField } from '../../core/errors.js';

// ICU loads its time-zone data on the first formatter that names a zone, a noticeable pause: paid
// while the server starts, not by the first request that sets a time zone.
new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
/** Formatters by stored zone name; bounded (names are checked before one is made). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1024;

function formatter(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timezone, format);
  }
  return format;
}

/** The runtime's zone names by lower case, for the usual spelling of a name typed in another case. */
let spellings: Map<string, string> | undefined;
function usualSpelling(name: string): string | undefined {
  spellings ??= new Map(['UTC', ...Intl.supportedValuesOf('timeZone')].map((zone) => [zone.toLowerCase(), zone]));
  return spellings.get(name.toLowerCase());
}

/**
 * An IANA time zone the runtime's time zone database knows (e.g. Europe/Berlin, UTC, and the names it
 * keeps as aliases, such as Asia/Kolkata or US/Pacific), in its usual spelling when it has one
 * (`europe/berlin` → `Europe/Berlin`); a 400 otherwise.
 */
export function normaliseTimezone(timezone: string): string {
  let resolved: string | undefined;
  if (IANA_NAME.test(timezone)) {
    try {
      resolved = new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone;
    } catch {
      resolved = undefined;
    }
  }
  if (resolved === undefined)
    throw invalidField('timezone', 'must be an IANA time zone name such as Europe/Berlin', { keyword: 'timeZone' });
  if (resolved.toLowerCase() === timezone.toLowerCase()) return resolved;
  return usualSpelling(timezone) ?? aliasSpelling(timezone);
}

/**
 * Names the database keeps only as aliases (Asia/Kolkata, Europe/Kyiv) have no list to take their
 * spelling from: one typed with capitals where IANA has them is kept, another gets IANA's usual
 * casing (`asia/ho_chi_minh` → `Asia/Ho_Chi_Minh`, `us/pacific` → `US/Pacific`).
 */
function aliasSpelling(name: string): string {
  const segments = name.split('/');
  if (segments.every((segment) => /^[A-Z]/.test(segment))) return name;
  return segments
    .map((segment) =>
      segment.length <= 2
        ? segment.toUpperCase()
        : segment
            .split('_')
            .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
            .join('_'),
    )
    .join('/');
}

/** The zone's offset from UTC at `at` in seconds (Asia/Kolkata: 19800); null without a zone. */
export function utcOffsetSeconds(timezone: string | null, at: number): number | null {
  if (timezone === null) return null;
  let name: string | undefined;
  try {
    name = formatter(timezone)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
  return match[1] === '-' ? -seconds : seconds;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * Until when an offset read at `now` stays right: zones change offset only at a whole quarter hour
 * of UTC, so until the next one (0: forever, without a zone).
 */
export function offsetValidUntil(timezone: string | null, now: number): number {
  return timezone === null ? 0 : (Math.floor(now / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;
}
