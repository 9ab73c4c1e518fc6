/**
 * The typed client (clients/typescript) against a real server on a port: the README's walk-through —
 * register, edit the profile, create a member, read it all publicly — and a rate-limited request
 * handled from the client's error value.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createNametagClient, retryAfterSeconds } from '../clients/typescript/src/index.js';
import { startServedApp } from './helpers/browser.js';
import type { TestApp } from './helpers/test-app.js';

let t: TestApp & { base: string };
before(async () => {
  t = await startServedApp({ RATE_LIMIT_MULTIPLIER: '0.5' });
});
after(async () => t?.close());

describe('the TypeScript client', () => {
  it('walks through the README: register, patch, create a member, read publicly', async () => {
    const anonymous = createNametagClient({ baseUrl: t.base });
    const registered = await anonymous.POST('/auth/register', {
      body: { username: 'robin_client', password: 'correct horse battery' },
    });
    assert.equal(registered.response.status, 200, JSON.stringify(registered.error));
    const token = registered.data!.token;

    const robin = createNametagClient({ baseUrl: t.base, token });
    const patched = await robin.PATCH('/users/@me', {
      body: {
        display_name: 'Robin',
        names: [{ value: 'Robin', status: 'favourite' }],
        pronouns: [{ value: 'they/them', status: 'favourite' }],
      },
    });
    assert.equal(patched.data?.display_name, 'Robin');

    const member = await robin.POST('/members', {
      body: { name: 'sky', pronouns: [{ pronouns: 'xe/xem', status: 'favourite' }] },
    });
    assert.equal(member.data?.name, 'sky');

    const user = await anonymous.GET('/users/{userRef}', { params: { path: { userRef: 'robin_client' } } });
    assert.equal(user.data?.display_name, 'Robin');
    assert.equal(user.data?.pronouns[0]?.pronouns, 'they/them');
    assert.deepEqual(
      user.data?.members.map((m) => m.name),
      ['sky'],
    );
    const sky = await anonymous.GET('/users/{userRef}/members/{memberRef}', {
      params: { path: { userRef: 'robin_client', memberRef: 'sky' } },
    });
    assert.equal(sky.data?.pronouns[0]?.display_text, 'xe/xem');
    const meta = await anonymous.GET('/meta');
    assert.ok((meta.data?.users.total ?? 0) >= 1);

    const missing = await anonymous.GET('/users/{userRef}', { params: { path: { userRef: 'nobody_here' } } });
    assert.equal(missing.response.status, 404);
    assert.equal(missing.error?.code, 2001);
  });

  it('hands a 429 back as an error with when to retry', async () => {
    const anonymous = createNametagClient({ baseUrl: t.base });
    const registered = await anonymous.POST('/auth/register', {
      body: { username: 'limited_client', password: 'correct horse battery' },
    });
    const client = createNametagClient({ baseUrl: t.base, token: registered.data!.token });
    // users_patch: 10 × 0.5 = 5 a minute.
    let refused: { status: number; retry: number | null; code: number | undefined } | null = null;
    for (let i = 0; i < 10 && refused === null; i++) {
      const { response, error } = await client.PATCH('/users/@me', { body: { bio: `edit ${i}` } });
      if (response.status === 429)
        refused = { status: 429, retry: retryAfterSeconds(response, error), code: error?.code };
    }
    assert.ok(refused, 'the sixth edit within a minute is refused');
    assert.equal(refused.code, 429);
    assert.ok((refused.retry ?? 0) >= 1 && (refused.retry ?? 0) <= 60);
  });
});
