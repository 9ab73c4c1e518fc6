/**
 * Requests to addresses users type (webhook URLs, fediverse servers) must not reach inside the
 * network: a host must resolve only to public addresses (no loopback, private, link-local, metadata
 * ranges…), checked in the connection's own DNS lookup, so that a name cannot resolve one way when
 * checked and another when used. The test switches (WEBHOOK_ALLOW_INSECURE, FEDIVERSE_ALLOW_INSECURE)
 * add this machine's own loopback and nothing else: set by mistake on a public instance, they still
 * keep its network (private ranges, link-local, cloud metadata) out of reach.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Whether an IP address is on the public internet (IPv4-mapped IPv6 read as IPv4; IPv4-compatible ::/96 refused). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === 'unicast';
}

/** Whether an address may be called: public, or (with the test switches) this machine's loopback. */
export function isCallableAddress(address: string, allowLoopback: boolean): boolean {
  if (isPublicAddress(address)) return true;
  return allowLoopback && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** One message for every refused or failed lookup: answers must not map internal names. */
export const UNREACHABLE = 'the host does not resolve to a public address';
const DNS_TIMEOUT_MS = 3000;

/** A and AAAA records through c-ares (not libuv's thread pool, which a slow DNS server could fill). */
async function resolveAll(hostname: string): Promise<LookupAddress[]> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
  return [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
}

/** A `lookup` for node's http clients that refuses hosts with any address that may not be called. */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    // Tests and local development (the *_ALLOW_INSECURE switches) may name hosts only the system resolver knows ("localhost").
    const addresses = allowLoopback
      ? new Promise<LookupAddress[]>((resolve) =>
          dnsLookup(hostname, { all: true }, (error, found) => resolve(error ? [] : found)),
        )
      : resolveAll(hostname);
    addresses.then(
      (found) => {
        if (found.length === 0 || found.some((entry) => !isCallableAddress(entry.address, allowLoopback))) {
          return callback(new Error(UNREACHABLE) as NodeJS.ErrnoException, '');
        }
        if (options.all) return callback(null, found);
        return callback(null, found[0]!.address, found[0]!.family);
      },
      () => callback(new Error(UNREACHABLE) as NodeJS.ErrnoException, ''),
    );
  };
}
