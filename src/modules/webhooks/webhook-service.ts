/**
 * A user's webhooks: at most 5, each an https URL on the public internet (checked again at
 * every delivery, after DNS resolution), the events it wants (default all) and its signing secret,
 * shown once. A ping can be sent to test one; the last 100 deliveries can be read.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors, invalidField } from '../../core/errors.js';
import { couldBeId, newId } from '../../lib/ids.js';
import { isCallableAddress } from '../../lib/public-address.js';
import { newWebhookSecret } from '../../lib/webhook-sender.js';
import {
  type DeliveryRecord,
  countWebhooksOfUser,
  deleteFinishedDeliveriesBefore,
  deleteWebhook,
  findWebhook,
  insertDeliveries,
  insertWebhook,
  lockWebhookOwner,
  listDeliveries,
  listWebhooksOfUser,
  type WebhookRecord,
} from './webhook-store.js';

export const MAX_WEBHOOKS = 5;
export const DELIVERIES_SHOWN = 100;

/** What a webhook can subscribe to (`ping` always comes: it is what the test sends). */
export const WEBHOOK_EVENTS = [
  'user.updated',
  'member.created',
  'member.updated',
  'member.deleted',
  'account.deleted',
  'account.restored',
  'group.created',
  'group.updated',
  'group.deleted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface NewWebhook {
  url: string;
  events?: string[] | undefined;
  description?: string | null | undefined;
}

/** The URL a webhook may have: https, no credentials, a public host (WEBHOOK_ALLOW_INSECURE: http and loopback too). */
export function checkWebhookUrl(raw: string, allowInsecure: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidField('url', 'must be an absolute https URL');
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) {
    throw invalidField('url', 'must be an https URL');
  }
  if (url.username !== '' || url.password !== '') throw invalidField('url', 'must not carry a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  if (literal && !isCallableAddress(host, allowInsecure)) {
    throw invalidField('url', 'must not be a private, loopback or link-local address');
  }
  if (!allowInsecure && !literal && (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))) {
    throw invalidField('url', 'must name a host on the public internet');
  }
  return url.toString();
}

export async function createWebhook(ctx: AppContext, userId: string, input: NewWebhook): Promise<WebhookRecord> {
  const url = checkWebhookUrl(input.url, ctx.config.webhookAllowInsecure);
  const events = [...new Set(input.events ?? WEBHOOK_EVENTS)];
  for (const [i, event] of events.entries()) {
    if (!(WEBHOOK_EVENTS as readonly string[]).includes(event)) {
      throw invalidField(`events.${i}`, `must be one of ${WEBHOOK_EVENTS.join(', ')}`);
    }
  }
  const description = input.description?.trim() || null;
  return ctx.db.transaction().execute(async (trx) => {
    await lockWebhookOwner(trx, userId);
    if ((await countWebhooksOfUser(trx, userId)) >= MAX_WEBHOOKS) throw errors.webhookLimitReached(MAX_WEBHOOKS);
    const webhook: WebhookRecord = {
      id: newId(),
      user_id: userId,
      url,
      events,
      description,
      secret: newWebhookSecret(),
      created_at: ctx.clock.now(),
      failing_since: null,
      disabled_at: null,
    };
    await insertWebhook(trx, webhook);
    return webhook;
  });
}

export function listWebhooks(ctx: AppContext, userId: string): Promise<WebhookRecord[]> {
  return listWebhooksOfUser(ctx.db, userId);
}

async function ownWebhook(ctx: AppContext, userId: string, id: string): Promise<WebhookRecord> {
  const webhook = couldBeId(id) ? await findWebhook(ctx.db, userId, id) : undefined;
  if (!webhook) throw errors.notFound('Webhook');
  return webhook;
}

export async function removeWebhook(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!couldBeId(id) || !(await deleteWebhook(ctx.db, userId, id))) throw errors.notFound('Webhook');
}

/** Queues a `ping` to the webhook (delivered like any event within a second, disabled webhooks included). */
export async function pingWebhook(ctx: AppContext, userId: string, id: string): Promise<void> {
  const webhook = await ownWebhook(ctx, userId, id);
  const now = ctx.clock.now();
  const eventId = newId();
  await insertDeliveries(ctx.db, [
    {
      id: `msg_${eventId}`,
      webhook_id: webhook.id,
      event_id: eventId,
      type: 'ping',
      user_id: userId,
      member_id: null,
      group_id: null,
      event_at: now,
      attempts: 0,
      next_attempt_at: now,
      last_status: null,
      last_error: null,
      delivered_at: null,
      created_at: now,
    },
  ]);
}

/** How long finished deliveries (delivered or given up) are kept for the listing. */
export const DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export function pruneWebhookDeliveries(ctx: AppContext): Promise<number> {
  return deleteFinishedDeliveriesBefore(ctx.db, ctx.clock.now() - DELIVERY_RETENTION_MS);
}

export async function webhookDeliveries(ctx: AppContext, userId: string, id: string): Promise<DeliveryRecord[]> {
  const webhook = await ownWebhook(ctx, userId, id);
  return listDeliveries(ctx.db, webhook.id, DELIVERIES_SHOWN);
}
