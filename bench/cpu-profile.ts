/**
 * Where a read's CPU goes: seeds users, starts the compiled server with nothing prepared
 * (`READ_CACHE_MB=0` unless set) and V8's CPU profiler on, loads one scenario of bench/load.ts, and
 * prints the server's CPU per request. The profiles (.cpuprofile, one per thread) open in Chrome's
 * DevTools or speedscope as flame graphs.
 *
 *   npm run build && node --import tsx bench/cpu-profile.ts [--engine sqlite|postgres] [--users 1000]
 *                   [--scenario profile_page] [--seconds 8] [--out /tmp/nametag-profile]
 *                   [--node-args "--max-old-space-size=128 --max-semi-space-size=4"] [--plain]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/core/config.js';
import { closeContext, openContext } from '../src/context/app-context.js';
import { type Engine, freshDatabase } from '../harness/databases.js';
import { freePort } from '../harness/ports.js';
import { cpuSeconds, startProcess, stopProcess } from '../harness/processes.js';
import type { ScenarioName } from './load.js';
import { load } from './processes.js';
import { seed } from './seed.js';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    users: { type: 'string', default: '1000' },
    scenario: { type: 'string', default: 'profile_page' },
    seconds: { type: 'string', default: '8' },
    out: { type: 'string', default: join(tmpdir(), 'nametag-profile') },
    /** V8's flags for the server (`npm start`'s by default). */
    'node-args': { type: 'string', default: '--max-old-space-size=128 --max-semi-space-size=4' },
    /** Without the profiler: the CPU figure alone. */
    plain: { type: 'boolean', default: false },
  },
});
const scenario = args.scenario as ScenarioName;
const dir = mkdtempSync(join(tmpdir(), 'nametag-cpu-profile-'));
const database = await freshDatabase(args.engine as Engine, dir, 'profile');
const env = {
  DATABASE_URL: database.url,
  MEDIA_DIR: join(dir, 'media'),
  RATE_LIMIT_MULTIPLIER: '0',
  READ_CACHE_MB: process.env.READ_CACHE_MB ?? '0',
};
try {
  const ctx = await openContext(loadConfig(env));
  const seeded = await seed(ctx, Number(args.users), { tokens: 32, log: () => {} });
  await closeContext(ctx);
  const seedFile = join(dir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seeded));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child } = await startProcess(
    [
      ...args['node-args'].split(' ').filter(Boolean),
      ...(args.plain ? [] : ['--cpu-prof', `--cpu-prof-dir=${args.out}`]),
      'dist/src/server.js',
    ],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${url}/healthz`,
  );
  try {
    // Warm-up, so that the profile's measured part is mostly steady work (start-up is in it too).
    await load({ url, scenario, seedFile, connections: 32, seconds: 3 });
    const before = cpuSeconds(child.pid!);
    const result = await load({ url, scenario, seedFile, connections: 32, seconds: Number(args.seconds) });
    const cpuMicros = ((cpuSeconds(child.pid!) - before) * 1e6) / Math.max(1, result.total);
    console.log(
      `${scenario} on ${args.engine}, ${args.users} users, READ_CACHE_MB=${env.READ_CACHE_MB}: ` +
        `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, ${Math.round(cpuMicros)} µs of CPU a request ` +
        `(${result.non2xx} not 2xx); profiles in ${args.out}`,
    );
  } finally {
    await stopProcess(child);
  }
} finally {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}
