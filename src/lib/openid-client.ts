/**
 * openid-client (with jose and oauth4webapi), loaded on first use: memory that an instance pays only
 * once someone logs in through a provider (as sharp and ioredis are loaded).
 */
import type * as Oidc from 'openid-client';

export type { Oidc };

let loading: Promise<typeof Oidc> | undefined;

export function openidClient(): Promise<typeof Oidc> {
  loading ??= import('openid-client');
  return loading;
}

const TIMEOUT_SECONDS = 10;

export type OAuthEndpoints = Oidc.ServerMetadata & { authorization_endpoint: string; token_endpoint: string };

/**
 * A configuration from known endpoints (no discovery), with a 10 s deadline per request; plain http
 * only when the endpoints are http (an operator's local fakes, or FEDIVERSE_ALLOW_INSECURE servers).
 */
export async function endpointConfiguration(
  endpoints: OAuthEndpoints,
  clientId: string,
  clientSecret: string,
): Promise<Oidc.Configuration> {
  const oidc = await openidClient();
  const config = new oidc.Configuration(endpoints, clientId, clientSecret);
  config.timeout = TIMEOUT_SECONDS;
  if ([endpoints.authorization_endpoint, endpoints.token_endpoint].some((url) => url.startsWith('http:'))) {
    oidc.allowInsecureRequests(config);
  }
  return config;
}

/** An OpenID Connect issuer's configuration by discovery, with the same deadline and http rule. */
export async function discoveredConfiguration(
  issuer: string,
  clientId: string,
  clientSecret: string,
): Promise<Oidc.Configuration> {
  const oidc = await openidClient();
  return oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
    execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
    timeout: TIMEOUT_SECONDS,
  });
}
