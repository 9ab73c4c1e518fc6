/**
 * How shared caches may keep an answer that names this server's own address (a page's og:url and
 * og:image, a share card's host, an actor's id, a WebFinger subject). With PUBLIC_URL that address is
 * the same for every request. Without it, it is the Host the request came to (or X-Forwarded-Host
 * behind a trusted proxy): a shared cache that kept such an answer under its path would hand one
 * requester's Host to everyone after them (cache poisoning). Then the answer is for the one who
 * asked only (`private`: a browser may keep it, a CDN or proxy may not), and Vary names the headers it
 * was built from. Inside the server, such answers are kept per origin (their keys name it).
 */
import type { Config } from '../core/config.js';

export interface OwnAddressCaching {
  /** The Cache-Control to send for an answer that would be `shared` with a configured address. */
  cacheControl(shared: string): string;
  /** The Vary to send, given the one the answer has anyway (or none). */
  vary(base: string | undefined): string | undefined;
}

/** Directives that only shared caches read: meaningless on a private answer. */
const SHARED_ONLY = /^(?:s-maxage|stale-while-revalidate|stale-if-error|proxy-revalidate)\b/i;

export function ownAddressCaching(config: Pick<Config, 'publicUrl' | 'trustProxy'>): OwnAddressCaching {
  if (config.publicUrl !== null) return { cacheControl: (shared) => shared, vary: (base) => base };
  const origin = config.trustProxy === false ? 'Host' : 'Host, X-Forwarded-Host, X-Forwarded-Proto';
  return {
    cacheControl: (shared) =>
      [
        'private',
        ...shared
          .split(',')
          .map((directive) => directive.trim())
          .filter((directive) => directive !== '' && !/^public$/i.test(directive) && !SHARED_ONLY.test(directive)),
      ].join(', '),
    vary: (base) => (base === undefined ? origin : `${base}, ${origin}`),
  };
}
