// `npm test`: the unit tier (pure rules, no database) once, then the whole suite on SQLite, the media
// suites with S3 storage, then the whole suite again on PostgreSQL when a server is reachable. With NAMETAG_REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL is a failure, not a skip;
// with NAMETAG_REQUIRE_REDIS=1 (CI) so is an unreachable Redis for the tests that use it.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';

const adminUrl = process.env.NAMETAG_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const list = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => `${dir}/${f}`);
const unitTests = list('test/unit');
const allTests = [...list('test'), ...list('test/http'), ...list('test/web')];

function runPass(engine, files, env = { NAMETAG_TEST_ENGINE: engine }) {
  console.log(`\n=== ${engine}: ${files.length} test files ===`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => {
      // The closing TAP lines of node's test runner: "# pass N", "# fail N", "# skipped N".
      const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
      resolve({ engine, code, passed: count('pass'), failed: count('fail'), skipped: count('skipped') });
    });
  });
}

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
 * The migrated database a pass's HTTP tests copy (test/helpers/test-database.ts): made once per pass
 * instead of migrating a database for every test app; dropped after the pass.
 */
function template(engine, action, where) {
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/test-template.ts', engine, action, ...(where ? [where] : [])],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (made.status !== 0)
    throw new Error(`the ${engine} test template could not be ${action === 'make' ? 'made' : 'dropped'}`);
  return made.stdout.trim();
}

async function withTemplate(engine, run) {
  const where = template(engine, 'make');
  try {
    return await run({ NAMETAG_TEST_TEMPLATE: where });
  } finally {
    template(engine, 'drop', where);
  }
}

// The media suites again with images in S3-compatible object storage (a local server on loopback).
const mediaTests = ['test/http/avatars.test.ts', 'test/http/flags.test.ts', 'test/http/portability.test.ts'];
const results = [await runPass('unit', unitTests)];
await withTemplate('sqlite', async (templateEnv) => {
  results.push(await runPass('sqlite', allTests, { NAMETAG_TEST_ENGINE: 'sqlite', ...templateEnv }));
  results.push(
    await runPass('s3 media', mediaTests, { NAMETAG_TEST_ENGINE: 'sqlite', NAMETAG_TEST_MEDIA: 's3', ...templateEnv }),
  );
});
let skippedPostgres = false;
if (await postgresReachable()) {
  await withTemplate('postgres', async (templateEnv) => {
    results.push(await runPass('postgres', allTests, { NAMETAG_TEST_ENGINE: 'postgres', ...templateEnv }));
  });
} else {
  skippedPostgres = true;
  console.log('PostgreSQL pass skipped.');
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.engine}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (exit ${r.code})`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const required = process.env.NAMETAG_REQUIRE_POSTGRES === '1';
if (skippedPostgres && required) console.log('FAIL: NAMETAG_REQUIRE_POSTGRES=1 but the PostgreSQL pass could not run.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) && !(skippedPostgres && required) ? 0 : 1);
