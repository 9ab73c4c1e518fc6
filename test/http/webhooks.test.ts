/**
 * Webhooks (issue 16): the endpoints and their rules; deliveries to a receiver on loopback, verified
 * with the standardwebhooks library; retries with the same webhook-id; an event committed while no
 * server ran is delivered when one starts; a webhook failing for 5 days is disabled; with two
 * instances on one database each event is delivered once.
 */
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { UNREACHABLE } from '../../src/lib/public-address.js';
import { newWebhookSecret, sendWebhook } from '../../src/lib/webhook-sender.js';
import { updateMe } from '../../src/modules/users/user-service.js';
import { assertApiError, createApiToken, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { EVENTUALLY_LIMIT_MS, eventually } from '../helpers/eventually.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase, TEST_ENGINE } from '../helpers/test-database.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Received {
  headers: Record<string, string>;
  url: string;
  body: string;
  at: number;
}

/** A receiver on loopback: records every request; answers with the statuses queued, then 204. */
class Receiver {
  readonly received: Received[] = [];
  statuses: number[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          headers: request.headers as Record<string, string>,
          url: request.url ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
          at: performance.now(),
        });
        response.statusCode = this.statuses.shift() ?? 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  ofType(type: string) {
    return this.received.filter((r) => JSON.parse(r.body).type === type);
  }
}

