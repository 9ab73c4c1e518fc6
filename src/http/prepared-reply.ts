/**
 * Prepared answers — bytes with a strong ETag, ready before the request came — and the one place that
 * writes them: the API's public reads, batch lookups, `/meta` and the profile pages.
 *
 * A route sends a prepared answer with `sendPrepared`, through the reply like any answer, after every
 * hook of its scope has run. The headers its first answer went out with are remembered for the route
 * (all but those of one request — its id, its rate-limit count — and of one answer — its ETag and
 * Surrogate-Key). A route that declares `config.prepared` can then be answered before anything else
 * runs: the first hook of the app asks the route's lookup for an answer and, once the route has sent
 * one, writes it with the route's headers, the answer's own, this request's id and rate-limit count,
 * as 200 or 304. Nothing is copied from the other hooks, so what this path sends is what the route
 * sends. Anything else — no answer, a route that has not answered yet, a token in the request — goes
 * through the hooks and the route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Codable, MIN_CODED_BYTES, representationFor, varyWithCoding } from './content-coding.js';
import { matchesEtag } from './etags.js';
import { type RateLimiter, rateLimitHeaders } from './rate-limit.js';

/**
 * A prepared answer as it is written: its bytes, their ETag (quoted) and Surrogate-Key if it has them,
 * and its compressed bytes once a client accepted a coding (content-coding.ts).
 */
export interface ReplyBody extends Codable {
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

/** Headers of one request or of one answer, not the route's. */
const NOT_THE_ROUTES =
  /^(?:x-request-id|x-ratelimit-[a-z]+|retry-after|content-length|content-encoding|date|connection|keep-alive|set-cookie|etag|surrogate-key)$/;

/** The headers a route's answers go out with, as name/value pairs: for a 200, and for a 304. */
interface RouteHeaders {
  ok: string[];
  notModified: string[];
}

/** Representation metadata a 304 leaves out (RFC 9110 §15.4.5): the client has the representation. */
const REPRESENTATION = new Set(['content-type', 'content-encoding', 'content-language']);

/** By the route's lookup (one per route, shared by its GET and HEAD). */
const routeHeaders = new WeakMap<PreparedLookup, RouteHeaders>();

function rememberRoute(reply: FastifyReply): void {
  const lookup = reply.request.routeOptions.config.prepared;
  if (lookup === undefined || routeHeaders.has(lookup)) return;
  const ok: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || NOT_THE_ROUTES.test(name)) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    ok.push(name, text);
    if (!REPRESENTATION.has(name)) notModified.push(name, text);
  }
  routeHeaders.set(lookup, { ok, notModified });
}

/** Each kind's Vary with Accept-Encoding: its answers may go out compressed. */
const varyOfKind = new WeakMap<ReplyKind, string>();

function varyOf(kind: ReplyKind): string {
  let vary = varyOfKind.get(kind);
  if (vary === undefined) varyOfKind.set(kind, (vary = varyWithCoding(kind.vary)));
  return vary;
}

/**
 * Sends `answer` (200) or a 304 when the client has it, compressed when the client accepts a coding.
 * `keep`: the answer is kept and sent again (its headers are remembered for the early path); false for
 * an answer made for this request alone.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReplyBody & { etag: string },
  kind: ReplyKind,
  keep = true,
): FastifyReply {
  const shown = representationFor(answer, request.headers['accept-encoding']);
  reply.header('cache-control', kind.cacheControl);
  reply.header('etag', shown.etag);
  reply.header('vary', varyOf(kind));
  if (answer.surrogateKey !== undefined) reply.header('surrogate-key', answer.surrogateKey);
  if (matchesEtag(request.headers['if-none-match'], shown.etag!)) return reply.code(304).send();
  reply.type(kind.contentType);
  if (shown.coding !== null) reply.header('content-encoding', shown.coding);
  if (keep && reply.statusCode === 200) rememberRoute(reply);
  return reply.send(shown.body);
}

/**
 * Sends a kept answer whose headers are set (200), compressed when the client accepts a coding; the
 * route's first one tells the early path its headers.
 */
export function sendKept(reply: FastifyReply, answer: ReplyBody): FastifyReply {
  const shown = representationFor(answer, reply.request.headers['accept-encoding']);
  if (answer.body.length >= MIN_CODED_BYTES) {
    const vary = reply.getHeader('vary');
    reply.header('vary', varyWithCoding(vary === undefined ? undefined : String(vary)));
  }
  if (shown.coding !== null) reply.header('content-encoding', shown.coding);
  if (reply.statusCode === 200) rememberRoute(reply);
  return reply.send(shown.body);
}

/**
 * The app's first onRequest hook: prepared answers of routes that declare `config.prepared`, for
 * requests without a token, counted against the route's rate-limit bucket by client address.
 */
export function answerPreparedFirst(app: FastifyInstance, limiter: RateLimiter | null): void {
  app.addHook('onRequest', (request, reply, done) => {
    const lookup = request.routeOptions.config.prepared;
    if (lookup === undefined || request.headers.authorization !== undefined) return done();
    const headers = routeHeaders.get(lookup);
    const answer = headers && lookup(request);
    if (answer === undefined) return done();
    const bucket = request.routeOptions.config.rateLimit;
    if (limiter === null || !bucket) return write(request, reply, answer, headers!, null);
    limiter.count(bucket, `ip:${request.ip}`).then(
      // A spent budget: the hooks and the route's rate-limit refusal answer it, as any refusal.
      (count) => (count.allowed ? write(request, reply, answer, headers!, rateLimitHeaders(count)) : done()),
      (error: Error) => done(error),
    );
  });
}

function write(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReplyBody,
  route: RouteHeaders,
  limits: string[] | null,
): void {
  const shown = representationFor(answer, request.headers['accept-encoding']);
  const notModified = shown.etag !== undefined && matchesEtag(request.headers['if-none-match'], shown.etag);
  const headers = (notModified ? route.notModified : route.ok).concat('x-request-id', request.id);
  if (shown.etag !== undefined) headers.push('etag', shown.etag);
  if (answer.surrogateKey !== undefined) headers.push('surrogate-key', answer.surrogateKey);
  if (limits !== null) headers.push(...limits);
  reply.hijack();
  if (notModified) {
    reply.raw.writeHead(304, headers);
    reply.raw.end();
  } else {
    if (shown.coding !== null) headers.push('content-encoding', shown.coding);
    headers.push('content-length', String(shown.body.length));
    reply.raw.writeHead(200, headers);
    // HEAD: the headers of a GET, without its body.
    reply.raw.end(request.method === 'HEAD' ? undefined : shown.body);
  }
}
