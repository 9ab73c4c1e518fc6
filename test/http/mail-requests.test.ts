/**
 * Requests for mail, as the dispatcher turns them into mail through a real SMTP server on loopback:
 * no link's secret is stored, before or after its mail is sent; a reset request is the same one row
 * whether or not its account or address exists; the hourly limits hold for requests made at the same
 * instant, and when several dispatchers deal with reset requests at once; a link's time runs from its sending, so a
 * mail held up by a mail server that was down still carries a working link; a request asked for too
 * long ago is given up; many requests for nobody do not hold up the real ones.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setVerifiedEmail } from '../../src/modules/accounts/email-store.js';
import { mailForRequest } from '../../src/modules/accounts/mail-links.js';
import { dueMailRequests, queueMailRequest } from '../../src/modules/mail/mail-request-store.js';
import { FakeSmtp, linkIn } from '../helpers/fake-smtp.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { refusalNoted } from '../helpers/mail-outbox.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const BASE = 'http://nametag.test';
const HOUR_MS = 60 * 60 * 1000;
let t: TestApp;
let smtp: FakeSmtp;
let n = 0;
const address = (tag: string) => `queue.${tag}.${++n}@Mail.Example`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  smtp = await new FakeSmtp().start();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: BASE });
});
after(async () => {
  await t?.close();
  await smtp?.close();
});

const askAddress = (app: TestApp, user: TestUser, email: string) =>
  app.request('PUT', '/api/v1/auth/email', { body: { email, current_password: user.password }, token: user.token });

async function confirmAddress(user: TestUser, email: string) {
  assert.equal((await askAddress(t, user, email)).status, 202);
  const mail = await smtp.mailTo(email, (m) => m.subject.startsWith('Confirm'));
  const verified = await t.post('/api/v1/auth/email/verify', { token: tokenOf(linkIn(mail, `${BASE}/verify-email`)) });
  assert.equal(verified.status, 204, verified.raw);
  return tokenOf(linkIn(mail, `${BASE}/verify-email`));
}

/** Every stored row of the mail tables, as text. */
const storedMailRows = (app: TestApp) =>
  app.asOperator(async (ctx) =>
    JSON.stringify([
      await ctx.db.selectFrom('mail_requests').selectAll().execute(),
      await ctx.db.selectFrom('mail_tokens').selectAll().execute(),
    ]),
  );

const sentTo = (email: string, subject: string) =>
  smtp.received.filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.subject.startsWith(subject)).length;

describe('a request for mail', () => {
  it('stores no link’s secret, before or after its mail is sent', async () => {
    // An instance whose dispatcher does not come round during the test: what a request stores.
    const quiet = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: BASE }, { mailDispatchEveryMs: HOUR_MS });
    try {
      const user = await registerUser(quiet);
      assert.equal((await askAddress(quiet, user, address('quiet'))).status, 202);
      const rows = await quiet.asOperator(async (ctx) => ({
        outbox: await ctx.db.selectFrom('mail_requests').selectAll().execute(),
        tokens: await ctx.db.selectFrom('mail_tokens').selectAll().execute(),
      }));
      assert.equal(rows.outbox.length, 1);
      assert.deepEqual(Object.keys(rows.outbox[0]!).sort(), [
        'attempts',
        'created_at',
        'email',
        'email_key',
        'id',
        'language',
        'login',
        'next_attempt_at',
        'purpose',
        'state',
        'user_id',
      ]);
      assert.equal(rows.tokens.length, 0, 'no link is made before its mail is sent');
    } finally {
      await quiet.close();
    }

    const user = await registerUser(t);
    const email = address('secret');
    const verifySecret = await confirmAddress(user, email);
    assert.equal((await t.post('/api/v1/auth/password-reset', { login: user.name })).status, 202);
    const reset = await smtp.mailTo(email, (m) => m.subject.startsWith('Set'));
    const resetSecret = tokenOf(linkIn(reset, `${BASE}/reset-password`));
    const stored = await storedMailRows(t);
    assert.ok(!stored.includes(verifySecret) && !stored.includes(resetSecret), 'secrets are stored only as hashes');
  });

  it('for a reset is the same one row whether or not the account or its address exists', async () => {
    const quiet = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: BASE }, { mailDispatchEveryMs: HOUR_MS });
    try {
      const withAddress = await registerUser(quiet);
      const withoutAddress = await registerUser(quiet);
      const email = address('known');
      await quiet.asOperator(async (ctx) => {
        await setVerifiedEmail(ctx.db, withAddress.id, email);
      });
      const logins = ['nobody_by_that_name', 'nobody@nowhere.example', withoutAddress.name, withAddress.name, email];
      for (const login of logins) {
        const res = await quiet.post('/api/v1/auth/password-reset', { login: ` ${login} ` });
        assert.equal(res.status, 202);
      }
      const rows = await quiet.asOperator((ctx) =>
        ctx.db
          .selectFrom('mail_requests')
          .select(['purpose', 'user_id', 'login', 'email', 'state', 'attempts'])
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      );
      assert.deepEqual(
        rows.map((row) => ({ ...row, attempts: Number(row.attempts) })),
        logins.map((login) => ({ purpose: 'reset', user_id: null, login, email: null, state: 'queued', attempts: 0 })),
      );
      const tokens = await quiet.asOperator((ctx) => ctx.db.selectFrom('mail_tokens').selectAll().execute());
      assert.equal(tokens.length, 0);
    } finally {
      await quiet.close();
    }
  });
});

