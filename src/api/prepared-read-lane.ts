/**
 * The prepared-read lane: a public read without a token is answered here, in front of Fastify, with
 * the bytes and a header block built once — no routing, no hooks, no serialisation. A prepared answer
 * (http/prepared-answers.ts) is sent without a query; one that is not prepared yet is read through
 * the routes' own read (presenters/public-read-sources.ts), kept, and sent the same way. What the lane
 * cannot answer — not found, a suspended user, an owner-only view, a list too long to be whole bytes,
 * any failure — goes to Fastify, whose routes answer it the usual way. A spent rate limit gets the
 * routes' usual 429 from the lane itself.
 *
 * What the lane answers is what Fastify would: the same keys as the routes, the same headers (security
 * headers computed by helmet, CORS, caching, request id), the same rate-limit bucket counted by the
 * same limiter (once: a request it counted and hands on carries its count), the same access-log line
 * and request metrics. A test compares both paths header by header.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { clientAddress, type TrustProxy } from '../http/client-address.js';
import { EXPOSED_HEADERS } from '../http/cors.js';
import { matchesEtag } from '../http/etags.js';
import type { Metrics, RequestSeries } from '../http/metrics.js';
import type { PreparedAnswer, PreparedAnswers } from '../http/prepared-answers.js';
import { apiErrorBytes } from '../http/api-errors.js';
import { markCounted, type RateLimitCount, type RateLimiter, rateLimitHeaders, refusalOf } from '../http/rate-limit.js';
import { logAccess, requestId } from '../http/request-log.js';
import { staticSecurityHeaders } from '../http/security-headers.js';
import type { Clock } from '../lib/clock.js';
import { API_PREFIX } from './plugins/openapi.js';
import type { PublicReadSource } from './presenters/public-read-sources.js';
import { publicReadCacheKey, type PublicReadRoute, type PublicReads } from './presenters/public-reads.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The headers of a prepared answer, as name/value pairs ending with the request id's. */
interface HeaderBlocks {
  ok: string[];
  notModified: string[];
}

export interface LaneOptions {
  answers: PreparedAnswers;
  /** Reads and keeps what is not prepared yet, from `source`. */
  reads: PublicReads;
  source: PublicReadSource;
  limiter: RateLimiter | null;
  metrics: Metrics;
  /** The access log, when it is on. */
  accessLog: FastifyBaseLogger | null;
  /** One answer in this many is logged, with `sampled` saying so. */
  accessLogSample: number;
  clock: Clock;
  trustProxy: TrustProxy;
  /** Cache-Control of public answers (public-reads.ts). */
  publicCacheControl: string;
  /**
   * GET /meta's bytes for a request's protocol and Host (presenters/meta-answer.ts); null: Fastify
   * answers /meta (behind a trusted proxy, whose forwarded host and protocol Fastify reads).
   */
  meta: ((protocol: string, host: string) => Promise<Buffer>) | null;
  /** GET /meta's Cache-Control (and Vary), as the route sends them (presenters/meta-answer.ts). */
  metaHeaders: Array<[string, string]>;
}

/** Longest path parameter the router accepts (app.ts `maxParamLength`); anything longer is Fastify's 404. */
const MAX_PARAM_LENGTH = 1000;
const PREFIX = `${API_PREFIX}/`;
const META_ROUTE = '/meta';
const META_PATH = `${API_PREFIX}${META_ROUTE}`;

/** A path the lane may answer: its route (as its pattern), cache key and (decoded) path parameters. */
class LaneRead {
  readonly key: string;

  constructor(
    readonly route: PublicReadRoute,
    readonly ref: string,
    readonly memberRef: string | undefined,
  ) {
    this.key = publicReadCacheKey(route, ref, memberRef);
  }
}

const USERS = 'users/';
const MEMBERS = 'members/';
const MEMBER_LIST = '/members';
const SLASH = 0x2f;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The read of a path under PREFIX the lane may answer; null for any other, which Fastify's router
 * answers (an encoded slash or route name included). Read in place, without splitting: it runs for
 * every public read.
 */
