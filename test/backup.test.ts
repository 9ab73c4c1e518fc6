/**
 * The operator's backup, restore and copy commands, run as processes against a server that keeps
 * serving: a backup taken in the middle of continuous writes restores whole, every write acknowledged
 * before it began is there, and bad inputs leave the target as it was.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { type Engine, type FreshDatabase, freshDatabase } from '../harness/databases.js';
import { unzip, zipStream } from '../src/lib/zip.js';
import { createFlag, registerUser, type TestUser, uniqueName } from './helpers/factories.js';
import { striped } from './helpers/images.js';
import { s3MediaEnv } from './helpers/s3.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { migratedTestDatabase, TEST_ENGINE } from './helpers/test-database.js';

interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as a process; asynchronous, so the server in this process keeps answering meanwhile. */
function cli(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      env: { ...process.env, NAMETAG_TEST_MEDIA: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const MEMBERS_WRITTEN_AT_MOST = 150;

/** Rewrites a zip file with `change` applied to its entries. */
async function rewriteZip(from: string, to: string, change: (files: Map<string, Buffer>) => void): Promise<void> {
  const files = await unzip(readFileSync(from), { maxEntries: 10_000, maxBytes: 100 * 1024 * 1024 });
  change(files);
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream([...files].map(([name, bytes]) => ({ name, open: async () => bytes })))) {
    chunks.push(chunk as Buffer);
  }
  writeFileSync(to, Buffer.concat(chunks));
}

/** Whether the database is whole: SQLite's own checks, or PostgreSQL's constraints all validated. */
async function assertWhole(engine: Engine, url: string): Promise<void> {
  if (engine === 'sqlite') {
    const db = new Database(url, { readonly: true });
    try {
      assert.deepEqual(db.pragma('integrity_check'), [{ integrity_check: 'ok' }]);
      assert.deepEqual(db.pragma('foreign_key_check'), []);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_constraint where connamespace = current_schema()::regnamespace and not convalidated`,
    );
    assert.equal(rows[0].n, 0);
    const orphans = await client.query(
      `select count(*)::int as n from members m where not exists (select 1 from users u where u.id = m.user_id)`,
    );
    assert.equal(orphans.rows[0].n, 0);
  } finally {
    await client.end();
  }
}

/** What a reader and the owner see of an account: the answers a copy must give back unchanged. */
async function readings(t: TestApp, user: TestUser) {
  const profile = await t.get(`/api/v1/users/${user.name}`);
  const members = await t.get(`/api/v1/users/${user.name}/members`);
  const me = await t.get('/api/v1/users/@me', user.token);
  const groups = await t.get(`/api/v1/users/${user.name}/groups`);
  const flags = await t.get('/api/v1/users/@me/flags', user.token);
  for (const res of [profile, members, me, groups, flags]) assert.equal(res.status, 200, res.raw);
  return { profile: profile.body, members: members.body, me: me.body, groups: groups.body, flags: flags.body };
}

async function fillProfile(t: TestApp, user: TestUser): Promise<void> {
  const avatar = (await striped('png', 64, 64)).toString('base64');
  const res = await t.patch(
    '/api/v1/users/@me',
    {
      avatar,
      bio: 'Bio with “quotes”, an emoji 🦊 and\na new line',
      display_name: 'Ünïcode name',
      names: [{ value: 'Robin', status: 'favourite' }],
      pronouns: [{ value: 'they/them/their/theirs/themself', display_text: 'they/them', status: 'favourite' }],
      fields: [{ name: 'Words', entries: [{ value: 'pal', status: 'okay' }] }],
      links: ['https://example.com/me'],
    },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
  await createFlag(t, user);
  const member = await t.post('/api/v1/members', { name: uniqueName('m'), bio: 'in a group' }, user.token);
  assert.equal(member.status, 200, member.raw);
  const group = await t.post('/api/v1/groups', { name: 'Crew', members: [member.body.id] }, user.token);
  assert.equal(group.status, 200, group.raw);
}

describe('backup, restore and copies', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-backup-'));
  const dropped: FreshDatabase[] = [];
  let source: TestApp;
  let sourceEnv: Record<string, string>;
  let user: TestUser;
  const backupFile = join(dir, 'backup.zip');
  /** Members whose creation was acknowledged before the backup began, and after it ended. */
  let ackedBefore: string[] = [];
  let written: string[] = [];

  const newDatabase = async (engine: Engine = TEST_ENGINE) => {
    const sub = mkdtempSync(join(dir, 'db-'));
    const database = await freshDatabase(engine, sub, 'backup');
    dropped.push(database);
    return { url: database.url, mediaDir: join(sub, 'media') };
  };

  before(async () => {
    const sub = mkdtempSync(join(dir, 'source-'));
    const database = await migratedTestDatabase(sub);
    dropped.push(database);
    sourceEnv = { DATABASE_URL: database.url, MEDIA_STORAGE: 'local', MEDIA_DIR: join(sub, 'media') };
    source = await startTestApp(sourceEnv);
    user = await registerUser(source);
    await fillProfile(source, user);
  });
  after(async () => {
    await source.close();
    for (const database of dropped) await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while the server writes, consistently', async () => {
    let writing = true;
    let backupStarted = false;
    const acknowledged: string[] = [];
    const acknowledgedBefore: string[] = [];
    let bioWrites = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        if (acknowledged.length < MEMBERS_WRITTEN_AT_MOST) {
          const name = `w${String(i).padStart(4, '0')}`;
          const res = await source.post('/api/v1/members', { name }, user.token);
          assert.equal(res.status, 200, res.raw);
          acknowledged.push(name);
          if (!backupStarted) acknowledgedBefore.push(name);
        } else {
          const res = await source.patch('/api/v1/users/@me', { bio: `write ${++bioWrites}` }, user.token);
          assert.equal(res.status, 200, res.raw);
        }
      }
    })();
    // Writes are under way before the backup begins.
    while (acknowledged.length < 5) await new Promise((resolve) => setImmediate(resolve));
    backupStarted = true;
    const run = await cli(sourceEnv, 'backup', backupFile);
    writing = false;
    await writer;
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, '', 'nothing secret to print');
    assert.match(run.stderr, /^Backed up \d+ tables \(\d+ rows?\) and 2 media files \([\d.]+ MB\) to /);
    ackedBefore = acknowledgedBefore;
    written = acknowledged;
    assert.ok(written.length > ackedBefore.length, 'the server kept writing during the backup');
  });

  it('restores into an empty database: every acknowledged write before the backup, whole, served as before', async () => {
    const target = await newDatabase();
    const env = { DATABASE_URL: target.url, MEDIA_STORAGE: 'local', MEDIA_DIR: target.mediaDir };
    const run = await cli(env, 'restore', backupFile);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /^Restored \d+ tables \(\d+ rows?, checked\) and 2 media files from the backup of /);
    await assertWhole(TEST_ENGINE, target.url);

    const restored = await startTestApp(env);
    try {
      const members = (await restored.get(`/api/v1/users/${user.name}/members`)).body as { name: string }[];
      const names = members.map((m) => m.name).filter((name) => /^w\d{4}$/.test(name));
      for (const name of ackedBefore)
        assert.ok(names.includes(name), `${name} was acknowledged before the backup began`);
      // One moment: the members written in order are a prefix of them, never a set with holes.
      assert.deepEqual(names.sort(), written.slice(0, names.length));

      const now = await readings(restored, user);
      assert.equal(now.me.name, user.name, 'the session token works on the restored instance');
      assert.equal(now.groups.length, 1);
      assert.equal(now.flags.length, 1);
      // The media came back: the avatar and the flag are served with the bytes the source serves.
      for (const url of [
        `/media/users/${user.id}/${now.profile.avatar}.webp`,
        `/media/flags/${now.flags[0].hash}.webp`,
      ]) {
        const [got, want] = [await restored.request('GET', url), await source.request('GET', url)];
        assert.equal(got.status, 200, url);
        assert.equal(got.raw, want.raw);
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a database that holds data, or a newer schema, and stores nothing', async () => {
    const untouched = join(dir, 'untouched-media');
    const run = await cli({ ...sourceEnv, MEDIA_DIR: untouched }, 'restore', backupFile);
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      /the target database is not empty \(table \w+ holds \d+ rows?\); use a new, empty database/,
    );
    assert.equal((await source.get(`/api/v1/users/${user.name}`)).status, 200);
    assert.ok(!existsSync(untouched), 'no media file was stored');

    const older = join(dir, 'older.zip');
    await rewriteZip(backupFile, older, (files) => {
      const manifest = JSON.parse(files.get('nametag-backup.json')!.toString());
      manifest.migrations.pop();
      files.set('nametag-backup.json', Buffer.from(JSON.stringify(manifest)));
    });
    const target = await newDatabase();
    const env = { DATABASE_URL: target.url, MEDIA_STORAGE: 'local', MEDIA_DIR: target.mediaDir };
    assert.equal((await cli(env, 'migrate')).status, 0);
    const newer = await cli(env, 'restore', older);
    assert.equal(newer.status, 1);
    assert.match(
      newer.stderr,
      /the target database has a newer schema \(up to \S+\) than the data \(up to \S+\); use a new database/,
    );
    assert.ok(!existsSync(join(target.mediaDir, 'users')), 'no media file was stored');
  });

  it('refuses a damaged backup without writing anything, then restores the whole one there', async () => {
    const target = await newDatabase();
    const env = { DATABASE_URL: target.url, MEDIA_STORAGE: 'local', MEDIA_DIR: target.mediaDir };

    const edited = join(dir, 'edited.zip');
    await rewriteZip(backupFile, edited, (files) => {
      const rows = files.get('tables/users.ndjson')!.toString();
      files.set('tables/users.ndjson', Buffer.from(rows.replace('Ünïcode name', 'Changed name')));
    });
    const changed = await cli(env, 'restore', edited);
    assert.equal(changed.status, 1);
    assert.match(
      changed.stderr,
      /the rows of users \(1\) are not the ones the data's manifest describes \(1\): it is damaged; no row was written/,
    );

    const truncated = join(dir, 'truncated.zip');
    writeFileSync(truncated, readFileSync(backupFile).subarray(0, 2000));
    const cut = await cli(env, 'restore', truncated);
    assert.equal(cut.status, 1);
    assert.match(cut.stderr, /the backup file is damaged or not a Nametag backup/);

    const brokenLine = join(dir, 'broken-line.zip');
    await rewriteZip(backupFile, brokenLine, (files) => {
      files.set('tables/members.ndjson', Buffer.concat([files.get('tables/members.ndjson')!, Buffer.from('["x"]\n')]));
    });
    const broken = await cli(env, 'restore', brokenLine);
    assert.equal(broken.status, 1);
    assert.match(broken.stderr, /line \d+ of table members is not a row of its \d+ columns/);

    const future = join(dir, 'future.zip');
    await rewriteZip(backupFile, future, (files) => {
      const manifest = JSON.parse(files.get('nametag-backup.json')!.toString());
      manifest.migrations.push('9999-from-the-future');
      files.set('nametag-backup.json', Buffer.from(JSON.stringify(manifest)));
    });
    const newer = await cli(env, 'restore', future);
    assert.equal(newer.status, 1);
    assert.match(newer.stderr, /comes from a newer version of Nametag \(its schema has 9999-from-the-future\)/);

    const missing = await cli(env, 'restore', join(dir, 'no-such-file.zip'));
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /there is no file /);

    // Nothing of those was written: the target still takes the whole backup.
    const whole = await cli(env, 'restore', backupFile);
    assert.equal(whole.status, 0, whole.stderr);
  });

  it('says what is wrong with the command line, and with a database that is not there', async () => {
    for (const args of [['backup'], ['restore', 'a', 'b'], ['copy-to'], ['copy-media-to', 'ftp']]) {
      const run = await cli(sourceEnv, ...args);
      assert.equal(run.status, 2, args.join(' '));
      assert.match(run.stderr, /^nametag: .+ \(see: nametag help\)\n$/);
    }
    const absent = await cli(sourceEnv, 'copy-to', 'postgres://postgres@127.0.0.1:5432/nametag_no_such_database');
    assert.equal(absent.status, 1);
    assert.match(absent.stderr, /^nametag: the target database nametag_no_such_database cannot be reached \(/m);
    const same = await cli(sourceEnv, 'copy-to', sourceEnv.DATABASE_URL!);
    assert.equal(same.status, 2);
    assert.match(same.stderr, /another database than the one DATABASE_URL names/);
    const unwritable = await cli(sourceEnv, 'backup', join(dir, 'no-such-folder', 'backup.zip'));
    assert.equal(unwritable.status, 1);
    assert.match(
      unwritable.stderr,
      /^nametag: the backup cannot be written to .*no-such-folder\/backup\.zip \(ENOENT/m,
    );
    const folder = await cli(sourceEnv, 'restore', dir);
    assert.equal(folder.status, 1);
    assert.match(folder.stderr, /^nametag: .* cannot be read \(EISDIR/m);
    if (TEST_ENGINE === 'sqlite') {
      const none = await cli({ DATABASE_URL: join(dir, 'absent', 'nametag.db') }, 'backup', join(dir, 'x.zip'));
      assert.equal(none.status, 1);
      assert.match(none.stderr, /there is no database at .*absent/);
    }
  });

  it('copies the whole database to the other engine, which then answers the same', async () => {
    const other: Engine = TEST_ENGINE === 'sqlite' ? 'postgres' : 'sqlite';
    const target = await newDatabase(other);
    const run = await cli(sourceEnv, 'copy-to', target.url);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /^Copied \d+ tables \(\d+ rows?\) into .+; both hold the same\./);
    await assertWhole(other, target.url);

    // The same media folder: the copy moves the database only.
    const copy = await startTestApp({ ...sourceEnv, DATABASE_URL: target.url });
    try {
      assert.deepEqual(await readings(copy, user), await readings(source, user));
    } finally {
      await copy.close();
    }
    const again = await cli(sourceEnv, 'copy-to', target.url);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /the target database is not empty/);
  });

  it('copies the media to object storage, each file checked, and only what is new the second time', async () => {
    const s3 = await s3MediaEnv();
    const env = { ...sourceEnv, ...s3, MEDIA_STORAGE: 'local' };
    const first = await cli(env, 'copy-media-to', 's3');
    assert.equal(first.status, 0, first.stderr);
    assert.match(
      first.stderr,
      /^Copied 2 media files \([\d.]+ MB\) from .+ to the bucket media-[\d-]+; 0 were there already\./m,
    );
    const second = await cli(env, 'copy-media-to', 's3');
    assert.equal(second.status, 0, second.stderr);
    assert.match(second.stderr, /^Copied 0 media files .*; 2 were there already\./m);

    const damagedDir = join(dir, 'damaged-media');
    mkdirSync(join(damagedDir, 'users', user.id), { recursive: true });
    writeFileSync(join(damagedDir, 'users', user.id, `${'ab'.repeat(32)}.webp`), 'not what the name says');
    const damaged = await cli({ ...env, MEDIA_DIR: damagedDir }, 'copy-media-to', 's3');
    assert.equal(damaged.status, 1);
    assert.match(
      damaged.stderr,
      /users\/[\w-]+\/(ab){32}\.webp is damaged in the source \(its content does not match its name\)/,
    );

    const onS3 = await startTestApp({ ...sourceEnv, ...s3 });
    try {
      const profile = (await onS3.get(`/api/v1/users/${user.name}`)).body;
      const key = `/media/users/${user.id}/${profile.avatar}.webp`;
      const [got, want] = [await onS3.request('GET', key), await source.request('GET', key)];
      assert.equal(got.status, 200);
      assert.equal(got.raw, want.raw);
    } finally {
      await onS3.close();
    }
  });

  it('restores a backup of an instance with no one into one a server created', async () => {
    const empty = await newDatabase();
    mkdirSync(empty.mediaDir, { recursive: true });
    const env = { DATABASE_URL: empty.url, MEDIA_STORAGE: 'local', MEDIA_DIR: empty.mediaDir };
    assert.equal((await cli(env, 'migrate')).status, 0);
    const file = join(dir, 'empty.zip');
    const run = await cli(env, 'backup', file);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, / and 0 media files/);
    // A database a server created and nobody used counts as empty.
    const target = await newDatabase();
    const targetEnv = { DATABASE_URL: target.url, MEDIA_DIR: target.mediaDir };
    assert.equal((await cli(targetEnv, 'migrate')).status, 0);
    const restored = await cli(targetEnv, 'restore', file);
    assert.equal(restored.status, 0, restored.stderr);
  });
});