describe('the hourly limits', () => {
  it('hold for confirmation requests of one account made at the same instant', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => askAddress(t, user, address(`burst${i}`))));
    const statuses = answers.map((res) => res.status).sort();
    assert.deepEqual(statuses, [202, 202, 202, 429, 429, 429, 429, 429]);
  });

  it('hold for one address asked by several accounts at the same instant', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(t)));
    // Accounts without a password (signed up through a provider): no password check spreads the requests out.
    await t.asOperator((ctx) =>
      ctx.db
        .updateTable('users')
        .set({ password_hash: null })
        .where(
          'username',
          'in',
          users.map((user) => user.name),
        )
        .execute(),
    );
    const email = address('shared');
    const answers = await Promise.all(users.map((user) => askAddress(t, user, email)));
    assert.deepEqual(answers.map((res) => res.status).sort(), [202, 202, 202, 429, 429]);
  });

  it('hold for reset requests dealt with at the same instant (as several dispatchers would)', async () => {
    const quiet = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: BASE }, { mailDispatchEveryMs: HOUR_MS });
    try {
      const user = await registerUser(quiet);
      await quiet.asOperator(async (ctx) => {
        await setVerifiedEmail(ctx.db, user.id, address('burst'));
      });
      for (let i = 0; i < 10; i++) {
        assert.equal((await quiet.post('/api/v1/auth/password-reset', { login: user.name })).status, 202);
      }
      // On PostgreSQL each of these runs in a transaction of its own connection, truly at once.
      const mails = await quiet.asOperator(async (ctx) => {
        const requests = await dueMailRequests(ctx.db, ctx.clock.now(), 20);
        assert.equal(requests.length, 10);
        return Promise.all(requests.map((request) => mailForRequest(ctx, request)));
      });
      assert.equal(mails.filter((mail) => mail !== null).length, 3);
    } finally {
      await quiet.close();
    }
  });
});

describe('the dispatcher', () => {
  it('gives up a request asked for too long ago (mail was off, say) instead of sending it late', async () => {
    const user = await registerUser(t);
    const email = address('old');
    await t.asOperator(async (ctx) => {
      await queueMailRequest(
        ctx.db,
        { purpose: 'verify', userId: user.id, login: null, email, language: null },
        ctx.clock.now() - 13 * HOUR_MS,
      );
    });
    const deadline = Date.now() + 10_000;
    let state = 'queued';
    while (state === 'queued' && Date.now() < deadline) {
      await sleep(100);
      state = await t.asOperator(async (ctx) => {
        const row = await ctx.db
          .selectFrom('mail_requests')
          .select('state')
          .where('email', '=', email)
          .executeTakeFirst();
        return row?.state ?? 'gone';
      });
    }
    assert.equal(state, 'done');
    assert.equal(sentTo(email, 'Confirm'), 0);
  });

  it('gets through many requests for nobody to the real ones behind them', async () => {
    const user = await registerUser(t);
    const email = address('behind');
    await confirmAddress(user, email);
    await t.asOperator(async (ctx) => {
      for (let i = 0; i < 400; i++) {
        await queueMailRequest(
          ctx.db,
          { purpose: 'reset', userId: null, login: `nobody_${i}`, email: null, language: null },
          ctx.clock.now(),
        );
      }
    });
    assert.equal((await t.post('/api/v1/auth/password-reset', { login: user.name })).status, 202);
    // Read twenty at a time, a second apart, the four hundred would hold it up for twenty seconds.
    await smtp.mailTo(email, (m) => m.subject.startsWith('Set'));
  });
});

describe('a reset request', () => {
  it('with nothing typed, or a NUL, is a 400 that says what to type', async () => {
    const blank = await t.post('/api/v1/auth/password-reset', { login: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.message, 'Type your username or the e-mail address of your account');
    const nul = await t.post('/api/v1/auth/password-reset', { login: 'some\u0000one' });
    assert.equal(nul.status, 400, nul.raw);
  });
});

describe('without SMTP_URL', () => {
  it('no address is said to be on its way, whatever waits in the table', async () => {
    const plain = await startTestApp();
    try {
      const user = await registerUser(plain);
      await plain.asOperator(async (ctx) => {
        await queueMailRequest(
          ctx.db,
          { purpose: 'verify', userId: user.id, login: null, email: address('off'), language: null },
          ctx.clock.now(),
        );
      });
      const state = await plain.get('/api/v1/auth/email', user.token);
      assert.equal(state.status, 200);
      assert.deepEqual(state.body, { sending: false, email: null, pending: null });
    } finally {
      await plain.close();
    }
  });
});

describe('a mail held up by a mail server that was down', () => {
  it('goes out later with a link whose time runs from its sending', async () => {
    const user = await registerUser(t);
    const email = address('late');
    await confirmAddress(user, email);
    smtp.refuse = 1;
    const attempts = smtp.attempts;
    assert.equal((await t.post('/api/v1/auth/password-reset', { login: user.name })).status, 202);
    const deadline = Date.now() + 10_000;
    while (smtp.attempts === attempts && Date.now() < deadline) await sleep(50);
    assert.equal(smtp.refuse, 0, 'the first attempt was refused');
    await refusalNoted(t, { login: user.name });
    // Longer than a reset link lives: the link made for the refused attempt would have expired.
    t.clock.advance(40 * 60 * 1000);
    const mail = await smtp.mailTo(email, (m) => m.subject.startsWith('Set'));
    const done = await t.post('/api/v1/auth/password-reset/confirm', {
      token: tokenOf(linkIn(mail, `${BASE}/reset-password`)),
      password: 'a password set late',
    });
    assert.equal(done.status, 200, done.raw);
    assert.equal(sentTo(email, 'Set'), 1, 'the refused attempt sent nothing');
  });
});
