/**
 * Every protected route against every kind of caller: no token, malformed header, unknown token,
 * expired token, revoked token, read-only token, API token on session-only routes, another user's token.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, createApiToken, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import type { AuthRule } from '../../src/http/route-registry.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Access = 'read' | 'write' | 'session';
interface Route {
  method: string;
  path: (memberId: string) => string;
  body?: unknown;
  access: Access;
  /** Whether another user's valid token is refused with 403/3004 (the member is not theirs). */
  ownedMember?: boolean;
  /** The route revokes the token that calls it, so it gets a token of its own. */
  consumesToken?: boolean;
}

/** Request bodies that would succeed, so that only the token decides the answer. */
const BODIES: Record<string, unknown> = {
  'PATCH /api/v1/users/@me': { bio: 'changed' },
  'POST /api/v1/members': { name: 'new-member' },
  'PATCH /api/v1/members/:memberRef': { bio: 'changed' },
  'POST /api/v1/auth/tokens': {},
  'POST /api/v1/users/:userRef/reports': { reason: 'a reason' },
  'POST /api/v1/webhooks': { url: 'https://hooks.example.org/in' },
  'POST /api/v1/members/:memberRef/reports': { reason: 'a reason' },
};
const ACCESS: Partial<Record<AuthRule, Access>> = { required: 'read', write: 'write', session: 'session' };

// The matrix is generated from the app's own route table: a new protected route is covered at once.
const probe = await startTestApp();
await probe.app.ready();
const rules = probe.app.routeTable.entries().filter((rule) => rule.method !== 'HEAD');
await probe.close();

const ROUTES: Route[] = [
  ...rules
    .filter((rule) => ACCESS[rule.auth] !== undefined)
    .map((rule) => ({
      method: rule.method,
      path: (memberId: string) =>
        rule.url
          .replace(':id', 'some-id')
          .replace(':memberRef', memberId)
          .replace(':webhookId', webhookId)
          .replace(':audienceId', audienceId)
          .replace(':groupId', groupId),
      body: BODIES[`${rule.method} ${rule.url}`],
      access: ACCESS[rule.auth]!,
      // Reporting someone else's member is what a report is for: it is not a write to the member.
      ownedMember: rule.url.includes(':memberRef') && !rule.url.endsWith('/reports'),
      consumesToken: rule.url.endsWith('/auth/logout'),
    })),
  // Public routes that name the caller through @me need a token too.
  ...rules
    .filter((rule) => rule.auth === 'optional' && rule.url.includes(':userRef'))
    .map((rule) => ({
      method: rule.method,
      path: (memberId: string) =>
        rule.url.replace(':userRef', '@me').replace(':memberRef', memberId).replace(':groupRef', groupId),
      access: 'read' as const,
    })),
];
/** The owner's webhook, named in the webhook routes' paths (set before the routes are called). */
let webhookId = ':webhookId';
/** The owner's audience, named in the audience routes' paths (set before the routes are called). */
let audienceId = ':audienceId';
/** The owner's member group, named in the group routes' paths (set before the routes are called). */
let groupId = ':groupId';
const KEYS = ROUTES.map((route) => `${route.method} ${route.path(':memberRef')}`);

