/** The only place with queries on the members table. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { readFlag, readJson, writeFlag, writeJson, writeJsonChanges } from '../../db/columns.js';
import type { MembersTable } from '../../db/schema.js';
import type { Field, FieldEntry, PronounEntry } from '../profiles/profile-types.js';

export interface MemberRecord {
  id: string;
  user_id: string;
  name: string;
  display_name: string | null;
  bio: string | null;
  avatar: string | null;
  links: string[];
  names: FieldEntry[];
  pronouns: PronounEntry[];
  fields: Field[];
  unlisted: boolean;
}

export type MemberProfile = Omit<MemberRecord, 'id' | 'user_id'>;

/** Member names are unique per user regardless of case. */
export function memberNameKey(name: string): string {
  return name.toLowerCase();
}

/** The columns a MemberRecord is made of (not the stored public documents). */
const RECORD_COLUMNS = [
  'members.id', 'members.user_id', 'members.name', 'members.display_name', 'members.bio', 'members.avatar',
  'members.links', 'members.names', 'members.pronouns', 'members.fields', 'members.unlisted',
] as const;

function toRecord(row: Pick<Selectable<MembersTable>, 'id' | 'user_id' | 'name' | 'display_name' | 'bio' | 'avatar' | 'links' | 'names' | 'pronouns' | 'fields' | 'unlisted'>): MemberRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    display_name: row.display_name,
    bio: row.bio,
    avatar: row.avatar,
    links: readJson(row.links),
    names: readJson(row.names),
    pronouns: readJson(row.pronouns),
    fields: readJson(row.fields),
    unlisted: readFlag(row.unlisted),
  };
}

/** A user's members in creation order; unlisted ones only when asked for. */
export async function listMembersOfUser(db: Db, userId: string, includeUnlisted: boolean): Promise<MemberRecord[]> {
  let query = db.selectFrom('members').select(RECORD_COLUMNS).where('user_id', '=', userId);
  if (!includeUnlisted) query = query.where('unlisted', '=', 0);
  const rows = await query.orderBy('id').execute();
  return rows.map(toRecord);
}

/** A member whose user is live (not soft-deleted). */
export async function findLiveMemberById(db: Db, id: string): Promise<MemberRecord | undefined> {
  const row = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(RECORD_COLUMNS)
    .where('members.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** A member of the given user by ID first, then by name (case-insensitive). */
export async function findMemberOfUser(db: Db, userId: string, ref: string): Promise<MemberRecord | undefined> {
  const base = db.selectFrom('members').select(RECORD_COLUMNS).where('user_id', '=', userId);
  const row =
    (await base.where('id', '=', ref).executeTakeFirst()) ??
    (await base.where('name_key', '=', memberNameKey(ref)).executeTakeFirst());
  return row && toRecord(row);
}

export async function listMemberIdsOfUsers(db: Db, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('members').select('id').where('user_id', 'in', userIds).execute();
  return rows.map((row) => row.id);
}

export async function countMembersOfUser(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertMember(db: Db, member: MemberRecord, now: number): Promise<void> {
  await db
    .insertInto('members')
    .values({
      id: member.id,
      user_id: member.user_id,
      name: member.name,
      name_key: memberNameKey(member.name),
      display_name: member.display_name,
      bio: member.bio,
      avatar: member.avatar,
      links: writeJson(member.links),
      names: writeJson(member.names),
      pronouns: writeJson(member.pronouns),
      fields: writeJson(member.fields),
      unlisted: writeFlag(member.unlisted),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateMemberProfile(
  db: Db,
  id: string,
  changes: Partial<MemberProfile>,
  now: number,
): Promise<void> {
  const { name, links, names, pronouns, fields, unlisted, ...scalars } = changes;
  await db
    .updateTable('members')
    .set({
      ...scalars,
      ...writeJsonChanges(changes, ['links', 'names', 'pronouns', 'fields'] as const),
      ...(name === undefined ? {} : { name, name_key: memberNameKey(name) }),
      ...(unlisted === undefined ? {} : { unlisted: writeFlag(unlisted) }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteMember(db: Db, id: string): Promise<void> {
  await db.deleteFrom('members').where('id', '=', id).execute();
}
