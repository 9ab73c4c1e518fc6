/**
 * Two-factor log-in (docs/LOGIN.md, "Two-factor log-in"): an authenticator app (TOTP) set up on the
 * settings page and asked for after the password, through the API and the pages without a script.
 * The password step answers the same whether the password was right; the second step answers a
 * session only when both were; each code works once, even raced; a code of the step before counts,
 * one of two steps before does not; recovery codes pass once; tickets expire and take a few tries;
 * the per-username throttle counts both steps; turning off asks for the password or a code; API
 * tokens keep working; a linked account logs in in one step unless the person asked otherwise.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { purgeDeletedAccounts } from '../../src/modules/accounts/account-service.js';
import { findTotp } from '../../src/modules/accounts/two-factor-store.js';
import { createApiToken, registerUser, type TestUser } from '../helpers/factories.js';
import { type FakeProviders, startFakeProviders } from '../helpers/fake-providers.js';
import { FakeSmtp, linkIn } from '../helpers/fake-smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
let fakes: FakeProviders;
before(async () => {
  fakes = await startFakeProviders();
  t = await startTestApp(fakes.env());
});
after(async () => {
  await t?.close();
  await fakes?.close();
});

const STEP = 30_000;

/** The code an authenticator app with `key` shows at `at` (the app's clock). */
function codeAt(key: string, at: number): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(key.replace(/\s/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.generate({ timestamp: at });
}

/** A step's worth later, so the next code is a new one (each code works once). */
function nextStep(app: TestApp = t) {
  app.clock.advance(STEP);
}

const keyOf = (html: string) => /data-totp-key[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]?.trim() ?? '';

/** Sets up the authenticator app on the settings page; returns its key. */
async function turnOnTotp(app: TestApp, jar: Jar): Promise<string> {
  const started = await postForm(app, jar, '/settings/two-factor', '/settings/two-factor/totp/start', {});
  assert.equal(started.status, 200, started.raw);
  assert.match(started.raw, /<svg[^>]*viewBox/, 'the QR code is inline SVG');
  const key = keyOf(started.raw);
  assert.match(key, /^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/, 'the key is base32 in groups of four');
  assert.equal(key.replace(/ /g, '').length, 32, '20 bytes');
  const on = await postForm(app, jar, '/settings/two-factor', '/settings/two-factor/totp/confirm', {
    code: codeAt(key, app.clock.now()),
  });
  assert.equal(on.status, 200, on.raw);
  assert.match(on.raw, /Your authenticator app is on/);
  nextStep(app);
  return key;
}

/** A user with the authenticator app on; returns the user and the key. */
async function userWithTotp(app: TestApp = t): Promise<{ user: TestUser; key: string; jar: Jar }> {
  const user = await registerUser(app);
  const jar = await logIn(app, user);
  const key = await turnOnTotp(app, jar);
  return { user, key, jar };
}

const login = (app: TestApp, username: string, password: string) =>
  app.post('/api/v1/auth/login', { username, password });
const secondStep = (app: TestApp, ticket: string, code: string) =>
  app.post('/api/v1/auth/login/second-factor', { ticket, code });

/** The ticket of a password step that asks for the second factor. */
function ticketOf(res: { status: number; body: any; raw: string }): string {
  assert.equal(res.status, 401, res.raw);
  assert.equal(res.body.code, 1003);
  const match = /^second factor required; ticket=([A-Za-z0-9_-]+); methods=([a-z_,]+)$/.exec(res.body.details);
  assert.ok(match, res.raw);
  return match[1]!;
}

describe('setting up the authenticator app', () => {
  it('asks for a first code: a wrong one is refused beside the field, and nothing is turned on', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const settings = await page(t, jar, '/settings');
    assert.match(settings.raw, /href="\/settings\/two-factor"/);
    const started = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/totp/start', {});
    const key = keyOf(started.raw);
    const wrong = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/totp/confirm', {
      code: codeAt(key, t.clock.now() - 3 * STEP),
    });
    assert.equal(wrong.status, 400);
    assert.match(wrong.raw, /That code is not right/);
    assert.match(wrong.raw, /aria-invalid="true"/);
    // Still not on: the password alone logs in.
    assert.equal((await login(t, user.name, user.password)).status, 200);
    // The page shows the same setup again (the key is kept until confirmed or cancelled).
    assert.equal(keyOf((await page(t, jar, '/settings/two-factor')).raw), key);
    const cancelled = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/totp/cancel', {});
    assert.match(cancelled.raw, /The setup is cancelled/);
    assert.equal(keyOf(cancelled.raw), '');
  });

  it('a second app cannot be set up over one that is on', async () => {
    const { jar } = await userWithTotp();
    const again = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/totp/start', {});
    assert.equal(again.status, 400);
    assert.match(again.raw, /already on/);
  });
});

