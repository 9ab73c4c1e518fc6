/**
 * The rest of pronouns.cc's v1 data model (issue 12): user pronoun entries in both shapes, short IDs
 * and their reroll, time zones with a read-time `utc_offset`, MeUser's extra fields, and data written
 * by the previous release getting short IDs on upgrade.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../src/core/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateTo } from '../../src/db/migrator.js';
import { assertApiError, createApiToken, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('user pronoun entries', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp();
    user = await registerUser(t);
  });
  after(() => t.close());

  it('take the spec shape and the pronouns.cc shape, and show value, pronouns and display_text', async () => {
    const res = await t.patch(
      '/api/v1/users/@me',
      {
        pronouns: [
          { value: 'they/them/their/theirs/themself', status: 'favourite' },
          { pronouns: 'xe/xem/xyr', display_text: 'xe (neo)', status: 'okay' },
          { pronouns: 'it/its', status: 'jokingly' },
          { value: 'she/her', pronouns: 'she/her', display_text: null, status: 'avoid' },
        ],
      },
      user.token,
    );
    assert.equal(res.status, 200, res.raw);
    const expected = [
      {
        value: 'they/them/their/theirs/themself',
        pronouns: 'they/them/their/theirs/themself',
        display_text: 'they/them',
        status: 'favourite',
      },
      { value: 'xe/xem/xyr', pronouns: 'xe/xem/xyr', display_text: 'xe (neo)', status: 'okay' },
      { value: 'it/its', pronouns: 'it/its', display_text: 'it/its', status: 'jokingly' },
      { value: 'she/her', pronouns: 'she/her', display_text: 'she/her', status: 'avoid' },
    ];
    assert.deepEqual(res.body.pronouns, expected);
    assert.deepEqual((await t.get(`/api/v1/users/${user.name}`)).body.pronouns, expected);
  });

  it('refuses entries whose value and pronouns differ, or that have neither, and changes nothing', async () => {
    const before = (await t.get('/api/v1/users/@me', user.token)).body.pronouns;
    const cases: Array<[unknown, RegExp]> = [
      [[{ value: 'he/him', pronouns: 'she/her', status: 'okay' }], /^pronouns\.0: /],
      [[{ value: 'he/him', status: 'okay' }, { status: 'okay' }], /^pronouns\.1: /],
      [[{ value: 'he/him' }], /status/],
      [[{ value: 'he/him', status: 'okay', extra: 1 }], /extra/],
      [[{ pronouns: 'he/him', display_text: '', status: 'okay' }], /display_text/],
    ];
    for (const [pronouns, details] of cases) {
      const res = await t.patch('/api/v1/users/@me', { pronouns }, user.token);
      assertApiError(res, 400, 400);
      assert.match(res.body.details ?? '', details, JSON.stringify(pronouns));
    }
    assert.deepEqual((await t.get('/api/v1/users/@me', user.token)).body.pronouns, before);
  });

  it('names stay FieldEntry: {value, status} only', async () => {
    assertApiError(
      await t.patch('/api/v1/users/@me', { names: [{ pronouns: 'x', status: 'okay' }] }, user.token),
      400,
      400,
    );
    const res = await t.patch('/api/v1/users/@me', { names: [{ value: 'Sam', status: 'okay' }] }, user.token);
    assert.deepEqual(res.body.names, [{ value: 'Sam', status: 'okay' }]);
  });
});

describe('short IDs (sid)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('users have 5 lowercase letters, members 6; unique, and stable across edits', async () => {
    const sids = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const user = await registerUser(t);
      const me = (await t.get('/api/v1/users/@me', user.token)).body;
      assert.match(me.sid, /^[a-z]{5}$/);
      sids.add(me.sid);
      const member = await createMember(t, user);
      assert.match(member.sid as string, /^[a-z]{6}$/);
      sids.add(member.sid as string);
      await t.patch('/api/v1/users/@me', { bio: 'edited', name: `${user.name}x` }, user.token);
      await t.patch(`/api/v1/members/${member.id}`, { bio: 'edited', name: 'renamed' }, user.token);
      assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.sid, me.sid);
      const read = (await t.get(`/api/v1/members/${member.id}`)).body;
      assert.equal(read.sid, member.sid);
      assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.members[0].sid, member.sid, 'PartialMember');
    }
    assert.equal(sids.size, 24);
  });

  it('POST /users/@me/sid gives a new one at most once an hour (2004 with the time it is allowed)', async () => {
    const user = await registerUser(t);
    const before = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.equal(before.last_sid_reroll, null);
    const res = await t.request('POST', '/api/v1/users/@me/sid', { token: user.token });
    assert.equal(res.status, 200, res.raw);
    assert.match(res.body.sid, /^[a-z]{5}$/);
    assert.notEqual(res.body.sid, before.sid);
    assert.equal(res.body.last_sid_reroll, new Date(t.clock.now()).toISOString());
    assert.equal(res.body.id, user.id, 'the answer is the MeUser');
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.sid, res.body.sid);

    t.clock.advance(HOUR - 1000);
    const soon = await t.post('/api/v1/users/@me/sid', {}, user.token);
    assertApiError(soon, 400, 2004);
    assert.match(soon.body.details, new RegExp(new Date(t.clock.now() + 1000).toISOString().replace(/\./g, '\\.')));
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.sid, res.body.sid, 'unchanged');
    t.clock.advance(1000);
    assert.equal((await t.post('/api/v1/users/@me/sid', {}, user.token)).status, 200);
  });

  it("POST /members/{id}/sid: the owner's members only, once an hour per member", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const [a, b] = [await createMember(t, user), await createMember(t, user)];
    const res = await t.request('POST', `/api/v1/members/${a.id}/sid`, { token: user.token });
    assert.equal(res.status, 200, res.raw);
    assert.match(res.body.sid, /^[a-z]{6}$/);
    assert.notEqual(res.body.sid, a.sid);
    assert.equal(res.body.unlisted, false, 'the owner view');
    assert.equal((await t.get(`/api/v1/members/${a.id}`)).body.sid, res.body.sid);
    assertApiError(await t.post(`/api/v1/members/${a.id}/sid`, {}, user.token), 400, 2004);
    assert.equal((await t.post(`/api/v1/members/${b.id}/sid`, {}, user.token)).status, 200, 'per member');
    assertApiError(await t.post(`/api/v1/members/${b.id}/sid`, {}, other.token), 403, 3004);
    assertApiError(await t.post('/api/v1/members/0191a000-0000-7000-8000-000000000999/sid', {}, user.token), 404, 3001);
    const readOnly = (await createApiToken(t, user, { read_only: true })).token;
    t.clock.advance(2 * HOUR);
    assertApiError(await t.post(`/api/v1/members/${a.id}/sid`, {}, readOnly), 403, 4002);
    assertApiError(await t.post('/api/v1/users/@me/sid', {}, readOnly), 403, 4002);
    assert.equal((await t.get(`/api/v1/members/${a.id}`)).body.sid, res.body.sid);
  });

  it('is not a user reference: a 5-letter username keeps resolving as a name', async () => {
    const owner = await registerUser(t);
    const sid = (await t.get('/api/v1/users/@me', owner.token)).body.sid;
    assertApiError(await t.get(`/api/v1/users/${sid}`), 404, 2001);
    const named = await registerUser(t, sid);
    assert.equal((await t.get(`/api/v1/users/${sid}`)).body.id, named.id);
  });

  it("is not a member reference either: a member's sid finds no member, a member of that name is found", async () => {
    const owner = await registerUser(t);
    const member = await createMember(t, owner, { name: 'Someone' });
    const sid = (await t.get(`/api/v1/members/${member.id}`)).body.sid as string;
    assertApiError(await t.get(`/api/v1/members/${sid}`), 404, 3001);
    assertApiError(await t.get(`/api/v1/users/${owner.name}/members/${sid}`), 404, 3001);
    const named = await createMember(t, owner, { name: sid });
    assert.equal((await t.get(`/api/v1/users/${owner.name}/members/${sid}`)).body.id, named.id);
    // The short link is the web's: it leads to the profile's page.
    const short = await t.app.inject({ url: `/s/${sid}` });
    assert.equal(short.statusCode, 302);
    assert.match(String(short.headers.location), new RegExp(`/@${owner.name}/Someone$`));
  });
});

describe('time zones', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp();
    user = await registerUser(t);
  });
  after(() => t.close());

  it('PATCH takes an IANA name; MeUser shows it, the public User its current offset', async () => {
    const res = await t.patch('/api/v1/users/@me', { timezone: 'Asia/Kolkata' }, user.token);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.timezone, 'Asia/Kolkata');
    assert.equal(res.body.utc_offset, 19800);
    const pub = (await t.get(`/api/v1/users/${user.id}`)).body;
    assert.equal(pub.utc_offset, 19800);
    assert.equal('timezone' in pub, false, 'the zone itself is for the owner');
    await t.patch('/api/v1/users/@me', { timezone: 'America/St_Johns' }, user.token);
    assert.ok([-12600, -9000].includes((await t.get(`/api/v1/users/${user.id}`)).body.utc_offset));
  });

  it('follows daylight saving time without any write', async () => {
    await t.patch('/api/v1/users/@me', { timezone: 'Europe/Berlin' }, user.token);
    const seen = new Set<number>();
    for (let month = 0; month < 12; month++) {
      seen.add((await t.get(`/api/v1/users/${user.id}`)).body.utc_offset);
      t.clock.advance(31 * DAY);
    }
    assert.deepEqual([...seen].sort(), [3600, 7200]);
  });

  it('is stored in its usual spelling', async () => {
    user = await registerUser(t); // the clock moved a year: the first user's session has expired
    const cases: Array<[string, string]> = [
      ['europe/berlin', 'Europe/Berlin'],
      ['aSiA/kOlKaTa', 'Asia/Kolkata'],
      ['utc', 'UTC'],
    ];
    for (const [sent, stored] of cases) {
      const res = await t.patch('/api/v1/users/@me', { timezone: sent }, user.token);
      assert.equal(res.body.timezone, stored, sent);
    }
  });

  it('null or "" clears it; unknown zones are 400 and change nothing', async () => {
    user = await registerUser(t); // the clock moved a year: the first user's session has expired
    await t.patch('/api/v1/users/@me', { timezone: 'UTC' }, user.token);
    assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.utc_offset, 0);
    for (const bad of ['Mars/Olympus_Mons', 'GMT+5 please', '../../etc/passwd', 'x'.repeat(65), 5, true]) {
      const res = await t.patch('/api/v1/users/@me', { timezone: bad }, user.token);
      assertApiError(res, 400, 400);
      assert.match(res.body.details ?? '', /timezone/);
    }
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.timezone, 'UTC');
    for (const clear of [null, '']) {
      await t.patch('/api/v1/users/@me', { timezone: 'UTC' }, user.token);
      const res = await t.patch('/api/v1/users/@me', { timezone: clear }, user.token);
      assert.equal(res.body.timezone, null);
      assert.equal(res.body.utc_offset, null);
      assert.equal((await t.get(`/api/v1/users/${user.id}`)).body.utc_offset, null);
    }
  });
});

describe('profiles sent back as they were read', () => {
  it('PATCH takes a MeUser and a Member as read: flags as objects, the avatar as its hash', async () => {
    const t = await startTestApp();
    try {
      const { createFlag } = await import('../helpers/factories.js');
      const { striped } = await import('../helpers/images.js');
      const user = await registerUser(t);
      const flag = await createFlag(t, user);
      const avatar = (await striped('png', 32, 32)).toString('base64');
      await t.patch('/api/v1/users/@me', { flags: [flag.id], avatar, bio: 'first' }, user.token);
      const member = await createMember(t, user, { flags: [flag.id], avatar });
      const { members: _m, ...me } = (await t.get('/api/v1/users/@me', user.token)).body;
      const sentBack = await t.patch('/api/v1/users/@me', { ...me, bio: 'second' }, user.token);
      assert.equal(sentBack.status, 200, sentBack.raw);
      assert.equal(sentBack.body.bio, 'second');
      assert.equal(sentBack.body.avatar, me.avatar, 'the avatar is kept');
      assert.deepEqual(sentBack.body.flags, [flag]);
      const { user: _u, ...readMember } = (await t.get(`/api/v1/members/${member.id}`, user.token)).body;
      const memberBack = await t.patch(`/api/v1/members/${member.id}`, { ...readMember, bio: 'again' }, user.token);
      assert.equal(memberBack.status, 200, memberBack.raw);
      assert.equal(memberBack.body.avatar, member.avatar);
      assert.deepEqual(memberBack.body.flags, [flag]);
      // A hash that is not the current avatar is not an image either.
      for (const res of [
        await t.patch('/api/v1/users/@me', { avatar: 'a'.repeat(64) }, user.token),
        await t.patch(`/api/v1/members/${member.id}`, { avatar: 'b'.repeat(64) }, user.token),
        await t.post('/api/v1/members', { name: 'copy', avatar: me.avatar }, user.token),
      ]) {
        assertApiError(res, 400, 400);
        assert.match(res.body.details, /^avatar: /);
      }
      assert.equal((await t.get('/api/v1/users/@me', user.token)).body.avatar, me.avatar);
    } finally {
      await t.close();
    }
  });
});

describe('MeUser extras and read-only keys', () => {
  it('shows created_at, pronouns.cc names of linked accounts and badges; ignores read-only keys sent back', async () => {
    const t = await startTestApp();
    try {
      const user = await registerUser(t);
      const me = (await t.get('/api/v1/users/@me', user.token)).body;
      assert.equal(me.created_at, new Date(t.clock.now()).toISOString());
      for (const key of ['discord', 'discord_username', 'tumblr', 'tumblr_username', 'google', 'google_username']) {
        assert.equal(me[key], null, key);
      }
      assert.equal(me.badges, 0);
      // A client may PATCH back what it read: read-only keys are ignored, writable ones applied.
      const { members: _members, ...sendBack } = me;
      const res = await t.patch(
        '/api/v1/users/@me',
        { ...sendBack, sid: 'zzzzz', badges: 7, created_at: 'x', discord: 'me', utc_offset: 5, bio: 'sent back' },
        user.token,
      );
      assert.equal(res.status, 200, res.raw);
      assert.equal(res.body.sid, me.sid);
      assert.equal(res.body.badges, 0);
      assert.equal(res.body.discord, null);
      assert.equal(res.body.created_at, me.created_at);
      assert.equal(res.body.bio, 'sent back');
    } finally {
      await t.close();
    }
  });
});

describe('data of the previous release', () => {
  it('gets short IDs and documents with the new fields on upgrade', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nametag-upgrade-'));
    const legacy = await createTestDatabase(dir);
    const userId = '0191b000-0000-7000-8000-000000000011';
    const memberId = '0191b000-0000-7000-8000-000000000012';
    try {
      // The schema of the previous release, with data written by it.
      const db = openDatabase(loadConfig({ DATABASE_URL: legacy.url }).database);
      try {
        await migrateTo(db, '0004-hardening');
        const pronouns = JSON.stringify([{ value: 'she/her', status: 'okay' }]);
        const doc = JSON.stringify({ id: userId, name: 'Before' });
        await sql`insert into users (id, username, username_key, links, names, pronouns, fields, custom_preferences,
          partial_doc, public_doc, created_at, updated_at, last_active_at)
          values (${userId}, 'Before', 'before', '[]', '[]', ${pronouns}, '[]', '{}', ${doc}, ${doc}, 1, 1, 1)`.execute(
          db,
        );
        await sql`insert into members (id, user_id, name, name_key, links, names, pronouns, fields, partial_doc, public_doc,
          created_at, updated_at) values (${memberId}, ${userId}, 'Kit', 'kit', '[]', '[]', '[]', '[]', '{}', '{}', 1, 1)`.execute(
          db,
        );
      } finally {
        await db.destroy();
      }
      const upgraded = await startTestApp({ DATABASE_URL: legacy.url, MEDIA_DIR: join(dir, 'media') });
      try {
        const user = (await upgraded.get('/api/v1/users/before')).body;
        assert.match(user.sid, /^[a-z]{5}$/);
        assert.deepEqual(user.flags, []);
        assert.equal(user.badges, 0);
        assert.equal(user.utc_offset, null);
        assert.deepEqual(user.pronouns, [
          { value: 'she/her', pronouns: 'she/her', display_text: 'she/her', status: 'okay' },
        ]);
        assert.match(user.members[0].sid, /^[a-z]{6}$/);
        const member = (await upgraded.get(`/api/v1/members/${memberId}`)).body;
        assert.equal(member.sid, user.members[0].sid);
        assert.equal(member.name, 'Kit');
        assert.equal(member.user.name, 'Before');
      } finally {
        await upgraded.close();
      }
    } finally {
      await legacy.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
