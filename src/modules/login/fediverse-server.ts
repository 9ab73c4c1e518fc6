/**
 * A fediverse server a person types: what it may be, and this instance's client there. The server is
 * user input the instance fetches, so every request goes through lib/guarded-fetch.ts (https only,
 * public addresses only, short deadline, capped answers).
 */
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { guardedFetch, RemoteFetchError } from '../../lib/guarded-fetch.js';

export interface FediverseServer {
  /** Host (and port when not the default): the key of accounts and registrations. */
  host: string;
  /** https://host */
  origin: string;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Reads "mastodon.social", "https://mastodon.social/", "@alice@mastodon.social" or "alice@mastodon.social". */
export function parseFediverseServer(input: string, allowInsecure: boolean): FediverseServer {
  let text = input.trim().toLowerCase();
  if (text === '') throw errors.instanceInvalid('type the address of your server, e.g. mastodon.social');
  if (text.length > 300) throw errors.instanceInvalid('that address is too long');
  const handle = /^@?[^@/\s]+@([^@/\s]+)$/.exec(text);
  if (handle) text = handle[1]!;
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw errors.instanceInvalid('that is not a server address');
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) {
    throw errors.instanceInvalid('only https servers can be used');
  }
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw errors.instanceInvalid('type only the server’s name, e.g. mastodon.social');
  }
  // Fediverse servers answer on https's own port; any other would let the field probe ports.
  if (url.port !== '' && !allowInsecure)
    throw errors.instanceInvalid('only servers on the standard https port can be used');
  // An IP address passes here: whether it may be called (public addresses only) is the fetch's check.
  const literal = ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ''));
  if (!allowInsecure && !literal && !HOSTNAME.test(url.hostname)) {
    throw errors.instanceInvalid('that is not the name of a server on the internet');
  }
  return { host: url.host, origin: url.origin };
}

const FETCH_LIMITS = { timeoutMs: 5000, maxBytes: 64 * 1024 };

export function fediverseFetch(ctx: AppContext) {
  return guardedFetch({ allowLoopback: ctx.config.loginProviders.fediverse?.allowInsecure ?? false, ...FETCH_LIMITS });
}

/** A fetch failure as a message the person can act on. */
export function unreachable(server: FediverseServer, error: unknown): never {
  if (error instanceof RemoteFetchError) throw errors.instanceInvalid(`${server.host}: ${error.message}`);
  throw error;
}
