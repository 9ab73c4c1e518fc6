/**
 * The client's address, as rate limits see it (Fastify's `request.ip`): the socket's peer, or with
 * TRUST_PROXY the address that many proxies (or all of them) report in X-Forwarded-For.
 */
export type TrustProxy = boolean | ((address: string, hop: number) => boolean);

/** Fastify's `trustProxy` option for the configured TRUST_PROXY (a number counts proxy hops). */
export function trustProxyOption(trust: boolean | number): TrustProxy {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
