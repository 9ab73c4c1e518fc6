/** Sockets that say nothing are closed; request ids travel in X-Request-Id; metrics are served. */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/core/config.js';
import { assertApiError } from '../helpers/factories.js';
import { startTestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

describe('connections', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-connections-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('closes connections that stay silent, before or between requests', async () => {
    const database = await createTestDatabase(dir);
    const config = loadConfig({
      DATABASE_URL: database.url,
      MEDIA_DIR: join(dir, 'media'),
      RATE_LIMIT_MULTIPLIER: '0',
    });
    const app = await buildApp(config, { idleConnectionTimeoutMs: 300 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    try {
      const silent = Array.from({ length: 5 }, () => connect(port, '127.0.0.1'));
      await Promise.all(silent.map((socket) => once(socket, 'connect')));
      const started = Date.now();
      await Promise.all(silent.map((socket) => once(socket, 'close')));
      const waited = Date.now() - started;
      assert.ok(waited >= 250 && waited < 5000, `closed after ${waited} ms`);

      // A kept-alive connection that goes quiet after a request is closed too.
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      const [answer] = await once(socket, 'data');
      assert.match(String(answer), /^HTTP\/1\.1 200/);
      await once(socket, 'close');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it("gives every answer a request id: the client's when sane, else a new one; 500s quote it", async () => {
    const t = await startTestApp();
    try {
      const mine = await t.request('GET', '/api/v1/meta', { headers: { 'x-request-id': 'trace-42.a:b' } });
      assert.equal(mine.headers['x-request-id'], 'trace-42.a:b');
      const insane = await t.request('GET', '/api/v1/meta', { headers: { 'x-request-id': 'a b\u00e9'.repeat(30) } });
      assert.match(String(insane.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      const other = await t.get('/healthz');
      assert.notEqual(other.headers['x-request-id'], insane.headers['x-request-id']);
      assertApiError(await t.get('/nowhere'), 404, 404);
    } finally {
      await t.close();
    }
  });

  it('serves Prometheus metrics at /metrics, not rate limited, and can turn them off', async () => {
    const t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      await t.get('/api/v1/meta');
      await t.get('/api/v1/users/nobody');
      for (let i = 0; i < 3; i++) assert.equal((await t.get('/metrics')).status, 200);
      const text = (await t.get('/metrics')).raw;
      assert.match(text, /nametag_http_requests_total\{method="GET",route="\/api\/v1\/meta",status="200"\} 1/);
      assert.match(
        text,
        /nametag_http_requests_total\{method="GET",route="\/api\/v1\/users\/:userRef",status="404"\} 1/,
      );
      assert.match(
        text,
        /nametag_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/v1\/meta"/,
      );
      assert.match(text, /nodejs_eventloop_lag_max_seconds/);
      assert.match(text, /nametag_work_queue_images 0/);
      assert.match(text, /nametag_db_pool_total/);
      assert.equal((await t.get('/metrics')).headers['x-ratelimit-bucket'], undefined, 'not rate limited');
    } finally {
      await t.close();
    }
    const off = await startTestApp({ METRICS: 'false' });
    try {
      assertApiError(await off.get('/metrics'), 404, 404);
    } finally {
      await off.close();
    }
  });

  it('counts refusals by rate-limit bucket', async () => {
    const t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.05' });
    try {
      for (let i = 0; i < 3; i++) await t.request('DELETE', '/api/v1/members/x', { remoteAddress: '192.0.2.7' });
      assert.match((await t.get('/metrics')).raw, /nametag_rate_limit_refusals_total\{bucket="members_delete"\} 2/);
    } finally {
      await t.close();
    }
  });
});
