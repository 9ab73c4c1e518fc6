/**
 * Client shape: a Minecraft mod (Java, Gson). It fetches the user by name (or by ID), takes the first
 * pronoun entry whose status is "favourite" (else the first) and shows `entry.pronouns` above the
 * player; Gson leaves absent fields null, so a missing `pronouns` key was a NullPointerException.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ClientFixture, pronounsCcProfile } from '../helpers/client-fixture.js';
import { registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Gson's view of a PronounEntry: every declared field, null when absent. */
interface GsonPronounEntry {
  pronouns: string | null;
  display_text: string | null;
  status: string | null;
}

function gsonEntries(user: any): GsonPronounEntry[] {
  return (user.pronouns as any[]).map((e) => ({
    pronouns: e.pronouns ?? null,
    display_text: e.display_text ?? null,
    status: e.status ?? null,
  }));
}

/** The mod's nametag line; throws where Java would throw a NullPointerException. */
function nametag(user: any): string {
  const entries = gsonEntries(user);
  if (entries.length === 0) return '';
  const entry = entries.find((e) => e.status === 'favourite') ?? entries[0]!;
  if (entry.pronouns === null) throw new Error('NullPointerException: entry.pronouns');
  return entry.pronouns.split('/').slice(0, 2).join('/');
}

describe('client shape: Minecraft mod', () => {
  let t: TestApp;
  let fixture: ClientFixture;
  before(async () => {
    t = await startTestApp();
    fixture = await pronounsCcProfile(t);
  });
  after(() => t.close());

  it('reads `.pronouns` on every user entry, by name and by ID', async () => {
    for (const ref of [fixture.user.name, fixture.user.id]) {
      const user = (await t.get(`/api/v1/users/${ref}`)).body;
      for (const entry of gsonEntries(user)) {
        assert.notEqual(entry.pronouns, null);
        assert.notEqual(entry.status, null);
        assert.notEqual(entry.display_text, null);
      }
      assert.equal(nametag(user), 'they/them');
    }
  });

  it('entries written in the spec shape {value, status} are read the same way', async () => {
    const user = await registerUser(t);
    await t.patch('/api/v1/users/@me', { pronouns: [{ value: 'she/her/hers', status: 'okay' }] }, user.token);
    assert.equal(nametag((await t.get(`/api/v1/users/${user.name}`)).body), 'she/her');
  });

  it('a player without pronouns gets no nametag line', async () => {
    const user = await registerUser(t);
    assert.equal(nametag((await t.get(`/api/v1/users/${user.name}`)).body), '');
  });
});
