/**
 * Moderation (issue 17): reports, the admin queue and its actions (dismiss, warn, suspend, unsuspend,
 * delete), warnings, the audit log and reserved usernames — every action and permission, through the
 * API as clients call it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import {
  assertApiError,
  createApiToken,
  createFlag,
  createMember,
  registerUser,
  type TestUser,
  uniqueName,
} from '../helpers/factories.js';
import { eventually } from '../helpers/eventually.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: TestUser;

async function makeAdmin(app: TestApp): Promise<TestUser> {
  const user = await registerUser(app);
  await app.asOperator((ctx) => setAdmin(ctx, OPERATOR, user.name, true));
  return user;
}

before(async () => {
  t = await startTestApp();
  admin = await makeAdmin(t);
});
after(() => t.close());

const report = (target: string, reason: string, token: string) =>
  t.post(`/api/v1/users/${encodeURIComponent(target)}/reports`, { reason }, token);

/** The newest open report about `userId`. */
async function openReportAbout(userId: string) {
  const queue = await t.get('/api/v1/admin/reports?status=open&limit=100', admin.token);
  assert.equal(queue.status, 200, queue.raw);
  const found = queue.body.reports.find((r: { target: { user_id: string } }) => r.target.user_id === userId);
  assert.ok(found, `an open report about ${userId}`);
  return found as { id: string; status: string; reason: string; target: Record<string, string | null> };
}

const htmlPage = (url: string) => t.request('GET', url, { headers: { accept: 'text/html' } });

async function auditEntries(): Promise<Array<Record<string, any>>> {
  const res = await t.get('/api/v1/admin/audit-log?limit=100', admin.token);
  assert.equal(res.status, 200, res.raw);
  return res.body.entries;
}

