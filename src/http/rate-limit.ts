/**
 * Rate limits (decisions.md): a fixed window per bucket (a minute for most, see rate-limit-buckets.ts),
 * keyed by the caller's user when a valid token was sent, else by client IP. Counters live in Redis when REDIS_URL is set, so every
 * instance shares them; otherwise (or while Redis is unreachable) in this process's memory.
 * The counting is rate-limiter-flexible's. `createRateLimiter` makes the counters once per app; each
 * HTTP scope adds the hook with `rateLimitHook`, after its own step that identifies the caller.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError, ErrorCode, errors } from '../core/errors.js';
import type { RedisClient } from '../lib/redis.js';
import { BUCKETS, type BucketName, windowOf, windowWords } from './rate-limit-buckets.js';

export interface RateLimitOptions {
  /** RATE_LIMIT_MULTIPLIER: scales every bucket; 0 turns limiting off. */
  multiplier: number;
  redis: RedisClient | null;
  /** Key prefix in Redis (REDIS_PREFIX). */
  prefix: string;
}

/** One request counted: within the budget or not, and what the X-RateLimit headers say. */
export interface RateLimitCount {
  allowed: boolean;
  bucket: BucketName;
  limit: number;
  remaining: number;
  /** Unix seconds when the window ends. */
  reset: number;
  /** Seconds to wait (refusals only). */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one request against the bucket for `key` (the caller answers a refusal). */
  count(bucket: BucketName, key: string): Promise<RateLimitCount>;
  /** Counts one request and sets the headers; throws the 429 ApiError when the budget is spent. */
  consume(bucket: BucketName, key: string, reply: FastifyReply): Promise<void>;
}

/** The X-RateLimit-* headers of a count, as name/value pairs. */
export function rateLimitHeaders(count: RateLimitCount): string[] {
  return [
    'x-ratelimit-bucket',
    count.bucket,
    'x-ratelimit-limit',
    String(count.limit),
    'x-ratelimit-remaining',
    String(count.remaining),
    'x-ratelimit-reset',
    String(count.reset),
  ];
}

/** Sets the X-RateLimit headers of a count; throws the 429 ApiError when the budget is spent. */
function applyCount(counted: RateLimitCount, reply: FastifyReply): void {
  const headers = rateLimitHeaders(counted);
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]);
  if (counted.allowed) return;
  reply.header('retry-after', counted.retryAfter);
  throw refusalOf(counted);
}

/** The 429 ApiError of a count that was refused. */
export function refusalOf(counted: RateLimitCount): ApiError {
  return errors.rateLimited(counted.bucket, counted.limit, counted.reset, windowWords(counted.bucket));
}

function setHeaders(reply: FastifyReply, bucket: string, limit: number, result: RateLimiterRes): number {
  const reset = Math.ceil((Date.now() + result.msBeforeNext) / 1000);
  reply.header('x-ratelimit-bucket', bucket);
  reply.header('x-ratelimit-limit', limit);
  reply.header('x-ratelimit-remaining', result.remainingPoints);
  reply.header('x-ratelimit-reset', reset);
  return reset;
}

/** null when limiting is off (multiplier 0). */
export function createRateLimiter(options: RateLimitOptions): RateLimiter | null {
  if (options.multiplier === 0) return null;
  const limiters = new Map<BucketName, { limiter: RateLimiterAbstract; limit: number }>();

  const limiterFor = (bucket: BucketName) => {
    let entry = limiters.get(bucket);
    if (!entry) {
      const limit = Math.max(1, Math.floor(BUCKETS[bucket] * options.multiplier));
      const settings = { points: limit, duration: windowOf(bucket), keyPrefix: `${options.prefix}rl:${bucket}` };
      const memory = new RateLimiterMemory(settings);
      const limiter = options.redis
        ? new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: memory })
        : memory;
      entry = { limiter, limit };
      limiters.set(bucket, entry);
    }
    return entry;
  };

  async function count(bucket: BucketName, key: string): Promise<RateLimitCount> {
    const { limiter, limit } = limiterFor(bucket);
    let result: RateLimiterRes;
    let allowed = true;
    try {
      result = await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      result = refusal;
      allowed = false;
    }
    return {
      allowed,
      bucket,
      limit,
      remaining: result.remainingPoints,
      reset: Math.ceil((Date.now() + result.msBeforeNext) / 1000),
      retryAfter: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
    };
  }

  return {
    count,
    async consume(bucket, key, reply) {
      applyCount(await count(bucket, key), reply);
    },
  };
}

/**
 * The onRequest hook of a scope: the route's declared bucket (`fallback` for requests that match no
 * route), keyed by `userOf(request)` when it names a user, else by client address — always by
 * address on routes that declare `rateLimitKey: 'address'` (registration and login: a token must not
 * lift the limits on creating accounts or guessing passwords).
 */
export function rateLimitHook(limiter: RateLimiter | null, userOf: (request: FastifyRequest) => string | null) {
  // A callback hook: it runs on every request, and an async hook costs each a promise and a turn.
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (limiter === null) return done();
    const config = request.routeOptions.config;
    if (config.rateLimit === false) return done();
    const bucket = config.rateLimit ?? 'fallback';
    const user = config.rateLimitKey === 'address' ? null : userOf(request);
    limiter.consume(bucket, user === null ? `ip:${request.ip}` : `user:${user}`, reply).then(() => done(), done);
  };
}

/** Failed logins allowed per username in LOGIN_FAILURE_WINDOW_SECONDS (before RATE_LIMIT_MULTIPLIER). */
const LOGIN_FAILURES = 10;
const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Password guessing against one account, from any number of addresses: after 10 failed logins for a
 * username within 15 minutes, logins for it are refused (429) until the window ends, even with the
 * right password. A successful login clears the count.
 */
export interface LoginThrottle {
  /** Throws the 429 when the username has used up its failures. */
  check(username: string, reply: FastifyReply): Promise<void>;
  failed(username: string): Promise<void>;
  succeeded(username: string): Promise<void>;
}

export function createLoginThrottle(options: RateLimitOptions): LoginThrottle | null {
  if (options.multiplier === 0) return null;
  const limit = Math.max(1, Math.floor(LOGIN_FAILURES * options.multiplier));
  const settings = {
    points: limit,
    duration: LOGIN_FAILURE_WINDOW_SECONDS,
    keyPrefix: `${options.prefix}rl:login_failures`,
  };
  const memory = new RateLimiterMemory(settings);
  const limiter = options.redis
    ? new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: memory })
    : memory;
  // As the log-in looks it up: surrounding spaces make no second count for one account.
  const key = (username: string) => username.trim().toLowerCase();
  return {
    async check(username, reply) {
      const state = await limiter.get(key(username));
      if (!state || state.consumedPoints < limit) return;
      const reset = setHeaders(reply, 'login_failures', limit, state);
      reply.header('retry-after', Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
      throw errors.rateLimited('login_failures', limit, reset, 'failed logins per username in 15 minutes');
    },
    async failed(username) {
      await limiter.consume(key(username)).catch((refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
      });
    },
    async succeeded(username) {
      await limiter.delete(key(username));
    },
  };
}

/**
 * Runs a log-in attempt (a password, a recovery code) under the per-username throttle: refused once
 * the username has used up its failures; a wrong answer counts one failure; a right one clears them.
 */
export async function throttledLogin<T>(
  throttle: LoginThrottle | null,
  username: string,
  reply: FastifyReply,
  attempt: () => Promise<T>,
): Promise<T> {
  await throttle?.check(username, reply);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.InvalidToken) await throttle?.failed(username);
    throw error;
  }
  await throttle?.succeeded(username);
  return result;
}
