/** Instance statistics, counted in the database. */
import type { Db } from '../../db/database.js';

const DAY = 24 * 60 * 60 * 1000;

export async function countUsers(db: Db, now: number) {
  const row = await db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.count(eb.case().when('last_active_at', '>=', now - 30 * DAY).then(1).end()).as('active_month'),
      eb.fn.count(eb.case().when('last_active_at', '>=', now - 7 * DAY).then(1).end()).as('active_week'),
      eb.fn.count(eb.case().when('last_active_at', '>=', now - DAY).then(1).end()).as('active_day'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active_month: Number(row.active_month),
    active_week: Number(row.active_week),
    active_day: Number(row.active_day),
  };
}

/** Listed members of live users: unlisted members are left out. */
export async function countListedMembers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .where('users.deleted_at', 'is', null)
    .where('members.unlisted', '=', 0)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
