/**
 * The moderation pages over HTTP (issue 17): who may reach them, CSRF on every form, a suspended
 * visitor's forms refused, hostile input answered with pages (never a 500). The browser journeys
 * (test/web/moderation-journey.test.ts) cover them as people use them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
let admin: TestUser;
let adminJar: Jar;

before(async () => {
  t = await startTestApp();
  admin = await registerUser(t);
  await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
  adminJar = await logIn(t, admin);
});
after(() => t.close());

async function openReport(reporter: TestUser, target: TestUser) {
  assert.equal(
    (await t.post(`/api/v1/users/${target.name}/reports`, { reason: 'web test' }, reporter.token)).status,
    204,
  );
  const queue = await t.get('/api/v1/admin/reports', admin.token);
  return queue.body.reports.find((r: any) => r.target.user_id === target.id).id as string;
}

describe('admin pages: who may see and use them', () => {
  it('signed out → the login page; a signed-in non-admin → 403 on every page and form, nothing done', async () => {
    const user = await registerUser(t);
    const target = await registerUser(t);
    const reportId = await openReport(user, target);
    const pagesToSee = ['/admin', '/admin/audit', `/admin/reports/${reportId}`, `/admin/users/${target.id}`];
    for (const url of pagesToSee) {
      const anonymous = await page(t, new Jar(), url);
      assert.equal(anonymous.status, 303, url);
      assert.equal(anonymous.headers.location, '/login');
    }
    const jar = await logIn(t, user);
    for (const url of pagesToSee) {
      const res = await page(t, jar, url);
      assert.equal(res.status, 403, url);
      assert.match(res.raw, /Only the admins of this instance/);
    }
    // The same refusal in the reader's language, never in the API's English.
    const german = await page(t, jar, '/admin?lang=de');
    assert.equal(german.status, 403);
    assert.match(german.raw, /Das können nur die Admins dieser Instanz\./);
    assert.doesNotMatch(german.raw, /Only admins|Only the admins/);
    for (const action of [
      `/admin/reports/${reportId}/dismiss`,
      ...['warn', 'suspend', 'delete'].map((a) => `/admin/users/${target.id}/${a}`),
    ]) {
      const res = await postForm(t, jar, '/settings', action, { reason: 'not allowed' });
      assert.equal(res.status, 403, action);
    }
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 200);
    assert.deepEqual((await t.get('/api/v1/auth/warnings', target.token)).body, []);
    const report = await t.get(`/api/v1/admin/reports/${reportId}`, admin.token);
    assert.equal(report.body.status, 'open');
  });

  it('every admin form needs its CSRF token', async () => {
    const target = await registerUser(t);
    const res = await t.request('POST', `/admin/users/${target.id}/suspend`, {
      body: 'reason=csrf',
      headers: { ...HTML, cookie: adminJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 403);
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 200);
  });

  it('an admin acts through the forms: warn with the report, a refusal shown on the page, suspend, unsuspend, delete', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    const reportId = await openReport(reporter, target);
    const from = `/admin/reports/${reportId}`;
    const empty = await postForm(t, adminJar, from, `/admin/users/${target.id}/warn`, {
      reason: '',
      report_id: reportId,
    });
    assert.equal(empty.status, 400);
    assert.match(empty.raw, /reason/);
    const warned = await postForm(t, adminJar, from, `/admin/users/${target.id}/warn`, {
      reason: 'Be kind',
      report_id: reportId,
    });
    assert.equal(warned.status, 303, warned.raw);
    assert.equal(warned.headers.location, from);
    assert.equal((await t.get('/api/v1/auth/warnings', target.token)).body[0].reason, 'Be kind');

    const record = `/admin/users/${target.id}`;
    assert.equal((await postForm(t, adminJar, record, `${record}/suspend`, { reason: 'Spam' })).status, 303);
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 404);
    const again = await postForm(t, adminJar, record, `${record}/suspend`, { reason: 'Spam' });
    assert.equal(again.status, 400);
    assert.match(again.raw, /already suspended/);
    assert.equal((await postForm(t, adminJar, record, `${record}/unsuspend`, { reason: '' })).status, 303);
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 200);
    const deleted = await postForm(t, adminJar, record, `${record}/delete`, { reason: 'Gone' });
    assert.equal(deleted.status, 303);
    assert.equal((await t.get(`/api/v1/users/${target.name}`)).status, 404);
    const log = await page(t, adminJar, '/admin/audit');
    for (const text of ['Be kind', 'Spam', 'Gone']) assert.ok(log.raw.includes(text), text);
  });

  it('hostile input: bad cursors, unknown IDs, forged report IDs answer with pages, never a 500', async () => {
    const target = await registerUser(t);
    for (const [url, status] of [
      ['/admin?before=%27%20or%201=1', 400],
      ['/admin?status=<script>', 200],
      ['/admin/audit?before=x', 400],
      ['/admin/reports/not-an-id', 404],
      ['/admin/reports/0191a000-0000-7000-8000-000000000000', 404],
      ['/admin/users/nobody_at_all', 404],
    ] as const) {
      const res = await page(t, adminJar, url);
      assert.equal(res.status, status, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.ok(!res.raw.includes('<script>'), url);
    }
    const forged = await postForm(t, adminJar, `/admin/users/${target.id}`, `/admin/users/${target.id}/warn`, {
      reason: 'x',
      report_id: 'not-a-report',
    });
    assert.equal(forged.status, 400);
    assert.deepEqual((await t.get('/api/v1/auth/warnings', target.token)).body, []);
  });
});

describe('reporting from the pages', () => {
  it('a signed-in visitor sees a Report link on others’ pages (not their own, not signed out) and reports', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t);
    const member = await createMember(t, target, { name: 'Sam' });
    assert.doesNotMatch((await page(t, new Jar(), `/@${target.name}`)).raw, /Report this/);
    const jar = await logIn(t, reporter);
    const profile = await page(t, jar, `/@${target.name}`);
    assert.match(profile.raw, new RegExp(`href="/report/user/${target.id}"`));
    assert.match((await page(t, jar, `/@${target.name}/Sam`)).raw, new RegExp(`href="/report/member/${member.id}"`));
    assert.doesNotMatch((await page(t, jar, `/@${reporter.name}`)).raw, /Report this/);

    const sent = await postForm(t, jar, `/report/member/${member.id}`, `/report/member/${member.id}`, {
      reason: 'Impersonation',
    });
    assert.equal(sent.status, 200, sent.raw);
    assert.match(sent.raw, /Report sent/);
    const empty = await postForm(t, jar, `/report/user/${target.id}`, `/report/user/${target.id}`, { reason: '' });
    assert.equal(empty.status, 400);
    assert.match(empty.raw, /1 to 2000 characters/);
    const queue = (await t.get('/api/v1/admin/reports', admin.token)).body.reports;
    assert.equal(queue[0].target.member_id, member.id);
    assert.equal(queue[0].reason, 'Impersonation');

    // Not about oneself, not without signing in, not without the CSRF token.
    const own = await page(t, jar, `/report/user/${reporter.id}`);
    assert.equal(own.status, 400);
    assert.equal((await page(t, new Jar(), `/report/user/${target.id}`)).status, 303);
    const noCsrf = await t.request('POST', `/report/user/${target.id}`, {
      body: 'reason=x',
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(noCsrf.status, 403);
    assert.equal((await page(t, jar, '/report/user/nobody')).status, 404);
  });
});

describe('a suspended visitor', () => {
  it('reads their pages and warnings, acknowledges, logs out; every other form is refused', async () => {
    const target = await registerUser(t);
    const jar = await logIn(t, target);
    await t.post(`/api/v1/admin/users/${target.name}/suspend`, { reason: 'Spam wave' }, admin.token);
    const own = await page(t, jar, `/@${target.name}`);
    assert.equal(own.status, 200);
    assert.match(own.raw, /Your account is suspended/);
    assert.match(own.raw, /Spam wave/);
    const saved = await postForm(t, jar, '/edit/profile', '/edit/profile', { display_name: 'Still here' });
    assert.equal(saved.status, 403);
    assert.match(saved.raw, /suspended/);
    assert.equal((await t.get('/api/v1/users/@me', target.token)).body.display_name, null);

    const warningId = (await t.get('/api/v1/auth/warnings', target.token)).body[0].id;
    // Back only ever leads to a page of this site.
    for (const back of [
      '/\t/evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/ünïcode',
      '/a\r\nSet-Cookie: x=y',
    ]) {
      const res = await postForm(t, jar, '/settings', `/warnings/${warningId}/ack`, { back });
      assert.equal(res.status, 303, JSON.stringify(back));
      assert.equal(res.headers.location, '/', JSON.stringify(back));
    }
    const ack = await postForm(t, jar, '/settings', `/warnings/${warningId}/ack`, { back: '//evil.example/x' });
    assert.equal(ack.status, 303);
    assert.equal(ack.headers.location, '/');
    const home = await postForm(t, jar, '/settings', `/warnings/${warningId}/ack`, { back: '/settings?tab=1' });
    assert.equal(home.headers.location, '/settings?tab=1');
    assert.deepEqual((await t.get('/api/v1/auth/warnings', target.token)).body, []);
    const out = await postForm(t, jar, '/settings', '/logout', {});
    assert.equal(out.status, 303);
  });
});