describe('reports', () => {
  it('a logged-in user reports a user (by name or ID) or a member: 204, and the queue shows who, what and why', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    const member = await createMember(t, target, { name: 'reported member' });
    const byName = await report(target.name, 'spam links everywhere', reporter.token);
    assert.equal(byName.status, 204, byName.raw);
    assert.equal((await report(target.id, 'by id too', reporter.token)).status, 204);
    const memberReport = await t.post(`/api/v1/members/${member.id}/reports`, { reason: 'slurs' }, reporter.token);
    assert.equal(memberReport.status, 204, memberReport.raw);

    const queue = (await t.get('/api/v1/admin/reports', admin.token)).body.reports as any[];
    const mine = queue.filter((r) => r.reporter.id === reporter.id);
    assert.deepEqual(
      mine.map((r) => r.reason),
      ['slurs', 'by id too', 'spam links everywhere'],
      'newest first',
    );
    assert.deepEqual(mine[0].target, {
      user_id: target.id,
      username: target.name,
      member_id: member.id,
      member_name: 'reported member',
    });
    assert.equal(mine[2].reporter.name, reporter.name);
    assert.equal(mine[2].status, 'open');
    assert.equal(mine[2].closed_at, null);
  });

  it('refuses reports about yourself or your own members (400), unknown targets (404) and bad reasons (400)', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user);
    assertApiError(await report(user.name, 'me', user.token), 400, 400);
    assertApiError(await t.post(`/api/v1/members/${member.id}/reports`, { reason: 'mine' }, user.token), 400, 400);
    assertApiError(await report('nobody_by_that_name', 'x', user.token), 404, 2001);
    assertApiError(
      await t.post('/api/v1/members/0191a000-0000-7000-8000-000000000000/reports', { reason: 'x' }, user.token),
      404,
      3001,
    );
    assertApiError(await t.post('/api/v1/members/not-an-id/reports', { reason: 'x' }, user.token), 404, 3001);
    const other = await registerUser(t);
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(2001) },
      { reason: 'a\u0000b' },
      { reason: 5 },
      { reason: 'ok', extra: 1 },
    ]) {
      const res = await t.post(`/api/v1/users/${other.name}/reports`, body, user.token);
      assertApiError(res, 400, 400);
    }
    assert.equal((await report(other.name, 'x'.repeat(2000), user.token)).status, 204, '2000 characters is allowed');
  });

  it('needs a token that may write: none → 403/403, read-only → 403/4002, invalid → 401/1003', async () => {
    const user = await registerUser(t);
    const target = await registerUser(t);
    assertApiError(await t.post(`/api/v1/users/${target.name}/reports`, { reason: 'x' }), 403, 403);
    const readOnly = await createApiToken(t, user, { read_only: true });
    assertApiError(await report(target.name, 'x', readOnly.token), 403, 4002);
    assertApiError(await report(target.name, 'x', 'nt_' + 'A'.repeat(43)), 401, 1003);
  });

  it('keeps a snapshot of the target as it was; the admin sees it beside the current profile', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    await t.patch('/api/v1/users/@me', { bio: 'buy cheap stuff at example.com' }, target.token);
    await report(target.name, 'spam bio', reporter.token);
    await t.patch('/api/v1/users/@me', { bio: 'nothing to see here' }, target.token);
    const { id } = await openReportAbout(target.id);
    const detail = await t.get(`/api/v1/admin/reports/${id}`, admin.token);
    assert.equal(detail.status, 200, detail.raw);
    assert.equal(detail.body.snapshot.bio, 'buy cheap stuff at example.com');
    assert.equal(detail.body.snapshot.name, target.name);
    assert.equal(detail.body.current.bio, 'nothing to see here');
    assert.equal(detail.body.suspended, false);
    assertApiError(await t.get('/api/v1/admin/reports/0191a000-0000-7000-8000-000000000000', admin.token), 404, 404);
    assertApiError(await t.get('/api/v1/admin/reports/nope', admin.token), 404, 404);
  });

  it('a member report snapshots the Member with its user', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    const member = await createMember(t, target, { bio: 'first bio' });
    await t.post(`/api/v1/members/${member.id}/reports`, { reason: 'member bio' }, reporter.token);
    await t.request('DELETE', `/api/v1/members/${member.id}`, { token: target.token });
    const { id } = await openReportAbout(target.id);
    const detail = (await t.get(`/api/v1/admin/reports/${id}`, admin.token)).body;
    assert.equal(detail.snapshot.bio, 'first bio');
    assert.equal(detail.snapshot.user.name, target.name);
    assert.equal(detail.current, null, 'the member is gone');
  });

  it('limits reports to 5 an hour per reporter (429 naming the bucket)', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const reg = async () => {
        const name = uniqueName();
        const res = await limited.post('/api/v1/auth/register', { username: name, password: 'correct horse battery' });
        return { name, token: res.body.token as string };
      };
      const reporter = await reg();
      const target = await reg();
      for (let i = 0; i < 5; i++) {
        const res = await limited.post(`/api/v1/users/${target.name}/reports`, { reason: `r${i}` }, reporter.token);
        assert.equal(res.status, 204, res.raw);
      }
      const refused = await limited.post(`/api/v1/users/${target.name}/reports`, { reason: 'r6' }, reporter.token);
      assertApiError(refused, 429, 429);
      assert.equal(refused.headers['x-ratelimit-bucket'], 'reports');
      assert.match(refused.body.message, /5 an hour/);
      assert.ok(refused.body.ratelimit_reset > Date.now() / 1000 + 59 * 60, 'resets in about an hour');
    } finally {
      await limited.close();
    }
  });
});

