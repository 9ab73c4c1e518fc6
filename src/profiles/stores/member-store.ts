/** Queries on the members table. Only the profiles folder uses them: writes go through profile-writer. */
import { type Selectable, sql } from 'kysely';
import {
  isPostgres,
  readFlag,
  readJson,
  readNullableMillis,
  writeFlag,
  writeJson,
  writeJsonChanges,
} from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { MembersTable } from '../../db/schema.js';
import { withLongTextsAsBytes } from '../../db/long-text-parameters.js';
import type { WriteSession } from '../../db/write-session.js';
import type { Field, FieldEntry, PronounEntry } from '../rules/profile-types.js';
import { memberNameKey } from '../rules/member-names.js';
import type { Placements } from '../rules/placements.js';

export interface MemberRecord {
  id: string;
  sid: string;
  user_id: string;
  name: string;
  display_name: string | null;
  bio: string | null;
  /** A short note shown to visitors before the rest of the member's page; null: none. */
  content_note: string | null;
  avatar: string | null;
  links: string[];
  /** The links found linking back to the member's page with rel="me", as typed in `links`. */
  verified_links: string[];
  names: FieldEntry[];
  pronouns: PronounEntry[];
  fields: Field[];
  /** IDs of flags of the owner's library, in the order shown. */
  flags: string[];
  unlisted: boolean;
  last_sid_reroll: number | null;
  /**
   * Which items are placed in which audiences, and the member as a whole (`member`); `{}`: all
   * public (rules/placements.ts).
   */
  placements: Placements;
}

/**
 * What a member's owner writes (its sid and the time of its last reroll have their own write; which
 * links are verified, the link check's).
 */
export type MemberProfile = Omit<MemberRecord, 'id' | 'user_id' | 'sid' | 'last_sid_reroll' | 'verified_links'>;
export type MemberChanges = Partial<
  MemberProfile & Pick<MemberRecord, 'sid' | 'last_sid_reroll' | 'verified_links'>
> & {
  /** When the links were last checked; null: due now. Bookkeeping, in no document. */
  links_checked_at?: number | null;
};

/** The stored public documents of a member (see public-documents.ts). */
export interface MemberDocumentColumns {
  public_doc: string;
  partial_doc: string;
}

/** A member's JSON columns, and those of them PostgreSQL stores as jsonb (all of them). */
const MEMBER_JSON_COLUMNS = ['links', 'verified_links', 'names', 'pronouns', 'fields', 'flags', 'placements'] as const;
const JSONB_COLUMNS: ReadonlySet<string> = new Set(MEMBER_JSON_COLUMNS);

/** The columns a MemberRecord is made of (not the stored public documents). */
const RECORD_COLUMNS = [
  'members.id',
  'members.sid',
  'members.user_id',
  'members.name',
  'members.display_name',
  'members.bio',
  'members.content_note',
  'members.avatar',
  'members.links',
  'members.verified_links',
  'members.names',
  'members.pronouns',
  'members.fields',
  'members.flags',
  'members.unlisted',
  'members.last_sid_reroll',
  'members.placements',
] as const;

type MemberRow = Pick<
  Selectable<MembersTable>,
  | 'id'
  | 'sid'
  | 'user_id'
  | 'name'
  | 'display_name'
  | 'bio'
  | 'content_note'
  | 'avatar'
  | 'links'
  | 'verified_links'
  | 'names'
  | 'pronouns'
  | 'fields'
  | 'flags'
  | 'unlisted'
  | 'last_sid_reroll'
  | 'placements'
>;

function toRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    sid: row.sid,
    user_id: row.user_id,
    name: row.name,
    display_name: row.display_name,
    bio: row.bio,
    content_note: row.content_note,
    avatar: row.avatar,
    links: readJson(row.links),
    verified_links: readJson(row.verified_links),
    names: readJson(row.names),
    pronouns: readJson(row.pronouns),
    fields: readJson(row.fields),
    flags: readJson(row.flags),
    unlisted: readFlag(row.unlisted),
    last_sid_reroll: readNullableMillis(row.last_sid_reroll),
    placements: readJson(row.placements),
  };
}

/** A user's members in creation order; unlisted ones only when asked for. */
export async function listMembersOfUser(db: Db, userId: string, includeUnlisted: boolean): Promise<MemberRecord[]> {
  let query = db.selectFrom('members').select(RECORD_COLUMNS).where('user_id', '=', userId);
  if (!includeUnlisted) query = query.where('unlisted', '=', 0);
  const rows = await query.orderBy('id').execute();
  return rows.map(toRecord);
}

