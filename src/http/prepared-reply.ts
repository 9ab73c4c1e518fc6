/**
 * Prepared answers — bytes with a strong ETag, ready before the request came — and the one place that
 * writes them: the API's public reads, batch lookups, `/meta` and the profile pages.
 *
 * A route sends a prepared answer with `sendPrepared`, through the reply like any answer, after every
 * hook of its scope has run. The headers it went out with are remembered with the answer (all but
 * those of the one request: its id, its rate-limit count). A route that declares `config.prepared`
 * can then be answered before anything else runs: the first hook of the app asks the route's lookup
 * for an answer; when there is one that has gone out before, it is written again with the headers it
 * went out with, this request's id and rate-limit count, as 200 or 304. Nothing is copied from the
 * other hooks, so what this path sends is what the route sent. Anything else — no answer, an answer
 * never sent by its route, a token in the request — goes through the hooks and the route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './etags.js';
import { type RateLimiter, rateLimitHeaders } from './rate-limit.js';

/** A prepared answer as it is written: its bytes, their ETag (quoted) and Surrogate-Key if it has them. */
export interface ReplyBody {
  body: Buffer;
  etag?: string;
  surrogateKey?: string;
}

/** What kind of answer it is: the same for every answer of a route. */
export interface ReplyKind {
  contentType: string;
  cacheControl: string;
  /** Request headers the answer depends on beyond its URL (pages: `Cookie`). */
  vary?: string;
}

/** A route's prepared answer for a request (`config.prepared`), if there is one now. */
export type PreparedLookup = (request: FastifyRequest) => ReplyBody | undefined;

/** Headers of one request, never remembered with an answer. */
const OF_THE_REQUEST = /^(?:x-request-id|x-ratelimit-[a-z]+|retry-after|content-length|date|connection|keep-alive)$/;

/** The headers an answer went out with, as name/value pairs: for a 200, and for a 304. */
interface Replay {
  ok: string[];
  notModified: string[];
}

/** Representation metadata a 304 leaves out (RFC 9110 §15.4.5): the client has the representation. */
const REPRESENTATION = new Set(['content-type', 'content-encoding', 'content-language']);

const replays = new WeakMap<ReplyBody, Replay>();

function remember(answer: ReplyBody, reply: FastifyReply): void {
  const ok: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || OF_THE_REQUEST.test(name)) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    ok.push(name, text);
    if (!REPRESENTATION.has(name)) notModified.push(name, text);
  }
  replays.set(answer, { ok, notModified });
}

/**
 * Sends `answer` (200) or a 304 when the client has it. `keep`: the answer is kept and sent again
 * (its headers are remembered for the early path); false for an answer made for this request alone.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReplyBody & { etag: string },
  kind: ReplyKind,
  keep = true,
): FastifyReply {
  reply.header('cache-control', kind.cacheControl);
  reply.header('etag', answer.etag);
  if (kind.vary !== undefined) reply.header('vary', kind.vary);
  if (answer.surrogateKey !== undefined) reply.header('surrogate-key', answer.surrogateKey);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(kind.contentType);
  return keep ? sendKept(reply, answer) : reply.send(answer.body);
}

/** Sends a kept answer whose headers are set (200), remembering them for the early path. */
export function sendKept(reply: FastifyReply, answer: ReplyBody): FastifyReply {
  if (reply.statusCode === 200 && !replays.has(answer)) remember(answer, reply);
  return reply.send(answer.body);
}

/**
 * The app's first onRequest hook: prepared answers of routes that declare `config.prepared`, for
 * requests without a token, counted against the route's rate-limit bucket by client address.
 */
export function answerPreparedFirst(app: FastifyInstance, limiter: RateLimiter | null): void {
  app.addHook('onRequest', (request, reply, done) => {
    const lookup = request.routeOptions.config.prepared;
    if (lookup === undefined || request.headers.authorization !== undefined) return done();
    const answer = lookup(request);
    const replay = answer && replays.get(answer);
    if (replay === undefined) return done();
    const bucket = request.routeOptions.config.rateLimit;
    if (limiter === null || !bucket) return write(request, reply, answer!, replay, null);
    limiter.count(bucket, `ip:${request.ip}`).then(
      // A spent budget: the hooks and the route's rate-limit refusal answer it, as any refusal.
      (count) => (count.allowed ? write(request, reply, answer!, replay, rateLimitHeaders(count)) : done()),
      (error: Error) => done(error),
    );
  });
}

function write(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReplyBody,
  replay: Replay,
  limits: string[] | null,
): void {
  const notModified = answer.etag !== undefined && matchesEtag(request.headers['if-none-match'], answer.etag);
  const headers = (notModified ? replay.notModified : replay.ok).concat('x-request-id', request.id);
  if (limits !== null) headers.push(...limits);
  reply.hijack();
  if (notModified) {
    reply.raw.writeHead(304, headers);
    reply.raw.end();
  } else {
    headers.push('content-length', String(answer.body.length));
    reply.raw.writeHead(200, headers);
    // HEAD: the headers of a GET, without its body.
    reply.raw.end(request.method === 'HEAD' ? undefined : answer.body);
  }
}
