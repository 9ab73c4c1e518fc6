/**
 * openid-client (with jose and oauth4webapi), loaded on first use: about 9 MB of memory that an
 * instance pays only once someone logs in through a provider (as sharp and ioredis are loaded).
 */
import type * as Oidc from 'openid-client';

export type { Oidc };

let loading: Promise<typeof Oidc> | undefined;

export function openidClient(): Promise<typeof Oidc> {
  loading ??= import('openid-client');
  return loading;
}
