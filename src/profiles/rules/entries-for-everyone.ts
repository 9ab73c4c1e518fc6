/**
 * The entries a summary made for anyone shows (link previews, share cards, badges, lookups by other
 * apps): the favourites; when there is none, the entries anyone may use (not avoided, not for friends
 * only, not only in jest; a custom preference the page mutes counts as avoided); none of those,
 * nothing. A summary never falls back to every entry: an avoided name is often a deadname.
 */
import { BUILT_IN_PREFERENCES } from './profile-types.js';

/** What of a custom preference the rule reads. */
export type PreferenceMarks = Readonly<Record<string, { readonly muted?: boolean; readonly favourite?: boolean }>>;

/** Built-in preferences a visitor may not take as leave to use an entry: only friends, only in jest, not at all. */
const NOT_FOR_EVERYONE: ReadonlySet<string> = new Set(['avoid', 'jokingly', 'friends_only']);
const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_PREFERENCES);

function isFavourite(status: string, custom: PreferenceMarks): boolean {
  if (status === 'favourite') return true;
  if (BUILT_IN.has(status)) return false;
  return Object.hasOwn(custom, status) && custom[status]!.favourite === true;
}

function mayBeUsedByAnyone(status: string, custom: PreferenceMarks): boolean {
  if (NOT_FOR_EVERYONE.has(status)) return false;
  if (BUILT_IN.has(status)) return true;
  // A status no custom preference names is read as "okay", as the page shows it.
  return !(Object.hasOwn(custom, status) && custom[status]!.muted === true);
}

export function entriesForEveryone<T extends { status: string }>(entries: readonly T[], custom: PreferenceMarks): T[] {
  const favourite = entries.filter((entry) => isFavourite(entry.status, custom));
  if (favourite.length > 0) return favourite;
  return entries.filter((entry) => mayBeUsedByAnyone(entry.status, custom));
}
