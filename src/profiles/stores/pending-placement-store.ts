/** Queries on pending_placements: changes of placements waiting out their owner's widening delay. */
import { sql } from 'kysely';
import { readJson, writeJson } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { Placements } from '../rules/placements.js';

/** A change waiting: what it will give, and when (epoch ms). */
export interface PendingPlacement {
  placements: Placements;
  friends_audience: string | null;
  due_at: number;
}

/** The change waiting for a user (`id`: the user's ID) or a member (the member's), if any. */
export async function findPendingPlacement(db: Db, id: string): Promise<PendingPlacement | undefined> {
  const row = await db
    .selectFrom('pending_placements')
    .select(['placements', 'friends_audience', 'due_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      placements: readJson<Placements>(row.placements),
      friends_audience: row.friends_audience,
      due_at: Number(row.due_at),
    }
  );
}

/** Records the change waiting for a user or member (replacing one that waited). */
export async function savePendingPlacement(
  db: Db,
  owner: { id: string; userId: string; memberId: string | null },
  pending: PendingPlacement,
): Promise<void> {
  const values = {
    placements: writeJson(pending.placements),
    friends_audience: pending.friends_audience,
    due_at: pending.due_at,
  };
  await db
    .insertInto('pending_placements')
    .values({ id: owner.id, user_id: owner.userId, member_id: owner.memberId, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

export async function deletePendingPlacement(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pending_placements').where('id', '=', id).execute();
}

/**
 * Live users with a change due at `now` (their members' included), up to `limit`. A suspended
 * account's changes wait until it may change anything again.
 */
export async function listUsersWithDuePlacements(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('pending_placements')
    .innerJoin('users', 'users.id', 'pending_placements.user_id')
    .select('pending_placements.user_id')
    .distinct()
    .where('pending_placements.due_at', '<=', now)
    .where('users.deleted_at', 'is', null)
    .where(sql<boolean>`not exists (select 1 from suspensions where suspensions.user_id = users.id)`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The changes of a user and their members that are due at `now`. */
export async function listDuePlacementsOfUser(
  db: Db,
  userId: string,
  now: number,
): Promise<Array<{ id: string; member_id: string | null }>> {
  return db
    .selectFrom('pending_placements')
    .select(['id', 'member_id'])
    .where('user_id', '=', userId)
    .where('due_at', '<=', now)
    .execute();
}

/** Every change waiting for a user or their members, for their owner's views. */
export async function listPendingPlacementsOfUser(db: Db, userId: string): Promise<Map<string, PendingPlacement>> {
  const rows = await db
    .selectFrom('pending_placements')
    .select(['id', 'placements', 'friends_audience', 'due_at'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        placements: readJson<Placements>(row.placements),
        friends_audience: row.friends_audience,
        due_at: Number(row.due_at),
      },
    ]),
  );
}
