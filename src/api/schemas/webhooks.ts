/** Request and response schemas of the webhook endpoints. */
import { Type } from 'typebox';
import { WEBHOOK_EVENTS } from '../../modules/webhooks/webhook-service.js';
import { NullableString } from '../../profiles/schemas/profile.js';

export const CreateWebhookBody = Type.Object(
  {
    url: Type.String({ maxLength: 2000, description: 'an https URL on the public internet that accepts POST' }),
    events: Type.Optional(
      Type.Array(Type.String({ maxLength: 64 }), {
        maxItems: 16,
        description: `what to send: any of ${WEBHOOK_EVENTS.join(', ')} (default: all); ping always comes`,
      }),
    ),
    description: Type.Optional(
      NullableString({ maxLength: 200, description: 'a note for yourself, up to 200 characters' }),
    ),
  },
  { additionalProperties: false },
);

const webhookProperties = {
  id: Type.String({ description: "the webhook's ID" }),
  url: Type.String({ description: 'where events are posted' }),
  events: Type.Array(Type.String(), { description: 'the events it receives' }),
  description: NullableString({ description: 'as given' }),
  created_at: Type.String({ format: 'date-time', description: 'when it was made' }),
  failing_since: NullableString({ description: 'since when its deliveries fail (date-time), or null' }),
  disabled_at: NullableString({
    description: 'when it was disabled after failing for 5 days (date-time), or null; make a new one to resume',
  }),
};

export const WebhookSchema = Type.Object(webhookProperties, { title: 'Webhook' });

export const NewWebhookSchema = Type.Object(
  {
    ...webhookProperties,
    secret: Type.String({ description: 'the signing secret (whsec_…), shown only here: verify each delivery with it' }),
  },
  { title: 'NewWebhook' },
);

export const DeliverySchema = Type.Object(
  {
    id: Type.String({ description: 'the webhook-id header of every attempt (receivers deduplicate by it)' }),
    event_id: Type.String({ description: 'the change event it carries' }),
    type: Type.String({ description: 'the event type (or ping)' }),
    attempts: Type.Integer({ description: 'attempts so far' }),
    last_status: Type.Union([Type.Integer(), Type.Null()], {
      description: 'the HTTP status of the last attempt, or null',
    }),
    last_error: NullableString({ description: 'why the last attempt failed, or null' }),
    next_attempt_at: NullableString({
      description: 'when the next attempt is due (date-time); null: delivered or given up',
    }),
    delivered_at: NullableString({ description: 'when it was delivered (date-time), or null' }),
    created_at: Type.String({ format: 'date-time', description: 'when it was queued' }),
  },
  { title: 'WebhookDelivery' },
);