/** Up to `limit` of a user's listed members after `after`, in creation order (records, for views built at read time). */
export async function listListedMembersAfter(
  db: Db,
  userId: string,
  after: string,
  limit: number,
): Promise<MemberRecord[]> {
  const rows = await db
    .selectFrom('members')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('unlisted', '=', 0)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
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

export async function findMemberOfUserById(db: Db, userId: string, id: string): Promise<MemberRecord | undefined> {
  const row = await db
    .selectFrom('members')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findMemberOfUserByName(db: Db, userId: string, name: string): Promise<MemberRecord | undefined> {
  const row = await db
    .selectFrom('members')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('name_key', '=', memberNameKey(name))
    .executeTakeFirst();
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

export async function insertMember(
  db: Db,
  member: MemberRecord,
  documents: MemberDocumentColumns,
  now: number,
): Promise<void> {
  const values = await withLongTextsAsBytes(
    db,
    {
      id: member.id,
      sid: member.sid,
      user_id: member.user_id,
      name: member.name,
      name_key: memberNameKey(member.name),
      display_name: member.display_name,
      bio: member.bio,
      content_note: member.content_note,
      avatar: member.avatar,
      links: writeJson(member.links),
      verified_links: writeJson(member.verified_links),
      names: writeJson(member.names),
      pronouns: writeJson(member.pronouns),
      fields: writeJson(member.fields),
      flags: writeJson(member.flags),
      unlisted: writeFlag(member.unlisted),
      placements: writeJson(member.placements),
      audience_only: writeFlag(member.placements.member !== undefined),
      created_at: now,
      updated_at: now,
      ...documents,
    },
    JSONB_COLUMNS,
  );
  await db.insertInto('members').values(values).execute();
}

/** Writes the changed profile columns and the member's refreshed documents in one statement. */
export async function updateMemberProfile(
  db: Db,
  id: string,
  changes: MemberChanges,
  documents: MemberDocumentColumns,
  now: number,
): Promise<void> {
  const { name, links, verified_links, names, pronouns, fields, flags, unlisted, placements, ...scalars } = changes;
  const values = await withLongTextsAsBytes(
    db,
    {
      ...scalars,
      ...writeJsonChanges(changes, MEMBER_JSON_COLUMNS),
      ...(name === undefined ? {} : { name, name_key: memberNameKey(name) }),
      ...(unlisted === undefined ? {} : { unlisted: writeFlag(unlisted) }),
      ...(placements === undefined ? {} : { audience_only: writeFlag(placements.member !== undefined) }),
      ...documents,
      updated_at: now,
    },
    JSONB_COLUMNS,
  );
  await db.updateTable('members').set(values).where('id', '=', id).execute();
}

/** Removes a member; the statement travels with the transaction's next one (nothing waits for it). */
export async function deleteMember(session: WriteSession, id: string): Promise<void> {
  await session.defer(session.db.deleteFrom('members').where('id', '=', id));
}

/** The avatar hash of a member, while the member exists: files it names are in use. */
export async function findMemberAvatar(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('members').select('avatar').where('id', '=', id).executeTakeFirst();
  return row?.avatar;
}

/** Every member of the user with its avatar, in creation order (small rows: for exports). */
export async function listMemberAvatarsOfUser(
  db: Db,
  userId: string,
): Promise<Array<{ id: string; avatar: string | null }>> {
  return db.selectFrom('members').select(['id', 'avatar']).where('user_id', '=', userId).orderBy('id').execute();
}

/** Up to `limit` ids of the user's members after `after`, in creation order (from the index alone). */
export async function listMemberIdsAfter(db: Db, userId: string, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Turns the status `from` into `to` in one member — in its entries and its stored documents — inside
 * the database, without loading the (possibly megabyte-sized) row; true when the member used it. A
 * status is a JSON string value, so `"status":"<from>"` can only occur where an entry's status is
 * written (quotes inside values are escaped). PostgreSQL prints jsonb as `"status": "<from>"`;
 * documents are text as JSON.stringify wrote them.
 */
export async function replaceStatusInMember(db: Db, memberId: string, from: string, to: string, now: number) {
  const text = (status: string) => `"status":${JSON.stringify(status)}`;
  const jsonb = (status: string) => `"status": ${JSON.stringify(status)}`;
  const [a, b] = [text(from), text(to)];
  if (isPostgres(db)) {
    const [pa, pb] = [jsonb(from), jsonb(to)];
    const result = await sql`update members set
        names = replace(names::text, ${pa}, ${pb})::jsonb, pronouns = replace(pronouns::text, ${pa}, ${pb})::jsonb,
        fields = replace(fields::text, ${pa}, ${pb})::jsonb, partial_doc = replace(partial_doc, ${a}, ${b}),
        public_doc = replace(public_doc, ${a}, ${b}), updated_at = ${now}
      where id = ${memberId}
        and (strpos(names::text, ${pa}) > 0 or strpos(pronouns::text, ${pa}) > 0 or strpos(fields::text, ${pa}) > 0)`.execute(
      db,
    );
    return Number(result.numAffectedRows ?? 0) > 0;
  }
  const result = await sql`update members set
      names = replace(names, ${a}, ${b}), pronouns = replace(pronouns, ${a}, ${b}), fields = replace(fields, ${a}, ${b}),
      partial_doc = replace(partial_doc, ${a}, ${b}), public_doc = replace(public_doc, ${a}, ${b}), updated_at = ${now}
    where id = ${memberId} and (instr(names, ${a}) > 0 or instr(pronouns, ${a}) > 0 or instr(fields, ${a}) > 0)`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Deletes up to `limit` members of the given users; returns how many were deleted. */
export async function deleteMembersOfUsers(db: Db, userIds: string[], limit: number): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await db
    .deleteFrom('members')
    .where('id', 'in', (eb) => eb.selectFrom('members').select('id').where('user_id', 'in', userIds).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** IDs of the user's members whose flags include `flagId`. */
export async function listMemberIdsWithFlag(db: Db, userId: string, flagId: string): Promise<string[]> {
  const pattern = `%${JSON.stringify(flagId)}%`;
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('user_id', '=', userId)
    .where(isPostgres(db) ? sql<string>`flags::text` : sql<string>`flags`, 'like', pattern)
    .execute();
  return rows.map((row) => row.id);
}
