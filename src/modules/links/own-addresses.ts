/**
 * The addresses of a profile's own pages, and whether a rel="me" link names one of them. A profile is
 * named by its page (/@name, /@name/member) and its short link (/s/{sid}, or SHORT_BASE_URL/{sid}),
 * on this server's PUBLIC_URL. Addresses are compared as addresses, not as texts: scheme and host in
 * any case, http or https alike (the host decides whose page it is), the default port or none, a
 * trailing slash or none, percent-encoding decoded, the path in any case (usernames, member names
 * and sids are all compared without case), query and fragment ignored.
 */
import type { LinkCheckSubject } from '../../profiles/profile-reader.js';

export interface ServerAddresses {
  publicUrl: string;
  shortBaseUrl: string | null;
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An address as compared: host (with a port other than the scheme's default) and path. */
export function comparable(url: URL): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const port = url.port === '' || url.port === (url.protocol === 'https:' ? '443' : '80') ? '' : `:${url.port}`;
  let path = decoded(url.pathname).toLowerCase();
  while (path.endsWith('/')) path = path.slice(0, -1);
  return `${url.hostname.toLowerCase()}${port}${path}`;
}

/** The comparable addresses of a profile's own pages. */
export function ownAddresses(server: ServerAddresses, subject: LinkCheckSubject): Set<string> {
  const pagePath =
    subject.memberName === null
      ? `/@${encodeURIComponent(subject.username)}`
      : `/@${encodeURIComponent(subject.username)}/${encodeURIComponent(subject.memberName)}`;
  const addresses = [`${server.publicUrl}${pagePath}`, `${server.publicUrl}/s/${subject.sid}`];
  if (server.shortBaseUrl !== null) addresses.push(`${server.shortBaseUrl}/${subject.sid}`);
  return new Set(addresses.map((address) => comparable(new URL(address))).filter((c): c is string => c !== null));
}

/** Whether any of the page's rel="me" links names one of the profile's own pages. */
export function linksBack(relMe: readonly URL[], own: ReadonlySet<string>): boolean {
  return relMe.some((url) => {
    const address = comparable(url);
    return address !== null && own.has(address);
  });
}
