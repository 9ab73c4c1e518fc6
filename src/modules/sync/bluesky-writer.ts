/**
 * Writing pronouns to a Bluesky account through the AT Protocol's documented XRPC calls, with an app
 * password (Bluesky's recommended way for a third-party service that has no OAuth client of its own):
 * `com.atproto.server.createSession` / `refreshSession` for the session, then
 * `com.atproto.repo.getRecord` of the profile record (`app.bsky.actor.profile`, rkey `self`) and
 * `com.atproto.repo.putRecord` of the same record with only `pronouns` set, swapped against the
 * record's CID (`swapRecord`): if anything else changed the record between the read and the write, the
 * PDS refuses it, and the record is read again, so nothing in it is lost. The lexicon allows 20
 * graphemes of pronouns. The calls are four plain JSON requests, made through the guarded fetch
 * (the PDS is an address a person gives: public addresses only, bounded).
 */
import type { GuardedRequest } from '../../lib/guarded-fetch.js';
import { RemoteFetchError } from '../../lib/guarded-fetch.js';
import { retryAtOf, SyncFailure } from './sync-failure.js';
import { joinedWithin, type SyncTexts } from './sync-texts.js';

type Fetch = (url: string, init?: GuardedRequest) => Promise<Response>;

export const PROFILE_COLLECTION = 'app.bsky.actor.profile';
/** The lexicon's limit of `pronouns`. */
const MAX_PRONOUNS = 20;
const SWAP_ATTEMPTS = 3;

export interface BlueskySession {
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
  /** The account's own PDS, from its DID document (null: the server the session was made at). */
  pds: string | null;
}

/** The sealed credentials of a Bluesky sync. */
export interface BlueskyCredentials extends BlueskySession {
  identifier: string;
  appPassword: string;
}

interface XrpcAnswer {
  status: number;
  body: Record<string, unknown> | null;
  response: Response;
}