describe('admin routes: permissions', () => {
  it('every admin route: no token → 403/403, a non-admin (session or API token) → 403/4002, a read-only admin token may only read', async () => {
    const user = await registerUser(t);
    const api = await createApiToken(t, user);
    const readOnlyAdmin = await createApiToken(t, admin, { read_only: true });
    const target = await registerUser(t);
    const routes = t.app.routeTable.entries().filter((route) => route.auth === 'admin' && route.method !== 'HEAD');
    assert.ok(routes.length >= 9, `admin routes: ${routes.map((r) => r.url).join(', ')}`);
    for (const route of routes) {
      const url = route.url
        .replace(':userRef', target.name)
        .replace(':reportId', '0191a000-0000-7000-8000-000000000000');
      const body = route.method === 'POST' ? { reason: 'because' } : undefined;
      const call = (token?: string) => t.request(route.method, url, { ...(body ? { body } : {}), token });
      assertApiError(await call(), 403, 403);
      assertApiError(await call(user.token), 403, 4002);
      assertApiError(await call(api.token), 403, 4002);
      const res = await call(readOnlyAdmin.token);
      // Reads pass the permission check (a report that does not exist is then a 404).
      if (route.method === 'GET') assert.ok(![401, 403].includes(res.status), `${route.url}: ${res.raw}`);
      else assertApiError(res, 403, 4002);
    }
    // Nothing happened to the target.
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 200);
    assert.deepEqual((await t.get('/api/v1/auth/warnings', target.token)).body, []);
  });

  it('the queue pages with a cursor and filters by status; bad cursors and limits are 400', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    for (let i = 0; i < 5; i++) await report(target.name, `page ${i}`, reporter.token);
    const seen: string[] = [];
    let url = '/api/v1/admin/reports?limit=2&status=all';
    for (let pages = 0; pages < 100; pages++) {
      const res = await t.get(url, admin.token);
      assert.equal(res.status, 200, res.raw);
      assert.ok(res.body.reports.length <= 2);
      seen.push(...res.body.reports.map((r: { id: string }) => r.id));
      if (res.body.next === null) break;
      url = `/api/v1/admin/reports?limit=2&status=all&before=${res.body.next}`;
    }
    assert.equal(new Set(seen).size, seen.length, 'no report twice');
    assert.deepEqual([...seen].sort().reverse(), seen, 'newest first');
    const all = (await t.get('/api/v1/admin/reports?status=all&limit=100', admin.token)).body.reports;
    assert.equal(seen.length, all.length);
    for (const bad of ['?limit=0', '?limit=101', '?limit=x', '?before=nope', '?status=weird', '?other=1']) {
      assertApiError(await t.get(`/api/v1/admin/reports${bad}`, admin.token), 400, 400);
    }
  });
});

