/**
 * `npm run stress:maximal -- [--pg] [--members 500] [--readers 4]`: builds a maximal account — every
 * limit of decisions.md at its maximum (entries of 100 emoji, 25 fields × 100 entries, 25 custom
 * preferences, 25 links, a library of 500 flags with the longest names and descriptions, 25 flags on
 * every profile, MEMBER_LIMIT members each at its own maximum) — through the API of a real
 * server process started as `npm start` starts it (128 MB heap cap), then serves it: login, GET/PATCH
 * /users/@me, the member lists, single members, the removal of a custom preference used everywhere,
 * the renaming and deletion of a flag every profile shows, and account deletion. For each phase it reports the slowest request, and from
 * inside the server (harness/runtime-probe.mjs) the longest event-loop block and the peak heap.
 * Fails when the server dies, a request fails, the heap limit is reached or a block exceeds 50 ms.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase } from '../harness/databases.js';
import { freePort } from '../harness/ports.js';
import { startProcess, stopProcess } from '../harness/processes.js';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    members: { type: 'string', default: '500' },
    readers: { type: 'string', default: '4' },
  },
});
const MEMBERS = Number(values.members);
const READERS = Number(values.readers);
const MAX_BLOCK_MS = 50;
const engine = values.pg ? 'postgres' : 'sqlite';

const EMOJI = '🌟';
const text = (n: number) => EMOJI.repeat(n);
const prefs = Array.from({ length: 25 }, () => randomUUID());
const status = (i: number) => (i % 2 === 0 ? prefs[i % prefs.length]! : 'favourite');
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ value: text(100), status: status(i) }));
const fields = () => Array.from({ length: 25 }, () => ({ name: text(100), entries: entries(100) }));
const links = () => Array.from({ length: 25 }, (_, i) => `https://example.org/${i}/${'x'.repeat(220)}`);

/** IDs of the 25 flags every profile shows (filled once the library is made). */
const shownFlags: string[] = [];

function maximalUser() {
  return {
    flags: shownFlags,
    timezone: 'America/St_Johns',
    display_name: text(100),
    bio: text(1000),
    member_title: text(100),
    links: links(),
    names: entries(100),
    pronouns: entries(100),
    fields: fields(),
    custom_preferences: Object.fromEntries(
      prefs.map((key) => [
        key,
        { icon: 'x'.repeat(50), tooltip: text(128), size: 'large', muted: true, favourite: true },
      ]),
    ),
  };
}

function maximalMember(i: number) {
  return {
    flags: shownFlags,
    name: `${EMOJI.repeat(90)} ${i}`,
    display_name: text(100),
    bio: text(1000),
    links: links(),
    names: entries(100),
    pronouns: Array.from({ length: 100 }, (_, j) => ({
      pronouns: text(100),
      display_text: text(100),
      status: status(j),
    })),
    fields: fields(),
    unlisted: i % 10 === 0,
  };
}

interface PhaseResult {
  phase: string;
  requests: number;
  slowestMs: number;
  maxLoopDelayMs: number;
  maxOwnBlockMs: number;
  maxRunQueueWaitMs: number;
  maxGcPauseMs: number;
  peakHeapMb: number;
}

// This process shares the machine's two cores with the server: it yields the CPU to it, so that what
// the server's event loop waits for is its own work, not this load generator.
setPriority(19);

// The server measured is the one `npm start` runs: compiled JavaScript, not TypeScript transpiled on
// first use (tsx would add its compile time to the first request that loads a module lazily).
if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');

const dir = mkdtempSync(join(tmpdir(), 'nametag-stress-'));
const database = await freshDatabase(engine, dir, 'stress');
const probeFile = join(dir, 'probe.json');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  [
    '--max-old-space-size=128',
    '--max-semi-space-size=4',
    // e.g. STRESS_NODE_ARGS=--cpu-prof to see where the server's time goes
    ...(process.env.STRESS_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    './harness/runtime-probe.mjs',
    'dist/src/server.js',
  ],
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    MEDIA_DIR: join(dir, 'media'),
    MEMBER_LIMIT: String(MEMBERS),
    RATE_LIMIT_MULTIPLIER: '0',
    NAMETAG_PROBE_FILE: probeFile,
  },
  `${base}/readyz`,
  { capture: true },
);

