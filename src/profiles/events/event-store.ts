/** The outbox of change events, written in the transaction of the write that made them. */
import { sql } from 'kysely';
import { isPostgres } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { statementFamily } from '../../db/statements.js';
import type { WriteSession } from '../../db/write-session.js';
import type { ChangeEvent } from './change-events.js';

/**
 * Records a write's events in its transaction's outbox and announces the write to every instance,
 * in as few round trips as each engine allows:
 * - PostgreSQL: one statement inserts the events and NOTIFYs (`origin userId`); the notification is
 *   sent when (and only if) the transaction commits, and names the writing process;
 * - SQLite: the insert travels to the writer thread with the COMMIT (no answer is needed from it, and
 *   a failure still fails the commit); SQLite has no notifications: other processes watch the file.
 */
export async function recordEvents(
  session: WriteSession,
  events: readonly ChangeEvent[],
  origin: string,
): Promise<void> {
  if (events.length === 0) return;
  const args: Record<string, unknown> = { announcement: `${origin} ${events[0]!.userId}` };
  events.forEach((event, i) => {
    args[`id${i}`] = event.id;
    args[`type${i}`] = event.type;
    args[`user${i}`] = event.userId;
    args[`member${i}`] = event.memberId;
    args[`group${i}`] = event.groupId ?? null;
    args[`at${i}`] = event.at;
  });
  // Nearly every write records one or two events: those statements are kept; a rare larger count is
  // built for its write alone (one kept statement per count would grow without bound).
  const statement = eventInserts.of([events.length], events.length <= KEPT_EVENT_COUNTS).compiled(session.db, args);
  // No answer is needed: on SQLite it travels with the COMMIT; on PostgreSQL it runs now.
  await session.defer(statement);
}

/** Up to this many events, a write's statement is kept (one per count). */
const KEPT_EVENT_COUNTS = 4;

/** The outbox insert by number of events (and, on PostgreSQL, the announcement): a hot statement (statements.ts). */
const eventInserts = statementFamily<[number], Record<string, unknown>, unknown>(([count], db, slot) => {
  const insert = db.insertInto('change_events').values(
    Array.from({ length: count }, (_, i) => ({
      id: slot(`id${i}`),
      type: slot(`type${i}`),
      user_id: slot(`user${i}`),
      member_id: slot(`member${i}`),
      group_id: slot(`group${i}`),
      created_at: slot(`at${i}`),
    })),
  );
  if (!isPostgres(db)) return insert;
  return db
    .with('recorded', () => insert)
    .selectNoFrom(sql<void>`pg_notify(${CHANGES_CHANNEL}, ${slot('announcement')})`.as('notified'));
}, KEPT_EVENT_COUNTS);

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
    .select(['id', 'type', 'user_id', 'member_id', 'group_id', 'created_at'])
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

/** The sync dispatcher's outbox: events whose users' syncs are not yet marked due (oldest first). */
export async function listSyncPendingEvents(db: Db, limit: number) {
  let query = db
    .selectFrom('change_events')
    .select(['id', 'type', 'user_id'])
    .where('syncs_pending', '=', 1)
    .orderBy('created_at')
    .limit(limit);
  if (isPostgres(db)) query = query.forUpdate().skipLocked();
  return query.execute();
}

export async function markSyncEventsDone(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.updateTable('change_events').set({ syncs_pending: 0 }).where('id', 'in', ids).execute();
}
