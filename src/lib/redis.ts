/**
 * The one place that knows ioredis. Commands fail fast while Redis is away (no offline queue) and
 * give up after COMMAND_TIMEOUT_MS when a connected Redis stops answering, so an outage of either kind
 * degrades rate limiting to per-process counters instead of stalling requests.
 */
import type { Redis } from 'ioredis';

export type RedisClient = Redis;

/** A command Redis has not answered in this time has failed (the caller falls back). */
export const COMMAND_TIMEOUT_MS = 500;

/** ioredis is loaded only when Redis is configured (it costs about 14 MB of memory). */
export async function openRedis(url: string, onError: (error: Error) => void): Promise<RedisClient> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Keep trying to reconnect, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  client.on('error', onError);
  return client;
}

/** Waits (briefly) for the first connection, so a freshly started instance shares counters at once. */
export async function waitForRedis(client: RedisClient, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}

export async function pingRedis(client: RedisClient): Promise<boolean> {
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}

export async function closeRedis(client: RedisClient): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