describe('admin actions', () => {
  it('dismiss closes the report without touching the user; again → 400; recorded in the audit log', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    await report(target.name, 'not really a problem', reporter.token);
    const { id } = await openReportAbout(target.id);
    const res = await t.post(`/api/v1/admin/reports/${id}/dismiss`, { reason: 'fine by the rules' }, admin.token);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.action, 'dismiss');
    assert.equal(res.body.report_id, id);
    assert.deepEqual(res.body.admin, { id: admin.id, name: admin.name });
    const detail = (await t.get(`/api/v1/admin/reports/${id}`, admin.token)).body;
    assert.equal(detail.status, 'dismissed');
    assert.equal(detail.closed_by, admin.id);
    assert.ok(detail.closed_at);
    assertApiError(await t.post(`/api/v1/admin/reports/${id}/dismiss`, {}, admin.token), 400, 400);
    assertApiError(
      await t.post('/api/v1/admin/reports/0191a000-0000-7000-8000-000000000000/dismiss', {}, admin.token),
      404,
      404,
    );
    const entry = (await auditEntries()).find((e) => e.id === res.body.id);
    assert.equal(entry?.reason, 'fine by the rules');
    assert.equal(entry?.username, target.name);
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 200);
  });

  it('warn: the user reads it until acknowledged; the answered report closes; audit entry', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    await report(target.name, 'rude bio', reporter.token);
    const reportId = (await openReportAbout(target.id)).id;
    const res = await t.post(
      `/api/v1/admin/users/${target.name}/warn`,
      { reason: 'Please keep your bio civil.', report_id: reportId },
      admin.token,
    );
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.action, 'warn');
    assert.equal((await t.get(`/api/v1/admin/reports/${reportId}`, admin.token)).body.status, 'actioned');

    const warnings = await t.get('/api/v1/auth/warnings', target.token);
    assert.equal(warnings.status, 200, warnings.raw);
    assert.equal(warnings.body.length, 1);
    assert.deepEqual(Object.keys(warnings.body[0]).sort(), ['created_at', 'id', 'read', 'reason']);
    assert.equal(warnings.body[0].reason, 'Please keep your bio civil.');
    assert.equal(warnings.body[0].read, false);
    const readOnly = await createApiToken(t, target, { read_only: true });
    assert.equal((await t.get('/api/v1/auth/warnings', readOnly.token)).body.length, 1, 'read-only tokens read');

    const warningId = warnings.body[0].id;
    const stranger = await registerUser(t);
    assertApiError(await t.post(`/api/v1/auth/warnings/${warningId}/ack`, undefined, stranger.token), 404, 404);
    assertApiError(await t.post(`/api/v1/auth/warnings/${warningId}/ack`, undefined, readOnly.token), 403, 4002);
    assertApiError(await t.post('/api/v1/auth/warnings/nope/ack', undefined, target.token), 404, 404);
    const ack = await t.post(`/api/v1/auth/warnings/${warningId}/ack`, undefined, target.token);
    assert.equal(ack.status, 204, ack.raw);
    assert.equal((await t.post(`/api/v1/auth/warnings/${warningId}/ack`, undefined, target.token)).status, 204);
    assert.deepEqual((await t.get('/api/v1/auth/warnings', target.token)).body, []);
    const all = (await t.get('/api/v1/auth/warnings?all=true', target.token)).body;
    assert.equal(all.length, 1);
    assert.equal(all[0].read, true);
    assertApiError(await t.get('/api/v1/auth/warnings?all=yes', target.token), 400, 400);
    assertApiError(await t.get('/api/v1/auth/warnings'), 403, 403);

    const record = (await t.get(`/api/v1/admin/users/${target.name}`, admin.token)).body;
    assert.equal(record.warnings.length, 1);
    assert.equal(record.actions[0].action, 'warn');
    assert.equal(record.suspension, null);
  });

  it('warn needs a reason and a report about that user; admins cannot act on themselves', async () => {
    const target = await registerUser(t);
    const other = await registerUser(t);
    const reporter = await registerUser(t);
    await report(other.name, 'about someone else', reporter.token);
    const otherReport = (await openReportAbout(other.id)).id;
    assertApiError(await t.post(`/api/v1/admin/users/${target.name}/warn`, {}, admin.token), 400, 400);
    assertApiError(await t.post(`/api/v1/admin/users/${target.name}/warn`, { reason: ' ' }, admin.token), 400, 400);
    assertApiError(
      await t.post(`/api/v1/admin/users/${target.name}/warn`, { reason: 'x', report_id: otherReport }, admin.token),
      400,
      400,
    );
    assertApiError(
      await t.post('/api/v1/admin/users/nobody_by_that_name/warn', { reason: 'x' }, admin.token),
      404,
      2001,
    );
    for (const action of ['warn', 'suspend', 'delete']) {
      assertApiError(
        await t.post(`/api/v1/admin/users/${admin.name}/${action}`, { reason: 'x' }, admin.token),
        400,
        400,
      );
    }
    assert.deepEqual((await t.get('/api/v1/auth/warnings', target.token)).body, [], 'nothing half-done');
    assert.equal((await openReportAbout(other.id)).status, 'open');
  });

  it('suspend: the user and their members are 404 to everyone else, visible to themselves and admins; writes refused; login and reading still work', async () => {
    const target = await registerUser(t);
    const member = await createMember(t, target, { name: 'hidden one' });
    const stranger = await registerUser(t);
    const sid = (await t.get(`/api/v1/users/${target.name}`)).body.sid;
    // Kept answers (the prepared reads) must go too.
    for (let i = 0; i < 2; i++) {
      assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 200);
      assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 200);
    }
    const reporter = await registerUser(t);
    const usersBefore = (await t.get('/api/v1/meta')).body.users.total;
    await report(target.name, 'one', reporter.token);
    await report(target.name, 'two', reporter.token);

    const res = await t.post(`/api/v1/admin/users/${target.name}/suspend`, { reason: 'Spam account' }, admin.token);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.action, 'suspend');

    for (const token of [undefined, stranger.token]) {
      assertApiError(await t.get(`/api/v1/users/${target.name}`, token), 404, 2001);
      assertApiError(await t.get(`/api/v1/users/${target.id}`, token), 404, 2001);
      assertApiError(await t.get(`/api/v1/users/${target.name}/members`, token), 404, 2001);
      assertApiError(await t.get(`/api/v1/users/${target.name}/members/${member.id}`, token), 404, 2001);
      assertApiError(await t.get(`/api/v1/members/${member.id}`, token), 404, 3001);
      assertApiError(await report(target.name, 'again', stranger.token), 404, 2001);
    }
    assert.deepEqual((await t.get(`/api/v1/users?refs=${target.name},${stranger.name}`)).body[target.name], undefined);
    assert.deepEqual(Object.keys((await t.get(`/api/v1/members?refs=${member.id}`)).body), []);
    assert.equal((await htmlPage(`/s/${sid}`)).status, 404);
    assert.equal((await htmlPage(`/@${target.name}`)).status, 404);
    assert.equal((await htmlPage(`/@${target.name}/${encodeURIComponent('hidden one')}`)).status, 404);
    assert.equal((await t.get('/api/v1/meta')).body.users.total, usersBefore - 1);

    // Themselves and admins: visible, never as a shared answer.
    for (const token of [target.token, admin.token]) {
      const own = await t.get(`/api/v1/users/${target.name}`, token);
      assert.equal(own.status, 200, own.raw);
      assert.equal(own.headers['cache-control'], 'private, no-store');
      const m = await t.get(`/api/v1/members/${member.id}`, token);
      assert.equal(m.status, 200, m.raw);
      assert.equal(m.headers['cache-control'], 'private, no-store');
      assert.equal((await t.get(`/api/v1/users/${target.name}/members`, token)).status, 200);
    }
    assertApiError(await t.get(`/api/v1/users/${target.name}`), 404, 2001);
    assert.equal((await t.get('/api/v1/users/@me', target.token)).status, 200);

    // Writes are refused, reads and login still work; logging out too.
    assertApiError(await t.patch('/api/v1/users/@me', { bio: 'x' }, target.token), 403, 4002);
    assertApiError(await t.post('/api/v1/members', { name: 'new' }, target.token), 403, 4002);
    assertApiError(await t.request('DELETE', `/api/v1/members/${member.id}`, { token: target.token }), 403, 4002);
    assertApiError(await t.post('/api/v1/auth/tokens', {}, target.token), 403, 4002);
    assertApiError(await report(stranger.name, 'revenge', target.token), 403, 4002);
    assertApiError(await t.del('/api/v1/users/@me', target.token), 403, 4002);
    const login = await t.post('/api/v1/auth/login', { username: target.name, password: target.password });
    assert.equal(login.status, 200, login.raw);
    assert.equal((await t.post('/api/v1/auth/logout', undefined, login.body.token)).status, 204);

    // They read why.
    const warnings = (await t.get('/api/v1/auth/warnings', target.token)).body;
    assert.match(warnings[0].reason, /suspended: Spam account/);
    assert.equal((await t.post(`/api/v1/auth/warnings/${warnings[0].id}/ack`, undefined, target.token)).status, 204);

    // Every open report about them was closed; the admin sees the suspension.
    const closed = (await t.get('/api/v1/admin/reports?status=closed&limit=100', admin.token)).body.reports;
    assert.equal(closed.filter((r: any) => r.target.user_id === target.id && r.status === 'actioned').length, 2);
    const record = (await t.get(`/api/v1/admin/users/${target.name}`, admin.token)).body;
    assert.equal(record.suspension.reason, 'Spam account');
    assert.equal(record.suspension.admin_id, admin.id);
    assert.equal(record.user.name, target.name);
    assertApiError(
      await t.post(`/api/v1/admin/users/${target.name}/suspend`, { reason: 'again' }, admin.token),
      400,
      400,
    );
    assertApiError(await t.post(`/api/v1/admin/users/${target.name}/suspend`, {}, admin.token), 400, 400);

    // Unsuspend: visible and writable again.
    const lifted = await t.post(
      `/api/v1/admin/users/${target.name}/unsuspend`,
      { reason: 'appeal accepted' },
      admin.token,
    );
    assert.equal(lifted.status, 200, lifted.raw);
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 200);
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).status, 200);
    assert.equal((await htmlPage(`/s/${sid}`)).status, 302);
    assert.equal((await htmlPage(`/@${target.name}`)).status, 200);
    assert.equal((await t.get('/api/v1/meta')).body.users.total, usersBefore);
    assert.equal((await t.patch('/api/v1/users/@me', { bio: 'back' }, target.token)).status, 200);
    assertApiError(await t.post(`/api/v1/admin/users/${target.name}/unsuspend`, {}, admin.token), 400, 400);

    const actions = (await auditEntries()).filter((e) => e.user_id === target.id).map((e) => [e.action, e.reason]);
    assert.deepEqual(actions, [
      ['unsuspend', 'appeal accepted'],
      ['suspend', 'Spam account'],
    ]);
  });

  it("delete: as the user's own deletion (404 from then on, tokens revoked); the audit log outlives the purge", async () => {
    const target = await registerUser(t);
    const member = await createMember(t, target);
    const res = await t.post(`/api/v1/admin/users/${target.id}/delete`, { reason: 'ban evasion' }, admin.token);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.username, target.name);
    assertApiError(await t.get(`/api/v1/users/${target.name}`), 404, 2001);
    assertApiError(await t.get(`/api/v1/members/${member.id}`), 404, 3001);
    assertApiError(await t.get('/api/v1/users/@me', target.token), 401, 1003);
    assertApiError(
      await t.post(`/api/v1/admin/users/${target.id}/delete`, { reason: 'again' }, admin.token),
      404,
      2001,
    );
    assertApiError(await t.get(`/api/v1/admin/users/${target.id}`, admin.token), 404, 2001);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await t.asOperator(async (ctx) => {
      const { purgeDeletedAccounts } = await import('../../src/modules/accounts/account-service.js');
      assert.ok((await purgeDeletedAccounts(ctx)) >= 1);
    });
    const entry = (await auditEntries()).find((e) => e.id === res.body.id);
    assert.equal(entry?.action, 'delete');
    assert.equal(entry?.username, target.name);
    assert.equal(entry?.reason, 'ban evasion');
  });

  it('a suspended admin is no admin until unsuspended: no queue, no actions, no suspended profiles', async () => {
    const other = await makeAdmin(t);
    const hidden = await registerUser(t);
    await t.post(`/api/v1/admin/users/${hidden.name}/suspend`, { reason: 'spam' }, admin.token);
    await t.post(`/api/v1/admin/users/${other.name}/suspend`, { reason: 'compromised account' }, admin.token);
    assertApiError(await t.get('/api/v1/admin/reports', other.token), 403, 4002);
    assertApiError(await t.get('/api/v1/admin/audit-log', other.token), 403, 4002);
    assertApiError(await t.get(`/api/v1/users/${hidden.name}`, other.token), 404, 2001);
    const target = await registerUser(t);
    assertApiError(await t.post(`/api/v1/admin/users/${target.name}/warn`, { reason: 'x' }, other.token), 403, 4002);
    await t.post(`/api/v1/admin/users/${other.name}/unsuspend`, {}, admin.token);
    assert.equal((await t.get('/api/v1/admin/reports', other.token)).status, 200);
    assert.equal((await t.get(`/api/v1/users/${hidden.name}`, other.token)).status, 200);
  });

  it('the write path itself refuses a suspended account: a write authenticated before the suspension cannot slip through', async () => {
    const { updateMe } = await import('../../src/modules/users/user-service.js');
    const { deleteAccount } = await import('../../src/modules/accounts/account-service.js');
    const target = await registerUser(t);
    await t.post(`/api/v1/admin/users/${target.name}/suspend`, { reason: 'spam' }, admin.token);
    const refused = (error: unknown) => (error as { code?: number }).code === 4002;
    await assert.rejects(
      t.asOperator((ctx) => updateMe(ctx, target.id, { bio: 'sneaky' })),
      refused,
    );
    await assert.rejects(
      t.asOperator((ctx) => deleteAccount(ctx, target.id)),
      refused,
    );
    const record = (await t.get(`/api/v1/admin/users/${target.name}`, admin.token)).body;
    assert.equal(record.user.bio, null);
    assert.ok(record.suspension);
  });

  it(
    'a write waiting for the row lock while a suspension commits is refused (PostgreSQL: the check is read after the lock)',
    { skip: process.env.NAMETAG_TEST_ENGINE !== 'postgres' && 'PostgreSQL only (SQLite has one writer at a time)' },
    async () => {
      const pg = (await import('pg')).default;
      const target = await registerUser(t);
      const other = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
      await other.connect();
      try {
        // Another instance suspends the user: it holds the user's row lock until it commits.
        await other.query('begin');
        await other.query('update users set last_active_at = last_active_at where id = $1', [target.id]);
        await other.query(
          "insert into suspensions (user_id, reason, admin_id, created_at) values ($1, 'spam', null, $2)",
          [target.id, Date.now()],
        );
        const write = t.patch('/api/v1/users/@me', { bio: 'sneaky' }, target.token);
        // The write is now waiting for the lock (its statement began before the suspension committed).
        // The activity view is read afresh each time (it is otherwise kept for the whole transaction).
        await eventually('the write waiting for the row lock', async () => {
          await other.query('select pg_stat_clear_snapshot()');
          const waiting = await other.query(
            "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return (waiting.rowCount ?? 0) > 0;
        });
        await other.query('commit');
        assertApiError(await write, 403, 4002);
      } finally {
        await other.end();
      }
      const record = (await t.get(`/api/v1/admin/users/${target.name}`, admin.token)).body;
      assert.equal(record.user.bio, null);
    },
  );

  it("a suspended user's images are not served; admin actions do not make the target count as active", async () => {
    const { striped } = await import('../helpers/images.js');
    const target = await registerUser(t);
    const avatar = `data:image/png;base64,${(await striped('png', 64, 64)).toString('base64')}`;
    const me = await t.patch('/api/v1/users/@me', { avatar }, target.token);
    assert.equal(me.status, 200, me.raw);
    const member = await createMember(t, target, { avatar });
    const flag = await createFlag(t, target);
    const files = [
      `/media/users/${target.id}/${me.body.avatar}.webp`,
      `/media/members/${member.id}/${member.avatar}.webp`,
      `/media/flags/${flag.hash}.webp`,
    ];
    for (const url of files) assert.equal((await t.get(url)).status, 200, url);
    t.clock.advance(40 * 24 * 60 * 60 * 1000);
    const activeBefore = (await t.get('/api/v1/meta')).body.users.active_month;
    await t.post(`/api/v1/admin/users/${target.name}/suspend`, { reason: 'offensive avatar' }, admin.token);
    for (const url of files) assert.equal((await t.get(url)).status, 404, url);
    await t.post(`/api/v1/admin/users/${target.name}/unsuspend`, {}, admin.token);
    for (const url of files) assert.equal((await t.get(url)).status, 200, url);
    assert.equal((await t.get('/api/v1/meta')).body.users.active_month, activeBefore, 'the target was not active');
  });
});

