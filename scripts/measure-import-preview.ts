/**
 * `npm run measure:import-preview -- [--pg] [--previews 5] [--phases 1,2,3,4]`: previews of the largest imports the limits
 * allow, on a real server process started as `npm start` starts it (compiled; --max-old-space-size=128
 * --max-semi-space-size=4), while a worker thread of this process asks /healthz every 50 ms. Phases:
 *
 *  1. a hostile service (a fake on loopback, IMPORT_ALLOW_INSECURE) answering one member with 199,900
 *     empty entries: the attack, previewed on the page `previews` times;
 *  2. the same with as many such members as IMPORT_MAX_MB lets through;
 *  3. a large account: members with every field and list at the limits, up to IMPORT_MAX_MB of
 *     answers, previewed `previews` times (the store holds four of the largest: the last ones stay);
 *  4. the largest Nametag export (JSON, emoji text) IMPORT_MAX_MB lets through, uploaded and
 *     previewed `previews` times.
 *
 * Previews go two at a time (one runs, one waits: the import queues). For each phase: the answers,
 * the slowest preview, /healthz (answers, failures, median, p99, max), and from outside the server
 * its peak heap (harness/runtime-probe.mjs, read on SIGUSR2) and peak resident memory (VmHWM, reset
 * between phases). Exits non-zero when the server dies or /healthz fails. MEASURE_NODE_ARGS adds options
 * for the server's node (e.g. --cpu-prof, --trace-gc); MEASURE_SERVER_LOG=path keeps what it printed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase } from '../harness/databases.js';
import { type HealthSummary, pollHealth } from '../harness/health-poller.js';
import { freePort } from '../harness/ports.js';
import { startProcess, stopProcess } from '../harness/processes.js';
import { FakePronounsCc } from '../test/helpers/fake-pronouns-cc.js';
import { WebClient } from '../test/helpers/web-client.js';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    previews: { type: 'string', default: '5' },
    /** Which phases to run, e.g. "1,3". */
    phases: { type: 'string', default: '1,2,3,4' },
  },
});
const PHASES = new Set(values.phases.split(',').map(Number));
const PREVIEWS = Number(values.previews);
const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
const EMPTY_ENTRIES = 199_900;
const engine = values.pg ? 'postgres' : 'sqlite';

if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');

const dir = mkdtempSync(join(tmpdir(), 'nametag-preview-'));
const database = await freshDatabase(engine, dir, 'preview');
const probeFile = join(dir, 'probe.json');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  [
    '--max-old-space-size=128',
    '--max-semi-space-size=4',
    // e.g. MEASURE_NODE_ARGS=--cpu-prof to see where the server's time goes
    ...(process.env.MEASURE_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    './harness/runtime-probe.mjs',
    'dist/src/server.js',
  ],
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    MEDIA_DIR: join(dir, 'media'),
    RATE_LIMIT_MULTIPLIER: '0',
    IMPORT_ALLOW_INSECURE: 'true',
    IMPORT_MAX_MB: String(IMPORT_MAX_BYTES / 1024 / 1024),
    NAMETAG_PROBE_FILE: probeFile,
  },
  `${base}/readyz`,
  { capture: true },
);
const pid = server.child.pid!;
const alive = () => server.child.exitCode === null && server.child.signalCode === null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ProbeAnswer {
  peakHeapMb: number;
  heapLimitMb: number;
  maxOwnBlockMs: number;
  maxLoopDelayMs: number;
  maxRunQueueWaitMs: number;
  maxGcPauseMs: number;
}

async function probe(): Promise<ProbeAnswer> {
  rmSync(probeFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 300; i++) {
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8'));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw new Error('no probe answer');
}

/** The server's peak resident memory since the last reset, in MB; resets it. */
function peakRssMb(): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const peak = Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not resettable here: the peak is the process's whole life
  }
  return peak;
}

interface PhaseResult extends ProbeAnswer {
  phase: string;
  statuses: number[];
  slowestMs: number;
  health: HealthSummary;
  peakRssMb: number;
  load: string;
}
const results: PhaseResult[] = [];

/**
 * Runs `count` previews two at a time while /healthz is asked every 50 ms; `preview` is told its lane
 * (one reading per account at a time: each lane is another person's).
 */
