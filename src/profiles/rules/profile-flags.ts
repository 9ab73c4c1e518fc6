/** The rule for the flags a profile shows: flags of the owner's own library, each once, in order. */
import { invalidField } from '../../core/errors.js';
import { LIMITS } from './profile-types.js';

export function checkProfileFlags(ids: readonly string[], library: ReadonlyMap<string, unknown>): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (!library.has(id))
      throw invalidField(`flags.${i}`, 'is not a flag of your library (see GET /users/@me/flags)', {
        keyword: 'flagLibrary',
      });
    if (seen.has(id)) throw invalidField(`flags.${i}`, 'is already on the profile', { keyword: 'flagRepeated' });
    seen.add(id);
  });
}

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Length in characters (code points), as the request schemas count it: an emoji is one. */
const characters = (text: string) => [...text].length;

/** A flag's name as stored: trimmed, 1–LIMITS.flagName characters, no control characters. */
export function normaliseFlagName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0)
    throw invalidField('name', 'must not be empty', { keyword: 'minLength', params: { limit: 1 } });
  if (characters(trimmed) > LIMITS.flagName)
    throw invalidField('name', `must be at most ${LIMITS.flagName} characters`, {
      keyword: 'maxLength',
      params: { limit: LIMITS.flagName },
    });
  if (CONTROL.test(trimmed)) throw invalidField('name', 'must not contain control characters');
  return trimmed;
}

/** A flag's description (its alt text) as stored: trimmed, at most LIMITS.flagDescription characters. */
export function normaliseFlagDescription(description: string): string {
  const trimmed = description.trim();
  if (characters(trimmed) > LIMITS.flagDescription) {
    throw invalidField('description', `must be at most ${LIMITS.flagDescription} characters`, {
      keyword: 'maxLength',
      params: { limit: LIMITS.flagDescription },
    });
  }
  // Alt text is read out by screen readers: line breaks and tabs are fine, other control characters not.
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(trimmed)) {
    throw invalidField('description', 'must not contain control characters (line breaks and tabs are fine)');
  }
  return trimmed;
}
