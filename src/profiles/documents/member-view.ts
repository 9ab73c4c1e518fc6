/** The JSON shapes of members (full and partial) and of the PartialUser embedded in a member. */
import type { MemberRecord } from '../stores/member-store.js';
import type { FlagView } from '../rules/profile-types.js';
import { pronounDisplayText } from '../rules/pronoun-display.js';
import type { UserRecord } from '../stores/user-store.js';

/** The flags of a profile, from their IDs (IDs no longer in the library are left out). */
export type FlagResolver = (ids: readonly string[]) => FlagView[];

function pronouns(member: MemberRecord) {
  return member.pronouns.map((entry) => ({
    pronouns: entry.pronouns,
    display_text: pronounDisplayText(entry),
    status: entry.status,
  }));
}

export function toPartialUserView(
  user: Pick<UserRecord, 'id' | 'username' | 'display_name' | 'avatar' | 'custom_preferences'>,
) {
  return {
    id: user.id,
    name: user.username,
    display_name: user.display_name,
    avatar: user.avatar,
    custom_preferences: user.custom_preferences,
  };
}

/** The PartialMember as the public sees it (without `unlisted`). */
export function toPartialMemberBody(member: MemberRecord, flags: FlagResolver) {
  return {
    id: member.id,
    sid: member.sid,
    name: member.name,
    display_name: member.display_name,
    bio: member.bio,
    content_note: member.content_note,
    avatar: member.avatar,
    links: member.links,
    verified_links: member.verified_links,
    names: member.names,
    pronouns: pronouns(member),
    flags: flags(member.flags),
  };
}

/** The public Member without its `user`: what the stored public document holds. */
export function toMemberBody(member: MemberRecord, flags: FlagResolver) {
  return { ...toPartialMemberBody(member, flags), fields: member.fields };
}
