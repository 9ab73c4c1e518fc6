/**
 * Removal of what is no longer needed: rows and files of accounts soft-deleted long enough ago, and
 * change events old enough that no subscriber can still want them.
 */
import { deleteShareLinksStoppedBefore } from './stores/audience-store.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { MediaStore } from '../lib/media-store.js';
import { deleteEventsBefore } from './events/event-store.js';
import { deleteMembersOfUsers, listMemberIdsOfUsers } from './stores/member-store.js';
import { deleteExpiredReservations, deleteUsers, findUsersDeletedBefore } from './stores/user-store.js';

const PURGE_BATCH = 200;
/** Members deleted per statement: rows at their size limits are over a megabyte each. */
const MEMBER_BATCH = 16;

/** Deletes accounts soft-deleted before `cutoff` with their members, tokens and files; returns how many. */
export async function purgeProfilesDeletedBefore(deps: { db: Db; media: MediaStore }, cutoff: number): Promise<number> {
  let purged = 0;
  for (;;) {
    const userIds = await findUsersDeletedBefore(deps.db, cutoff, PURGE_BATCH);
    const memberIds = await listMemberIdsOfUsers(deps.db, userIds);
    // The accounts are deleted (nobody reads or writes them): their members go a few at a time, each
    // batch its own short transaction, then the accounts with their tokens.
    while ((await deleteMembersOfUsers(deps.db, userIds, MEMBER_BATCH)) === MEMBER_BATCH);
    await deleteUsers(deps.db, userIds);
    const batch = { userIds, memberIds };
    // Files go after the rows: a failure here leaves files no record names (swept later), never a
    // record without its file.
    for (const id of batch.userIds) await deps.media.removeOwner('users', id);
    for (const id of batch.memberIds) await deps.media.removeOwner('members', id);
    for (const id of batch.userIds) await deps.media.removeOwner('flags', id);
    purged += batch.userIds.length;
    if (batch.userIds.length < PURGE_BATCH) return purged;
  }
}

/** How long the outbox keeps change events. */
export const CHANGE_EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export function pruneChangeEvents(deps: { db: Db; clock: Clock }): Promise<number> {
  return deleteEventsBefore(deps.db, deps.clock.now() - CHANGE_EVENT_RETENTION_MS);
}

/** How long a stopped share link stays in its owner's list (to see when and why it stopped). */
export const STOPPED_LINKS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Forgets share links that stopped (revoked, rotated or expired) over 30 days ago: each rotation makes
 * a link, so an owner's list would otherwise only grow. A stopped link opens nothing either way.
 */
export function pruneStoppedShareLinks(deps: { db: Db; clock: Clock }): Promise<number> {
  return deleteShareLinksStoppedBefore(deps.db, deps.clock.now() - STOPPED_LINKS_KEPT_MS);
}

/** Usernames held after a rename whose hold has expired become free again. */
export function pruneUsernameReservations(deps: { db: Db; clock: Clock }): Promise<number> {
  return deleteExpiredReservations(deps.db, deps.clock.now());
}
