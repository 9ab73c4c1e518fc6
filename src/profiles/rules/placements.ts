/**
 * Who may see an item of a profile: its placement (docs/AUDIENCES.md). An item no placement names is
 * public, so a profile that never uses audiences reads as it always did. A placement is a list of the
 * owner's audience IDs: `[]` keeps the item to its owner, `[a, b]` shows it to the links of those
 * audiences (and to the owner). This module is the one place that decides what a reader sees: every
 * document, page and answer is built from `visibleItems` of its reader.
 *
 * Items are named by what they are, not by their position: a name, a pronoun set, a field (by its
 * label), a field's entry (by label and value), a link (its URL), a flag (its ID). A client that sends
 * a list back unchanged, or reorders it, keeps every placement; an item whose text changes is another
 * item, placed anew.
 */
import { invalidField } from '../../core/errors.js';
import type { Field, FieldEntry } from './profile-types.js';

export type Placement = string[];

export interface Placements {
  bio?: Placement;
  avatar?: Placement;
  names?: Record<string, Placement>;
  pronouns?: Record<string, Placement>;
  fields?: Record<string, Placement>;
  field_entries?: Record<string, Record<string, Placement>>;
  links?: Record<string, Placement>;
  flags?: Record<string, Placement>;
  /** A member as a whole (members only): who sees the member at all. */
  member?: Placement;
}

/** The kinds of placement, as the API names them. */
export const PLACEMENT_KINDS = [
  'bio',
  'avatar',
  'names',
  'pronouns',
  'fields',
  'field_entries',
  'links',
  'flags',
] as const satisfies ReadonlyArray<keyof Placements>;

/** The kinds of a member's placements: the items, and the member as a whole. */
export const MEMBER_PLACEMENT_KINDS = [...PLACEMENT_KINDS, 'member'] as const satisfies ReadonlyArray<keyof Placements>;

/** How many audiences one account may make: enough for circles of people, few enough to choose from. */
export const AUDIENCE_LIMIT = 20;

/** The longest name of an audience: a label in a menu, not a description. */
export const AUDIENCE_NAME_LENGTH = 40;

/** An audience's name as kept: trimmed, 1–40 characters, no control characters (400 otherwise). */
export function normaliseAudienceName(name: string): string {
  const trimmed = name.normalize('NFC').trim();
  if (trimmed.length === 0 || [...trimmed].length > AUDIENCE_NAME_LENGTH || /\p{Cc}/u.test(trimmed)) {
    throw invalidField(
      'name',
      `1–${AUDIENCE_NAME_LENGTH} characters`,
      undefined,
      `name: give the audience a name of 1 to ${AUDIENCE_NAME_LENGTH} characters`,
    );
  }
  return trimmed;
}

/** Who reads: the public (no audience) or the audiences a share link opened. */
export interface Reader {
  readonly audiences: ReadonlySet<string>;
}

export const PUBLIC_READER: Reader = { audiences: new Set() };

export function readerOf(audienceIds: Iterable<string>): Reader {
  return { audiences: new Set(audienceIds) };
}

/** The profile items a placement can name: what users and members share. */
export interface PlaceableItems {
  bio: string | null;
  avatar: string | null;
  names: FieldEntry[];
  pronouns: ReadonlyArray<{ value?: string; pronouns?: string; status: string }>;
  fields: Field[];
  links: string[];
  verified_links: string[];
  flags: string[];
}

/** What names a pronoun entry: a user's `value`, a member's `pronouns`. */
function pronounKey(entry: { value?: string; pronouns?: string }): string {
  return entry.value ?? entry.pronouns ?? '';
}

const FRIENDS_ONLY = 'friends_only';

/** How a reader and a profile's placements decide one item. */
class Decision {
  constructor(
    private readonly placements: Placements,
    private readonly reader: Reader,
    /** Entries marked friends_only without a placement of their own go to this audience (null: public). */
    private readonly friendsAudience: string | null,
  ) {}

  sees(placement: Placement | undefined): boolean {
    return placement === undefined || placement.some((id) => this.reader.audiences.has(id));
  }

  /** An entry (name, pronoun set, field entry): its own placement, else friends_only's audience. */
  seesEntry(placement: Placement | undefined, status: string): boolean {
    if (placement === undefined && status === FRIENDS_ONLY && this.friendsAudience !== null) {
      return this.reader.audiences.has(this.friendsAudience);
    }
    return this.sees(placement);
  }

  entries<T extends { status: string }>(
    list: readonly T[],
    kind: 'names' | 'pronouns',
    key: (entry: T) => string,
  ): T[] {
    const placed = this.placements[kind];
    return list.filter((entry) => this.seesEntry(own(placed, key(entry)), entry.status));
  }

  fields(list: readonly Field[]): Field[] {
    const placedEntries = this.placements.field_entries;
    return list
      .filter((field) => this.sees(own(this.placements.fields, field.name)))
      .map((field) => {
        const placed = own(placedEntries, field.name);
        return {
          ...field,
          entries: field.entries.filter((entry) => this.seesEntry(own(placed, entry.value), entry.status)),
        };
      });
  }
}

