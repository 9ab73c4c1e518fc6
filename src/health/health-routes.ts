/**
 * Probes for orchestrators, outside the API prefix and rate limits: /healthz says the process serves
 * HTTP; /readyz says it can do useful work (database, and Redis when configured, answer) and turns
 * 503 as soon as a graceful shutdown begins, so load balancers stop sending traffic.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context/app-context.js';
import { pingDatabase } from '../db/database.js';
import { withinTime } from '../lib/deadline.js';
import { pingRedis, type RedisClient } from '../lib/redis.js';

const PROBE_TIMEOUT_MS = 1000;

const Check = Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('not configured')]);
const ReadySchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('shutting down')]),
  checks: Type.Object({ database: Check, redis: Check }),
});

export const healthRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; redis: RedisClient | null }> = async (
  app,
  { ctx, redis },
) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        hide: true,
        summary: 'The process is up',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        hide: true,
        summary: 'The instance can serve: database (and Redis, when configured) answer',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      // Each check answers within PROBE_TIMEOUT_MS, so /readyz itself never hangs.
      const [database, redisOk] = await Promise.all([
        withinTime(pingDatabase(ctx.readDb), PROBE_TIMEOUT_MS),
        redis ? withinTime(pingRedis(redis), PROBE_TIMEOUT_MS) : null,
      ]);
      const checks = {
        database: database ? ('ok' as const) : ('failed' as const),
        redis: redisOk === null ? ('not configured' as const) : redisOk ? ('ok' as const) : ('failed' as const),
      };
      const ready = !closing && database && redisOk !== false;
      const status = closing ? ('shutting down' as const) : ready ? ('ok' as const) : ('unavailable' as const);
      return reply.code(ready ? 200 : 503).send({ status, checks });
    },
  );
};
