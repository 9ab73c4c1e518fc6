/** The rules for member names (decisions.md): they appear in URLs, so some characters are refused. */
import { invalidField } from '../../errors.js';

const FORBIDDEN = /[/\\?#%\p{Cc}]/u;

/** Returns the trimmed name, or throws a 400 naming the rule it breaks. */
export function normaliseMemberName(raw: string): string {
  const name = raw.trim();
  const length = [...name].length;
  if (length < 1 || length > 100) throw invalidField('name', 'must be 1 to 100 characters after trimming');
  if (FORBIDDEN.test(name)) throw invalidField('name', 'must not contain / \\ ? # % or control characters');
  if (name === '.' || name === '..') throw invalidField('name', 'must not be "." or ".."');
  return name;
}
