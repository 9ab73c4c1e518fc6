// `npm test`: the unit tier (pure rules, no database) once, the whole suite on SQLite, the media suites
// with S3 storage, and the whole suite again on PostgreSQL when a server is reachable. With
// NAMETAG_REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL is a failure, not a skip; with
// NAMETAG_REQUIRE_REDIS=1 (CI) so is an unreachable Redis for the tests that use it.
//
// Every test file of every pass is one job, `node --import tsx --test <file>` in a process of its own
// (as `node --test` runs files), and one pool runs the jobs of all passes together, the longest first:
// the files of both engines overlap, and a file that waits (a timer, a child process, Chromium) leaves
// the cores to others. The order comes from how long each file took in the last run on this machine
// (tmp/test-times.json), or where there is none (a fresh clone, a new file) from what the file is:
// browser journeys, then process tests, then the rest by size. Nothing is left out by the order.
//
// Which files run on which engine (docs/TESTING.md): every file runs on both, except a file that says
// otherwise in a line of its own, `// test-engines: sqlite` or `// test-engines: postgres`: one whose
// tests never depend on the pass's engine (no database, or always the same one) runs once, and one that
// needs one engine's server runs in that pass only. Such a file also skips itself on the other engine
// (TEST_ENGINE), for a run by hand; the line spares the other pass a process that would only skip.
// Inside a file, a browser test repeated for each display (width, colour scheme) runs every display on
// SQLite and the first on PostgreSQL (`displaysOfThisPass`, test/helpers/browser.ts): the server is
// never told the display, so the others repeat the same storage work; what they add is the browser's.
//
// Output: one line per file as it ends; the whole output of a file that failed; the figures of the run
// (per pass and the longest files); the last line is `N passed, N failed`. NAMETAG_TEST_VERBOSE=1
// prints every file's whole output; each is also kept in tmp/test-logs/. NAMETAG_TEST_CONCURRENCY sets
// how many files run at once (default: twice the cores, as most files wait for a good part of their time).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const adminUrl = process.env.NAMETAG_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const concurrency = Number(process.env.NAMETAG_TEST_CONCURRENCY) || Math.max(2, availableParallelism() * 2);
const verbose = process.env.NAMETAG_TEST_VERBOSE === '1';
/** A file still running after this long is stopped and fails (NAMETAG_TEST_FILE_MINUTES). */
const fileLimitMs = (Number(process.env.NAMETAG_TEST_FILE_MINUTES) || 30) * 60_000;
/**
 * Browser journeys at once, at most (NAMETAG_TEST_BROWSERS): each runs Chromium beside its own server,
 * and more of them at once than the machine has cores starve each other into timeouts; the other
 * workers meanwhile take the files that are not journeys.
 */
const browserLimit = Number(process.env.NAMETAG_TEST_BROWSERS) || Math.max(1, Math.floor(concurrency / 2));
const TIMES_FILE = 'tmp/test-times.json';
const LOG_DIR = 'tmp/test-logs';

const list = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => `${dir}/${f}`);
// `npm test -- <files>`: only those files, in each pass that runs them.
const only = process.argv.slice(2);
const chosen = (files) => (only.length === 0 ? files : files.filter((file) => only.includes(file)));
const unitTests = chosen(list('test/unit'));
const allTests = chosen([...list('test'), ...list('test/http'), ...list('test/web')]);
/** The engine a file declares it runs on alone (`// test-engines: sqlite|postgres`), else undefined. */
const onlyEngine = (file) => /^\/\/ test-engines: (sqlite|postgres)$/m.exec(readFileSync(file, 'utf8'))?.[1];
// The media suites again with images in S3-compatible object storage (a local server on loopback): the
// files that say so in a line of their own, `// test-media: s3`.
const mediaTests = allTests.filter((file) => /^\/\/ test-media: s3$/m.test(readFileSync(file, 'utf8')));
const runsOn = (engine) => (file) => (onlyEngine(file) ?? engine) === engine;

async function postgresReachable() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${adminUrl} is not reachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Runs `node <args>`, resolving with its exit code and everything it printed. Past `limitMs` it is
 * killed and fails: a file that hangs fails the run with its output instead of holding CI to its end.
 */
