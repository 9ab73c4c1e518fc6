/**
 * The OAuth 2 / OpenID Connect exchanges with each provider, through openid-client (state, PKCE,
 * nonce, the token request and, for Google, the ID token's signature against the issuer's JWKS, its
 * `iss`, `aud` and `exp`). The provider's tokens are used once, to read who the person is, and dropped.
 */
import { discoveredConfiguration, endpointConfiguration, type Oidc, openidClient } from '../../lib/openid-client.js';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, errors } from '../../core/errors.js';
import { RemoteFetchError } from '../../lib/guarded-fetch.js';
import {
  fediverseAppForCallback,
  fediverseAppForStart,
  fediverseConfiguration,
  forgetApp,
  isUnknownClient,
  markChecked,
} from './fediverse-apps.js';
import { type FediverseServer, unreachable } from './fediverse-server.js';
import { type Identity, PROVIDER_NAMES, type ProviderKind } from './providers.js';

/** What a started log-in keeps until its callback (in login_flows). */
export interface AuthorizeRequest {
  kind: ProviderKind;
  server: FediverseServer | null;
  redirectUri: string;
  state: string;
  verifier: string | null;
  nonce: string | null;
  /** The fediverse app the code will be issued to (null for the other kinds). */
  clientId: string | null;
}

const SCOPES: Record<ProviderKind, string> = {
  discord: 'identify',
  google: 'openid email',
  tumblr: 'basic',
  fediverse: 'read:accounts',
};
/** What keeping pronouns in sync on a fediverse account asks for: reading it, and writing its profile. */
export const FEDIVERSE_SYNC_SCOPES = 'read:accounts write:accounts';

/** Which providers use PKCE: PKCE where the provider documents it; Tumblr and older Mastodon servers do not. */
const USES_PKCE: Record<ProviderKind, boolean> = { discord: true, google: true, tumblr: false, fediverse: false };

/** Where a provider's unexpected failure is reported (the server's log): the person sees only a short message. */
export type FailureLog = (error: unknown, provider: string) => void;

const googleConfigurations = new Map<string, Promise<Oidc.Configuration>>();

function google(ctx: AppContext, oidc: typeof Oidc): Promise<Oidc.Configuration> {
  const settings = ctx.config.loginProviders.google!;
  const key = `${settings.issuer} ${settings.clientId} ${settings.clientSecret}`;
  let config = googleConfigurations.get(key);
  if (!config) {
    config = discoveredConfiguration(settings.issuer, settings.clientId, settings.clientSecret).then((found) => {
      oidc.enableNonRepudiationChecks(found);
      return found;
    });
    // A failed discovery is tried again by the next log-in.
    config.catch(() => googleConfigurations.delete(key));
    googleConfigurations.set(key, config);
  }
  return config;
}

/** The configuration of Discord, Tumblr or Google (a fediverse server's: fediverse-apps.ts). */
async function configuration(ctx: AppContext, kind: Exclude<ProviderKind, 'fediverse'>): Promise<Oidc.Configuration> {
  const oidc = await openidClient();
  const providers = ctx.config.loginProviders;
  switch (kind) {
    case 'discord': {
      const { apiUrl, clientId, clientSecret } = providers.discord!;
      return endpointConfiguration(
        {
          issuer: apiUrl,
          authorization_endpoint: `${apiUrl}/oauth2/authorize`,
          token_endpoint: `${apiUrl}/api/oauth2/token`,
        },
        clientId,
        clientSecret,
      );
    }
    case 'tumblr': {
      const { apiUrl, authorizeUrl, clientId, clientSecret } = providers.tumblr!;
      return endpointConfiguration(
        { issuer: apiUrl, authorization_endpoint: authorizeUrl, token_endpoint: `${apiUrl}/v2/oauth2/token` },
        clientId,
        clientSecret,
      );
    }
    case 'google':
      return google(ctx, oidc);
  }
}

/** A new authorization request and the provider's address to send the browser to. */
export async function authorizationRequest(
  ctx: AppContext,
  kind: ProviderKind,
  server: FediverseServer | null,
  redirectUri: string,
  log: FailureLog,
  scope: string = SCOPES[kind],
): Promise<{ request: AuthorizeRequest; url: string }> {
  const oidc = await openidClient();
  const { config, clientId } = await withProviderErrors(kind, server, log, async () => {
    if (kind !== 'fediverse') return { config: await configuration(ctx, kind), clientId: null };
    const app = await fediverseAppForStart(ctx, server!, redirectUri, scope);
    return { config: await fediverseConfiguration(ctx, server!, app), clientId: app.clientId };
  });
  const request: AuthorizeRequest = {
    kind,
    server,
    redirectUri,
    state: oidc.randomState(),
    verifier: USES_PKCE[kind] ? oidc.randomPKCECodeVerifier() : null,
    nonce: kind === 'google' ? oidc.randomNonce() : null,
    clientId,
  };
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state: request.state,
  };
  if (request.verifier !== null) {
    parameters.code_challenge = await oidc.calculatePKCECodeChallenge(request.verifier);
    parameters.code_challenge_method = 'S256';
  }
  if (request.nonce !== null) parameters.nonce = request.nonce;
  if (kind === 'google') parameters.prompt = 'select_account';
  return { request, url: oidc.buildAuthorizationUrl(config, parameters).href };
}

