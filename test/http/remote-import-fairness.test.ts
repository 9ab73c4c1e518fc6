/**
 * Moving in stays open to everyone while hostile services hold readings open (a service on loopback,
 * IMPORT_ALLOW_INSECURE): one reading per account at a time — a second, through the API or the page,
 * is refused at once, saying when to try again — and a slow site holds one place (one more waiting),
 * so another person moving in from a working service is read meanwhile. A service that drips its
 * answer, or never starts one, is given up by the pace rule long before the reading's deadline; a
 * person who goes away frees their place, running or waiting.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { FakePronounsCc } from '../helpers/fake-pronouns-cc.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { SlowService } from '../helpers/slow-service.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { logIn, page, postForm } from '../helpers/web-forms.js';

const IMPORT = '/api/v1/users/@me/import/remote';

let good: FakePronounsCc;
before(async () => {
  good = await new FakePronounsCc().start();
});
after(async () => {
  await good?.close();
});

const importFrom = (app: TestApp, user: TestUser, url: string, token: string) =>
  app.post(`${IMPORT}?dry_run=true`, { url, token }, user.token);

/** Text of a page, its entities read. */
const text = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('one reading per account, a slow site holds one place', () => {
  let t: TestApp;
  before(async () => {
    // Answers may take their time here (the pace rule is the next test's): a held reading stays held.
    t = await startTestApp({
      IMPORT_ALLOW_INSECURE: 'true',
      IMPORT_REMOTE_STALL_SECONDS: '60',
      IMPORT_REMOTE_SECONDS: '40',
    });
  });
  after(async () => {
    await t?.close();
  });

  it('through the API: the same account is refused at once, a third reading of the slow site too, and another person moves in meanwhile', async () => {
    const slow = await new SlowService('slow').start('127.0.0.2');
    try {
      const [ada, bo, cy, di] = await Promise.all([registerUser(t), registerUser(t), registerUser(t), registerUser(t)]);
      const held = importFrom(t, ada, slow.url, 'token-of-ada');
      await slow.waitFor(() => slow.requests.length >= 1);

      // The same account, even naming a working service: refused at once, with when to try again.
      const second = await importFrom(t, ada, good.url, good.token);
      assert.equal(second.status, 429, second.raw);
      assert.equal(second.body.code, 429);
      assert.match(second.body.message, /^Your account is already being read from a service for an import: wait/);
      assert.match(second.body.message, /try again in \d+ seconds$/);
      assert.ok(second.body.ratelimit_reset > Date.now() / 1000, 'ratelimit_reset is ahead');
      assert.ok(Number(second.headers['retry-after']) >= 1);
      const again = await importFrom(t, ada, slow.url, 'token-of-ada');
      assert.equal(again.status, 429, 'nor the same service again');

      // Another account naming the slow site waits its turn; a third is refused at once.
      const waiting = importFrom(t, bo, slow.url, 'token-of-bo');
      await readingsHeld(t, (n) => n === 2);
      const third = await importFrom(t, cy, slow.url, 'token-of-cy');
      assert.equal(third.status, 429, third.raw);
      assert.match(
        third.body.message,
        /^Accounts are already being read from 127\.0\.0\.2 for other people: try again/,
      );
      assert.ok(Number(third.headers['retry-after']) >= 1);

      // Someone moving in from a working service is read while the slow readings are held.
      const moving = await importFrom(t, di, good.url, good.token);
      assert.equal(moving.status, 200, moving.raw);
      assert.deepEqual(moving.body.members.created, ['Ash', 'Birch', 'Cedar']);
      assert.ok(slow.open >= 1, 'the slow reading was still held');
      assert.ok(
        slow.requests.every((request) => request.authorization !== 'token-of-bo'),
        'the second reading of the slow site has not started: one at a time per site',
      );

      // The slow service goes away: both its readings end, as refusals about it.
      await slow.close();
      const [first, queued] = await Promise.all([held, waiting]);
      assert.equal(first.status, 400, first.raw);
      assert.match(first.body.details, /^url: /);
      assert.equal(queued.status, 400, queued.raw);
      // The places are back: the same people can move in now.
      assert.equal((await importFrom(t, ada, good.url, good.token)).status, 200);
      assert.equal((await importFrom(t, cy, good.url, good.token)).status, 200);
    } finally {
      await slow.close();
    }
  });

  it('through the page: the same account is told at once, in its language; another person previews meanwhile', async () => {
    const slow = await new SlowService('slow').start('127.0.0.2');
    try {
      const [ada, bo] = await Promise.all([registerUser(t), registerUser(t)]);
      const held = importFrom(t, ada, slow.url, 'token-of-ada');
      await slow.waitFor(() => slow.requests.length >= 1);

      const jar = await logIn(t, ada);
      await page(t, jar, '/settings/data?lang=de');
      const form = { service_url: good.url, service_token: good.token, action: 'preview' };
      const refused = await postForm(t, jar, '/settings/data', '/settings/data/import-service', form);
      assert.equal(refused.status, 429, refused.raw);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      assert.match(
        text(refused.raw),
        /Dein Konto wird bereits von einem Dienst gelesen, in einem anderen Tab oder einer anderen App\. Warte, bis das fertig ist, oder versuch es in \d+ Sekunden noch einmal\./,
      );
      assert.ok(!refused.raw.includes('already being read'), 'not the API’s English');

      // Through the API too, while the page's person waits: the page's reading counts for the account.
      const other = await logIn(t, bo);
      const preview = await postForm(t, other, '/settings/data', '/settings/data/import-service', form);
      assert.equal(preview.status, 200, preview.raw);
      assert.match(preview.raw, /Members to create \(3\): Ash, Birch, Cedar/);
      assert.ok(slow.open >= 1, 'the slow reading was still held');

      await slow.close();
      assert.equal((await held).status, 400);
    } finally {
      await slow.close();
    }
  });

  it('a reading started on the page holds the account for the API', async () => {
    const slow = await new SlowService('slow').start('127.0.0.2');
    try {
      const ada = await registerUser(t);
      const jar = await logIn(t, ada);
      const form = { service_url: slow.url, service_token: 'token-of-ada', action: 'preview' };
      const held = postForm(t, jar, '/settings/data', '/settings/data/import-service', form);
      await slow.waitFor(() => slow.requests.length >= 1);
      const refused = await importFrom(t, ada, good.url, good.token);
      assert.equal(refused.status, 429, refused.raw);
      assert.match(refused.body.message, /already being read from a service/);
      await slow.close();
      const ended = await held;
      assert.equal(ended.status, 400, ended.raw);
    } finally {
      await slow.close();
    }
  });

  it('a person who goes away frees their place, whether their reading runs or waits', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const slow = await new SlowService('slow').start('127.0.0.2');
    /** The import asked for over a real connection, which the test can drop. */
    const asked = (user: TestUser, token: string) => {
      const request = http.request({
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path: `${IMPORT}?dry_run=true`,
        headers: { authorization: user.token, 'content-type': 'application/json' },
      });
      request.on('error', () => {});
      request.end(JSON.stringify({ url: slow.url, token }));
      return request;
    };
    try {
      const [ada, bo] = await Promise.all([registerUser(t), registerUser(t)]);
      const running = asked(ada, 'token-of-ada');
      await slow.waitFor(() => slow.requests.length >= 1);
      const waiting = asked(bo, 'token-of-bo');
      await readingsHeld(t, (n) => n === 2);

      // Bo goes away while waiting: the place is given back at once; Ada's reading goes on.
      waiting.destroy();
      await readingsHeld(t, (n) => n <= 1);
      assert.equal(slow.closedByReader, 0, 'Ada’s reading is still held');
      assert.ok(slow.open >= 1);

      // Ada goes away: the reading running for her stops at the service, and her account is free.
      running.destroy();
      await slow.waitFor(() => slow.closedByReader >= 1);
      await readingsHeld(t, (n) => n === 0);
      assert.ok(
        slow.requests.every((request) => request.authorization !== 'token-of-bo'),
        'the reading that left never ran',
      );
      const next = await importFrom(t, ada, good.url, good.token);
      assert.equal(next.status, 200, next.raw);
    } finally {
      await slow.close();
    }
  });
});