async function waitFor<T>(
  what: string,
  check: () => T | undefined | false,
  timeoutMs = EVENTUALLY_LIMIT_MS,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function poll<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = EVENTUALLY_LIMIT_MS,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let t: TestApp;
let receiver: Receiver;
before(async () => {
  t = await startTestApp({ WEBHOOK_ALLOW_INSECURE: 'true' });
  receiver = new Receiver();
  await receiver.start();
});
after(async () => {
  await t.close();
  await receiver.stop();
});

async function addWebhook(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await t.post('/api/v1/webhooks', { url: receiver.url, ...body }, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body as { id: string; secret: string; events: string[] };
}

describe('webhook endpoints', () => {
  it('creates (secret shown once), lists without secrets, deletes; at most 5; events checked', async () => {
    const user = await registerUser(t);
    const made = await addWebhook(user, { description: 'my bot' });
    assert.match(made.secret, /^whsec_/);
    assert.deepEqual(made.events, [
      'user.updated',
      'member.created',
      'member.updated',
      'member.deleted',
      'account.deleted',
      'account.restored',
      'group.created',
      'group.updated',
      'group.deleted',
    ]);
    const list = (await t.get('/api/v1/webhooks', user.token)).body;
    assert.equal(list.length, 1);
    assert.equal(list[0].description, 'my bot');
    assert.equal('secret' in list[0], false);
    for (let i = 0; i < 4; i++) await addWebhook(user);
    assertApiError(await t.post('/api/v1/webhooks', { url: receiver.url }, user.token), 400, 400);
    assert.equal((await t.del(`/api/v1/webhooks/${made.id}`, user.token)).status, 204);
    assertApiError(await t.del(`/api/v1/webhooks/${made.id}`, user.token), 404, 404);
    const other = await registerUser(t);
    assertApiError(await t.del(`/api/v1/webhooks/${list[0].id}`, other.token), 404, 404);
    assertApiError(await t.get(`/api/v1/webhooks/${list[0].id}/deliveries`, other.token), 404, 404);
    assertApiError(
      await t.post('/api/v1/webhooks', { url: receiver.url, events: ['user.exploded'] }, other.token),
      400,
      400,
    );
    assertApiError(await t.post('/api/v1/webhooks', { url: 'not a url' }, other.token), 400, 400);
    assertApiError(await t.post('/api/v1/webhooks', { url: receiver.url }), 403, 403);
    const readOnly = await createApiToken(t, other, { read_only: true });
    assertApiError(await t.post('/api/v1/webhooks', { url: receiver.url }, readOnly.token), 403, 4002);
    assert.equal((await t.get('/api/v1/webhooks', readOnly.token)).status, 200);
  });

  it('without WEBHOOK_ALLOW_INSECURE: https and public hosts only', async () => {
    const strict = await startTestApp();
    try {
      const user = await registerUser(strict);
      for (const url of [
        'http://example.org/hook',
        'https://127.0.0.1/hook',
        'https://10.0.0.5/hook',
        'https://[::1]/hook',
        'https://169.254.169.254/latest',
        'https://localhost/hook',
        'https://user:pass@example.org/hook',
        'https://[::7f00:1]/hook',
        'https://[fd00::1]/hook',
        'ftp://example.org/hook',
      ]) {
        assertApiError(await strict.post('/api/v1/webhooks', { url }, user.token), 400, 400);
      }
      assert.equal(
        (await strict.post('/api/v1/webhooks', { url: 'https://hooks.example.org/x' }, user.token)).status,
        200,
      );
    } finally {
      await strict.close();
    }
  });
});

describe('WEBHOOK_ALLOW_INSECURE', () => {
  it('allows http and loopback only: private, link-local and metadata addresses stay refused', async () => {
    const user = await registerUser(t);
    for (const url of [
      'http://10.0.0.5/hook',
      'http://172.16.0.1/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
    ]) {
      const res = await t.post('/api/v1/webhooks', { url }, user.token);
      assertApiError(res, 400, 400);
      assert.match(res.body.details, /private, loopback or link-local/, url);
    }
    const loopback = await t.post('/api/v1/webhooks', { url: 'http://127.0.0.1:9/hook' }, user.token);
    assert.equal(loopback.status, 200, loopback.raw);
    await t.del(`/api/v1/webhooks/${loopback.body.id}`, user.token);
    // A URL stored before (or by any other way in) is checked again when it is called.
    for (const url of ['http://10.0.0.5/hook', 'http://[::ffff:192.168.0.1]/']) {
      const sent = await sendWebhook(
        { url, secret: newWebhookSecret() },
        { id: 'msg_1', timestamp: new Date(), body: '{}' },
        { allowLoopback: true, timeoutMs: 1000 },
      );
      assert.deepEqual(sent, { status: null, error: UNREACHABLE }, url);
    }
  });
});

describe('deliveries', () => {
  it('a write reaches the receiver signed (verified with standardwebhooks), with the owner’s view and no linked accounts', async () => {
    const user = await registerUser(t);
    const hook = await addWebhook(user);
    const started = performance.now();
    await t.patch('/api/v1/users/@me', { bio: 'hello hooks' }, user.token);
    const got = await waitFor('user.updated', () =>
      receiver.received.find(
        (r) => JSON.parse(r.body).data?.id === user.id && JSON.parse(r.body).type === 'user.updated',
      ),
    );
    console.log(`commit → receiver: ${(got.at - started).toFixed(1)} ms (loopback, includes the PATCH)`);
    const verified = new Webhook(hook.secret).verify(got.body, got.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    assert.equal(verified.type, 'user.updated');
    assert.equal(verified.data.bio, 'hello hooks');
    assert.equal(verified.data.name, user.name);
    for (const key of ['discord', 'chat_platform', 'fediverse', 'google', 'tumblr'])
      assert.equal(key in verified.data, false, key);
    assert.match(got.headers['webhook-id']!, /^msg_/);
    assert.throws(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got.body, got.headers));

    const member = await createMember(t, user, { name: 'Hooked' });
    const created = await waitFor('member.created', () =>
      receiver.ofType('member.created').find((r) => JSON.parse(r.body).data.id === member.id),
    );
    assert.equal(JSON.parse(created.body).data.name, 'Hooked');
    await t.request('DELETE', `/api/v1/members/${member.id}`, { token: user.token });
    await waitFor('member.deleted', () =>
      receiver.ofType('member.deleted').find((r) => JSON.parse(r.body).data.id === member.id),
    );

    assert.equal((await t.post(`/api/v1/webhooks/${hook.id}/test`, undefined, user.token)).status, 204);
    await waitFor('ping', () => receiver.ofType('ping').find((r) => JSON.parse(r.body).data.webhook_id === hook.id));
    // The receiver has the ping before the sender has recorded its answer: wait for the record.
    type Delivery = { delivered_at: string | null; attempts: number };
    const deliveries: Delivery[] = await eventually('every delivery recorded as delivered', async () => {
      const listed: Delivery[] = (await t.get(`/api/v1/webhooks/${hook.id}/deliveries`, user.token)).body;
      return listed.every((d) => d.delivered_at !== null) && listed;
    });
    assert.ok(deliveries.length >= 4, JSON.stringify(deliveries));
    assert.deepEqual(
      deliveries.map((d) => d.attempts),
      deliveries.map(() => 1),
    );
  });

  it('a deletion and its undoing within the grace period reach the receiver', async () => {
    const user = await registerUser(t);
    await addWebhook(user, { events: ['account.deleted', 'account.restored'] });
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    await waitFor('account.deleted', () =>
      receiver.ofType('account.deleted').find((r) => JSON.parse(r.body).data.id === user.id),
    );
    const restored = await t.post('/api/v1/auth/restore', { username: user.name, password: user.password });
    assert.equal(restored.status, 200, restored.raw);
    const got = await waitFor('account.restored', () =>
      receiver.ofType('account.restored').find((r) => JSON.parse(r.body).data.id === user.id),
    );
    assert.deepEqual(JSON.parse(got.body).data, { id: user.id });
  });

  it('group events carry the group as the public sees it, and its ID once it is gone', async () => {
    const user = await registerUser(t);
    await addWebhook(user, { events: ['group.created', 'group.updated', 'group.deleted'] });
    const member = await createMember(t, user);
    const hidden = await createMember(t, user, { unlisted: true });
    const made = await t.post('/api/v1/groups', { name: 'Hooked', members: [member.id, hidden.id] }, user.token);
    assert.equal(made.status, 200, made.raw);
    const group = made.body.id as string;
    const created = await waitFor('group.created', () =>
      receiver.ofType('group.created').find((r) => JSON.parse(r.body).data.id === group),
    );
    const data = JSON.parse(created.body).data;
    assert.equal(data.name, 'Hooked');
    assert.deepEqual(data.member_ids, [member.id], 'an unlisted member is not named');
    assert.equal(data.unlisted, false);
    assert.equal(data.audiences, undefined);
    assert.equal((await t.patch(`/api/v1/groups/${group}`, { description: 'now described' }, user.token)).status, 200);
    await waitFor('group.updated', () =>
      receiver.ofType('group.updated').find((r) => JSON.parse(r.body).data.description === 'now described'),
    );
    assert.equal((await t.del(`/api/v1/groups/${group}`, user.token)).status, 204);
    const deleted = await waitFor('group.deleted', () =>
      receiver.ofType('group.deleted').find((r) => JSON.parse(r.body).data.id === group),
    );
    assert.deepEqual(JSON.parse(deleted.body).data, { id: group });
  });

  it('`events` filters what is sent', async () => {
    const user = await registerUser(t);
    await addWebhook(user, { events: ['member.created'] });
    await t.patch('/api/v1/users/@me', { bio: 'not sent' }, user.token);
    const member = await createMember(t, user);
    await waitFor('member.created', () =>
      receiver.ofType('member.created').find((r) => JSON.parse(r.body).data.id === member.id),
    );
    assert.equal(receiver.ofType('user.updated').filter((r) => JSON.parse(r.body).data.id === user.id).length, 0);
  });

  it('a receiver failing three times gets the event on the fourth attempt, with the same webhook-id every time', async () => {
    const user = await registerUser(t);
    const hook = await addWebhook(user, { events: ['user.updated'] });
    receiver.statuses = [500, 503, 429];
    await t.patch('/api/v1/users/@me', { bio: 'retry me' }, user.token);
    const mine = () => receiver.received.filter((r) => r.body.includes('retry me'));
    await waitFor('the first attempt', () => mine().length >= 1);
    for (const [attempt, wait] of [
      [2, 5_000],
      [3, 300_000],
      [4, 1_800_000],
    ] as const) {
      t.clock.advance(wait);
      await waitFor(`attempt ${attempt}`, () => mine().length >= attempt);
    }
    const ids = new Set(mine().map((r) => r.headers['webhook-id']));
    assert.equal(ids.size, 1);
    assert.equal(mine().length, 4);
    // The receiver answers before the dispatcher records the attempt: wait for the record.
    const delivery = await poll('the fourth attempt recorded', async () => {
      const [first] = (await t.get(`/api/v1/webhooks/${hook.id}/deliveries`, user.token)).body;
      return first?.delivered_at ? first : undefined;
    });
    assert.equal(delivery.attempts, 4);
    assert.equal(delivery.last_status, 204);
    assert.ok(delivery.delivered_at);
    assert.equal(delivery.next_attempt_at, null);
    assert.equal((await t.get('/api/v1/webhooks', user.token)).body[0].failing_since, null);
  });

  it('an event committed while no server ran is delivered when one starts (the outbox survives a crash)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nametag-webhook-'));
    const database = await createTestDatabase(dir);
    const env = { WEBHOOK_ALLOW_INSECURE: 'true', DATABASE_URL: database.url };
    try {
      const first = await startTestApp(env);
      const user = await registerUser(first);
      assert.equal(
        (await first.post('/api/v1/webhooks', { url: receiver.url, events: ['user.updated'] }, user.token)).status,
        200,
      );
      await first.close();
      // No server runs: the write commits its change events and nothing delivers them, as if the
      // server had died right after the commit (no app of this database is open to deliver them).
      await first.asOperator((ctx) => updateMe(ctx, user.id, { bio: 'written while down' }));
      assert.equal(
        receiver.received.some((r) => r.body.includes('written while down')),
        false,
      );
      const restarted = await startTestApp(env);
      try {
        await waitFor('the event', () => receiver.received.find((r) => r.body.includes('written while down')), 8000);
      } finally {
        await restarted.close();
      }
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a webhook failing for 5 days is disabled, and says so', async () => {
    const user = await registerUser(t);
    const hook = await addWebhook(user, { events: ['user.updated'] });
    receiver.statuses = Array.from({ length: 20 }, () => 500);
    await t.patch('/api/v1/users/@me', { bio: 'failing 1' }, user.token);
    await poll('a failing streak', async () => (await t.get('/api/v1/webhooks', user.token)).body[0].failing_since);
    t.clock.advance(5 * 24 * 60 * 60 * 1000 + 1000);
    await t.patch('/api/v1/users/@me', { bio: 'failing 2' }, user.token);
    const webhook = await poll('disabled', async () => {
      const [found] = (await t.get('/api/v1/webhooks', user.token)).body;
      return found.disabled_at ? found : undefined;
    });
    assert.ok(webhook.failing_since);
    receiver.statuses = [];
    // A witness, another webhook of the same account: once it has the event, the event has been fanned
    // out to every webhook, and a delivery to the disabled one would be listed.
    await addWebhook(user, { url: `${receiver.url}?witness`, events: ['user.updated'] });
    const deliveries = async () => (await t.get(`/api/v1/webhooks/${hook.id}/deliveries`, user.token)).body.length;
    const listedBefore = await deliveries();
    await t.patch('/api/v1/users/@me', { bio: 'after disabling' }, user.token);
    await eventually('the witness delivery', () =>
      receiver.received.some((r) => r.url.endsWith('?witness') && r.body.includes('after disabling')),
    );
    assert.equal(
      receiver.received.some((r) => !r.url.endsWith('?witness') && r.body.includes('after disabling')),
      false,
    );
    assert.equal(await deliveries(), listedBefore, 'no delivery made for the disabled webhook');
  });
});

