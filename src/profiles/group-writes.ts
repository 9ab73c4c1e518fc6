/**
 * Changes to an owner's member groups, inside a profile write (the owner's lock): a group names the
 * owner's members and audiences only, and each change is recorded as a group event in the same
 * transaction (webhooks, kept pages).
 */
import { errors, invalidField } from '../core/errors.js';
import { isUniqueViolation } from '../db/columns.js';
import { couldBeId, newId } from '../lib/ids.js';
import type { ProfileWrite } from './profile-writer.js';
import { listAudiencesOfUser } from './stores/audience-store.js';
import { GROUP_LIMITS, type GroupProfile, type GroupRecord } from './rules/member-groups.js';
import {
  addMemberToGroup,
  deleteGroup as deleteGroupRow,
  findGroupOfUser,
  insertGroup,
  listGroupIdsOfMember,
  listGroupsOfUser,
  listOwnMemberIds,
  removeMemberFromGroup,
  replaceGroupMembers,
  setGroupPositions,
  updateGroup as updateGroupRow,
} from './stores/group-store.js';

export type { GroupRecord };

export function groupsOf(write: ProfileWrite): Promise<GroupRecord[]> {
  return listGroupsOfUser(write.transaction, write.user.id);
}

/** One of the owner's groups by ID: 404 when there is none (another owner's included). */
export async function ownGroup(write: ProfileWrite, id: string): Promise<GroupRecord> {
  const group = couldBeId(id) ? await findGroupOfUser(write.transaction, write.user.id, { id }) : undefined;
  if (!group) throw errors.groupNotFound();
  return group;
}

/** The members given, without repeats, after checking each is the owner's (400 naming the first that is not). */
async function ownMembers(write: ProfileWrite, memberIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(memberIds)];
  const own = new Set(await listOwnMemberIds(write.transaction, write.user.id, unique.filter(couldBeId)));
  const stranger = unique.find((id) => !own.has(id));
  if (stranger !== undefined) throw errors.notOwnMembers(stranger);
  return unique;
}

/** A 400 for a group shown to an audience the owner does not have. */
async function checkAudiences(write: ProfileWrite, audiences: string[] | null | undefined): Promise<void> {
  if (!audiences || audiences.length === 0) return;
  const own = new Set((await listAudiencesOfUser(write.transaction, write.user.id)).map((audience) => audience.id));
  const stranger = audiences.find((id) => !own.has(id));
  if (stranger !== undefined) {
    throw invalidField(
      'audiences',
      'not your audience',
      undefined,
      `audiences: none of your audiences has the ID ${stranger}`,
    );
  }
}

/** Runs a write of a group's row, turning a name already used into its 400. */
async function namedWrite(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.groupNameInUse();
    throw error;
  }
}

export async function createGroup(
  write: ProfileWrite,
  profile: GroupProfile,
  memberIds: readonly string[] = [],
): Promise<GroupRecord> {
  const groups = await groupsOf(write);
  if (groups.length >= GROUP_LIMITS.groups) throw errors.groupLimitReached(GROUP_LIMITS.groups);
  await checkAudiences(write, profile.audiences);
  const members = await ownMembers(write, memberIds);
  const id = newId();
  const position = groups.reduce((last, other) => Math.max(last, other.position + 1), 0);
  // A failed statement ends the write: the error leaves it, and the transaction rolls back.
  await namedWrite(() =>
    insertGroup(write.transaction, { ...profile, id, user_id: write.user.id, position, created_at: write.now }),
  );
  if (members.length > 0) await replaceGroupMembers(write.transaction, id, members);
  write.record('group.created', null, id);
  return { ...profile, id, user_id: write.user.id, position, created_at: write.now, member_ids: members };
}

/** What a change of a group may carry besides its profile: its members (replaced), its place in the order. */
export interface GroupChanges extends Partial<GroupProfile> {
  members?: readonly string[];
  position?: number;
}

export async function updateGroup(
  write: ProfileWrite,
  group: GroupRecord,
  changes: GroupChanges,
): Promise<GroupRecord> {
  const { members, position, ...profile } = changes;
  await checkAudiences(write, profile.audiences);
  const memberIds = members === undefined ? group.member_ids : await ownMembers(write, members);
  await namedWrite(() => updateGroupRow(write.transaction, group.id, profile));
  if (members !== undefined) await replaceGroupMembers(write.transaction, group.id, memberIds);
  let place = group.position;
  if (position !== undefined) {
    const order = (await groupsOf(write)).map((other) => other.id).filter((id) => id !== group.id);
    place = Math.max(0, Math.min(position, order.length));
    order.splice(place, 0, group.id);
    await setGroupPositions(write.transaction, order);
  }
  write.record('group.updated', null, group.id);
  return { ...group, ...profile, position: place, member_ids: memberIds };
}

export async function deleteGroup(write: ProfileWrite, group: GroupRecord): Promise<void> {
  await deleteGroupRow(write.transaction, group.id);
  write.record('group.deleted', null, group.id);
}

/** Puts a member in exactly these groups of the owner's (the member editor's checkboxes). */
export async function setGroupsOfMember(
  write: ProfileWrite,
  memberId: string,
  groupIds: readonly string[],
): Promise<void> {
  const wanted = new Set(groupIds);
  const groups = await groupsOf(write);
  const stranger = [...wanted].find((id) => !groups.some((group) => group.id === id));
  if (stranger !== undefined) throw errors.groupNotFound();
  const current = new Set(await listGroupIdsOfMember(write.transaction, memberId));
  for (const group of groups) {
    if (wanted.has(group.id) === current.has(group.id)) continue;
    if (wanted.has(group.id)) await addMemberToGroup(write.transaction, group.id, memberId);
    else await removeMemberFromGroup(write.transaction, group.id, memberId);
    write.record('group.updated', null, group.id);
  }
}

/** Groups shown to a deleted audience stop being shown to it (kept to the owner when it was the only one). */
export async function forgetAudienceInGroups(write: ProfileWrite, audienceId: string): Promise<void> {
  for (const group of await groupsOf(write)) {
    if (group.audiences?.includes(audienceId)) {
      await updateGroupRow(write.transaction, group.id, {
        audiences: group.audiences.filter((id) => id !== audienceId),
      });
      write.record('group.updated', null, group.id);
    }
  }
}
