/**
 * buildApp: the whole service as a Fastify instance, built from a Config. It never listens.
 * The root holds what every answer shares (route registry, security headers, the OpenAPI collector,
 * 404s for paths no scope claims: an HTML page for browsers, an APIError otherwise); each scope brings
 * its own security model and hooks:
 *   /api/v1  JSON API: token auth, CORS *, rate limits (api/api-scope.ts)
 *   /api/docs the API reference page
 *   /media   avatar files (media/media-routes.ts)
 *   /healthz, /readyz  probes, never limited (health/health-routes.ts)
 *   /pronoundb/api/v2/lookup  PronounDB's lookup, as PronounDB answers it (pronoundb/pronoundb-routes.ts)
 *   /, /@…, /edit/…  web pages: cookie sessions, CSRF, strict CSP, HTML errors (web/web-scope.tsx)
 *   /oembed, /@…/embed  embeds for other sites: no cookies, framable, CORS on the JSON (web/routes/)
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import { API_PREFIX, apiScope } from './api/api-scope.js';
import { openRemoteReads } from './api/remote-reads.js';
import { openapi } from './api/plugins/openapi.js';
import { closeContext, openContext } from './context/app-context.js';
import { VERSION } from './core/build-info.js';
import { BODY_LIMIT_BYTES, type Config } from './core/config.js';
import { ApiError, ErrorCode } from './core/errors.js';
import { healthRoutes } from './health/health-routes.js';
import { apiErrorHandler, apiNotFoundHandler, sendApiError } from './http/api-errors.js';
import { answerClientError } from './http/client-errors.js';
import { answerPreparedFirst } from './http/prepared-reply.js';
import { compressAnswers } from './http/compression.js';
import { compileSchema } from './http/body-check.js';
import { compileSerializer } from './http/response-serializers.js';
import { countHandlersInFlight } from './http/handlers-in-flight.js';
import { createLoginThrottle, createRateLimiter, rateLimitHook } from './http/rate-limit.js';
import { createMetrics, type Metrics, observeRequests } from './http/metrics.js';
import { lazyRequestLogger, requestId, requestLog } from './http/request-log.js';
import routeRegistry from './http/route-registry.js';
import securityHeaders from './http/security-headers.js';
import { maintenance } from './jobs/maintenance.js';
import { wideningJob } from './jobs/widening.js';
import { webhookDispatch } from './jobs/webhook-dispatch.js';
import { mailDispatch } from './jobs/mail-dispatch.js';
import linkVerification from './jobs/link-verification.js';
import type { Clock } from './lib/clock.js';
import { poolUse } from './db/database.js';
import { schemaAheadWarning } from './db/migrator.js';
import { closeRedis, openRedis, type RedisClient, waitForRedis } from './lib/redis.js';
import { mediaScope } from './media/media-routes.js';
import { defaultAvatarRoutes } from './media/default-avatar-routes.js';
import { trustProxyOption } from './http/client-address.js';
import { PublicReads } from './api/presenters/public-reads.js';
import { PreparedAnswers } from './http/prepared-answers.js';
import { watchOtherWriters } from './profiles/events/change-feed.js';
import { createMetaService } from './modules/meta/meta-service.js';
import { createPageSender, sendErrorPage, webScope } from './web/web-scope.js';
import { pronounDbRoutes } from './pronoundb/pronoundb-routes.js';
import { syncDispatch } from './jobs/sync-dispatch.js';
import { wantsPage } from './web/support/page-sender.js';
import { redirectShortDomain } from './web/routes/public-routes.js';
import { embedPages } from './web/routes/embed-routes.js';
import { oembedRoutes } from './web/routes/oembed-routes.js';
import { ActorAnswers } from './fediverse/actor-answers.js';
import { fediverseRoutes } from './fediverse/fediverse-routes.js';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Run the periodic upkeep (purge, media sweep) this often (the server does; tests leave it off). */
  maintenanceEveryMs?: number;
  /** How often changes that waited out their owner's widening delay are looked for (default 15 s). */
  wideningEveryMs?: number;
  /** How often profile syncs are looked at (only with SYNC_KEY; default 1 s). */
  syncDispatchEveryMs?: number;
  /** How often the webhook dispatcher looks for work besides this process's own writes (ms). */
  webhookDispatchEveryMs?: number;
  /** How often the mail outbox is looked at (where mail is set up). */
  mailDispatchEveryMs?: number;
  /**
   * Check the links profiles list for a link back (the server does; tests leave it off unless they
   * test it): how often the profiles due for a check are looked up, and the least time between two
   * fetches starting at one host.
   */
  linkChecks?: { everyMs: number; hostSpacingMs: number; profileBudgetMs?: number };
  /**
   * A connection silent for this long is closed (default 75 s, above the 72 s keep-alive); a shorter
   * one shortens the keep-alive too, so a connection gone quiet after a request is closed as soon.
   */
  idleConnectionTimeoutMs?: number;
  /** When a /meta count is answered from the last one (meta-service.ts; tests that count exactly never are). */
  metaCounting?: { expensiveMs: number; spacing: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** A client gets this long to send a whole request (slow-loris). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Fastify's default, above the idle timeouts of common load balancers. */
const KEEP_ALIVE_MS = 72_000;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function buildApp(config: Config, options: BuildOptions = {}) {
  let log: FastifyBaseLogger | undefined;
  const ctx = await openContext(config, {
    ...(options.clock ? { clock: options.clock } : {}),
    onDatabaseError: (error) => log?.warn({ err: error }, 'idle database connection failed'),
    onSubscriberError: (error) => log?.error({ err: error }, 'a change-event subscriber failed'),
  });

  const trustProxy = trustProxyOption(config.trustProxy);
  const connectionTimeout = options.idleConnectionTimeoutMs ?? 75_000;
  const app = Fastify({
    logger: options.logger ?? false,
    // A log line per request costs more than the framework itself; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Our own id (see http/request-log.ts): the client's X-Request-Id only when it is a sane token.
    genReqId: requestId,
    childLoggerFactory: lazyRequestLogger,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client gets 30 s to send a whole request (slow-loris). Keep-alive stays at Fastify's 72 s,
    // above the idle timeouts of common load balancers.
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: Math.min(KEEP_ALIVE_MS, connectionTimeout),
    // A connection that says nothing at all (never a request, or idle after one) is closed, so
    // silent sockets cannot pile up.
    connectionTimeout,
    // Member names in URLs may be long once percent-encoded.
    routerOptions: { maxParamLength: 1000 },
    // A number counts proxy hops: X-Forwarded-For entries added by that many proxies are trusted.
    trustProxy,
    // What the HTTP parser refuses (headers over 16 KB, not HTTP, too slow) gets the site's own answers.
    clientErrorHandler: answerClientError,
    // Errors the router raises before any route runs are APIErrors too: bad percent-encoding is a 400;
    // a path segment longer than any name can be names nothing (404).
    frameworkErrors: (error, _request, reply) =>
      sendApiError(
        reply,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new ApiError(ErrorCode.NotFound, 'Nothing has a name that long')
          : new ApiError(ErrorCode.BadRequest, 'The request URL is not valid: bad percent-encoding'),
      ),
  }).withTypeProvider<TypeBoxTypeProvider>();
  log = app.log;
  if (ctx.schemaAhead.length > 0) app.log.warn(schemaAheadWarning(ctx.schemaAhead));
  // One Ajv for every schema: the routes' and the bodies checked outside them (http/body-check.ts).
  app.setValidatorCompiler(({ schema }) => compileSchema(schema as TSchema));
  app.setSerializerCompiler(compileSerializer);
  // Before any route is added: every handler is counted, and closing waits for the last (see the end).
  const handlersInFlight = countHandlersInFlight(app);

  let redis: RedisClient | null = null;
  if (config.redisUrl) {
    redis = await openRedis(config.redisUrl, (error) => app.log.warn({ err: error }, 'redis connection problem'));
    // An instance that starts while Redis is down still serves, counting in memory until Redis is back.
    if (!(await waitForRedis(redis, 3000))) app.log.warn('redis is not reachable yet; rate limits count per process');
  }
  app.addHook('onClose', async () => {
    handlersInFlight.closingStorage();
    if (redis) await closeRedis(redis);
    await closeContext(ctx);
  });
  // Prepared public answers, dropped on this process's writes and, through the change feed, on others'.
  const feed = watchOtherWriters({ ...ctx, database: config.database }, (error) =>
    app.log.warn({ err: error }, 'change feed problem'),
  );
  const answers = config.readCacheBytes > 0 ? new PreparedAnswers(config.readCacheBytes, () => feed.trusted) : null;
  answers?.subscribeTo(ctx.events);
  app.addHook('onClose', async () => feed.close());
  const reads = new PublicReads(answers, ctx.clock, config);
  const actors = new ActorAnswers(ctx, answers, reads.publicCacheControl);
  const limits = { multiplier: config.rateLimitMultiplier, redis, prefix: config.redisPrefix };
  const limiter = createRateLimiter(limits);
  const loginThrottle = createLoginThrottle(limits);

  await app.register(routeRegistry);
  await compressAnswers(app);
  // First of all: prepared answers (public reads, /meta) go out before any other hook runs.
  answerPreparedFirst(app, limiter);
  requestLog(app, { accessLog: config.accessLog, sample: config.accessLogSample });
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  observeRequests(app, metrics);
  for (const [name, queue] of Object.entries(ctx.work)) {
    metrics.gauge(
      `nametag_work_queue_${snakeCase(name)}`,
      `${queue.name}: tasks running and waiting`,
      () => queue.depth,
    );
  }
  if (answers) {
    const figures = {
      hits: 'public reads answered from a prepared answer',
      misses: 'public reads that found no prepared answer',
      entries: 'prepared answers kept',
      bytes: 'memory the prepared answers take (approximate)',
    } as const;
    for (const [figure, help] of Object.entries(figures)) {
      metrics.gauge(`nametag_read_cache_${figure}`, help, () => answers.statistics()[figure as keyof typeof figures]);
    }
  }
  for (const state of ['total', 'idle', 'waiting'] as const) {
    metrics.gauge(
      `nametag_db_pool_${state}`,
      `PostgreSQL pool connections (${state})`,
      () => poolUse(ctx.db)?.[state] ?? 0,
    );
  }
  // A change feed that hears nothing looks like a quiet database; only this says it is deaf (and the
  // prepared answers are off until it hears again).
  metrics.gauge(
    'nametag_change_feed_trusted',
    'Whether changes made by other processes are being seen: 1 listening (PostgreSQL) or polling (SQLite), 0 not',
    () => (feed.trusted ? 1 : 0),
  );
  if (config.metrics.enabled && config.metrics.port === null) {
    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    );
  }
  await app.register(securityHeaders);
  await app.register(openapi, { version: VERSION, prefix: API_PREFIX });
  // Paths no scope claims: JSON errors, counted against the fallback budget per client address.
  app.setErrorHandler(apiErrorHandler);
  // Browsers asking for a page get an HTML 404; everyone else an APIError.
  const pages = createPageSender(ctx, answers);
  const jsonNotFound = apiNotFoundHandler(app.routeTable);
  app.setNotFoundHandler({ preHandler: rateLimitHook(limiter, () => null) }, async (request, reply) => {
    if (await redirectShortDomain(ctx, request, reply)) return reply;
    return wantsPage(request)
      ? sendErrorPage(pages, request, reply, 404, pages.messages(request).t('error.noPage'))
      : jsonNotFound(request, reply);
  });

  const meta = createMetaService(
    ctx,
    (error) => log?.warn({ err: error }, 'counting the /meta statistics failed'),
    options.metaCounting,
  );
  // Readings of accounts from other services, shared by the API and the pages (one thread, fair places).
  const remoteReads = openRemoteReads(ctx);
  app.addHook('onClose', () => remoteReads.close());
  await app.register(apiScope, {
    prefix: API_PREFIX,
    ctx,
    reads,
    limiter,
    loginThrottle,
    meta,
    remoteReads,
  });
  await app.register(mediaScope, { prefix: '/media', ctx, limiter });
  await app.register(defaultAvatarRoutes, { prefix: '/default', limiter });
  await app.register(fediverseRoutes, { ctx, limiter, actors, cacheControl: reads.publicCacheControl });
  await app.register(pronounDbRoutes, { ctx, limiter, reads });
  // Embeds are for other sites: outside the web scope, so no cookie of its own goes with them.
  await app.register(oembedRoutes, { ctx, limiter });
  await app.register(embedPages, { ctx, limiter, assets: pages.assets });
  await app.register(webScope, { ctx, limiter, loginThrottle, meta, pages, actors, remoteReads });
  await app.register(healthRoutes, { ctx, redis });
  await app.register(webhookDispatch, { ctx, everyMs: options.webhookDispatchEveryMs ?? 1000 });
  await app.register(mailDispatch, { ctx, everyMs: options.mailDispatchEveryMs ?? 1000 });
  await app.register(linkVerification, { ctx, checks: options.linkChecks ?? null });
  if (options.maintenanceEveryMs) await app.register(maintenance, { ctx, everyMs: options.maintenanceEveryMs });
  await app.register(wideningJob, { ctx, everyMs: options.wideningEveryMs ?? 15_000 });
  await app.register(syncDispatch, { ctx, everyMs: options.syncDispatchEveryMs ?? 1000 });
  // onClose hooks run last-added first: this one, before the pools and the database are closed.
  app.addHook('onClose', () => handlersInFlight.settled());

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
