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

/**
 * Up to `limit` live profiles with links whose last check was before `checkedBefore` or never was,
 * the longest-waiting first (never checked before all).
 */
export async function listDueForLinkCheck(db: Db, checkedBefore: number, limit: number): Promise<LinkCheckTarget[]> {
  const hasLinks = isPostgres(db) ? sql<boolean>`links <> '[]'::jsonb` : sql<boolean>`links <> '[]'`;
  const users = await db
    .selectFrom('users')
    .select(['id', 'links_checked_at'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('links_checked_at', 'is', null), eb('links_checked_at', '<', checkedBefore)]))
    .where(hasLinks)
    .orderBy('links_checked_at', (ob) => ob.asc().nullsFirst())
    .limit(limit)
    .execute();
  const members = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['members.id', 'members.user_id', 'members.links_checked_at'])
    .where('users.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('members.links_checked_at', 'is', null), eb('members.links_checked_at', '<', checkedBefore)]),
    )
    .where(isPostgres(db) ? sql<boolean>`members.links <> '[]'::jsonb` : sql<boolean>`members.links <> '[]'`)
    .orderBy('members.links_checked_at', (ob) => ob.asc().nullsFirst())
    .limit(limit)
    .execute();
  const due = [
    ...users.map((row) => ({ at: readNullableMillis(row.links_checked_at), userId: row.id, memberId: null })),
    ...members.map((row) => ({ at: readNullableMillis(row.links_checked_at), userId: row.user_id, memberId: row.id })),
  ];
  due.sort((a, b) => (a.at ?? -1) - (b.at ?? -1));
  return due.slice(0, limit).map(({ userId, memberId }) => ({ userId, memberId }));
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
