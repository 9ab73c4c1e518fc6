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
import type { Metrics } from '../http/metrics.js';
import type { PreparedAnswer, PreparedAnswers } from '../http/prepared-answers.js';
import { apiErrorBytes } from '../http/api-errors.js';
import { markCounted, type RateLimitCount, type RateLimiter, rateLimitHeaders, refusalOf } from '../http/rate-limit.js';
import { logAccess, requestId } from '../http/request-log.js';
import { staticSecurityHeaders } from '../http/security-headers.js';
import type { Clock } from '../lib/clock.js';
import { API_PREFIX } from './plugins/openapi.js';
import type { PublicReadSource } from './presenters/public-read-sources.js';
import { publicReadKey, type PublicReadRoute, type PublicReads } from './presenters/public-reads.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

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
}

/** Longest path parameter the router accepts (app.ts `maxParamLength`); anything longer is Fastify's 404. */
const MAX_PARAM_LENGTH = 1000;
const PREFIX = `${API_PREFIX}/`;
const META_ROUTE = '/meta';
const META_PATH = `${API_PREFIX}${META_ROUTE}`;

/** A path the lane may answer: its route (as its pattern), cache key and (decoded) path parameters. */
interface LaneRead {
  route: PublicReadRoute;
  key: string;
  ref: string;
  memberRef: string | undefined;
}

/** The read of a path the lane may answer; null for any other. */
function publicRead(path: string): LaneRead | null {
  const parts = path.slice(PREFIX.length).split('/');
  for (const part of parts) if (part === '' || part.length > MAX_PARAM_LENGTH) return null;
  const params = parts.map(decode);
  if (params.includes(null)) return null;
  const [first, ref, third, memberRef] = params as string[];
  const read = (route: PublicReadRoute, member?: string): LaneRead => ({
    ...publicReadKey(route, ref!, member),
    ref: ref!,
    memberRef: member,
  });
  if (first === 'members' && parts.length === 2) return read('/members/:memberRef');
  if (first !== 'users' || ref === '@me') return null;
  if (parts.length === 2) return read('/users/:userRef');
  if (third !== 'members') return null;
  if (parts.length === 3) return read('/users/:userRef/members');
  if (parts.length === 4) return read('/users/:userRef/members/:memberRef', memberRef);
  return null;
}

function decode(part: string): string | null {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

export class PreparedReadLane {
  private readonly addressOf: (request: IncomingMessage) => string;
  /** Requests the lane answered itself. */
  answered = 0;
  private unlogged = 0;
  /** Headers every answer of the lane carries, as name/value pairs. */
  private readonly uncachedHeaders: string[];
  /** Those and the Cache-Control of public reads (429s and /meta have none). */
  private readonly publicHeaders: string[];

  constructor(private readonly options: LaneOptions) {
    this.addressOf = clientAddress(options.trustProxy);
    this.uncachedHeaders = [
      ...staticSecurityHeaders(),
      'access-control-allow-origin',
      '*',
      'access-control-expose-headers',
      EXPOSED_HEADERS.join(', '),
      'content-type',
      'application/json; charset=utf-8',
    ];
    this.publicHeaders = this.uncachedHeaders.concat('cache-control', options.publicCacheControl);
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
    const headers = this.publicHeaders.concat(
      'x-request-id',
      id,
      'etag',
      answer.etag,
      'surrogate-key',
      answer.surrogateKey,
    );
    if (limits !== null) headers.push(...limits);
    let status = 200;
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      status = 304;
      response.writeHead(304, headers);
      response.end();
    } else {
      headers.push('content-length', String(answer.body.length));
      response.writeHead(200, headers);
      response.end(answer.body);
    }
    this.finished(request, route, status, id, started);
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
    const pattern = `${API_PREFIX}${route}`;
    this.options.metrics.observe('GET', pattern, status, elapsed / 1000);
    const log = this.options.accessLog;
    if (log && ++this.unlogged >= this.options.accessLogSample) {
      this.unlogged = 0;
      logAccess(log, 'GET', request.url ?? '', status, elapsed, id, this.options.accessLogSample);
    }
  }
}
