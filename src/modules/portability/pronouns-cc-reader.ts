/**
 * Reads an account from a service that speaks pronouns.cc's API v1, with an API token its owner made
 * there: GET /api/v1/meta (is it one?), /users/@me (the profile, its members and flags), each member
 * as its owner reads it (/members/{id}: fields and `unlisted`), and the images they name. Every request
 * goes through lib/guarded-fetch.ts (https only, public addresses only, no redirects); together they
 * have one byte budget and one deadline. The token goes to the service's API only, never to its image
 * host, and is kept nowhere.
 */
import type { MessagePort } from 'node:worker_threads';
import ipaddr from 'ipaddr.js';
import { ApiError, ErrorCode } from '../../core/errors.js';
import { guardedFetch, RemoteFetchError } from '../../lib/guarded-fetch.js';
import { jsonShapeProblem } from '../../lib/json-shape.js';
import { LIMITS } from '../../profiles/rules/profile-types.js';
import { ImportNoteList } from './import-note-list.js';
import type { ImageOwner } from './import-notes.js';
import { type ServiceProblem, serviceProblem, tokenProblem } from './import-problems.js';
import { isObject, type RemoteAccount } from './pronouns-cc-import.js';

/** Where and how to read. */
export interface RemoteSource {
  /** As the person typed it: "pronouns.cc", "https://pronouns.cc", "https://pronouns.cc/api/v1". */
  address: string;
  token: string;
  /** Plain http and this machine's loopback (tests, local development). */
  allowInsecure: boolean;
  /** All answers together, images included. */
  maxBytes: number;
  /** The whole reading. */
  deadlineMs: number;
  /** How long an answer may take to start coming (then it must keep MINIMUM_PACE). */
  stallMs: number;
  memberLimit: number;
  /** A message on this port stops the reading (the person went away); closed when the reading ends. */
  stop?: MessagePort;
}

export const DEFAULT_SERVICE = 'https://pronouns.cc';

/** The image host of pronouns.cc itself: its /meta does not name one (a Nametag's does). */
const KNOWN_MEDIA_HOSTS: Record<string, string> = { 'pronouns.cc': 'https://cdn.pronouns.cc' };

/** One request's longest wait, within the deadline. */
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * Bytes a second an answer must keep coming at once it has started (after `stallMs`): far below any
 * working connection, far above a server dripping a byte at a time to hold the reading open.
 */
const MINIMUM_PACE = 16 * 1024;
/** Requests in flight at once: members and images. */
const PARALLEL = 4;
/** One image, as the service's limits make them (an avatar or flag is far smaller). */
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** One JSON answer other than the first: a member at every limit is well under this. */
const ANSWER_MAX_BYTES = 4 * 1024 * 1024;
/** JSON answers: as deep and as many objects as a profile at every limit needs, with room. */
const JSON_SHAPE = { maxDepth: 16, maxContainers: 200_000 };
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const HASH = /^[A-Za-z0-9_-]{1,128}$/;
/** Ids as services make them (xids, snowflakes, UUIDs): nothing that could change a path ("..", "/"). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A refusal about the service (its address, or what reading from it met): `why` in English for the API, `problem` for pages. */
const refused = (why: string, problem: ServiceProblem) =>
  new ApiError(ErrorCode.BadRequest, `The service's address: ${why}`, `url: ${why}`, undefined, {
    path: 'url',
    rule: why,
    ...serviceProblem(problem),
  });

function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}

/** The service's origin from what the person typed. */
export function serviceOrigin(typed: string, allowInsecure: boolean): string {
  let text = typed.trim();
  if (text === '') text = DEFAULT_SERVICE;
  if (text.length > 300) throw refused('it is too long', { problem: 'tooLong' });
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused('it is not a web address', { problem: 'notWebAddress' });
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) {
    throw refused('only https addresses can be used', { problem: 'notHttps' });
  }
  const path = withoutTrailingSlashes(url.pathname);
  if (url.username || url.password || url.search || url.hash || (path !== '' && path !== '/api/v1')) {
    throw refused('type only the service’s address, e.g. https://pronouns.cc', { problem: 'notJustAddress' });
  }
  if (!allowInsecure) {
    if (url.port !== '') throw refused('only services on the standard https port can be used', { problem: 'port' });
    if (!ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, '')) && !HOSTNAME.test(url.hostname)) {
      throw refused('that is not the name of a server on the internet', { problem: 'notServerName' });
    }
  }
  return url.origin;
}

class Budget {
  private bytesLeft: number;
  private readonly deadline: number;
  constructor(
    private readonly source: RemoteSource,
    readonly host: string,
    private readonly stopped: AbortSignal,
  ) {
    this.bytesLeft = source.maxBytes;
    this.deadline = Date.now() + source.deadlineMs;
  }

