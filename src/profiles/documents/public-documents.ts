/**
 * Public documents: each public view serialised once, when its data changes, inside the transaction
 * that changes it, and read back as bytes. A public read is then a few indexed lookups and splices,
 * on any instance, with no cache to invalidate: the documents are the rows' own columns. The profile
 * writer is the only caller of the builders below (and the start-up rebuild, when their shape changed).
 */
import type { Db } from '../../db/database.js';
import { WriteSession } from '../../db/write-session.js';
import { countListedMembers, saveMemberDocuments, saveUserDocuments } from '../stores/document-store.js';
import { listFlagsOfUser } from '../stores/flag-store.js';
import { listMembersOfUser, type MemberDocumentColumns, type MemberRecord } from '../stores/member-store.js';
import { type FlagResolver, toMemberBody, toPartialMemberBody, toPartialUserView } from './member-view.js';
import type { FlagView } from '../rules/profile-types.js';
import { isEmpty, PUBLIC_READER, type Reader, visibleItems } from '../rules/placements.js';
import { findAnyUserById, type UserDocumentColumns, type UserRecord } from '../stores/user-store.js';
import { toUserBody } from './user-view.js';
import {
  type MemberDocument,
  type PartialMemberDocument,
  type PartialUserDocument,
  serialiseDocument,
  type StoredText,
  type UserDocument,
} from './stored-document.js';

/**
 * The shape of the stored documents. Raise it whenever a view changes what documents hold: at
 * start-up, documents of an older version are rebuilt from the records (see `bringDocumentsUpToDate`).
 */
export const DOCUMENTS_VERSION = 5;

/** A user's document columns, typed. */
export interface UserDocumentTexts extends UserDocumentColumns {
  public_doc: StoredText<UserDocument>;
  partial_doc: StoredText<PartialUserDocument>;
}

/** A member's document columns, typed. */
export interface MemberDocumentTexts extends MemberDocumentColumns {
  public_doc: StoredText<MemberDocument>;
  partial_doc: StoredText<PartialMemberDocument>;
}

/**
 * The user's own documents: the public User (without `members` and `utc_offset`) and the PartialUser,
 * of the items the public sees (rules/placements.ts).
 */
export function userDocuments(user: UserRecord, flags: FlagResolver): UserDocumentTexts {
  const seen = visibleItems(user, user.placements, PUBLIC_READER, user.friends_audience);
  return {
    public_doc: serialiseDocument(toUserBody(seen, flags)),
    partial_doc: serialiseDocument(toPartialUserView(seen)),
  };
}

/** The User as `reader` sees it (without `members` and `utc_offset`): a share link's view. */
export function userViewFor(user: UserRecord, flags: FlagResolver, reader: Reader): StoredText<UserDocument> {
  return serialiseDocument(toUserBody(visibleItems(user, user.placements, reader, user.friends_audience), flags));
}

/** The PartialUser (as members carry it) as `reader` sees it. */
export function partialUserViewFor(user: UserRecord, reader: Reader): StoredText<PartialUserDocument> {
  return serialiseDocument(toPartialUserView(visibleItems(user, user.placements, reader, user.friends_audience)));
}

/** The whole User, every item whatever its audience: what its owner sees (never stored, never shared). */
export function wholeUserDocument(user: UserRecord, flags: FlagResolver): StoredText<UserDocument> {
  return serialiseDocument(toUserBody(user, flags));
}

/** Whether the user's public documents show less than the whole profile. */
export function placesItems(user: Pick<UserRecord, 'placements' | 'friends_audience'>): boolean {
  return !isEmpty(user.placements) || user.friends_audience !== null;
}

/**
 * A member's documents: the public Member (without `user`, spliced in at read time) and the
 * PartialMember, of the items the public sees. A member kept to audiences as a whole has them too
 * (its public items), but no public read ever serves them (`audience_only`).
 */