describe('logging in through the API', () => {
  it('the password step answers the same shape whether the password was right or not', async () => {
    const { user } = await userWithTotp();
    const right = await login(t, user.name, user.password);
    const wrong = await login(t, user.name, 'not the password');
    ticketOf(right);
    ticketOf(wrong);
    assert.deepEqual(Object.keys(right.body).sort(), Object.keys(wrong.body).sort());
    assert.equal(right.body.message, wrong.body.message);
    assert.equal(
      right.body.details.replace(/ticket=[^;]+/, ''),
      wrong.body.details.replace(/ticket=[^;]+/, ''),
      'the same methods either way',
    );
    assert.match(right.body.details, /methods=totp$/);
  });

  it('a session only for the right password and the right code', async () => {
    const { user, key } = await userWithTotp();
    const ok = await secondStep(t, ticketOf(await login(t, user.name, user.password)), codeAt(key, t.clock.now()));
    assert.equal(ok.status, 200, ok.raw);
    assert.equal(ok.body.user.id, user.id);
    assert.equal((await t.get('/api/v1/users/@me', ok.body.token)).status, 200);
    nextStep();

    const wrongPassword = await secondStep(
      t,
      ticketOf(await login(t, user.name, 'not the password')),
      codeAt(key, t.clock.now()),
    );
    assert.equal(wrongPassword.status, 401);
    assert.equal(wrongPassword.body.code, 1003);
    assert.equal(wrongPassword.body.message, 'Wrong username or password');
    nextStep();

    const wrongCode = await secondStep(t, ticketOf(await login(t, user.name, user.password)), '000000');
    assert.equal(wrongCode.status, 401);
    assert.deepEqual(wrongCode.body, wrongPassword.body, 'a wrong code answers as a wrong password');
  });

  it('a code works once, and of two racing second steps with one code exactly one wins', async () => {
    const { user, key } = await userWithTotp();
    const code = codeAt(key, t.clock.now());
    const first = await secondStep(t, ticketOf(await login(t, user.name, user.password)), code);
    assert.equal(first.status, 200);
    const reused = await secondStep(t, ticketOf(await login(t, user.name, user.password)), code);
    assert.equal(reused.status, 401, 'the same code again is refused');

    nextStep();
    const raced = codeAt(key, t.clock.now());
    const tickets = await Promise.all(
      Array.from({ length: 4 }, async () => ticketOf(await login(t, user.name, user.password))),
    );
    const answers = await Promise.all(tickets.map((ticket) => secondStep(t, ticket, raced)));
    assert.deepEqual(answers.map((res) => res.status).sort(), [200, 401, 401, 401]);
  });

  it('takes a code of the step before, not of two steps before', async () => {
    const { user, key } = await userWithTotp();
    nextStep();
    nextStep();
    const previous = await secondStep(
      t,
      ticketOf(await login(t, user.name, user.password)),
      codeAt(key, t.clock.now() - STEP),
    );
    assert.equal(previous.status, 200, previous.raw);
    nextStep();
    nextStep();
    const tooOld = await secondStep(
      t,
      ticketOf(await login(t, user.name, user.password)),
      codeAt(key, t.clock.now() - 2 * STEP),
    );
    assert.equal(tooOld.status, 401);
  });

  it('a recovery code passes the second step once', async () => {
    const { user } = await userWithTotp();
    // Made with a session from before two-factor log-in was on (sessions stay).
    const codes = await recoveryCodesOf(user);
    assert.match((await login(t, user.name, user.password)).body.details, /methods=totp,recovery_code$/);
    const withCode = await secondStep(t, ticketOf(await login(t, user.name, user.password)), codes[0]!);
    assert.equal(withCode.status, 200, withCode.raw);
    const again = await secondStep(t, ticketOf(await login(t, user.name, user.password)), codes[0]!);
    assert.equal(again.status, 401, 'each code works once');
    assert.equal((await t.get('/api/v1/auth/recovery-codes', user.token)).body.left, 9);
    assert.equal((await t.post('/api/v1/auth/login/second-factor', {})).status, 400);
  });

  it('a ticket lasts 10 minutes and takes 5 wrong codes', async () => {
    const { user, key } = await userWithTotp();
    const old = ticketOf(await login(t, user.name, user.password));
    t.clock.advance(10 * 60 * 1000 + 1);
    const expired = await secondStep(t, old, codeAt(key, t.clock.now()));
    assert.equal(expired.status, 401);
    assert.equal(expired.body.details, 'ticket: invalid');

    const ticket = ticketOf(await login(t, user.name, user.password));
    for (let i = 0; i < 5; i++) assert.equal((await secondStep(t, ticket, '000000')).status, 401);
    const spent = await secondStep(t, ticket, codeAt(key, t.clock.now()));
    assert.equal(spent.status, 401);
    assert.equal(spent.body.details, 'ticket: invalid', 'five wrong codes spend the ticket');
    assert.equal((await secondStep(t, 'made-up', '123456')).body.details, 'ticket: invalid');
  });

  it('API tokens keep working once two-factor log-in is on', async () => {
    const user = await registerUser(t);
    const api = await createApiToken(t, user);
    const jar = await logIn(t, user);
    await turnOnTotp(t, jar);
    assert.equal((await t.get('/api/v1/users/@me', api.token)).status, 200);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 200, 'and so do sessions');
  });

  it('an account without two-factor log-in logs in as before, in one step', async () => {
    const user = await registerUser(t);
    assert.equal((await login(t, user.name, user.password)).status, 200);
    const wrong = await login(t, user.name, 'not the password');
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.details, undefined);
  });
});

