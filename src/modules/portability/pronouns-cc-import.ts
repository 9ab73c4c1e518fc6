/**
 * A profile read from a service that speaks pronouns.cc's API v1 (pronouns.cc itself, or another
 * Nametag) turned into an import: its MeUser, its members as their owner reads them and its flags,
 * with the images they name. What Nametag cannot hold is left out and said so ("Your profile, link
 * 2: …"), so
 * the preview shows it: links that are not web addresses, entries and lists past the limits, statuses
 * that name no preference, a time zone this server does not know, member names that clash, images
 * that could not be fetched. Profiles are then checked against the API's own schemas like any import.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, ErrorCode } from '../../core/errors.js';
import { linkProblems } from '../../profiles/rules/links.js';
import { memberNameKey, normaliseMemberName } from '../../profiles/rules/member-names.js';
import { pronounDisplayText } from '../../profiles/rules/pronoun-display.js';
import { BUILT_IN_PREFERENCES, LIMITS } from '../../profiles/rules/profile-types.js';
import { normaliseTimezone } from '../../profiles/rules/time-zones.js';
import type { ImportedFlag } from './account-import.js';

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
  /** What the reading itself left out (an image that could not be fetched, and why). */
  skipped: string[];
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
  skipped: string[];
}

const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_PREFERENCES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Converts one account; `memberLimit` is this server's. */
export function fromPronounsCc(account: RemoteAccount, memberLimit: number): ConvertedAccount {
  const skipped = [...account.skipped];
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
      skipped.push(`Flag ${i + 1}: not a flag (it has no id or name)`);
      return;
    }
    const address = account.imageAddresses.get(`flags.${id}`);
    const image = address === undefined ? undefined : account.images.get(address);
    if (!image) {
      if (address !== undefined) return; // the reading said why
      skipped.push(`Flag “${name}”: it has no image`);
      return;
    }
    flags.push({ ref: id, name, description: text(flag.description) ?? '', image });
  });
  const flagRefs = new Set(flags.map((flag) => flag.ref));

  // Custom preferences: the owner's, with a new key for any that is not a UUID (this server's rule).
  const keys = new Map<string, string>();
  const preferences: Json = {};
  const rawPreferences = isObject(account.me.custom_preferences) ? account.me.custom_preferences : {};
  for (const [key, value] of Object.entries(rawPreferences)) {
    if (!isObject(value)) continue;
    if (Object.keys(preferences).length >= LIMITS.customPreferences) {
      skipped.push(
        `Your preference “${text(value.tooltip) ?? key}”: more than ${LIMITS.customPreferences} preferences (entries using it become "okay")`,
      );
      continue;
    }
    const icon = text(value.icon) ?? '';
    const tooltip = text(value.tooltip) ?? '';
    if (icon.length > LIMITS.icon || tooltip.length > LIMITS.tooltip) {
      skipped.push(
        `Your preference “${tooltip.slice(0, 40)}”: its icon or label is too long (entries using it become "okay")`,
      );
      continue;
    }
    const ours = UUID.test(key) ? key : randomUUID();
    keys.set(key, ours);
    preferences[ours] = {
      icon,
      tooltip,
      size: value.size === 'large' || value.size === 'small' ? value.size : 'normal',
      muted: value.muted === true,
      favourite: value.favourite === true,
    };
  }

  const status = (value: unknown, where: string): string => {
    const given = text(value) ?? 'okay';
    if (BUILT_IN.has(given)) return given;
    const key = keys.get(given);
    if (key !== undefined) return key;
    skipped.push(`${where}: its preference "${given}" is none of the account's (set to "okay")`);
    return 'okay';
  };

  const reason = (value: string) => (value === '' ? 'empty' : `longer than ${LIMITS.entryValue} characters`);

  /** Entries `{value, status}` within the limits; `noun` names one in the report ("Your profile, name"). */
  const entries = (raw: unknown, noun: string) => {
    const kept: Array<{ value: string; status: string }> = [];
    list(raw).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const value = text(entry.value) ?? '';
      if (value === '' || value.length > LIMITS.entryValue) {
        skipped.push(`${noun} ${i + 1}: ${reason(value)}`);
        return;
      }
      if (kept.length >= LIMITS.entries) {
        skipped.push(`${noun} ${i + 1}: more than ${LIMITS.entries}`);
        return;
      }
      kept.push({ value, status: status(entry.status, `${noun} ${i + 1} (“${value}”)`) });
    });
    return kept;
  };

  /** Pronoun entries of either shape as `{pronouns, display_text?, status}`. */
  const pronouns = (raw: unknown, noun: string) => {
    const kept: Array<{ pronouns: string; display_text?: string; status: string }> = [];
    list(raw).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const value = text(entry.pronouns) ?? text(entry.value) ?? '';
      if (value === '' || value.length > LIMITS.entryValue) {
        skipped.push(`${noun} ${i + 1}: ${reason(value)}`);
        return;
      }
      if (kept.length >= LIMITS.entries) {
        skipped.push(`${noun} ${i + 1}: more than ${LIMITS.entries}`);
        return;
      }
      // A display text that is the derived one is not kept as a text of its own: it follows the pronouns.
      let own = text(entry.display_text);
      if (own === '' || own === pronounDisplayText({ pronouns: value })) own = null;
      if (own !== null && own.length > LIMITS.entryValue) {
        skipped.push(`${noun} ${i + 1}, its “shown as” text: ${reason(own)} (the pronouns' own is shown)`);
        own = null;
      }
      kept.push({
        pronouns: value,
        ...(own === null ? {} : { display_text: own }),
        status: status(entry.status, `${noun} ${i + 1} (“${value}”)`),
      });
    });
    return kept;
  };

  const fields = (raw: unknown, who: string) => {
    const kept: Array<{ name: string; entries: Array<{ value: string; status: string }> }> = [];
    list(raw).forEach((field, f) => {
      if (!isObject(field)) return;
      const name = text(field.name) ?? '';
      if (name.length > LIMITS.fieldName || kept.length >= LIMITS.fields) {
        const why = kept.length >= LIMITS.fields ? `more than ${LIMITS.fields} fields` : 'its name is too long';
        skipped.push(`${who}, field ${f + 1}: ${why}`);
        return;
      }
      const inField = entries(field.entries, `${who}, field “${name}”, entry`);
      kept.push({ name, entries: inField.slice(0, LIMITS.fieldEntries) });
    });
    return kept;
  };

  const links = (raw: unknown, who: string) => {
    const given = list(raw).filter((link): link is string => typeof link === 'string');
    const bad = new Set(linkProblems(given).map((problem) => problem.field?.path));
    const kept: string[] = [];
    given.forEach((link, i) => {
      if (bad.has(`links.${i}`) || link.length > LIMITS.link) {
        skipped.push(`${who}, link ${i + 1}: "${link.slice(0, 80)}" is not a web address (http:// or https://)`);
      } else if (kept.length >= LIMITS.links) {
        skipped.push(`${who}, link ${i + 1}: more than ${LIMITS.links} links`);
      } else kept.push(link);
    });
    return kept;
  };

  const profileFlags = (raw: unknown, who: string) => {
    const ids = list(raw)
      .map((flag) => (isObject(flag) ? text(flag.id) : text(flag)))
      .filter((id): id is string => id !== null && flagRefs.has(id));
    if (ids.length > LIMITS.profileFlags) {
      skipped.push(`${who}: more than ${LIMITS.profileFlags} flags shown (the first ${LIMITS.profileFlags} are kept)`);
    }
    return ids.slice(0, LIMITS.profileFlags);
  };

  const common = (profile: Json, who: string): Json => ({
    display_name: text(profile.display_name) || null,
    bio: text(profile.bio) || null,
    links: links(profile.links, who),
    names: entries(profile.names, `${who}, name`),
    pronouns: pronouns(profile.pronouns, `${who}, pronouns`),
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
      skipped.push(`Your profile, time zone: "${zone.slice(0, 64)}" is not one this server knows`);
    }
  }
  const user: ConvertedProfile = {
    body: {
      ...common(me, 'Your profile'),
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
      skipped.push(`Member ${i + 1}: the name "${raw.slice(0, 100)}" cannot be a member name here (${error.message})`);
      return;
    }
    const earlier = taken.get(memberNameKey(name));
    if (earlier !== undefined) {
      skipped.push(`Member “${name}”: the same name as “${earlier}” here (names are compared without case)`);
      return;
    }
    taken.set(memberNameKey(name), name);
    members.push({
      name,
      path,
      body: { ...common(member, `Member “${name}”`), name, unlisted: member.unlisted === true },
      avatar: avatarOf(`members.${text(member.id) ?? ''}`),
    });
  });
  return { user, members, flags, skipped };
}
