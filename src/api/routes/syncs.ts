/**
 * HTTP: the caller's profile syncs (a Nametag extension; docs/SYNC.md): how each goes, connecting a
 * Bluesky account, choosing what is written, another attempt, and stopping. A Mastodon account is
 * connected in the browser (its server asks the person). Session tokens only: these hold another
 * service's credentials.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { SHIPPED_LOCALES } from '../../i18n/locales.js';
import { callerOf } from '../../modules/accounts/caller.js';
import {
  connectBluesky,
  disconnectSync,
  retrySync,
  setSyncChoicesOf,
  type SyncState,
  syncStates,
} from '../../modules/sync/sync-service.js';
import { errorResponses } from '../schemas/api-error.js';
import { BlueskyConnectBody, SyncChoicesBody, SyncSchema } from '../schemas/syncs.js';

const tags = ['syncs'];
const security = [{ token: [] }];
const serviceParams = Type.Object({ service: Type.String({ description: 'mastodon or bluesky' }) });
const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

function syncView(state: SyncState) {
  return {
    service: state.service,
    server: state.server,
    account: state.account,
    names: state.names,
    language: state.language,
    status: state.status,
    problem: state.problem,
    synced_at: iso(state.syncedAt),
    next_attempt_at: iso(state.nextAttemptAt),
  };
}

export const syncRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const one = async (userId: string, service: string) => {
    const state = (await syncStates(ctx, userId)).find((sync) => sync.service === service);
    if (state === undefined) throw errors.notFound('Sync');
    return syncView(state);
  };

  app.get(
    '/users/@me/syncs',
    {
      config: { auth: 'session', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'listSyncs',
        tags,
        security,
        summary: "Where the caller's pronouns are kept up to date, and how it goes",
        response: { 200: Type.Array(SyncSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => (await syncStates(ctx, callerOf(request).userId)).map(syncView),
  );

  app.post(
    '/users/@me/syncs/bluesky',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'connectBluesky',
        tags,
        security,
        summary: 'Keep the pronouns on a Bluesky account up to date, with an app password',
        body: BlueskyConnectBody,
        response: { 200: SyncSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      await connectBluesky(ctx, userId, {
        handle: request.body.handle,
        appPassword: request.body.app_password,
        server: request.body.server ?? '',
        language: 'en',
      });
      return one(userId, 'bluesky');
    },
  );

  app.patch(
    '/users/@me/syncs/:service',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'updateSync',
        tags,
        security,
        summary: `What a sync writes: names too, and the fields' language (${SHIPPED_LOCALES.join(', ')})`,
        params: serviceParams,
        body: SyncChoicesBody,
        response: { 200: SyncSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      const current = await one(userId, request.params.service);
      await setSyncChoicesOf(ctx, userId, request.params.service, {
        names: request.body.names ?? current.names,
        language: request.body.language ?? current.language,
      });
      return one(userId, request.params.service);
    },
  );

  app.post(
    '/users/@me/syncs/:service/retry',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'retrySync',
        tags,
        security,
        summary: 'Another attempt now, after a problem',
        params: serviceParams,
        response: { 200: SyncSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      await retrySync(ctx, userId, request.params.service);
      return one(userId, request.params.service);
    },
  );

  app.delete(
    '/users/@me/syncs/:service',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'stopSync',
        tags,
        security,
        summary: 'Stop keeping pronouns up to date there (what the profile there shows stays)',
        params: serviceParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await disconnectSync(ctx, callerOf(request).userId, request.params.service);
      return reply.code(204).send(null);
    },
  );
};
