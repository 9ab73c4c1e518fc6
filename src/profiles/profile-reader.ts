/**
 * Reads of profile data for the services: public documents (stored JSON, typed), owners' views built
 * from the records, credentials and current avatars. A reference names a user (or member) by ID first,
 * then by name, as the spec asks.
 */
import type { Db } from '../db/database.js';
import type { FlagResolver } from './documents/member-view.js';
import { aTurnAfter } from '../lib/event-loop-turns.js';
import { couldBeId } from '../lib/ids.js';
import type { AvatarKind, MediaKind } from '../lib/media-store.js';
import {
  type MemberDocument,
  type Owned,
  type OwnerDocument,
  type PartialMemberDocument,
  type PartialUserDocument,
  type Stored,
  storedBytes,
  type UserDocument,
  documentBytes,
  withFields,
  withUnlisted,
} from './documents/stored-document.js';
import {
  flagResolver,
  loadFlagLibrary,
  memberViewFor,
  partialUserViewFor,
  placesItems,
  userViewFor,
  wholeMemberDocuments,
  wholeUserDocument,
} from './documents/public-documents.js';
import { hashSecret } from '../lib/secrets.js';
import { readerOf, seesMember } from './rules/placements.js';
import { findShareLinkBySecretHash, listAudiencesOfUser, listShareLinksOfUser } from './stores/audience-store.js';
import { type OwnerColumns, pendingView, placementFields, toOwnerFields } from './documents/user-view.js';
import { findPendingPlacement, listUsersWithDuePlacements } from './stores/pending-placement-store.js';
import { readFlag } from '../db/columns.js';
import { findLiveFlagImageOwner, type FlagRecord, isFlagImageInUse, listFlagsOfUser } from './stores/flag-store.js';
import {
  claimDueForLinkCheck,
  claimLinkCheck,
  findLinkCheckSubject,
  type LinkCheckSubject,
  type LinkCheckTarget,
} from './stores/link-check-store.js';
import { findSuspension, type Suspension } from './stores/suspension-store.js';
import {
  findGroupOfUser,
  listGroupIdsOfMember,
  listGroupsOfUser,
  listMemberVisibilityOfUser,
} from './stores/group-store.js';
import type { GroupRecord } from './rules/member-groups.js';
import {
  findOwnerDocument,
  findMemberDocumentOfUserById,
  findMemberDocumentOfUserByName,
  findMemberDocumentsById,
  findOwnMemberDocument as findOwnMemberDocumentRow,
  findPartialDocumentsPage,
  MEMBER_PAGE_SIZE,
  findSidTarget,
  findUserDocumentsById,
  findUserDocumentsByUsername,
  findUserHeadById,
  findUserHeadByUsername,
} from './stores/document-store.js';
import {
  findLiveMemberById,
  findMemberAvatar,
  findMemberOfUserById,
  findMemberOfUserByName,
  listListedMembersAfter,
  listMemberAvatarsOfUser,
  type MemberRecord,
} from './stores/member-store.js';
import {
  type Deletion,
  findCredentials,
  findDeletion,
  findGoneAccount,
  findLiveUserById,
  findLiveUserByUsername,
  findRestorableCredentials,
  findUserAvatar,
  type UserRecord,
} from './stores/user-store.js';

export type { MemberProfile } from './stores/member-store.js';
export type { UserProfileChanges } from './stores/user-store.js';
export type { GroupRecord, MemberRecord, UserRecord };

/**
 * Looks a reference up as an ID (only when it could be one), then as a name. A reference with a NUL
 * character names nothing (and PostgreSQL could not even compare it).
 */
