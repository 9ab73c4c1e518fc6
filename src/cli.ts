#!/usr/bin/env node
/** The operator's command-line tool. It uses the same configuration (environment) as the server. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type AppContext, closeContext, closeMediaStore, openContext, openMediaStore } from './context/app-context.js';
import { loadBuildInfo, VERSION } from './core/build-info.js';
import { ConfigError, type DatabaseConfig, loadConfig } from './core/config.js';
import { ApiError } from './core/errors.js';
import { openDatabase, openSnapshotDatabase } from './db/database.js';
import { UncarriableValue } from './db/table-rows.js';
import { schemaAheadWarning } from './db/migrator.js';
import { startupProblem } from './core/startup-problems.js';
import { createAccountAsOperator, purgeDeletedAccounts } from './modules/accounts/account-service.js';
import { createOperatorInvite } from './modules/accounts/invite-service.js';
import { createApiToken, MAX_TOKEN_LIFETIME_SECONDS } from './modules/accounts/token-service.js';
import { sweepMedia } from './modules/media/media-service.js';
import { OperatorError } from './modules/operating/operator-error.js';
import { backupDatabase, copyDatabase, copyMedia, restoreDatabase } from './modules/operating/operating-service.js';
import { OPERATOR, setAdmin, suspendUser, unsuspendUser } from './modules/moderation/moderation-actions.js';
import { findUserForOperator } from './modules/users/user-service.js';

const USAGE = `Usage: nametag <command> [options]

Commands:
  create-user <username> [--admin] [--password <password>]
      Create an account (no invite needed) and print a session token for it.
  create-token <username> [--read-only] [--name <name>] [--expires-in <seconds>]
      Create an API token for an existing user and print it.
  create-invite
      Create an invite code (for instances with REQUIRE_INVITE=true) and print it.
  migrate
      Bring the database schema up to date (the server also does this at start-up).
  purge
      Delete accounts that were deleted more than 30 days ago, with their members.
  sweep-media
      Remove media files that no record names and that are older than an hour.
  suspend <username> --reason <text>
      Suspend a user: they and their members read as not found to others, their tokens may only read.
  unsuspend <username> [--reason <text>]
      Lift a suspension.
  make-admin <username> [--remove]
      Make a user an admin of this instance (or, with --remove, no longer one).
  backup <file>
      Write the whole database and the media to a backup file, while the server keeps serving.
  restore <file>
      Bring a backup back into the configured database, which must hold no data, and its media store.
  copy-to <database-url>
      Copy the whole database into another, empty one (postgres://... to move an embedded instance
      to PostgreSQL), then check that both hold the same.
  copy-media-to s3
      Copy the media files from MEDIA_DIR to the object storage the S3_* settings name, each checked.

Backups, restores and copies are described in docs/BACKUPS.md.
Moderation commands are recorded in the audit log as the operator's.

Configuration comes from the environment, as for the server (DATABASE_URL, ...).
Secrets are printed alone on standard output; everything else goes to standard error.`;

class UsageError extends Error {}

async function run(command: string | undefined, args: string[], ctx: () => Promise<AppContext>): Promise<void> {
  switch (command) {
    case 'create-user': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { admin: { type: 'boolean', default: false }, password: { type: 'string' } },
      });
      const username = positionals[0];
      if (!username) throw new UsageError('create-user needs a username');
      const password = values.password ?? null;
      if (password !== null && (password.length < 8 || password.length > 256)) {
        throw new UsageError('--password must be 8 to 256 characters');
      }
      const { token, userId } = await createAccountAsOperator(await ctx(), { username, password, admin: values.admin });
      console.error(`Created ${values.admin ? 'admin ' : ''}user ${username} (${userId}). Session token:`);
      console.log(token);
      return;
    }
    case 'create-token': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          'read-only': { type: 'boolean', default: false },
          name: { type: 'string' },
          'expires-in': { type: 'string' },
        },
      });
      const username = positionals[0];
      if (!username) throw new UsageError('create-token needs a username');
      let expiresIn: number | undefined;
      if (values['expires-in'] !== undefined) {
        expiresIn = Number(values['expires-in']);
        if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_TOKEN_LIFETIME_SECONDS) {
          throw new UsageError(
            `--expires-in must be a whole number of seconds from 1 to ${MAX_TOKEN_LIFETIME_SECONDS}`,
          );
        }
      }
      const context = await ctx();
      const user = await findUserForOperator(context, username);
      if (!user) throw new UsageError(`no user "${username}"`);
      const token = await createApiToken(context, user.id, {
        read_only: values['read-only'],
        name: values.name,
        expires_in: expiresIn,
      });
      console.error(`Created ${token.read_only ? 'read-only ' : ''}API token ${token.id} for ${user.username}:`);
      console.log(token.token);
      return;
    }
    case 'create-invite': {
      console.log(await createOperatorInvite(await ctx()));
      return;
    }
    case 'migrate': {
      const { schemaAhead } = await ctx();
      console.error(schemaAhead.length > 0 ? schemaAheadWarning(schemaAhead) : 'Database schema is up to date.');
      return;
    }
    case 'purge': {
      const count = await purgeDeletedAccounts(await ctx());
      console.error(`Purged ${count} deleted account(s).`);
      return;
    }
    case 'sweep-media': {
      const count = await sweepMedia(await ctx());
      console.error(`Removed ${count} unused media file(s).`);
      return;
    }
    case 'suspend':
    case 'unsuspend': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { reason: { type: 'string' } },
      });
      const username = positionals[0];
      if (!username) throw new UsageError(`${command} needs a username`);
      if (command === 'suspend' && !values.reason?.trim()) throw new UsageError('suspend needs --reason <text>');
      const action = command === 'suspend' ? suspendUser : unsuspendUser;
      await action(await ctx(), OPERATOR, username, { reason: values.reason });
      console.error(`${command === 'suspend' ? 'Suspended' : 'Unsuspended'} ${username}.`);
      return;
    }
    case 'make-admin': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { remove: { type: 'boolean', default: false } },
      });
      const username = positionals[0];
      if (!username) throw new UsageError('make-admin needs a username');
      await setAdmin(await ctx(), OPERATOR, username, !values.remove);
      console.error(values.remove ? `${username} is no longer an admin.` : `${username} is now an admin.`);
      return;
    }
    case 'backup':
    case 'restore': {
      const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
      const file = positionals[0];
      if (!file || positionals.length > 1) throw new UsageError(`${command} needs one file name`);
      await (command === 'backup' ? backupCommand(file) : restoreCommand(file));
      return;
    }
    case 'copy-to': {
      const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
      if (positionals.length !== 1) throw new UsageError('copy-to needs the address of the target database');
      await copyToCommand(positionals[0]!);
      return;
    }
    case 'copy-media-to': {
      const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
      if (positionals.length !== 1 || positionals[0] !== 's3')
        throw new UsageError('copy-media-to takes one target: s3');
      await copyMediaCommand();
      return;
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function operatorConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(env, loadBuildInfo());
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describeDatabase(database: DatabaseConfig): string {
  return database.engine === 'sqlite' ? database.path : new URL(database.url).pathname.slice(1) || database.url;
}

async function backupCommand(file: string): Promise<void> {
  const config = operatorConfig();
  const db = openSourceDatabase(config.database);
  const media = await openMediaStore(config);
  try {
    const manifest = await backupDatabase(resolve(file), db, media, { nametag: VERSION }, () => new Date());
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.error(
      `Backed up ${manifest.tables.length} tables (${count(rows, 'row')}) and ${count(manifest.media.files, 'media file')} (${megabytes(manifest.media.bytes)}) to ${file}.`,
    );
  } finally {
    closeMediaStore(media);
    await db.destroy();
  }
}

async function restoreCommand(file: string): Promise<void> {
  const config = operatorConfig();
  const db = openDatabase(config.database);
  const media = await openMediaStore(config);
  try {
    const report = await restoreDatabase(resolve(file), db, media);
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
    console.error(
      `Restored ${report.tables.length} tables (${count(rows, 'row')}, checked) and ${count(report.mediaFiles, 'media file')} from the backup of ${report.manifest.created_at} into ${describeDatabase(config.database)}.`,
    );
    if (report.migratedAfter.length > 0)
      console.error(`Then applied ${report.migratedAfter.length} newer migration(s).`);
  } finally {
    closeMediaStore(media);
    await db.destroy();
  }
}

async function copyToCommand(url: string): Promise<void> {
  const config = operatorConfig();
  const target = operatorConfig({ DATABASE_URL: url }).database;
  if (JSON.stringify(target) === JSON.stringify(config.database)) {
    throw new UsageError('copy-to needs another database than the one DATABASE_URL names');
  }
  const source = openSourceDatabase(config.database);
  const targetDb = openDatabase(target);
  try {
    const report = await copyDatabase(source, targetDb, describeDatabase(target));
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
    console.error(
      `Copied ${report.tables.length} tables (${count(rows, 'row')}) into ${describeDatabase(target)}; both hold the same.`,
    );
    console.error('Media files are not in the database: see copy-media-to, or keep MEDIA_DIR.');
  } finally {
    await targetDb.destroy();
    await source.destroy();
  }
}

async function copyMediaCommand(): Promise<void> {
  const from = operatorConfig({ ...process.env, MEDIA_STORAGE: 'local' });
  const to = operatorConfig({ ...process.env, MEDIA_STORAGE: 's3' });
  const source = await openMediaStore(from);
  const target = await openMediaStore(to);
  try {
    const report = await copyMedia(source, target);
    console.error(
      `Copied ${count(report.files, 'media file')} (${megabytes(report.bytes)}) from ${from.mediaDir} to the bucket ${to.s3?.bucket}; ${report.present} were there already.`,
    );
  } finally {
    closeMediaStore(source);
    closeMediaStore(target);
  }
}

/** The configured database for reading; a SQLite file that does not exist is said so, not created. */
function openSourceDatabase(database: DatabaseConfig) {
  if (database.engine === 'sqlite' && (database.path === ':memory:' || !existsSync(database.path))) {
    throw new OperatorError(`there is no database at ${database.path} (DATABASE_URL)`);
  }
  return openSnapshotDatabase(database);
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  let opened: AppContext | undefined;
  const ctx = async () => {
    opened ??= await openContext(loadConfig(process.env, loadBuildInfo()));
    return opened;
  };
  try {
    await run(command, args, ctx);
    return 0;
  } catch (error) {
    const parseError = String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
    // One line that says what is wrong; the usage only when asked for (help).
    if (error instanceof UsageError || parseError) {
      console.error(`nametag: ${(error as Error).message} (see: nametag help)`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(`nametag: ${error.problems.join('; ')}`);
      return 1;
    }
    if (error instanceof OperatorError || error instanceof UncarriableValue) {
      console.error(`nametag: ${error.message}`);
      return 1;
    }
    if (error instanceof ApiError) {
      console.error(`nametag: ${error.message}${error.details ? ` (${error.details})` : ''}`);
      return 1;
    }
    const config = (() => {
      try {
        return loadConfig(process.env, loadBuildInfo());
      } catch {
        return null;
      }
    })();
    const problem = config && startupProblem(error, config);
    if (problem) {
      console.error(`nametag: ${problem}`);
      return 1;
    }
    throw error;
  } finally {
    if (opened) await closeContext(opened);
  }
}

process.exitCode = await main();
