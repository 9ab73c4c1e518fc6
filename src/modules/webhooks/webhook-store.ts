/** Queries on the webhooks and webhook_deliveries tables (migration 0007). */
import { sql } from 'kysely';
import { isPostgres, readFlag, readMillis, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { statement } from '../../db/statements.js';

export interface WebhookRecord {
  id: string;
  user_id: string;
  url: string;
  events: string[];
  description: string | null;
  secret: string;
  created_at: number;
  failing_since: number | null;
  disabled_at: number | null;
}

export interface DeliveryRecord {
  id: string;
  webhook_id: string;
  event_id: string;
  type: string;
  user_id: string;
  member_id: string | null;
  group_id: string | null;
  event_at: number;
  attempts: number;
  next_attempt_at: number | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
}

type WebhookRow = Omit<WebhookRecord, 'events'> & { events: string };

function toWebhook(row: WebhookRow): WebhookRecord {
  return {
    ...row,
    events: JSON.parse(row.events) as string[],
    created_at: readMillis(row.created_at),
    failing_since: readNullableMillis(row.failing_since),
    disabled_at: readNullableMillis(row.disabled_at),
  };
}

function toDelivery(row: DeliveryRecord): DeliveryRecord {
  return {
    ...row,
    attempts: Number(row.attempts),
    event_at: readMillis(row.event_at),
    next_attempt_at: readNullableMillis(row.next_attempt_at),
    delivered_at: readNullableMillis(row.delivered_at),
    created_at: readMillis(row.created_at),
  };
}

const WEBHOOK_COLUMNS = [
  'id',
  'user_id',
  'url',
  'events',
  'description',
  'secret',
  'created_at',
  'failing_since',
  'disabled_at',
] as const;

export async function insertWebhook(db: Db, webhook: WebhookRecord): Promise<void> {
  await db
    .insertInto('webhooks')
    .values({ ...webhook, events: JSON.stringify(webhook.events) })
    .execute();
}

/** On PostgreSQL, locks the user's row until the transaction ends: concurrent creations wait their turn. */
export async function lockWebhookOwner(db: Db, userId: string): Promise<void> {
  if (isPostgres(db)) await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function countWebhooksOfUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listWebhooksOfUser(db: Db, userId: string): Promise<WebhookRecord[]> {
  const rows = await db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toWebhook);
}

export async function findWebhook(db: Db, userId: string, id: string): Promise<WebhookRecord | undefined> {
  const row = await db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toWebhook(row);
}

export async function findWebhookById(db: Db, id: string): Promise<WebhookRecord | undefined> {
  const row = await db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toWebhook(row);
}

export async function deleteWebhook(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertDeliveries(db: Db, deliveries: DeliveryRecord[]): Promise<void> {
  if (deliveries.length > 0) await db.insertInto('webhook_deliveries').values(deliveries).execute();
}

/** The last `limit` deliveries of a webhook, newest first. */
export async function listDeliveries(db: Db, webhookId: string, limit: number): Promise<DeliveryRecord[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toDelivery(row as DeliveryRecord));
}

/**
 * Takes up to `limit` deliveries that are due, and leases them until `leaseUntil` (their next attempt
 * moves there): another instance does not take them meanwhile; if this one dies mid-attempt, the
 * lease runs out and the delivery is tried again — at least once, never lost.
 */
export async function leaseDueDeliveries(
  db: Db,
  now: number,
  leaseUntil: number,
  limit: number,
  busyWebhooks: readonly string[],
): Promise<DeliveryRecord[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit);
    if (busyWebhooks.length > 0) query = query.where('webhook_id', 'not in', busyWebhooks);
    if (isPostgres(trx)) query = query.forUpdate().skipLocked();
    const rows = (await query.execute()) as DeliveryRecord[];
    if (rows.length === 0) return [];
    await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: leaseUntil })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map(toDelivery);
  });
}

export async function recordAttempt(
  db: Db,
  id: string,
  outcome: { status: number | null; error: string | null; deliveredAt: number | null; nextAttemptAt: number | null },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: sql<number>`attempts + 1`,
      last_status: outcome.status,
      last_error: outcome.error,
      delivered_at: outcome.deliveredAt,
      next_attempt_at: outcome.nextAttemptAt,
    })
    .where('id', '=', id)
    .execute();
}

/** Finished deliveries (delivered or given up) queued before `cutoff` are removed; returns how many. */
export async function deleteFinishedDeliveriesBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('next_attempt_at', 'is', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A success clears the failing streak; a failure starts one (when none runs). */
export async function recordWebhookHealth(db: Db, id: string, ok: boolean, now: number): Promise<void> {
  const query = db.updateTable('webhooks').where('id', '=', id);
  if (ok) await query.set({ failing_since: null }).execute();
  else
    await query
      .set({ failing_since: sql<number>`coalesce(failing_since, ${now})` })
      .where('disabled_at', 'is', null)
      .execute();
}

/** Disables a webhook that has been failing since before `cutoff`; true when it did. */
export async function disableIfFailingSince(db: Db, id: string, cutoff: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ disabled_at: now })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .where('failing_since', '<', cutoff)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * What the dispatcher may have to do, in one cheap read (no lock): whether any webhook is enabled
 * (else events need no fan-out), and whether any delivery is due at `now`.
 */
export async function webhookWork(db: Db, now: number): Promise<{ webhooks: boolean; due: boolean }> {
  const [row] = await workToDo.run(db, { now });
  return { webhooks: readFlag(row!.webhooks), due: readFlag(row!.due) };
}

// Asked after writes and every second: a hot statement (statements.ts).
const workToDo = statement<{ now: number }, { webhooks: unknown; due: unknown }>((db, slot) =>
  db.selectNoFrom((eb) => [
    eb.exists(eb.selectFrom('webhooks').select('id').where('disabled_at', 'is', null)).as('webhooks'),
    eb.exists(eb.selectFrom('webhook_deliveries').select('id').where('next_attempt_at', '<=', slot('now'))).as('due'),
  ]),
);

/** Webhooks of these users (live, enabled or not: the caller filters). */
export async function listWebhooksOfUsers(db: Db, userIds: readonly string[]): Promise<WebhookRecord[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where('user_id', 'in', userIds).execute();
  return rows.map(toWebhook);
}