async function byIdThenName<T>(
  ref: string,
  byId: (id: string) => Promise<T | undefined>,
  byName: (name: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  if (ref.includes('\u0000')) return undefined;
  return (couldBeId(ref) ? await byId(ref) : undefined) ?? (await byName(ref));
}

/** A live user's public documents (the member list is read separately, a page at a time). */
export interface PublicUserDocument {
  id: string;
  listPrivate: boolean;
  /** Suspended by an admin: shown to the user themselves and to admins only (the services decide). */
  suspended: boolean;
  /** For the User's `utc_offset`, which is of the moment of the read. */
  timezone: string | null;
  user: Stored<UserDocument>;
  partialUser: Stored<PartialUserDocument>;
}

/** A live user as member reads need it: identity, list privacy and the PartialUser document. */
export interface PublicUserHead {
  id: string;
  listPrivate: boolean;
  /** See PublicUserDocument. */
  suspended: boolean;
  partialUser: Stored<PartialUserDocument>;
}

/** A member's public documents: the Member without `user`, and its owner's PartialUser. */
export interface PublicMemberDocument {
  id: string;
  userId: string;
  unlisted: boolean;
  /** Its owner is suspended (see PublicUserDocument). */
  suspended: boolean;
  member: Stored<MemberDocument>;
  user: Stored<PartialUserDocument>;
}

/**
 * A user's PartialMember documents in creation order, a page at a time, so that a list of any length
 * is read and sent without holding it all in memory. `last` marks the final page.
 */
export type MemberPages<T extends object = PartialMemberDocument | Owned<PartialMemberDocument>> = AsyncIterable<{
  items: Array<Stored<T>>;
  last: boolean;
}>;

/**
 * After a page of large documents the next pages hold about this many bytes (at least one member):
 * reading, copying and sending a page is one stretch of work on the event loop, and sixteen members at
 * their limits are over 3 MB.
 */
const PAGE_TARGET_BYTES = 512 * 1024;

/** The owner's view of their own profile: MeUser without `utc_offset` (of the moment) and `members`. */
export interface OwnerView {
  document: Stored<OwnerDocument>;
  timezone: string | null;
}

/** MeUser's document: the public User document and the owner-only fields, spliced (nothing is parsed). */
export function ownerViewOf(publicDoc: Stored<UserDocument>, owner: OwnerColumns, inviteLimit: number): OwnerView {
  return { document: withFields(publicDoc, toOwnerFields(owner, inviteLimit)), timezone: owner.timezone };
}

/**
 * MeUser's document, with the username and avatar of the same row (what an export names its files
 * after). `items`: `all` for the owner (every item, and `placements`), `public` for what leaves the
 * owner's hands (a webhook's payload): the items the public sees, and nothing of their placements.
 */
export async function findOwnerView(
  db: Db,
  userId: string,
  inviteLimit: number,
  items: 'all' | 'public' = 'all',
): Promise<(OwnerView & { username: string; avatar: string | null }) | undefined> {
  const row = await findOwnerDocument(db, userId);
  if (!row) return undefined;
  const owner = items === 'all' && placesItems(row);
  const document = owner ? await wholeDocument(db, userId) : storedBytes<UserDocument>(row.public_doc);
  if (!document) return undefined;
  const view = ownerViewOf(document, row, inviteLimit);
  return {
    document:
      items === 'all'
        ? withFields(view.document, placementFields(row, await findPendingPlacement(db, userId)))
        : view.document,
    timezone: view.timezone,
    username: row.username,
    avatar: row.avatar,
  };
}

/** The whole User of a live user, built from the record (only for owners whose documents show less). */
async function wholeDocument(db: Db, userId: string): Promise<Stored<UserDocument> | undefined> {
  const found = await userWithFlags(db, userId);
  return found && documentBytes(wholeUserDocument(found.user, found.flags));
}

/** A live user's record and what its flags show, for documents built at read time. */
async function userWithFlags(db: Db, userId: string) {
  const user = await findLiveUserById(db, userId);
  return user && { user, flags: flagResolver(await loadFlagLibrary(db, userId)) };
}

type UserDocumentsRow = NonNullable<Awaited<ReturnType<typeof findUserDocumentsById>>>;

function publicUserDocument(row: UserDocumentsRow): PublicUserDocument {
  return {
    id: row.id,
    listPrivate: row.list_private,
    suspended: row.suspended,
    timezone: row.timezone,
    user: storedBytes<UserDocument>(row.public_doc),
    partialUser: storedBytes<PartialUserDocument>(row.partial_doc),
  };
}

export async function findPublicUser(db: Db, ref: string): Promise<PublicUserDocument | undefined> {
  const row = await byIdThenName(
    ref,
    (id) => findUserDocumentsById(db, id),
    (name) => findUserDocumentsByUsername(db, name),
  );
  return row && publicUserDocument(row);
}

/**
 * A user's public documents by ID only: for references kept inside the service (a sync, a linked
 * account), where a username that looks like a deleted user's ID must never be taken for them.
 */
export async function findPublicUserById(db: Db, id: string): Promise<PublicUserDocument | undefined> {
  const row = await findUserDocumentsById(db, id);
  return row && publicUserDocument(row);
}

export async function findPublicUserHead(db: Db, ref: string): Promise<PublicUserHead | undefined> {
  const row = await byIdThenName(
    ref,
    (id) => findUserHeadById(db, id),
    (name) => findUserHeadByUsername(db, name),
  );
  return (
    row && {
      id: row.id,
      listPrivate: row.list_private,
      suspended: row.suspended,
      partialUser: storedBytes<PartialUserDocument>(row.partial_doc),
    }
  );
}

/**
 * The PartialMember documents of a user's members: listed ones as the public sees them (none kept to
 * audiences), or all of them for their owner: whole, with `unlisted` and `placements`.
 */
export function memberPages(db: Db, userId: string, audience: 'public'): MemberPages<PartialMemberDocument>;
export function memberPages(db: Db, userId: string, audience: 'owner'): MemberPages<Owned<PartialMemberDocument>>;
export async function* memberPages(db: Db, userId: string, audience: 'public' | 'owner'): MemberPages {
  const owner = audience === 'owner';
  // The owner's library, read once for the whole list (when a member must be built from its record).
  let flags: FlagResolver | undefined;
  const library = async () => (flags ??= flagResolver(await loadFlagLibrary(db, userId)));
  let after = '';
  let size = MEMBER_PAGE_SIZE;
  for (;;) {
    const rows = await findPartialDocumentsPage(db, userId, owner, after, size);
    const last = rows.length < size;
    const items: Array<Stored<PartialMemberDocument | Owned<PartialMemberDocument>>> = [];
    for (const row of rows) {
      if (!owner) {
        items.push(storedBytes<PartialMemberDocument>(row.partial_doc));
        continue;
      }
      const whole = row.placesItems ? await wholeMember(db, row.id, library) : undefined;
      const document = whole?.partial ?? storedBytes<PartialMemberDocument>(row.partial_doc);
      const owned = { placements: whole?.placements ?? {}, pending_placements: whole?.pending ?? null };
      items.push(withUnlisted(withFields(document, owned), row.unlisted));
    }
    const bytes = items.reduce((total, item) => total + item.length, 0);
    // Reading a large page was one stretch of the event loop; sending it is the next, after a turn.
    await aTurnAfter(bytes);
    yield { items, last };
    if (last) return;
    after = rows.at(-1)!.id;
    size = Math.max(1, Math.min(MEMBER_PAGE_SIZE, Math.floor((PAGE_TARGET_BYTES * rows.length) / bytes)));
  }
}

/** A whole member built from its record (for its owner, when its documents show less), or undefined. */
async function wholeMember(db: Db, memberId: string, library?: () => Promise<FlagResolver>) {
  const member = await findLiveMemberById(db, memberId);
  if (!member) return undefined;
  const flags = library ? await library() : flagResolver(await loadFlagLibrary(db, member.user_id));
  const documents = wholeMemberDocuments(member, flags);
  return {
    member: documentBytes(documents.member),
    partial: documentBytes(documents.partial),
    placements: member.placements,
    // A change waiting exists only where the member shows less now (what it waits to show).
    pending: pendingView(await findPendingPlacement(db, memberId)),
  };
}

/**
 * The Member its owner sees: every item, with its placements (built from the record when the stored
 * document shows less).
 */
async function ownerMemberDocument(
  db: Db,
  memberId: string,
  stored: Buffer,
  placesItems: boolean,
): Promise<Stored<MemberDocument>> {
  const whole = placesItems ? await wholeMember(db, memberId) : undefined;
  return withFields(whole?.member ?? storedBytes<MemberDocument>(stored), {
    placements: whole?.placements ?? {},
    pending_placements: whole?.pending ?? null,
  });
}

/**
 * A member by ID as one reader sees it: its owner (`ownerId`) the whole member, with its placements;
 * anyone else the public member, none when it is kept to audiences as a whole.
 */
export async function findMemberFor(
  db: Db,
  memberId: string,
  readerId: string | null,
): Promise<(PublicMemberDocument & { owner: boolean }) | undefined> {
  if (!couldBeId(memberId)) return undefined;
  const row = await findMemberDocumentsById(db, memberId);
  if (!row) return undefined;
  const owner = row.user_id === readerId;
  if (!owner && readFlag(row.audience_only)) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    unlisted: readFlag(row.unlisted),
    suspended: readFlag(row.suspended),
    member: owner
      ? await ownerMemberDocument(db, row.id, row.public_doc, readFlag(row.places_items))
      : storedBytes<MemberDocument>(row.public_doc),
    user: storedBytes<PartialUserDocument>(row.user_doc),
    owner,
  };
}

