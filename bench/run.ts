/**
 * `npm run bench`: seeds a fresh database, starts the real server in a child process, and drives each
 * endpoint from a separate load-generator process (autocannon on loopback, bounded in time), next to
 * a framework ceiling measured in the same run. Prints a table and writes bench/results/*.json.
 *
 *   npm run bench -- [--users 10000] [--pg] [--seconds 8] [--warmup 2] [--connections 32]
 *   npm run bench -- --scaling [--million]     read endpoints at 1,000 and 100,000 (and 1,000,000) users
 *   npm run bench -- --only user_by_id,meta    just these scenarios (names as in bench/load.ts)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/core/config.js';
import { closeContext, openContext } from '../src/context/app-context.js';
import type { LoadResult, ScenarioName } from './load.js';
import { freshDatabase } from '../harness/databases.js';
import { freePort } from '../harness/ports.js';
import { rssMb, startProcess, stopProcess } from '../harness/processes.js';
import { load } from './processes.js';
import { seed } from './seed.js';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    pg: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    scaling: { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const engine = args.pg ? 'postgres' : 'sqlite';

const only = args.only?.split(',');
const chosen = (names: ScenarioName[]) => (only ? names.filter((name) => only.includes(name)) : names);
const READS = chosen([
  'user_by_id',
  'user_by_name',
  'user_members',
  'member_by_id',
  'user_member_by_name',
  'meta',
  'profile_page',
]);
const WRITES = chosen(['patch_me', 'member_create_delete']);
const LABELS: Record<ScenarioName, string> = {
  ceiling: 'ceiling: bare Fastify, fixed profile-sized JSON',
  user_by_id: 'GET /users/{id}',
  user_by_name: 'GET /users/{name}',
  user_members: 'GET /users/{ref}/members',
  member_by_id: 'GET /members/{id}',
  user_member_by_name: 'GET /users/{ref}/members/{name}',
  meta: 'GET /meta',
  profile_page: 'GET /@{name} (profile page, HTML)',
  patch_me: 'PATCH /users/@me',
  member_create_delete: 'POST + DELETE /members (each)',
  mixed: 'mixed reads and writes (the soak)',
};

const log = (line: string) => console.error(line);

/** The server's prepared-answer figures, from its metrics. */
async function cacheFigures(url: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const figure = (name: string) => Number(new RegExp(`^nametag_read_cache_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { hits: figure('hits'), misses: figure('misses') };
}

/** A warm-up run, then the measured run while the server's RSS is sampled. */
async function measure(url: string, scenario: ScenarioName, seedFile: string, serverPid: number) {
  const base = { url, scenario, seedFile, connections: CONNECTIONS };
  if (WARMUP > 0) await load({ ...base, seconds: WARMUP });
  let peak = rssMb(serverPid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(serverPid))), 200);
  try {
    return { ...(await load({ ...base, seconds: SECONDS })), rssUnderLoadMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

interface Row extends LoadResult {
  label: string;
  /** × the bare route sending the same bytes (the target of issue 15). */
  ratio: number;
  /** × the bare route serialising the profile per request. */
  ratioSerialised: number;
  /** Share of the scenario's public reads answered from prepared answers (warm-up included). */
  hitRate?: number | null;
  rssUnderLoadMb: number;
}

const CEILING_LABELS = {
  bytes: 'ceiling: bare Fastify sending the same bytes (headers and body)',
  object: 'ceiling: bare Fastify serialising the same profile per request',
  page: 'ceiling: bare Fastify sending the same profile page (HTML bytes and headers)',
};

async function runAt(users: number, scenarios: ScenarioName[]) {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-bench-'));
  const database = await freshDatabase(engine, dir, 'bench');
  const env = { DATABASE_URL: database.url, MEDIA_DIR: join(dir, 'media'), RATE_LIMIT_MULTIPLIER: '0' };
  try {
    log(`seeding ${users} users on ${engine}…`);
    const started = Date.now();
    const ctx = await openContext(loadConfig(env));
    const seeded = await seed(ctx, users, { tokens: Math.min(users, 256), log });
    await closeContext(ctx);
    const seedSeconds = Math.round((Date.now() - started) / 1000);
    const seedFile = join(dir, 'seed.json');
    writeFileSync(seedFile, JSON.stringify(seeded));

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // The same V8 heap setting as `npm start`.
    const server = (
      await startProcess(
        ['--max-old-space-size=128', '--max-semi-space-size=4', 'dist/src/server.js'],
        { ...env, PORT: String(port), HOST: '127.0.0.1' },
        `${url}/healthz`,
      )
    ).child;
    const rssAtRestMb = rssMb(server.pid!);
    const rows: Row[] = [];
    try {
      // The ceilings answer with a real profile: its bytes as Nametag sends them (headers included).
      const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
      /** Writes what `path` answers (body, and headers but the per-connection ones) for a ceiling. */
      const capture = async (path: string, name: string, accept: string) => {
        const answer = await fetch(`${url}${path}`, { headers: { accept } });
        const bodyFile = join(dir, `${name}.body`);
        writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, header) => {
          if (!perConnection.has(header)) headers[header] = value;
        });
        const headersFile = join(dir, `${name}.headers.json`);
        writeFileSync(headersFile, JSON.stringify(headers));
        return { bodyFile, headersFile };
      };
      const profile = await capture(`/api/v1/users/${seeded.users[0]!.id}`, 'profile', 'application/json');
      const page = await capture(`/@${seeded.users[0]!.name}`, 'page', 'text/html');
      const ceilings: Record<string, number> = {};
      const ceilingModes = [
        { mode: 'bytes', files: profile },
        { mode: 'object', files: profile },
        ...(scenarios.includes('profile_page') ? [{ mode: 'page', files: page }] : []),
      ] as const;
      for (const { mode, files } of ceilingModes) {
        const ceilingPort = await freePort();
        const ceiling = (
          await startProcess(
            [
              'bench/ceiling-server.mjs',
              files.bodyFile,
              String(ceilingPort),
              mode === 'object' ? 'object' : 'bytes',
              files.headersFile,
            ],
            {},
            `http://127.0.0.1:${ceilingPort}/profile`,
          )
        ).child;
        try {
          const result = await measure(`http://127.0.0.1:${ceilingPort}`, 'ceiling', seedFile, ceiling.pid!);
          ceilings[mode] = result.requestsPerSecond;
          rows.push({
            ...result,
            label: CEILING_LABELS[mode as keyof typeof CEILING_LABELS],
            ratio: 1,
            ratioSerialised: 1,
          });
        } finally {
          await stopProcess(ceiling);
        }
      }
      rows[0]!.ratioSerialised = ceilings.bytes! / ceilings.object!;
      rows[1]!.ratio = ceilings.object! / ceilings.bytes!;
      for (const scenario of scenarios) {
        log(`  ${LABELS[scenario]}…`);
        const before = await cacheFigures(url);
        const result = await measure(url, scenario, seedFile, server.pid!);
        const after = await cacheFigures(url);
        const looked = after.hits + after.misses - before.hits - before.misses;
        const hitRate = looked > 0 ? (after.hits - before.hits) / looked : null;
        // The profile page is compared with a bare route sending the same HTML.
        const sameBytes = scenario === 'profile_page' ? ceilings.page! : ceilings.bytes!;
        rows.push({
          ...result,
          label: LABELS[scenario],
          ratio: result.requestsPerSecond / sameBytes,
          ratioSerialised: result.requestsPerSecond / ceilings.object!,
          hitRate,
        });
      }
    } finally {
      await stopProcess(server);
    }
    return { users, engine, seedSeconds, rssAtRestMb, rows };
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(title: string, run: Awaited<ReturnType<typeof runAt>>) {
  console.log(`\n${title}`);
  console.log(
    '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx | × same bytes | × serialised | cache hits | RSS under load MB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of run.rows) {
    console.log(
      `| ${r.label} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.ratio.toFixed(2)} | ${r.ratioSerialised.toFixed(2)} | ${r.hitRate === undefined || r.hitRate === null ? '' : `${Math.round(r.hitRate * 100)}%`} | ${r.rssUnderLoadMb} |`,
    );
  }
  console.log(`server RSS at rest: ${run.rssAtRestMb} MB; seeding took ${run.seedSeconds} s`);
}

