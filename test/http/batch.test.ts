/** Batch lookups: GET /users?refs=… and GET /members?refs=… */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
before(async () => {
  t = await startTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
  await t.patch(
    '/api/v1/users/@me',
    { display_name: 'Alice', pronouns: [{ value: 'she/her', status: 'favourite' }] },
    alice.token,
  );
});
after(async () => t.close());

describe('GET /users?refs=', () => {
  it('answers each known reference (name or ID) with what a single read answers; unknown and repeated ones are left out', async () => {
    await createMember(t, alice, { name: 'listed' });
    const refs = [alice.name, bob.id, 'nobody_here_at_all', alice.name, ` ${bob.id} `];
    const res = await t.get(`/api/v1/users?refs=${encodeURIComponent(refs.join(','))}`);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(Object.keys(res.body), [alice.name, bob.id]);
    assert.deepEqual(res.body[alice.name], (await t.get(`/api/v1/users/${alice.name}`)).body);
    assert.deepEqual(res.body[bob.id], (await t.get(`/api/v1/users/${bob.id}`)).body);
    assert.equal(res.body[alice.name].members.length, 1);
  });

  it('leaves out deleted accounts', async () => {
    const gone = await registerUser(t);
    await t.del('/api/v1/users/@me', gone.token);
    const res = await t.get(`/api/v1/users?refs=${gone.name},${alice.name}`);
    assert.deepEqual(Object.keys(res.body), [alice.name]);
  });

  it('refuses more than 50 references, none, or no refs parameter with a 400 naming refs', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `user${i}`).join(',');
    for (const url of [
      `/api/v1/users?refs=${many}`,
      '/api/v1/users?refs=',
      '/api/v1/users?refs=,,,',
      '/api/v1/users',
    ]) {
      const res = await t.get(url);
      assertApiError(res, 400, 400);
      assert.match(String(res.body.details), /^refs/, url);
    }
    const fifty = Array.from({ length: 50 }, (_, i) => `user${i}`).join(',');
    assert.equal((await t.get(`/api/v1/users?refs=${fifty}`)).status, 200);
  });

  it('sends a strong ETag over the whole answer, 304 on If-None-Match, a new one after a change', async () => {
    const url = `/api/v1/users?refs=${alice.name},${bob.name}`;
    const first = await t.get(url);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[^"]+"$/);
    assert.equal((await t.request('GET', url, { headers: { 'if-none-match': etag } })).status, 304);
    await t.patch('/api/v1/users/@me', { display_name: 'Bob' }, bob.token);
    const changed = await t.request('GET', url, { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.equal(changed.body[bob.name].display_name, 'Bob');
  });

  it('counts as one request against users_members_get', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.05' });
    try {
      const someone = await registerUser(limited);
      const refs = Array.from({ length: 50 }, () => someone.name).join(',');
      const res = await limited.get(`/api/v1/users?refs=${refs}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers['x-ratelimit-bucket'], 'users_members_get');
      assert.equal(Number(res.headers['x-ratelimit-limit']) - Number(res.headers['x-ratelimit-remaining']), 1);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /members?refs=', () => {
  it('answers each member ID with its public Member; unknown IDs and names are left out', async () => {
    const one = await createMember(t, bob, { name: 'one' });
    const two = await createMember(t, bob, { name: 'two', unlisted: true });
    const res = await t.get(`/api/v1/members?refs=${one.id},${two.id},${one.id},not-an-id,one`);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(Object.keys(res.body), [one.id, two.id]);
    assert.deepEqual(res.body[one.id], (await t.get(`/api/v1/members/${one.id}`)).body);
    assert.equal(res.body[two.id].unlisted, undefined, 'the public view, whoever asks');
    await t.del(`/api/v1/members/${one.id}`, bob.token);
    assert.deepEqual(Object.keys((await t.get(`/api/v1/members?refs=${one.id},${two.id}`)).body), [two.id]);
  });
});