/** A member by ID as the public sees it; none when it is kept to audiences as a whole. */
export async function findPublicMember(db: Db, memberId: string): Promise<PublicMemberDocument | undefined> {
  return findMemberFor(db, memberId, null);
}

/**
 * One of a user's members by ID or name as one reader sees it: its owner (`readerId`) the whole
 * member with its placements, anyone else the public member (none when kept to audiences).
 */
export async function findMemberOfUserFor(
  db: Db,
  user: PublicUserHead,
  ref: string,
  readerId: string | null,
): Promise<(PublicMemberDocument & { owner: boolean }) | undefined> {
  const row = await byIdThenName(
    ref,
    (id) => findMemberDocumentOfUserById(db, user.id, id),
    (name) => findMemberDocumentOfUserByName(db, user.id, name),
  );
  if (!row) return undefined;
  const owner = user.id === readerId;
  if (!owner && readFlag(row.audience_only)) return undefined;
  return {
    id: row.id,
    userId: user.id,
    unlisted: readFlag(row.unlisted),
    suspended: user.suspended,
    member: owner
      ? await ownerMemberDocument(db, row.id, row.public_doc, readFlag(row.places_items))
      : storedBytes<MemberDocument>(row.public_doc),
    user: user.partialUser,
    owner,
  };
}

