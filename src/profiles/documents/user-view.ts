/** The JSON shape of users: the public User as its stored document holds it. */
import type { FlagResolver } from './member-view.js';
import { pronounDisplayText } from '../rules/pronoun-display.js';
import { LINKED_ACCOUNT_ALIASES, LINKED_ACCOUNT_KEYS, type LinkedAccounts } from '../rules/profile-types.js';
import type { UserRecord } from '../stores/user-store.js';
import type { PendingPlacement } from '../stores/pending-placement-store.js';

/** Reported as max_invites for admins, who have no invite limit. */
export const UNLIMITED_INVITES = 2_147_483_647;

/**
 * The public User without `members` (read a page at a time) and `utc_offset` (of the moment of the
 * read): what the stored public document holds. User pronouns carry the spec's `value` and, for
 * pronouns.cc clients, the same text as `pronouns` with a `display_text`.
 */
export function toUserBody(user: UserRecord, flags: FlagResolver) {
  return {
    id: user.id,
    sid: user.sid,
    name: user.username,
    display_name: user.display_name,
    bio: user.bio,
    content_note: user.content_note,
    member_title: user.member_title,
    avatar: user.avatar,
    links: user.links,
    verified_links: user.verified_links,
    names: user.names,
    pronouns: user.pronouns.map((entry) => ({
      value: entry.value,
      pronouns: entry.value,
      display_text: pronounDisplayText({ pronouns: entry.value, display_text: entry.display_text }),
      status: entry.status,
    })),
    fields: user.fields,
    custom_preferences: user.custom_preferences,
    flags: flags(user.flags),
    badges: 0,
  };
}

/** What MeUser shows beyond the public User: the owner-only columns (linked accounts by their keys). */
export type OwnerColumns = {
  is_admin: boolean;
  list_private: boolean;
  timezone: string | null;
  language: string | null;
  created_at: number;
  last_sid_reroll: number | null;
} & LinkedAccounts;

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

/** MeUser's fields beyond the public User (without `utc_offset`, of the moment of the read). */
export function toOwnerFields(owner: OwnerColumns, inviteLimit: number) {
  const linked = Object.fromEntries(LINKED_ACCOUNT_KEYS.map((key) => [key, owner[key]])) as LinkedAccounts;
  const aliases = Object.fromEntries(
    Object.entries(LINKED_ACCOUNT_ALIASES).map(([alias, key]) => [alias, owner[key]]),
  ) as Record<keyof typeof LINKED_ACCOUNT_ALIASES, string | null>;
  return {
    max_invites: owner.is_admin ? UNLIMITED_INVITES : inviteLimit,
    is_admin: owner.is_admin,
    list_private: owner.list_private,
    timezone: owner.timezone,
    language: owner.language,
    created_at: iso(owner.created_at)!,
    last_sid_reroll: iso(owner.last_sid_reroll),
    ...linked,
    ...aliases,
  };
}

/** A change of placements waiting out the owner's widening delay, as its owner reads it. */
export function pendingView(pending: PendingPlacement | undefined) {
  return pending
    ? { placements: pending.placements, friends_audience: pending.friends_audience, due_at: iso(pending.due_at)! }
    : null;
}

/**
 * What MeUser says of the owner's placements (rules/placements.ts), the widening delay and the change
 * waiting it out: only its owner ever sees them.
 */
export function placementFields(
  owner: Pick<UserRecord, 'placements' | 'friends_audience' | 'widening_delay'>,
  pending: PendingPlacement | undefined,
) {
  return {
    placements: owner.placements,
    friends_audience: owner.friends_audience,
    widening_delay: owner.widening_delay,
    pending_placements: pendingView(pending),
  };
}