function runNode(args, env = {}, limitMs = 0) {
  return new Promise((resolve) => {
    // A process group of its own: `node --test` runs the file in a child of its own, and a stopped
    // file's processes (that child, a server, Chromium) all go with it.
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let stopped = false;
    const limit =
      limitMs > 0 &&
      setTimeout(() => {
        stopped = true;
        killGroup(child, 'SIGKILL');
        // Its own children may still hold the pipes open: stop reading them.
        setTimeout(() => [child.stdout, child.stderr].forEach((stream) => stream.destroy()), 5000).unref();
      }, limitMs);
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (limit) clearTimeout(limit);
      // Whatever the file left running (a server it did not stop) ends with it.
      killGroup(child, 'SIGKILL');
      if (stopped) output += `\n# stopped: still running after ${limitMs / 60_000} minutes\n`;
      resolve({ code: stopped ? 1 : (code ?? (signal ? 1 : 0)), output, stdout });
    });
  });
}
const running = new Set();
/** Set by a signal: no further file starts. */
let stopping = false;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group has ended already
  }
}

/**
 * The migrated database a pass's HTTP tests copy (test/helpers/test-database.ts): made once per engine
 * instead of migrating a database for every test app; dropped after the run.
 */
async function makeTemplate(engine) {
  const made = await runNode(['--import', 'tsx', 'scripts/test-template.ts', engine, 'make']);
  if (made.code !== 0) throw new Error(`the ${engine} test template could not be made:\n${made.output}`);
  return made.stdout.trim();
}
async function dropTemplate(engine, where) {
  const dropped = await runNode(['--import', 'tsx', 'scripts/test-template.ts', engine, 'drop', where]);
  if (dropped.code !== 0) console.log(`the ${engine} test template ${where} could not be dropped:\n${dropped.output}`);
}

