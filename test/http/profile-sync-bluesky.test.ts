/**
 * Pronouns kept in sync on Bluesky (docs/SYNC.md), against a fake PDS built from the AT Protocol's
 * documented XRPC methods and errors: connecting with an app password (refusals said beside their
 * fields), the profile record's `pronouns` written with a compare-and-swap so that a change made by
 * someone else between the read and the write is kept, the lexicon's 20 graphemes, an expired session
 * refreshed and a revoked app password stopping the sync, a 429 waited out, and only what the public
 * sees.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { eventually } from '../helpers/eventually.js';
import { FakePds } from '../helpers/fake-pds.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { type Jar, logIn, page, postForm } from '../helpers/web-forms.js';

const SYNC_KEY = Buffer.alloc(32, 9).toString('hex');

let pds: FakePds;
let t: TestApp;

before(async () => {
  pds = await new FakePds().start();
  t = await startTestApp({ SYNC_KEY, SYNC_ALLOW_INSECURE: 'true' }, { syncDispatchEveryMs: 20 });
});
after(async () => {
  await t?.close();
  await pds?.close();
});

let serial = 0;
const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';

/** A user signed in, with a Bluesky account at the fake (its profile record as given). */
async function withBluesky(record: Record<string, unknown> | null = null) {
  const user = await registerUser(t);
  const jar = await logIn(t, user);
  const handle = `person${++serial}.bsky.test`;
  pds.addAccount(handle, APP_PASSWORD, record);
  return { user, jar, handle };
}

const connect = (jar: Jar, fields: Record<string, string>) =>
  postForm(t, jar, '/settings/sync', '/settings/sync/bluesky/connect', { server: pds.url, ...fields });

