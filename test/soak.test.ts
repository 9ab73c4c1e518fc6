/** The soak script in a short mode: mixed load, no errors but 429, no memory growth after warm-up. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { TEST_ENGINE } from './helpers/test-database.js';

describe('soak (short)', () => {
  it('serves 10 s of mixed reads and writes without errors or memory growth', () => {
    const args = [
      '--import',
      'tsx',
      'bench/soak.ts',
      '--seconds',
      '10',
      '--users',
      '50',
      ...(TEST_ENGINE === 'postgres' ? ['--pg'] : []),
    ];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
    assert.match(run.stdout, /errors other than 429: 0;/);
    assert.match(run.stdout, /soak passed/);
  });
});
