/**
 * Where a person is signed in (settings): each session with the browser it was started in and when,
 * ending one of them, and "log out everywhere" — which ends every session of the account and no API
 * token, and only the account's own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiToken, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, Jar, page } from '../helpers/web-forms.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

/** Logs in from a browser that says `userAgent`; the jar holds its session. */
async function logInAs(user: TestUser, userAgent: string): Promise<Jar> {
  const jar = new Jar();
  const form = await page(t, jar, '/login');
  const res = await t.request('POST', '/login', {
    body: new URLSearchParams({ _csrf: csrfOf(form.raw), username: user.name, password: user.password }).toString(),
    headers: {
      ...HTML,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
    },
  });
  assert.equal(res.status, 303, res.raw);
  jar.take(res.headers);
  return jar;
}

async function post(jar: Jar, action: string) {
  const settings = await page(t, jar, '/settings');
  const res = await t.request('POST', action, {
    body: new URLSearchParams({ _csrf: csrfOf(settings.raw) }).toString(),
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  jar.take(res.headers);
  return res;
}

const signedIn = async (jar: Jar) => (await page(t, jar, '/settings')).status === 200;

describe('sessions in settings', () => {
  it('lists each session with its browser and marks this one; API log-ins are named too', async () => {
    const user = await registerUser(t);
    const firefox = await logInAs(user, FIREFOX_WINDOWS);
    await logInAs(user, CHROME_LINUX);
    const api = await t.request('POST', '/api/v1/auth/login', {
      body: { username: user.name, password: user.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      },
    });
    assert.equal(api.status, 200);
    const settings = (await page(t, firefox, '/settings')).raw;
    assert.match(settings, /Where you are signed in/);
    assert.match(settings, /Firefox on Windows<span class="badge">this browser<\/span>/);
    assert.match(settings, /Chrome on Linux/);
    assert.match(settings, /Safari on macOS/);
    // The registration's own session (made without a browser name) is listed as such.
    assert.match(settings, /A browser that did not say which/);
    assert.doesNotMatch(settings, /Mozilla\/5\.0/, 'the User-Agent itself is never shown');
  });

  it('ends one other session; the one ended can no longer sign in, the rest can', async () => {
    const user = await registerUser(t);
    const firefox = await logInAs(user, FIREFOX_WINDOWS);
    const chrome = await logInAs(user, CHROME_LINUX);
    const settings = (await page(t, firefox, '/settings')).raw;
    const chromeSession = /action="\/settings\/sessions\/([^/"]+)\/end"[^]*?aria-label="Log out Chrome on Linux/.exec(
      settings,
    )?.[1];
    assert.ok(chromeSession);
    const res = await post(firefox, `/settings/sessions/${chromeSession}/end`);
    assert.equal(res.status, 200);
    assert.match(res.raw, /That browser is logged out/);
    assert.equal(await signedIn(chrome), false);
    assert.equal(await signedIn(firefox), true);
    // Ending it again, or a session of another account, changes nothing and says so.
    assert.equal((await post(firefox, `/settings/sessions/${chromeSession}/end`)).status, 404);
    const other = await registerUser(t);
    const otherJar = await logInAs(other, CHROME_LINUX);
    const otherSession = /action="\/settings\/sessions\/([^/"]+)\/end"/.exec(
      (await page(t, await logInAs(other, FIREFOX_WINDOWS), '/settings')).raw,
    )?.[1];
    assert.ok(otherSession);
    assert.equal((await post(firefox, `/settings/sessions/${otherSession}/end`)).status, 404);
    assert.equal(await signedIn(otherJar), true);
  });

  it('log out everywhere ends every session of the account, this one too, and no API token', async () => {
    const user = await registerUser(t);
    const { token } = await createApiToken(t, user, { name: 'bot' });
    const firefox = await logInAs(user, FIREFOX_WINDOWS);
    const chrome = await logInAs(user, CHROME_LINUX);
    const other = await registerUser(t);
    const otherJar = await logInAs(other, CHROME_LINUX);
    const res = await post(firefox, '/settings/sessions/end-all');
    assert.equal(res.status, 303);
    assert.equal(res.headers.location, '/login?ended=all');
    assert.match((await page(t, new Jar(), '/login?ended=all')).raw, /You are logged out everywhere/);
    assert.equal(await signedIn(firefox), false);
    assert.equal(await signedIn(chrome), false);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 401, 'the sign-up session ended too');
    assert.equal((await t.get('/api/v1/users/@me', token)).status, 200, 'API tokens keep working');
    assert.equal(await signedIn(otherJar), true, "another account's sessions are untouched");
  });

  it('the forms need the CSRF token', async () => {
    const user = await registerUser(t);
    const jar = await logInAs(user, FIREFOX_WINDOWS);
    const res = await t.request('POST', '/settings/sessions/end-all', {
      body: '',
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 403);
    assert.equal(await signedIn(jar), true);
  });
});