async function setPronouns(user: TestUser, pronouns: Array<{ value: string; status?: string }>, extra = {}) {
  const res = await t.patch(
    '/api/v1/users/@me',
    { pronouns: pronouns.map((entry) => ({ status: 'okay', ...entry })), ...extra },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
}

const pronounsOf = (handle: string) => pds.recordOf(handle)?.pronouns;

describe('keeping pronouns up to date on Bluesky', () => {
  it('connects with an app password, writes pronouns, keeps the rest of the record', async () => {
    const { user, jar, handle } = await withBluesky({
      $type: 'app.bsky.actor.profile',
      displayName: 'Someone',
      description: 'my bio',
      avatar: { $type: 'blob', ref: { $link: 'bafkrei' }, mimeType: 'image/png', size: 1000 },
    });
    await setPronouns(user, [{ value: 'she/her', status: 'favourite' }, { value: 'they/them' }]);
    const connected = await connect(jar, { handle, app_password: APP_PASSWORD });
    assert.equal(connected.status, 200, connected.raw);
    assert.match(connected.raw, new RegExp(`written to @${handle.replace(/\./g, '\\.')}`));
    await eventually('pronouns written', () => pronounsOf(handle) === 'she/her');
    const record = pds.recordOf(handle)!;
    assert.equal(record.displayName, 'Someone');
    assert.equal(record.description, 'my bio');
    assert.deepEqual(record.avatar, { $type: 'blob', ref: { $link: 'bafkrei' }, mimeType: 'image/png', size: 1000 });
    // The service has the record before the sync has recorded its answer.
    await eventually('the settings page saying so', async () =>
      /Up to date on @person/.test((await page(t, jar, '/settings/sync')).raw),
    );

    // Only what fits in the lexicon's 20 graphemes, by whole entries.
    await setPronouns(user, [{ value: 'they/them' }, { value: 'xe/xem/xyr/xyrs/xemself' }, { value: 'she/her' }]);
    await eventually('the change written', () => pronounsOf(handle) === 'they/them, xe/xem');
  });

  it('makes the profile record when there is none', async () => {
    const { user, jar, handle } = await withBluesky(null);
    await setPronouns(user, [{ value: 'he/him' }]);
    assert.equal((await connect(jar, { handle, app_password: APP_PASSWORD })).status, 200);
    await eventually('record made', () => pronounsOf(handle) === 'he/him');
    assert.equal(pds.recordOf(handle)!.$type, 'app.bsky.actor.profile');
  });

  it('keeps a change someone else made between the read and the write (swapRecord)', async () => {
    const { user, jar, handle } = await withBluesky({ $type: 'app.bsky.actor.profile', description: 'old bio' });
    await setPronouns(user, [{ value: 'it/its' }]);
    pds.afterNextRead = (account) => {
      account.record = { ...account.record, description: 'bio changed in the app meanwhile' };
      account.cid = 'bafychanged';
    };
    assert.equal((await connect(jar, { handle, app_password: APP_PASSWORD })).status, 200);
    await eventually('written', () => pronounsOf(handle) === 'it/its');
    assert.equal(pds.recordOf(handle)!.description, 'bio changed in the app meanwhile');
  });

  it('refreshes an expired session, and stops when the app password is revoked', async () => {
    const { user, jar, handle } = await withBluesky();
    await setPronouns(user, [{ value: 'she/her' }]);
    await connect(jar, { handle, app_password: APP_PASSWORD });
    await eventually('written', () => pronounsOf(handle) === 'she/her');
    pds.expireAccessTokens();
    await setPronouns(user, [{ value: 'they/them' }]);
    await eventually('written after a refresh', () => pronounsOf(handle) === 'they/them');
    pds.revokeAppPassword(handle);
    await setPronouns(user, [{ value: 'he/him' }]);
    await eventually('the page says it stopped', async () =>
      /no longer lets Nametag change its profile/.test((await page(t, jar, '/settings/sync')).raw),
    );
    assert.equal(pronounsOf(handle), 'they/them');
  });

  it('waits out a 429', async () => {
    const { user, jar, handle } = await withBluesky();
    await setPronouns(user, [{ value: 'she/her' }]);
    await connect(jar, { handle, app_password: APP_PASSWORD });
    await eventually('written', () => pronounsOf(handle) === 'she/her');
    pds.rateLimited = 1;
    await setPronouns(user, [{ value: 'he/him' }]);
    await eventually('the page says it waits', async () =>
      /asked Nametag to wait/.test((await page(t, jar, '/settings/sync')).raw),
    );
    t.clock.advance(60_000);
    await eventually('written after the wait', () => pronounsOf(handle) === 'he/him');
  });

  it('writes only what the public sees, and takes pronouns out when none is left', async () => {
    const { user, jar, handle } = await withBluesky();
    const audience = await t.post('/api/v1/users/@me/audiences', { name: 'close' }, user.token);
    await setPronouns(user, [{ value: 'she/her' }, { value: 'fae/faer/faer/faers/faerself' }], {
      placements: { pronouns: { 'fae/faer/faer/faers/faerself': [audience.body.id] } },
    });
    await connect(jar, { handle, app_password: APP_PASSWORD });
    await eventually('written', () => pronounsOf(handle) === 'she/her');
    await setPronouns(user, [{ value: 'she/her', status: 'avoid' }]);
    await eventually('taken out', () => pds.recordOf(handle) !== null && !('pronouns' in pds.recordOf(handle)!));
  });

  it('says what is wrong beside the field, keeping what was typed (never the password)', async () => {
    const { jar, handle } = await withBluesky();
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ handle: '', app_password: APP_PASSWORD }, /Give your handle/],
      [{ handle, app_password: 'my real password' }, /four groups of four letters and digits/],
      [{ handle, app_password: 'zzzz-zzzz-zzzz-zzzz' }, /refused this handle and app password/],
      [{ handle, app_password: APP_PASSWORD, server: 'ftp://example.com' }, /server’s address alone/],
      [
        { handle, app_password: APP_PASSWORD, server: 'http://127.0.0.1:1' },
        /did not answer as a Bluesky server should/,
      ],
    ];
    for (const [fields, sentence] of cases) {
      const res = await connect(jar, fields);
      assert.equal(res.status, 400, `${JSON.stringify(fields)}: ${res.raw.slice(0, 200)}`);
      assert.match(res.raw, sentence);
      assert.doesNotMatch(res.raw, /zzzz-zzzz|my real password/);
      if (fields.handle) assert.match(res.raw, new RegExp(`value="${fields.handle.replace(/\./g, '\\.')}"`));
    }
    // A private address is refused even with SYNC_ALLOW_INSECURE (only loopback is allowed then).
    const res = await connect(jar, { handle, app_password: APP_PASSWORD, server: 'http://10.0.0.1' });
    assert.equal(res.status, 400);
  });

  it('stops on request', async () => {
    const { user, jar, handle } = await withBluesky();
    await setPronouns(user, [{ value: 'she/her' }]);
    await connect(jar, { handle, app_password: APP_PASSWORD });
    await eventually('written', () => pronounsOf(handle) === 'she/her');
    const stopped = await postForm(t, jar, '/settings/sync', '/settings/sync/bluesky/stop', {});
    assert.match(stopped.raw, new RegExp(`no longer writes to @${handle.replace(/\./g, '\\.')}`));
    const puts = pds.putCalls;
    await setPronouns(user, [{ value: 'he/him' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(pds.putCalls, puts);
  });
});

describe('the syncs through the API', () => {
  it('connects, lists, changes, retries and stops with a session token; never shows the credentials', async () => {
    const user = await registerUser(t);
    const handle = `api${++serial}.bsky.test`;
    pds.addAccount(handle, APP_PASSWORD);
    await setPronouns(user, [{ value: 'she/her' }]);
    const made = await t.post(
      '/api/v1/users/@me/syncs/bluesky',
      { handle, app_password: APP_PASSWORD, server: pds.url },
      user.token,
    );
    assert.equal(made.status, 200, made.raw);
    assert.equal(made.body.service, 'bluesky');
    assert.equal(made.body.account, `@${handle}`);
    assert.doesNotMatch(made.raw, new RegExp(APP_PASSWORD));
    await eventually('written', () => pronounsOf(handle) === 'she/her');
    // The server has the record before the dispatcher has written down that it was written: wait for that.
    const listed = await eventually('recorded as synced', async () => {
      const read = await t.get('/api/v1/users/@me/syncs', user.token);
      return read.body[0]?.status === 'synced' && read;
    });
    assert.equal(listed.status, 200);
    assert.equal(listed.body.length, 1);
    assert.equal(listed.body[0].status, 'synced');
    assert.match(listed.body[0].synced_at, /^\d{4}-\d\d-\d\dT/);
    assert.doesNotMatch(listed.raw, /Jwt|abcd-efgh/);
    assert.equal((await t.post('/api/v1/users/@me/syncs/bluesky/retry', {}, user.token)).status, 200);
    const patched = await t.patch('/api/v1/users/@me/syncs/bluesky', { language: 'de' }, user.token);
    assert.equal(patched.body.language, 'de');
    const bad = await t.patch('/api/v1/users/@me/syncs/bluesky', { language: 'xx' }, user.token);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 400);
    assert.equal((await t.del('/api/v1/users/@me/syncs/bluesky', user.token)).status, 204);
    assert.equal((await t.del('/api/v1/users/@me/syncs/bluesky', user.token)).status, 404);
    assert.equal((await t.del('/api/v1/users/@me/syncs/myspace', user.token)).status, 404);
    assert.deepEqual((await t.get('/api/v1/users/@me/syncs', user.token)).body, []);
  });

  it('refuses API tokens, no token, and bad bodies with a sentence', async () => {
    const user = await registerUser(t);
    const api = await t.post('/api/v1/auth/tokens', {}, user.token);
    assert.equal((await t.get('/api/v1/users/@me/syncs', api.body.token)).status, 403);
    assert.equal((await t.get('/api/v1/users/@me/syncs')).status, 403);
    const wrong = await t.post(
      '/api/v1/users/@me/syncs/bluesky',
      { handle: 'nobody.bsky.test', app_password: 'aaaa-bbbb-cccc-dddd', server: pds.url },
      user.token,
    );
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.message, /refused this handle and app password/);
    const extra = await t.post('/api/v1/users/@me/syncs/bluesky', { handle: 'x', app_password: 'y', z: 1 }, user.token);
    assert.equal(extra.status, 400);
  });
});