async function xrpc(
  fetch: Fetch,
  server: string,
  method: string,
  init: { query?: Record<string, string>; body?: unknown; token?: string; procedure?: boolean },
): Promise<XrpcAnswer> {
  const url = new URL(`/xrpc/${method}`, server);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url.href, {
      method: init.body === undefined && init.procedure !== true ? 'GET' : 'POST',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch (error) {
    if (error instanceof RemoteFetchError) throw new SyncFailure('unreachable', 'retry', error.message);
    throw error;
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body, response };
}

const errorOf = (answer: XrpcAnswer) => (typeof answer.body?.error === 'string' ? answer.body.error : '');

function failed(answer: XrpcAnswer, now: number, what: string): never {
  if (answer.status === 429)
    throw new SyncFailure('rate_limited', 'retry', 'rate limited', retryAtOf(answer.response, now));
  if (answer.status >= 500) throw new SyncFailure('unreachable', 'retry', `${what} answered ${answer.status}`);
  throw new SyncFailure('refused', 'wait', `${what} answered ${answer.status} ${errorOf(answer)}`);
}

function sessionOf(body: Record<string, unknown> | null): BlueskySession | null {
  const text = (key: string) => (typeof body?.[key] === 'string' ? (body[key] as string) : null);
  const did = text('did');
  const handle = text('handle');
  const accessJwt = text('accessJwt');
  const refreshJwt = text('refreshJwt');
  if (did === null || !did.startsWith('did:') || accessJwt === null || refreshJwt === null) return null;
  return { did, handle: handle ?? did, accessJwt, refreshJwt, pds: pdsOf(body?.didDoc) };
}

/**
 * The `#atproto_pds` service of a DID document: where the account's repository is (an entryway such
 * as bsky.social hands sessions out for PDSes elsewhere). Only an https origin is taken; it is still
 * fetched through the guarded fetch, like any address from elsewhere.
 */
function pdsOf(didDoc: unknown): string | null {
  const services = (didDoc as { service?: unknown } | null)?.service;
  if (!Array.isArray(services)) return null;
  for (const service of services as Array<{ id?: unknown; type?: unknown; serviceEndpoint?: unknown }>) {
    if (typeof service?.id !== 'string' || !service.id.endsWith('#atproto_pds')) continue;
    if (typeof service.serviceEndpoint !== 'string' || !URL.canParse(service.serviceEndpoint)) return null;
    const url = new URL(service.serviceEndpoint);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  }
  return null;
}

/** A new session from the handle (or DID) and app password; 'wrong' when the PDS refuses them. */
export async function createSession(
  fetch: Fetch,
  server: string,
  identifier: string,
  appPassword: string,
  now: number,
): Promise<BlueskySession | 'wrong'> {
  const answer = await xrpc(fetch, server, 'com.atproto.server.createSession', {
    body: { identifier, password: appPassword },
  });
  if (answer.status === 401 || errorOf(answer) === 'AuthenticationRequired') return 'wrong';
  if (answer.status !== 200) failed(answer, now, 'createSession');
  const session = sessionOf(answer.body);
  if (session === null) throw new SyncFailure('refused', 'retry', 'createSession answered without a session');
  return session;
}

const expired = (answer: XrpcAnswer) =>
  answer.status === 401 || ['ExpiredToken', 'InvalidToken', 'AuthenticationRequired'].includes(errorOf(answer));

/**
 * A working session: refreshed when the access token has run out, made again from the app password
 * when the refresh token has too; the app password refused stops the sync (revoked).
 */
async function freshSession(fetch: Fetch, server: string, credentials: BlueskyCredentials, now: number) {
  // A session is refreshed where the account lives; a new one is made where it was made first.
  const refreshed = await xrpc(fetch, credentials.pds ?? server, 'com.atproto.server.refreshSession', {
    procedure: true,
    token: credentials.refreshJwt,
  });
  if (refreshed.status === 200) {
    const session = sessionOf(refreshed.body);
    if (session !== null) return session;
  } else if (!expired(refreshed) && refreshed.status !== 400) failed(refreshed, now, 'refreshSession');
  const made = await createSession(fetch, server, credentials.identifier, credentials.appPassword, now);
  if (made === 'wrong') throw new SyncFailure('revoked', 'stop', 'the app password was refused');
  return made;
}

/**
 * Writes the pronouns; returns what the profile now says (JSON). A renewed session is handed to
 * `renewed` at once (to be sealed again), whatever happens next.
 */
export async function writeToBluesky(
  fetch: Fetch,
  server: string,
  credentials: BlueskyCredentials,
  texts: SyncTexts,
  now: number,
  renewed: (credentials: BlueskyCredentials) => Promise<void>,
): Promise<string> {
  let current = credentials;
  // The repository's own PDS when the DID document named one, else where the session was made.
  const at = () => current.pds ?? server;
  const call = async (method: string, init: { query?: Record<string, string>; body?: unknown }) => {
    let answer = await xrpc(fetch, at(), method, { ...init, token: current.accessJwt });
    if (expired(answer)) {
      current = { ...current, ...(await freshSession(fetch, server, current, now)) };
      await renewed(current);
      answer = await xrpc(fetch, at(), method, { ...init, token: current.accessJwt });
      if (expired(answer)) throw new SyncFailure('revoked', 'stop', `${method}: the session was refused`);
    }
    return answer;
  };
  const pronouns = joinedWithin(texts.pronouns, MAX_PRONOUNS);
  const written = JSON.stringify({ pronouns });
  for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
    const read = await call('com.atproto.repo.getRecord', {
      query: { repo: current.did, collection: PROFILE_COLLECTION, rkey: 'self' },
    });
    let record: Record<string, unknown>;
    let cid: string | null;
    if (read.status === 200 && read.body !== null && typeof read.body.value === 'object' && read.body.value !== null) {
      record = { ...(read.body.value as Record<string, unknown>) };
      cid = typeof read.body.cid === 'string' ? read.body.cid : null;
    } else if (read.status === 400 && errorOf(read) === 'RecordNotFound') {
      record = { $type: PROFILE_COLLECTION };
      cid = null;
    } else failed(read, now, 'getRecord');
    const shown = typeof record.pronouns === 'string' ? record.pronouns : '';
    if (shown === pronouns) return written;
    if (pronouns === '') delete record.pronouns;
    else record.pronouns = pronouns;
    record.$type = PROFILE_COLLECTION;
    const put = await call('com.atproto.repo.putRecord', {
      body: {
        repo: current.did,
        collection: PROFILE_COLLECTION,
        rkey: 'self',
        record,
        // Compare and swap: the write holds only if the record is still the one read (null: if
        // there is still none).
        swapRecord: cid,
      },
    });
    if (put.status === 200) return written;
    if (errorOf(put) === 'InvalidSwap') continue;
    failed(put, now, 'putRecord');
  }
  throw new SyncFailure('changed_meanwhile', 'retry', 'the profile record kept changing while it was written');
}