/** Makes recovery codes for `user` with their session. */
async function recoveryCodesOf(user: TestUser): Promise<string[]> {
  const made = await t.post('/api/v1/auth/recovery-codes', { current_password: user.password }, user.token);
  assert.equal(made.status, 200, made.raw);
  return made.body.codes as string[];
}

describe('guessing', () => {
  it('both steps count against the per-username throttle', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const { user, key } = await userWithTotp(limited);
      // Each password step counts as a failure until a second step succeeds (it says nothing either way).
      let blocked = null;
      for (let i = 0; i < 12 && blocked === null; i++) {
        const res = await login(limited, user.name, user.password);
        if (res.status === 429) {
          blocked = res;
          break;
        }
        const wrong = await secondStep(limited, ticketOf(res), '000000');
        if (wrong.status === 429) blocked = wrong;
      }
      assert.ok(blocked, 'wrong codes run into the throttle');
      // Even the right password and code are refused now.
      assert.equal((await login(limited, user.name, user.password)).status, 429);
      assert.equal(
        (await secondStep(limited, 'any ticket', codeAt(key, limited.clock.now()))).body.details,
        'ticket: invalid',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('turning it off', () => {
  it('asks for the password or a current code', async () => {
    const { user, key, jar } = await userWithTotp();
    const refused = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/totp/off', {
      proof: 'not the password',
    });
    assert.equal(refused.status, 400);
    assert.match(refused.raw, /neither your password nor a current code/);
    ticketOf(await login(t, user.name, user.password));
    const byCode = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/totp/off', {
      proof: codeAt(key, t.clock.now()),
    });
    assert.equal(byCode.status, 200, byCode.raw);
    assert.match(byCode.raw, /turned off/);
    assert.equal((await login(t, user.name, user.password)).status, 200, 'one step again');

    await turnOnTotp(t, jar);
    const byPassword = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/totp/off', {
      proof: user.password,
    });
    assert.equal(byPassword.status, 200);
    assert.equal((await login(t, user.name, user.password)).status, 200);
  });
});