function publicRead(path: string): LaneRead | null {
  const start = PREFIX.length;
  if (path.startsWith(MEMBERS, start)) {
    const memberRef = parameter(path, start + MEMBERS.length, path.length);
    return memberRef === null ? null : new LaneRead('/members/:memberRef', memberRef, undefined);
  }
  if (!path.startsWith(USERS, start)) return null;
  const refStart = start + USERS.length;
  const refEnd = path.indexOf('/', refStart);
  const ref = parameter(path, refStart, refEnd === -1 ? path.length : refEnd);
  if (ref === null || ref === '@me') return null;
  if (refEnd === -1) return new LaneRead('/users/:userRef', ref, undefined);
  if (!path.startsWith(MEMBER_LIST, refEnd)) return null;
  const listEnd = refEnd + MEMBER_LIST.length;
  if (listEnd === path.length) return new LaneRead('/users/:userRef/members', ref, undefined);
  if (path.charCodeAt(listEnd) !== SLASH) return null;
  const memberRef = parameter(path, listEnd + 1, path.length);
  return memberRef === null ? null : new LaneRead('/users/:userRef/members/:memberRef', ref, memberRef);
}

/** The decoded path parameter from `start` to `end`; null when empty, too long, holding a slash or badly encoded. */
function parameter(path: string, start: number, end: number): string | null {
  if (end === start || end - start > MAX_PARAM_LENGTH) return null;
  const raw = path.slice(start, end);
  if (raw.includes('/')) return null;
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export class PreparedReadLane {
  private readonly addressOf: (request: IncomingMessage) => string;
  /** Requests the lane answered itself. */
  answered = 0;
  private unlogged = 0;
  /** Headers every answer of the lane carries, as name/value pairs: security and CORS. */
  private readonly commonHeaders: string[];
  /** Those and the Content-Type of a JSON body (429s and /meta: not cached). */
  private readonly uncachedHeaders: string[];
  /** Each prepared answer's header blocks (see `blocksOf`); gone with the answer. */
  private readonly headerBlocks = new WeakMap<PreparedAnswer, HeaderBlocks>();
  /** The request metrics' series by route and status. */
  private readonly series = new Map<string, Map<number, RequestSeries>>();

  constructor(private readonly options: LaneOptions) {
    this.addressOf = clientAddress(options.trustProxy);
    this.commonHeaders = [
      ...staticSecurityHeaders(),
      'access-control-allow-origin',
      '*',
      'access-control-expose-headers',
      EXPOSED_HEADERS.join(', '),
    ];
    this.uncachedHeaders = this.commonHeaders.concat('content-type', JSON_TYPE);
  }

  /** Answers the request if it is a public read it can answer; otherwise hands it to `next` (Fastify). */
  serve(request: IncomingMessage, response: ServerResponse, next: Handler): void {
    const url = request.url ?? '';
    if (request.method !== 'GET' || !url.startsWith(PREFIX) || request.headers.authorization !== undefined) {
      return next(request, response);
    }
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path === META_PATH && this.options.meta) return this.serveMeta(request, response, next, this.options.meta);
    const read = publicRead(path);
    if (!read) return next(request, response);
    const started = performance.now();
    // A miss is counted where it is answered: below, or by the route.
    const hit = this.options.answers.get(read.key, this.options.clock.now(), false);
    const limiter = this.options.limiter;
    if (limiter === null) return this.respond(request, response, next, read, hit, null, started);
    limiter.count('users_members_get', `ip:${this.addressOf(request)}`).then(
      (count) => {
        if (count.allowed) return this.respond(request, response, next, read, hit, count, started);
        this.refuse(request, response, read.route, count, started);
      },
      () => next(request, response),
    );
  }

  private respond(
    request: IncomingMessage,
    response: ServerResponse,
    next: Handler,
    read: LaneRead,
    hit: PreparedAnswer | undefined,
    count: RateLimitCount | null,
    started: number,
  ): void {
    const limits = count && rateLimitHeaders(count);
    if (hit) return this.answer(request, response, read.route, hit, limits, started);
    const { reads, source } = this.options;
    const handOn = () => {
      if (count) markCounted(request, count);
      next(request, response);
    };
    reads
      .prepare(read, () => source(read.route, read.ref, read.memberRef))
      .then(
        (prepared) => (prepared ? this.answer(request, response, read.route, prepared, limits, started) : handOn()),
        // Not found, or anything else: Fastify's route reads again and answers with the right error.
        handOn,
      )
      .catch(() => response.destroy());
  }

  /** GET /meta: the statistics' bytes, counted against the `fallback` budget like the route. */
  private serveMeta(
    request: IncomingMessage,
    response: ServerResponse,
    next: Handler,
    meta: (protocol: string, host: string) => Promise<Buffer>,
  ): void {
    const started = performance.now();
    const limiter = this.options.limiter;
    const counted = limiter ? limiter.count('fallback', `ip:${this.addressOf(request)}`) : Promise.resolve(null);
    const protocol = (request.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http';
    const host = request.headers.host ?? (request.headers[':authority'] as string | undefined) ?? '';
    counted
      .then(
        async (count) => {
          if (count && !count.allowed) return this.refuse(request, response, META_ROUTE, count, started);
          let body: Buffer;
          try {
            body = await meta(protocol, host);
          } catch {
            // The route counts and answers (its count carried over): the same error the usual way.
            if (count) markCounted(request, count);
            return next(request, response);
          }
          const id = requestId(request);
          const headers = this.uncachedHeaders.concat('x-request-id', id);
          if (count) headers.push(...rateLimitHeaders(count));
          for (const [name, value] of this.options.metaHeaders) headers.push(name, value);
          headers.push('content-length', String(body.length));
          response.writeHead(200, headers);
          response.end(body);
          this.finished(request, META_ROUTE, 200, id, started);
        },
        () => next(request, response),
      )
      .catch(() => response.destroy());
  }

  /**
   * The usual 429 of a spent budget, as the routes' rate-limit hook answers it, without Fastify: a
   * flood from one address is refused at the cost of counting it.
   */
  private refuse(
    request: IncomingMessage,
    response: ServerResponse,
    route: PublicReadRoute | typeof META_ROUTE,
    count: RateLimitCount,
    started: number,
  ): void {
    const id = requestId(request);
    const body = apiErrorBytes(refusalOf(count));
    response.writeHead(
      429,
      this.uncachedHeaders.concat(
        'x-request-id',
        id,
        ...rateLimitHeaders(count),
        'retry-after',
        String(count.retryAfter),
        'content-length',
        String(body.length),
      ),
    );
    response.end(body);
    this.finished(request, route, 429, id, started);
  }

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    route: PublicReadRoute,
    answer: PreparedAnswer,
    limits: string[] | null,
    started: number,
  ): void {
    const id = requestId(request);
    const blocks = this.blocksOf(answer);
    const notModified = matchesEtag(request.headers['if-none-match'], answer.etag);
    const block = notModified ? blocks.notModified : blocks.ok;
    // writeHead reads the block before it returns: the request id's slot is this request's until then.
    block[block.length - 1] = id;
    const headers = limits === null ? block : block.concat(limits);
    if (notModified) {
      response.writeHead(304, headers);
      response.end();
    } else {
      response.writeHead(200, headers);
      response.end(answer.body);
    }
    this.finished(request, route, notModified ? 304 : 200, id, started);
  }

  /** The header blocks of an answer (200 and 304), built on its first use; the last value is the request id. */
  private blocksOf(answer: PreparedAnswer): HeaderBlocks {
    let blocks = this.headerBlocks.get(answer);
    if (!blocks) {
      // A 304 carries what a cache updates its copy with, and no representation metadata (RFC 9110 §15.4.5).
      const cacheable = this.commonHeaders.concat(
        'cache-control',
        this.options.publicCacheControl,
        'etag',
        answer.etag,
        'surrogate-key',
        answer.surrogateKey,
      );
      blocks = {
        ok: cacheable.concat(
          'content-type',
          JSON_TYPE,
          'content-length',
          String(answer.body.length),
          'x-request-id',
          '',
        ),
        notModified: cacheable.concat('x-request-id', ''),
      };
      this.headerBlocks.set(answer, blocks);
    }
    return blocks;
  }

  /** Counted, observed in the request metrics, and (sampled) in the access log. */
  private finished(
    request: IncomingMessage,
    route: PublicReadRoute | typeof META_ROUTE,
    status: number,
    id: string,
    started: number,
  ) {
    this.answered++;
    const elapsed = performance.now() - started;
    this.seriesOf(route, status).observe(elapsed / 1000);
    const log = this.options.accessLog;
    if (log && ++this.unlogged >= this.options.accessLogSample) {
      this.unlogged = 0;
      logAccess(log, 'GET', request.url ?? '', status, elapsed, id, this.options.accessLogSample);
    }
  }

  /** The request metrics' series of a route and status, looked up once. */
  private seriesOf(route: PublicReadRoute | typeof META_ROUTE, status: number): RequestSeries {
    let ofRoute = this.series.get(route);
    if (!ofRoute) this.series.set(route, (ofRoute = new Map()));
    let series = ofRoute.get(status);
    if (!series) ofRoute.set(status, (series = this.options.metrics.requests('GET', `${API_PREFIX}${route}`, status)));
    return series;
  }
}
