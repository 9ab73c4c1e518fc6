/**
 * Pronouns kept in sync on a Mastodon-compatible account (docs/SYNC.md), against a fake Mastodon built
 * from its documented API (apps with scopes, OAuth, verify_credentials' source.fields,
 * update_credentials replacing the list, 401 for a revoked token, 403 outside the scopes, 422 for too
 * many fields, 429 with Retry-After): connecting through the browser with the write scope asked for
 * only then, the field written and kept up to date with the other fields untouched, only what the
 * public sees, nothing written twice, a revoked permission stopping the sync, no room said in a
 * sentence, stopping, the credentials sealed at rest, and a server without SYNC_KEY.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerUser, type TestUser, uniqueName } from '../helpers/factories.js';
import { eventually } from '../helpers/eventually.js';
import { type FakeProvider, type FakeProviders, startFakeProviders } from '../helpers/fake-providers.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { HTML, type Jar, logIn, page, postForm } from '../helpers/web-forms.js';

const SYNC_KEY = Buffer.alloc(32, 7).toString('base64');

let fakes: FakeProviders;
let mastodon: FakeProvider;
let t: TestApp;

before(async () => {
  fakes = await startFakeProviders();
  mastodon = fakes.mastodon;
  t = await startTestApp({ ...fakes.env(), SYNC_KEY, SYNC_ALLOW_INSECURE: 'true' }, { syncDispatchEveryMs: 20 });
});
after(async () => {
  await t?.close();
  await fakes?.close();
});

let nextId = 5000;

/** Follows a "Continue to …" page through the fake and back; returns the callback's answer. */
async function throughProvider(
  app: TestApp,
  jar: Jar,
  started: { status: number; raw: string; headers: Record<string, unknown> },
) {
  assert.equal(started.status, 200, started.raw);
  const location = String(started.headers.refresh).replace(/^0;url=/, '');
  const atProvider = await fetch(location, { redirect: 'manual' });
  assert.equal(atProvider.status, 302);
  const back = new URL(atProvider.headers.get('location')!);
  return page(app, jar, back.pathname + back.search);
}

/** A user with a linked fediverse account at the fake, signed in in `jar`. */
async function withFediverse(app = t): Promise<{ user: TestUser; jar: Jar; accountId: string }> {
  const user = await registerUser(app);
  const jar = await logIn(app, user);
  const accountId = String(nextId++);
  fakes.signInAt('fediverse', accountId, uniqueName('m'));
  const linked = await throughProvider(
    app,
    jar,
    await postForm(app, jar, '/settings', '/auth/fediverse/link', { instance: mastodon.url }),
  );
  assert.equal(linked.status, 303, linked.raw);
  return { user, jar, accountId };
}

/** Connects the sync through the browser: the page's button, the server's consent, back. */
async function connect(jar: Jar, app = t) {
  const started = await postForm(app, jar, '/settings/sync', '/settings/sync/mastodon/start', {});
  const back = await throughProvider(app, jar, started);
  assert.equal(back.status, 303, back.raw);
  assert.equal(back.headers.location, '/settings/sync?connected=mastodon');
  return back;
}

const fieldsOf = (accountId: string) => mastodon.fields.get(accountId) ?? [];
const pronounsField = (accountId: string) => fieldsOf(accountId).find((field) => field.name === 'Pronouns')?.value;