describe('reserved usernames', () => {
  it('the built-in names (any case) are refused at registration and rename with 1006', async () => {
    for (const name of ['admin', 'API', 'settings', 'Edit', 'login', 'register', 'pronouns', 'media', 'static']) {
      const res = await t.post('/api/v1/auth/register', { username: name, password: 'correct horse battery' });
      assertApiError(res, 400, 1006);
      assert.match(res.body.message, /reserved/);
    }
    const user = await registerUser(t);
    assertApiError(await t.patch('/api/v1/users/@me', { name: 'Settings' }, user.token), 400, 1006);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.name, user.name);
  });

  it('RESERVED_USERNAMES adds to them; the operator may still give such a name', async () => {
    const own = await startTestApp({ RESERVED_USERNAMES: 'ourbrand, Official' });
    try {
      for (const name of ['ourbrand', 'OFFICIAL', 'admin']) {
        assertApiError(
          await own.post('/api/v1/auth/register', { username: name, password: 'correct horse battery' }),
          400,
          1006,
        );
      }
      assert.equal(
        (await own.post('/api/v1/auth/register', { username: 'ourbrand2', password: 'correct horse battery' })).status,
        200,
      );
      const { createAccountAsOperator } = await import('../../src/modules/accounts/account-service.js');
      await own.asOperator((ctx) =>
        createAccountAsOperator(ctx, { username: 'official', password: null, admin: true }),
      );
      assert.equal((await own.get('/api/v1/users/official')).status, 200);
    } finally {
      await own.close();
    }
  });
});
