/**
 * The rules for member names (decisions.md): they appear in URLs, so some characters are refused;
 * names are compared in Unicode NFC (so "Café" typed two ways is one name); characters that are
 * invisible or reorder text (bidi controls, zero-width spaces, …) are refused, so that two names that
 * look the same are the same name. The zero-width joiner stays allowed: emoji sequences need it.
 */
import { invalidField } from '../../core/errors.js';

const FORBIDDEN = /[/\\?#%\p{Cc}]/u;
/** Format characters (bidi controls, zero-width spaces, word joiner, BOM, soft hyphen, …) but the ZWJ. */
const INVISIBLE = /(?!\u200D)[\p{Cf}\u115F\u1160\u3164\uFFA0]/u;

/** Returns the trimmed NFC name, or throws a 400 naming the rule it breaks. */
export function normaliseMemberName(raw: string): string {
  const name = raw.trim().normalize('NFC');
  const length = [...name].length;
  if (length < 1 || length > 100)
    throw invalidField('name', 'must be 1 to 100 characters after trimming', { keyword: 'memberNameLength' });
  if (FORBIDDEN.test(name))
    throw invalidField('name', 'must not contain / \\ ? # % or control characters', {
      keyword: 'memberNameCharacters',
    });
  if (INVISIBLE.test(name)) {
    throw invalidField('name', 'must not contain invisible or text-direction characters (zero-width, bidi controls)', {
      keyword: 'memberNameInvisible',
    });
  }
  if (name === '.' || name === '..')
    throw invalidField('name', 'must not be "." or ".."', { keyword: 'memberNameDots' });
  return name;
}

/** How member names are compared (the key of the unique index): NFC, lower case, so unique regardless of case. */
export function memberNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}
