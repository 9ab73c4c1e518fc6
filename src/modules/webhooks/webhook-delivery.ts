/**
 * Delivery of webhooks, durable and at least once:
 * 1. fan-out: change events committed by the write path (the outbox, written in each write's own
 *    transaction) become one delivery per matching webhook, in one transaction that also marks the
 *    events done — an event is fanned out once, even across instances (PostgreSQL: SKIP LOCKED);
 * 2. delivery: due deliveries are leased (their next attempt moved past the attempt's own time limit,
 *    so no other instance takes them meanwhile), posted signed, and their outcome recorded: delivered,
 *    or retried on the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after the first attempt),
 *    then given up. A webhook failing for 5 days is disabled. Every attempt carries the same
 *    `webhook-id`, so receivers can drop duplicates.
 * The payload is `{type, timestamp, data}`, `data` the owner's view of what changed as it stands
 * when the event is fanned out (no linked accounts, no secrets), or `{id}` for what is gone.
 */
import type { AppContext } from '../../context/app-context.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { sendWebhook } from '../../lib/webhook-sender.js';
import { markEventsFannedOut, type OutboxEvent, takePendingEvents } from '../../profiles/change-outbox.js';
import { findOwnerDocument, findPublicMember } from '../../profiles/profile-reader.js';
import { LINKED_ACCOUNT_ALIASES, LINKED_ACCOUNT_KEYS } from '../../profiles/profile-types.js';
import {
  type DeliveryRecord,
  disableIfFailingSince,
  findWebhookById,
  insertDeliveries,
  leaseDueDeliveries,
  listWebhooksOfUsers,
  recordAttempt,
  recordWebhookHealth,
} from './webhook-store.js';
import type { WebhookEvent } from './webhook-service.js';

/** Waits after a failed attempt n (1-based) before attempt n+1; after the last, the delivery is given up. */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** A leased delivery is not taken by another instance for this long (longer than an attempt can take). */
const LEASE_MS = 60_000;
const BATCH = 50;

const EVENT_OF_CHANGE: Partial<Record<OutboxEvent['type'], WebhookEvent>> = {
  'user.updated': 'user.updated',
  'member.created': 'member.created',
  'member.updated': 'member.updated',
  'member.deleted': 'member.deleted',
  'account.deleted': 'account.deleted',
};

/** The owner's view of what an event changed, as it stands now; `{id}` for what is gone. */
async function eventData(ctx: AppContext, db: Db, event: OutboxEvent, type: WebhookEvent): Promise<unknown> {
  if (type === 'user.updated') {
    const owner = await findOwnerDocument(db, event.userId, ctx.config.inviteLimit);
    if (!owner) return { id: event.userId };
    const view = JSON.parse(`${owner.head.toString('utf8')}}`) as Record<string, unknown>;
    for (const key of [...LINKED_ACCOUNT_KEYS, ...Object.keys(LINKED_ACCOUNT_ALIASES)]) delete view[key];
    return view;
  }
  if ((type === 'member.created' || type === 'member.updated') && event.memberId !== null) {
    const member = await findPublicMember(db, event.memberId);
    if (!member || member.userId !== event.userId) return { id: event.memberId };
    return { ...(JSON.parse(member.member.toString('utf8')) as object), unlisted: member.unlisted };
  }
  return { id: event.memberId ?? event.userId };
}

/** Turns committed change events into deliveries; returns how many events it took (0: none left). */
export async function fanOutEvents(ctx: AppContext): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const events = await takePendingEvents(trx, BATCH);
    if (events.length === 0) return 0;
    const webhooks = await listWebhooksOfUsers(trx, [...new Set(events.map((event) => event.userId))]);
    const deliveries: DeliveryRecord[] = [];
    for (const event of events) {
      const type = EVENT_OF_CHANGE[event.type];
      if (type === undefined) continue;
      const targets = webhooks.filter(
        (webhook) => webhook.user_id === event.userId && webhook.disabled_at === null && webhook.events.includes(type),
      );
      if (targets.length === 0) continue;
      const payload = JSON.stringify({
        type,
        timestamp: new Date(event.at).toISOString(),
        data: await eventData(ctx, trx, event, type),
      });
      const now = ctx.clock.now();
      for (const webhook of targets) {
        deliveries.push({
          id: `msg_${newId()}`,
          webhook_id: webhook.id,
          event_id: event.id,
          type,
          payload,
          attempts: 0,
          next_attempt_at: now,
          last_status: null,
          last_error: null,
          delivered_at: null,
          created_at: now,
        });
      }
    }
    await insertDeliveries(trx, deliveries);
    await markEventsFannedOut(
      trx,
      events.map((event) => event.id),
    );
    return events.length;
  });
}

async function attempt(ctx: AppContext, delivery: DeliveryRecord): Promise<void> {
  const webhook = await findWebhookById(ctx.db, delivery.webhook_id);
  const now = ctx.clock.now();
  if (!webhook || (webhook.disabled_at !== null && delivery.type !== 'ping')) {
    const error = webhook ? 'the webhook is disabled' : 'the webhook was deleted';
    return recordAttempt(ctx.db, delivery.id, { status: null, error, deliveredAt: null, nextAttemptAt: null });
  }
  const result = await sendWebhook(
    webhook,
    { id: delivery.id, timestamp: new Date(ctx.clock.now()), body: delivery.payload },
    { allowPrivate: ctx.config.webhookAllowInsecure, timeoutMs: ATTEMPT_TIMEOUT_MS },
  );
  const ok = result.error === null;
  const attempts = delivery.attempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const done = ctx.clock.now();
  await recordAttempt(ctx.db, delivery.id, {
    status: result.status,
    error: result.error,
    deliveredAt: ok ? done : null,
    nextAttemptAt: ok || delay === undefined ? null : now + delay,
  });
  await recordWebhookHealth(ctx.db, webhook.id, ok, now);
  if (!ok) await disableIfFailingSince(ctx.db, webhook.id, now - DISABLE_AFTER_MS, now);
}

/** Attempts the deliveries that are due, a batch at a time in parallel; returns how many it attempted. */
export async function deliverDue(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await leaseDueDeliveries(ctx.db, now, now + LEASE_MS, 10);
  await Promise.all(due.map((delivery) => attempt(ctx, delivery)));
  return due.length;
}
