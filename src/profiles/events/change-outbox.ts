/**
 * The outbox of change events as the webhook dispatcher reads it: events committed by the write path
 * (in the write's own transaction) and not yet fanned out to webhooks. Call inside a transaction: on
 * PostgreSQL the events taken are locked from other instances until it ends.
 */
import { readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { ChangeEventType } from './change-events.js';
import {
  listSyncPendingEvents,
  listWebhookPendingEvents,
  markSyncEventsDone,
  markWebhookEventsDone,
} from './event-store.js';

export interface OutboxEvent {
  id: string;
  type: ChangeEventType;
  userId: string;
  memberId: string | null;
  groupId: string | null;
  at: number;
}

/** Whether any event waits to be fanned out (a cheap read, no lock). */
export async function hasPendingEvents(db: Db): Promise<boolean> {
  return (await listWebhookPendingEvents(db, 1, false)).length > 0;
}

export async function takePendingEvents(db: Db, limit: number): Promise<OutboxEvent[]> {
  const rows = await listWebhookPendingEvents(db, limit);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as ChangeEventType,
    userId: row.user_id,
    memberId: row.member_id,
    groupId: row.group_id,
    at: readMillis(row.created_at),
  }));
}

export function markEventsFannedOut(db: Db, ids: readonly string[]): Promise<void> {
  return markWebhookEventsDone(db, ids);
}

/**
 * The sync dispatcher's side of the outbox: the users whose profiles changed since it last looked, by
 * event (call inside a transaction, as above), and marking those events seen.
 */
export async function takeSyncPendingEvents(
  db: Db,
  limit: number,
): Promise<Array<{ id: string; type: ChangeEventType; userId: string }>> {
  return (await listSyncPendingEvents(db, limit)).map((row) => ({
    id: row.id,
    type: row.type as ChangeEventType,
    userId: row.user_id,
  }));
}

export function markSyncEventsSeen(db: Db, ids: readonly string[]): Promise<void> {
  return markSyncEventsDone(db, ids);
}
