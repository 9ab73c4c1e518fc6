/**
 * Prometheus metrics (prom-client): the process's own (heap, event-loop lag, GC, handles), requests
 * by route pattern, method and status with their latency, rate-limit refusals, the depth of the
 * bounded work queues and the database pool. One registry per app, so tests can build many apps.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, type Metric, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Counts and times one answered request (route: the route's pattern, never the raw path). */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** The series of one method, route pattern and status (one object each, kept while the registry lives). */
  requests(method: string, route: string, status: number): RequestSeries;
  rateLimited(bucket: string): void;
  /** A gauge read when metrics are collected (queue depths, pool use). */
  gauge(name: string, help: string, read: () => number): void;
  /** A counter of something that happens (`_total` is added to the name). */
  counter(name: string, help: string): { inc(): void };
}

const DURATIONS = 'nametag_http_request_duration_seconds';
/** Upper bounds of the request-duration buckets, in seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** The requests of one method, route pattern and status: how many, and how long they took. */
export class RequestSeries {
  count = 0;
  sum = 0;
  /** Observations per bucket (not cumulative), the last one past every bound (+Inf). */
  readonly perBucket = new Float64Array(DURATION_BUCKETS.length + 1);

  constructor(readonly labels: Readonly<{ method: string; route: string; status: string }>) {}

  observe(seconds: number): void {
    this.count++;
    this.sum += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    this.perBucket[bucket]!++;
  }

  reset(): void {
    this.count = 0;
    this.sum = 0;
    this.perBucket.fill(0);
  }
}

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * A metric the registry collects from the request series, in prom-client's exposition (the registry
 * reads `name`, `help`, `type` and `get()` of what it holds). prom-client's own Counter and Histogram
 * hash their labels on every observation, which cost more than the rest of a prepared read; a series
 * here is counted with a few additions.
 */
function seriesMetric(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  series: ReadonlyMap<string, RequestSeries>,
  samples: (series: RequestSeries) => Sample[],
) {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: [...series.values()].flatMap(samples) }),
    // Zeroed, not dropped: callers keep their series (RequestSeries) and go on counting in them.
    reset: () => series.forEach((s) => s.reset()),
  };
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
  const series = new Map<string, RequestSeries>();
  const requests = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) series.set(key, (found = new RequestSeries({ method, route, status: String(status) })));
    return found;
  };
  const counts = seriesMetric(
    'nametag_http_requests_total',
    'HTTP requests answered, by method, route pattern and status',
    'counter',
    series,
    (s) => [{ labels: s.labels, value: s.count }],
  );
  const durations = seriesMetric(
    DURATIONS,
    'Time from the request to its answer, by method, route pattern and status',
    'histogram',
    series,
    histogramSamples,
  );
  for (const metric of [counts, durations]) registry.registerMetric(metric as unknown as Metric);
  return {
    registry,
    observe: (method, route, status, seconds) => requests(method, route, status).observe(seconds),
    requests,
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
    counter(name, help) {
      const counter = new Counter({ name: `${name}_total`, help, registers: [registry] });
      return { inc: () => counter.inc() };
    },
  };
}

/** A series as Prometheus histogram lines: cumulative buckets (`le` first, as prom-client writes them), sum, count. */
function histogramSamples(series: RequestSeries): Sample[] {
  const name = DURATIONS;
  const samples: Sample[] = [];
  let cumulative = 0;
  DURATION_BUCKETS.forEach((bound, i) => {
    cumulative += series.perBucket[i]!;
    samples.push({ metricName: `${name}_bucket`, labels: { le: bound, ...series.labels }, value: cumulative });
  });
  samples.push({ metricName: `${name}_bucket`, labels: { le: '+Inf', ...series.labels }, value: series.count });
  samples.push({ metricName: `${name}_sum`, labels: series.labels, value: series.sum });
  samples.push({ metricName: `${name}_count`, labels: series.labels, value: series.count });
  return samples;
}

/** Counts and times every answer of the app (registered on the root, so every scope is covered). */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // The route's pattern, never the raw path: label values stay few whatever clients send.
    metrics.observe(request.method, request.routeOptions.url ?? 'no route', reply.statusCode, reply.elapsedTime / 1000);
    // Refusals by a rate-limit bucket carry its name; those of a full work queue carry none.
    if (reply.statusCode === 429) metrics.rateLimited(String(reply.getHeader('x-ratelimit-bucket') ?? 'busy'));
    done();
  });
}
