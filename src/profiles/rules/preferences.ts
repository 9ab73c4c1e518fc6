/**
 * Rules for entry preferences: which statuses an owner may use, and what happens to entries whose
 * custom preference is removed (they become "okay").
 */
import { type ApiError, invalidField } from '../../core/errors.js';
import {
  BUILT_IN_PREFERENCES,
  type CustomPreference,
  type CustomPreferences,
  type Field,
  type FieldEntry,
  type PronounEntry,
} from './profile-types.js';

const builtIn: ReadonlySet<string> = new Set(BUILT_IN_PREFERENCES);

/** The statuses of names, pronouns and fields, checked against the owner's custom preferences. */
export interface EntryLists {
  names?: FieldEntry[] | undefined;
  pronouns?: Array<FieldEntry | PronounEntry> | undefined;
  fields?: Field[] | undefined;
}

/** A 400 for each entry whose status is neither built in nor a key of `preferences`, in order. */
export function statusProblems(lists: EntryLists, preferences: CustomPreferences): ApiError[] {
  const problems: ApiError[] = [];
  const known = (status: string) => builtIn.has(status) || Object.hasOwn(preferences, status);
  const check = (path: string, status: string) => {
    if (!known(status)) {
      problems.push(
        invalidField(
          path,
          `unknown preference "${status}" (use ${BUILT_IN_PREFERENCES.join(', ')} or a key of custom_preferences)`,
          { keyword: 'preference' },
        ),
      );
    }
  };
  lists.names?.forEach((entry, i) => check(`names.${i}.status`, entry.status));
  lists.pronouns?.forEach((entry, i) => check(`pronouns.${i}.status`, entry.status));
  lists.fields?.forEach((field, f) =>
    field.entries.forEach((entry, i) => check(`fields.${f}.entries.${i}.status`, entry.status)),
  );
  return problems;
}

export function checkStatuses(lists: EntryLists, preferences: CustomPreferences): void {
  const [first] = statusProblems(lists, preferences);
  if (first) throw first;
}

export function removedPreferenceKeys(before: CustomPreferences, after: CustomPreferences): Set<string> {
  return new Set(Object.keys(before).filter((key) => !Object.hasOwn(after, key)));
}

function reset<T extends { status: string }>(entries: T[], removed: Set<string>): T[] {
  return entries.map((entry) => (removed.has(entry.status) ? { ...entry, status: 'okay' } : entry));
}

/** Entry lists with every status in `removed` turned into "okay"; `changed` says whether any was. */
export function resetRemovedPreferences<P extends FieldEntry | PronounEntry>(
  lists: { names: FieldEntry[]; pronouns: P[]; fields: Field[] },
  removed: Set<string>,
): { names: FieldEntry[]; pronouns: P[]; fields: Field[]; changed: boolean } {
  const uses = (entry: { status: string }) => removed.has(entry.status);
  const changed = lists.names.some(uses) || lists.pronouns.some(uses) || lists.fields.some((f) => f.entries.some(uses));
  if (!changed) return { ...lists, changed };
  return {
    names: reset(lists.names, removed),
    pronouns: reset(lists.pronouns, removed),
    fields: lists.fields.map((field) => ({ ...field, entries: reset(field.entries, removed) })),
    changed,
  };
}

/** Fills the optional flags of custom preferences so they are stored and returned complete. */
export function completeCustomPreferences(
  input: Record<string, Omit<CustomPreference, 'muted' | 'favourite'> & { muted?: boolean; favourite?: boolean }>,
): CustomPreferences {
  const result: CustomPreferences = {};
  for (const [key, value] of Object.entries(input)) {
    result[key] = {
      icon: value.icon,
      tooltip: value.tooltip,
      size: value.size,
      muted: value.muted ?? false,
      favourite: value.favourite ?? false,
    };
  }
  return result;
}
