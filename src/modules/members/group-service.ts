/**
 * Member groups (docs/GROUPS.md): reading a user's groups as each reader may see them, and the
 * owner's changes, through the owner's profile write.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import {
  createGroup as createGroupIn,
  deleteGroup as deleteGroupIn,
  type GroupChanges,
  ownGroup,
  setGroupsOfMember,
  updateGroup as updateGroupIn,
} from '../../profiles/group-writes.js';
import {
  findGroupIdsOfMember,
  findGroupOfUserByRef,
  findGroups,
  findMemberIdsSeenBy,
  findPublicUserHead,
  findShareLinkView,
  type GroupRecord,
  type MemberPages,
  memberPagesOf,
} from '../../profiles/profile-reader.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { parseDocument } from '../../profiles/documents/stored-document.js';
import { looksLikeShareSecret } from '../../lib/secrets.js';
import {
  type GroupProfile,
  normaliseColor,
  normaliseGroupName,
  normaliseIcon,
  seesGroup,
} from '../../profiles/rules/member-groups.js';
import { readerOf } from '../../profiles/rules/placements.js';
import { clearable } from '../../profiles/rules/profile-input.js';
import { maySee, type Viewer } from '../../profiles/rules/visibility.js';
import type { GroupInput, GroupPatch } from '../../profiles/schemas/group.js';

/** A group as a reader sees it: the members they see, and (for the owner) `unlisted` and `audiences`. */
export interface GroupView {
  id: string;
  name: string;
  display_name: string | null;
  description: string | null;
  icon: string | null;
  color: string | null;
  member_ids: string[];
  unlisted?: boolean;
  audiences?: string[] | null;
}

/** Who reads: the owner, or the readers of some audiences (none: the public). */
export type GroupReader = 'owner' | readonly string[];

function groupView(group: GroupRecord, seen: ReadonlySet<string>, reader: GroupReader): GroupView {
  const view: GroupView = {
    id: group.id,
    name: group.name,
    display_name: group.display_name,
    description: group.description,
    icon: group.icon,
    color: group.color,
    member_ids: group.member_ids.filter((id) => seen.has(id)),
  };
  if (reader === 'owner') {
    view.unlisted = group.unlisted;
    view.audiences = group.audiences;
  }
  return view;
}

/** Whether a reader finds a group: the owner every one; others one they may see (listed or not). */
function finds(group: GroupRecord, reader: GroupReader): boolean {
  return reader === 'owner' || seesGroup(group, readerOf(reader));
}

/** The groups a reader sees of a user's (the owner all; others the listed ones they may see), in order. */
export async function groupsSeenBy(ctx: AppContext, userId: string, reader: GroupReader): Promise<GroupView[]> {
  const groups = (await findGroups(ctx.readDb, userId)).filter(
    (group) => reader === 'owner' || (!group.unlisted && finds(group, reader)),
  );
  if (groups.length === 0) return [];
  const seen = await findMemberIdsSeenBy(ctx.readDb, userId, reader);
  return groups.map((group) => groupView(group, seen, reader));
}

/** One group of a user's as a reader sees it, with its members' documents; 404 when they may not see it. */
export async function groupSeenBy(
  ctx: AppContext,
  userId: string,
  ref: string,
  reader: GroupReader,
): Promise<{ group: GroupView; members: MemberPages }> {
  const group = await findGroupOfUserByRef(ctx.readDb, userId, ref);
  if (!group || !finds(group, reader)) throw errors.groupNotFound();
  const view = groupView(group, await findMemberIdsSeenBy(ctx.readDb, userId, reader), reader);
  return { group: view, members: memberPagesOf(ctx.readDb, userId, view.member_ids, reader) };
}

/** A user named by ID or name, and how a viewer reads their groups (403 when the member list is private). */
async function groupsOwner(ctx: AppContext, userRef: string, viewer: Viewer | null) {
  const user = await findPublicUserHead(ctx.readDb, userRef);
  if (!user || !maySee(viewer, user.id, user.suspended)) throw errors.userNotFound();
  if (user.id === viewer?.userId) return { userId: user.id, reader: 'owner' as const };
  // Groups name members: where the member list is private, so are they.
  if (user.listPrivate) throw errors.memberListPrivate();
  return { userId: user.id, reader: [] as readonly string[] };
}

export async function listUserGroups(ctx: AppContext, userRef: string, viewer: Viewer | null): Promise<GroupView[]> {
  const { userId, reader } = await groupsOwner(ctx, userRef, viewer);
  return groupsSeenBy(ctx, userId, reader);
}

export async function getUserGroup(ctx: AppContext, userRef: string, groupRef: string, viewer: Viewer | null) {
  const { userId, reader } = await groupsOwner(ctx, userRef, viewer);
  return groupSeenBy(ctx, userId, groupRef, reader);
}

/** The writable keys of a group body, normalised. */
export function groupChanges(input: GroupPatch): GroupChanges {
  const changes: GroupChanges = {};
  if (input.name !== undefined) changes.name = normaliseGroupName(input.name);
  if (input.display_name !== undefined) changes.display_name = clearable(input.display_name)?.trim() || null;
  if (input.description !== undefined) changes.description = clearable(input.description)?.trim() || null;
  if (input.icon !== undefined) changes.icon = input.icon === null ? null : normaliseIcon(input.icon);
  if (input.color !== undefined)
    changes.color = input.color === null || input.color === '' ? null : normaliseColor(input.color);
  if (input.unlisted !== undefined) changes.unlisted = input.unlisted;
  if (input.audiences !== undefined) changes.audiences = input.audiences;
  if (input.members !== undefined) changes.members = input.members;
  if (input.position !== undefined) changes.position = input.position;
  return changes;
}