describe('a server without webhooks', () => {
  it('asks the database about webhook work once a second, not after every write; a first webhook still gets its events', async () => {
    const quiet = await startTestApp({ WEBHOOK_ALLOW_INSECURE: 'true' });
    try {
      const lookups = async () =>
        Number(/^nametag_webhook_lookups_total (\d+)$/m.exec((await quiet.app.inject({ url: '/metrics' })).body)?.[1]);
      const user = await registerUser(quiet);
      const before = await lookups();
      const started = performance.now();
      for (let i = 0; i < 70; i++) {
        assert.equal((await quiet.patch('/api/v1/users/@me', { bio: `write ${i}` }, user.token)).status, 200);
        // Writes a little apart, so that each would have had a look-up of its own.
        await new Promise((resolve) => setTimeout(resolve, 8));
      }
      const seconds = (performance.now() - started) / 1000;
      const asked = (await lookups()) - before;
      assert.ok(asked <= Math.ceil(seconds) + 2, `${asked} look-ups for 70 writes in ${seconds.toFixed(1)} s`);
      // A webhook made now receives the next write's event (found by the next look within a second).
      const hook = await quiet.post('/api/v1/webhooks', { url: receiver.url, events: ['user.updated'] }, user.token);
      assert.equal(hook.status, 200, hook.raw);
      await quiet.patch('/api/v1/users/@me', { bio: 'heard' }, user.token);
      await waitFor('the first delivery', () =>
        receiver.ofType('user.updated').some((r) => JSON.parse(r.body).data.bio === 'heard'),
      );
    } finally {
      await quiet.close();
    }
  });
});

