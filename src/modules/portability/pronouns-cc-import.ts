/**
 * A profile read from a service that speaks pronouns.cc's API v1 (pronouns.cc itself, or another
 * Nametag) turned into an import: its MeUser, its members as their owner reads them and its flags,
 * with the images they name. What Nametag cannot hold is left out and said so (a note of
 * import-notes.ts: "your profile, link 2: not a web address"), so the preview shows it: links that
 * are not web addresses (one given without its scheme, "example.com/me", comes in with https:// and
 * a note saying so), entries and lists past the limits, statuses that name no preference, a time zone this server does not know, member names that clash, images
 * that could not be fetched. Profiles are then checked against the API's own schemas like any import.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, ErrorCode } from '../../core/errors.js';
import { isWebAddress, withHttps } from '../../profiles/rules/links.js';
import { memberNameKey, normaliseMemberName } from '../../profiles/rules/member-names.js';
import { pronounDisplayText } from '../../profiles/rules/pronoun-display.js';
import { BUILT_IN_PREFERENCES, LIMITS } from '../../profiles/rules/profile-types.js';
import { normaliseTimezone } from '../../profiles/rules/time-zones.js';
import type { ImportedFlag } from './account-import.js';
import { ImportNoteList } from './import-note-list.js';
import type { ImportNote, MemberNameRule } from './import-notes.js';

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What was read from the service: its answers as parsed JSON and the images by their address. */
export interface RemoteAccount {
  /** The service's address (https://pronouns.cc), for the messages. */
  origin: string;
  me: Json;
  /** Each member as its owner reads it (GET /members/{id}), in the order of the member list. */
  members: Json[];
  flags: Json[];
  /** Image bytes by the address they were fetched from; an address that failed is absent. */
  images: Map<string, Buffer>;
  /** Where each image is: its address, by `user`, `members.{id}` and `flags.{id}`. */
  imageAddresses: Map<string, string>;
  /** What the reading itself left out (an image that could not be fetched, and why): a bounded list. */
  skipped: ImportNote[];
}

/** A profile body in the shape of the API's PATCH /users/@me or POST /members, and its avatar. */
export interface ConvertedProfile {
  body: Json;
  avatar: Buffer | null | undefined;
}

export interface ConvertedAccount {
  user: ConvertedProfile;
  members: Array<ConvertedProfile & { name: string; path: string }>;
  flags: ImportedFlag[];
  skipped: ImportNote[];
}

