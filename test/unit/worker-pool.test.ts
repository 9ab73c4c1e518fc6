/**
 * The worker pool's deadline (a hung task ends its thread and frees the slot) and the card worker's
 * load kept unless it failed (a failed font read is tried again, not kept for the thread's life).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keptUnlessFailed } from '../../src/lib/card-worker.js';
import { openWorkerPool, siblingModule, WorkerTimedOut } from '../../src/lib/worker-pool.js';

describe('worker pool', () => {
  it('a task past its deadline fails with WorkerTimedOut, and the next task runs', async () => {
    const pool = openWorkerPool<'hang' | number, number>(siblingModule(import.meta.url, '../helpers/slow-worker'), {
      maxMemoryMb: 32,
      threads: 1,
      timeoutMs: 1500,
    });
    try {
      await assert.rejects(pool.run('hang'), WorkerTimedOut);
      assert.equal(await pool.run(21), 42);
    } finally {
      await pool.close();
    }
  });
});

describe('keptUnlessFailed', () => {
  it('keeps a load that succeeded, forgets one that failed', async () => {
    let calls = 0;
    const load = keptUnlessFailed(async () => {
      calls++;
      if (calls === 1) throw new Error('a font could not be read');
      return calls;
    });
    await assert.rejects(load(), /font/);
    assert.equal(await load(), 2);
    assert.equal(await load(), 2);
    assert.equal(calls, 2);
  });
});