type ProbeAnswer = Omit<PhaseResult, 'phase' | 'requests' | 'slowestMs'> & { heapLimitMb: number };
async function probe(): Promise<ProbeAnswer> {
  rmSync(probeFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8'));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw new Error(`no probe answer; server output:\n${server.output().slice(-2000)}`);
}

/**
 * One request. Bodies are sent as prepared strings and answers kept as bytes (decoded only when asked
 * for), so that this process, sharing the machine's cores with the server, stays light.
 */
async function call(method: string, path: string, body?: string, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const started = performance.now();
  const res = await fetch(`${base}/api/v1${path}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${bytes.toString().slice(0, 300)}`);
  return { ms, bytes: bytes.length, json: () => JSON.parse(bytes.toString()) };
}

const results: PhaseResult[] = [];
async function phase(name: string, work: () => Promise<number[]>) {
  await probe();
  const times = await work();
  const stats = await probe();
  const result = {
    phase: name,
    requests: times.length,
    slowestMs: Math.round(Math.max(...times)),
    maxLoopDelayMs: stats.maxLoopDelayMs,
    maxOwnBlockMs: stats.maxOwnBlockMs,
    maxRunQueueWaitMs: stats.maxRunQueueWaitMs,
    maxGcPauseMs: stats.maxGcPauseMs,
    peakHeapMb: stats.peakHeapMb,
  };
  results.push(result);
  console.log(
    `${name}: ${result.requests} requests, slowest ${result.slowestMs} ms; server: longest event-loop block ` +
      `${result.maxOwnBlockMs} ms (loop delay ${result.maxLoopDelayMs} ms, of which up to ` +
      `${result.maxRunQueueWaitMs} ms waiting for a CPU; longest GC pause ${result.maxGcPauseMs} ms), ` +
      `peak heap ${result.peakHeapMb} MB of ${stats.heapLimitMb} MB`,
  );
}

let failed = false;
try {
  const password = 'a long enough password';
  const username = 'maximal';
  const credentials = JSON.stringify({ username, password });
  const registered = (await call('POST', '/auth/register', credentials)).json();
  const token: string = registered.token;
  // A small real PNG: flags are processed like avatars; the library is at its limit.
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWP4z8Dwn4EBAAj+Af/KOtJRAAAAAElFTkSuQmCC';
  await phase('POST /users/@me/flags × 500 (the library at its limit)', async () => {
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const flag = JSON.stringify({ flag: png, name: `${EMOJI.repeat(95)} ${i}`, description: text(500) });
      const created = await call('POST', '/users/@me/flags', flag, token);
      if (i < 25) shownFlags.push(created.json().id);
      times.push(created.ms);
    }
    return times;
  });
  await phase('PATCH /users/@me (the maximal profile, ~1.2 MB)', async () => [
    (await call('PATCH', '/users/@me', JSON.stringify(maximalUser()), token)).ms,
  ]);
  const memberIds: string[] = [];
  const template = JSON.stringify(maximalMember(0));
  await phase(`POST /members × ${MEMBERS} (~1.3 MB each)`, async () => {
    const times: number[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const body = template.replace(`"name":"${EMOJI.repeat(90)} 0"`, `"name":"${EMOJI.repeat(90)} ${i}"`);
      const created = await call(
        'POST',
        '/members',
        i % 10 === 0 ? body : body.replace('"unlisted":true', '"unlisted":false'),
        token,
      );
      memberIds.push(created.json().id);
      times.push(created.ms);
      if ((i + 1) % 50 === 0) console.error(`  ${i + 1} members created`);
    }
    return times;
  });
  const parallel = async (make: () => Promise<{ ms: number; bytes: number }>) => {
    const answers = await Promise.all(Array.from({ length: READERS }, make));
    console.error(`  answer size ${(answers[0]!.bytes / 1024 / 1024).toFixed(1)} MB`);
    return answers.map((a) => a.ms);
  };
  await phase(`POST /auth/login × ${READERS} at once`, () => parallel(() => call('POST', '/auth/login', credentials)));
  await phase(`GET /users/@me × ${READERS} at once`, () => parallel(() => call('GET', '/users/@me', undefined, token)));
  await phase(`GET /users/{name} × ${READERS} at once`, () => parallel(() => call('GET', `/users/${username}`)));
  await phase(`GET /users/{name}/members × ${READERS} at once`, () =>
    parallel(() => call('GET', `/users/${username}/members`)),
  );
  await phase(`GET /users/@me/members × ${READERS} at once`, () =>
    parallel(() => call('GET', '/users/@me/members', undefined, token)),
  );
  await phase('GET /members/{id} for 50 members, 4 at a time', async () => {
    const times: number[] = [];
    for (let i = 0; i < 50; i += 4) {
      const batch = memberIds.slice(i, i + 4).map((id) => call('GET', `/members/${id}`));
      for (const answer of await Promise.all(batch)) times.push(answer.ms);
    }
    return times;
  });
  // Export: the whole account streamed (counted here, never held); import: as much of a maximal
  // account as IMPORT_MAX_MB lets through, into a fresh account, and one body over the limit.
  const download = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1${path}`, { headers: { authorization: token } });
    if (res.status !== 200 || !res.body) throw new Error(`GET ${path} → ${res.status}`);
    let bytes = 0;
    const reader = res.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
    console.log(`  ${path}: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    return performance.now() - started;
  };
  await phase('GET /users/@me/export (zip: nametag.json and every image)', async () => [
    await download('/users/@me/export'),
  ]);
  await phase('GET /users/@me/export?format=json', async () => [await download('/users/@me/export?format=json')]);
  const importer = (await call('POST', '/auth/register', JSON.stringify({ username: 'importer', password }))).json()
    .token as string;
  const importLimit = 8 * 1024 * 1024;
  const importable: string[] = [];
  // Sizes in UTF-8 bytes (an emoji is 4), as the limit counts them.
  // Flags are left out: the importing account's library has none of the exporter's.
  const importTemplate = JSON.stringify({ ...maximalMember(0), flags: [] });
  const memberBytes = Buffer.byteLength(importTemplate);
  let size = Buffer.byteLength(JSON.stringify(maximalUser())) + 200;
  for (let i = 0; size + memberBytes < importLimit; i++) {
    importable.push(importTemplate.replace(`"name":"${EMOJI.repeat(90)} 0"`, `"name":"${EMOJI.repeat(90)} ${i}"`));
    size += memberBytes + 1;
  }
  const importBody = `{"format":"nametag-export","version":1,"user":${JSON.stringify({ ...maximalUser(), flags: [] })},"flags":[],"members":[${importable.join(',')}]}`;
  await phase(
    `POST /users/@me/import (${(Buffer.byteLength(importBody) / 1024 / 1024).toFixed(1)} MB: the profile and ${importable.length} maximal members)`,
    async () => [(await call('POST', '/users/@me/import', importBody, importer)).ms],
  );
  await phase('POST /users/@me/import over IMPORT_MAX_MB (refused: 413)', async () => {
    // Fastify answers 413 as soon as it sees the Content-Length, and closes the connection: the
    // headers go first, and the body only if no answer came within a second.
    const started = performance.now();
    const body = 'x'.repeat(importLimit + 1);
    const statusCode = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}/api/v1/users/@me/import`, {
        method: 'POST',
        headers: { authorization: importer, 'content-type': 'application/json', 'content-length': body.length },
      });
      const sendBody = setTimeout(() => req.end(body), 1000);
      req.on('response', (res) => {
        clearTimeout(sendBody);
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (error) => reject(error));
      req.flushHeaders();
    });
    if (statusCode !== 413) throw new Error(`an import over the limit → ${statusCode}`);
    return [performance.now() - started];
  });
  await phase('PATCH /users/@me (bio)', async () => [
    (await call('PATCH', '/users/@me', JSON.stringify({ bio: 'changed' }), token)).ms,
  ]);
  await phase('PATCH /users/@me removing a custom preference every member uses', async () => {
    const remaining = Object.fromEntries(
      prefs.slice(1).map((key) => [key, { icon: 'star', tooltip: 'kept', size: 'normal' }]),
    );
    return [(await call('PATCH', '/users/@me', JSON.stringify({ custom_preferences: remaining }), token)).ms];
  });
  await phase('PATCH /users/@me/flags/{id}: renaming a flag every profile shows', async () => [
    (await call('PATCH', `/users/@me/flags/${shownFlags[0]}`, JSON.stringify({ name: text(100) }), token)).ms,
  ]);
  await phase('DELETE /users/@me/flags/{id}: a flag every profile shows', async () => [
    (await call('DELETE', `/users/@me/flags/${shownFlags[1]}`, undefined, token)).ms,
  ]);
  await phase('DELETE /users/@me', async () => [(await call('DELETE', '/users/@me', undefined, token)).ms]);
} catch (error) {
  failed = true;
  console.error(`FAIL: ${(error as Error).message}\nserver output:\n${server.output().slice(-3000)}`);
} finally {
  const alive = server.child.exitCode === null && server.child.signalCode === null;
  if (!alive) {
    failed = true;
    console.error(
      `FAIL: the server died (exit ${server.child.exitCode ?? server.child.signalCode}):\n${server.output().slice(-3000)}`,
    );
  }
  await stopProcess(server.child);
  // e.g. with STRESS_NODE_ARGS=--trace-gc: each phase ends at a "[runtime-probe]" mark.
  if (process.env.STRESS_SERVER_OUTPUT) writeFileSync(process.env.STRESS_SERVER_OUTPUT, server.output());
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}

const worstBlock = Math.max(0, ...results.map((r) => r.maxOwnBlockMs));
const worstDelay = Math.max(0, ...results.map((r) => r.maxLoopDelayMs));
const peakHeap = Math.max(0, ...results.map((r) => r.peakHeapMb));
const slowest = results.reduce((a, b) => (b.slowestMs > a.slowestMs ? b : a), results[0]!);
console.log(
  `\n${engine}, ${MEMBERS} maximal members: slowest request ${slowest?.slowestMs} ms (${slowest?.phase}); ` +
    `longest event-loop block ${worstBlock} ms (longest loop delay, waits for a CPU included: ${worstDelay} ms); ` +
    `peak heap ${peakHeap} MB`,
);
if (worstBlock > MAX_BLOCK_MS) {
  console.log(`FAIL: the event loop was blocked for more than ${MAX_BLOCK_MS} ms`);
  failed = true;
}
process.exit(failed ? 1 : 0);
