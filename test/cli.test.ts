/** The operator's command-line tool, run as a process against a database the server then uses. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertApiError } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

describe('nametag CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-cli-'));
  let database: TestDatabase;
  let env: Record<string, string> = {};
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
  let t: TestApp;

  before(async () => {
    database = await createTestDatabase(dir);
    env = { DATABASE_URL: database.url, REQUIRE_INVITE: 'true' };
    assert.equal(cli('migrate').status, 0);
    t = await startTestApp(env);
  });
  after(async () => {
    await t.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates an admin user and prints only the token on stdout', async () => {
    const run = cli('create-user', 'operator', '--admin', '--password', 'operator-password');
    assert.equal(run.status, 0, run.stderr);
    const token = run.stdout.trim();
    assert.match(token, /^nt_/);
    const me = await t.get('/api/v1/users/@me', token);
    assert.equal(me.body.name, 'operator');
    assert.equal(me.body.is_admin, true);
    assert.equal(me.body.max_invites, 2_147_483_647);
    assert.equal(
      (await t.post('/api/v1/auth/login', { username: 'operator', password: 'operator-password' })).status,
      200,
    );
  });

  it('creates a user without a password, who cannot log in', async () => {
    const run = cli('create-user', 'nopass');
    assert.equal(run.status, 0, run.stderr);
    assert.equal((await t.get('/api/v1/users/@me', run.stdout.trim())).body.is_admin, false);
    assertApiError(await t.post('/api/v1/auth/login', { username: 'nopass', password: 'anything-at-all' }), 401, 1003);
  });

  it('refuses a taken or invalid username with a message and exit code 1', () => {
    const taken = cli('create-user', 'OPERATOR');
    assert.equal(taken.status, 1);
    assert.match(taken.stderr, /taken/);
    assert.equal(cli('create-user', 'x').status, 1);
  });

  it('creates read-only and expiring API tokens', async () => {
    const run = cli('create-token', 'operator', '--read-only', '--name', 'ci', '--expires-in', '3600');
    assert.equal(run.status, 0, run.stderr);
    const token = run.stdout.trim();
    assert.equal((await t.get('/api/v1/users/@me', token)).status, 200);
    assertApiError(await t.patch('/api/v1/users/@me', { bio: 'x' }, token), 403, 4002);
    assert.equal(cli('create-token', 'nobody-here').status, 2);
    assert.equal(cli('create-token', 'operator', '--expires-in', 'soon').status, 2);
  });

  it('creates invite codes that let people register on an invite-only instance', async () => {
    const run = cli('create-invite');
    assert.equal(run.status, 0, run.stderr);
    const code = run.stdout.trim();
    assert.equal(
      (await t.post('/api/v1/auth/register', { username: 'invitee', password: 'long enough', invite: code })).status,
      200,
    );
  });

  it('purges, and explains its usage on unknown commands', () => {
    const purge = cli('purge');
    assert.equal(purge.status, 0);
    assert.match(purge.stderr, /Purged 0 deleted account/);
    const unknown = cli('frobnicate');
    assert.equal(unknown.status, 2);
    assert.equal(unknown.stderr.trim().split('\n').length, 1, 'one line, not the whole usage');
    assert.match(unknown.stderr, /unknown command "frobnicate" \(see: nametag help\)/);
    const missing = cli('create-token');
    assert.equal(missing.status, 2);
    assert.equal(missing.stderr.trim().split('\n').length, 1);
    assert.match(cli('help').stdout, /create-user/);
  });

  it('suspends and unsuspends users and makes admins; each is in the audit log as the operator', async () => {
    const user = cli('create-user', 'suspect');
    assert.equal(user.status, 0, user.stderr);
    const token = user.stdout.trim();
    assert.equal(cli('suspend', 'suspect').status, 2, 'a reason is required');
    const suspended = cli('suspend', 'suspect', '--reason', 'spam');
    assert.equal(suspended.status, 0, suspended.stderr);
    assertApiError(await t.get('/api/v1/users/suspect'), 404, 2001);
    assertApiError(await t.patch('/api/v1/users/@me', { bio: 'x' }, token), 403, 4002);
    assert.equal(cli('suspend', 'suspect', '--reason', 'again').status, 1, 'already suspended');
    assert.equal(cli('unsuspend', 'suspect').status, 0);
    assert.equal((await t.get('/api/v1/users/suspect')).status, 200);
    assert.equal(cli('unsuspend', 'nobody-here').status, 1);

    assert.equal(cli('make-admin', 'suspect').status, 0);
    assert.equal((await t.get('/api/v1/users/@me', token)).body.is_admin, true);
    const log = (await t.get('/api/v1/admin/audit-log', token)).body.entries as Array<Record<string, any>>;
    assert.deepEqual(
      log.slice(0, 3).map((entry) => [entry.action, entry.admin.id, entry.admin.name, entry.username]),
      [
        ['make-admin', null, 'operator (command line)', 'suspect'],
        ['unsuspend', null, 'operator (command line)', 'suspect'],
        ['suspend', null, 'operator (command line)', 'suspect'],
      ],
    );
    assert.equal(cli('make-admin', 'suspect', '--remove').status, 0);
    assertApiError(await t.get('/api/v1/admin/audit-log', token), 403, 4002);
  });
});