/**
 * Sets a record's own property: an item may be named "__proto__", which a plain assignment would take
 * for the object's prototype (and the placement would be lost, the item shown to everyone).
 */
function put<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A record's own property (never one of Object.prototype's: an item may be named "constructor"). */
function own<V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The items of `profile` that `reader` sees, everything else of it unchanged. The owner sees the
 * whole profile and never goes through here.
 */
export function visibleItems<P extends PlaceableItems>(
  profile: P,
  placements: Placements,
  reader: Reader,
  friendsAudience: string | null,
): P {
  if (isEmpty(placements) && friendsAudience === null) return profile;
  const decide = new Decision(placements, reader, friendsAudience);
  const links = profile.links.filter((link) => decide.sees(own(placements.links, link)));
  return {
    ...profile,
    bio: decide.sees(placements.bio) ? profile.bio : null,
    avatar: decide.sees(placements.avatar) ? profile.avatar : null,
    names: decide.entries(profile.names, 'names', (entry) => entry.value),
    pronouns: decide.entries(profile.pronouns, 'pronouns', pronounKey),
    fields: decide.fields(profile.fields),
    links,
    verified_links: profile.verified_links.filter((link) => links.includes(link)),
    flags: profile.flags.filter((id) => decide.sees(own(placements.flags, id))),
  };
}

/** Whether `reader` sees a member at all (its placement as a whole; the owner always does). */
export function seesMember(placements: Placements, reader: Reader): boolean {
  return placements.member === undefined || placements.member.some((id) => reader.audiences.has(id));
}

export function isEmpty(placements: Placements): boolean {
  return Object.keys(placements).length === 0;
}

/**
 * The placements that still name an item of `profile`: those of items that are gone are dropped, so
 * the placements of a profile never outgrow its items (and an item added again later starts public).
 */
export function prunePlacements(profile: PlaceableItems, placements: Placements): Placements {
  const result: Placements = {};
  if (placements.member !== undefined) result.member = placements.member;
  if (placements.bio !== undefined && profile.bio !== null) result.bio = placements.bio;
  if (placements.avatar !== undefined && profile.avatar !== null) result.avatar = placements.avatar;
  const keep = (placed: Record<string, Placement> | undefined, present: Iterable<string>) => {
    if (placed === undefined) return undefined;
    const kept: Record<string, Placement> = {};
    for (const key of present) if (Object.hasOwn(placed, key)) put(kept, key, placed[key]!);
    return Object.keys(kept).length === 0 ? undefined : kept;
  };
  const names = keep(
    placements.names,
    profile.names.map((entry) => entry.value),
  );
  if (names) result.names = names;
  const pronouns = keep(placements.pronouns, profile.pronouns.map(pronounKey));
  if (pronouns) result.pronouns = pronouns;
  const fields = keep(
    placements.fields,
    profile.fields.map((field) => field.name),
  );
  if (fields) result.fields = fields;
  if (placements.field_entries !== undefined) {
    const entries: Record<string, Record<string, Placement>> = {};
    for (const field of profile.fields) {
      const kept = keep(
        own(placements.field_entries, field.name),
        field.entries.map((entry) => entry.value),
      );
      if (kept) put(entries, field.name, { ...own(entries, field.name), ...kept });
    }
    if (Object.keys(entries).length > 0) result.field_entries = entries;
  }
  const links = keep(placements.links, profile.links);
  if (links) result.links = links;
  const flags = keep(placements.flags, profile.flags);
  if (flags) result.flags = flags;
  return result;
}

/** Whether two placements say the same (as stored: the same kinds, keys and audiences in order). */
export function samePlacements(a: Placements, b: Placements): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Placements as a PATCH gives them: a kind given replaces that kind, `null` makes its items public again. */
export type PlacementsPatch = { [K in keyof Placements]?: Placements[K] | null };

/**
 * The stored placements with the kinds a request gave replaced (a kind the request leaves out stays;
 * a kind given as null is dropped: its items are public again).
 */
export function mergePlacements(stored: Placements, given: PlacementsPatch | undefined): Placements {
  if (given === undefined) return stored;
  const merged: Record<string, unknown> = { ...stored };
  for (const kind of MEMBER_PLACEMENT_KINDS) {
    if (given[kind] === null) delete merged[kind];
    else if (given[kind] !== undefined) merged[kind] = given[kind];
  }
  return merged as Placements;
}

/** Every audience ID the placements name. */
export function audiencesNamed(placements: PlacementsPatch): Set<string> {
  const ids = new Set<string>();
  const add = (placement: Placement) => placement.forEach((id) => ids.add(id));
  if (placements.bio) add(placements.bio);
  if (placements.avatar) add(placements.avatar);
  if (placements.member) add(placements.member);
  for (const kind of ['names', 'pronouns', 'fields', 'links', 'flags'] as const) {
    for (const placement of Object.values(placements[kind] ?? {})) add(placement);
  }
  for (const entries of Object.values(placements.field_entries ?? {})) Object.values(entries).forEach(add);
  return ids;
}

/**
 * The placements without audience `id`: an item that was shown to it alone is kept to its owner (`[]`),
 * never made public, when its audience goes.
 */
