/** Probes for orchestrators: /healthz (process up) and /readyz (database and Redis answer). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { freshRedisPrefix, skipWithoutRedis, TEST_REDIS_URL } from '../helpers/redis.js';
import { startTestApp } from '../helpers/test-app.js';

describe('health probes', () => {
  it('/healthz is 200; /readyz is 200 with the database checked and Redis not configured', async () => {
    const t = await startTestApp();
    try {
      assert.deepEqual((await t.get('/healthz')).body, { status: 'ok' });
      const ready = await t.get('/readyz');
      assert.equal(ready.status, 200);
      assert.deepEqual(ready.body, { status: 'ok', checks: { database: 'ok', redis: 'not configured' } });
    } finally {
      await t.close();
    }
  });

  it('/readyz checks Redis when it is configured', { skip: skipWithoutRedis }, async () => {
    const t = await startTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: freshRedisPrefix() });
    try {
      const ready = await t.get('/readyz');
      assert.equal(ready.status, 200);
      assert.deepEqual(ready.body.checks, { database: 'ok', redis: 'ok' });
    } finally {
      await t.close();
    }
  });
});