  /** A GET within the budget: the answer read whole, or a refusal that says what happened. */
  /** `cap`: the most one answer may be (an image's failure is the image's; any other is the import's). */
  async get(url: string, headers: Record<string, string>, cap: number, image = false): Promise<Answer> {
    if (this.stopped.aborted) throw new ApiError(ErrorCode.BadRequest, 'The reading was stopped: its client went away');
    const timeLeft = this.deadline - Date.now();
    if (timeLeft <= 0) throw refused(`${this.host} did not answer in time`, { problem: 'timeout', host: this.host });
    if (this.bytesLeft <= 0) throw tooMuch(this.host, this.source.maxBytes);
    // Each answer is capped on its own; requests in flight together may pass the budget by their caps
    // at most, and the budget is counted as each ends.
    const fetch = guardedFetch({
      allowLoopback: this.source.allowInsecure,
      timeoutMs: Math.min(REQUEST_TIMEOUT_MS, timeLeft),
      maxBytes: Math.min(this.bytesLeft, cap),
      pace: { graceMs: this.source.stallMs, bytesPerSecond: MINIMUM_PACE },
    });
    let answer: Response;
    try {
      answer = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: this.stopped });
    } catch (error) {
      if (error instanceof RemoteFetchError && error.failure === 'tooMuch' && !image) {
        throw tooMuch(this.host, this.source.maxBytes);
      }
      throw error;
    }
    const body = Buffer.from(await answer.arrayBuffer());
    this.bytesLeft -= body.length;
    if (this.bytesLeft < 0) throw tooMuch(this.host, this.source.maxBytes);
    return { status: answer.status, type: answer.headers.get('content-type') ?? '', body };
  }
}

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

function tooMuch(host: string, maxBytes: number) {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return refused(`${host} sent more than ${megabytes} MB, more than an import may hold`, {
    problem: 'tooMuch',
    host,
    megabytes,
  });
}

/** Runs `work` on each item, a few at a time, in order of the results; the first failure stops the rest. */
async function inParallel<T, R>(items: T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
  return results;
}

export async function readRemoteAccount(source: RemoteSource): Promise<RemoteAccount> {
  const stopping = new AbortController();
  source.stop?.once('message', () => stopping.abort());
  try {
    return await readWithin(source, stopping.signal);
  } finally {
    source.stop?.close();
  }
}

