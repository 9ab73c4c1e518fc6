/** display_text of a PronounEntry when the owner did not set one: the first two "/"-separated forms. */
import type { PronounEntry } from './profile-types.js';

export function pronounDisplayText(entry: Pick<PronounEntry, 'pronouns'> & { display_text?: string | null }): string {
  if (entry.display_text !== null && entry.display_text !== undefined) return entry.display_text;
  const forms = entry.pronouns.split('/');
  return forms.length < 2 ? entry.pronouns : `${forms[0]}/${forms[1]}`;
}
