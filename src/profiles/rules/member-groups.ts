/**
 * The rules of member groups (docs/GROUPS.md): what a group holds, its limits, and who may see it.
 * A group's name appears in its page's address, so it follows the rules of member names.
 */
import { invalidField } from '../../core/errors.js';
import { normaliseMemberName } from './member-names.js';
import type { Reader } from './placements.js';

/** The limits of a group; the schemas and the API reference read them from here. */
export const GROUP_LIMITS = {
  /** Groups per account: PluralKit's own limit, so a system moving in keeps every group. */
  groups: 250,
  name: 100,
  displayName: 100,
  description: 1000,
  /** An emoji or a few characters: drawn beside the name, never an image fetched from elsewhere. */
  icon: 16,
} as const;

/** A group as its owner keeps it. */
export interface GroupProfile {
  name: string;
  display_name: string | null;
  description: string | null;
  icon: string | null;
  /** `#rrggbb`, lower case. */
  color: string | null;
  unlisted: boolean;
  /** Null: everyone may see the group; else the owner's audiences that may (`[]`: the owner alone). */
  audiences: string[] | null;
}

export interface GroupRecord extends GroupProfile {
  id: string;
  user_id: string;
  position: number;
  created_at: number;
  /** The group's members, in its order. */
  member_ids: string[];
}

/** A group's name as kept: a member name's rules (it is part of an address). */
export function normaliseGroupName(raw: string): string {
  return normaliseMemberName(raw);
}

/** How group names are compared: two groups of one owner never share a name, whatever its case. */
export function groupNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

const COLOR = /^#?([0-9a-f]{6})$/i;

/** A colour as kept (`#rrggbb`, lower case), from `rrggbb` or `#rrggbb` (PluralKit sends the former). */
export function normaliseColor(raw: string): string {
  const match = COLOR.exec(raw.trim());
  if (!match) {
    throw invalidField(
      'color',
      'a colour as #rrggbb',
      { keyword: 'groupColor' },
      'color: give a colour as six hexadecimal digits, such as #a05cd6',
    );
  }
  return `#${match[1]!.toLowerCase()}`;
}

/** An icon as kept: trimmed, at most GROUP_LIMITS.icon characters, no control characters. */
export function normaliseIcon(raw: string): string | null {
  const icon = raw.trim().normalize('NFC');
  if (icon === '') return null;
  if ([...icon].length > GROUP_LIMITS.icon || /\p{Cc}/u.test(icon)) {
    throw invalidField(
      'icon',
      `at most ${GROUP_LIMITS.icon} characters`,
      { keyword: 'groupIcon' },
      `icon: use an emoji or at most ${GROUP_LIMITS.icon} characters`,
    );
  }
  return icon;
}

/**
 * Whether a reader sees a group at all: everyone sees a group no audience list names; a list shows it
 * to the links of those audiences only (the owner sees every group, and is not asked here).
 */
export function seesGroup(group: Pick<GroupProfile, 'audiences'>, reader: Reader): boolean {
  return group.audiences === null || group.audiences.some((id) => reader.audiences.has(id));
}

/** A group's audiences once audience `id` is gone: a group shown to it alone stays with its owner. */
export function groupAudiencesWithout(audiences: string[] | null, id: string): string[] | null {
  return audiences === null ? null : audiences.filter((other) => other !== id);
}
