/** The JSON shapes of users: the public User and the caller's own MeUser. */
import { toPartialMemberView } from '../members/member-view.js';
import type { MemberRecord } from '../members/member-store.js';
import type { UserRecord } from './user-store.js';

/** Reported as max_invites for admins, who have no invite limit. */
export const UNLIMITED_INVITES = 2_147_483_647;

export function toUserView(user: UserRecord, listedMembers: MemberRecord[]) {
  return {
    id: user.id,
    name: user.username,
    display_name: user.display_name,
    bio: user.bio,
    member_title: user.member_title,
    avatar: user.avatar,
    links: user.links,
    names: user.names,
    pronouns: user.pronouns,
    members: user.list_private ? [] : listedMembers.map((m) => toPartialMemberView(m, 'public')),
    fields: user.fields,
    custom_preferences: user.custom_preferences,
  };
}

export function toMeUserView(user: UserRecord, allMembers: MemberRecord[], inviteLimit: number) {
  return {
    ...toUserView(user, []),
    members: allMembers.map((m) => toPartialMemberView(m, 'owner')),
    max_invites: user.is_admin ? UNLIMITED_INVITES : inviteLimit,
    is_admin: user.is_admin,
    list_private: user.list_private,
    ...user.linked,
  };
}