describe('security matrix', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let memberId: string;
  const tokens: Record<string, string> = {};

  before(async () => {
    t = await startTestApp();
    owner = await registerUser(t);
    stranger = await registerUser(t);
    memberId = (await createMember(t, owner)).id;
    webhookId = (await t.post('/api/v1/webhooks', { url: 'https://hooks.example.org/in' }, owner.token)).body.id;
    audienceId = (await t.post('/api/v1/users/@me/audiences', { name: 'Matrix' }, owner.token)).body.id;
    groupId = (await t.post('/api/v1/groups', { name: 'Matrix', members: [memberId] }, owner.token)).body.id;
    tokens.readOnly = (await createApiToken(t, owner, { read_only: true })).token;
    tokens.api = (await createApiToken(t, owner)).token;
    const revoked = await createApiToken(t, owner);
    await t.del(`/api/v1/auth/tokens/${revoked.id}`, owner.token);
    tokens.revoked = revoked.token;
    tokens.expired = (await createApiToken(t, owner, { expires_in: 1 })).token;
    t.clock.advance(1001);
  });
  after(() => t.close());

  const call = (route: Route, header?: string) =>
    t.request(route.method, route.path(memberId), {
      ...(route.body === undefined ? {} : { body: route.body }),
      ...(header === undefined ? {} : { headers: { authorization: header } }),
    });

  it('covers every protected endpoint of the spec and the account routes', () => {
    for (const key of [
      'GET /api/v1/users/@me',
      'PATCH /api/v1/users/@me',
      'DELETE /api/v1/users/@me',
      'POST /api/v1/members',
      'PATCH /api/v1/members/:memberRef',
      'DELETE /api/v1/members/:memberRef',
      'GET /api/v1/users/@me/members',
      'GET /api/v1/users/@me/members/:memberRef',
      'GET /api/v1/auth/tokens',
      'POST /api/v1/auth/tokens',
      'DELETE /api/v1/auth/tokens/some-id',
      'GET /api/v1/auth/invites',
      'POST /api/v1/auth/invites',
      'POST /api/v1/auth/logout',
      'POST /api/v1/users/@me/sid',
      'POST /api/v1/members/:memberRef/sid',
      'GET /api/v1/users/@me/flags',
      'POST /api/v1/users/@me/flags',
      'PATCH /api/v1/users/@me/flags/:flagId',
      'DELETE /api/v1/users/@me/flags/:flagId',
      'DELETE /api/v1/auth/links/:kind',
      'GET /api/v1/auth/links',
      'PATCH /api/v1/auth/links/:kind',
      'GET /api/v1/users/@me/syncs',
      'POST /api/v1/users/@me/syncs/bluesky',
      'PATCH /api/v1/users/@me/syncs/:service',
      'DELETE /api/v1/users/@me/syncs/:service',
      'POST /api/v1/users/@me/syncs/:service/retry',
      'GET /api/v1/users/@me/groups',
      'GET /api/v1/users/@me/groups/:groupId',
      'POST /api/v1/groups',
      'PATCH /api/v1/groups/:groupId',
      'DELETE /api/v1/groups/:groupId',
    ]) {
      assert.ok(KEYS.includes(key), `${key} is in the matrix (have: ${KEYS.join(', ')})`);
    }
  });

  for (const route of ROUTES) {
    const label = `${route.method} ${route.path(':id')}`;
    describe(label, () => {
      it('no token → 403/403; empty header → 403/403', async () => {
        assertApiError(await call(route), 403, 403);
        assertApiError(await call(route, ''), 403, 403);
      });
      it('malformed, unknown, expired and revoked tokens → 401/1003', async () => {
        for (const header of [
          'Bearer',
          'Basic Zm9vOmJhcg==',
          'not a token',
          'nt_' + 'A'.repeat(43),
          tokens.expired!,
          tokens.revoked!,
          `Bearer ${tokens.revoked}`,
        ]) {
          assertApiError(await call(route, header), 401, 1003);
        }
      });
      it(`read-only token → ${route.access === 'read' ? 'allowed' : '403/4002'}`, async () => {
        const token = route.consumesToken
          ? (await createApiToken(t, owner, { read_only: true })).token
          : tokens.readOnly;
        const res = await call(route, token);
        if (route.access === 'read') assert.ok(res.status < 400, `${label}: ${res.status} ${res.raw}`);
        else assertApiError(res, 403, 4002);
      });
      if (route.access === 'session') {
        it('API token → 403/4002', async () => {
          assertApiError(await call(route, tokens.api), 403, 4002);
        });
      }
      if (route.ownedMember) {
        it("another user's token → 403/3004, and the member is unchanged", async () => {
          assertApiError(await call(route, stranger.token), 403, 3004);
          const member = await t.get(`/api/v1/members/${memberId}`);
          assert.equal(member.status, 200);
          assert.equal(member.body.bio, null);
        });
      }
    });
  }

  it("another user's token never reaches the owner's groups", async () => {
    assertApiError(await t.patch(`/api/v1/groups/${groupId}`, { name: 'Taken' }, stranger.token), 404, 404);
    assertApiError(await t.del(`/api/v1/groups/${groupId}`, stranger.token), 404, 404);
    assertApiError(await t.get(`/api/v1/users/@me/groups/${groupId}`, stranger.token), 404, 404);
    const mine = await t.get(`/api/v1/users/${owner.name}/groups/${groupId}`);
    assert.equal(mine.body.name, 'Matrix');
    assert.equal('unlisted' in mine.body, false, 'the public is not told');
  });

  it("another user's token only ever reaches its own data on @me routes", async () => {
    const res = await t.get('/api/v1/users/@me', stranger.token);
    assert.equal(res.body.id, stranger.id);
    assertApiError(await t.get(`/api/v1/users/@me/members/${memberId}`, stranger.token), 404, 3001);
  });

  it('GET /members/{id} shows `unlisted` to the owner only', async () => {
    assert.equal((await t.get(`/api/v1/members/${memberId}`, owner.token)).body.unlisted, false);
    assert.equal((await t.get(`/api/v1/members/${memberId}`, tokens.readOnly)).body.unlisted, false);
    assert.equal('unlisted' in (await t.get(`/api/v1/members/${memberId}`, stranger.token)).body, false);
    assert.equal('unlisted' in (await t.get(`/api/v1/members/${memberId}`)).body, false);
  });

  it("flag IDs of another user's library are refused, and their flags cannot be edited", async () => {
    const { createFlag } = await import('../helpers/factories.js');
    const flag = await createFlag(t, owner);
    assertApiError(await t.patch('/api/v1/users/@me', { flags: [flag.id] }, stranger.token), 400, 400);
    assertApiError(await t.patch(`/api/v1/users/@me/flags/${flag.id}`, { name: 'mine' }, stranger.token), 404, 404);
    assertApiError(await t.del(`/api/v1/users/@me/flags/${flag.id}`, stranger.token), 404, 404);
    assert.deepEqual(
      (await t.get('/api/v1/users/@me/flags', owner.token)).body.map((f: { name: string }) => f.name),
      [flag.name],
    );
  });

  it('public reads need no token and ignore an invalid one', async () => {
    for (const url of [
      `/api/v1/users/${owner.id}`,
      `/api/v1/users/${owner.id}/members`,
      `/api/v1/members/${memberId}`,
      `/api/v1/users/${owner.name}/members/${memberId}`,
      '/api/v1/meta',
      `/@${owner.name}/embed`,
      `/oembed?url=${encodeURIComponent(`http://localhost:80/@${owner.name}`)}`,
      '/pronoundb/api/v2/lookup?platform=discord&ids=1',
    ]) {
      assert.equal((await t.get(url)).status, 200, url);
      assert.equal((await t.get(url, 'nt_garbage')).status, 200, url);
    }
  });
});
