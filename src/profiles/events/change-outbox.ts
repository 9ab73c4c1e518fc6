/**
 * The outbox of change events as the webhook dispatcher reads it: events committed by the write path
 * (in the write's own transaction) and not yet fanned out to webhooks. Call inside a transaction: on
 * PostgreSQL the events taken are locked from other instances until it ends.
 */
import { readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { ChangeEventType } from './change-events.js';
import { listWebhookPendingEvents, markWebhookEventsDone } from './event-store.js';

export interface OutboxEvent {
  id: string;
  type: ChangeEventType;
  userId: string;
  memberId: string | null;
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
    at: readMillis(row.created_at),
  }));
}

export function markEventsFannedOut(db: Db, ids: readonly string[]): Promise<void> {
  return markWebhookEventsDone(db, ids);
}