export function withoutAudience(placements: Placements, id: string): Placements {
  const drop = (placement: Placement) => placement.filter((other) => other !== id);
  const map = (placed: Record<string, Placement> | undefined) =>
    placed && Object.fromEntries(Object.entries(placed).map(([key, placement]) => [key, drop(placement)]));
  const result: Placements = { ...placements };
  if (placements.bio) result.bio = drop(placements.bio);
  if (placements.avatar) result.avatar = drop(placements.avatar);
  if (placements.member) result.member = drop(placements.member);
  for (const kind of ['names', 'pronouns', 'fields', 'links', 'flags'] as const) {
    if (placements[kind]) result[kind] = map(placements[kind]);
  }
  if (placements.field_entries) {
    result.field_entries = Object.fromEntries(
      Object.entries(placements.field_entries).map(([field, entries]) => [field, map(entries)!]),
    );
  }
  return result;
}

/**
 * What an import makes of an exported profile's placements: each audience ID of the export becomes
 * the importing account's audience it was restored to (`audienceIds`), and an item whose audiences
 * were not restored is kept to its owner (`[]`), never made public; flags are renamed to the library's
 * IDs (a flag the import does not bring shows nowhere). With `friendsOnly` (the export named a friends
 * audience that was not restored), entries marked friends_only without a placement of their own are
 * kept to the owner too. Undefined when there is nothing to keep.
 */
export function placementsImported(
  placements: PlacementsPatch | undefined,
  friendsOnly: boolean,
  profile: Partial<Pick<PlaceableItems, 'names' | 'pronouns' | 'fields'>>,
  flagIds: ReadonlyMap<string, string>,
  audienceIds: ReadonlyMap<string, string>,
): Placements | undefined {
  if (placements === undefined && !friendsOnly) return undefined;
  const given = placements ?? {};
  const remap = (placement: Placement): Placement => placement.flatMap((id) => audienceIds.get(id) ?? []);
  const mapped = (placed: Record<string, Placement>): Record<string, Placement> =>
    Object.fromEntries(Object.entries(placed).map(([key, placement]) => [key, remap(placement)]));
  const kept: Placements = {};
  if (given.bio) kept.bio = remap(given.bio);
  if (given.avatar) kept.avatar = remap(given.avatar);
  if (given.member) kept.member = remap(given.member);
  for (const kind of ['names', 'pronouns', 'fields', 'links'] as const) {
    const placed = given[kind];
    if (placed) kept[kind] = mapped(placed);
  }
  if (given.field_entries) {
    kept.field_entries = Object.fromEntries(
      Object.entries(given.field_entries).map(([field, entries]) => [field, mapped(entries)]),
    );
  }
  if (given.flags) {
    kept.flags = Object.fromEntries(
      Object.entries(given.flags).flatMap(([ref, placement]) =>
        flagIds.has(ref) ? [[flagIds.get(ref)!, remap(placement)]] : [],
      ),
    );
  }
  if (friendsOnly) {
    const add = (kind: 'names' | 'pronouns', key: string) => {
      const map = (kept[kind] ??= {});
      if (!Object.hasOwn(map, key)) put(map, key, []);
    };
    for (const entry of profile.names ?? []) if (entry.status === FRIENDS_ONLY) add('names', entry.value);
    for (const entry of profile.pronouns ?? []) if (entry.status === FRIENDS_ONLY) add('pronouns', pronounKey(entry));
    for (const field of profile.fields ?? []) {
      for (const entry of field.entries) {
        if (entry.status !== FRIENDS_ONLY) continue;
        const fields = (kept.field_entries ??= {});
        if (!Object.hasOwn(fields, field.name)) put(fields, field.name, {});
        const entries = fields[field.name]!;
        if (!Object.hasOwn(entries, entry.value)) put(entries, entry.value, []);
      }
    }
  }
  return kept;
}

/**
 * The placements and friends audience once audience `id` is gone. Items shown to it alone are kept to
 * their owner; when it was the friends audience, every entry marked friends_only without a placement
 * of its own is kept to the owner too: deleting an audience never shows anyone more.
 */
export function afterAudienceRemoved(
  profile: Pick<PlaceableItems, 'names' | 'pronouns' | 'fields'>,
  placements: Placements,
  friendsAudience: string | null,
  id: string,
): { placements: Placements; friendsAudience: string | null } {
  const without = withoutAudience(placements, id);
  if (friendsAudience !== id) return { placements: without, friendsAudience };
  const friendsOnly = placementsImported(undefined, true, profile, new Map(), new Map()) ?? {};
  const merged: Placements = { ...without };
  for (const kind of ['names', 'pronouns'] as const) {
    if (friendsOnly[kind]) merged[kind] = { ...friendsOnly[kind], ...without[kind] };
  }
  if (friendsOnly.field_entries) {
    const entries: Record<string, Record<string, Placement>> = { ...without.field_entries };
    for (const [field, kept] of Object.entries(friendsOnly.field_entries)) {
      put(entries, field, { ...kept, ...own(without.field_entries, field) });
    }
    merged.field_entries = entries;
  }
  return { placements: merged, friendsAudience: null };
}
