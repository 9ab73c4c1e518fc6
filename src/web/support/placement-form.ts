/**
 * "Who sees this" in the profile editor: the choice each item's menu holds, read from the owner's
 * placements and made back into them. Items are named as rules/placements.ts names them: names and
 * pronoun sets by their text, fields by their label, field entries by label then text, links by URL,
 * flags by ID.
 */
import type { Placement, Placements, PlacementsPatch } from '../../profiles/rules/placements.js';
import type { ProfileDraft, SeenBy } from '../views/view-types.js';
import { choiceOf, EVERYONE, ONLY_ME, placementOf } from '../views/seen-by.js';

/** A record's own property: an item may be named "constructor" or "__proto__". */
function own<V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

function put<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Whether the owner has placed anything: the menus are then shown even without an audience left. */
export function placesAnything(placements: Placements): boolean {
  return Object.keys(placements).length > 0;
}

/** The draft of the owner's profile with each item's menu set to its placement. */
export function draftWithPlacements(draft: ProfileDraft, placements: Placements, member = false): ProfileDraft {
  const of = (record: Record<string, Placement> | undefined, key: string) => choiceOf(own(record, key));
  const flags: Record<string, string> = {};
  for (const [id, placement] of Object.entries(placements.flags ?? {})) put(flags, id, choiceOf(placement));
  return {
    ...draft,
    names: draft.names.map((entry) => ({ ...entry, seen_by: of(placements.names, entry.value) })),
    pronouns: draft.pronouns.map((entry) => ({ ...entry, seen_by: of(placements.pronouns, entry.value) })),
    fields: draft.fields.map((field) => ({
      ...field,
      seen_by: of(placements.fields, field.name),
      entries: field.entries.map((entry) => ({
        ...entry,
        seen_by: of(own(placements.field_entries, field.name), entry.value),
      })),
    })),
    seen_by: {
      ...(member ? { member: choiceOf(placements.member) } : {}),
      bio: choiceOf(placements.bio),
      avatar: choiceOf(placements.avatar),
      links: draft.links.map((link) => of(placements.links, link)),
      flags,
    },
  };
}

/** Who sees the items that are not rows, and each link's, as a submitted form says. */
export function seenByFromForm(
  one: (key: string) => string,
  keys: readonly string[],
  linkRows: readonly number[],
): SeenBy {
  const flags: Record<string, string> = {};
  for (const key of keys) {
    if (key.startsWith('seen_by.flags.')) put(flags, key.slice('seen_by.flags.'.length), one(key));
  }
  return {
    ...(keys.includes('seen_by.member') ? { member: one('seen_by.member') } : {}),
    bio: one('seen_by.bio'),
    avatar: one('seen_by.avatar'),
    links: linkRows.map((i) => one(`links.${i}.seen_by`)),
    flags,
  };
}

/**
 * Every kind of placement of a draft without its empty rows (compactDraft): an item the menus leave
 * at "Everyone" is named nowhere (a bio or avatar at "Everyone" is null), so a save that sends these
 * replaces every kind that was stored. Two rows of the same text are one item: the first decides.
 */
export function placementsOf(draft: ProfileDraft): PlacementsPatch {
  const seen = draft.seen_by ?? { bio: EVERYONE, avatar: EVERYONE, links: [], flags: {} };
  const map = (rows: ReadonlyArray<{ key: string; choice: string | undefined }>) => {
    const placed: Record<string, Placement> = {};
    const named = new Set<string>();
    for (const { key, choice } of rows) {
      if (named.has(key)) continue;
      named.add(key);
      const placement = placementOf(choice);
      if (placement !== undefined) put(placed, key, placement);
    }
    return placed;
  };
  const fieldEntries: Record<string, Record<string, Placement>> = {};
  for (const field of draft.fields) {
    if (Object.hasOwn(fieldEntries, field.name)) continue;
    const entries = map(field.entries.map((entry) => ({ key: entry.value, choice: entry.seen_by })));
    if (Object.keys(entries).length > 0) put(fieldEntries, field.name, entries);
  }
  // A bio or avatar that is gone takes its placement with it (the profile's write drops it).
  const bio = placementOf(seen.bio);
  const avatar = placementOf(seen.avatar);
  return {
    ...(seen.member === undefined ? {} : { member: placementOf(seen.member) ?? null }),
    bio: bio ?? null,
    avatar: avatar ?? null,
    names: map(draft.names.map((entry) => ({ key: entry.value, choice: entry.seen_by }))),
    pronouns: map(draft.pronouns.map((entry) => ({ key: entry.value, choice: entry.seen_by }))),
    fields: map(draft.fields.filter((field) => field.name !== '').map((f) => ({ key: f.name, choice: f.seen_by }))),
    field_entries: fieldEntries,
    links: map(draft.links.map((link, i) => ({ key: link, choice: seen.links[i] }))),
    flags: map(draft.flags.map((id) => ({ key: id, choice: own(seen.flags, id) }))),
  };
}

/**
 * The draft with its menus naming only audiences that exist: one deleted meanwhile (in another tab)
 * is dropped, and an item left with none is kept to its owner, as deleting the audience made it.
 */
export function withKnownAudiences(draft: ProfileDraft, known: ReadonlySet<string>): ProfileDraft {
  if (draft.seen_by === undefined) return draft;
  const keep = (choice: string | undefined): string | undefined => {
    const placement = placementOf(choice);
    if (placement === undefined || placement.length === 0) return choice;
    const kept = placement.filter((id) => known.has(id));
    return kept.length === 0 ? ONLY_ME : kept.join(',');
  };
  const entry = <T extends { seen_by?: string }>(row: T): T => ({ ...row, seen_by: keep(row.seen_by) });
  const flags: Record<string, string> = {};
  for (const [id, choice] of Object.entries(draft.seen_by.flags)) put(flags, id, keep(choice) ?? EVERYONE);
  return {
    ...draft,
    names: draft.names.map(entry),
    pronouns: draft.pronouns.map(entry),
    fields: draft.fields.map((field) => ({ ...entry(field), entries: field.entries.map(entry) })),
    seen_by: {
      ...(draft.seen_by.member === undefined ? {} : { member: keep(draft.seen_by.member) ?? EVERYONE }),
      bio: keep(draft.seen_by.bio) ?? EVERYONE,
      avatar: keep(draft.seen_by.avatar) ?? EVERYONE,
      links: draft.seen_by.links.map((choice) => keep(choice) ?? EVERYONE),
      flags,
    },
  };
}
