#!/usr/bin/env node
/** The operator's command-line tool. It uses the same configuration (environment) as the server. */
import { parseArgs } from 'node:util';
import { type AppContext, closeContext, openContext } from './context/app-context.js';
import { loadBuildInfo } from './core/build-info.js';
import { ConfigError, loadConfig } from './core/config.js';
import { ApiError } from './core/errors.js';
import { schemaAheadWarning } from './db/migrator.js';
import { startupProblem } from './core/startup-problems.js';
import { createAccountAsOperator, purgeDeletedAccounts } from './modules/accounts/account-service.js';
import { createOperatorInvite } from './modules/accounts/invite-service.js';
import { createApiToken, MAX_TOKEN_LIFETIME_SECONDS } from './modules/accounts/token-service.js';
import { sweepMedia } from './modules/media/media-service.js';
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
