/**
 * Every form of the site against a post that did not come from it: the route table's every POST
 * outside the API, sent by a signed-in admin's browser without the form's CSRF token and with a
 * forged one, is refused with the sentence that says what to do, and changes nothing. The list
 * comes from the app's own routes, so a new form is covered at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { en } from '../../src/i18n/messages/en.js';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, type Jar, logIn, page } from '../helpers/web-forms.js';

/** Posts that are not forms of this site's pages, each with the reason it needs no CSRF token. */
const NOT_FORMS: Record<string, string> = {
  // Other servers deliver activities here, signed with HTTP signatures; no browser and no cookie.
  'POST /ap/users/:id/inbox': 'ActivityPub delivery',
};

const probe = await startTestApp();
await probe.app.ready();
const FORMS = probe.app.routeTable
  .entries()
  .filter((route) => route.method === 'POST' && !route.url.startsWith('/api/'))
  .map((route) => route.url)
  .filter((url) => NOT_FORMS[`POST ${url}`] === undefined);
await probe.close();

/** Concrete values for the forms' path parameters: things that exist here (the fediverse log-in is on by default), so only the token decides. */
function concrete(url: string, values: { userId: string; name: string }): string {
  return url
    .replace(':kind', 'fediverse')
    .replace(':service', 'mastodon')
    .replace(':ref', values.name)
    .replace(':id', values.userId);
}

describe('CSRF protection on every form', () => {
  let t: TestApp;
  let admin: TestUser;
  let jar: Jar;
  const csrfSentence = en['error.csrf'];

  before(async () => {
    t = await startTestApp();
    admin = await registerUser(t);
    await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
    jar = await logIn(t, admin);
    // The CSRF secret cookie is set by the first page that shows a form.
    await page(t, jar, '/settings');
  });
  after(() => t.close());

  it('knows the forms added with the sync, the lookups and the audiences', () => {
    for (const url of [
      '/settings/links/:kind/lookups',
      '/settings/sync/mastodon/start',
      '/settings/sync/bluesky/connect',
      '/settings/sync/:service/choices',
      '/settings/sync/:service/retry',
      '/settings/sync/:service/stop',
      '/settings/audiences',
      '/edit/profile',
    ]) {
      assert.ok(FORMS.includes(url), `${url} is among the forms (have: ${FORMS.join(', ')})`);
    }
  });

  for (const url of FORMS) {
    it(`POST ${url}: no token and a forged token are refused, and the account is unchanged`, async () => {
      const before = await t.get('/api/v1/users/@me', admin.token);
      for (const fields of [{}, { _csrf: 'forged' }] as Array<Record<string, string>>) {
        const res = await t.request('POST', concrete(url, { userId: admin.id, name: admin.name }), {
          body: new URLSearchParams({ ...fields, display_name: 'Changed', name: 'changed' }).toString(),
          headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        });
        assert.equal(res.status, 403, `${url} ${JSON.stringify(fields)}: ${res.status}`);
        assert.ok(res.raw.includes(csrfSentence), `${url}: ${res.raw.slice(0, 300)}`);
      }
      // Still signed in, and nothing of the account changed.
      assert.equal((await page(t, jar, '/settings')).status, 200);
      assert.deepEqual(await t.get('/api/v1/users/@me', admin.token).then((res) => res.body), before.body);
    });
  }
});
