/** The only place with queries on the stored public documents (the *_doc columns of users and members). */
import { readFlag } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { couldBeId } from '../../lib/ids.js';
import { usernameKey } from '../users/user-store.js';
import { memberNameKey } from '../members/member-store.js';

export interface UserDocuments {
  id: string;
  list_private: boolean;
  public_doc: string | null;
  partial_doc: string | null;
  members_doc: string | null;
}

export interface MemberDocuments {
  public_doc: string | null;
  /** The owner's PartialUser document. */
  user_doc: string | null;
}

function userDocuments(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'list_private', 'public_doc', 'partial_doc', 'members_doc'])
    .where('deleted_at', 'is', null);
}

/** A live user's documents by ID first, then by username (case-insensitive). */
export async function findUserDocuments(db: Db, ref: string): Promise<UserDocuments | undefined> {
  const row =
    (couldBeId(ref) ? await userDocuments(db).where('id', '=', ref).executeTakeFirst() : undefined) ??
    (await userDocuments(db).where('username_key', '=', usernameKey(ref)).executeTakeFirst());
  return row && { ...row, list_private: readFlag(row.list_private) };
}

/** A member of a live user, by ID. */
export async function findMemberDocuments(db: Db, memberId: string): Promise<MemberDocuments | undefined> {
  if (!couldBeId(memberId)) return undefined;
  return db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['members.public_doc as public_doc', 'users.partial_doc as user_doc'])
    .where('members.id', '=', memberId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A member's public document, of the given user, by member ID first, then by name (case-insensitive). */
export async function findMemberDocumentOfUser(db: Db, userId: string, ref: string): Promise<{ public_doc: string | null } | undefined> {
  const base = db.selectFrom('members').select('public_doc').where('user_id', '=', userId);
  return (
    (couldBeId(ref) ? await base.where('id', '=', ref).executeTakeFirst() : undefined) ??
    (await base.where('name_key', '=', memberNameKey(ref)).executeTakeFirst())
  );
}

export async function saveUserDocuments(db: Db, userId: string, docs: { public_doc: string; partial_doc: string }) {
  await db.updateTable('users').set(docs).where('id', '=', userId).execute();
}

export async function saveMemberDocuments(db: Db, memberId: string, docs: { public_doc: string; partial_doc: string }) {
  await db.updateTable('members').set(docs).where('id', '=', memberId).execute();
}

/**
 * Rebuilds the user's list document from the partial documents of their listed members, in creation
 * order, and records how many there are (GET /meta sums these).
 */
export async function saveMembersList(db: Db, userId: string): Promise<void> {
  const rows = await db
    .selectFrom('members')
    .select('partial_doc')
    .where('user_id', '=', userId)
    .where('unlisted', '=', 0)
    .orderBy('id')
    .execute();
  const members_doc = rows.some((row) => row.partial_doc === null) ? null : `[${rows.map((row) => row.partial_doc).join(',')}]`;
  await db.updateTable('users').set({ members_doc, listed_members: rows.length }).where('id', '=', userId).execute();
}

/** Up to `limit` live users whose documents were never built (data from before they existed). */
export async function findUsersWithoutDocuments(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('public_doc', 'is', null), eb('members_doc', 'is', null)]))
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
