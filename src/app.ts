/** buildApp: the whole service as a Fastify instance, built from a Config. It never listens. */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config.js';
import { openContext } from './context.js';
import type { Clock } from './lib/clock.js';
import { closeRedis, openRedis, type RedisClient, waitForRedis } from './lib/redis.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { avatarRoutes } from './modules/avatars/avatar-routes.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { memberRoutes } from './modules/members/member-routes.js';
import { metaRoutes } from './modules/meta/meta-routes.js';
import { createMetaService } from './modules/meta/meta-service.js';
import { userRoutes } from './modules/users/user-routes.js';
import accountPurge from './plugins/account-purge.js';
import auth from './plugins/auth.js';
import cors from './plugins/cors.js';
import errorHandler from './plugins/error-handler.js';
import jsonBody from './plugins/json-body.js';
import openapi from './plugins/openapi.js';
import rateLimit from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';

export const BODY_LIMIT = 2 * 1024 * 1024;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Run the purge of deleted accounts this often (the server does; tests leave it off). */
  purgeEveryMs?: number;
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  let log: FastifyBaseLogger | undefined;
  const ctx = await openContext(config, options.clock, (error) => log?.warn({ err: error }, 'idle database connection failed'));

  const app = Fastify({
    logger: options.logger ?? false,
    // A log line per request costs more than the framework itself; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // A client gets 30 s to send a whole request (slow-loris). Keep-alive stays at Fastify's 72 s,
    // above the idle timeouts of common load balancers.
    requestTimeout: 30_000,
    // Member names in URLs may be long once percent-encoded.
    routerOptions: { maxParamLength: 1000 },
    // A number counts proxy hops: X-Forwarded-For entries added by that many proxies are trusted.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ajv: {
      // Refuse what the schemas do not allow instead of quietly changing it.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  log = app.log;

  let redis: RedisClient | null = null;
  if (config.redisUrl) {
    redis = await openRedis(config.redisUrl, (error) => app.log.warn({ err: error }, 'redis connection problem'));
    // An instance that starts while Redis is down still serves, counting in memory until Redis is back.
    if (!(await waitForRedis(redis, 3000))) app.log.warn('redis is not reachable yet; rate limits count per process');
  }
  app.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
    await ctx.db.destroy();
  });

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(jsonBody);
  await app.register(auth, { ctx });
  await app.register(rateLimit, { multiplier: config.rateLimitMultiplier, redis, prefix: config.redisPrefix });
  await app.register(openapi, { version: packageJson.version });
  if (options.purgeEveryMs) await app.register(accountPurge, { ctx, everyMs: options.purgeEveryMs });

  const meta = createMetaService(ctx);
  // Any write that went through (its transaction committed) makes this instance count again.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) meta.invalidate();
  });

  const api = async (scope: typeof app) => {
    await scope.register(userRoutes, { ctx });
    await scope.register(memberRoutes, { ctx });
    await scope.register(metaRoutes, { ctx, meta });
    await scope.register(authRoutes, { ctx });
  };
  await app.register(api, { prefix: '/api/v1' });
  await app.register(avatarRoutes, { ctx });
  await app.register(healthRoutes, { ctx, redis });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
