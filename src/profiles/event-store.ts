/** The outbox of change events, written in the transaction of the write that made them. */
import { sql } from 'kysely';
import { isPostgres } from '../db/columns.js';
import type { Db } from '../db/database.js';
import type { ChangeEvent } from './change-events.js';

export async function insertEvents(db: Db, events: readonly ChangeEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('change_events')
    .values(
      events.map((event) => ({
        id: event.id,
        type: event.type,
        user_id: event.userId,
        member_id: event.memberId,
        created_at: event.at,
      })),
    )
    .execute();
}

/** Removes events recorded before `cutoff`; returns how many. */
export async function deleteEventsBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom('change_events').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The PostgreSQL channel on which committed profile writes are announced (payload: `origin userId`). */
export const CHANGES_CHANNEL = 'nametag_profile_changes';

/**
 * Announces a write to every instance: on PostgreSQL a NOTIFY, which is sent when (and only if) the
 * write's transaction commits; `origin` names the writing process. SQLite has no notifications: other
 * processes watch the file instead.
 */
export async function announceWrite(db: Db, origin: string, userId: string): Promise<void> {
  if (isPostgres(db)) await sql`select pg_notify(${CHANGES_CHANNEL}, ${`${origin} ${userId}`})`.execute(db);
}

/** Owners of the events recorded at or after `since` (epoch ms), with the events' IDs. */
export async function listEventsSince(db: Db, since: number): Promise<Array<{ id: string; userId: string }>> {
  const rows = await db
    .selectFrom('change_events')
    .select(['id', 'user_id'])
    .where('created_at', '>=', since)
    .execute();
  return rows.map((row) => ({ id: row.id, userId: row.user_id }));
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
