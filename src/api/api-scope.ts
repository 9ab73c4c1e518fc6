/**
 * The /api/v1 scope: JSON in and out, tokens in the Authorization header (never cookies), CORS for
 * any origin, rate limits per route bucket, APIError bodies for every failure. Encapsulated: nothing
 * registered here (body parsers, hooks, handlers) reaches the other scopes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { apiErrorHandler, apiNotFoundHandler } from '../http/api-errors.js';
import { type LoginThrottle, type RateLimiter, rateLimitHook } from '../http/rate-limit.js';
import type { MetaService } from '../modules/meta/meta-service.js';
import { enforceAuthRule, identifyCaller } from './plugins/auth.js';
import { boundLargeBodies } from './plugins/large-bodies.js';
import { allowAnyOrigin } from '../http/cors.js';
import jsonBody from './plugins/json-body.js';
import { accountRoutes } from './routes/accounts.js';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { portabilityRoutes } from './routes/portability.js';
import { remoteImportRoutes } from './routes/remote-import.js';
import { emailRoutes } from './routes/email.js';
import { reportRoutes } from './routes/reports.js';
import { webhookRoutes } from './routes/webhooks.js';
import { batchRoutes } from './routes/batch.js';
import { flagRoutes } from './routes/flags.js';
import { audienceRoutes } from './routes/audiences.js';
import { groupRoutes } from './routes/groups.js';
import { syncRoutes } from './routes/syncs.js';
import { sharedViewRoutes } from './routes/shared-views.js';
import { memberRoutes } from './routes/members.js';
import { metaRoutes } from './routes/meta.js';
import { userRoutes } from './routes/users.js';
import type { PublicReads } from './presenters/public-reads.js';
import type { RemoteReads } from './remote-reads.js';

/** Where the API is served: its version is part of every path. */
export const API_PREFIX = '/api/v1';

export interface ApiScopeOptions {
  ctx: AppContext;
  reads: PublicReads;
  limiter: RateLimiter | null;
  loginThrottle: LoginThrottle | null;
  /** Shared with the web pages: one count of the statistics for both. */
  meta: MetaService;
  /** Shared with the web pages: one account reads one at a time, whichever way it asks. */
  remoteReads: RemoteReads;
}

export async function apiScope(
  api: FastifyInstance,
  { ctx, reads, limiter, loginThrottle, meta, remoteReads }: ApiScopeOptions,
) {
  api.decorateRequest('caller', null);
  api.decorateRequest('tokenState', 'none');
  api.setErrorHandler(apiErrorHandler);
  // CORS first, so that refusals by authentication and rate limits (401, 403, 429) carry its headers.
  await allowAnyOrigin(api);
  await api.register(jsonBody);
  api.addHook('onRequest', identifyCaller(ctx));
  api.addHook(
    'onRequest',
    rateLimitHook(limiter, (request) => request.caller?.userId ?? null),
  );
  api.addHook('preParsing', enforceAuthRule);
  boundLargeBodies(api, ctx);
  api.setNotFoundHandler(apiNotFoundHandler(api.routeTable));

  await api.register(userRoutes, { ctx, reads });
  await api.register(accountRoutes, { ctx });
  await api.register(memberRoutes, { ctx, reads });
  await api.register(flagRoutes, { ctx });
  await api.register(audienceRoutes, { ctx });
  await api.register(groupRoutes, { ctx });
  await api.register(syncRoutes, { ctx });
  await api.register(sharedViewRoutes, { ctx });
  await api.register(batchRoutes, { ctx, reads });
  await api.register(metaRoutes, { ctx, meta });
  await api.register(authRoutes, { ctx, loginThrottle });
  await api.register(emailRoutes, { ctx });
  await api.register(reportRoutes, { ctx });
  await api.register(adminRoutes, { ctx });
  await api.register(portabilityRoutes, { ctx });
  await api.register(remoteImportRoutes, { ctx, remoteReads });
  await api.register(webhookRoutes, { ctx });
  api.get('/openapi.json', { config: { rateLimit: 'fallback' }, schema: { hide: true } }, async () => api.swagger());
}
