/** The JSON shape of users: the public User as its stored document holds it. */
import type { FlagResolver } from './member-view.js';
import { pronounDisplayText } from '../rules/pronoun-display.js';
import type { UserRecord } from '../stores/user-store.js';

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
    member_title: user.member_title,
    avatar: user.avatar,
    links: user.links,
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
