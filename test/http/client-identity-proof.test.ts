/**
 * Client shape: an identity-proof checker. Given a claimed profile (a pronouns.cc URL or a username),
 * it fetches the user by name, compares the stable `id` with the one it recorded, and looks for its
 * proof token in `bio` or a link back to the claimed site in `links`. Renames must not break the proof
 * (the ID stays), and a deleted account must fail it (404).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ClientFixture, pronounsCcProfile } from '../helpers/client-fixture.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

async function verify(t: TestApp, ref: string, recordedId: string | null, proof: string, site: string) {
  const res = await t.get(`/api/v1/users/${encodeURIComponent(ref)}`);
  if (res.status !== 200) return { ok: false, reason: `${res.status} ${res.body?.code}` };
  const user = res.body;
  if (recordedId !== null && user.id !== recordedId) return { ok: false, reason: 'different account' };
  const inBio = typeof user.bio === 'string' && user.bio.includes(proof);
  const linked = (user.links as string[]).some((link) => new URL(link).hostname === site);
  return { ok: inBio && linked, id: user.id as string, reason: inBio ? (linked ? 'ok' : 'no link') : 'no proof' };
}

describe('client shape: identity-proof checker', () => {
  let t: TestApp;
  let fixture: ClientFixture;
  before(async () => {
    t = await startTestApp();
    fixture = await pronounsCcProfile(t);
  });
  after(() => t.close());

  it('finds the proof in bio and the link back, by username in any case', async () => {
    const first = await verify(t, fixture.user.name.toUpperCase(), null, 'nametag-proof-1234', 'robin.example');
    assert.deepEqual(first, { ok: true, id: fixture.user.id, reason: 'ok' });
    assert.equal((await verify(t, fixture.user.name, null, 'other-proof', 'robin.example')).ok, false);
  });

  it('survives a rename (checked by ID), and fails once the account is deleted', async () => {
    await t.patch('/api/v1/users/@me', { name: `${fixture.user.name}_new` }, fixture.user.token);
    const renamed = await verify(t, `${fixture.user.name}_new`, fixture.user.id, 'nametag-proof-1234', 'robin.example');
    assert.equal(renamed.ok, true);
    assert.equal((await verify(t, fixture.user.id, fixture.user.id, 'nametag-proof-1234', 'robin.example')).ok, true);
    await t.del('/api/v1/users/@me', fixture.user.token);
    assert.deepEqual(await verify(t, fixture.user.id, fixture.user.id, 'nametag-proof-1234', 'robin.example'), {
      ok: false,
      reason: '404 2001',
    });
  });
});