export function findUser(db: Db, id: string): Promise<UserRecord | undefined> {
  return findLiveUserById(db, id);
}

export function findUserByRef(db: Db, ref: string): Promise<UserRecord | undefined> {
  return byIdThenName(
    ref,
    (id) => findLiveUserById(db, id),
    (name) => findLiveUserByUsername(db, name),
  );
}

export function findMember(db: Db, id: string): Promise<MemberRecord | undefined> {
  return couldBeId(id) ? findLiveMemberById(db, id) : Promise.resolve(undefined);
}

export function findMemberOfUser(db: Db, userId: string, ref: string): Promise<MemberRecord | undefined> {
  return byIdThenName(
    ref,
    (id) => findMemberOfUserById(db, userId, id),
    (name) => findMemberOfUserByName(db, userId, name),
  );
}

/** A user's member by name alone (compared as member names are): never by ID. */
export function findMemberOfUserNamed(db: Db, userId: string, name: string): Promise<MemberRecord | undefined> {
  return findMemberOfUserByName(db, userId, name);
}

/** One member of the owner's, as an export carries it: the whole member with its placements, `unlisted` and avatar. */
export async function findOwnMemberDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<{ document: Stored<MemberDocument>; unlisted: boolean; avatar: string | null } | undefined> {
  const row = await findOwnMemberDocumentRow(db, userId, id);
  return (
    row && {
      unlisted: row.unlisted,
      avatar: row.avatar,
      document: await ownerMemberDocument(db, id, row.document, row.placesItems),
    }
  );
}

export { findCredentials, findSidTarget, findSuspension };
/** Deleted accounts: whose owner may restore them, and which are gone (for the fediverse's tombstones). */
export { findDeletion, findGoneAccount, findRestorableCredentials };
export type { Deletion };
/**
 * Link checks (modules/links): a profile's links and page addresses, and the claims of profiles due
 * for a check (a lease on the time of the last check: bookkeeping of the checks, not profile data).
 */
export { claimDueForLinkCheck, claimLinkCheck, findLinkCheckSubject };
export type { LinkCheckSubject, LinkCheckTarget };
export type { Suspension };

/**
 * The avatar a live user or member has now: the only one that may be served. None for a suspended
 * user or their members: their images go with their profiles.
 */
