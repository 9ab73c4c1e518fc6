/**
 * Leaving, and coming back (docs/API-NOTES.md, "Leaving, and coming back"): an account its owner deleted reads as not found at
 * once, and for 30 days its password (the API's POST /auth/restore, the log-in page's offer) brings
 * it back whole; an admin's deletion cannot be undone so; after the purge nothing can. The
 * fediverse actor of a deleted account says it is gone, before and after the purge; webhooks hear of
 * the restoring. The settings page states the date and offers the export first.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { purgeDeletedAccounts } from '../../src/modules/accounts/account-service.js';
import { OPERATOR, deleteUserAsAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { assertApiError, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, Jar, logIn, page, postForm } from '../helpers/web-forms.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const credentials = (user: TestUser) => ({ username: user.name, password: user.password });

async function deleted(): Promise<{ user: TestUser; memberId: string }> {
  const user = await registerUser(t);
  await t.patch('/api/v1/users/@me', { bio: 'still mine' }, user.token);
  const member = await createMember(t, user, { name: 'Sky' });
  assert.equal((await t.del('/api/v1/users/@me', user.token)).status, 204);
  assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
  return { user, memberId: member.id };
}

describe('restoring through the API', () => {
  it('the log-in says the account is being deleted and until when, only to its password', async () => {
    const { user } = await deleted();
    const res = await t.post('/api/v1/auth/login', credentials(user));
    assertApiError(res, 401, 1003);
    assert.match(res.body.message, /deleted .* removed for good on \d{4}-\d\d-\d\dT.* POST \/api\/v1\/auth\/restore/);
    const wrong = await t.post('/api/v1/auth/login', { username: user.name, password: 'not the password' });
    assertApiError(wrong, 401, 1003);
    assert.doesNotMatch(wrong.body.message, /deleted|restore/);
  });

  it('POST /auth/restore brings it back whole and logs in; its old tokens stay ended', async () => {
    const { user, memberId } = await deleted();
    const oldApiToken = user.token;
    const res = await t.post('/api/v1/auth/restore', credentials(user));
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.user.id, user.id);
    assert.equal(typeof res.body.token, 'string');
    const read = await t.get(`/api/v1/users/${user.name}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.bio, 'still mine');
    assert.equal((await t.get(`/api/v1/members/${memberId}`)).status, 200);
    assert.equal((await t.get('/api/v1/users/@me', res.body.token)).body.name, user.name);
    assertApiError(await t.get('/api/v1/users/@me', oldApiToken), 401, 1003);
    // Restored once: there is nothing more to restore.
    assertApiError(await t.post('/api/v1/auth/restore', credentials(user)), 401, 1003);
    // /meta counts it again.
    assert.equal((await t.post('/api/v1/auth/login', credentials(user))).status, 200);
  });

  it('refuses a wrong password, a live account, an unknown name and bad bodies alike', async () => {
    const { user } = await deleted();
    assertApiError(
      await t.post('/api/v1/auth/restore', { username: user.name, password: 'wrong password' }),
      401,
      1003,
    );
    const live = await registerUser(t);
    assertApiError(await t.post('/api/v1/auth/restore', credentials(live)), 401, 1003);
    assertApiError(await t.post('/api/v1/auth/restore', { username: 'nobody_here', password: 'whatever1' }), 401, 1003);
    for (const body of [
      {},
      { username: user.name },
      { username: 1, password: 2 },
      { ...credentials(user), extra: 1 },
    ]) {
      assertApiError(await t.post('/api/v1/auth/restore', body), 400, 400);
    }
    assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
  });

  it('an account an admin deleted cannot be restored by its owner', async () => {
    const user = await registerUser(t);
    await t.asOperator((ctx) => deleteUserAsAdmin(ctx, OPERATOR, user.id, { reason: 'spam' }));
    const login = await t.post('/api/v1/auth/login', credentials(user));
    assertApiError(login, 401, 1003);
    assert.doesNotMatch(login.body.message, /restore/);
    assertApiError(await t.post('/api/v1/auth/restore', credentials(user)), 401, 1003);
    assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
  });

  it('after 30 days it cannot be restored, and the purge removes it', async () => {
    const { user } = await deleted();
    t.clock.advance(30 * DAY + 1000);
    assertApiError(await t.post('/api/v1/auth/restore', credentials(user)), 401, 1003);
    assert.doesNotMatch((await t.post('/api/v1/auth/login', credentials(user))).body.message, /restore/);
    assert.ok((await t.asOperator(purgeDeletedAccounts)) >= 1);
    assertApiError(await t.post('/api/v1/auth/restore', credentials(user)), 401, 1003);
  });
});

describe('the fediverse and webhooks see it', () => {
  it('a deleted account’s actor is 410 with a Tombstone, before and after the purge; restored, it is back', async () => {
    const actorOf = (id: string) =>
      t.request('GET', `/ap/users/${id}`, { headers: { accept: 'application/activity+json' } });
    const { user } = await deleted();
    let gone = await actorOf(user.id);
    assert.equal(gone.status, 410, gone.raw);
    assert.equal(gone.body.type, 'Tombstone');
    assert.equal(gone.body.formerType, 'Person');
    assert.match(gone.body.id, new RegExp(`/ap/users/${user.id}$`));
    await t.post('/api/v1/auth/restore', credentials(user));
    assert.equal((await actorOf(user.id)).status, 200);
    // Deleted again and purged: still gone, not unknown.
    const session = (await t.post('/api/v1/auth/login', credentials(user))).body.token;
    await t.del('/api/v1/users/@me', session);
    t.clock.advance(31 * DAY);
    assert.ok((await t.asOperator(purgeDeletedAccounts)) >= 1);
    gone = await actorOf(user.id);
    assert.equal(gone.status, 410, gone.raw);
    assert.equal(gone.body.type, 'Tombstone');
    // An ID no account ever had is unknown.
    assert.equal((await actorOf('0191a000-0000-7000-8000-00000000dead')).status, 404);
  });

  it('a webhook may subscribe to account.restored', async () => {
    const user = await registerUser(t);
    const hook = await t.post(
      '/api/v1/webhooks',
      { url: 'https://hooks.example.org/in', events: ['account.deleted', 'account.restored'] },
      user.token,
    );
    assert.equal(hook.status, 200, hook.raw);
    assert.deepEqual(hook.body.events, ['account.deleted', 'account.restored']);
  });
});

describe('the pages', () => {
  it('the settings page says until when a deletion can be undone and offers the export first', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const settings = await page(t, jar, '/settings');
    assert.match(settings.raw, /Until [A-Z][a-z]+ \d+, \d{4}|Until \d+ [A-Z][a-z]+ \d{4}/);
    assert.match(settings.raw, /<a href="\/settings\/data">download your data<\/a>/);
  });

  it('logging in to a deleted account offers to restore it; the button restores it and logs in', async () => {
    const { user } = await deleted();
    const jar = new Jar();
    const offer = await postForm(t, jar, '/login', '/login', credentials(user));
    assert.equal(offer.status, 200, offer.raw);
    assert.match(offer.raw, /<h1>Restore your account\?<\/h1>/);
    assert.match(offer.raw, /will be removed for good on/);
    const ticket = /name="ticket" value="([^"]+)"/.exec(offer.raw)?.[1];
    assert.ok(ticket);
    const restore = () =>
      t.request('POST', '/login/restore', {
        body: new URLSearchParams({ _csrf: csrfOf(offer.raw), ticket: ticket! }).toString(),
        headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      });
    const done = await restore();
    assert.equal(done.status, 303, done.raw);
    assert.equal(done.headers.location, '/settings?restored=1');
    jar.take(done.headers);
    const settings = await page(t, jar, '/settings?restored=1');
    assert.match(settings.raw, /Welcome back: your account is restored/);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).status, 200);
    // The ticket works once.
    const again = await restore();
    assert.equal(again.status, 400);
    assert.match(again.raw, /expired or was already used/);
  });

  it('a wrong password on a deleted account is the usual wrong-password answer, and offers nothing', async () => {
    const { user } = await deleted();
    const res = await postForm(t, new Jar(), '/login', '/login', { username: user.name, password: 'not it at all' });
    assert.equal(res.status, 401);
    assert.match(res.raw, /Wrong username or password/);
    assert.doesNotMatch(res.raw, /ticket|Restore/);
  });

  it('a ticket not given by a log-in restores nothing', async () => {
    const { user } = await deleted();
    const jar = new Jar();
    const login = await page(t, jar, '/login');
    const res = await t.request('POST', '/login/restore', {
      body: new URLSearchParams({ _csrf: csrfOf(login.raw), ticket: 'made-up' }).toString(),
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 400);
    assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
  });
});