async function phase(
  name: string,
  count: number,
  preview: (lane: number) => Promise<{ status: number; text: string }>,
) {
  if (!PHASES.has(Number(name.split('.')[0]))) return;
  await probe();
  peakRssMb();
  const health = pollHealth(`${base}/healthz`, 50);
  const statuses: number[] = [];
  let slowest = 0;
  let next = 0;
  const lane = async (index: number) => {
    while (next < count && alive()) {
      next++;
      const started = performance.now();
      let status = 0;
      try {
        const answer = await preview(index);
        status = answer.status;
        if (status !== 200) {
          const problem = /<p class="field-error"[^>]*>([^<]*)/.exec(answer.text)?.[1] ?? answer.text.slice(0, 200);
          console.error(`  ${name}: ${status} ${problem}`);
        }
      } catch (error) {
        console.error(`  ${name}: ${(error as Error).message}`);
      }
      statuses.push(status);
      slowest = Math.max(slowest, performance.now() - started);
    }
  };
  await Promise.all([lane(0), lane(1)]);
  const summary = await health.stop();
  // A process that ran out of heap aborts: give its exit a moment to be seen.
  if (statuses.some((status) => status === 0)) await Promise.race([server.exited, sleep(1000)]);
  const up = alive();
  const stats: ProbeAnswer = up
    ? await probe()
    : {
        peakHeapMb: NaN,
        heapLimitMb: NaN,
        maxOwnBlockMs: NaN,
        maxLoopDelayMs: NaN,
        maxRunQueueWaitMs: NaN,
        maxGcPauseMs: NaN,
      };
  const result: PhaseResult = {
    phase: name,
    statuses,
    slowestMs: Math.round(slowest),
    health: summary,
    ...stats,
    peakRssMb: up ? peakRssMb() : NaN,
    load: loadavg()[0]!.toFixed(1),
  };
  results.push(result);
  console.log(
    `${name}: answers ${statuses.join(' ')}, slowest ${result.slowestMs} ms; /healthz ${summary.answers} answers, ` +
      `${summary.failures} failed, median ${summary.medianMs} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms; ` +
      `server: peak heap ${result.peakHeapMb} MB of ${result.heapLimitMb} MB, peak RSS ${result.peakRssMb} MB, ` +
      `longest event-loop block ${result.maxOwnBlockMs} ms (loop delay ${result.maxLoopDelayMs} ms, of which up to ` +
      `${result.maxRunQueueWaitMs} ms waiting for a CPU; longest GC pause ${result.maxGcPauseMs} ms); load ${result.load}` +
      (up ? '' : ` — the server DIED (exit ${server.child.exitCode ?? server.child.signalCode})`),
  );
}

/** The service's answers for an account, in bytes: MeUser, and one member answer. */
async function answerBytes(fake: FakePronounsCc, memberId: string): Promise<{ me: number; member: number }> {
  const headers = { authorization: fake.token };
  const me = (await (await fetch(`${fake.url}/api/v1/users/@me`, { headers })).arrayBuffer()).byteLength;
  const member = (await (await fetch(`${fake.url}/api/v1/members/${memberId}`, { headers })).arrayBuffer()).byteLength;
  return { me, member };
}

/** The largest Nametag export (JSON) within the import limit: a profile and members at every limit, in emoji. */
function largestExport(): Buffer {
  const emoji = '🌟';
  const text = (n: number) => emoji.repeat(n);
  const entries = (n: number) => Array.from({ length: n }, () => ({ value: text(100), status: 'okay' }));
  const fields = () => Array.from({ length: 25 }, () => ({ name: text(100), entries: entries(100) }));
  const links = () => Array.from({ length: 25 }, (_, i) => `https://example.org/${i}/${'x'.repeat(220)}`);
  const profile = { display_name: text(100), bio: text(1000), links: links(), names: entries(100), fields: fields() };
  const member = (i: number) =>
    JSON.stringify({
      ...profile,
      name: `${emoji.repeat(90)} ${i}`,
      pronouns: Array.from({ length: 100 }, () => ({ pronouns: text(100), display_text: text(100), status: 'okay' })),
    });
  const head = `{"format":"nametag-export","version":1,"user":${JSON.stringify({ ...profile, member_title: text(100) })},"flags":[],"members":[`;
  const members: string[] = [];
  let size = Buffer.byteLength(head) + 2;
  for (let i = 0; ; i++) {
    const next = member(i);
    if (size + Buffer.byteLength(next) + 1 > IMPORT_MAX_BYTES) break;
    members.push(next);
    size += Buffer.byteLength(next) + 1;
  }
  return Buffer.from(`${head}${members.join(',')}]}`);
}

