/**
 * The prepared-read lane: a public read without a token whose answer is prepared in memory
 * (http/prepared-answers.ts) is answered here, in front of Fastify, with the bytes and a header block
 * built once — no routing, no hooks, no query, no serialisation. Everything else, and every read that
 * is not prepared yet, goes to Fastify, whose routes fill the cache (public-reads.ts), and which
 * answers every refusal (a spent rate limit included) the usual way.
 *
 * What the lane answers is what Fastify would: the same keys as the routes, the same headers (security
 * headers computed by helmet, CORS, caching, request id), the same rate-limit bucket counted by the
 * same limiter, the same access-log line and request metrics. A test compares both paths header by
 * header.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { clientAddress, type TrustProxy } from '../http/client-address.js';
import { EXPOSED_HEADERS } from '../http/cors.js';
import { matchesEtag } from '../http/etags.js';
import type { Metrics } from '../http/metrics.js';
import type { PreparedAnswers } from '../http/prepared-answers.js';
import { type RateLimiter, rateLimitHeaders } from '../http/rate-limit.js';
import { logAccess, requestId } from '../http/request-log.js';
import { staticSecurityHeaders } from '../http/security-headers.js';
import type { Clock } from '../lib/clock.js';
import { API_PREFIX } from './plugins/openapi.js';
import { publicReadKey, type PublicReadRoute } from './presenters/public-reads.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LaneOptions {
  answers: PreparedAnswers;
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
}

/** Longest path parameter the router accepts (app.ts `maxParamLength`); anything longer is Fastify's 404. */
const MAX_PARAM_LENGTH = 1000;
const PREFIX = `${API_PREFIX}/`;

/** The route (as its pattern) and the cache key of a path the lane may answer; null for any other. */
function publicRead(path: string): { route: PublicReadRoute; key: string } | null {
  const parts = path.slice(PREFIX.length).split('/');
  for (const part of parts) if (part === '' || part.length > MAX_PARAM_LENGTH) return null;
  const params = parts.map(decode);
  if (params.includes(null)) return null;
  const [first, ref, third, memberRef] = params as string[];
  if (first === 'members' && parts.length === 2) return publicReadKey('/members/:memberRef', ref!);
  if (first !== 'users' || ref === '@me') return null;
  if (parts.length === 2) return publicReadKey('/users/:userRef', ref!);
  if (third !== 'members') return null;
  if (parts.length === 3) return publicReadKey('/users/:userRef/members', ref!);
  if (parts.length === 4) return publicReadKey('/users/:userRef/members/:memberRef', ref!, memberRef);
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
  private readonly fixedHeaders: string[];

  constructor(private readonly options: LaneOptions) {
    this.addressOf = clientAddress(options.trustProxy);
    this.fixedHeaders = [
      ...staticSecurityHeaders(),
      'access-control-allow-origin',
      '*',
      'access-control-expose-headers',
      EXPOSED_HEADERS.join(', '),
      'cache-control',
      options.publicCacheControl,
      'content-type',
      'application/json; charset=utf-8',
    ];
  }

  /** Answers the request if it is a prepared public read; otherwise hands it to `next` (Fastify). */
  serve(request: IncomingMessage, response: ServerResponse, next: Handler): void {
    const url = request.url ?? '';
    if (request.method !== 'GET' || !url.startsWith(PREFIX) || request.headers.authorization !== undefined) {
      return next(request, response);
    }
    const query = url.indexOf('?');
    const read = publicRead(query === -1 ? url : url.slice(0, query));
    const started = performance.now();
    // A miss is counted by the route that answers it.
    const answer = read && this.options.answers.get(read.key, this.options.clock.now(), false);
    if (!read || !answer) return next(request, response);
    const limiter = this.options.limiter;
    if (limiter === null) return this.answer(request, response, read.route, answer, null, started);
    limiter.count('users_members_get', `ip:${this.addressOf(request)}`).then(
      (count) =>
        count.allowed
          ? this.answer(request, response, read.route, answer, rateLimitHeaders(count), started)
          : next(request, response),
      () => next(request, response),
    );
  }

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    route: PublicReadRoute,
    answer: { body: Buffer; etag: string; surrogateKey: string },
    limits: string[] | null,
    started: number,
  ): void {
    const id = requestId(request);
    const headers = this.fixedHeaders.concat(
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