export async function currentAvatar(db: Db, kind: AvatarKind, ownerId: string): Promise<string | null> {
  if (!couldBeId(ownerId)) return null;
  const owner = kind === 'users' ? await findLiveUserById(db, ownerId) : await findLiveMemberById(db, ownerId);
  if (!owner?.avatar) return null;
  const userId = 'user_id' in owner ? owner.user_id : owner.id;
  return (await findSuspension(db, userId)) ? null : owner.avatar;
}

/** Whether a stored record (of a live or soft-deleted owner) still names the file: then it must be kept. */
export async function isMediaInUse(db: Db, kind: MediaKind, ownerId: string, hash: string): Promise<boolean> {
  if (kind === 'flags') return isFlagImageInUse(db, ownerId, hash);
  const avatar = kind === 'users' ? await findUserAvatar(db, ownerId) : await findMemberAvatar(db, ownerId);
  return avatar === hash;
}

/** Every member of a user (listed or not) with its avatar, in creation order. */
export function listMemberAvatars(db: Db, userId: string): Promise<Array<{ id: string; avatar: string | null }>> {
  return listMemberAvatarsOfUser(db, userId);
}

/** A user's flag library, in creation order. */
export function listFlags(db: Db, userId: string): Promise<FlagRecord[]> {
  return listFlagsOfUser(db, userId);
}

/** Whose stored file of a flag image may be served: a live user's whose library has it (else none). */
export function servedFlagImageOwner(db: Db, hash: string): Promise<string | undefined> {
  return findLiveFlagImageOwner(db, hash);
}

export type { FlagRecord };

/** What a share link opens while it is open: its owner (live, not suspended) and its audience. */
export interface ShareLinkView {
  userId: string;
  audienceId: string;
  audienceName: string;
  /** When the link stops by itself (epoch ms), or null. */
  expiresAt: number | null;
}

/**
 * The view a share link's secret opens at `now`, or undefined: an unknown, revoked or expired link,
 * or one of a deleted or suspended account, all alike (a reader learns nothing from the difference).
 */
export async function findShareLinkView(db: Db, secret: string, now: number): Promise<ShareLinkView | undefined> {
  const link = await findShareLinkBySecretHash(db, hashSecret(secret));
  if (!link || link.revoked_at !== null || (link.expires_at !== null && link.expires_at <= now)) return undefined;
  const user = await findUserHeadById(db, link.user_id);
  if (!user || user.suspended) return undefined;
  return {
    userId: link.user_id,
    audienceId: link.audience_id,
    audienceName: link.audience_name,
    expiresAt: link.expires_at,
  };
}

/**
 * The User as the readers of `audienceIds` see it (without `members` and `utc_offset`), built from the
 * record: a share link's view, never stored or kept.
 */
export async function findUserViewFor(
  db: Db,
  userId: string,
  audienceIds: readonly string[],
): Promise<{ document: Stored<UserDocument>; timezone: string | null; listPrivate: boolean } | undefined> {
  const found = await userWithFlags(db, userId);
  if (!found) return undefined;
  const { user, flags } = found;
  return {
    document: documentBytes(userViewFor(user, flags, readerOf(audienceIds))),
    timezone: user.timezone,
    listPrivate: user.list_private,
  };
}

/** How many members a page of a view built at read time holds: each is a record read and a view built. */
const VIEW_PAGE_SIZE = 8;

/**
 * The listed members the readers of `audienceIds` see (the public ones and those shown to one of the
 * audiences), each as they see it, a page at a time: a share link's view, never stored or kept.
 */
export async function* memberPagesFor(
  db: Db,
  userId: string,
  audienceIds: readonly string[],
): MemberPages<PartialMemberDocument> {
  const found = await userWithFlags(db, userId);
  if (!found) return;
  const reader = readerOf(audienceIds);
  for (let after = ''; ;) {
    const records = await listListedMembersAfter(db, userId, after, VIEW_PAGE_SIZE);
    const last = records.length < VIEW_PAGE_SIZE;
    const items = records
      .filter((member) => seesMember(member.placements, reader))
      .map((member) => documentBytes(memberViewFor(member, found.flags, reader, found.user.friends_audience).partial));
    await aTurnAfter(items.reduce((total, item) => total + item.length, 0));
    yield { items, last };
    if (last) return;
    after = records.at(-1)!.id;
  }
}

