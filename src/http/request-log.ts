/**
 * Request ids and the access log. Every request gets an id — the client's X-Request-Id when it is a
 * sane token, else a new UUID — which every log line of the request carries (pino's child logger),
 * the answer returns in X-Request-Id, and 500 bodies quote. With the access log on, each answered
 * request writes one `info` line: method, path, status and time — except the answers of routes with
 * prepared answers (public reads, /meta) to requests without a token, the bulk of a busy server's
 * traffic, which are logged one in `sample` (the line says `sampled`).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

export function requestLog(app: FastifyInstance, options: { accessLog: boolean; sample: number }): void {
  // Callback hooks: they run on every request, and an async hook costs a promise and a turn each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!options.accessLog) return;
  let unlogged = 0;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const sampled =
      request.routeOptions.config.prepared !== undefined &&
      request.headers.authorization === undefined &&
      (status === 200 || status === 304);
    if (!sampled) logAccess(request.log, request.method, request.url, status, reply.elapsedTime);
    else if (++unlogged >= options.sample) {
      unlogged = 0;
      logAccess(request.log, request.method, request.url, status, reply.elapsedTime, undefined, options.sample);
    }
    done();
  });
}

/** The access log's line for an answered request (`log` carries the request id). */
export function logAccess(
  log: FastifyBaseLogger,
  method: string,
  url: string,
  status: number,
  elapsedMs: number,
  /** The request id, when `log` is not the request's own logger (which carries it). */
  reqId?: string,
  /** The line stands for this many requests like it (sampling); absent: for itself. */
  sampled?: number,
) {
  const ms = Math.round(elapsedMs * 10) / 10;
  const path = withoutSecrets(url.split('?')[0]!);
  const fields = { method, path, status, ms, ...(sampled !== undefined && sampled > 1 ? { sampled } : {}) };
  log.info(reqId === undefined ? fields : { reqId, ...fields }, `${method} ${path} ${status} ${ms} ms`);
}

/**
 * A request's logger, made when the request first logs (Fastify's `childLoggerFactory`): most requests
 * never do — the answers of prepared reads are logged one in ACCESS_LOG_SAMPLE — and making pino's
 * child logger for each costs about as much as the rest of such an answer.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get log(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.log.level;
  }
  set level(level: string) {
    this.log.level = level;
  }
  fatal(...args: Parameters<FastifyBaseLogger['fatal']>) {
    this.log.fatal(...args);
  }
  error(...args: Parameters<FastifyBaseLogger['error']>) {
    this.log.error(...args);
  }
  warn(...args: Parameters<FastifyBaseLogger['warn']>) {
    this.log.warn(...args);
  }
  info(...args: Parameters<FastifyBaseLogger['info']>) {
    this.log.info(...args);
  }
  debug(...args: Parameters<FastifyBaseLogger['debug']>) {
    this.log.debug(...args);
  }
  trace(...args: Parameters<FastifyBaseLogger['trace']>) {
    this.log.trace(...args);
  }
  silent(...args: Parameters<FastifyBaseLogger['silent']>) {
    this.log.silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made on its first line. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

/** Paths that hold a secret (a share link's) after their prefix: a log line names the route, never the secret or what follows. */
const SECRET_PATHS = /^(\/v|\/api\/v1\/shared)\/[^/]+/i;

/**
 * The path as the log may keep it: a share link's secret replaced by `[secret]`. The router decodes a
 * path before matching it (`/%76/…` is `/v/…`), so the decoded path decides.
 */
export function withoutSecrets(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: the router finds no share route for it either.
  }
  const match = SECRET_PATHS.exec(decoded);
  return match ? `${match[1]}/[secret]` : path;
}
