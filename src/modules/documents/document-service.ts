/**
 * Public documents: each public view serialised once, when its data changes, inside the transaction
 * that changes it, and read back as text. A public read is then one indexed lookup and a string
 * splice, on any instance, with no cache to invalidate: the documents are the rows' own columns.
 * Owners' views (unlisted members, MeUser) are still built from the records on each read.
 */
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { listMembersOfUser, type MemberRecord } from '../members/member-store.js';
import { toMemberBody, toPartialMemberView, toPartialUserView } from '../members/member-view.js';
import { findLiveUserById, type UserRecord } from '../users/user-store.js';
import { toUserView } from '../users/user-view.js';
import {
  findUsersWithoutDocuments,
  saveMemberDocuments,
  saveMembersList,
  saveUserDocuments,
} from './document-store.js';

/** The user's own documents: the public User (without `members`) and the PartialUser. */
export async function refreshUserDocuments(db: Db, user: UserRecord): Promise<void> {
  const { members: _members, ...publicUser } = toUserView({ ...user, list_private: false }, []);
  await saveUserDocuments(db, user.id, {
    public_doc: JSON.stringify(publicUser),
    partial_doc: JSON.stringify(toPartialUserView(user)),
  });
}

/** One member's documents; then the owner's list, which shows it (or no longer does). */
export async function refreshMemberDocuments(db: Db, member: MemberRecord): Promise<void> {
  await saveMemberDocuments(db, member.id, {
    public_doc: JSON.stringify(toMemberBody(member)),
    partial_doc: JSON.stringify(toPartialMemberView(member, 'public')),
  });
}

/** The owner's list of listed members; call after any member of theirs was created, changed or deleted. */
export function refreshMembersList(db: Db, userId: string): Promise<void> {
  return saveMembersList(db, userId);
}

/** The public User answer: its document with the members spliced in (none when the list is private). */
export function userAnswer(publicDoc: string, membersDoc: string, listPrivate: boolean): string {
  return `${publicDoc.slice(0, -1)},"members":${listPrivate ? '[]' : membersDoc}}`;
}

/** The public Member answer: its document with the owner's PartialUser spliced in. */
export function memberAnswer(publicDoc: string, userDoc: string): string {
  return `${publicDoc.slice(0, -1)},"user":${userDoc}}`;
}

/** Builds every document of one user from the records (a new account, or data from before documents). */
export async function rebuildUserDocuments(db: Db, userId: string): Promise<void> {
  const user = await findLiveUserById(db, userId);
  if (!user) return;
  await refreshUserDocuments(db, user);
  for (const member of await listMembersOfUser(db, userId, true)) await refreshMemberDocuments(db, member);
  await refreshMembersList(db, userId);
}

/** At start-up: documents for data written before they existed (or by an older version). */
export async function fillMissingDocuments(ctx: AppContext): Promise<number> {
  let filled = 0;
  for (;;) {
    const ids = await findUsersWithoutDocuments(ctx.db, 200);
    if (ids.length === 0) return filled;
    for (const id of ids) await ctx.db.transaction().execute((trx) => rebuildUserDocuments(trx, id));
    filled += ids.length;
  }
}
