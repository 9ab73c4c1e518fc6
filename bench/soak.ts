/**
 * `npm run soak -- [--seconds 60] [--users 500] [--pg] [--rate-limits]`: mixed read/write load on
 * loopback against a real server process for a bounded time. Passes (exit 0) when no answer was an
 * error other than 429, and the server's RSS at the end is within 20% of its RSS after the warm-up
 * (medians of five one-second samples each). Prints the figures either way.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/core/config.js';
import { closeContext, openContext } from '../src/context/app-context.js';
import { freshDatabase } from '../harness/databases.js';
import { freePort } from '../harness/ports.js';
import { rssMb, startProcess, stopProcess } from '../harness/processes.js';
import { load } from './processes.js';
import { seed } from './seed.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '500' },
    connections: { type: 'string', default: '16' },
    pg: { type: 'boolean', default: false },
    'rate-limits': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const warmupSeconds = Math.max(3, Math.round(seconds / 10));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'nametag-soak-'));
const database = await freshDatabase(values.pg ? 'postgres' : 'sqlite', dir, 'soak');
let failed = false;
try {
  const env = {
    DATABASE_URL: database.url,
    MEDIA_DIR: join(dir, 'media'),
    RATE_LIMIT_MULTIPLIER: values['rate-limits'] ? '1' : '0',
  };
  const ctx = await openContext(loadConfig(env));
  const seeded = await seed(ctx, Number(values.users), { tokens: Math.min(Number(values.users), 256), log: () => {} });
  await closeContext(ctx);
  const seedFile = join(dir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seeded));

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The heap settings of `npm start`; the sources run through tsx, so no build is needed.
  const server = (
    await startProcess(
      ['--max-old-space-size=128', '--max-semi-space-size=4', '--import', 'tsx', 'src/server.ts'],
      { ...env, PORT: String(port), HOST: '127.0.0.1' },
      `${url}/healthz`,
    )
  ).child;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(server.pid!)), 1000);
  try {
    const result = await load({ url, scenario: 'mixed', seedFile, seconds, connections: Number(values.connections) });
    clearInterval(sampler);
    const afterWarmup = median(samples.slice(warmupSeconds, warmupSeconds + 5));
    const atEnd = median(samples.slice(-5));
    const growth = atEnd / afterWarmup - 1;
    const badStatuses = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2') && code !== '429');
    const bad = badStatuses.reduce((n, [, count]) => n + count, 0) + result.errors;
    console.log(
      `soak: ${seconds} s, ${result.total} requests (${Math.round(result.requestsPerSecond)}/s), statuses ${JSON.stringify(result.statusCodes)}`,
    );
    console.log(`  errors other than 429: ${bad}; latency p50 ${result.p50} ms, p99 ${result.p99} ms`);
    console.log(
      `  server RSS after ${warmupSeconds} s warm-up: ${afterWarmup} MB; at the end: ${atEnd} MB (${(growth * 100).toFixed(1)}%)`,
    );
    if (bad > 0) {
      console.log('FAIL: answers other than 2xx and 429');
      failed = true;
    }
    if (growth > 0.2) {
      console.log('FAIL: RSS grew more than 20% after the warm-up');
      failed = true;
    }
    if (!failed) console.log('soak passed');
  } finally {
    clearInterval(sampler);
    await stopProcess(server);
  }
} finally {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
