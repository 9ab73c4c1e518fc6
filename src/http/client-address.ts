/**
 * The client's address, as rate limits see it: the socket's peer, or with TRUST_PROXY the address
 * that many proxies (or all of them) report in X-Forwarded-For. One definition for Fastify's
 * `request.ip` and for the prepared-read lane, which answers before Fastify sees the request.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = boolean | ((address: string, hop: number) => boolean);

/** Fastify's `trustProxy` option for the configured TRUST_PROXY (a number counts proxy hops). */
export function trustProxyOption(trust: boolean | number): TrustProxy {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The client address of a request, exactly as Fastify's `request.ip` computes it with `trust`. */
export function clientAddress(trust: TrustProxy): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket?.remoteAddress ?? '';
  const trusted = trust === true ? () => true : trust;
  return (request) => proxyAddr.all(request, trusted).at(-1) ?? '';
}