async function readWithin(source: RemoteSource, stopped: AbortSignal): Promise<RemoteAccount> {
  const origin = serviceOrigin(source.address, source.allowInsecure);
  const host = new URL(origin).host;
  const budget = new Budget(source, host, stopped);
  const api = `${origin}/api/v1`;
  const notV1 = (what: string) =>
    refused(`${host} does not answer like a pronouns.cc-compatible service (${what})`, {
      problem: 'notCompatible',
      host,
    });

  /** A JSON object from the API, or the refusal that says what went wrong. */
  const json = async (path: string, withToken: boolean, cap = ANSWER_MAX_BYTES): Promise<unknown> => {
    let answer: Answer;
    try {
      answer = await budget.get(`${api}${path}`, withToken ? { authorization: source.token } : {}, cap);
    } catch (error) {
      if (error instanceof RemoteFetchError) {
        throw refused(`${host}: ${error.message}`, { problem: 'unreachable', host, failure: error.failure });
      }
      throw error;
    }
    const bytes = answer.body;
    if (withToken && (answer.status === 401 || answer.status === 403)) {
      throw new ApiError(
        ErrorCode.BadRequest,
        `${host} refused the token (${answer.status}): make a new one there and paste it whole`,
        `token: refused by ${host}`,
        undefined,
        { path: 'token', rule: `refused by ${host}`, ...tokenProblem({ host, status: answer.status }) },
      );
    }
    if (answer.status === 429 || answer.status >= 500) {
      throw new ApiError(
        ErrorCode.Unavailable,
        `${host} is busy or failing (${answer.status}), so nothing was imported: try again in a few minutes`,
      );
    }
    if (answer.status !== 200) throw notV1(`GET /api/v1${path} answered ${answer.status}`);
    if (!/^application\/json\b/i.test(answer.type)) {
      throw notV1(`GET /api/v1${path} did not answer JSON`);
    }
    const problem = jsonShapeProblem(bytes, JSON_SHAPE);
    if (problem !== null) throw notV1(`GET /api/v1${path}: ${problem}`);
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw notV1(`GET /api/v1${path} did not answer JSON`);
    }
  };

  const meta = await json('/meta', false);
  if (!isObject(meta) || !isObject(meta.users) || typeof meta.users.total !== 'number') {
    throw notV1('its /api/v1/meta has no user count');
  }
  // The profile with its member list: as large as the whole budget allows (it is read alone).
  const me = await json('/users/@me', true, Infinity);
  if (!isObject(me) || typeof me.id !== 'string' || !ID.test(me.id) || typeof me.name !== 'string') {
    throw notV1('its /api/v1/users/@me is not a user');
  }
  const listed = Array.isArray(me.members) ? me.members : await json('/users/@me/members', true, Infinity);
  if (!Array.isArray(listed)) throw notV1('its member list is not a list');
  if (listed.length > source.memberLimit) {
    throw new ApiError(
      ErrorCode.MemberLimitReached,
      `The account at ${host} has ${listed.length} members; this server allows ${source.memberLimit}: delete some there first`,
      'members',
    );
  }
  const memberIds = listed.map((member, i) => {
    if (!isObject(member) || typeof member.id !== 'string' || !ID.test(member.id)) {
      throw notV1(`member ${i + 1} of its list has no id`);
    }
    return member.id;
  });
  const members = await inParallel(memberIds, async (id, i) => {
    const member = await json(`/members/${encodeURIComponent(id)}`, true);
    if (!isObject(member) || typeof member.name !== 'string') throw notV1(`member ${i + 1} is not a member`);
    // `unlisted` as its owner reads it: the full member, else the owner's list.
    const fromList = listed[i] as Record<string, unknown>;
    const full: Record<string, unknown> & { id: string } = {
      ...member,
      id,
      unlisted: member.unlisted === true || fromList.unlisted === true,
    };
    return full;
  });
  const skipped = new ImportNoteList();
  let flagList: unknown = me.flags;
  if (!Array.isArray(flagList)) {
    // A service without flags (the spec's API has none) says so with a 404: the import goes on without.
    try {
      flagList = await json('/users/@me/flags', true);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.message.includes('answered 404')) throw error;
      flagList = [];
      skipped.add({ kind: 'serviceHasNoFlags', values: { host } });
    }
  }
  const givenFlags = Array.isArray(flagList) ? flagList : [];
  if (givenFlags.length > LIMITS.flagLibrary) {
    throw new ApiError(
      ErrorCode.TooManyFlags,
      `The account at ${host} has ${givenFlags.length} flags; this server allows ${LIMITS.flagLibrary}`,
      'flags',
    );
  }
  const flags = givenFlags.filter(isObject);

  // Images: where the service's /meta says, else where pronouns.cc keeps them, else its /media.
  const webAddress = (value: unknown): value is string => {
    if (typeof value !== 'string' || !URL.canParse(value)) return false;
    const protocol = new URL(value).protocol;
    return protocol === 'https:' || (source.allowInsecure && protocol === 'http:');
  };
  const named = webAddress(meta.media_base_url) ? withoutTrailingSlashes(meta.media_base_url) : null;
  const mediaBase = named ?? KNOWN_MEDIA_HOSTS[host] ?? `${origin}/media`;
  const imageAddresses = new Map<string, string>();
  const place = (key: string, hash: unknown, path: (hash: string) => string) => {
    if (webAddress(hash)) imageAddresses.set(key, hash);
    else if (typeof hash === 'string' && HASH.test(hash)) imageAddresses.set(key, `${mediaBase}/${path(hash)}`);
  };
  place('user', me.avatar, (hash) => `users/${encodeURIComponent(me.id as string)}/${hash}.webp`);
  for (const member of members) {
    place(`members.${member.id}`, member.avatar, (hash) => `members/${encodeURIComponent(member.id)}/${hash}.webp`);
  }
  for (const flag of flags) {
    if (typeof flag.id === 'string') place(`flags.${flag.id}`, flag.hash, (hash) => `flags/${hash}.webp`);
  }

  const images = new Map<string, Buffer>();
  const addresses = [...new Set(imageAddresses.values())];
  const described = new Map<string, ImageOwner>();
  const membersById = firstById(members);
  const flagsById = firstById(flags);
  for (const [key, address] of imageAddresses) described.set(address, describe(key, membersById, flagsById));
  await inParallel(addresses, async (address) => {
    let answer: Answer;
    try {
      // Never the token: the image host may be someone else's.
      answer = await budget.get(address, { accept: 'image/*' }, IMAGE_MAX_BYTES, true);
    } catch (error) {
      if (!(error instanceof RemoteFetchError)) throw error;
      skipped.add({ kind: 'imageNotFetched', values: { image: described.get(address)!, failure: error.failure } });
      return;
    }
    if (answer.status !== 200 || answer.body.length === 0) {
      skipped.add({ kind: 'imageNotAnswered', values: { image: described.get(address)!, status: answer.status } });
      return;
    }
    images.set(address, answer.body);
  });
  return { origin, me, members, flags, images, imageAddresses, skipped: skipped.list() };
}

/** Each id's first object (a service may repeat one). */
function firstById(objects: Array<Record<string, unknown>>): Map<unknown, Record<string, unknown>> {
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const object of objects) if (!byId.has(object.id)) byId.set(object.id, object);
  return byId;
}

/** Whose image it is, for the report: a member or flag by its name (else its id). */
function describe(
  key: string,
  members: ReadonlyMap<unknown, Record<string, unknown>>,
  flags: ReadonlyMap<unknown, Record<string, unknown>>,
): ImageOwner {
  if (key === 'user') return { of: 'user' };
  const [kind, id] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
  if (kind === 'members') {
    const member = members.get(id);
    return { of: 'member', name: typeof member?.name === 'string' ? member.name : id };
  }
  const flag = flags.get(id);
  return { of: 'flag', name: typeof flag?.name === 'string' ? flag.name : id };
}
