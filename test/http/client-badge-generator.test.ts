/**
 * Client shape: a Rust badge generator (serde). It deserialises User and Member into structs whose
 * required fields are `id`, `sid`, `name`, `pronouns[].pronouns` and `pronouns[].status` (strings);
 * `display_text` is `Option<String>`; unknown keys are ignored. A missing required field was
 * "missing field `pronouns`" and no badge.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ClientFixture, pronounsCcProfile } from '../helpers/client-fixture.js';
import { createMember, registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** serde's derive for the generator's structs: required fields must be present with their type. */
function deserialize(value: any, what: string): { id: string; sid: string; name: string; pronouns: string[] } {
  const required = (object: any, key: string, path: string) => {
    if (!(key in object)) throw new Error(`${path}: missing field \`${key}\``);
    if (typeof object[key] !== 'string') throw new Error(`${path}: invalid type for \`${key}\`, expected a string`);
    return object[key] as string;
  };
  if (!Array.isArray(value.pronouns)) throw new Error(`${what}: missing field \`pronouns\``);
  const pronouns = value.pronouns.map((entry: any, i: number) => {
    const text = required(entry, 'pronouns', `${what}.pronouns[${i}]`);
    required(entry, 'status', `${what}.pronouns[${i}]`);
    const display = entry.display_text;
    if (display !== undefined && display !== null && typeof display !== 'string') throw new Error('display_text');
    return text;
  });
  return {
    id: required(value, 'id', what),
    sid: required(value, 'sid', what),
    name: required(value, 'name', what),
    pronouns,
  };
}

describe('client shape: Rust badge generator (serde)', () => {
  let t: TestApp;
  let fixture: ClientFixture;
  before(async () => {
    t = await startTestApp();
    fixture = await pronounsCcProfile(t);
  });
  after(() => t.close());

  it('deserialises the User, its PartialMembers and the Member', async () => {
    const user = (await t.get(`/api/v1/users/${fixture.user.name}`)).body;
    const badge = deserialize(user, 'User');
    assert.equal(badge.id, fixture.user.id);
    assert.match(badge.sid, /^[a-z]{5}$/);
    assert.deepEqual(badge.pronouns, [
      'they/them/their/theirs/themself',
      'xe/xem/xyr/xyrs/xemself',
      'he/him/his/his/himself',
    ]);
    for (const member of user.members) assert.match(deserialize(member, 'PartialMember').sid, /^[a-z]{6}$/);
    const member = (await t.get(`/api/v1/members/${fixture.memberId}`)).body;
    assert.equal(deserialize(member, 'Member').name, fixture.memberName);
    const me = (await t.get('/api/v1/users/@me', fixture.user.token)).body;
    assert.equal(deserialize(me, 'MeUser').sid, badge.sid);
  });

  it('also for a bare profile and a bare member', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user);
    assert.deepEqual(deserialize((await t.get(`/api/v1/users/${user.id}`)).body, 'User').pronouns, []);
    assert.deepEqual(deserialize((await t.get(`/api/v1/members/${member.id}`)).body, 'Member').pronouns, []);
  });
});