describe('logging in through the pages, without a script', () => {
  it('the password, then the code; a wrong code is said beside the field and the username is kept', async () => {
    const { user, key } = await userWithTotp();
    const jar = new Jar();
    const step = await postForm(t, jar, '/login', '/login', { username: user.name, password: user.password });
    assert.equal(step.status, 200, step.raw);
    assert.match(step.raw, /One more step/);
    assert.ok(!jar.get('nametag_session'), 'no session yet');
    const ticket = /name="ticket" value="([^"]+)"/.exec(step.raw)![1]!;
    const post = (code: string) =>
      t.request('POST', '/login/second-factor', {
        body: new URLSearchParams({ _csrf: csrfOf(step.raw), ticket, username: user.name, code }).toString(),
        headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      });
    const wrong = await post('000000');
    assert.equal(wrong.status, 401);
    assert.match(wrong.raw, /Wrong username, password or code/);
    assert.match(wrong.raw, /aria-invalid="true"/);
    assert.match(wrong.raw, new RegExp(`name="username" value="${user.name}"`));
    const right = await post(codeAt(key, t.clock.now()));
    jar.take(right.headers);
    assert.equal(right.status, 303, right.raw);
    assert.equal(right.headers.location, '/edit/profile');
    assert.ok(jar.get('nametag_session'));
  });

  it('a wrong password gets the same second step, and then no session', async () => {
    const { user, key } = await userWithTotp();
    const jar = new Jar();
    const step = await postForm(t, jar, '/login', '/login', { username: user.name, password: 'not the password' });
    assert.equal(step.status, 200);
    assert.match(step.raw, /One more step/);
    const ticket = /name="ticket" value="([^"]+)"/.exec(step.raw)![1]!;
    const res = await t.request('POST', '/login/second-factor', {
      body: new URLSearchParams({
        _csrf: csrfOf(step.raw),
        ticket,
        username: user.name,
        code: codeAt(key, t.clock.now()),
      }).toString(),
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 401);
    assert.match(res.raw, /Wrong username, password or code/);
  });

  it('a spent ticket goes back to the log-in page with the username kept', async () => {
    const user = await registerUser(t);
    const jar = new Jar();
    const res = await postForm(t, jar, '/login', '/login/second-factor', {
      ticket: 'made-up',
      username: user.name,
      code: '123456',
    });
    assert.equal(res.status, 401);
    assert.match(res.raw, /too long or too many tries/);
    assert.match(res.raw, new RegExp(`name="username" type="text" value="${user.name}"`));
  });
});