async function setPronouns(user: TestUser, pronouns: Array<{ value: string; status?: string }>, extra = {}) {
  const res = await t.patch(
    '/api/v1/users/@me',
    { pronouns: pronouns.map((entry) => ({ status: 'okay', ...entry })), ...extra },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
}

describe('keeping pronouns up to date on Mastodon', () => {
  it('connects with the write scope, writes the field, keeps the others, and follows changes', async () => {
    const { user, jar, accountId } = await withFediverse();
    mastodon.fields.set(accountId, [
      { name: 'Website', value: 'https://example.com' },
      { name: 'Matrix', value: '@me:example.org' },
    ]);
    await setPronouns(user, [{ value: 'she/her', status: 'favourite' }, { value: 'they/them' }]);
    const before = await page(t, jar, '/settings/sync');
    assert.match(before.raw, /Keep my pronouns up to date on @/);
    // The log-in asked for reading only; connecting asks for writing too.
    await connect(jar);
    assert.equal(mastodon.lastScope, 'read:accounts write:accounts');
    await eventually('the field is written', () => pronounsField(accountId) === 'she/her');
    assert.deepEqual(fieldsOf(accountId), [
      { name: 'Website', value: 'https://example.com' },
      { name: 'Matrix', value: '@me:example.org' },
      { name: 'Pronouns', value: 'she/her' },
    ]);
    // The server has the field before the sync has recorded its answer.
    await eventually('the settings page saying so', async () =>
      /Up to date on @/.test((await page(t, jar, '/settings/sync')).raw),
    );

    // A change is written where the field is; the other fields stay where they are.
    await setPronouns(user, [{ value: 'they/them/their/theirs/themselves' }, { value: 'xe/xem/xyr/xyrs/xemself' }]);
    await eventually('the change is written', () => pronounsField(accountId) === 'they/them, xe/xem');
    assert.deepEqual(
      fieldsOf(accountId).map((field) => field.name),
      ['Website', 'Matrix', 'Pronouns'],
    );

    // A change that does not touch what is written sends nothing.
    const updates = mastodon.updates;
    const calls = mastodon.updateCalls;
    const res = await t.patch('/api/v1/users/@me', { bio: 'a new bio' }, user.token);
    assert.equal(res.status, 200);
    await setPronouns(user, [{ value: 'they/them/their/theirs/themselves' }, { value: 'xe/xem/xyr/xyrs/xemself' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(mastodon.updates, updates);
    assert.equal(mastodon.updateCalls, calls);
  });

  it('writes only what the public sees', async () => {
    const { user, jar, accountId } = await withFediverse();
    const audience = await t.post('/api/v1/users/@me/audiences', { name: 'friends' }, user.token);
    await setPronouns(
      user,
      [{ value: 'she/her' }, { value: 'fae/faer/faer/faers/faerself' }, { value: 'he/him', status: 'friends_only' }],
      {
        placements: { pronouns: { 'fae/faer/faer/faers/faerself': [audience.body.id] } },
      },
    );
    await connect(jar);
    await eventually('the field is written', () => pronounsField(accountId) === 'she/her');
  });

  it('keeps names too, when asked, in the language chosen', async () => {
    const { user, jar, accountId } = await withFediverse();
    await setPronouns(user, [{ value: 'she/her' }], { names: [{ value: 'Alex', status: 'favourite' }] });
    await connect(jar);
    await eventually('pronouns written', () => pronounsField(accountId) === 'she/her');
    const saved = await postForm(t, jar, '/settings/sync', '/settings/sync/mastodon/choices', {
      names: 'on',
      language: 'de',
    });
    assert.equal(saved.status, 200, saved.raw);
    // The field keeps its place under its new name; the names come after it.
    await eventually(
      'names written in German',
      () =>
        JSON.stringify(fieldsOf(accountId)) ===
        JSON.stringify([
          { name: 'Pronomen', value: 'she/her' },
          { name: 'Namen', value: 'Alex' },
        ]),
    );
    const refused = await postForm(t, jar, '/settings/sync', '/settings/sync/mastodon/choices', { language: 'xx' });
    assert.equal(refused.status, 400);
  });

  it('says when the profile has no room, and writes after the person makes some', async () => {
    const { user, jar, accountId } = await withFediverse();
    mastodon.fields.set(
      accountId,
      ['A', 'B', 'C', 'D'].map((name) => ({ name, value: name.toLowerCase() })),
    );
    await setPronouns(user, [{ value: 'he/him' }]);
    await connect(jar);
    await eventually('the problem is shown', async () =>
      /has no room for another field/.test((await page(t, jar, '/settings/sync')).raw),
    );
    assert.equal(fieldsOf(accountId).length, 4);
    mastodon.fields.set(accountId, [{ name: 'A', value: 'a' }]);
    const retried = await postForm(t, jar, '/settings/sync', '/settings/sync/mastodon/retry', {});
    assert.equal(retried.status, 200, retried.raw);
    await eventually('written after the retry', () => pronounsField(accountId) === 'he/him');
  });

  it('stops when the server revokes the permission, and says so', async () => {
    const { user, jar, accountId } = await withFediverse();
    await setPronouns(user, [{ value: 'he/him' }]);
    await connect(jar);
    await eventually('written', () => pronounsField(accountId) === 'he/him');
    mastodon.revokeTokens();
    await setPronouns(user, [{ value: 'she/her' }]);
    await eventually('the page says it stopped', async () =>
      /no longer lets Nametag change its profile/.test((await page(t, jar, '/settings/sync')).raw),
    );
    const calls = mastodon.updateCalls;
    await setPronouns(user, [{ value: 'they/them' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(mastodon.updateCalls, calls, 'a stopped sync tries nothing');
    assert.equal(pronounsField(accountId), 'he/him');
    // Connecting again goes on.
    assert.match((await page(t, jar, '/settings/sync')).raw, /Connect again/);
    await connect(jar);
    await eventually('written again', () => pronounsField(accountId) === 'they/them');
  });

  it('waits out a 429 and writes afterwards', async () => {
    const { user, jar, accountId } = await withFediverse();
    await setPronouns(user, [{ value: 'he/him' }]);
    await connect(jar);
    await eventually('written', () => pronounsField(accountId) === 'he/him');
    mastodon.rateLimited = 1;
    await setPronouns(user, [{ value: 'it/its' }]);
    await eventually('the page says it waits', async () =>
      /asked Nametag to wait/.test((await page(t, jar, '/settings/sync')).raw),
    );
    assert.equal(pronounsField(accountId), 'he/him');
    t.clock.advance(60_000);
    await eventually('written after the wait', () => pronounsField(accountId) === 'it/its');
  });

  it('stops on request: nothing more is written, and what is there stays', async () => {
    const { user, jar, accountId } = await withFediverse();
    await setPronouns(user, [{ value: 'he/him' }]);
    await connect(jar);
    await eventually('written', () => pronounsField(accountId) === 'he/him');
    const stopped = await postForm(t, jar, '/settings/sync', '/settings/sync/mastodon/stop', {});
    assert.equal(stopped.status, 200);
    assert.match(stopped.raw, /Nametag no longer writes to/);
    await setPronouns(user, [{ value: 'she/her' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(pronounsField(accountId), 'he/him');
    const again = await postForm(t, jar, '/settings/sync', '/settings/sync/mastodon/stop', {});
    assert.equal(again.status, 404);
  });

  it('stops with the fediverse link, and goes with the account', async () => {
    const { user, jar, accountId } = await withFediverse();
    await setPronouns(user, [{ value: 'he/him' }]);
    await connect(jar);
    await eventually('written', () => pronounsField(accountId) === 'he/him');
    // The account has a password, so the link may go; the sync goes with it.
    assert.equal((await t.del('/api/v1/auth/links/fediverse', user.token)).status, 204);
    assert.deepEqual((await t.get('/api/v1/users/@me/syncs', user.token)).body, []);
    await setPronouns(user, [{ value: 'she/her' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(pronounsField(accountId), 'he/him');

    const other = await withFediverse();
    await connect(other.jar);
    assert.equal((await t.del('/api/v1/users/@me', other.user.token)).status, 204);
    const left = await t.asOperator((ctx) =>
      ctx.db.selectFrom('profile_syncs').select('id').where('user_id', '=', other.user.id).execute(),
    );
    assert.deepEqual(left, []);
  });

  it('refuses a permission without the write scope, with a sentence', async () => {
    const { jar } = await withFediverse();
    mastodon.grantOnly = ['read:accounts'];
    try {
      const started = await postForm(t, jar, '/settings/sync', '/settings/sync/mastodon/start', {});
      const back = await throughProvider(t, jar, started);
      assert.equal(back.status, 400, back.raw);
      assert.match(back.raw, /not change its profile/);
    } finally {
      mastodon.grantOnly = null;
    }
    assert.match((await page(t, jar, '/settings/sync')).raw, /Keep my pronouns up to date on @/);
  });

  it('keeps the token sealed at rest', async () => {
    const { jar } = await withFediverse();
    await connect(jar);
    const rows = await t.asOperator((ctx) => ctx.db.selectFrom('profile_syncs').select(['credentials']).execute());
    assert.ok(rows.length > 0);
    for (const row of rows) {
      assert.match(row.credentials, /^v1\./);
      assert.doesNotMatch(row.credentials, /token/);
    }
  });

  it('refuses an account other than the linked one', async () => {
    const { jar } = await withFediverse();
    const started = await postForm(t, jar, '/settings/sync', '/settings/sync/mastodon/start', {});
    fakes.signInAt('fediverse', String(nextId++), 'someone-else');
    const back = await throughProvider(t, jar, started);
    assert.equal(back.status, 400, back.raw);
    assert.match(back.raw, /not the fediverse account linked to yours/);
  });
});

describe('a server without SYNC_KEY', () => {
  it('says so on the page, and connecting is a 404 with a sentence', async () => {
    const bare = await startTestApp(fakes.env());
    try {
      const user = await registerUser(bare);
      const jar = await logIn(bare, user);
      const shown = await page(bare, jar, '/settings/sync');
      assert.equal(shown.status, 200);
      assert.match(shown.raw, /its operator has not set it up/);
      const refused = await postForm(bare, jar, '/settings/sync', '/settings/sync/mastodon/start', {});
      assert.equal(refused.status, 404);
      assert.match(refused.raw, /operator has not set it up/);
    } finally {
      await bare.close();
    }
  });

  it('refuses a SYNC_KEY that is not 32 bytes, at start-up', async () => {
    await assert.rejects(startTestApp({ SYNC_KEY: 'short' }), /SYNC_KEY must be 32 random bytes/);
  });

  it('shows the page in another language', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const de = await t.request('GET', '/settings/sync', {
      headers: { ...HTML, cookie: jar.header(), 'accept-language': 'de' },
    });
    assert.match(de.raw, /Pronomen anderswo/);
    assert.match(de.raw, /Verknüpfe zuerst das Fediverse-Konto/);
  });
});
