/**
 * The request metrics: counted by series (method, route pattern, status) without prom-client's
 * per-observation label hashing, and exposed in prom-client's own format — what a Prometheus scrape
 * of a Counter and a Histogram with these labels would read.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMetrics } from '../../src/http/metrics.js';

const lines = (text: string, prefix: string) => text.split('\n').filter((line) => line.startsWith(prefix));

describe('request metrics', () => {
  it('counts requests and their durations per series, buckets cumulative with upper bounds included', async () => {
    const metrics = createMetrics();
    metrics.observe('GET', '/api/v1/meta', 200, 0.001); // on the first bound: counted in it
    metrics.observe('GET', '/api/v1/meta', 200, 0.004);
    const series = metrics.requests('GET', '/api/v1/meta', 200);
    assert.equal(series, metrics.requests('GET', '/api/v1/meta', 200), 'one series per method, route and status');
    series.observe(0.02);
    metrics.observe('GET', '/api/v1/users/:userRef', 404, 30); // past every bound
    const text = await metrics.registry.metrics();

    assert.deepEqual(lines(text, 'nametag_http_requests_total'), [
      'nametag_http_requests_total{method="GET",route="/api/v1/meta",status="200"} 3',
      'nametag_http_requests_total{method="GET",route="/api/v1/users/:userRef",status="404"} 1',
    ]);
    assert.ok(text.includes('# TYPE nametag_http_requests_total counter'));
    assert.ok(text.includes('# TYPE nametag_http_request_duration_seconds histogram'));
    const meta = lines(text, 'nametag_http_request_duration_seconds').filter((l) => l.includes('/api/v1/meta'));
    const bucket = (le: string) =>
      Number(meta.find((l) => l.startsWith(`nametag_http_request_duration_seconds_bucket{le="${le}",`))?.split(' ')[1]);
    assert.deepEqual(['0.001', '0.0025', '0.005', '0.01', '0.025', '10', '+Inf'].map(bucket), [1, 1, 2, 2, 3, 3, 3]);
    assert.ok(
      meta.includes('nametag_http_request_duration_seconds_count{method="GET",route="/api/v1/meta",status="200"} 3'),
    );
    const sum = meta.find((l) => l.startsWith('nametag_http_request_duration_seconds_sum'))!;
    assert.ok(Math.abs(Number(sum.split(' ')[1]) - 0.025) < 1e-12, sum);
    const notFound = lines(text, 'nametag_http_request_duration_seconds_bucket').filter((l) =>
      l.includes('status="404"'),
    );
    assert.equal(notFound.length, 13, 'twelve bounds and +Inf');
    assert.ok(notFound.slice(0, 12).every((l) => l.endsWith(' 0')));
    assert.ok(
      notFound[12]!.startsWith('nametag_http_request_duration_seconds_bucket{le="+Inf",') &&
        notFound[12]!.endsWith(' 1'),
    );
  });

  it('reads the same series as JSON (getMetricsAsJSON)', async () => {
    const metrics = createMetrics();
    metrics.observe('PATCH', '/api/v1/users/@me', 200, 0.003);
    const json = await metrics.registry.getMetricsAsJSON();
    const counter = json.find((m) => m.name === 'nametag_http_requests_total')!;
    assert.equal(counter.type, 'counter');
    assert.deepEqual(counter.values, [
      { labels: { method: 'PATCH', route: '/api/v1/users/@me', status: '200' }, value: 1 },
    ]);
    const histogram = json.find((m) => m.name === 'nametag_http_request_duration_seconds')!;
    assert.equal(histogram.values.length, 15, 'thirteen buckets, sum and count');
  });

  it('zeroes the series on a registry reset, and a series held by a caller goes on counting', async () => {
    const metrics = createMetrics();
    const held = metrics.requests('GET', '/api/v1/members/:memberRef', 200);
    held.observe(0.002);
    metrics.registry.resetMetrics();
    held.observe(0.003);
    const text = await metrics.registry.metrics();
    assert.deepEqual(lines(text, 'nametag_http_requests_total'), [
      'nametag_http_requests_total{method="GET",route="/api/v1/members/:memberRef",status="200"} 1',
    ]);
    assert.ok(
      text.includes(
        'nametag_http_request_duration_seconds_sum{method="GET",route="/api/v1/members/:memberRef",status="200"} 0.003',
      ),
    );
  });
});
