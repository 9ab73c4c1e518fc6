/** Instance statistics, counted from one index of the users table (see migration 0002). */
import { sql } from 'kysely';
import { isPostgres } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

const DAY = 24 * 60 * 60 * 1000;
/** Index entries counted per statement on SQLite (a few milliseconds of the event loop each; `chunk` in tests). */
const CHUNK = 20_000;

export interface Statistics {
  users: { total: number; active_month: number; active_week: number; active_day: number };
  /** Listed members of live users. */
  members: number;
}

type Counts = { total: number; active_month: number; active_week: number; active_day: number; members: number };

const NONE: Counts = { total: 0, active_month: 0, active_week: 0, active_day: 0, members: 0 };

/**
 * The counts of live users, less those of suspended users (whom the public does not see): the first
 * count reads one index of the users table; the second, the few suspended users.
 */
export async function countStatistics(db: Db, now: number, chunk = CHUNK): Promise<Statistics> {
  const all = isPostgres(db) ? await countUsers(db, now, false) : await countLiveUsersInChunks(db, now, chunk);
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

const windows = (now: number) =>
  ({ active_month: now - 30 * DAY, active_week: now - 7 * DAY, active_day: now - DAY }) as const;

async function countUsers(db: Db, now: number, suspendedOnly: boolean): Promise<Counts> {
  // The suspended are few: found by ID from the suspensions. (Left to itself, SQLite walked every
  // live user's index entry and looked each row up: 0.4 s with 300,000 users. The `+` keeps it from
  // using that index.)
  const query = suspendedOnly
    ? db
        .selectFrom('users')
        .where(sql`+deleted_at`, 'is', null)
        .where('id', 'in', db.selectFrom('suspensions').select('user_id'))
    : db.selectFrom('users').where('deleted_at', 'is', null);
  const row = await query
    .select((eb) => [
      eb.fn.countAll().as('total'),
      ...Object.entries(windows(now)).map(([name, since]) =>
        eb.fn.count(eb.case().when('last_active_at', '>=', since).then(1).end()).as(name),
      ),
      eb.fn.coalesce(eb.fn.sum('listed_members'), eb.lit(0)).as('members'),
    ])
    .executeTakeFirstOrThrow();
  return readCounts(row);
}

function readCounts(row: unknown): Counts {
  const read = row as Record<keyof Counts, unknown>;
  return {
    total: Number(read.total),
    active_month: Number(read.active_month ?? 0),
    active_week: Number(read.active_week ?? 0),
    active_day: Number(read.active_day ?? 0),
    members: Number(read.members ?? 0),
  };
}

type IndexKey = { a: number; m: number; r: number };

/**
 * SQLite reads on the event loop's thread, and one count over a million users' index entries held
 * it for about half a second. The same index is counted here a chunk at a time, in its own order
 * (last activity, listed members, then the rowid every index entry ends with): each chunk first finds
 * where it ends, then counts up to there; the plugin in database.ts lets the loop turn between slow
 * statements. A user whose activity changes during the count may be seen twice or not at all, as in
 * any count that is not a snapshot; the next count is right again.
 */
async function countLiveUsersInChunks(db: Db, now: number, chunk: number): Promise<Counts> {
  const since = windows(now);
  const totals = { ...NONE };
  let after: IndexKey = { a: -1, m: -1, r: -1 };
  for (;;) {
    const { rows } = await sql<IndexKey>`
      select last_active_at as a, listed_members as m, rowid as r from users indexed by users_live_activity
      where deleted_at is null and (last_active_at, listed_members, rowid) > (${after.a}, ${after.m}, ${after.r})
      order by last_active_at, listed_members, rowid limit 1 offset ${chunk - 1}`.execute(db);
    const end = rows[0];
    const upTo = end ? sql`and (last_active_at, listed_members, rowid) <= (${end.a}, ${end.m}, ${end.r})` : sql``;
    const counted = await sql`
      select count(*) as total, sum(last_active_at >= ${since.active_month}) as active_month,
        sum(last_active_at >= ${since.active_week}) as active_week,
        sum(last_active_at >= ${since.active_day}) as active_day, sum(listed_members) as members
      from users indexed by users_live_activity
      where deleted_at is null and (last_active_at, listed_members, rowid) > (${after.a}, ${after.m}, ${after.r}) ${upTo}`.execute(
      db,
    );
    const part = readCounts(counted.rows[0]);
    for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += part[key];
    if (!end) return totals;
    after = end;
  }
}
