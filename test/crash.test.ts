/** SIGKILL in the middle of write load loses nothing acknowledged and leaves a sound database (short run). */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runCrashCheck } from '../harness/crash-check.js';
import { createTestDatabase } from './helpers/test-database.js';

describe('crash safety', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-crash-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged write across a SIGKILL under load', async () => {
    const database = await createTestDatabase(dir);
    try {
      const report = await runCrashCheck({ database, dir, writers: 6, loadMs: 1500, atLeast: 21 });
      assert.equal(report.integrity, 'ok');
      assert.ok(report.acknowledged > 20, `only ${report.acknowledged} writes acknowledged`);
    } finally {
      await database.drop();
    }
  });
});
