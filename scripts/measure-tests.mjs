// `node scripts/measure-tests.mjs <sqlite|postgres> [--concurrency N] [--out file.json] [files]`: the
// wall time and CPU (user + sys, every process a file starts, Chromium's included: scripts/cpu-of.py)
// of each test file, on one engine, N files at a time (default 2), with the engine's template
// database as `npm test` makes it. Without files: every file `npm test` runs on that engine. Prints
// the files by CPU, the sums, the PostgreSQL server's CPU meanwhile (of every client, on a shared
// machine) and the load averages before and after. docs/TESTING.md says how to read the figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const engine = args.shift();
if (engine !== 'sqlite' && engine !== 'postgres') {
  console.error('usage: node scripts/measure-tests.mjs <sqlite|postgres> [--concurrency N] [--out file.json] [files]');
  process.exit(2);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const concurrency = Number(option('--concurrency', '2'));
const out = option('--out', undefined);
const list = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`);
const declared = (file) => /^\/\/ test-engines: (sqlite|postgres)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? engine;
const files =
  args.length > 0
    ? args
    : [...list('test'), ...list('test/http'), ...list('test/web')].filter((f) => declared(f) === engine);

/** CPU seconds of the PostgreSQL server and the backends it has reaped (Linux, local server). */
function postgresCpu() {
  try {
    const dir = '/var/run/postgresql';
    const pidFile = readdirSync(dir).find((f) => f.endsWith('.pid'));
    const pid = readFileSync(join(dir, pidFile), 'utf8').split('\n')[0];
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
  } catch {
    return Number.NaN;
  }
}
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const template = (action, where) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/test-template.ts', engine, action, ...(where ? [where] : [])],
    {
      encoding: 'utf8',
    },
  ).stdout.trim();
const made = template('make');
const env = { ...process.env, NAMETAG_TEST_ENGINE: engine, NAMETAG_TEST_TEMPLATE: made };
const scratch = mkdtempSync(join(tmpdir(), 'nametag-measure-'));
const loadBefore = load();
const postgresBefore = postgresCpu();
const started = performance.now();
const results = [];
const queue = [...files];

async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const timeFile = join(scratch, `${results.length}-${file.replace(/\//g, '_')}.time`);
    const output = await new Promise((resolve) => {
      const child = spawn('scripts/cpu-of.py', [timeFile, process.execPath, '--import', 'tsx', '--test', file], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('close', () => resolve(text));
    });
    const [wall, user, sys] = readFileSync(timeFile, 'utf8').trim().split(' ').map(Number);
    const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    const result = {
      file,
      wall,
      cpu: Math.round((user + sys) * 100) / 100,
      passed: count('pass'),
      failed: count('fail'),
    };
    results.push(result);
    console.log(JSON.stringify(result));
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
template('drop', made);

const sum = (pick) => Math.round(results.reduce((total, r) => total + pick(r), 0));
const summary = {
  engine,
  concurrency,
  files: results.length,
  seconds: Math.round((performance.now() - started) / 1000),
  cpu: sum((r) => r.cpu),
  postgresServerCpu: Math.round(postgresCpu() - postgresBefore),
  passed: sum((r) => r.passed),
  failed: sum((r) => r.failed),
  loadBefore,
  loadAfter: load(),
};
console.log('\nby CPU (s):');
for (const r of [...results].sort((a, b) => b.cpu - a.cpu)) {
  console.log(`${r.cpu.toFixed(1).padStart(8)} cpu ${r.wall.toFixed(1).padStart(8)} wall  ${r.file}`);
}
console.log(JSON.stringify(summary));
if (out) writeFileSync(out, JSON.stringify({ summary, results }, null, 1));