async function ownView(ctx: AppContext, userId: string, groupId: string) {
  return groupSeenBy(ctx, userId, groupId, 'owner');
}

/** A new group's keys before the body's. */
export const NEW_GROUP: Omit<GroupProfile, 'name'> = {
  display_name: null,
  description: null,
  icon: null,
  color: null,
  unlisted: false,
  audiences: null,
};

export async function createGroup(ctx: AppContext, userId: string, input: GroupInput) {
  const { members, position: _position, ...changes } = groupChanges(input);
  const profile: GroupProfile = { ...NEW_GROUP, ...changes, name: normaliseGroupName(input.name) };
  const group = await writeProfile(ctx, userId, (write) => createGroupIn(write, profile, members));
  return ownView(ctx, userId, group.id);
}

export async function updateGroup(ctx: AppContext, userId: string, groupId: string, input: GroupPatch) {
  const changes = groupChanges(input);
  if (Object.keys(changes).length === 0) throw errors.emptyUpdate();
  await writeProfile(ctx, userId, async (write) => updateGroupIn(write, await ownGroup(write, groupId), changes));
  return ownView(ctx, userId, groupId);
}

export async function deleteGroup(ctx: AppContext, userId: string, groupId: string): Promise<void> {
  await writeProfile(ctx, userId, async (write) => deleteGroupIn(write, await ownGroup(write, groupId)));
}

/** Puts one of the owner's members in exactly these groups of theirs. */
export async function setMemberGroups(
  ctx: AppContext,
  userId: string,
  memberId: string,
  groupIds: readonly string[],
): Promise<void> {
  await writeProfile(ctx, userId, async (write) => {
    const member = await write.ownMember(memberId);
    await setGroupsOfMember(write, member.id, groupIds);
  });
}

/** The groups one of the owner's members is in (IDs). */
export function groupIdsOfMember(ctx: AppContext, memberId: string): Promise<string[]> {
  return findGroupIdsOfMember(ctx.readDb, memberId);
}

/**
 * One of a user's groups as the public sees it, with `unlisted` (a webhook's payload: it leaves the
 * owner's hands); undefined when the public does not see it at all, or it is gone.
 */
export async function publicGroupOf(
  ctx: AppContext,
  userId: string,
  groupId: string,
): Promise<(GroupView & { unlisted: boolean }) | undefined> {
  const group = await findGroupOfUserByRef(ctx.readDb, userId, groupId);
  if (!group || group.id !== groupId || !finds(group, [])) return undefined;
  return { ...groupView(group, await findMemberIdsSeenBy(ctx.readDb, userId, []), []), unlisted: group.unlisted };
}

/**
 * A group's page: the group as the public sees it, its owner's PartialUser, and the owner's other
 * listed groups (the page's filter). A page shows everyone, its owner included, what the public sees:
 * 404 where the member list is private (so are its groups) or the public does not see the group.
 */
export async function groupPage(ctx: AppContext, userRef: string, groupRef: string, viewer: Viewer | null) {
  const user = await findPublicUserHead(ctx.readDb, userRef);
  if (!user || !maySee(viewer, user.id, user.suspended)) throw errors.userNotFound();
  if (user.listPrivate) throw errors.groupNotFound();
  const { group, members } = await groupSeenBy(ctx, user.id, groupRef, []);
  return {
    userId: user.id,
    user: user.partialUser,
    restricted: user.suspended,
    group,
    members,
    groups: await groupsSeenBy(ctx, user.id, []),
  };
}

/**
 * The groups a share link's audience sees (as a member list's filter: the listed ones the public sees
 * and those shown to that audience), and one of them with its members as that audience sees them.
 * 404 for a secret that opens nothing now, as a shared view; no groups where the member list is private.
 */
async function linkAudience(ctx: AppContext, secret: string) {
  const link = looksLikeShareSecret(secret) ? await findShareLinkView(ctx.readDb, secret, ctx.clock.now()) : undefined;
  if (!link) throw errors.shareLinkNotFound();
  const user = await findPublicUserHead(ctx.readDb, link.userId);
  if (!user) throw errors.shareLinkNotFound();
  return { link, listPrivate: user.listPrivate, username: parseDocument(user.partialUser).name };
}

export async function sharedGroups(ctx: AppContext, secret: string) {
  const { link, listPrivate, username } = await linkAudience(ctx, secret);
  const groups = listPrivate ? [] : await groupsSeenBy(ctx, link.userId, [link.audienceId]);
  return { groups, username, link };
}

export async function sharedGroup(ctx: AppContext, secret: string, groupRef: string) {
  const { link, listPrivate, username } = await linkAudience(ctx, secret);
  if (listPrivate) throw errors.groupNotFound();
  const { group, members } = await groupSeenBy(ctx, link.userId, groupRef, [link.audienceId]);
  return {
    group,
    members,
    username,
    link,
    groups: await groupsSeenBy(ctx, link.userId, [link.audienceId]),
  };
}
