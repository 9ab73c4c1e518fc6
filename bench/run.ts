/**
 * `npm run bench`: seeds a fresh database, starts the real server in a child process, and drives each
 * endpoint from a separate load-generator process (autocannon on loopback, bounded in time), next to
 * a framework ceiling measured in the same run. Prints a table and writes bench/results/*.json.
 *
 *   npm run bench -- [--users 10000] [--engine both|sqlite|postgres] [--seconds 8] [--warmup 2]
 *                    [--connections 32] [--rounds 3]
 *
 * Both engines by default (`--pg` is `--engine postgres`): each gets its own tables, then one table
 * gives every endpoint × engine against the ceiling measured in the same round.
 * Each round measures the ceilings and then every endpoint, one after the other; the table gives
 * the median of the rounds, and each ratio is the median of the ratios taken within a round (the
 * machine's speed drifts between rounds; a ceiling and an endpoint of one round saw the same).
 *   npm run bench -- --scaling [--million]     read endpoints at 1,000 and 100,000 (and 1,000,000) users
 *   npm run bench -- --scaling --zipf          …with users chosen by Zipf's law (s = 1), not each alike
 *   npm run bench -- --only user_by_id,meta    just these scenarios (names as in bench/load.ts)
 *
 * The profile page is measured as autocannon asks (no Accept-Encoding: sent as it is) and as a browser
 * asks (brotli), each against a bare route sending those very bytes. A second server with nothing
 * prepared (`READ_CACHE_MB=0`) answers a user by ID and the profile page again: what a miss costs.
 */
import { spawnSync } from 'node:child_process';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/core/config.js';
import { closeContext, openContext } from '../src/context/app-context.js';
import type { LoadResult, ScenarioName } from './load.js';
import { type Engine, freshDatabase } from '../harness/databases.js';
import { freePort } from '../harness/ports.js';
import { cpuSeconds, rssMb, startProcess, stopProcess } from '../harness/processes.js';
import { load } from './processes.js';
import { bulkSeed } from './bulk-seed.js';
import { seed } from './seed.js';
import { measureStaleness, type Staleness } from './staleness.js';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    pg: { type: 'boolean', default: false },
    engine: { type: 'string' },
    seconds: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    scaling: { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
    zipf: { type: 'boolean', default: false },
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
  },
});
const ROUNDS = Math.max(1, Number(args.rounds));
/** `--zipf`: users asked for as on a live instance, the one of rank k in proportion to 1/k. */
const ZIPF_EXPONENT = 1;
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const ENGINE_CHOICES: Record<string, Engine[]> = {
  both: ['sqlite', 'postgres'],
  sqlite: ['sqlite'],
  postgres: ['postgres'],
};
const ENGINES = ENGINE_CHOICES[args.engine ?? (args.pg ? 'postgres' : 'both')];
if (!ENGINES) throw new Error(`--engine is both, sqlite or postgres (got "${args.engine}")`);

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
  'profile_page_compressed',
]);
/** Reads measured again on a second server that keeps no prepared answers (`READ_CACHE_MB=0`): each a miss. */
const UNPREPARED = chosen(['user_by_id', 'profile_page']);
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
  profile_page_compressed: 'GET /@{name} (profile page, HTML, Accept-Encoding: br)',
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

/** A warm-up run, then the measured run while the server's RSS is sampled and its CPU time taken. */
async function measure(url: string, scenario: ScenarioName, seedFile: string, serverPid: number) {
  const base = { url, scenario, seedFile, connections: CONNECTIONS, ...(args.zipf ? { zipf: ZIPF_EXPONENT } : {}) };
  if (WARMUP > 0) await load({ ...base, seconds: WARMUP });
  let peak = rssMb(serverPid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(serverPid))), 200);
  const cpuBefore = cpuSeconds(serverPid);
  try {
    const result = await load({ ...base, seconds: SECONDS });
    const cpuMicros = ((cpuSeconds(serverPid) - cpuBefore) * 1e6) / Math.max(1, result.total);
    return { ...result, rssUnderLoadMb: peak, cpuMicrosPerRequest: cpuMicros };
  } finally {
    clearInterval(sampler);
  }
}

