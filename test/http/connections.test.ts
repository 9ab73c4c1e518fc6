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

  it('headers over 16 KB and requests that are not HTTP get the site’s answers: an APIError on the API, a page elsewhere', async () => {
    const t = await startTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    /** Sends raw bytes and reads the whole answer (the server closes the connection). */
    const raw = async (bytes: string) => {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.end(bytes);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      await once(socket, 'close');
      const text = Buffer.concat(chunks).toString();
      const [head, body] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)];
      return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
    };
    const huge = `X-Padding: ${'a'.repeat(20_000)}\r\n`;
    try {
      for (const path of ['/api/v1/meta', '/api/v1/users/@me', '/media/users/x/y.webp']) {
        const res = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\n${huge}\r\n`);
        assert.equal(res.status, 431, path);
        assert.match(res.head, /content-type: application\/json; charset=utf-8/);
        assert.match(res.head, /access-control-allow-origin: \*/);
        assert.match(res.head, /x-content-type-options: nosniff/);
        const body = JSON.parse(res.body);
        assert.equal(body.code, 431);
        assert.match(body.message, /headers are larger than 16 KB/);
      }
      const page = await raw(`GET /@someone HTTP/1.1\r\nHost: x\r\n${huge}\r\n`);
      assert.equal(page.status, 431);
      assert.match(page.head, /content-type: text\/html; charset=utf-8/);
      assert.match(page.body, /<h1>The request headers are larger than 16 KB/);
      const garbage = await raw('HELLO THERE\r\n\r\n');
      assert.equal(garbage.status, 400);
      assert.match(garbage.body, /not valid HTTP/);
      const badApi = await raw('GET /api/v1/meta HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      assert.equal(badApi.status, 400);
      assert.deepEqual(JSON.parse(badApi.body), { code: 400, message: 'The request is not valid HTTP' });
      assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
    } finally {
      await t.close();
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
