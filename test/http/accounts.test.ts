/** Accounts, tokens and invites (decisions.md, "Tokens and accounts"). */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { assertApiError, createApiToken, createMember, registerUser, uniqueName } from '../helpers/factories.js';
import { purgeDeletedAccounts } from '../../src/modules/accounts/account-service.js';
import { createOperatorInvite } from '../../src/modules/accounts/invite-service.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('register and login', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('registers with a username and password and answers {token, user: MeUser}', async () => {
    const name = uniqueName('reg');
    const res = await t.post('/api/v1/auth/register', { username: name, password: 'long enough' });
    assert.equal(res.status, 200);
    assert.match(res.body.token, /^nt_[A-Za-z0-9_-]{43}$/);
    assert.equal(res.body.user.name, name);
    assert.equal(res.body.user.is_admin, false);
    assert.equal((await t.get('/api/v1/users/@me', res.body.token)).body.id, res.body.user.id);
  });

  it('checks the username (1006), its uniqueness (1007) and the password length (8–256)', async () => {
    assertApiError(await t.post('/api/v1/auth/register', { username: 'x', password: 'long enough' }), 400, 1006);
    assertApiError(await t.post('/api/v1/auth/register', { username: 'bad name', password: 'long enough' }), 400, 1006);
    const user = await registerUser(t);
    assertApiError(
      await t.post('/api/v1/auth/register', { username: user.name.toUpperCase(), password: 'long enough' }),
      400,
      1007,
    );
    assertApiError(await t.post('/api/v1/auth/register', { username: uniqueName(), password: '1234567' }), 400, 400);
    assert.equal((await t.post('/api/v1/auth/register', { username: uniqueName(), password: '12345678' })).status, 200);
    assert.equal(
      (await t.post('/api/v1/auth/register', { username: uniqueName(), password: 'p'.repeat(256) })).status,
      200,
    );
    assertApiError(
      await t.post('/api/v1/auth/register', { username: uniqueName(), password: 'p'.repeat(257) }),
      400,
      400,
    );
    assertApiError(await t.post('/api/v1/auth/register', { username: uniqueName() }), 400, 400);
    assertApiError(
      await t.post('/api/v1/auth/register', { username: uniqueName(), password: 'long enough', admin: true }),
      400,
      400,
    );
  });

  it('ignores the invite when invites are not required', async () => {
    assert.equal(
      (await t.post('/api/v1/auth/register', { username: uniqueName(), password: 'long enough', invite: 'whatever' }))
        .status,
      200,
    );
  });

  it('logs in with the right password (username case-insensitive) and refuses a wrong one with 401/1003', async () => {
    const user = await registerUser(t);
    const res = await t.post('/api/v1/auth/login', { username: user.name.toUpperCase(), password: user.password });
    assert.equal(res.status, 200);
    assert.notEqual(res.body.token, user.token);
    assert.equal(res.body.user.id, user.id);
    assert.equal((await t.get('/api/v1/users/@me', res.body.token)).status, 200);
    assertApiError(await t.post('/api/v1/auth/login', { username: user.name, password: 'wrong password' }), 401, 1003);
    assertApiError(await t.post('/api/v1/auth/login', { username: 'no-such-user', password: 'whatever1' }), 401, 1003);
  });

  it('expires session tokens after 90 days', async () => {
    const user = await registerUser(t);
    t.clock.advance(89 * DAY);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 200);
    t.clock.advance(2 * DAY);
    assertApiError(await t.get('/api/v1/users/@me', user.token), 401, 1003);
  });

  it('logs out: the token used is revoked', async () => {
    const user = await registerUser(t);
    assert.equal((await t.post('/api/v1/auth/logout', undefined, user.token)).status, 204);
    assertApiError(await t.get('/api/v1/users/@me', user.token), 401, 1003);
  });
});