/** One measurement of one row in one round. */
interface Measured extends LoadResult {
  rssUnderLoadMb: number;
  /** The server's CPU time (all its threads) per answered request, in µs. */
  cpuMicrosPerRequest: number;
  /** × the bare route sending the same bytes, measured in the same round (the target of issue 15). */
  ratio: number;
  /** × the bare route serialising the profile per request, measured in the same round. */
  ratioSerialised: number;
  /** Share of the scenario's public reads answered from prepared answers (warm-up included). */
  hitRate?: number | null;
}

interface Row extends Measured {
  label: string;
  /** Each round's figures, in order. */
  rounds: Measured[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The medians of a row's rounds (errors and non-2xx answers summed, the peak RSS of all). */
function summarise(label: string, rounds: Measured[]): Row {
  const of = (pick: (m: Measured) => number) => median(rounds.map(pick));
  const hitRates = rounds.map((m) => m.hitRate).filter((rate): rate is number => typeof rate === 'number');
  return {
    ...rounds[0]!,
    label,
    rounds,
    requestsPerSecond: of((m) => m.requestsPerSecond),
    p50: of((m) => m.p50),
    p99: of((m) => m.p99),
    errors: rounds.reduce((n, m) => n + m.errors, 0),
    non2xx: rounds.reduce((n, m) => n + m.non2xx, 0),
    total: rounds.reduce((n, m) => n + m.total, 0),
    rssUnderLoadMb: Math.max(...rounds.map((m) => m.rssUnderLoadMb)),
    cpuMicrosPerRequest: of((m) => m.cpuMicrosPerRequest),
    bytesPerAnswer: of((m) => m.bytesPerAnswer),
    ratio: of((m) => m.ratio),
    ratioSerialised: of((m) => m.ratioSerialised),
    hitRate: hitRates.length > 0 ? median(hitRates) : null,
  };
}

const CEILING_LABELS = {
  bytes: 'ceiling: bare Fastify sending the same bytes (headers and body)',
  object: 'ceiling: bare Fastify serialising the same profile per request',
  page: 'ceiling: bare Fastify sending the same profile page (HTML bytes and headers)',
  page_compressed: 'ceiling: bare Fastify sending the same profile page, brotli (bytes and headers)',
  write: 'ceiling: bare Fastify doing the storage work of PATCH /users/@me (same SQL, same transaction shape)',
};

/** The ceiling a scenario is compared with: the bare route sending the very bytes it answers with. */
function ceilingOf(scenario: ScenarioName): keyof typeof CEILING_LABELS {
  if (scenario === 'profile_page') return 'page';
  if (scenario === 'profile_page_compressed') return 'page_compressed';
  if (scenario === 'patch_me') return 'write';
  return 'bytes';
}

async function runAt(engine: Engine, users: number, scenarios: ScenarioName[]) {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-bench-'));
  const database = await freshDatabase(engine, dir, 'bench');
  const env = { DATABASE_URL: database.url, MEDIA_DIR: join(dir, 'media'), RATE_LIMIT_MULTIPLIER: '0' };
  try {
    log(`seeding ${users} users on ${engine}…`);
    const started = Date.now();
    const ctx = await openContext(loadConfig(env));
    // Beyond 10,000 users, copies of 1,000 made through the services (bulk-seed.ts).
    const seeded = await (users > 10_000 ? bulkSeed : seed)(ctx, users, { tokens: Math.min(users, 256), log });
    await closeContext(ctx);
    const seedSeconds = Math.round((Date.now() - started) / 1000);
    const seedFile = join(dir, 'seed.json');
    writeFileSync(seedFile, JSON.stringify(seeded));

    const { url, child: server } = await startServer(env);
    const rssAtRestMb = rssMb(server.pid!);
    const unprepared = UNPREPARED.some((name) => scenarios.includes(name))
      ? await startServer({ ...env, READ_CACHE_MB: '0' })
      : null;
    const rows: Row[] = [];
    let staleness: Staleness | null = null;
    const ceilingProcesses: Array<() => Promise<void>> = [];
    try {
      // The ceilings answer with a real profile: its bytes as Nametag sends them (headers included).
      const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
      /** Writes what `path` answers (body, and headers but the per-connection ones) for a ceiling. */
      const capture = async (path: string, name: string, accept: string, acceptEncoding = 'identity') => {
        // Raw bytes as sent (fetch would undo a content coding and keep its header).
        const answer = await new Promise<IncomingMessage>((resolve, reject) =>
          httpGet(`${url}${path}`, { headers: { accept, 'accept-encoding': acceptEncoding } }, resolve).on(
            'error',
            reject,
          ),
        );
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const bodyFile = join(dir, `${name}.body`);
        writeFileSync(bodyFile, Buffer.concat(chunks));
        const headers: Record<string, string> = {};
        for (const [header, value] of Object.entries(answer.headers)) {
          if (!perConnection.has(header) && value !== undefined) headers[header] = String(value);
        }
        const headersFile = join(dir, `${name}.headers.json`);
        writeFileSync(headersFile, JSON.stringify(headers));
        return { bodyFile, headersFile };
      };
      const profile = await capture(`/api/v1/users/${seeded.users[0]!.id}`, 'profile', 'application/json');
      const pagePath = `/@${seeded.users[0]!.name}`;
      const page = await capture(pagePath, 'page', 'text/html');
      const pageCompressed = await capture(pagePath, 'page-br', 'text/html', 'gzip, deflate, br');
      const ceilingModes = [
        { mode: 'bytes', files: profile },
        { mode: 'object', files: profile },
        ...(scenarios.includes('profile_page') ? [{ mode: 'page', files: page }] : []),
        ...(scenarios.includes('profile_page_compressed') ? [{ mode: 'page_compressed', files: pageCompressed }] : []),
      ] as const;
      // Each ceiling runs for the whole benchmark (idle while the others are measured).
      const ceilings: Array<{ mode: string; url: string; pid: number; scenario: ScenarioName }> = [];
      for (const { mode, files } of ceilingModes) {
        const ceilingPort = await freePort();
        const child = (
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
        ceilingProcesses.push(() => stopProcess(child));
        ceilings.push({ mode, url: `http://127.0.0.1:${ceilingPort}`, pid: child.pid!, scenario: 'ceiling' });
      }
      if (scenarios.includes('patch_me')) {
        // Each token's user, as the server knows them: the write ceiling writes as the same users.
        const tokensFile = join(dir, 'tokens.json');
        writeFileSync(
          tokensFile,
          JSON.stringify(Object.fromEntries(seeded.tokens.map((token, i) => [token, seeded.users[i]!.id]))),
        );
        const ceilingPort = await freePort();
        const child = (
          await startProcess(
            ['bench/write-ceiling.mjs', engine, database.url, String(ceilingPort), tokensFile],
            {},
            `http://127.0.0.1:${ceilingPort}/profile`,
          )
        ).child;
        ceilingProcesses.push(() => stopProcess(child));
        ceilings.push({ mode: 'write', url: `http://127.0.0.1:${ceilingPort}`, pid: child.pid!, scenario: 'patch_me' });
      }
      const measured = new Map<string, Measured[]>();
      const keep = (label: string, m: Measured) => measured.set(label, [...(measured.get(label) ?? []), m]);
      for (let round = 1; round <= ROUNDS; round++) {
        log(`round ${round} of ${ROUNDS}`);
        const inRound: Record<string, number> = {};
        const results = [];
        for (const ceiling of ceilings) {
          const result = await measure(ceiling.url, ceiling.scenario, seedFile, ceiling.pid);
          inRound[ceiling.mode] = result.requestsPerSecond;
          results.push({ mode: ceiling.mode, result });
        }
        for (const { mode, result } of results) {
          keep(CEILING_LABELS[mode as keyof typeof CEILING_LABELS], {
            ...result,
            ratio: result.requestsPerSecond / (mode === 'bytes' || mode === 'object' ? inRound.bytes! : inRound[mode]!),
            ratioSerialised: result.requestsPerSecond / inRound.object!,
          });
        }
        for (const scenario of scenarios) {
          log(`  ${LABELS[scenario]}…`);
          const before = await cacheFigures(url);
          const result = await measure(url, scenario, seedFile, server.pid!);
          const after = await cacheFigures(url);
          const looked = after.hits + after.misses - before.hits - before.misses;
          // The profile page is compared with a bare route sending the same HTML.
          const sameBytes = inRound[ceilingOf(scenario)]!;
          keep(LABELS[scenario], {
            ...result,
            ratio: result.requestsPerSecond / sameBytes,
            ratioSerialised: result.requestsPerSecond / inRound.object!,
            hitRate: looked > 0 ? (after.hits - before.hits) / looked : null,
          });
        }
        // What a miss costs: the same reads from a server that keeps nothing prepared.
        for (const scenario of unprepared ? UNPREPARED.filter((name) => scenarios.includes(name)) : []) {
          log(`  ${LABELS[scenario]}, nothing prepared…`);
          const result = await measure(unprepared!.url, scenario, seedFile, unprepared!.child.pid!);
          keep(`${LABELS[scenario]}, nothing prepared (READ_CACHE_MB=0)`, {
            ...result,
            ratio: result.requestsPerSecond / inRound[ceilingOf(scenario)]!,
            ratioSerialised: result.requestsPerSecond / inRound.object!,
            hitRate: 0,
          });
        }
      }
      for (const [label, rounds] of measured) rows.push(summarise(label, rounds));
      staleness = await stalenessAgainst(url, env, seeded.users[0]!.id, seeded.tokens[0]!);
    } finally {
      for (const stop of ceilingProcesses) await stop();
      if (unprepared) await stopProcess(unprepared.child);
      await stopProcess(server);
    }
    return { users, engine, seedSeconds, rssAtRestMb, rows, staleness };
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A second server on the same database: how long A's writes take to show through it. */
async function stalenessAgainst(url: string, env: Record<string, string>, userId: string, token: string) {
  log('  cross-instance staleness…');
  const second = await startServer(env);
  try {
    return await measureStaleness(url, second.url, { id: userId, token });
  } finally {
    await stopProcess(second.child);
  }
}

/** The compiled server on a free port, with the same V8 heap settings as `npm start`. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child } = await startProcess(
    ['--max-old-space-size=128', '--max-semi-space-size=4', 'dist/src/server.js'],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${url}/healthz`,
  );
  return { url, child };
}

type Run = Awaited<ReturnType<typeof runAt>>;

function printTable(title: string, run: Run) {
  console.log(`\n${title}; medians of ${ROUNDS} round(s)`);
  console.log(
    '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx | × same bytes | × same bytes by round | × serialised | CPU µs/req | bytes/answer | cache hits | RSS under load MB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of run.rows) {
    const byRound = r.rounds.map((m) => m.ratio.toFixed(2)).join(' / ');
    const hits = r.hitRate === undefined || r.hitRate === null ? '' : `${Math.round(r.hitRate * 100)}%`;
    console.log(
      `| ${r.label} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.ratio.toFixed(2)} | ${byRound} | ${r.ratioSerialised.toFixed(2)} | ${Math.round(r.cpuMicrosPerRequest)} | ${Math.round(r.bytesPerAnswer)} | ${hits} | ${r.rssUnderLoadMb} |`,
    );
  }
  console.log(`server RSS at rest: ${run.rssAtRestMb} MB; seeding took ${run.seedSeconds} s`);
  if (run.staleness) {
    const { medianMs, maxMs, delaysMs } = run.staleness;
    console.log(
      `cross-instance staleness (a write through one server, seen through a second on the same database; ${delaysMs.length} writes): median ${medianMs.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms`,
    );
  }
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
  engines: ENGINES,
  seconds: SECONDS,
  warmup: WARMUP,
  connections: CONNECTIONS,
  node: process.version,
  rounds: ROUNDS,
  access: args.zipf ? `zipf s=${ZIPF_EXPONENT}` : 'uniform',
};

/** Every endpoint × engine in one table, each against the ceiling of its own run and round. */
function printCombined(runs: Run[]) {
  console.log(
    `\nevery endpoint × engine (${runs[0]!.users} users; × = against the same-bytes ceiling of the same round)`,
  );
  const engines = runs.map((run) => run.engine);
  console.log(`| endpoint | ${engines.map((e) => `${e} req/s | ${e} p99 ms | ${e} × | ${e} hits`).join(' | ')} |`);
  console.log(`|---|${engines.map(() => '---:|---:|---:|---:').join('|')}|`);
  for (const label of new Set(runs.flatMap((run) => run.rows.map((row) => row.label)))) {
    const cells = runs.map((run) => {
      const row = run.rows.find((r) => r.label === label);
      if (!row) return ' | | | ';
      const hits = row.hitRate === undefined || row.hitRate === null ? '' : `${Math.round(row.hitRate * 100)}%`;
      return `${Math.round(row.requestsPerSecond)} | ${row.p99} | ${row.ratio.toFixed(2)} | ${hits}`;
    });
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  for (const run of runs) {
    const stale = run.staleness
      ? `staleness median ${run.staleness.medianMs.toFixed(1)} ms, max ${run.staleness.maxMs.toFixed(1)} ms`
      : 'staleness not measured';
    const rss = Math.max(...run.rows.filter((row) => row.scenario !== 'ceiling').map((row) => row.rssUnderLoadMb));
    console.log(`${run.engine}: RSS ${run.rssAtRestMb} MB at rest, ${rss} MB under load; ${stale}`);
  }
}

if (args.scaling) {
  const sizes = [1_000, 100_000, ...(args.million ? [1_000_000] : [])];
  for (const engine of ENGINES) {
    const runs = [];
    for (const users of sizes) {
      const run = await runAt(engine, users, READS);
      printTable(`${engine}, ${users} users, ${CONNECTIONS} connections, ${SECONDS} s per endpoint`, run);
      runs.push(run);
    }
    const access = args.zipf ? `Zipf-distributed access (s = ${ZIPF_EXPONENT})` : 'every user alike';
    console.log(`\nscaling (${engine}, ${access}): req/s at each size ÷ req/s at ${sizes[0]} users`);
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
    // Each ratio with the share of prepared hits at that size (the first size's in the row's name).
    const hits = (row: Row) => (typeof row.hitRate === 'number' ? ` (${Math.round(row.hitRate * 100)}% hits)` : '');
    for (const scenario of READS) {
      const rowOf = (run: Run) => run.rows.find((r) => r.label === LABELS[scenario])!;
      const base = rowOf(runs[0]!);
      const ratios = runs
        .slice(1)
        .map((run) => `${(rowOf(run).requestsPerSecond / base.requestsPerSecond).toFixed(2)}${hits(rowOf(run))}`);
      console.log(`| ${LABELS[scenario]}${hits(base)} | ${ratios.join(' | ')} |`);
    }
    save(`scaling-${engine}`, { ...meta, engine, runs });
  }
} else {
  const runs: Run[] = [];
  for (const engine of ENGINES) {
    const run = await runAt(engine, Number(args.users), [...READS, ...WRITES]);
    printTable(
      `${engine}, ${args.users} users, ${CONNECTIONS} connections, ${SECONDS} s per endpoint (after ${WARMUP} s warm-up)`,
      run,
    );
    runs.push(run);
  }
  if (runs.length > 1) printCombined(runs);
  save(`${ENGINES.join('-')}-${args.users}`, { ...meta, runs });
}
