/**
 * A fediverse server a person types: what it may be, and this instance's client there. The server is
 * user input the instance fetches, so every request goes through lib/guarded-fetch.ts (https only,
 * public addresses only, short deadline, capped answers).
 */
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context/app-context.js';
import { errors, type InstanceProblem } from '../../core/errors.js';
import { type FetchFailure, guardedFetch, RemoteFetchError } from '../../lib/guarded-fetch.js';

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
  if (text === '') throw errors.instanceInvalid('empty');
  if (text.length > 300) throw errors.instanceInvalid('tooLong');
  const handle = /^@?[^@/\s]+@([^@/\s]+)$/.exec(text);
  if (handle) text = handle[1]!;
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw errors.instanceInvalid('notAddress');
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) {
    throw errors.instanceInvalid('notHttps');
  }
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw errors.instanceInvalid('notServerName');
  }
  // Fediverse servers answer on https's own port; any other would let the field probe ports.
  if (url.port !== '' && !allowInsecure) throw errors.instanceInvalid('nonStandardPort');
  // An IP address passes here: whether it may be called (public addresses only) is the fetch's check.
  const literal = ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ''));
  if (!allowInsecure && !literal && !HOSTNAME.test(url.hostname)) {
    throw errors.instanceInvalid('notInternetName');
  }
  return { host: url.host, origin: url.origin };
}

const FETCH_LIMITS = { timeoutMs: 5000, maxBytes: 64 * 1024 };

export function fediverseFetch(ctx: AppContext) {
  return guardedFetch({ allowLoopback: ctx.config.loginProviders.fediverse?.allowInsecure ?? false, ...FETCH_LIMITS });
}

const FETCH_PROBLEMS: Record<FetchFailure, InstanceProblem> = {
  notWebAddress: 'notAddress',
  notHttps: 'notHttps',
  notPublic: 'notPublic',
  unreachable: 'unreachable',
  tooMuch: 'oddAnswer',
  nonsense: 'oddAnswer',
  badValue: 'notAddress',
  timeout: 'timeout',
  tooSlow: 'timeout',
};

/** A fetch failure as a message the person can act on. */
export function unreachable(server: FediverseServer, error: unknown): never {
  if (error instanceof RemoteFetchError)
    throw errors.instanceInvalid(FETCH_PROBLEMS[error.failure], server.host, error.message);
  throw error;
}
