/**
 * Queries on member groups and their members (migration 0022). Groups change only inside a profile
 * write (the owner's lock), so their positions never race.
 */
import { readFlag, readJson, readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { GroupProfile, GroupRecord } from '../rules/member-groups.js';
import { groupNameKey } from '../rules/member-groups.js';
import type { Placements } from '../rules/placements.js';

interface GroupRow {
  id: string;
  user_id: string;
  name: string;
  display_name: string | null;
  description: string | null;
  icon: string | null;
  color: string | null;
  position: number;
  unlisted: number;
  audiences: string | null;
  created_at: number;
}

const GROUP_COLUMNS = [
  'id',
  'user_id',
  'name',
  'display_name',
  'description',
  'icon',
  'color',
  'position',
  'unlisted',
  'audiences',
  'created_at',
] as const;

function toGroup(row: GroupRow, memberIds: string[]): GroupRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    display_name: row.display_name,
    description: row.description,
    icon: row.icon,
    color: row.color,
    position: Number(row.position),
    unlisted: readFlag(row.unlisted),
    audiences: row.audiences === null ? null : (JSON.parse(row.audiences) as string[]),
    created_at: readMillis(row.created_at),
    member_ids: memberIds,
  };
}

/** The members of these groups, each group's in its order. */
async function membersOfGroups(db: Db, groupIds: readonly string[]): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return members;
  const rows = await db
    .selectFrom('member_group_members')
    .select(['group_id', 'member_id'])
    .where('group_id', 'in', groupIds)
    .orderBy('group_id')
    .orderBy('position')
    .execute();
  for (const row of rows) members.get(row.group_id)?.push(row.member_id);
  return members;
}

/** An owner's groups in their order, with their members. */
export async function listGroupsOfUser(db: Db, userId: string): Promise<GroupRecord[]> {
  const rows = (await db
    .selectFrom('member_groups')
    .select(GROUP_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute()) as GroupRow[];
  const members = await membersOfGroups(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGroup(row, members.get(row.id) ?? []));
}

/** One of an owner's groups by ID, or by name (without case). */
export async function findGroupOfUser(
  db: Db,
  userId: string,
  ref: { id: string } | { name: string },
): Promise<GroupRecord | undefined> {
  let query = db.selectFrom('member_groups').select(GROUP_COLUMNS).where('user_id', '=', userId);
  query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('name_key', '=', groupNameKey(ref.name));
  const row = (await query.executeTakeFirst()) as GroupRow | undefined;
  if (!row) return undefined;
  return toGroup(row, (await membersOfGroups(db, [row.id])).get(row.id) ?? []);
}

function groupColumns(profile: Partial<GroupProfile>) {
  const { unlisted, audiences, name, ...rest } = profile;
  return {
    ...rest,
    ...(name === undefined ? {} : { name, name_key: groupNameKey(name) }),
    ...(unlisted === undefined ? {} : { unlisted: unlisted ? 1 : 0 }),
    ...(audiences === undefined ? {} : { audiences: audiences === null ? null : JSON.stringify(audiences) }),
  };
}

export async function insertGroup(
  db: Db,
  group: GroupProfile & { id: string; user_id: string; position: number; created_at: number },
): Promise<void> {
  const { id, user_id, position, created_at, ...profile } = group;
  await db
    .insertInto('member_groups')
    .values({
      id,
      user_id,
      position,
      created_at,
      ...groupColumns(profile),
    } as never)
    .execute();
}

export async function updateGroup(db: Db, id: string, changes: Partial<GroupProfile>): Promise<void> {
  const columns = groupColumns(changes);
  if (Object.keys(columns).length > 0)
    await db.updateTable('member_groups').set(columns).where('id', '=', id).execute();
}

/** Puts the owner's groups in this order (every group of theirs, by ID). */
export async function setGroupPositions(db: Db, orderedIds: readonly string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db.updateTable('member_groups').set({ position }).where('id', '=', id).execute();
  }
}

/** Deletes a group (its memberships go with it). */
export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.deleteFrom('member_group_members').where('group_id', '=', id).execute();
  await db.deleteFrom('member_groups').where('id', '=', id).execute();
}

/** Makes these members, in this order, the group's members. */
export async function replaceGroupMembers(db: Db, groupId: string, memberIds: readonly string[]): Promise<void> {
  await db.deleteFrom('member_group_members').where('group_id', '=', groupId).execute();
  // In slices, so an engine's limit on a statement's parameters is never reached.
  for (let start = 0; start < memberIds.length; start += 200) {
    await db
      .insertInto('member_group_members')
      .values(
        memberIds
          .slice(start, start + 200)
          .map((member_id, i) => ({ group_id: groupId, member_id, position: start + i })),
      )
      .execute();
  }
}

/** The groups a member is in (IDs), in their owner's order. */
export async function listGroupIdsOfMember(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('member_group_members')
    .innerJoin('member_groups', 'member_groups.id', 'member_group_members.group_id')
    .select('member_groups.id as id')
    .where('member_group_members.member_id', '=', memberId)
    .orderBy('member_groups.position')
    .execute();
  return rows.map((row) => row.id);
}

/** Adds a member at the end of a group (nothing when it is in it already). */
export async function addMemberToGroup(db: Db, groupId: string, memberId: string): Promise<void> {
  const present = await db
    .selectFrom('member_group_members')
    .select('member_id')
    .where('group_id', '=', groupId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (present) return;
  const last = await db
    .selectFrom('member_group_members')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  const position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
  await db.insertInto('member_group_members').values({ group_id: groupId, member_id: memberId, position }).execute();
}

export async function removeMemberFromGroup(db: Db, groupId: string, memberId: string): Promise<void> {
  await db
    .deleteFrom('member_group_members')
    .where('group_id', '=', groupId)
    .where('member_id', '=', memberId)
    .execute();
}

/** Which of these IDs name members of the owner's (the others name nobody's, or someone else's). */
export async function listOwnMemberIds(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  const own: string[] = [];
  for (let start = 0; start < ids.length; start += 200) {
    const rows = await db
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids.slice(start, start + 200))
      .execute();
    own.push(...rows.map((row) => row.id));
  }
  return own;
}

/**
 * Each member of a user's with what decides who sees it: `unlisted`, and its placements when it is
 * kept to audiences as a whole (null: everyone who sees the list sees it). Small rows, no documents.
 */
export async function listMemberVisibilityOfUser(
  db: Db,
  userId: string,
): Promise<Array<{ id: string; unlisted: boolean; placements: Placements | null }>> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'unlisted', 'audience_only', 'placements'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    unlisted: readFlag(row.unlisted),
    placements: readFlag(row.audience_only) ? readJson<Placements>(row.placements) : null,
  }));
}
