/** The outbox of change events, written in the transaction of the write that made them. */
import { sql } from 'kysely';
import { isPostgres } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { asCompilable, compiledOnce } from '../../db/precompiled.js';
import { runWithCommit } from '../../db/sqlite-worker.js';
import type { ChangeEvent } from './change-events.js';

/** Up to this many events, a write's statement is built once per count. */
const PRECOMPILED_EVENTS = 4;

/**
 * Records a write's events in its transaction's outbox and announces the write to every instance,
 * in as few round trips as each engine allows:
 * - PostgreSQL: one statement inserts the events and NOTIFYs (`origin userId`); the notification is
 *   sent when (and only if) the transaction commits, and names the writing process;
 * - SQLite: the insert travels to the writer thread with the COMMIT (no answer is needed from it, and
 *   a failure still fails the commit); SQLite has no notifications: other processes watch the file.
 */
export async function recordEvents(db: Db, events: readonly ChangeEvent[], origin: string): Promise<void> {
  if (events.length === 0) return;
  const args: Record<string, unknown> = { announcement: `${origin} ${events[0]!.userId}` };
  events.forEach((event, i) => {
    args[`id${i}`] = event.id;
    args[`type${i}`] = event.type;
    args[`user${i}`] = event.userId;
    args[`member${i}`] = event.memberId;
    args[`at${i}`] = event.at;
  });
  const postgres = isPostgres(db);
  const build = (arg: (name: string) => never) => {
    const insert = db.insertInto('change_events').values(
      events.map((_, i) => ({
        id: arg(`id${i}`),
        type: arg(`type${i}`),
        user_id: arg(`user${i}`),
        member_id: arg(`member${i}`),
        created_at: arg(`at${i}`),
      })),
    );
    if (!postgres) return insert;
    return db
      .with('recorded', () => insert)
      .selectNoFrom(sql<void>`pg_notify(${CHANGES_CHANNEL}, ${arg('announcement')})`.as('notified'));
  };
  // Nearly every write records one or two events: those statements are built once (precompiled.ts);
  // the rare larger ones are built each time (one cached text per count would grow without bound).
  const statement =
    events.length <= PRECOMPILED_EVENTS
      ? compiledOnce(db, `recordEvents ${events.length}`, build, args, { named: 'fixed' })
      : build((name) => args[name] as never).compile();
  if (!postgres) return runWithCommit(db, asCompilable(statement));
  await db.executeQuery(statement);
}

/** Removes events recorded before `cutoff`; returns how many. */
export async function deleteEventsBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom('change_events').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The PostgreSQL channel on which committed profile writes are announced (payload: `origin userId`). */
export const CHANGES_CHANNEL = 'nametag_profile_changes';

/**
 * SQLite only: the events recorded after row `after` (SQLite's rowid, and the event ID it had), with
 * their owners. SQLite has one writer at a time, so rows are numbered in the order their writes
 * commit: a reader that remembers the last row it saw misses none and reads none twice. `last` is
 * the newest row now (null: none). `renumbered`: row `after.row` no longer holds event `after.id` —
 * pruning removed it, and new rows may have taken numbers already read, so what changed is unknown.
 */
export async function listEventsAfterRow(
  db: Db,
  after: { row: number; id: string | null },
): Promise<{
  last: { row: number; id: string } | null;
  renumbered: boolean;
  events: Array<{ id: string; userId: string }>;
}> {
  const { rows: heads } = await sql<{ row: number | null; id: string | null; at_after: string | null }>`
    select rowid as row, id, (select id from change_events where rowid = ${after.row}) as at_after
    from change_events order by rowid desc limit 1`.execute(db);
  const head = heads[0];
  const last = head && head.row !== null && head.id !== null ? { row: Number(head.row), id: head.id } : null;
  const renumbered = after.id !== null && (head?.at_after ?? null) !== after.id;
  if (renumbered || last === null || last.row <= after.row) return { last, renumbered, events: [] };
  const { rows } = await sql<{ id: string; user_id: string }>`
    select id, user_id from change_events where rowid > ${after.row} and rowid <= ${last.row}`.execute(db);
  return { last, renumbered, events: rows.map((row) => ({ id: row.id, userId: row.user_id })) };
}

/** Change events the webhook dispatcher has not fanned out yet, oldest first. */
export async function listWebhookPendingEvents(db: Db, limit: number, lock = true) {
  let query = db
    .selectFrom('change_events')
    .select(['id', 'type', 'user_id', 'member_id', 'created_at'])
    .where('webhooks_pending', '=', 1)
    .orderBy('created_at')
    .limit(limit);
  // Several instances: each takes events no other holds (the others skip them, never wait).
  if (lock && isPostgres(db)) query = query.forUpdate().skipLocked();
  return query.execute();
}

export async function markWebhookEventsDone(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db.updateTable('change_events').set({ webhooks_pending: 0 }).where('id', 'in', ids).execute();
}