describe('API tokens', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('creates a token with defaults from an empty body', async () => {
    const user = await registerUser(t);
    const res = await t.request('POST', '/api/v1/auth/tokens', { token: user.token });
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['created_at', 'expires_at', 'id', 'name', 'read_only', 'token']);
    assert.equal(res.body.read_only, false);
    assert.equal(res.body.expires_at, null);
    assert.equal(res.body.name, null);
    assert.ok(!Number.isNaN(Date.parse(res.body.created_at)));
    const me = await t.patch('/api/v1/users/@me', { bio: 'written with an API token' }, res.body.token);
    assert.equal(me.status, 200);
  });

  it('creates named, read-only, expiring tokens and lists them without secrets', async () => {
    const user = await registerUser(t);
    const res = await t.post('/api/v1/auth/tokens', { name: 'bot', read_only: true, expires_in: 3600 }, user.token);
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'bot');
    assert.equal(res.body.read_only, true);
    assert.equal(Date.parse(res.body.expires_at) - Date.parse(res.body.created_at), 3600 * 1000);
    const list = await t.get('/api/v1/auth/tokens', user.token);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body, [
      {
        id: res.body.id,
        name: 'bot',
        read_only: true,
        created_at: res.body.created_at,
        expires_at: res.body.expires_at,
      },
    ]);
    assert.equal(list.raw.includes(res.body.token), false);
  });

  it('lets a read-only token read but not write (403/4002)', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user);
    const { token } = await createApiToken(t, user, { read_only: true });
    assert.equal((await t.get('/api/v1/users/@me', token)).status, 200);
    assert.equal((await t.get('/api/v1/users/@me/members', token)).status, 200);
    assertApiError(await t.patch('/api/v1/users/@me', { bio: 'x' }, token), 403, 4002);
    assertApiError(await t.post('/api/v1/members', { name: 'x' }, token), 403, 4002);
    assertApiError(await t.patch(`/api/v1/members/${member.id}`, { bio: 'x' }, token), 403, 4002);
    assertApiError(await t.del(`/api/v1/members/${member.id}`, token), 403, 4002);
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).body.bio, null);
  });

  it('expires a token after expires_in seconds', async () => {
    const user = await registerUser(t);
    const { token } = await createApiToken(t, user, { expires_in: 60 });
    assert.equal((await t.get('/api/v1/users/@me', token)).status, 200);
    t.clock.advance(60_001);
    assertApiError(await t.get('/api/v1/users/@me', token), 401, 1003);
  });

  it('checks expires_in and name', async () => {
    const user = await registerUser(t);
    for (const body of [
      { expires_in: 0 },
      { expires_in: -5 },
      { expires_in: 1.5 },
      { expires_in: '60' },
      { name: 'n'.repeat(101) },
      { read_only: 'yes' },
      { scope: 'all' },
    ]) {
      assertApiError(await t.post('/api/v1/auth/tokens', body, user.token), 400, 400);
    }
  });

  it('revokes a token (204), after which it is refused (401) and gone from the list', async () => {
    const user = await registerUser(t);
    const { id, token } = await createApiToken(t, user);
    assert.equal((await t.del(`/api/v1/auth/tokens/${id}`, user.token)).status, 204);
    assertApiError(await t.get('/api/v1/users/@me', token), 401, 1003);
    assert.deepEqual((await t.get('/api/v1/auth/tokens', user.token)).body, []);
    assertApiError(await t.del(`/api/v1/auth/tokens/${id}`, user.token), 404, 404);
  });

  it("cannot revoke another user's token", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const { id, token } = await createApiToken(t, other);
    assertApiError(await t.del(`/api/v1/auth/tokens/${id}`, user.token), 404, 404);
    assert.equal((await t.get('/api/v1/users/@me', token)).status, 200);
  });

  it('needs a session token to manage tokens and invites (an API token gets 403/4002)', async () => {
    const user = await registerUser(t);
    const { id, token } = await createApiToken(t, user);
    assertApiError(await t.get('/api/v1/auth/tokens', token), 403, 4002);
    assertApiError(await t.post('/api/v1/auth/tokens', {}, token), 403, 4002);
    assertApiError(await t.del(`/api/v1/auth/tokens/${id}`, token), 403, 4002);
    assertApiError(await t.get('/api/v1/auth/invites', token), 403, 4002);
    assertApiError(await t.post('/api/v1/auth/invites', undefined, token), 403, 4002);
    assertApiError(await t.del('/api/v1/users/@me', token), 403, 4002);
  });
});

