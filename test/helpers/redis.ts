/**
 * The Redis server of the development and CI machines (NAMETAG_TEST_REDIS_URL, default
 * redis://127.0.0.1:6379). Tests that need it skip, saying so, when it does not answer — unless
 * NAMETAG_REQUIRE_REDIS=1 (CI), where an unreachable Redis fails them instead.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.NAMETAG_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const redisUp = await reachable();
if (!redisUp && process.env.NAMETAG_REQUIRE_REDIS === '1') {
  throw new Error(`NAMETAG_REQUIRE_REDIS=1 but Redis at ${TEST_REDIS_URL} does not answer`);
}

/** `skip` option for node:test: false when Redis answers, else the reason. */
export const skipWithoutRedis: false | string = redisUp ? false : `Redis at ${TEST_REDIS_URL} is not reachable`;

/** A key prefix of its own for one test, so parallel tests and earlier runs never share counters. */
export function freshRedisPrefix(): string {
  return `nametag-test:${randomBytes(6).toString('hex')}:`;
}
