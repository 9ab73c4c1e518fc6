/**
 * Recovery codes: ten, shown once, stored as hashes, each usable once, replaced by new ones; using one
 * sets a new password, ends every session of the account (not its API tokens) and starts a new one.
 * A wrong code and an unknown username are one answer; guessing is throttled per username like
 * passwords. Through the API and the pages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiToken, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

async function makeCodes(user: TestUser): Promise<string[]> {
  const res = await t.post('/api/v1/auth/recovery-codes', { current_password: user.password }, user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body.codes as string[];
}

const recover = (body: Record<string, unknown>) => t.post('/api/v1/auth/recover', body);

describe('recovery codes through the API', () => {
  it('ten distinct codes, shown once and never again; the count says how many are left', async () => {
    const user = await registerUser(t);
    const before = await t.get('/api/v1/auth/recovery-codes', user.token);
    assert.deepEqual(before.body, { left: 0, created_at: null });
    const made = await t.post('/api/v1/auth/recovery-codes', { current_password: user.password }, user.token);
    assert.equal(made.headers['cache-control'], 'no-store');
    const codes = made.body.codes as string[];
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    const state = await t.get('/api/v1/auth/recovery-codes', user.token);
    assert.equal(state.body.left, 10);
    assert.match(state.body.created_at, /^\d{4}-\d\d-\d\dT/);
    assert.ok(!state.raw.includes(codes[0]!), 'the count never shows a code');
    // Nor does anything the account can read about itself.
    const me = await t.get('/api/v1/users/@me', user.token);
    const exported = await t.get('/api/v1/users/@me/export?format=json', user.token);
    for (const code of codes) {
      assert.ok(!me.raw.includes(code));
      assert.ok(!exported.raw.includes(code));
    }
  });

  it('a code sets a new password and ends every session, not the API tokens; it works once', async () => {
    const user = await registerUser(t);
    const api = await createApiToken(t, user);
    const otherSession = (await t.post('/api/v1/auth/login', { username: user.name, password: user.password })).body
      .token as string;
    const codes = await makeCodes(user);

    // Typed by hand: upper case, spaces instead of dashes.
    const typed = codes[3]!.toUpperCase().replace(/-/g, ' ');
    const res = await recover({ username: user.name.toUpperCase(), code: typed, password: 'a brand new password' });
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.user.id, user.id);
    const fresh = res.body.token as string;
    assert.equal((await t.get('/api/v1/users/@me', fresh)).status, 200);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 401, 'the first session ended');
    assert.equal((await t.get('/api/v1/users/@me', otherSession)).status, 401, 'every session ended');
    assert.equal((await t.get('/api/v1/users/@me', api.token)).status, 200, 'API tokens stay');
    assert.equal((await t.post('/api/v1/auth/login', { username: user.name, password: user.password })).status, 401);
    const login = await t.post('/api/v1/auth/login', { username: user.name, password: 'a brand new password' });
    assert.equal(login.status, 200);

    const again = await recover({ username: user.name, code: codes[3], password: 'yet another password' });
    assert.equal(again.status, 401);
    assert.equal(again.body.code, 1003);
    assert.equal((await t.get('/api/v1/auth/recovery-codes', fresh)).body.left, 9);
  });

  it('new codes replace the old ones', async () => {
    const user = await registerUser(t);
    const old = await makeCodes(user);
    const fresh = await makeCodes(user);
    assert.equal((await recover({ username: user.name, code: old[0], password: 'long enough pw' })).status, 401);
    assert.equal((await recover({ username: user.name, code: fresh[0], password: 'long enough pw' })).status, 200);
  });

  it("a wrong code, someone else's code and an unknown username get the same answer", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await makeCodes(user);
    const othersCodes = await makeCodes(other);
    const answers = [
      await recover({ username: user.name, code: 'aaaa-bbbb-cccc-dddd', password: 'long enough pw' }),
      await recover({ username: user.name, code: othersCodes[0], password: 'long enough pw' }),
      await recover({ username: 'nobody_here_at_all', code: othersCodes[1], password: 'long enough pw' }),
      await recover({ username: user.name, code: 'not a code', password: 'long enough pw' }),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 401);
      assert.deepEqual(answer.body, {
        code: 1003,
        message: 'Wrong username or recovery code (each code works once)',
      });
    }
    // The other account's code was not used up by trying it on the wrong account.
    assert.equal((await t.get('/api/v1/auth/recovery-codes', other.token)).body.left, 10);
  });

  it('a new password that is too short is refused before any code is used', async () => {
    const user = await registerUser(t);
    const codes = await makeCodes(user);
    const res = await recover({ username: user.name, code: codes[0], password: 'short' });
    assert.equal(res.status, 400);
    assert.equal((await t.get('/api/v1/auth/recovery-codes', user.token)).body.left, 10);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 200, 'nothing ended');
  });

  it('making codes asks for the current password (a code sets a new one); none are made without it', async () => {
    const user = await registerUser(t);
    for (const body of [undefined, {}, { current_password: 'not the password' }]) {
      const res = await t.post('/api/v1/auth/recovery-codes', body, user.token);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.details, 'current_password: not right');
    }
    assert.equal((await t.get('/api/v1/auth/recovery-codes', user.token)).body.left, 0);
  });

  it('only a session may make or count codes (an API token is not the person)', async () => {
    const user = await registerUser(t);
    const api = await createApiToken(t, user);
    assert.equal((await t.post('/api/v1/auth/recovery-codes', undefined, api.token)).status, 403);
    assert.equal((await t.get('/api/v1/auth/recovery-codes', api.token)).status, 403);
    // No token at all: the API's 403 "needs a token".
    const anonymous = await t.post('/api/v1/auth/recovery-codes');
    assert.equal(anonymous.status, 403);
    assert.equal(anonymous.body.code, 403);
  });

  it('bodies that do not fit are 400s', async () => {
    for (const body of [
      {},
      { username: 'a', code: 'b' },
      { username: 'a', code: 'x'.repeat(65), password: 'long enough pw' },
      { username: 'a', code: 'b', password: 'long enough pw', extra: 1 },
    ]) {
      assert.equal((await recover(body)).status, 400, JSON.stringify(body));
    }
  });
});

describe('guessing codes', () => {
  it('counts against the per-username throttle of failed log-ins', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const user = await registerUser(limited);
      const codes = (await limited.post('/api/v1/auth/recovery-codes', { current_password: user.password }, user.token))
        .body.codes as string[];
      for (let i = 0; i < 10; i++) {
        const res = await limited.post('/api/v1/auth/recover', {
          username: user.name,
          code: `aaaa-bbbb-cccc-${String(i).padStart(4, '0')}`,
          password: 'long enough pw',
        });
        assert.equal(res.status, 401);
      }
      // Even the right code is refused now, and it is not used up.
      const blocked = await limited.post('/api/v1/auth/recover', {
        username: user.name,
        code: codes[0],
        password: 'long enough pw',
      });
      assert.equal(blocked.status, 429);
      assert.equal((await limited.get('/api/v1/auth/recovery-codes', user.token)).body.left, 10);
    } finally {
      await limited.close();
    }
  });
});

describe('recovery through the pages', () => {
  it('settings make the codes and show them once; the log-in page leads to the recovery form', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const settings = await page(t, jar, '/settings');
    assert.match(settings.raw, /You have no recovery codes/);
    const refused = await postForm(t, jar, '/settings', '/settings/recovery-codes', { recovery_password: 'wrong one' });
    assert.equal(refused.status, 400);
    assert.match(refused.raw, /id="f-recovery_password-error">That is not your current password: no codes were made\./);
    const made = await postForm(t, jar, '/settings', '/settings/recovery-codes', { recovery_password: user.password });
    assert.equal(made.status, 200);
    const codes = /<textarea id="recovery-codes-text"[^>]*>([^<]+)<\/textarea>/.exec(made.raw)?.[1]?.split('\n');
    assert.equal(codes?.length, 10);
    const again = await page(t, jar, '/settings');
    assert.match(again.raw, /You have 10 unused recovery codes, made on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    assert.ok(!again.raw.includes(codes![0]!), 'shown only once');

    const login = await page(t, new Jar(), '/login');
    assert.match(login.raw, /Forgot your password\? <a href="\/recover">Use a recovery code<\/a>/);

    // A second browser, logged in: it is logged out by the recovery.
    const other = await logIn(t, user);
    const stranger = new Jar();
    const wrong = await postForm(t, stranger, '/recover', '/recover', {
      username: user.name,
      code: 'aaaa-bbbb-cccc-dddd',
      password: 'a brand new password',
    });
    assert.equal(wrong.status, 401);
    assert.match(wrong.raw, /<p class="field-error" id="f-code-error">Wrong username or recovery code/);
    assert.match(wrong.raw, new RegExp(`name="username" type="text" value="${user.name}"`), 'the username is kept');
    assert.match(wrong.raw, /name="code" type="text" value="aaaa-bbbb-cccc-dddd"/, 'the code is kept');

    const short = await postForm(t, stranger, '/recover', '/recover', {
      username: user.name,
      code: codes![1]!,
      password: 'short',
    });
    assert.equal(short.status, 400);
    assert.match(short.raw, /id="f-password-error"/);

    const right = await postForm(t, stranger, '/recover', '/recover', {
      username: user.name,
      code: codes![1]!,
      password: 'a brand new password',
    });
    assert.equal(right.status, 303, right.raw);
    assert.equal(right.headers.location, '/settings?recovered=1');
    const back = await page(t, stranger, '/settings?recovered=1');
    assert.match(back.raw, /Your new password is set, and every other browser is logged out/);
    assert.match(back.raw, /You have 9 unused recovery codes/);
    assert.equal((await page(t, other, '/settings')).status, 303, 'the other browser is logged out');
    assert.equal((await page(t, jar, '/settings')).status, 303, 'and the first one too');
  });

  it('the welcome after sign-up asks for recovery codes', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const welcome = await page(t, jar, '/edit/profile?welcome=1');
    assert.match(welcome.raw, /<a href="\/settings#recovery-heading">make your recovery codes<\/a>/);
  });
});