export function memberDocuments(
  member: MemberRecord,
  flags: FlagResolver,
  friendsAudience: string | null,
): MemberDocumentTexts {
  const seen = visibleItems(member, member.placements, PUBLIC_READER, friendsAudience);
  return {
    public_doc: serialiseDocument(toMemberBody(seen, flags)),
    partial_doc: serialiseDocument(toPartialMemberBody(seen, flags)),
  };
}

/** A member's documents as `reader` sees its items (whether it sees the member at all is `seesMember`). */
export function memberViewFor(
  member: MemberRecord,
  flags: FlagResolver,
  reader: Reader,
  friendsAudience: string | null,
): { member: StoredText<MemberDocument>; partial: StoredText<PartialMemberDocument> } {
  const seen = visibleItems(member, member.placements, reader, friendsAudience);
  return {
    member: serialiseDocument(toMemberBody(seen, flags)),
    partial: serialiseDocument(toPartialMemberBody(seen, flags)),
  };
}

/** The whole member, every item whatever its audience: what its owner sees (never stored, never shared). */
export function wholeMemberDocuments(
  member: MemberRecord,
  flags: FlagResolver,
): { member: StoredText<MemberDocument>; partial: StoredText<PartialMemberDocument> } {
  return {
    member: serialiseDocument(toMemberBody(member, flags)),
    partial: serialiseDocument(toPartialMemberBody(member, flags)),
  };
}

/**
 * Whether a member's public documents may show less than the whole member: its own placements, or
 * its owner's friends audience (its entries marked friends_only go there).
 */
export function memberPlacesItems(member: Pick<MemberRecord, 'placements'>, friendsAudience: string | null): boolean {
  return !isEmpty(member.placements) || friendsAudience !== null;
}

/** Flag IDs resolved against a library (IDs of deleted flags are left out). */
export function flagResolver(library: ReadonlyMap<string, FlagView>): FlagResolver {
  return (ids) => ids.flatMap((id) => library.get(id) ?? []);
}

/** A user's flag library as views, by ID. */
export async function loadFlagLibrary(db: Db, userId: string): Promise<Map<string, FlagView>> {
  const flags = await listFlagsOfUser(db, userId);
  return new Map(
    flags.map((flag) => [flag.id, { id: flag.id, hash: flag.hash, name: flag.name, description: flag.description }]),
  );
}

/** The owner's count of listed members; after a member of theirs was created, (un)listed or deleted. */
export function refreshListedCount(session: WriteSession, userId: string): Promise<void> {
  return countListedMembers(session, userId);
}

/** Builds every document of one user (live or soft-deleted) from the records. */
async function rebuildUserDocuments(db: Db, userId: string): Promise<void> {
  const user = await findAnyUserById(db, userId);
  if (!user) return;
  const flags = flagResolver(await loadFlagLibrary(db, userId));
  await saveUserDocuments(db, userId, userDocuments(user, flags));
  for (const member of await listMembersOfUser(db, userId, true)) {
    await saveMemberDocuments(db, member.id, memberDocuments(member, flags, user.friends_audience));
  }
  await refreshListedCount(new WriteSession(db), userId);
}

/**
 * At start-up, after the migrations: when the stored documents are of an older shape (or were never
 * built: rows from before migration 0002), every user's documents are rebuilt with this version's
 * views, then the version is recorded. Idempotent, so instances starting together may both do it.
 */
export async function bringDocumentsUpToDate(db: Db): Promise<number> {
  const row = await db.selectFrom('data_versions').select('version').where('name', '=', 'documents').executeTakeFirst();
  if (row && Number(row.version) >= DOCUMENTS_VERSION) return 0;
  let rebuilt = 0;
  for (let after = ''; ;) {
    const ids = await db.selectFrom('users').select('id').where('id', '>', after).orderBy('id').limit(200).execute();
    for (const { id } of ids) await db.transaction().execute((trx) => rebuildUserDocuments(trx, id));
    rebuilt += ids.length;
    if (ids.length < 200) break;
    after = ids.at(-1)!.id;
  }
  await db
    .insertInto('data_versions')
    .values({ name: 'documents', version: DOCUMENTS_VERSION })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ version: DOCUMENTS_VERSION }))
    .execute();
  return rebuilt;
}
