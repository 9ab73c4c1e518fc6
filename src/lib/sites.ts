/**
 * Which site a host name belongs to (tldts, with the Public Suffix List): the name one registers,
 * "example.co.uk" for "a.b.example.co.uk". Limits kept per site cannot be dodged with any number of
 * names under one domain (a wildcard DNS record makes them for free). Only the list's ICANN section
 * counts, so names under a shared service ("x.duckdns.org", "y.github.io") are one site, the service's.
 * An IPv4 address is its own site; an IPv6 address, its /64 (what one machine or home is given).
 */
import ipaddr from 'ipaddr.js';
import { getDomain } from 'tldts';

export function siteOf(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return host;
  if (ipaddr.IPv6.isValid(host)) {
    const address = ipaddr.IPv6.parse(host);
    if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
    return `${address.parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(':')}::/64`;
  }
  return getDomain(host, { allowPrivateDomains: false }) ?? host;
}
