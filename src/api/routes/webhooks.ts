/** HTTP: a user's webhooks (signed as Standard Webhooks, docs/WEBHOOKS.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import type { DeliveryRecord, WebhookRecord } from '../../modules/webhooks/webhook-store.js';
import {
  createWebhook,
  listWebhooks,
  pingWebhook,
  removeWebhook,
  webhookDeliveries,
} from '../../modules/webhooks/webhook-service.js';
import { errorResponses } from '../schemas/api-error.js';
import { CreateWebhookBody, DeliverySchema, NewWebhookSchema, WebhookSchema } from '../schemas/webhooks.js';

const tags = ['webhooks'];
const security = [{ token: [] }];
const idParams = Type.Object({ webhookId: Type.String({ description: "the webhook's ID" }) });
const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

function webhookView(webhook: WebhookRecord) {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    description: webhook.description,
    created_at: iso(webhook.created_at)!,
    failing_since: iso(webhook.failing_since),
    disabled_at: iso(webhook.disabled_at),
  };
}

function deliveryView(delivery: DeliveryRecord) {
  return {
    id: delivery.id,
    event_id: delivery.event_id,
    type: delivery.type,
    attempts: delivery.attempts,
    last_status: delivery.last_status,
    last_error: delivery.last_error,
    next_attempt_at: iso(delivery.next_attempt_at),
    delivered_at: iso(delivery.delivered_at),
    created_at: iso(delivery.created_at)!,
  };
}

export const webhookRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { auth: 'write' as const, rateLimit: 'webhooks' as const };

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        operationId: 'createWebhook',
        tags,
        security,
        summary: 'Add a webhook (at most 5): events are posted to its URL, signed with the secret shown only here',
        body: CreateWebhookBody,
        response: { 200: NewWebhookSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const webhook = await createWebhook(ctx, callerOf(request).userId, request.body);
      return { ...webhookView(webhook), secret: webhook.secret };
    },
  );

  app.get(
    '/webhooks',
    {
      config: { ...config, auth: 'required' as const },
      schema: {
        operationId: 'listWebhooks',
        tags,
        security,
        summary: "The caller's webhooks (without their secrets)",
        response: { 200: Type.Array(WebhookSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => (await listWebhooks(ctx, callerOf(request).userId)).map(webhookView),
  );

  app.delete(
    '/webhooks/:webhookId',
    {
      config,
      schema: {
        operationId: 'deleteWebhook',
        tags,
        security,
        summary: 'Remove a webhook (its pending deliveries are dropped)',
        params: idParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeWebhook(ctx, callerOf(request).userId, request.params.webhookId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhooks/:webhookId/test',
    {
      config,
      schema: {
        operationId: 'testWebhook',
        tags,
        security,
        summary: 'Send a ping to the webhook (delivered within a second, like any event)',
        params: idParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await pingWebhook(ctx, callerOf(request).userId, request.params.webhookId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/webhooks/:webhookId/deliveries',
    {
      config: { ...config, auth: 'required' as const },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        security,
        summary: "The webhook's last 100 deliveries, newest first: attempts, last status or error, next attempt",
        params: idParams,
        response: { 200: Type.Array(DeliverySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      (await webhookDeliveries(ctx, callerOf(request).userId, request.params.webhookId)).map(deliveryView),
  );
};
