/** Instance statistics, counted from one index of the users table (see migration 0002). */
import type { Db } from '../../db/database.js';

const DAY = 24 * 60 * 60 * 1000;

export interface Statistics {
  users: { total: number; active_month: number; active_week: number; active_day: number };
  /** Listed members of live users. */
  members: number;
}

export async function countStatistics(db: Db, now: number): Promise<Statistics> {
  const row = await db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn
        .count(
          eb
            .case()
            .when('last_active_at', '>=', now - 30 * DAY)
            .then(1)
            .end(),
        )
        .as('active_month'),
      eb.fn
        .count(
          eb
            .case()
            .when('last_active_at', '>=', now - 7 * DAY)
            .then(1)
            .end(),
        )
        .as('active_week'),
      eb.fn
        .count(
          eb
            .case()
            .when('last_active_at', '>=', now - DAY)
            .then(1)
            .end(),
        )
        .as('active_day'),
      eb.fn.coalesce(eb.fn.sum('listed_members'), eb.lit(0)).as('members'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: {
      total: Number(row.total),
      active_month: Number(row.active_month),
      active_week: Number(row.active_week),
      active_day: Number(row.active_day),
    },
    members: Number(row.members),
  };
}
