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
 * The payload is `{type, timestamp, data}`, rendered at each attempt: `data` is the owner's view of
 * what changed as it stands then (no linked accounts, no secrets), or `{id}` for what is gone.
 */
import type { AppContext } from '../../context/app-context.js';
import { newId } from '../../lib/ids.js';
import { sendWebhook } from '../../lib/webhook-sender.js';
import {
  hasPendingEvents,
  markEventsFannedOut,
  type OutboxEvent,
  takePendingEvents,
} from '../../profiles/events/change-outbox.js';
import { findOwnerView, findPublicMember } from '../../profiles/profile-reader.js';
import { publicGroupOf } from '../members/group-service.js';
import { parseDocument } from '../../profiles/documents/stored-document.js';
import { LINKED_ACCOUNT_ALIASES, LINKED_ACCOUNT_KEYS } from '../../profiles/rules/profile-types.js';
import {
  type DeliveryRecord,
  disableIfFailingSince,
  findWebhookById,
  insertDeliveries,
  leaseDueDeliveries,
  listWebhooksOfUsers,
  recordAttempt,
  recordWebhookHealth,
  webhookWork,
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
  'account.restored': 'account.restored',
  'group.created': 'group.created',
  'group.updated': 'group.updated',
  'group.deleted': 'group.deleted',
};

/** What an event concerns, as a delivery row keeps it. */
interface EventRef {
  type: string;
  user_id: string;
  member_id: string | null;
  group_id: string | null;
}

/** The owner's view of what an event changed, as it stands now; `{id}` for what is gone. */
async function eventData(ctx: AppContext, event: EventRef, webhookId: string): Promise<unknown> {
  const db = ctx.readDb;
  if (event.type === 'ping') return { webhook_id: webhookId };
  if (event.type === 'user.updated') {
    // A payload leaves the owner's hands: the items the public sees, as the public sees them.
    const owner = await findOwnerView(db, event.user_id, ctx.config.inviteLimit, 'public');
    if (!owner) return { id: event.user_id };
    const view: Record<string, unknown> = parseDocument(owner.document);
    for (const key of [...LINKED_ACCOUNT_KEYS, ...Object.keys(LINKED_ACCOUNT_ALIASES)]) delete view[key];
    return view;
  }
  if ((event.type === 'member.created' || event.type === 'member.updated') && event.member_id !== null) {
    const member = await findPublicMember(db, event.member_id);
    if (!member || member.userId !== event.user_id) return { id: event.member_id };
    return { ...parseDocument(member.member), unlisted: member.unlisted };
  }
  if ((event.type === 'group.created' || event.type === 'group.updated') && event.group_id !== null) {
    // As the public sees it: a group it does not see (kept to audiences) is named by its ID only.
    const group = await publicGroupOf(ctx, event.user_id, event.group_id);
    return group ?? { id: event.group_id };
  }
  return { id: event.group_id ?? event.member_id ?? event.user_id };
}

/**
 * What the dispatcher may have to do (`lookForWork`): read without a transaction, so an idle server
 * takes no write lock every second. While no webhook is enabled, events stay as they are (a webhook
 * made later only receives events from after its creation, and the maintenance job prunes old events).
 */
export function lookForWork(ctx: AppContext): Promise<{ webhooks: boolean; due: boolean }> {
  return webhookWork(ctx.readDb, ctx.clock.now());
}

/**
 * Turns committed change events into deliveries (small rows: the payload is rendered at each attempt);
 * returns how many events it took (0: none left). The transaction reads and writes a few small rows
 * only, so it never holds the write lock for long. Call while some webhook is enabled.
 */
export async function fanOutEvents(ctx: AppContext): Promise<number> {
  if (!(await hasPendingEvents(ctx.readDb))) return 0;
  return ctx.db.transaction().execute(async (trx) => {
    const events = await takePendingEvents(trx, BATCH);
    if (events.length === 0) return 0;
    const webhooks = await listWebhooksOfUsers(trx, [...new Set(events.map((event) => event.userId))]);
    const now = ctx.clock.now();
    const deliveries: DeliveryRecord[] = [];
    for (const event of events) {
      const type = EVENT_OF_CHANGE[event.type];
      if (type === undefined) continue;
      for (const webhook of webhooks) {
        if (webhook.user_id !== event.userId || webhook.disabled_at !== null || !webhook.events.includes(type))
          continue;
        // A webhook receives the events committed after it was made.
        if (event.at < webhook.created_at) continue;
        deliveries.push({
          id: `msg_${newId()}`,
          webhook_id: webhook.id,
          event_id: event.id,
          type,
          user_id: event.userId,
          member_id: event.memberId,
          group_id: event.groupId,
          event_at: event.at,
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

/** One attempt of one delivery; never throws (a failure is recorded, or logged by the caller). */
export async function attemptDelivery(ctx: AppContext, delivery: DeliveryRecord): Promise<void> {
  const webhook = await findWebhookById(ctx.db, delivery.webhook_id);
  const now = ctx.clock.now();
  if (!webhook || (webhook.disabled_at !== null && delivery.type !== 'ping')) {
    const error = webhook ? 'the webhook is disabled' : 'the webhook was deleted';
    return recordAttempt(ctx.db, delivery.id, { status: null, error, deliveredAt: null, nextAttemptAt: null });
  }
  const body = JSON.stringify({
    type: delivery.type,
    timestamp: new Date(delivery.event_at).toISOString(),
    data: await eventData(ctx, delivery, webhook.id),
  });
  const result = await sendWebhook(
    webhook,
    { id: delivery.id, timestamp: new Date(ctx.clock.now()), body },
    { allowLoopback: ctx.config.webhookAllowInsecure, timeoutMs: ATTEMPT_TIMEOUT_MS },
  );
  const ok = result.error === null;
  const attempts = delivery.attempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  // The attempt and the webhook's health together: nobody reads a delivered attempt of a webhook
  // still said to be failing.
  await ctx.db.transaction().execute(async (trx) => {
    await recordAttempt(trx, delivery.id, {
      status: result.status,
      error: result.error,
      deliveredAt: ok ? ctx.clock.now() : null,
      nextAttemptAt: ok || delay === undefined ? null : now + delay,
    });
    await recordWebhookHealth(trx, webhook.id, ok, now);
  });
  if (!ok) await disableIfFailingSince(ctx.db, webhook.id, now - DISABLE_AFTER_MS, now);
}

/**
 * Leases up to `limit` due deliveries of webhooks that have no attempt in flight here (one attempt per
 * webhook at a time: a slow receiver only delays its own deliveries).
 */
export async function leaseDue(ctx: AppContext, limit: number, busyWebhooks: readonly string[]) {
  const now = ctx.clock.now();
  if (limit <= 0) return [];
  return leaseDueDeliveries(ctx.db, now, now + LEASE_MS, limit, busyWebhooks);
}