function readTimes() {
  try {
    return JSON.parse(readFileSync(TIMES_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** Without a time from an earlier run: browser journeys, then process tests, then by size. */
function guessedSeconds(file) {
  const kind = file.startsWith('test/web/')
    ? 1000
    : file.startsWith('test/unit/')
      ? 0
      : /^test\/[^/]+$/.test(file)
        ? 100
        : 10;
  return kind + statSync(file).size / 10_000;
}

const passes = [];
const templates = [];
let skippedPostgres = false;
const startedAt = performance.now();

async function main() {
  const pgUp = await postgresReachable();
  if (!pgUp) {
    skippedPostgres = true;
    console.log('PostgreSQL pass skipped.');
  }
  const [sqliteTemplate, pgTemplate] = await Promise.all([
    makeTemplate('sqlite'),
    pgUp ? makeTemplate('postgres') : Promise.resolve(undefined),
  ]);
  templates.push(['sqlite', sqliteTemplate]);
  if (pgTemplate !== undefined) templates.push(['postgres', pgTemplate]);

  const sqliteEnv = { NAMETAG_TEST_ENGINE: 'sqlite', NAMETAG_TEST_TEMPLATE: sqliteTemplate };
  passes.push({ name: 'unit', files: unitTests, env: {} });
  passes.push({ name: 'sqlite', files: allTests.filter(runsOn('sqlite')), env: sqliteEnv });
  passes.push({ name: 's3 media', files: mediaTests, env: { ...sqliteEnv, NAMETAG_TEST_MEDIA: 's3' } });
  if (pgTemplate !== undefined) {
    passes.push({
      name: 'postgres',
      files: allTests.filter(runsOn('postgres')),
      env: { NAMETAG_TEST_ENGINE: 'postgres', NAMETAG_TEST_TEMPLATE: pgTemplate },
    });
  }

  for (const pass of passes.splice(0)) if (pass.files.length > 0) passes.push(pass);
  const times = readTimes();
  const jobs = passes.flatMap((pass) =>
    pass.files.map((file) => {
      const key = `${pass.name} ${file}`;
      return { pass, file, key, estimate: times[key] ?? guessedSeconds(file) };
    }),
  );
  jobs.sort((a, b) => b.estimate - a.estimate);
  for (const pass of passes) {
    Object.assign(pass, { passed: 0, failed: 0, skipped: 0, code: 0, seconds: 0, first: Infinity, last: 0 });
  }
  console.log(
    `${jobs.length} test files in ${passes.length} passes (${passes.map((p) => `${p.name} ${p.files.length}`).join(', ')}), ${concurrency} at a time`,
  );
  rmSync(LOG_DIR, { recursive: true, force: true });

  const newTimes = { ...times };
  const finished = [];
  const queue = [...jobs];
  const isJourney = (job) => job.file.startsWith('test/web/');
  let journeysRunning = 0;
  /**
   * The longest job left that may start now: a journey only while fewer than `browserLimit` run. None
   * when only journeys are left and the limit is reached: this worker ends, and the workers running
   * journeys take the rest.
   */
  const nextJob = () => {
    const index = queue.findIndex((job) => !isJourney(job) || journeysRunning < browserLimit);
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  };
  async function worker() {
    for (let job = nextJob(); job && !stopping; job = nextJob()) {
      const journey = isJourney(job);
      if (journey) journeysRunning += 1;
      const { pass, file } = job;
      const began = performance.now();
      const { code, output } = await runNode(['--import', 'tsx', '--test', file], pass.env, fileLimitMs);
      if (journey) journeysRunning -= 1;
      const seconds = (performance.now() - began) / 1000;
      // The closing TAP lines of node's test runner: "# pass N", "# fail N", "# cancelled N", "# skipped N".
      const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
      const result = { ...job, code, seconds, passed: count('pass'), failed: count('fail') + count('cancelled') };
      result.skipped = count('skipped');
      if (code !== 0 && result.failed === 0) result.failed = 1;
      pass.passed += result.passed;
      pass.failed += result.failed;
      pass.skipped += result.skipped;
      pass.seconds += seconds;
      pass.first = Math.min(pass.first, (began - startedAt) / 1000);
      pass.last = Math.max(pass.last, (performance.now() - startedAt) / 1000);
      if (code !== 0) pass.code = code;
      newTimes[job.key] = Math.round(seconds * 10) / 10;
      finished.push(result);
      const logFile = join(LOG_DIR, pass.name.replace(/\W+/g, '-'), `${file.replace(/\//g, '_')}.tap`);
      mkdirSync(join(logFile, '..'), { recursive: true });
      writeFileSync(logFile, output);
      const failed = code !== 0;
      console.log(
        `${failed ? 'FAIL' : 'ok  '} ${pass.name.padEnd(8)} ${file.padEnd(48)} ${String(result.passed).padStart(4)} passed` +
          `${result.failed ? `, ${result.failed} failed` : ''}${result.skipped ? `, ${result.skipped} skipped` : ''}` +
          `  ${seconds.toFixed(1)} s`,
      );
      if (failed || verbose) console.log(`--- ${pass.name} ${file}\n${output}--- end of ${file}\n`);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  // Files removed since are forgotten.
  for (const key of Object.keys(newTimes)) if (!existsSync(key.slice(key.indexOf(' test/') + 1))) delete newTimes[key];
  mkdirSync('tmp', { recursive: true });
  writeFileSync(TIMES_FILE, `${JSON.stringify(newTimes, null, 1)}\n`);

  const total = (performance.now() - startedAt) / 1000;
  console.log('\n=== the run ===');
  console.log(`${total.toFixed(0)} s in all, ${concurrency} files at a time`);
  for (const p of passes) {
    console.log(
      `${p.name}: files ran from ${p.first.toFixed(0)} s to ${p.last.toFixed(0)} s, ${p.seconds.toFixed(0)} s of file time`,
    );
  }
  console.log('the longest files:');
  for (const r of [...finished].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${r.seconds.toFixed(1).padStart(6)} s  ${r.pass.name} ${r.file}`);
  }
}

/** Stops the files still running and drops the templates, once (a signal and the end may both ask). */
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    await Promise.all(templates.map(([engine, where]) => dropTemplate(engine, where)));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the test files`);
    stopping = true;
    void cleanUp().finally(() => process.exit(130));
  });
}

let crashed = false;
try {
  await main();
} catch (error) {
  crashed = true;
  console.log(error instanceof Error ? error.message : String(error));
} finally {
  await cleanUp();
}

console.log('\n=== summary ===');
for (const p of passes) {
  console.log(`${p.name}: ${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped (exit ${p.code})`);
}
const passed = passes.reduce((n, p) => n + p.passed, 0);
const failed = passes.reduce((n, p) => n + p.failed, 0) + (crashed ? 1 : 0);
const required = process.env.NAMETAG_REQUIRE_POSTGRES === '1';
if (skippedPostgres && required) console.log('FAIL: NAMETAG_REQUIRE_POSTGRES=1 but the PostgreSQL pass could not run.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(!crashed && passes.every((p) => p.code === 0) && !(skippedPostgres && required) ? 0 : 1);