function save(name: string, data: unknown) {
  mkdirSync('bench/results', { recursive: true });
  const file = join('bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`figures written to ${file}`);
}

// The server runs as deployed (`npm start`): compiled JavaScript, not through a TypeScript loader.
log('building…');
if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');

const meta = {
  date: new Date().toISOString(),
  engine,
  seconds: SECONDS,
  warmup: WARMUP,
  connections: CONNECTIONS,
  node: process.version,
};
if (args.scaling) {
  const sizes = [1_000, 100_000, ...(args.million ? [1_000_000] : [])];
  const runs = [];
  for (const users of sizes) {
    const run = await runAt(users, READS);
    printTable(`${engine}, ${users} users, ${CONNECTIONS} connections, ${SECONDS} s per endpoint`, run);
    runs.push(run);
  }
  console.log(`\nscaling (${engine}): req/s at each size ÷ req/s at ${sizes[0]} users`);
  console.log(
    `| endpoint | ${sizes
      .slice(1)
      .map((s) => `${s} ÷ ${sizes[0]}`)
      .join(' | ')} |`,
  );
  console.log(
    `|---|${sizes
      .slice(1)
      .map(() => '---:')
      .join('|')}|`,
  );
  for (const scenario of READS) {
    const base = runs[0]!.rows.find((r) => r.scenario === scenario)!.requestsPerSecond;
    const ratios = runs
      .slice(1)
      .map((run) => (run.rows.find((r) => r.scenario === scenario)!.requestsPerSecond / base).toFixed(2));
    console.log(`| ${LABELS[scenario]} | ${ratios.join(' | ')} |`);
  }
  save(`scaling-${engine}`, { ...meta, runs });
} else {
  const run = await runAt(Number(args.users), [...READS, ...WRITES]);
  printTable(
    `${engine}, ${args.users} users, ${CONNECTIONS} connections, ${SECONDS} s per endpoint (after ${WARMUP} s warm-up)`,
    run,
  );
  save(`${engine}-${args.users}`, { ...meta, ...run });
}
