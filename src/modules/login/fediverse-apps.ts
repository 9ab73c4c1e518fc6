/**
 * This instance's client on each fediverse server: registered once (`POST /api/v1/apps`) and kept in
 * the database for every instance of Nametag. Servers delete apps that hold no token (Mastodon after a
 * day) and people revoke them, so an app not confirmed for 12 hours is confirmed again before use — a
 * client-credentials token request through openid-client, which also gives it a token to keep — and
 * registered anew when the server no longer knows it.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { endpointConfiguration, type Oidc, openidClient } from '../../lib/openid-client.js';
import {
  deleteFediverseApp,
  deleteUncheckedFediverseApps,
  type FediverseApp,
  findFediverseApp,
  markFediverseAppChecked,
  saveFediverseApp,
  type StoredFediverseApp,
} from './fediverse-app-store.js';
import { type FediverseServer, fediverseFetch, unreachable } from './fediverse-server.js';

const RECHECK_MS = 12 * 60 * 60 * 1000;
const CLIENT_CREDENTIAL = /^[\x21-\x7e]{1,500}$/;

/** The openid-client configuration of an app on a server, every request through the guarded fetch. */
export async function fediverseConfiguration(
  ctx: AppContext,
  server: FediverseServer,
  app: FediverseApp,
): Promise<Oidc.Configuration> {
  const oidc = await openidClient();
  const config = await endpointConfiguration(
    {
      issuer: server.origin,
      authorization_endpoint: `${server.origin}/oauth/authorize`,
      token_endpoint: `${server.origin}/oauth/token`,
    },
    app.clientId,
    app.clientSecret,
  );
  config[oidc.customFetch] = fediverseFetch(ctx) as Oidc.CustomFetch;
  return config;
}

/** Whether the server says it does not know this client (then it is registered anew). */
export async function isUnknownClient(error: unknown): Promise<boolean> {
  const oidc = await openidClient();
  return error instanceof oidc.ResponseBodyError && error.error === 'invalid_client';
}

/**
 * 'gone' when the server refuses the client; 'unknown' when it could not tell (it is used as it is).
 * The token asked for has the scope the app was registered with: servers grant no scope beyond it.
 */
async function confirm(
  ctx: AppContext,
  server: FediverseServer,
  app: FediverseApp,
): Promise<'valid' | 'gone' | 'unknown'> {
  const oidc = await openidClient();
  try {
    await oidc.clientCredentialsGrant(await fediverseConfiguration(ctx, server, app), { scope: 'read:accounts' });
    return 'valid';
  } catch (error) {
    return (await isUnknownClient(error)) ? 'gone' : 'unknown';
  }
}

/**
 * The app to start a log-in with: known and confirmed, confirmed again, or registered now. Each
 * redirect address has its own app, registered with the scopes its flows ask for (a log-in reads the
 * account; keeping pronouns in sync also writes it): servers grant no scope beyond the app's.
 */
export async function fediverseAppForStart(
  ctx: AppContext,
  server: FediverseServer,
  redirectUri: string,
  scopes: string,
): Promise<FediverseApp> {
  const known = await findFediverseApp(ctx.db, server.host, redirectUri);
  if (known && ctx.clock.now() - known.checked_at < RECHECK_MS) return known;
  if (known) {
    const state = await confirm(ctx, server, known);
    if (state === 'valid') await markFediverseAppChecked(ctx.db, server.host, known.clientId, ctx.clock.now());
    if (state !== 'gone') return known;
    await deleteFediverseApp(ctx.db, server.host, redirectUri, known.clientId);
  }
  return register(ctx, server, redirectUri, scopes);
}

/** The app a callback's code was issued to (never registers: a flow's app must still be the stored one). */
export async function fediverseAppForCallback(
  ctx: AppContext,
  server: FediverseServer,
  redirectUri: string,
  clientId: string,
): Promise<StoredFediverseApp> {
  const known = await findFediverseApp(ctx.db, server.host, redirectUri);
  if (known === null || known.clientId !== clientId) throw errors.loginFlowInvalid();
  return known;
}

export function markChecked(ctx: AppContext, server: FediverseServer, clientId: string): Promise<void> {
  return markFediverseAppChecked(ctx.db, server.host, clientId, ctx.clock.now());
}

export function forgetApp(ctx: AppContext, server: FediverseServer, redirectUri: string, clientId: string) {
  return deleteFediverseApp(ctx.db, server.host, redirectUri, clientId);
}

async function register(
  ctx: AppContext,
  server: FediverseServer,
  redirectUri: string,
  scopes: string,
): Promise<FediverseApp> {
  let answer: Response;
  try {
    answer = await fediverseFetch(ctx)(`${server.origin}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_name: 'Nametag',
        redirect_uris: redirectUri,
        scopes,
        website: ctx.config.publicUrl ?? undefined,
      }),
    });
  } catch (error) {
    unreachable(server, error);
  }
  const app = (await answer.json().catch(() => null)) as { client_id?: unknown; client_secret?: unknown } | null;
  const valid = (value: unknown): value is string => typeof value === 'string' && CLIENT_CREDENTIAL.test(value);
  if (!answer.ok || !valid(app?.client_id) || !valid(app.client_secret)) {
    throw errors.instanceInvalid('noApps', server.host);
  }
  const registered = { clientId: app.client_id, clientSecret: app.client_secret };
  await saveFediverseApp(ctx.db, server.host, redirectUri, registered, ctx.clock.now());
  return (await findFediverseApp(ctx.db, server.host, redirectUri)) ?? registered;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registrations no log-in has confirmed for 30 days: a later log-in registers anew. */
export function pruneFediverseApps(ctx: AppContext): Promise<number> {
  return deleteUncheckedFediverseApps(ctx.db, ctx.clock.now() - 30 * DAY_MS);
}