describe('isolation and upkeep', () => {
  it("a slow receiver delays only its own webhook's deliveries", async () => {
    // The slow receiver answers nothing until the test ends.
    const held: ServerResponse[] = [];
    const slow = createServer((_request, response) => held.push(response));
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const sluggish = await registerUser(t);
      const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
      await t.post('/api/v1/webhooks', { url: slowUrl, events: ['user.updated'] }, sluggish.token);
      const prompt = await registerUser(t);
      await addWebhook(prompt, { events: ['user.updated'] });
      for (let i = 0; i < 12; i++) await t.patch('/api/v1/users/@me', { bio: `slow ${i}` }, sluggish.token);
      await eventually('a delivery waiting on the slow receiver', () => held.length > 0);
      await t.patch('/api/v1/users/@me', { bio: 'prompt one' }, prompt.token);
      await eventually('the prompt delivery', () => receiver.received.find((r) => r.body.includes('prompt one')));
      // It came while the slow receiver still held a delivery: it did not wait for that one to end.
      assert.ok(
        held.some((response) => !response.socket?.destroyed),
        'a delivery to the slow receiver was still waiting for its answer',
      );
    } finally {
      for (const response of held) response.end();
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('finished deliveries are pruned after 30 days; the listing never carries payloads', async () => {
    const user = await registerUser(t);
    const hook = await addWebhook(user, { events: ['user.updated'] });
    await t.patch('/api/v1/users/@me', { bio: 'to be pruned' }, user.token);
    const [delivery] = await poll('a delivery', async () => {
      const list = (await t.get(`/api/v1/webhooks/${hook.id}/deliveries`, user.token)).body;
      return list.length > 0 && list[0].delivered_at ? list : undefined;
    });
    assert.deepEqual(Object.keys(delivery).sort(), [
      'attempts',
      'created_at',
      'delivered_at',
      'event_id',
      'id',
      'last_error',
      'last_status',
      'next_attempt_at',
      'type',
    ]);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const { pruneWebhookDeliveries } = await import('../../src/modules/webhooks/webhook-service.js');
    assert.ok((await t.asOperator((ctx) => pruneWebhookDeliveries(ctx))) >= 1);
    assert.deepEqual((await t.get(`/api/v1/webhooks/${hook.id}/deliveries`, user.token)).body, []);
  });
});

describe(
  'several instances',
  { skip: TEST_ENGINE !== 'postgres' && 'PostgreSQL only (SQLite serves one process)' },
  () => {
    it('two instances on one database deliver each event once', async () => {
      const database = t.config.database;
      assert.equal(database.engine, 'postgres');
      const second = await startTestApp({ WEBHOOK_ALLOW_INSECURE: 'true', DATABASE_URL: database.url });
      // Instances share one clock, as servers do (earlier tests moved this file's test clock ahead).
      second.clock.advance(t.clock.now() - second.clock.now());
      try {
        const user = await registerUser(t);
        await addWebhook(user, { events: ['member.created'] });
        const ids: string[] = [];
        for (let i = 0; i < 10; i++) {
          const app = i % 2 === 0 ? t : second;
          const res = await app.post('/api/v1/members', { name: `twice ${i}` }, user.token);
          ids.push(res.body.id);
        }
        const mine = () => receiver.ofType('member.created').filter((r) => ids.includes(JSON.parse(r.body).data.id));
        await waitFor('ten events', () => mine().length >= 10, 8000);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        assert.equal(mine().length, 10);
        assert.equal(new Set(mine().map((r) => r.headers['webhook-id'])).size, 10);
      } finally {
        await second.close();
      }
    });
  },
);
