/**
 * Rate limits (decisions.md): a fixed one-minute window per bucket, keyed by the caller's user when a
 * valid token was sent, else by client IP. Counters live in Redis when REDIS_URL is set, so every
 * instance shares them; otherwise (or while Redis is unreachable) in this process's memory.
 * The counting is rate-limiter-flexible's; this file only maps requests to buckets and answers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '../errors.js';
import type { RedisClient } from '../lib/redis.js';
import { type Bucket, bucketFor } from './rate-limit-buckets.js';

const WINDOW_SECONDS = 60;

export interface RateLimitOptions {
  /** RATE_LIMIT_MULTIPLIER: scales every bucket; 0 turns limiting off. */
  multiplier: number;
  redis: RedisClient | null;
  /** Key prefix in Redis (REDIS_PREFIX). */
  prefix: string;
}

function limitOf(bucket: Bucket, multiplier: number): number {
  return Math.max(1, Math.floor(bucket.perMinute * multiplier));
}

function setHeaders(reply: FastifyReply, bucket: string, limit: number, result: RateLimiterRes): number {
  const reset = Math.ceil((Date.now() + result.msBeforeNext) / 1000);
  reply.header('x-ratelimit-bucket', bucket);
  reply.header('x-ratelimit-limit', limit);
  reply.header('x-ratelimit-remaining', result.remainingPoints);
  reply.header('x-ratelimit-reset', reset);
  return reset;
}

async function rateLimit(app: FastifyInstance, options: RateLimitOptions) {
  if (options.multiplier === 0) return;
  const limiters = new Map<string, { limiter: RateLimiterAbstract; limit: number }>();

  const limiterFor = (bucket: Bucket) => {
    let entry = limiters.get(bucket.name);
    if (!entry) {
      const limit = limitOf(bucket, options.multiplier);
      const settings = { points: limit, duration: WINDOW_SECONDS, keyPrefix: `${options.prefix}rl:${bucket.name}` };
      const memory = new RateLimiterMemory(settings);
      const limiter = options.redis
        ? new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: memory })
        : memory;
      entry = { limiter, limit };
      limiters.set(bucket.name, entry);
    }
    return entry;
  };

  app.addHook('onRequest', async (request, reply) => {
    const bucket = bucketFor(request.method, request.routeOptions.url);
    if (bucket === null) return;
    const { limiter, limit } = limiterFor(bucket);
    const key = request.caller ? `user:${request.caller.userId}` : `ip:${request.ip}`;
    let result: RateLimiterRes;
    try {
      result = await limiter.consume(key);
    } catch (refusal) {
      // rate-limiter-flexible rejects with a RateLimiterRes when the budget is spent.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const reset = setHeaders(reply, bucket.name, limit, refusal);
      reply.header('retry-after', Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
      throw errors.rateLimited(bucket.name, limit, reset);
    }
    setHeaders(reply, bucket.name, limit, result);
  });
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['auth'] });