/**
 * One of a user's members by ID or name as the readers of `audienceIds` see it (listed or not, as a
 * public member is reachable by its address); none when they do not see it at all.
 */
export async function findMemberViewFor(
  db: Db,
  userId: string,
  ref: string,
  audienceIds: readonly string[],
): Promise<{ member: Stored<MemberDocument>; user: Stored<PartialUserDocument> } | undefined> {
  const found = await userWithFlags(db, userId);
  const member = found && (await findMemberOfUser(db, userId, ref));
  const reader = readerOf(audienceIds);
  if (!found || !member || !seesMember(member.placements, reader)) return undefined;
  return {
    member: documentBytes(memberViewFor(member, found.flags, reader, found.user.friends_audience).member),
    user: documentBytes(partialUserViewFor(found.user, reader)),
  };
}

/** Live accounts with a change of placements due at `now`, up to `limit`. */
export function findUsersWithDuePlacements(db: Db, now: number, limit: number): Promise<string[]> {
  return listUsersWithDuePlacements(db, now, limit);
}

/** The owner's audiences and links, for the owner. */
export async function findAudiences(db: Db, userId: string) {
  return { audiences: await listAudiencesOfUser(db, userId), links: await listShareLinksOfUser(db, userId) };
}

/** An owner's member groups in their order, each with its members (all of them: the owner's view). */
export function findGroups(db: Db, userId: string): Promise<GroupRecord[]> {
  return listGroupsOfUser(db, userId);
}

/** One of a user's groups by ID, then by name (without case). */
export function findGroupOfUserByRef(db: Db, userId: string, ref: string): Promise<GroupRecord | undefined> {
  return byIdThenName(
    ref,
    (id) => findGroupOfUser(db, userId, { id }),
    (name) => findGroupOfUser(db, userId, { name }),
  );
}

/** The groups a member is in (IDs), in the owner's order. */
export function findGroupIdsOfMember(db: Db, memberId: string): Promise<string[]> {
  return listGroupIdsOfMember(db, memberId);
}

/**
 * The members a reader sees in a user's member list, by ID: every member for the owner (`'owner'`),
 * else the listed ones the reader's audiences see (the public sees none kept to audiences).
 */
export async function findMemberIdsSeenBy(
  db: Db,
  userId: string,
  reader: 'owner' | readonly string[],
): Promise<Set<string>> {
  const audiences = reader === 'owner' ? null : readerOf(reader);
  const members = await listMemberVisibilityOfUser(db, userId);
  const seen = members.filter(
    (member) =>
      audiences === null ||
      (!member.unlisted && (member.placements === null || seesMember(member.placements, audiences))),
  );
  return new Set(seen.map((member) => member.id));
}

/**
 * The PartialMember documents of these members of a user's, in the order given, each as the reader
 * sees it: whole with `unlisted` for the owner, else as the readers of `reader`'s audiences see it
 * (call with the members that reader sees). A page at a time, like a member list.
 */
export async function* memberPagesOf(
  db: Db,
  userId: string,
  memberIds: readonly string[],
  reader: 'owner' | readonly string[],
): MemberPages {
  const found = await userWithFlags(db, userId);
  if (!found) return;
  const audiences = reader === 'owner' ? null : readerOf(reader);
  for (let start = 0; ; start += VIEW_PAGE_SIZE) {
    const ids = memberIds.slice(start, start + VIEW_PAGE_SIZE);
    const last = start + VIEW_PAGE_SIZE >= memberIds.length;
    const items: Array<Stored<PartialMemberDocument | Owned<PartialMemberDocument>>> = [];
    for (const id of ids) {
      const member = await findMemberOfUserById(db, userId, id);
      if (!member) continue;
      if (audiences === null) {
        items.push(withUnlisted(documentBytes(wholeMemberDocuments(member, found.flags).partial), member.unlisted));
      } else {
        items.push(documentBytes(memberViewFor(member, found.flags, audiences, found.user.friends_audience).partial));
      }
    }
    await aTurnAfter(items.reduce((total, item) => total + item.length, 0));
    yield { items, last };
    if (last) return;
  }
}
