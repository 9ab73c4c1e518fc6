/**
 * Every operation of the OpenAPI document, called for real — its happy path and the error rows it
 * documents — and every answer checked against the schema the document gives for that status. The
 * test fails when the document gains an operation this table does not call, so it cannot drift.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createApiToken, createFlag, createMember, registerUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { FakePronounsCc } from '../helpers/fake-pronouns-cc.js';
import { Secret, TOTP } from 'otpauth';
import { confirmTotpSetup, startTotpSetup } from '../../src/modules/accounts/two-factor-service.js';
import { findTotp } from '../../src/modules/accounts/two-factor-store.js';

interface Call {
  operationId: string;
  method: string;
  url: string;
  token?: string;
  body?: unknown;
  status: number;
}

describe('every documented operation answers as documented', () => {
  let t: TestApp;
  let doc: any;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  let service: FakePronounsCc;

  before(async () => {
    t = await startTestApp({ REQUIRE_INVITE: 'false', IMPORT_ALLOW_INSECURE: 'true' });
    service = await new FakePronounsCc().start();
    doc = (await t.get('/api/v1/openapi.json')).body;
  });
  after(async () => {
    await service.close();
    await t.close();
  });

  it('happy paths and error rows, validated against the response schemas', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const readOnly = await createApiToken(t, owner, { read_only: true });
    const member = await createMember(t, owner, { name: 'contract member' });
    const othersMember = await createMember(t, other, { name: 'not yours' });
    const flag = await createFlag(t, owner);
    const flagImage = (await striped('png', 30, 20)).toString('base64');
    const doomed = await registerUser(t);
    const doomedMember = await createMember(t, owner, { name: 'to delete' });
    const apiToken = await createApiToken(t, owner);
    const session = owner.token;
    // Moderation: an admin, a reported user with an open report, a warned user with an unread warning.
    const admin = await registerUser(t);
    await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
    const suspect = await registerUser(t);
    const banned = await registerUser(t);
    await t.post(`/api/v1/users/${suspect.name}/reports`, { reason: 'setup' }, other.token);
    const reportId = (await t.get('/api/v1/admin/reports', admin.token)).body.reports[0].id as string;
    await t.post(`/api/v1/admin/users/${banned.name}/warn`, { reason: 'be nice' }, admin.token);
    const warningId = (await t.get('/api/v1/auth/warnings', banned.token)).body[0].id as string;
    const noSuchId = '0191a000-0000-7000-8000-000000000000';
    const hook = (await t.post('/api/v1/webhooks', { url: 'https://hooks.example.org/in' }, session)).body as {
      id: string;
    };
    const rescued = await registerUser(t);
    // An account its owner deleted, to be restored.
    const leaver = await registerUser(t);
    assert.equal((await t.del('/api/v1/users/@me', leaver.token)).status, 204);
    const rescueCodes = (
      await t.post('/api/v1/auth/recovery-codes', { current_password: rescued.password }, rescued.token)
    ).body.codes as string[];
    // An account with two-factor log-in on (an authenticator app), and the tickets of its password step.
    const guarded = await registerUser(t);
    const guardedCodes = (
      await t.post('/api/v1/auth/recovery-codes', { current_password: guarded.password }, guarded.token)
    ).body.codes as string[];
    await t.asOperator(async (ctx) => {
      await startTotpSetup(ctx, guarded.id);
      const secret = Secret.fromBase32((await findTotp(ctx.db, guarded.id))!.secret);
      await confirmTotpSetup(ctx, guarded.id, new TOTP({ secret }).generate({ timestamp: ctx.clock.now() }));
    });
    const ticketOf = async () =>
      /ticket=([^;]+)/.exec(
        (await t.post('/api/v1/auth/login', { username: guarded.name, password: guarded.password })).body.details,
      )![1]!;
    const guardedTicket = await ticketOf();

    // Audiences: one to rename and link, one to delete; links to set, rotate, revoke and open.
    const audienceOf = async (name: string) =>
      (await t.post('/api/v1/users/@me/audiences', { name }, session)).body.id as string;
    const friends = await audienceOf('Friends');
    const doomedAudience = await audienceOf('Doomed');
    const linkOf = async () =>
      (await t.post(`/api/v1/users/@me/audiences/${friends}/links`, {}, session)).body as {
        id: string;
        secret: string;
      };
    const [kept, toRotate, toRevoke] = [await linkOf(), await linkOf(), await linkOf()];
    // Member groups: one to read and change, one to delete; a private list to refuse.
    const groupOf = async (name: string) =>
      (await t.post('/api/v1/groups', { name, members: [member.id] }, session)).body.id as string;
    const trees = await groupOf('Trees');
    const doomedGroup = await groupOf('Doomed group');
    const hider = await registerUser(t);
    await t.patch('/api/v1/users/@me', { list_private: true }, hider.token);

    const calls: Call[] = [
      { operationId: 'getUser', method: 'GET', url: `/api/v1/users/${owner.name}`, status: 200 },
      { operationId: 'getUser', method: 'GET', url: '/api/v1/users/nobody_at_all', status: 404 },
      { operationId: 'getMe', method: 'GET', url: '/api/v1/users/@me', token: session, status: 200 },
      { operationId: 'getMe', method: 'GET', url: '/api/v1/users/@me', status: 403 },
      { operationId: 'getMe', method: 'GET', url: '/api/v1/users/@me', token: 'not-a-token', status: 401 },
      {
        operationId: 'updateMe',
        method: 'PATCH',
        url: '/api/v1/users/@me',
        token: session,
        body: { bio: 'hi' },
        status: 200,
      },
      {
        operationId: 'updateMe',
        method: 'PATCH',
        url: '/api/v1/users/@me',
        token: session,
        body: { name: '..' },
        status: 400,
      },
      {
        operationId: 'updateMe',
        method: 'PATCH',
        url: '/api/v1/users/@me',
        token: readOnly.token,
        body: { bio: 'x' },
        status: 403,
      },
      {
        operationId: 'updateMe',
        method: 'PATCH',
        url: '/api/v1/users/@me',
        token: session,
        body: { bio: 'x'.repeat(2_200_000) },
        status: 413,
      },
      { operationId: 'rerollMySid', method: 'POST', url: '/api/v1/users/@me/sid', token: session, status: 200 },
      { operationId: 'rerollMySid', method: 'POST', url: '/api/v1/users/@me/sid', token: session, status: 400 },
      { operationId: 'getUsers', method: 'GET', url: `/api/v1/users?refs=${owner.name},${other.id}`, status: 200 },
      { operationId: 'getUsers', method: 'GET', url: '/api/v1/users?refs=', status: 400 },
      { operationId: 'listUserMembers', method: 'GET', url: `/api/v1/users/${owner.name}/members`, status: 200 },
      { operationId: 'listUserMembers', method: 'GET', url: '/api/v1/users/nobody_at_all/members', status: 404 },
      {
        operationId: 'getUserMember',
        method: 'GET',
        url: `/api/v1/users/${owner.name}/members/${member.id}`,
        status: 200,
      },
      { operationId: 'getUserMember', method: 'GET', url: `/api/v1/users/${owner.name}/members/none`, status: 404 },
      {
        operationId: 'createMember',
        method: 'POST',
        url: '/api/v1/members',
        token: session,
        body: { name: 'new one' },
        status: 200,
      },
      {
        operationId: 'createMember',
        method: 'POST',
        url: '/api/v1/members',
        token: session,
        body: { name: 'new one' },
        status: 400,
      },
      { operationId: 'getMember', method: 'GET', url: `/api/v1/members/${member.id}`, status: 200 },
      {
        operationId: 'getMember',
        method: 'GET',
        url: '/api/v1/members/00000000-0000-0000-0000-000000000000',
        status: 404,
      },
      { operationId: 'getMembers', method: 'GET', url: `/api/v1/members?refs=${member.id}`, status: 200 },
      { operationId: 'getMembers', method: 'GET', url: '/api/v1/members', status: 400 },
      {
        operationId: 'updateMember',
        method: 'PATCH',
        url: `/api/v1/members/${member.id}`,
        token: session,
        body: { bio: 'm' },
        status: 200,
      },
      {
        operationId: 'updateMember',
        method: 'PATCH',
        url: `/api/v1/members/${othersMember.id}`,
        token: session,
        body: { bio: 'm' },
        status: 403,
      },
      {
        operationId: 'rerollMemberSid',
        method: 'POST',
        url: `/api/v1/members/${member.id}/sid`,
        token: session,
        status: 200,
      },
      {
        operationId: 'rerollMemberSid',
        method: 'POST',
        url: `/api/v1/members/${member.id}/sid`,
        token: session,
        status: 400,
      },
      {
        operationId: 'deleteMember',
        method: 'DELETE',
        url: `/api/v1/members/${doomedMember.id}`,
        token: session,
        status: 204,
      },
      {
        operationId: 'deleteMember',
        method: 'DELETE',
        url: `/api/v1/members/${doomedMember.id}`,
        token: session,
        status: 404,
      },
      { operationId: 'getMeta', method: 'GET', url: '/api/v1/meta', status: 200 },
      { operationId: 'listSharedGroups', method: 'GET', url: `/api/v1/shared/${kept.secret}/groups`, status: 200 },
      { operationId: 'listSharedGroups', method: 'GET', url: '/api/v1/shared/nothing-here/groups', status: 404 },
      {
        operationId: 'getSharedGroup',
        method: 'GET',
        url: `/api/v1/shared/${kept.secret}/groups/Trees`,
        status: 200,
      },
      { operationId: 'getSharedGroup', method: 'GET', url: `/api/v1/shared/${kept.secret}/groups/none`, status: 404 },
      { operationId: 'listUserGroups', method: 'GET', url: `/api/v1/users/${owner.name}/groups`, status: 200 },
      { operationId: 'listUserGroups', method: 'GET', url: '/api/v1/users/@me/groups', token: session, status: 200 },
      { operationId: 'listUserGroups', method: 'GET', url: '/api/v1/users/@me/groups', token: 'nope', status: 401 },
      { operationId: 'listUserGroups', method: 'GET', url: `/api/v1/users/${hider.name}/groups`, status: 403 },
      { operationId: 'listUserGroups', method: 'GET', url: '/api/v1/users/no-such-user-here/groups', status: 404 },
      { operationId: 'getUserGroup', method: 'GET', url: `/api/v1/users/${owner.name}/groups/Trees`, status: 200 },
      {
        operationId: 'getUserGroup',
        method: 'GET',
        url: `/api/v1/users/@me/groups/${trees}`,
        token: session,
        status: 200,
      },
      {
        operationId: 'getUserGroup',
        method: 'GET',
        url: '/api/v1/users/@me/groups/Trees',
        token: 'nope',
        status: 401,
      },
      { operationId: 'getUserGroup', method: 'GET', url: `/api/v1/users/${hider.name}/groups/x`, status: 403 },
      { operationId: 'getUserGroup', method: 'GET', url: `/api/v1/users/${owner.name}/groups/none`, status: 404 },
      {
        operationId: 'createGroup',
        method: 'POST',
        url: '/api/v1/groups',
        token: session,
        body: { name: 'Rocks', icon: '🪨', color: '#777777', members: [member.id] },
        status: 200,
      },
      {
        operationId: 'createGroup',
        method: 'POST',
        url: '/api/v1/groups',
        token: session,
        body: { name: 'Bad', color: 'grey' },
        status: 400,
      },
      {
        operationId: 'createGroup',
        method: 'POST',
        url: '/api/v1/groups',
        token: 'nope',
        body: { name: 'x' },
        status: 401,
      },
      {
        operationId: 'createGroup',
        method: 'POST',
        url: '/api/v1/groups',
        token: readOnly.token,
        body: { name: 'x' },
        status: 403,
      },
      {
        operationId: 'updateGroup',
        method: 'PATCH',
        url: `/api/v1/groups/${trees}`,
        token: session,
        body: { description: 'Tall', position: 0 },
        status: 200,
      },
      {
        operationId: 'updateGroup',
        method: 'PATCH',
        url: `/api/v1/groups/${trees}`,
        token: session,
        body: { members: [othersMember.id] },
        status: 400,
      },
      {
        operationId: 'updateGroup',
        method: 'PATCH',
        url: `/api/v1/groups/${trees}`,
        token: 'nope',
        body: { name: 'x' },
        status: 401,
      },
      {
        operationId: 'updateGroup',
        method: 'PATCH',
        url: `/api/v1/groups/${trees}`,
        token: readOnly.token,
        body: { name: 'x' },
        status: 403,
      },
      {
        operationId: 'updateGroup',
        method: 'PATCH',
        url: `/api/v1/groups/${noSuchId}`,
        token: session,
        body: { name: 'x' },
        status: 404,
      },
      {
        operationId: 'deleteGroup',
        method: 'DELETE',
        url: `/api/v1/groups/${doomedGroup}`,
        token: session,
        status: 204,
      },
      {
        operationId: 'deleteGroup',
        method: 'DELETE',
        url: `/api/v1/groups/${doomedGroup}`,
        token: 'nope',
        status: 401,
      },
      {
        operationId: 'deleteGroup',
        method: 'DELETE',
        url: `/api/v1/groups/${trees}`,
        token: readOnly.token,
        status: 403,
      },
      {
        operationId: 'deleteGroup',
        method: 'DELETE',
        url: `/api/v1/groups/${doomedGroup}`,
        token: session,
        status: 404,
      },
      { operationId: 'listAudiences', method: 'GET', url: '/api/v1/users/@me/audiences', token: session, status: 200 },
      { operationId: 'listAudiences', method: 'GET', url: '/api/v1/users/@me/audiences', status: 403 },
      {
        operationId: 'createAudience',
        method: 'POST',
        url: '/api/v1/users/@me/audiences',
        token: session,
        body: { name: 'Work' },
        status: 200,
      },
      {
        operationId: 'createAudience',
        method: 'POST',
        url: '/api/v1/users/@me/audiences',
        token: session,
        body: { name: ' ' },
        status: 400,
      },
      {
        operationId: 'createAudience',
        method: 'POST',
        url: '/api/v1/users/@me/audiences',
        token: 'not-a-token',
        body: { name: 'Nope' },
        status: 401,
      },
      {
        operationId: 'renameAudience',
        method: 'PATCH',
        url: `/api/v1/users/@me/audiences/${friends}`,
        token: session,
        body: { name: 'Close friends' },
        status: 200,
      },
      {
        operationId: 'renameAudience',
        method: 'PATCH',
        url: `/api/v1/users/@me/audiences/${noSuchId}`,
        token: session,
        body: { name: 'x' },
        status: 404,
      },
      {
        operationId: 'deleteAudience',
        method: 'DELETE',
        url: `/api/v1/users/@me/audiences/${doomedAudience}`,
        token: session,
        status: 204,
      },
      {
        operationId: 'deleteAudience',
        method: 'DELETE',
        url: `/api/v1/users/@me/audiences/${doomedAudience}`,
        token: session,
        status: 404,
      },
      {
        operationId: 'createShareLink',
        method: 'POST',
        url: `/api/v1/users/@me/audiences/${friends}/links`,
        token: session,
        body: { expires_at: '2999-01-01T00:00:00Z' },
        status: 200,
      },
      {
        operationId: 'createShareLink',
        method: 'POST',
        url: `/api/v1/users/@me/audiences/${friends}/links`,
        token: session,
        body: { expires_at: 'someday' },
        status: 400,
      },
      {
        operationId: 'createShareLink',
        method: 'POST',
        url: `/api/v1/users/@me/audiences/${noSuchId}/links`,
        token: session,
        body: {},
        status: 404,
      },
      {
        operationId: 'setShareLinkExpiry',
        method: 'PATCH',
        url: `/api/v1/users/@me/links/${kept.id}`,
        token: session,
        body: { expires_at: null },
        status: 200,
      },
      {
        operationId: 'setShareLinkExpiry',
        method: 'PATCH',
        url: `/api/v1/users/@me/links/${noSuchId}`,
        token: session,
        body: { expires_at: null },
        status: 404,
      },
      {
        operationId: 'rotateShareLink',
        method: 'POST',
        url: `/api/v1/users/@me/links/${toRotate.id}/rotate`,
        token: session,
        status: 200,
      },
      {
        operationId: 'rotateShareLink',
        method: 'POST',
        url: `/api/v1/users/@me/links/${noSuchId}/rotate`,
        token: session,
        status: 404,
      },
      {
        operationId: 'revokeShareLink',
        method: 'DELETE',
        url: `/api/v1/users/@me/links/${toRevoke.id}`,
        token: session,
        status: 200,
      },
      {
        operationId: 'revokeShareLink',
        method: 'DELETE',
        url: `/api/v1/users/@me/links/${noSuchId}`,
        token: readOnly.token,
        status: 403,
      },
      {
        operationId: 'previewAudience',
        method: 'GET',
        url: `/api/v1/users/@me/audiences/${friends}/view`,
        token: session,
        status: 200,
      },
      {
        operationId: 'previewAudience',
        method: 'GET',
        url: `/api/v1/users/@me/audiences/${friends}/view`,
        token: other.token,
        status: 404,
      },
      { operationId: 'getSharedView', method: 'GET', url: `/api/v1/shared/${kept.secret}`, status: 200 },
      { operationId: 'getSharedView', method: 'GET', url: `/api/v1/shared/${toRevoke.secret}`, status: 404 },
      {
        operationId: 'getSharedMember',
        method: 'GET',
        url: `/api/v1/shared/${kept.secret}/members/${member.id}`,
        status: 200,
      },
      {
        operationId: 'getSharedMember',
        method: 'GET',
        url: `/api/v1/shared/${kept.secret}/members/nobody`,
        status: 404,
      },
      {
        operationId: 'getSharedMember',
        method: 'GET',
        url: `/api/v1/shared/${toRevoke.secret}/members/${member.id}`,
        status: 404,
      },
      { operationId: 'listFlags', method: 'GET', url: '/api/v1/users/@me/flags', token: session, status: 200 },
      {
        operationId: 'createFlag',
        method: 'POST',
        url: '/api/v1/users/@me/flags',
        token: session,
        body: { flag: flagImage, name: 'Flag' },
        status: 200,
      },
      {
        operationId: 'createFlag',
        method: 'POST',
        url: '/api/v1/users/@me/flags',
        token: session,
        body: { flag: 'nope', name: 'Flag' },
        status: 400,
      },
      {
        operationId: 'updateFlag',
        method: 'PATCH',
        url: `/api/v1/users/@me/flags/${flag.id}`,
        token: session,
        body: { name: 'Renamed' },
        status: 200,
      },
      {
        operationId: 'updateFlag',
        method: 'PATCH',
        url: '/api/v1/users/@me/flags/none',
        token: session,
        body: { name: 'x' },
        status: 404,
      },
      {
        operationId: 'deleteFlag',
        method: 'DELETE',
        url: `/api/v1/users/@me/flags/${flag.id}`,
        token: session,
        status: 204,
      },
      {
        operationId: 'register',
        method: 'POST',
        url: '/api/v1/auth/register',
        body: { username: 'contract_new', password: 'correct horse battery' },
        status: 200,
      },
      {
        operationId: 'register',
        method: 'POST',
        url: '/api/v1/auth/register',
        body: { username: 'contract_new', password: 'correct horse battery' },
        status: 400,
      },
      {
        operationId: 'login',
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { username: owner.name, password: owner.password },
        status: 200,
      },
      {
        operationId: 'login',
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { username: owner.name, password: 'wrong password' },
        status: 401,
      },
      {
        operationId: 'loginSecondFactor',
        method: 'POST',
        url: '/api/v1/auth/login/second-factor',
        body: { ticket: guardedTicket, code: guardedCodes[0] },
        status: 200,
      },
      {
        operationId: 'loginSecondFactor',
        method: 'POST',
        url: '/api/v1/auth/login/second-factor',
        body: { ticket: 'no such ticket', code: '123456' },
        status: 401,
      },
      {
        operationId: 'loginSecondFactor',
        method: 'POST',
        url: '/api/v1/auth/login/second-factor',
        body: { ticket: guardedTicket },
        status: 400,
      },
      { operationId: 'listTokens', method: 'GET', url: '/api/v1/auth/tokens', token: session, status: 200 },
      { operationId: 'listTokens', method: 'GET', url: '/api/v1/auth/tokens', token: apiToken.token, status: 403 },
      {
        operationId: 'createToken',
        method: 'POST',
        url: '/api/v1/auth/tokens',
        token: session,
        body: { read_only: true },
        status: 200,
      },
      {
        operationId: 'createToken',
        method: 'POST',
        url: '/api/v1/auth/tokens',
        token: session,
        body: { expires_in: -1 },
        status: 400,
      },
      {
        operationId: 'revokeToken',
        method: 'DELETE',
        url: `/api/v1/auth/tokens/${readOnly.id}`,
        token: session,
        status: 204,
      },
      {
        operationId: 'revokeToken',
        method: 'DELETE',
        url: `/api/v1/auth/tokens/${readOnly.id}`,
        token: session,
        status: 404,
      },
      { operationId: 'listLoginProviders', method: 'GET', url: '/api/v1/auth/providers', status: 200 },
      // Nothing linked: 404 (the 204 and the last-way-to-log-in 400 are in provider-login.test.ts).
      {
        operationId: 'unlinkAccount',
        method: 'DELETE',
        url: '/api/v1/auth/links/discord',
        token: session,
        status: 404,
      },
      {
        operationId: 'unlinkAccount',
        method: 'DELETE',
        url: '/api/v1/auth/links/discord',
        token: apiToken.token,
        status: 403,
      },
      { operationId: 'listLinkedAccounts', method: 'GET', url: '/api/v1/auth/links', token: session, status: 200 },
      {
        operationId: 'listLinkedAccounts',
        method: 'GET',
        url: '/api/v1/auth/links',
        token: apiToken.token,
        status: 403,
      },
      // Nothing linked: 404; a kind apps never look people up by: 400.
      {
        operationId: 'updateLinkedAccount',
        method: 'PATCH',
        url: '/api/v1/auth/links/discord',
        token: session,
        body: { lookups: true },
        status: 404,
      },
      {
        operationId: 'updateLinkedAccount',
        method: 'PATCH',
        url: '/api/v1/auth/links/google',
        token: session,
        body: { lookups: true },
        status: 400,
      },
      // This app has no SYNC_KEY: nothing is synced, and connecting is 404 (profile-sync tests do the rest).
      { operationId: 'listSyncs', method: 'GET', url: '/api/v1/users/@me/syncs', token: session, status: 200 },
      { operationId: 'listSyncs', method: 'GET', url: '/api/v1/users/@me/syncs', token: apiToken.token, status: 403 },
      {
        operationId: 'connectBluesky',
        method: 'POST',
        url: '/api/v1/users/@me/syncs/bluesky',
        token: session,
        body: { handle: 'alice.bsky.social', app_password: 'abcd-efgh-ijkl-mnop' },
        status: 404,
      },
      {
        operationId: 'updateSync',
        method: 'PATCH',
        url: '/api/v1/users/@me/syncs/bluesky',
        token: session,
        body: { language: 'de' },
        status: 404,
      },
      {
        operationId: 'retrySync',
        method: 'POST',
        url: '/api/v1/users/@me/syncs/bluesky/retry',
        token: session,
        status: 404,
      },
      {
        operationId: 'stopSync',
        method: 'DELETE',
        url: '/api/v1/users/@me/syncs/bluesky',
        token: session,
        status: 404,
      },
      { operationId: 'listInvites', method: 'GET', url: '/api/v1/auth/invites', token: session, status: 200 },
      { operationId: 'createInvite', method: 'POST', url: '/api/v1/auth/invites', token: session, status: 200 },
      { operationId: 'createInvite', method: 'POST', url: '/api/v1/auth/invites', token: apiToken.token, status: 403 },
      ...moderationCalls(),
      { operationId: 'logout', method: 'POST', url: '/api/v1/auth/logout', token: doomed.token, status: 204 },
      { operationId: 'deleteAccount', method: 'DELETE', url: '/api/v1/users/@me', token: other.token, status: 204 },
      { operationId: 'deleteAccount', method: 'DELETE', url: '/api/v1/users/@me', token: apiToken.token, status: 403 },
    ];

    function moderationCalls(): Call[] {
      const reason = { reason: 'a reason' };
      const adminCall = (operationId: string, method: string, url: string, status: number, body?: unknown): Call => ({
        operationId,
        method,
        url: `/api/v1/admin/${url}`,
        token: admin.token,
        status,
        ...(body === undefined ? {} : { body }),
      });
      return [
        {
          operationId: 'reportUser',
          method: 'POST',
          url: `/api/v1/users/${other.name}/reports`,
          token: session,
          body: reason,
          status: 204,
        },
        {
          operationId: 'reportUser',
          method: 'POST',
          url: `/api/v1/users/${owner.name}/reports`,
          token: session,
          body: reason,
          status: 400,
        },
        {
          operationId: 'reportUser',
          method: 'POST',
          url: '/api/v1/users/nobody_at_all/reports',
          token: session,
          body: reason,
          status: 404,
        },
        {
          operationId: 'reportUser',
          method: 'POST',
          url: `/api/v1/users/${other.name}/reports`,
          body: reason,
          status: 403,
        },
        {
          operationId: 'reportMember',
          method: 'POST',
          url: `/api/v1/members/${othersMember.id}/reports`,
          token: session,
          body: reason,
          status: 204,
        },
        {
          operationId: 'reportMember',
          method: 'POST',
          url: `/api/v1/members/${member.id}/reports`,
          token: session,
          body: reason,
          status: 400,
        },
        {
          operationId: 'reportMember',
          method: 'POST',
          url: `/api/v1/members/${noSuchId}/reports`,
          token: session,
          body: reason,
          status: 404,
        },
        { operationId: 'listWarnings', method: 'GET', url: '/api/v1/auth/warnings', token: banned.token, status: 200 },
        {
          operationId: 'listWarnings',
          method: 'GET',
          url: '/api/v1/auth/warnings?all=1',
          token: banned.token,
          status: 400,
        },
        { operationId: 'listWarnings', method: 'GET', url: '/api/v1/auth/warnings', status: 403 },
        {
          operationId: 'acknowledgeWarning',
          method: 'POST',
          url: `/api/v1/auth/warnings/${warningId}/ack`,
          token: banned.token,
          status: 204,
        },
        {
          operationId: 'acknowledgeWarning',
          method: 'POST',
          url: `/api/v1/auth/warnings/${noSuchId}/ack`,
          token: banned.token,
          status: 404,
        },
        adminCall('listReports', 'GET', 'reports?status=all&limit=5', 200),
        adminCall('listReports', 'GET', 'reports?limit=500', 400),
        { operationId: 'listReports', method: 'GET', url: '/api/v1/admin/reports', token: session, status: 403 },
        { operationId: 'listReports', method: 'GET', url: '/api/v1/admin/reports', token: 'not-a-token', status: 401 },
        adminCall('getReport', 'GET', `reports/${reportId}`, 200),
        adminCall('getReport', 'GET', `reports/${noSuchId}`, 404),
        adminCall('dismissReport', 'POST', `reports/${reportId}/dismiss`, 200, {}),
        adminCall('dismissReport', 'POST', `reports/${reportId}/dismiss`, 400, {}),
        adminCall('dismissReport', 'POST', `reports/${noSuchId}/dismiss`, 404, {}),
        adminCall('getModerationRecord', 'GET', `users/${banned.name}`, 200),
        adminCall('getModerationRecord', 'GET', 'users/nobody_at_all', 404),
        adminCall('warnUser', 'POST', `users/${suspect.name}/warn`, 200, reason),
        adminCall('warnUser', 'POST', `users/${suspect.name}/warn`, 400, {}),
        adminCall('suspendUser', 'POST', `users/${suspect.name}/suspend`, 200, reason),
        adminCall('suspendUser', 'POST', `users/${suspect.name}/suspend`, 400, reason),
        adminCall('unsuspendUser', 'POST', `users/${suspect.name}/unsuspend`, 200, {}),
        adminCall('unsuspendUser', 'POST', `users/${suspect.name}/unsuspend`, 400, {}),
        adminCall('deleteUser', 'POST', `users/${banned.name}/delete`, 200, reason),
        adminCall('deleteUser', 'POST', `users/${banned.name}/delete`, 404, reason),
        adminCall('getAuditLog', 'GET', 'audit-log?limit=10', 200),
        {
          operationId: 'createWebhook',
          method: 'POST',
          url: '/api/v1/webhooks',
          token: session,
          body: { url: 'https://hooks.example.org/x', events: ['member.created'] },
          status: 200,
        },
        {
          operationId: 'createWebhook',
          method: 'POST',
          url: '/api/v1/webhooks',
          token: session,
          body: { url: 'http://127.0.0.1/x' },
          status: 400,
        },
        {
          operationId: 'createWebhook',
          method: 'POST',
          url: '/api/v1/webhooks',
          body: { url: 'https://hooks.example.org/x' },
          status: 403,
        },
        { operationId: 'listWebhooks', method: 'GET', url: '/api/v1/webhooks', token: session, status: 200 },
        { operationId: 'listWebhooks', method: 'GET', url: '/api/v1/webhooks', status: 403 },
        {
          operationId: 'testWebhook',
          method: 'POST',
          url: `/api/v1/webhooks/${hook.id}/test`,
          token: session,
          status: 204,
        },
        {
          operationId: 'testWebhook',
          method: 'POST',
          url: `/api/v1/webhooks/${noSuchId}/test`,
          token: session,
          status: 404,
        },
        {
          operationId: 'listWebhookDeliveries',
          method: 'GET',
          url: `/api/v1/webhooks/${hook.id}/deliveries`,
          token: session,
          status: 200,
        },
        {
          operationId: 'listWebhookDeliveries',
          method: 'GET',
          url: `/api/v1/webhooks/${noSuchId}/deliveries`,
          token: session,
          status: 404,
        },
        {
          operationId: 'deleteWebhook',
          method: 'DELETE',
          url: `/api/v1/webhooks/${hook.id}`,
          token: session,
          status: 204,
        },
        {
          operationId: 'deleteWebhook',
          method: 'DELETE',
          url: `/api/v1/webhooks/${hook.id}`,
          token: session,
          status: 404,
        },
        {
          operationId: 'exportAccount',
          method: 'GET',
          url: '/api/v1/users/@me/export?format=json',
          token: session,
          status: 200,
        },
        {
          operationId: 'exportAccount',
          method: 'GET',
          url: '/api/v1/users/@me/export?format=tar',
          token: session,
          status: 400,
        },
        {
          operationId: 'exportAccount',
          method: 'GET',
          url: '/api/v1/users/@me/export',
          token: apiToken.token,
          status: 403,
        },
        {
          operationId: 'importAccount',
          method: 'POST',
          url: '/api/v1/users/@me/import?dry_run=true',
          token: session,
          body: { format: 'nametag-export', version: 1, user: { bio: 'imported' }, members: [{ name: 'Imported' }] },
          status: 200,
        },
        {
          operationId: 'importAccount',
          method: 'POST',
          url: '/api/v1/users/@me/import',
          token: session,
          body: { format: 'nametag-export', version: 7 },
          status: 400,
        },
        {
          operationId: 'importAccount',
          method: 'POST',
          url: '/api/v1/users/@me/import',
          token: apiToken.token,
          body: {},
          status: 403,
        },
        { operationId: 'getAuditLog', method: 'GET', url: '/api/v1/admin/audit-log', token: session, status: 403 },
        {
          operationId: 'importFromService',
          method: 'POST',
          url: '/api/v1/users/@me/import/remote?dry_run=true',
          token: session,
          body: { url: service.url, token: service.token },
          status: 200,
        },
        {
          operationId: 'importFromService',
          method: 'POST',
          url: '/api/v1/users/@me/import/remote',
          token: session,
          body: { url: service.url, token: 'wrong' },
          status: 400,
        },
        {
          operationId: 'importFromService',
          method: 'POST',
          url: '/api/v1/users/@me/import/remote',
          token: apiToken.token,
          body: { token: 'x' },
          status: 403,
        },
        {
          operationId: 'getRecoveryCodes',
          method: 'GET',
          url: '/api/v1/auth/recovery-codes',
          token: session,
          status: 200,
        },
        {
          operationId: 'getRecoveryCodes',
          method: 'GET',
          url: '/api/v1/auth/recovery-codes',
          token: apiToken.token,
          status: 403,
        },
        {
          operationId: 'createRecoveryCodes',
          method: 'POST',
          url: '/api/v1/auth/recovery-codes',
          token: session,
          body: { current_password: owner.password },
          status: 200,
        },
        {
          operationId: 'createRecoveryCodes',
          method: 'POST',
          url: '/api/v1/auth/recovery-codes',
          token: session,
          body: { current_password: 'not it' },
          status: 400,
        },
        {
          operationId: 'createRecoveryCodes',
          method: 'POST',
          url: '/api/v1/auth/recovery-codes',
          token: apiToken.token,
          status: 403,
        },
        {
          operationId: 'recover',
          method: 'POST',
          url: '/api/v1/auth/recover',
          body: { username: rescued.name, code: rescueCodes[0], password: 'a new password here' },
          status: 200,
        },
        {
          operationId: 'recover',
          method: 'POST',
          url: '/api/v1/auth/recover',
          body: { username: rescued.name, code: rescueCodes[0], password: 'a new password here' },
          status: 401,
        },
        {
          operationId: 'recover',
          method: 'POST',
          url: '/api/v1/auth/recover',
          body: { username: rescued.name, code: rescueCodes[1], password: 'short' },
          status: 400,
        },
        {
          operationId: 'restoreAccount',
          method: 'POST',
          url: '/api/v1/auth/restore',
          body: { username: leaver.name, password: 'not the password' },
          status: 401,
        },
        {
          operationId: 'restoreAccount',
          method: 'POST',
          url: '/api/v1/auth/restore',
          body: { username: leaver.name },
          status: 400,
        },
        {
          operationId: 'restoreAccount',
          method: 'POST',
          url: '/api/v1/auth/restore',
          body: { username: leaver.name, password: leaver.password },
          status: 200,
        },
        // This server sends no mail (no SMTP_URL): test/http/email.test.ts has the happy paths.
        { operationId: 'getEmail', method: 'GET', url: '/api/v1/auth/email', token: session, status: 200 },
        { operationId: 'getEmail', method: 'GET', url: '/api/v1/auth/email', token: apiToken.token, status: 403 },
        {
          operationId: 'setEmail',
          method: 'PUT',
          url: '/api/v1/auth/email',
          token: session,
          body: { email: 'someone@mail.example' },
          status: 400,
        },
        { operationId: 'removeEmail', method: 'DELETE', url: '/api/v1/auth/email', token: session, status: 204 },
        {
          operationId: 'verifyEmail',
          method: 'POST',
          url: '/api/v1/auth/email/verify',
          body: { token: 'not-a-link' },
          status: 400,
        },
        {
          operationId: 'requestPasswordReset',
          method: 'POST',
          url: '/api/v1/auth/password-reset',
          body: { login: owner.name },
          status: 400,
        },
        {
          operationId: 'resetPassword',
          method: 'POST',
          url: '/api/v1/auth/password-reset/confirm',
          body: { token: 'not-a-link', password: 'long enough password' },
          status: 400,
        },
      ];
    }

    const operations = new Map<string, { method: string; path: string; operation: any }>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item))
        operations.set(operation.operationId, { method, path, operation });
    }
    const called = new Set(calls.map((call) => call.operationId));
    assert.deepEqual(
      [...operations.keys()].filter((id) => !called.has(id)),
      [],
      'operations of the document this test does not call',
    );

    for (const call of calls) {
      const documented = operations.get(call.operationId);
      assert.ok(documented, `${call.operationId} is documented`);
      assert.equal(documented.method, call.method.toLowerCase(), call.operationId);
      const res = await t.request(call.method, call.url, {
        ...(call.token ? { token: call.token } : {}),
        ...(call.body !== undefined ? { body: call.body } : {}),
      });
      const where = `${call.operationId} ${call.method} ${call.url.slice(0, 80)} → ${res.status}`;
      assert.equal(res.status, call.status, `${where}: ${res.raw.slice(0, 200)}`);
      const response = documented.operation.responses[String(res.status)];
      assert.ok(response, `${where}: status ${res.status} is documented`);
      const schema = response.content?.['application/json']?.schema;
      if (res.status === 204) {
        assert.equal(res.raw, '', where);
        continue;
      }
      assert.ok(schema, `${where}: documented with a JSON schema`);
      const validate = ajv.compile(schema);
      assert.ok(validate(res.body), `${where}: ${JSON.stringify(validate.errors)}`);
      if (res.status >= 400) {
        assert.match(
          response.description,
          new RegExp(`\\b${(res.body as { code: number }).code}\\b`),
          `${where}: code ${(res.body as { code: number }).code} listed`,
        );
      }
    }
  });
});
