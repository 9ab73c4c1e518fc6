/**
 * Showing less is instant, showing more may wait (docs/AUDIENCES.md): when an owner who chose a
 * widening delay changes who sees their items, each item is shown at once only to those who see it
 * both before and after the change, and the change itself waits out the delay. A reader who could not
 * see an item before never sees it sooner; a reader who can no longer see it stops at once.
 */
import type { Placement, Placements, PlaceableItems } from './placements.js';

/** Who sees a profile's items: its placements and its owner's friends audience. */
export interface Visibility {
  placements: Placements;
  friendsAudience: string | null;
}

/** The longest widening delay an owner may choose: a guard, not a vault (30 days, in seconds). */
export const WIDENING_DELAY_LIMIT = 30 * 24 * 60 * 60;

const FRIENDS_ONLY = 'friends_only';

/** An item a placement can name: how to read and write its placement, and its status (entries only). */
interface Item {
  /** What names the item in placements: items of one text share one placement. */
  id: string;
  read(placements: Placements): Placement | undefined;
  write(placements: Placements, placement: Placement): void;
  status: string | null;
}

/** Own properties only (an item may be named "__proto__" or "constructor"). */
function own<V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

function put<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

function keyed(kind: 'names' | 'pronouns' | 'fields' | 'links' | 'flags', key: string, status: string | null): Item {
  return {
    id: JSON.stringify([kind, key]),
    read: (placements) => own(placements[kind], key),
    write: (placements, placement) => put((placements[kind] ??= {}), key, placement),
    status,
  };
}

/** Every item of a profile a placement can name (a member's also names the member as a whole). */
function itemsOf(profile: Partial<PlaceableItems>, member: boolean): Item[] {
  const items: Item[] = [];
  const single = (kind: 'bio' | 'avatar' | 'member'): Item => ({
    id: kind,
    read: (placements) => placements[kind],
    write: (placements, placement) => {
      placements[kind] = placement;
    },
    status: null,
  });
  if (member) items.push(single('member'));
  if (profile.bio) items.push(single('bio'));
  if (profile.avatar) items.push(single('avatar'));
  for (const entry of profile.names ?? []) items.push(keyed('names', entry.value, entry.status));
  for (const entry of profile.pronouns ?? []) {
    items.push(keyed('pronouns', entry.value ?? entry.pronouns ?? '', entry.status));
  }
  for (const field of profile.fields ?? []) {
    items.push(keyed('fields', field.name, null));
    for (const entry of field.entries) {
      items.push({
        id: JSON.stringify(['field_entries', field.name, entry.value]),
        read: (placements) => own(own(placements.field_entries, field.name), entry.value),
        write: (placements, placement) => {
          const fields = (placements.field_entries ??= {});
          if (!Object.hasOwn(fields, field.name)) put(fields, field.name, {});
          put(fields[field.name]!, entry.value, placement);
        },
        status: entry.status,
      });
    }
  }
  for (const link of profile.links ?? []) items.push(keyed('links', link, null));
  for (const flag of profile.flags ?? []) items.push(keyed('flags', flag, null));
  return items;
}

/** Who sees an item: null for everyone, else the audiences (an empty set: its owner alone). */
function seenBy(item: Item, visibility: Visibility): ReadonlySet<string> | null {
  const placement = item.read(visibility.placements);
  if (placement !== undefined) return new Set(placement);
  if (item.status === FRIENDS_ONLY && visibility.friendsAudience !== null) return new Set([visibility.friendsAudience]);
  return null;
}

function both(a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): ReadonlySet<string> | null {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...a].filter((id) => b.has(id)));
}

function same(a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): boolean {
  if (a === null || b === null) return a === b;
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * What may be shown at once when `current` becomes `target`: each item to those who see it under
 * both. Items are those of `profile` (as the change leaves them: an item the change adds was seen by
 * everyone before, so it takes the target's placement at once).
 */
export function narrowerOf(
  profile: Partial<PlaceableItems>,
  current: Visibility,
  target: Visibility,
  member: boolean,
): Visibility {
  // Turning friends_only on narrows; turning it off, or to another audience, waits.
  const friendsAudience = current.friendsAudience ?? target.friendsAudience;
  const result: Visibility = { placements: {}, friendsAudience };
  // Items of one text share one placement: it is written once, to those who see every one of them.
  const groups = new Map<string, Array<{ item: Item; now: ReadonlySet<string> | null; explicit: boolean }>>();
  for (const item of itemsOf(profile, member)) {
    const now = both(seenBy(item, current), seenBy(item, target));
    const implicit = item.status === FRIENDS_ONLY && friendsAudience !== null ? new Set([friendsAudience]) : null;
    const group = groups.get(item.id) ?? [];
    group.push({ item, now, explicit: !same(now, implicit) });
    groups.set(item.id, group);
  }
  for (const group of groups.values()) {
    if (!group.some((entry) => entry.explicit)) continue;
    // Never null here: an item whose own set differs from its implicit one is seen by some audiences
    // only (an implicit "everyone" is never narrower than what both views show).
    const shared = group.reduce<ReadonlySet<string> | null>((seen, entry) => both(seen, entry.now), null);
    group[0]!.item.write(result.placements, shared === null ? [] : [...shared]);
  }
  return result;
}

/** Whether two visibilities show every item of `profile` to the same readers. */
export function sameVisibility(
  profile: Partial<PlaceableItems>,
  a: Visibility,
  b: Visibility,
  member: boolean,
): boolean {
  return itemsOf(profile, member).every((item) => same(seenBy(item, a), seenBy(item, b)));
}
