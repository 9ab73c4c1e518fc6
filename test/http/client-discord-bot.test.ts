/**
 * Client shape: a Discord bot (JavaScript). `/pronouns user:<name>` fetches the user by name and
 * renders an embed: flags with `user.flags.forEach`, each pronoun as `${p.pronouns} [Status: ${p.status}]`,
 * the same for a member by name; a missing user is a 404 it turns into "not found".
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CUSTOM, type ClientFixture, pronounsCcProfile } from '../helpers/client-fixture.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('client shape: Discord bot', () => {
  let t: TestApp;
  let fixture: ClientFixture;
  before(async () => {
    t = await startTestApp();
    fixture = await pronounsCcProfile(t);
  });
  after(() => t.close());

  /** What the bot does with a User or Member: the lines of its embed. */
  function embed(profile: any): string[] {
    const lines: string[] = [];
    profile.flags.forEach((flag: any) => lines.push(`flag: ${flag.name} (${flag.description})`));
    for (const p of profile.pronouns) lines.push(`${p.pronouns} [Status: ${p.status}]`);
    return lines;
  }

  it('renders a user fetched by name', async () => {
    const res = await t.get(`/api/v1/users/${encodeURIComponent(fixture.user.name)}`);
    assert.equal(res.status, 200);
    assert.deepEqual(embed(res.body), [
      'flag: Progress pride (The progress pride flag)',
      'flag: Non-binary ()',
      'they/them/their/theirs/themself [Status: favourite]',
      `xe/xem/xyr/xyrs/xemself [Status: ${CUSTOM}]`,
      'he/him/his/his/himself [Status: okay]',
    ]);
    assert.ok(!embed(res.body).some((line) => line.includes('undefined')));
  });

  it('renders a member fetched by the user and member names', async () => {
    const url = `/api/v1/users/${fixture.user.name}/members/${encodeURIComponent(fixture.memberName.toLowerCase())}`;
    const res = await t.get(url);
    assert.equal(res.status, 200);
    assert.deepEqual(embed(res.body), [
      'flag: Non-binary ()',
      'she/her/her/hers/herself [Status: favourite]',
      `it/its [Status: ${CUSTOM}]`,
    ]);
  });

  it('a user without flags or pronouns renders an empty embed, not a TypeError', async () => {
    const { registerUser } = await import('../helpers/factories.js');
    const bare = await registerUser(t);
    const res = await t.get(`/api/v1/users/${bare.name}`);
    assert.deepEqual(embed(res.body), []);
  });

  it('an unknown user is a 404 APIError the bot can show', async () => {
    const res = await t.get('/api/v1/users/nobody_by_that_name');
    assert.equal(res.status, 404);
    assert.equal(res.body.code, 2001);
    assert.equal(typeof res.body.message, 'string');
  });
});
