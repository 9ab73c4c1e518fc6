/**
 * The bookkeeping of link checks (modules/links): what a check needs of a profile, which profiles are
 * due, and the time of the last check. Which links are verified is profile data, written by the
 * profile writer with the documents; `links_checked_at` is not (null: due now).
 */
import { sql } from 'kysely';
import { isPostgres, readJson, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

/** A user (memberId null) or one of their members, as a link check names it. */
export interface LinkCheckTarget {
  userId: string;
  memberId: string | null;
}

/** What a link check needs of a live profile: its links and the addresses of its pages. */
export interface LinkCheckSubject extends LinkCheckTarget {
  username: string;
  /** The user's sid, or the member's. */
  sid: string;
  /** The member's name; null for a user. */
  memberName: string | null;
  links: string[];
  checkedAt: number | null;
}

export async function findLinkCheckSubject(db: Db, target: LinkCheckTarget): Promise<LinkCheckSubject | undefined> {
  if (target.memberId === null) {
    const row = await db
      .selectFrom('users')
      .select(['id', 'username', 'sid', 'links', 'links_checked_at'])
      .where('id', '=', target.userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        userId: row.id,
        memberId: null,
        username: row.username,
        sid: row.sid,
        memberName: null,
        links: readJson(row.links),
        checkedAt: readNullableMillis(row.links_checked_at),
      }
    );
  }
  const row = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select([
      'members.id',
      'members.user_id',
      'users.username',
      'members.sid',
      'members.name',
      'members.links',
      'members.links_checked_at',
    ])
    .where('members.id', '=', target.memberId)
    .where('members.user_id', '=', target.userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      memberId: row.id,
      username: row.username,
      sid: row.sid,
      memberName: row.name,
      links: readJson(row.links),
      checkedAt: readNullableMillis(row.links_checked_at),
    }
  );
}

/** Whether a row of `table` has links: the same text as migration 0014's partial indexes, so they serve. */
function hasLinks(db: Db, table: 'users' | 'members') {
  return isPostgres(db)
    ? sql<boolean>`${sql.ref(`${table}.links`)} <> '[]'::jsonb`
    : sql<boolean>`${sql.ref(`${table}.links`)} <> '[]'`;
}

const NOT_SUSPENDED = sql<boolean>`not exists (select 1 from suspensions where suspensions.user_id = users.id)`;

/**
 * Up to `limit` live profiles with links, of owners not suspended, whose last check (or lease) was
 * before `dueBefore` or never was, the longest-waiting first, at most `perOwner` of one owner (a
 * user and their members), so one owner's many profiles cannot fill a look-up.
 */
async function listDue(db: Db, dueBefore: number, limit: number, perOwner: number): Promise<LinkCheckTarget[]> {
  const users = db
    .selectFrom('users')
    .select([
      'users.id as user_id',
      sql<string | null>`null`.as('member_id'),
      sql<number>`coalesce(users.links_checked_at, -1)`.as('waited'),
    ])
    .where('users.deleted_at', 'is', null)
    .where(hasLinks(db, 'users'))
    .where((eb) => eb.or([eb('users.links_checked_at', 'is', null), eb('users.links_checked_at', '<', dueBefore)]))
    .where(NOT_SUSPENDED);
  const members = db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select([
      'members.user_id as user_id',
      'members.id as member_id',
      sql<number>`coalesce(members.links_checked_at, -1)`.as('waited'),
    ])
    .where('users.deleted_at', 'is', null)
    .where(hasLinks(db, 'members'))
    .where((eb) => eb.or([eb('members.links_checked_at', 'is', null), eb('members.links_checked_at', '<', dueBefore)]))
    .where(NOT_SUSPENDED);
  const rows = await db
    .selectFrom(
      db
        .selectFrom(users.unionAll(members).as('due'))
        .selectAll()
        .select(sql<number>`row_number() over (partition by user_id order by waited)`.as('place'))
        .as('ranked'),
    )
    .select(['user_id', 'member_id'])
    .where('place', '<=', perOwner)
    .orderBy('waited')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, memberId: row.member_id }));
}

/**
 * Claims a profile for a check if it is due (its last check or lease before `dueBefore`, or none):
 * its time becomes `leasedAs`, so neither this nor another instance takes it up again until the lease
 * runs out; the check's result replaces it. False: not due, or another instance claimed it first (the
 * condition is checked again on the row being written, on both engines).
 */
export async function claimLinkCheck(
  db: Db,
  target: LinkCheckTarget,
  dueBefore: number,
  leasedAs: number,
): Promise<boolean> {
  const table = target.memberId === null ? 'users' : 'members';
  const result = await db
    .updateTable(table)
    .set({ links_checked_at: leasedAs })
    .where('id', '=', target.memberId ?? target.userId)
    .where((eb) => eb.or([eb('links_checked_at', 'is', null), eb('links_checked_at', '<', dueBefore)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Looks up profiles due (listDue) and claims them (claimLinkCheck); those claimed. */
export async function claimDueForLinkCheck(
  db: Db,
  dueBefore: number,
  leasedAs: number,
  limit: number,
  perOwner: number,
): Promise<LinkCheckTarget[]> {
  const claimed: LinkCheckTarget[] = [];
  for (const target of await listDue(db, dueBefore, limit, perOwner)) {
    if (await claimLinkCheck(db, target, dueBefore, leasedAs)) claimed.push(target);
  }
  return claimed;
}

/** Makes an owner's profiles due: their members (a new username moves their pages), or all (an unsuspension). */
export async function markOwnerLinksDue(db: Db, userId: string, which: 'members' | 'all'): Promise<void> {
  if (which === 'all') await db.updateTable('users').set({ links_checked_at: null }).where('id', '=', userId).execute();
  await db.updateTable('members').set({ links_checked_at: null }).where('user_id', '=', userId).execute();
}

/** Records when a profile's links were checked (null: due again), without touching its documents. */
export async function markLinksChecked(
  db: Db,
  table: 'users' | 'members',
  id: string,
  at: number | null,
): Promise<void> {
  await db.updateTable(table).set({ links_checked_at: at }).where('id', '=', id).execute();
}