const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_PREFERENCES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Converts one account; `memberLimit` is this server's. */
export function fromPronounsCc(account: RemoteAccount, memberLimit: number): ConvertedAccount {
  const skipped = new ImportNoteList(account.skipped);
  const host = new URL(account.origin).host;
  if (account.members.length > memberLimit) {
    throw new ApiError(
      ErrorCode.MemberLimitReached,
      `The account at ${host} has ${account.members.length} members; this server allows ${memberLimit}: delete some there first`,
      'members',
    );
  }
  if (account.flags.length > LIMITS.flagLibrary) {
    throw new ApiError(
      ErrorCode.TooManyFlags,
      `The account at ${host} has ${account.flags.length} flags; this server allows ${LIMITS.flagLibrary} in a library`,
      'flags',
    );
  }

  // Flags whose image came: the others are left out, and so are they on the profiles.
  const flags: ImportedFlag[] = [];
  account.flags.forEach((flag, i) => {
    const id = text(flag.id);
    const name = text(flag.name);
    if (id === null || name === null) {
      skipped.add({ kind: 'flagNotAFlag', values: { n: i + 1 } });
      return;
    }
    const address = account.imageAddresses.get(`flags.${id}`);
    const image = address === undefined ? undefined : account.images.get(address);
    if (!image) {
      if (address !== undefined) return; // the reading said why
      skipped.add({ kind: 'flagWithoutImage', values: { name } });
      return;
    }
    flags.push({ ref: id, name, description: text(flag.description) ?? '', image });
  });
  const flagRefs = new Set(flags.map((flag) => flag.ref));

  // Custom preferences: the owner's, with a new key for any that is not a UUID (this server's rule).
  const keys = new Map<string, string>();
  const preferences: Json = {};
  const rawPreferences = isObject(account.me.custom_preferences) ? account.me.custom_preferences : {};
  let kept = 0;
  // Key by key: a service may send many more than a profile holds, and no list of them is built.
  for (const key in rawPreferences) {
    const value = rawPreferences[key];
    if (!isObject(value)) continue;
    if (kept >= LIMITS.customPreferences) {
      skipped.add({
        kind: 'preferenceOverLimit',
        values: { label: text(value.tooltip) ?? key, limit: LIMITS.customPreferences },
      });
      continue;
    }
    const icon = text(value.icon) ?? '';
    const tooltip = text(value.tooltip) ?? '';
    if (icon.length > LIMITS.icon || tooltip.length > LIMITS.tooltip) {
      skipped.add({ kind: 'preferenceTooLong', values: { label: tooltip.slice(0, 40) } });
      continue;
    }
    const ours = UUID.test(key) ? key : randomUUID();
    keys.set(key, ours);
    kept++;
    preferences[ours] = {
      icon,
      tooltip,
      size: value.size === 'large' || value.size === 'small' ? value.size : 'normal',
      muted: value.muted === true,
      favourite: value.favourite === true,
    };
  }

  /** Whose entries these are, and in which list: where a note about one of them points. */
  type List = { member: string | null; list: 'names' | 'pronouns' | 'field'; field?: string };
  type Who = { member: string | null };

  const status = (value: unknown, list: List, n: number, entryValue: string): string => {
    const given = text(value) ?? 'okay';
    if (BUILT_IN.has(given)) return given;
    const key = keys.get(given);
    if (key !== undefined) return key;
    skipped.add({ kind: 'unknownPreference', values: { ...list, n, value: entryValue, preference: given } });
    return 'okay';
  };

  /** An entry's value that cannot be kept: empty, or longer than an entry may be. */
  const badValue = (value: string, list: List, n: number): ImportNote =>
    value === ''
      ? { kind: 'entryEmpty', values: { ...list, n } }
      : { kind: 'entryTooLong', values: { ...list, n, limit: LIMITS.entryValue } };

  /** Entries `{value, status}` within the limits (`limit` of them); `list` says where they are for the report. */
  const entries = (raw: unknown, list: List, limit: number = LIMITS.entries) => {
    const kept: Array<{ value: string; status: string }> = [];
    itemsOf(raw).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const value = text(entry.value) ?? '';
      if (value === '' || value.length > LIMITS.entryValue) {
        skipped.add(badValue(value, list, i + 1));
        return;
      }
      if (kept.length >= limit) {
        skipped.add({ kind: 'entryOverLimit', values: { ...list, n: i + 1, limit } });
        return;
      }
      kept.push({ value, status: status(entry.status, list, i + 1, value) });
    });
    return kept;
  };

  /** Pronoun entries of either shape as `{pronouns, display_text?, status}`. */
  const pronouns = (raw: unknown, who: Who) => {
    const list: List = { ...who, list: 'pronouns' };
    const kept: Array<{ pronouns: string; display_text?: string; status: string }> = [];
    itemsOf(raw).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const value = text(entry.pronouns) ?? text(entry.value) ?? '';
      if (value === '' || value.length > LIMITS.entryValue) {
        skipped.add(badValue(value, list, i + 1));
        return;
      }
      if (kept.length >= LIMITS.entries) {
        skipped.add({ kind: 'entryOverLimit', values: { ...list, n: i + 1, limit: LIMITS.entries } });
        return;
      }
      // A display text that is the derived one is not kept as a text of its own: it follows the pronouns.
      let own = text(entry.display_text);
      if (own === '' || own === pronounDisplayText({ pronouns: value })) own = null;
      if (own !== null && own.length > LIMITS.entryValue) {
        skipped.add({ kind: 'shownAsTooLong', values: { ...who, n: i + 1, limit: LIMITS.entryValue } });
        own = null;
      }
      kept.push({
        pronouns: value,
        ...(own === null ? {} : { display_text: own }),
        status: status(entry.status, list, i + 1, value),
      });
    });
    return kept;
  };

  const fields = (raw: unknown, who: Who) => {
    const kept: Array<{ name: string; entries: Array<{ value: string; status: string }> }> = [];
    itemsOf(raw).forEach((field, f) => {
      if (!isObject(field)) return;
      const name = text(field.name) ?? '';
      if (kept.length >= LIMITS.fields) {
        skipped.add({ kind: 'fieldOverLimit', values: { ...who, n: f + 1, limit: LIMITS.fields } });
        return;
      }
      if (name.length > LIMITS.fieldName) {
        skipped.add({ kind: 'fieldNameTooLong', values: { ...who, n: f + 1 } });
        return;
      }
      kept.push({ name, entries: entries(field.entries, { ...who, list: 'field', field: name }, LIMITS.fieldEntries) });
    });
    return kept;
  };

  /** Links are numbered among the texts of the list (anything else in it is not a link, and not counted). */
  const links = (raw: unknown, who: Who) => {
    const kept: string[] = [];
    let n = 0;
    for (const given of itemsOf(raw)) {
      if (typeof given !== 'string') continue;
      n++;
      // "example.com/me", as other services let people type it: the address it means, said so.
      const guessed = isWebAddress(given) ? null : withHttps(given);
      const fixed = guessed !== null && guessed.length <= LIMITS.link ? guessed : null;
      const link = fixed ?? given;
      if (fixed !== null && kept.length < LIMITS.links) {
        skipped.add({ kind: 'linkFixed', values: { ...who, n, link: given, fixed } });
      }
      if (link.length > LIMITS.link || !isWebAddress(link)) {
        skipped.add({ kind: 'linkNotWeb', values: { ...who, n, link: link.slice(0, 80) } });
      } else if (kept.length >= LIMITS.links) {
        skipped.add({ kind: 'linkOverLimit', values: { ...who, n, limit: LIMITS.links } });
      } else kept.push(link);
    }
    return kept;
  };

  const profileFlags = (raw: unknown, who: Who) => {
    const ids: string[] = [];
    for (const flag of itemsOf(raw)) {
      const id = isObject(flag) ? text(flag.id) : text(flag);
      if (id === null || !flagRefs.has(id)) continue;
      if (ids.length >= LIMITS.profileFlags) {
        skipped.add({ kind: 'profileFlagsOverLimit', values: { ...who, limit: LIMITS.profileFlags } });
        break;
      }
      ids.push(id);
    }
    return ids;
  };

  const common = (profile: Json, who: Who): Json => ({
    display_name: text(profile.display_name) || null,
    bio: text(profile.bio) || null,
    links: links(profile.links, who),
    names: entries(profile.names, { ...who, list: 'names' }),
    pronouns: pronouns(profile.pronouns, who),
    fields: fields(profile.fields, who),
    flags: profileFlags(profile.flags, who),
  });

  const avatarOf = (key: string): Buffer | null | undefined => {
    const address = account.imageAddresses.get(key);
    if (address === undefined) return null;
    return account.images.get(address);
  };

  const me = account.me;
  let timezone: string | null = null;
  const zone = text(me.timezone);
  if (zone) {
    try {
      timezone = normaliseTimezone(zone);
    } catch {
      skipped.add({ kind: 'unknownTimeZone', values: { zone: zone.slice(0, 64) } });
    }
  }
  const user: ConvertedProfile = {
    body: {
      ...common(me, { member: null }),
      member_title: text(me.member_title) || null,
      list_private: me.list_private === true,
      timezone,
      custom_preferences: preferences,
    },
    avatar: avatarOf('user'),
  };

  const members: ConvertedAccount['members'] = [];
  const taken = new Map<string, string>();
  account.members.forEach((member, i) => {
    const path = `members.${i}`;
    const raw = text(member.name) ?? '';
    let name: string;
    try {
      name = normaliseMemberName(raw);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const rule = error.field?.keyword as MemberNameRule;
      skipped.add({ kind: 'memberNameInvalid', values: { n: i + 1, name: raw.slice(0, 100), rule } });
      return;
    }
    const earlier = taken.get(memberNameKey(name));
    if (earlier !== undefined) {
      skipped.add({ kind: 'memberNameClash', values: { name, earlier } });
      return;
    }
    taken.set(memberNameKey(name), name);
    members.push({
      name,
      path,
      body: { ...common(member, { member: name }), name, unlisted: member.unlisted === true },
      avatar: avatarOf(`members.${text(member.id) ?? ''}`),
    });
  });
  return { user, members, flags, skipped: skipped.list() };
}
