/** The JSON shapes of members (full and partial) and of the PartialUser embedded in a member. */
import { pronounDisplayText } from '../profiles/pronoun-display.js';
import type { UserRecord } from '../users/user-store.js';
import type { MemberRecord } from './member-store.js';

/** Whether the reader owns the member: only owners see the `unlisted` flag. */
export type Audience = 'public' | 'owner';

function pronouns(member: MemberRecord) {
  return member.pronouns.map((entry) => ({
    pronouns: entry.pronouns,
    display_text: pronounDisplayText(entry),
    status: entry.status,
  }));
}

export function toPartialUserView(user: UserRecord) {
  return {
    id: user.id,
    name: user.username,
    display_name: user.display_name,
    avatar: user.avatar,
    custom_preferences: user.custom_preferences,
  };
}

function withAudience<T extends object>(view: T, member: MemberRecord, audience: Audience) {
  return audience === 'owner' ? { ...view, unlisted: member.unlisted } : view;
}

function partialView(member: MemberRecord) {
  return {
    id: member.id,
    name: member.name,
    display_name: member.display_name,
    bio: member.bio,
    avatar: member.avatar,
    links: member.links,
    names: member.names,
    pronouns: pronouns(member),
  };
}

export function toPartialMemberView(member: MemberRecord, audience: Audience) {
  return withAudience(partialView(member), member, audience);
}

/** The public Member without its `user`: what the stored public document holds. */
export function toMemberBody(member: MemberRecord) {
  return { ...partialView(member), fields: member.fields };
}

export function toMemberView(member: MemberRecord, user: UserRecord, audience: Audience) {
  return withAudience({ ...toMemberBody(member), user: toPartialUserView(user) }, member, audience);
}