describe('logging in through a linked account', () => {
  async function signUpWithDiscord(id: string) {
    fakes.signInAt('discord', id, `d${id}`);
    const jar = new Jar();
    const started = await postForm(t, jar, '/auth/discord/start', '/auth/discord/start', {});
    const callback = await viaProvider(started);
    const res = await page(t, jar, callback);
    assert.equal(res.headers.location, '/auth/signup');
    await page(t, jar, '/auth/signup');
    const done = await postForm(t, jar, '/auth/signup', '/auth/signup', { username: `u${id}` });
    assert.equal(done.status, 303, done.raw);
    return jar;
  }

  async function viaProvider(started: { headers: Record<string, unknown> }) {
    const location = String(started.headers.refresh).replace(/^0;url=/, '');
    const answer = await fetch(location, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    return back.pathname + back.search;
  }

  async function logInWithDiscord() {
    const jar = new Jar();
    const started = await postForm(t, jar, '/auth/discord/start', '/auth/discord/start', {});
    return { jar, res: await page(t, jar, await viaProvider(started)) };
  }

  it('stays one step, unless the person asked for the second factor there too', async () => {
    const id = String(Date.now());
    const jar = await signUpWithDiscord(id);
    const key = await turnOnTotp(t, jar);
    const oneStep = await logInWithDiscord();
    assert.equal(oneStep.res.status, 303, oneStep.res.raw);
    assert.equal(oneStep.res.headers.location, '/edit/profile');

    const saved = await postForm(t, jar, '/settings/two-factor', '/settings/two-factor/provider', { ask: 'on' });
    assert.match(saved.raw, /Saved/);
    assert.match(saved.raw, /name="ask" value="on" checked/);
    const twoSteps = await logInWithDiscord();
    assert.equal(twoSteps.res.status, 200, twoSteps.res.raw);
    assert.match(twoSteps.res.raw, /One more step/);
    assert.ok(!twoSteps.jar.get('nametag_session'));
    const ticket = /name="ticket" value="([^"]+)"/.exec(twoSteps.res.raw)![1]!;
    const done = await t.request('POST', '/login/second-factor', {
      body: new URLSearchParams({
        _csrf: csrfOf(twoSteps.res.raw),
        ticket,
        username: `u${id}`,
        code: codeAt(key, t.clock.now()),
      }).toString(),
      headers: { ...HTML, cookie: twoSteps.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(done.status, 303, done.raw);
  });
});

describe('restoring a deleted account', () => {
  it('through the API: the password, then the second step restores it', async () => {
    const { user, key } = await userWithTotp();
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    const asked = await t.post('/api/v1/auth/restore', { username: user.name, password: user.password });
    const ticket = ticketOf(asked);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).status, 404, 'still deleted before the second step');
    assert.equal((await secondStep(t, ticket, '000000')).status, 401);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).status, 404);
    const done = await secondStep(t, ticket, codeAt(key, t.clock.now()));
    assert.equal(done.status, 200, done.raw);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).status, 200, 'restored');
    nextStep();
  });

  it('through the pages: the offer, then the second step', async () => {
    const { user, key } = await userWithTotp();
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    const jar = new Jar();
    const offer = await postForm(t, jar, '/login', '/login', { username: user.name, password: user.password });
    assert.equal(offer.status, 200, offer.raw);
    const restoreTicket = /name="ticket" value="([^"]+)"/.exec(offer.raw)![1]!;
    const post = (action: string, fields: Record<string, string>) =>
      t.request('POST', action, {
        body: new URLSearchParams({ _csrf: csrfOf(offer.raw), ...fields }).toString(),
        headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      });
    const step = await post('/login/restore', { ticket: restoreTicket });
    assert.equal(step.status, 200, step.raw);
    assert.match(step.raw, /One more step/);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).status, 404);
    const ticket = /name="ticket" value="([^"]+)"/.exec(step.raw)![1]!;
    const done = await post('/login/second-factor', { ticket, username: user.name, code: codeAt(key, t.clock.now()) });
    assert.equal(done.status, 303, done.raw);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).status, 200);
    nextStep();
  });
});

describe('the purge', () => {
  it('removes the second factors of purged accounts with them', async () => {
    const { user } = await userWithTotp();
    const before = await t.asOperator((ctx) => findTotp(ctx.db, user.id));
    assert.ok(before?.confirmedAt);
    assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await t.asOperator((ctx) => purgeDeletedAccounts(ctx));
    assert.equal(await t.asOperator((ctx) => findTotp(ctx.db, user.id)), undefined);
  });
});

describe('a password reset by a mailed link', () => {
  it('sets the password but gives the session only after the second step', async () => {
    const smtp = await new FakeSmtp().start();
    const base = 'http://nametag.test';
    const mailing = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: base });
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    try {
      const { user, key } = await userWithTotp(mailing);
      const email = `two.factor.${Date.now()}@mail.example`;
      const set = await mailing.request('PUT', '/api/v1/auth/email', {
        body: { email, current_password: user.password },
        token: user.token,
      });
      assert.equal(set.status, 202, set.raw);
      const confirm = await smtp.mailTo(email, (m) => m.subject.startsWith('Confirm'));
      const verify = { token: tokenOf(linkIn(confirm, `${base}/verify-email`)) };
      assert.equal((await mailing.post('/api/v1/auth/email/verify', verify)).status, 204);

      assert.equal((await mailing.post('/api/v1/auth/password-reset', { login: user.name })).status, 202);
      const mail = await smtp.mailTo(email, (m) => m.subject === 'Set a new password for Nametag');
      const token = tokenOf(linkIn(mail, `${base}/reset-password`));
      const reset = await mailing.post('/api/v1/auth/password-reset/confirm', {
        token,
        password: 'a brand new password',
      });
      const ticket = ticketOf(reset);
      assert.equal((await mailing.get('/api/v1/users/@me', user.token)).status, 401, 'sessions ended as before');
      const done = await secondStep(mailing, ticket, codeAt(key, mailing.clock.now()));
      assert.equal(done.status, 200, done.raw);
      nextStep(mailing);
      ticketOf(await login(mailing, user.name, 'a brand new password'));
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
