/**
 * A fediverse server a person types: what it may be, and this instance's client there. The server is
 * user input the instance fetches, so every request goes through lib/guarded-fetch.ts (https only,
 * public addresses only, short deadline, capped answers).
 */
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { guardedFetch, RemoteFetchError } from '../../lib/guarded-fetch.js';
import {
  deleteFediverseApp,
  deleteUnusedFediverseApps,
  type FediverseApp,
  findFediverseApp,
  saveFediverseApp,
} from './fediverse-app-store.js';

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
  return guardedFetch({ allowPrivate: ctx.config.loginProviders.fediverse?.allowInsecure ?? false, ...FETCH_LIMITS });
}

/** A fetch failure as a message the person can act on. */
export function unreachable(server: FediverseServer, error: unknown): never {
  if (error instanceof RemoteFetchError) throw errors.instanceInvalid(`${server.host}: ${error.message}`);
  throw error;
}

/** Servers delete an app nobody logged in through after about a day: one unused for half that is made anew. */
const UNUSED_APP_MS = 12 * 60 * 60 * 1000;
const CLIENT_CREDENTIAL = /^[\x21-\x7e]{1,500}$/;

/** This instance's client on the server: registered once (`POST /api/v1/apps`), then read from the database. */
export async function fediverseApp(
  ctx: AppContext,
  server: FediverseServer,
  redirectUri: string,
): Promise<FediverseApp> {
  const known = await findFediverseApp(ctx.db, server.host, redirectUri);
  if (known && (known.used_at !== null || ctx.clock.now() - known.created_at < UNUSED_APP_MS)) return known;
  if (known) await deleteFediverseApp(ctx.db, server.host, redirectUri, known.clientId);
  let answer: Response;
  try {
    answer = await fediverseFetch(ctx)(`${server.origin}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_name: 'Nametag',
        redirect_uris: redirectUri,
        scopes: 'read:accounts',
        website: ctx.config.publicUrl ?? undefined,
      }),
    });
  } catch (error) {
    unreachable(server, error);
  }
  const app = (await answer.json().catch(() => null)) as { client_id?: unknown; client_secret?: unknown } | null;
  const valid = (value: unknown): value is string => typeof value === 'string' && CLIENT_CREDENTIAL.test(value);
  if (!answer.ok || !valid(app?.client_id) || !valid(app.client_secret)) {
    throw errors.instanceInvalid(
      `${server.host} does not let apps log people in (is it a Mastodon-compatible server?)`,
    );
  }
  const registered = { clientId: app.client_id, clientSecret: app.client_secret };
  await saveFediverseApp(ctx.db, server.host, redirectUri, registered, ctx.clock.now());
  return (await findFediverseApp(ctx.db, server.host, redirectUri)) ?? registered;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registrations never used for a day, or unused for 90 days. */
export function pruneFediverseApps(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return deleteUnusedFediverseApps(ctx.db, now - DAY_MS, now - 90 * DAY_MS);
}
