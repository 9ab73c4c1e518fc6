#!/usr/bin/env node
/** The operator's command-line tool. It uses the same configuration (environment) as the server. */
import { parseArgs } from 'node:util';
import { loadBuildInfo } from './build-info.js';
import { ConfigError, loadConfig } from './config.js';
import { type AppContext, openContext } from './context.js';
import { ApiError } from './errors.js';
import { createAccountAsOperator, purgeDeletedAccounts } from './modules/auth/account-service.js';
import { MAX_TOKEN_LIFETIME_SECONDS } from './modules/auth/auth-schemas.js';
import { createOperatorInvite } from './modules/auth/invite-service.js';
import { createApiToken } from './modules/auth/token-service.js';
import { findLiveUserByRef } from './modules/users/user-store.js';

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
      const { token, user } = await createAccountAsOperator(await ctx(), { username, password, admin: values.admin });
      console.error(`Created ${user.is_admin ? 'admin ' : ''}user ${user.name} (${user.id}). Session token:`);
      console.log(token);
      return;
    }
    case 'create-token': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { 'read-only': { type: 'boolean', default: false }, name: { type: 'string' }, 'expires-in': { type: 'string' } },
      });
      const username = positionals[0];
      if (!username) throw new UsageError('create-token needs a username');
      let expiresIn: number | undefined;
      if (values['expires-in'] !== undefined) {
        expiresIn = Number(values['expires-in']);
        if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_TOKEN_LIFETIME_SECONDS) {
          throw new UsageError(`--expires-in must be a whole number of seconds from 1 to ${MAX_TOKEN_LIFETIME_SECONDS}`);
        }
      }
      const context = await ctx();
      const user = await findLiveUserByRef(context.db, username);
      if (!user) throw new UsageError(`no user "${username}"`);
      const token = await createApiToken(context, user.id, { read_only: values['read-only'], name: values.name, expires_in: expiresIn });
      console.error(`Created ${token.read_only ? 'read-only ' : ''}API token ${token.id} for ${user.username}:`);
      console.log(token.token);
      return;
    }
    case 'create-invite': {
      console.log(await createOperatorInvite(await ctx()));
      return;
    }
    case 'migrate': {
      await ctx();
      console.error('Database schema is up to date.');
      return;
    }
    case 'purge': {
      const count = await purgeDeletedAccounts(await ctx());
      console.error(`Purged ${count} deleted account(s).`);
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
    if (error instanceof UsageError || parseError) {
      console.error(`nametag: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError || error instanceof ApiError) {
      console.error(`nametag: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await opened?.db.destroy();
  }
}

process.exitCode = await main();