describe('invites', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ REQUIRE_INVITE: 'true', INVITE_LIMIT: '2' });
  });
  after(() => t.close());

  /** On an invite-only instance the first accounts come from operator invites (what the CLI makes). */
  async function inviter() {
    const code = await t.asOperator(createOperatorInvite);
    const name = uniqueName('inviter');
    const res = await t.post('/api/v1/auth/register', { username: name, password: 'long enough', invite: code });
    assert.equal(res.status, 200, res.raw);
    return { token: res.body.token as string, id: res.body.user.id as string };
  }

  it('requires a valid, unused invite to register (403/1004 otherwise)', async () => {
    const user = await inviter();
    assertApiError(
      await t.post('/api/v1/auth/register', { username: uniqueName(), password: 'long enough' }),
      403,
      1004,
    );
    assertApiError(
      await t.post('/api/v1/auth/register', { username: uniqueName(), password: 'long enough', invite: 'made-up' }),
      403,
      1004,
    );
    const invite = await t.post('/api/v1/auth/invites', undefined, user.token);
    assert.equal(invite.status, 200);
    assert.equal(invite.body.used, false);
    const name = uniqueName('invited');
    assert.equal(
      (await t.post('/api/v1/auth/register', { username: name, password: 'long enough', invite: invite.body.code }))
        .status,
      200,
    );
    assertApiError(
      await t.post('/api/v1/auth/register', {
        username: uniqueName(),
        password: 'long enough',
        invite: invite.body.code,
      }),
      403,
      1004,
    );
    assertApiError(await t.get(`/api/v1/users/${name}x`), 404, 2001);
    const list = await t.get('/api/v1/auth/invites', user.token);
    assert.equal(list.body.length, 1);
    assert.equal(list.body[0].used, true);
    assert.ok(list.body[0].used_at);
  });

  it('does not spend an invite on a registration that fails', async () => {
    const user = await inviter();
    const invite = (await t.post('/api/v1/auth/invites', undefined, user.token)).body;
    const taken = await registerWith(invite.code, (await t.get('/api/v1/users/@me', user.token)).body.name);
    assertApiError(taken, 400, 1007);
    assert.equal((await registerWith(invite.code, uniqueName())).status, 200);
  });

  async function registerWith(invite: string, username: string) {
    return t.post('/api/v1/auth/register', { username, password: 'long enough', invite });
  }

  it('limits invites per user to INVITE_LIMIT, used or not (403/1009), and reports it as max_invites', async () => {
    const user = await inviter();
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.max_invites, 2);
    assert.equal((await t.post('/api/v1/auth/invites', undefined, user.token)).status, 200);
    assert.equal((await t.post('/api/v1/auth/invites', undefined, user.token)).status, 200);
    assertApiError(await t.post('/api/v1/auth/invites', undefined, user.token), 403, 1009);
    assert.equal((await t.get('/api/v1/auth/invites', user.token)).body.length, 2);
  });

  it('stores invite codes only as hashes: the code is shown once, at creation', async () => {
    const user = await inviter();
    const created = await t.post('/api/v1/auth/invites', undefined, user.token);
    assert.equal(created.status, 200);
    const code: string = created.body.code;
    assert.match(code, /^[A-Za-z0-9_-]{16,}$/);
    const listed = (await t.get('/api/v1/auth/invites', user.token)).body;
    assert.equal(listed.length, 1);
    assert.equal(listed[0].id, created.body.id);
    assert.equal('code' in listed[0], false, 'a listed invite does not show its code');
    await t.asOperator(async (ctx) => {
      const rows = await ctx.db.selectFrom('invites').select('code').execute();
      assert.ok(rows.length > 0);
      for (const row of rows) assert.equal(row.code.includes(code), false, 'the code itself is nowhere in the table');
      assert.ok(rows.some((row) => row.code === createHash('sha256').update(code).digest('hex')));
    });
    assert.equal((await registerWith(code, uniqueName())).status, 200, 'the code still works');
  });

  it('reports require_invite in meta', async () => {
    assert.equal((await t.get('/api/v1/meta')).body.require_invite, true);
  });
});

describe('DELETE /users/@me', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('soft-deletes: the user, their members and their tokens are gone at once', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user);
    const { token } = await createApiToken(t, user);
    const res = await t.del('/api/v1/users/@me', user.token);
    assert.equal(res.status, 204);
    assert.equal(res.raw, '');
    assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
    assertApiError(await t.get(`/api/v1/members/${member.id}`), 404, 3001);
    assertApiError(await t.get(`/api/v1/users/${user.name}/members/${member.id}`), 404, 2001);
    assertApiError(await t.get('/api/v1/users/@me', user.token), 401, 1003);
    assertApiError(await t.get('/api/v1/users/@me', token), 401, 1003);
    assertApiError(await t.post('/api/v1/auth/login', { username: user.name, password: user.password }), 401, 1003);
  });

  it('keeps the username reserved until the purge, which comes after 30 days', async () => {
    const user = await registerUser(t);
    await t.del('/api/v1/users/@me', user.token);
    assertApiError(await t.post('/api/v1/auth/register', { username: user.name, password: 'long enough' }), 400, 1007);

    t.clock.advance(29 * DAY);
    await t.asOperator(purgeDeletedAccounts);
    assertApiError(await t.post('/api/v1/auth/register', { username: user.name, password: 'long enough' }), 400, 1007);
    t.clock.advance(2 * DAY);
    assert.ok((await t.asOperator(purgeDeletedAccounts)) >= 1);
    const again = await t.post('/api/v1/auth/register', { username: user.name, password: 'long enough' });
    assert.equal(again.status, 200);
    assert.notEqual(again.body.user.id, user.id);
    assertApiError(await t.get(`/api/v1/users/${user.id}`), 404, 2001);
  });
});

describe('secrets at rest', () => {
  it('stores tokens only as SHA-256 hashes and passwords only as argon2id hashes', async () => {
    const { createHash } = await import('node:crypto');
    const t = await startTestApp();
    try {
      const user = await registerUser(t);
      const api = await createApiToken(t, user);
      const { tokens, users } = await t.asOperator(async (ctx) => ({
        tokens: await ctx.db.selectFrom('tokens').selectAll().execute(),
        users: await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).execute(),
      }));
      const everything = JSON.stringify([tokens, users]);
      for (const secret of [user.token, api.token]) {
        assert.equal(everything.includes(secret), false, 'no secret stored in plain text');
        assert.ok(tokens.some((row) => row.token_hash === createHash('sha256').update(secret).digest('hex')));
      }
      assert.match(users[0]!.password_hash!, /^\$argon2id\$/);
      assert.equal(everything.includes(user.password), false);
    } finally {
      await t.close();
    }
  });
});