const fake = await new FakePronounsCc().start();
let failed = false;
try {
  const clients = [await WebClient.signedUp(base, 'mover'), await WebClient.signedUp(base, 'mover2')];
  const fromService = (lane: number) =>
    clients[lane]!.postForm('/settings/data', '/settings/data/import-service', {
      service_url: fake.url,
      service_token: fake.token,
      action: 'preview',
    });

  fake.emptyEntries = EMPTY_ENTRIES;
  const flooded = await answerBytes(fake, '416264399091130400');
  console.log(`a member with ${EMPTY_ENTRIES} empty entries: ${(flooded.member / 1024).toFixed(0)} KB`);
  await phase(`1. one member with ${EMPTY_ENTRIES.toLocaleString('en-US')} empty entries`, PREVIEWS, fromService);

  // Ash and the extra members carry the empty entries; Birch and Cedar are small.
  fake.extraMembers = Math.floor((IMPORT_MAX_BYTES - flooded.me - 200_000) / flooded.member) - 1;
  const total = (await answerBytes(fake, '416264399091130400')).me + (fake.extraMembers + 1) * flooded.member;
  await phase(
    `2. ${fake.extraMembers + 1} such members (${(total / 1024 / 1024).toFixed(1)} MB of answers)`,
    2,
    fromService,
  );
  fake.extraMembers = 0;
  fake.emptyEntries = 0;

  fake.bulkyMembers = 1;
  const bulky = await answerBytes(fake, '416264399091132000');
  fake.bulkyMembers = Math.floor((IMPORT_MAX_BYTES - bulky.me - 200_000) / bulky.member);
  const bulkyTotal = (await answerBytes(fake, '416264399091132000')).me + fake.bulkyMembers * bulky.member;
  await phase(
    `3. ${fake.bulkyMembers} members at every limit (${(bulkyTotal / 1024 / 1024).toFixed(1)} MB of answers)`,
    PREVIEWS,
    fromService,
  );
  fake.bulkyMembers = 0;

  const file = largestExport();
  await phase(`4. the largest Nametag export (${(file.length / 1024 / 1024).toFixed(1)} MB)`, PREVIEWS, (lane) =>
    clients[lane]!.postFile(
      '/settings/data',
      '/settings/data/import',
      { action: 'preview' },
      { name: 'export.json', type: 'application/json', bytes: file },
    ),
  );
} catch (error) {
  failed = true;
  if (alive()) console.error(error);
} finally {
  await fake.close();
  const survived = alive();
  // The probe's reports of long event-loop blocks, to find what ran in them (with MEASURE_NODE_ARGS=--cpu-prof).
  // MEASURE_SERVER_LOG=path keeps all the server printed (with --trace-gc, its collections).
  if (process.env.MEASURE_SERVER_LOG) writeFileSync(process.env.MEASURE_SERVER_LOG, server.output());
  // Between the probe's marks (one at each phase's start and end), in the order they came.
  const blocks = server.output().match(/\[runtime-probe\] .*/g) ?? [];
  if (blocks.some((line) => line.includes(' block '))) {
    console.log(`event-loop blocks over 40 ms, between the probe's marks:\n${blocks.join('\n')}`);
  }
  await stopProcess(server.child);
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    '\n| phase | answers | slowest preview | /healthz median / p99 / max (failed) | longest own block / GC pause | peak heap | peak RSS | load |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const h = r.health;
    console.log(
      `| ${r.phase} | ${r.statuses.join(' ')} | ${r.slowestMs} ms | ${h.medianMs} / ${h.p99Ms} / ${h.maxMs} ms (${h.failures}) | ${r.maxOwnBlockMs} / ${r.maxGcPauseMs} ms | ${r.peakHeapMb} MB of ${r.heapLimitMb} | ${r.peakRssMb} MB | ${r.load} |`,
    );
  }
  if (!survived || failed || results.some((r) => r.health.failures > 0)) {
    console.log(survived ? 'FAILED' : `FAILED: the server died\n${server.output().slice(-3000)}`);
    process.exitCode = 1;
  }
}
