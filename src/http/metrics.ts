/**
 * Prometheus metrics (prom-client): the process's own (heap, event-loop lag, GC, handles), requests
 * by route pattern, method and status with their latency, rate-limit refusals, the depth of the
 * bounded work queues and the database pool. One registry per app, so tests can build many apps.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Counts and times one answered request (route: the route's pattern, never the raw path). */
  observe(method: string, route: string, status: number, seconds: number): void;
  rateLimited(bucket: string): void;
  /** A gauge read when metrics are collected (queue depths, pool use). */
  gauge(name: string, help: string, read: () => number): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const refusals = new Counter({
    name: 'nametag_rate_limit_refusals_total',
    help: 'Requests refused with 429, by rate-limit bucket (or bounded-work queue)',
    labelNames: ['bucket'],
    registers: [registry],
  });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'nametag_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'nametag_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  // prom-client looks labels up by hashing them on every call: the children are kept instead.
  const children = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof duration.labels> }
  >();
  return {
    registry,
    observe(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let child = children.get(key);
      if (!child) {
        const labels = { method, route, status };
        child = { count: requests.labels(labels), time: duration.labels(labels) };
        children.set(key, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
    rateLimited: (bucket) => refusals.inc({ bucket }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
  };
}

/** Counts and times every answer of the app (registered on the root, so every scope is covered). */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern, never the raw path: label values stay few whatever clients send.
    metrics.observe(request.method, request.routeOptions.url ?? 'no route', reply.statusCode, reply.elapsedTime / 1000);
    // Refusals by a rate-limit bucket carry its name; those of a full work queue carry none.
    if (reply.statusCode === 429) metrics.rateLimited(String(reply.getHeader('x-ratelimit-bucket') ?? 'busy'));
  });
}