/** The identity behind the callback's code; the provider's tokens go out of scope here. */
export async function exchangeCode(
  ctx: AppContext,
  request: AuthorizeRequest,
  query: URLSearchParams,
  log: FailureLog,
): Promise<Identity> {
  return (await exchangeCodeKeepingToken(ctx, request, query, log)).identity;
}

/** The identity behind the callback's code and the access token, for the one flow that keeps it (sync). */
export async function exchangeCodeKeepingToken(
  ctx: AppContext,
  request: AuthorizeRequest,
  query: URLSearchParams,
  log: FailureLog,
): Promise<{ identity: Identity; accessToken: string; scope: string | null }> {
  const name = PROVIDER_NAMES[request.kind];
  if (query.get('state') !== request.state) throw errors.loginFlowInvalid();
  if (query.has('error')) throw errors.providerDenied(name);
  return withProviderErrors(request.kind, request.server, log, async () => {
    const oidc = await openidClient();
    const server = request.server;
    const config =
      request.kind === 'fediverse'
        ? await fediverseConfiguration(
            ctx,
            server!,
            await fediverseAppForCallback(ctx, server!, request.redirectUri, request.clientId ?? ''),
          )
        : await configuration(ctx, request.kind);
    const callback = new URL(request.redirectUri);
    for (const [key, value] of query) callback.searchParams.append(key, value);
    let tokens;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        expectedState: request.state,
        ...(request.verifier !== null ? { pkceCodeVerifier: request.verifier } : {}),
        ...(request.nonce !== null ? { expectedNonce: request.nonce } : {}),
        idTokenExpected: request.kind === 'google',
      });
    } catch (error) {
      // The server no longer knows the app (deleted, revoked): the next start registers it anew.
      if (server !== null && (await isUnknownClient(error)))
        await forgetApp(ctx, server, request.redirectUri, request.clientId ?? '');
      throw error;
    }
    // A token for the app: the server keeps it, and it counts as confirmed.
    if (server !== null) await markChecked(ctx, server, request.clientId ?? '');
    const accessToken = tokens.access_token;
    const found = async (): Promise<Identity> => {
      if (request.kind === 'google') {
        const claims = tokens.claims();
        return identity('google', '', claims?.sub, claims?.email ?? claims?.sub);
      }
      const read = async (url: string) => {
        const answer = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(url), 'GET');
        if (!answer.ok) throw errors.providerFailed(name);
        return (await answer.json()) as Record<string, unknown>;
      };
      const providers = ctx.config.loginProviders;
      switch (request.kind) {
        case 'discord': {
          const user = await read(`${providers.discord!.apiUrl}/api/users/@me`);
          const discriminator =
            typeof user.discriminator === 'string' && user.discriminator !== '0' ? user.discriminator : null;
          return identity(
            'discord',
            '',
            user.id,
            discriminator ? `${String(user.username)}#${discriminator}` : user.username,
          );
        }
        case 'tumblr': {
          const info = await read(`${providers.tumblr!.apiUrl}/v2/user/info`);
          const user = (info.response as { user?: { name?: unknown; blogs?: unknown } } | undefined)?.user;
          const blogs = Array.isArray(user?.blogs) ? (user.blogs as Array<Record<string, unknown>>) : [];
          // The primary blog's uuid: its name can be changed and then taken by someone else, and another
          // blog of the account may be a group blog that several people share.
          const primary = blogs.find((blog) => blog.primary === true);
          return identity('tumblr', '', primary?.uuid, primary?.name ?? user?.name);
        }
        case 'fediverse': {
          const account = await read(`${request.server!.origin}/api/v1/accounts/verify_credentials`);
          return identity('fediverse', request.server!.host, account.id, account.acct ?? account.username);
        }
        default:
          throw errors.providerFailed(name);
      }
    };
    return { identity: await found(), accessToken, scope: typeof tokens.scope === 'string' ? tokens.scope : null };
  });
}

/** A short printable text from a provider's answer, or a failure: nothing else is stored. */
function text(value: unknown): string | null {
  const string = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return string.length > 0 && string.length <= 200 && !/[\u0000-\u001f\u007f]/.test(string) ? string : null;
}

function identity(kind: ProviderKind, instance: string, subject: unknown, username: unknown): Identity {
  const id = text(subject);
  if (id === null) throw errors.providerFailed(PROVIDER_NAMES[kind]);
  return { kind, instance, subject: id, username: text(username) ?? id };
}

async function withProviderErrors<T>(
  kind: ProviderKind,
  server: FediverseServer | null,
  log: FailureLog,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const oidc = await openidClient();
    if (error instanceof oidc.AuthorizationResponseError) throw errors.providerDenied(PROVIDER_NAMES[kind]);
    const cause = (error as { cause?: unknown }).cause;
    if (server !== null && (error instanceof RemoteFetchError || cause instanceof RemoteFetchError)) {
      unreachable(server, error instanceof RemoteFetchError ? error : cause);
    }
    log(error, PROVIDER_NAMES[kind]);
    throw errors.providerFailed(PROVIDER_NAMES[kind]);
  }
}
