/** Instance statistics, counted from one index of the users table (see migration 0002). */
import type { Db } from '../../db/database.js';

const DAY = 24 * 60 * 60 * 1000;

export interface Statistics {
  users: { total: number; active_month: number; active_week: number; active_day: number };
  /** Listed members of live users. */
  members: number;
}

type Counts = { total: number; active_month: number; active_week: number; active_day: number; members: number };

/**
 * The counts of live users, less those of suspended users (whom the public does not see): the first
 * query reads one index of the users table; the second, the few suspended users.
 */
export async function countStatistics(db: Db, now: number): Promise<Statistics> {
  const all = await countUsers(db, now, false);
  const hidden = await countUsers(db, now, true);
  return {
    users: {
      total: all.total - hidden.total,
      active_month: all.active_month - hidden.active_month,
      active_week: all.active_week - hidden.active_week,
      active_day: all.active_day - hidden.active_day,
    },
    members: all.members - hidden.members,
  };
}

async function countUsers(db: Db, now: number, suspendedOnly: boolean): Promise<Counts> {
  let query = db.selectFrom('users').where('deleted_at', 'is', null);
  if (suspendedOnly) query = query.where('id', 'in', db.selectFrom('suspensions').select('user_id'));
  const row = await query
    .select((eb) => [
      eb.fn.countAll().as('total'),
      ...(
        [
          ['active_month', 30 * DAY],
          ['active_week', 7 * DAY],
          ['active_day', DAY],
        ] as const
      ).map(([name, span]) =>
        eb.fn
          .count(
            eb
              .case()
              .when('last_active_at', '>=', now - span)
              .then(1)
              .end(),
          )
          .as(name),
      ),
      eb.fn.coalesce(eb.fn.sum('listed_members'), eb.lit(0)).as('members'),
    ])
    .executeTakeFirstOrThrow();
  const read = row as unknown as Record<keyof Counts, unknown>;
  return {
    total: Number(read.total),
    active_month: Number(read.active_month),
    active_week: Number(read.active_week),
    active_day: Number(read.active_day),
    members: Number(read.members),
  };
}