/** Waits until the readings running and waiting (the queue's gauge in /metrics) satisfy `condition`. */
async function readingsHeld(t: TestApp, condition: (n: number) => boolean): Promise<void> {
  for (;;) {
    const metrics = await t.request('GET', '/metrics');
    const held = Number(/^nametag_work_queue_remote_reads (\d+)$/m.exec(metrics.raw)?.[1]);
    if (condition(held)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('readings that end together', () => {
  it('are all written, one after another: none is turned away at the last step', async () => {
    const t = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true' });
    // Three sites (each address is one), answering after the same pause: the three readings run
    // together and end within moments of each other, while the first import is being written.
    const sites = await Promise.all(
      ['127.0.0.3', '127.0.0.4', '127.0.0.5'].map(async (host) => {
        const site = await new FakePronounsCc().start(host);
        site.slowMs = 1000;
        return site;
      }),
    );
    try {
      const users = await Promise.all(sites.map(() => registerUser(t)));
      const answers = await Promise.all(
        sites.map((site, i) => t.post(IMPORT, { url: site.url, token: site.token }, users[i]!.token)),
      );
      for (const answer of answers) assert.equal(answer.status, 200, answer.raw);
      for (const user of users) {
        const me = (await t.get('/api/v1/users/@me/members', user.token)).body as Array<{ name: string }>;
        assert.deepEqual(me.map((member) => member.name).sort(), ['Ash', 'Birch', 'Cedar']);
      }
    } finally {
      await Promise.all(sites.map((site) => site.close()));
      await t.close();
    }
  });
});

describe('a service that sends nothing useful is given up', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true', IMPORT_REMOTE_STALL_SECONDS: '1' });
  });
  after(async () => {
    await t?.close();
  });

  for (const mode of ['drip', 'silent'] as const) {
    it(`${mode}: the reading ends as too slow, long before its deadline, and the account may read again`, async () => {
      const hostile = await new SlowService(mode).start('127.0.0.2');
      try {
        const user = await registerUser(t);
        const res = await importFrom(t, user, hostile.url, 'x');
        assert.equal(res.status, 400, res.raw);
        assert.match(res.body.message, /127\.0\.0\.2:\d+: the server sent its answer too slowly$/);
        await hostile.waitFor(() => hostile.closedByReader === 1 && hostile.open === 0);
        const again = await importFrom(t, user, good.url, good.token);
        assert.equal(again.status, 200, again.raw);
      } finally {
        await hostile.close();
      }
    });
  }

  it('on the page: the reason in the page’s language, beside the address', async () => {
    const hostile = await new SlowService('drip').start('127.0.0.2');
    try {
      const user = await registerUser(t);
      const jar = await logIn(t, user);
      await page(t, jar, '/settings/data?lang=fr');
      const res = await postForm(t, jar, '/settings/data', '/settings/data/import-service', {
        service_url: hostile.url,
        service_token: 'x',
        action: 'preview',
      });
      assert.equal(res.status, 400, res.raw);
      assert.match(text(res.raw), /127\.0\.0\.2:\d+ : Le serveur a envoyé sa réponse trop lentement\./);
    } finally {
      await hostile.close();
    }
  });
});
