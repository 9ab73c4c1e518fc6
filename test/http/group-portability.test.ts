/**
 * Member groups in exports and imports (docs/GROUPS.md, docs/EXPORT.md): a Nametag export carries
 * them and an import brings them back (members and audiences renamed to the importing account's IDs);
 * PluralKit's groups come in as groups; a dry run changes nothing; a group of the same name is
 * updated; a broken group is refused with a 400 naming it, and nothing is changed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertApiError, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function importJson(user: TestUser, document: unknown, dryRun = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/@me/import${dryRun ? '?dry_run=true' : ''}`,
    payload: JSON.stringify(document),
    headers: { authorization: user.token, 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body), raw: res.body };
}

async function groupsOf(user: TestUser) {
  const res = await t.get('/api/v1/users/@me/groups', user.token);
  assert.equal(res.status, 200, res.raw);
  return res.body as Array<Record<string, any>>;
}

async function memberNames(user: TestUser, ids: string[]) {
  const members = (await t.get('/api/v1/users/@me/members', user.token)).body as Array<{ id: string; name: string }>;
  return ids.map((id) => members.find((member) => member.id === id)?.name);
}

describe('member groups in exports and imports', () => {
  it('travel with a Nametag export into another account, and a second import updates them', async () => {
    const source = await registerUser(t);
    const audience = (await t.post('/api/v1/users/@me/audiences', { name: 'Close' }, source.token)).body.id;
    const ash = await createMember(t, source, { name: 'Ash' });
    const birch = await createMember(t, source, { name: 'Birch', unlisted: true });
    const made = [
      { name: 'Trees', icon: '🌳', color: '#00aa44', description: 'All of us', members: [birch.id, ash.id] },
      { name: 'Quiet', unlisted: true, members: [ash.id] },
      { name: 'Close ones', audiences: [audience], members: [birch.id] },
    ];
    for (const body of made) assert.equal((await t.post('/api/v1/groups', body, source.token)).status, 200);
    const exported = await t.get('/api/v1/users/@me/export?format=json', source.token);
    assert.equal(exported.status, 200, exported.raw);
    const document = JSON.parse(exported.raw);
    assert.deepEqual(
      document.groups.map((group: { name: string }) => group.name),
      ['Trees', 'Quiet', 'Close ones'],
    );

    const target = await registerUser(t);
    const dry = await importJson(target, document, true);
    assert.equal(dry.status, 200, dry.raw);
    assert.deepEqual(dry.body.groups, { created: ['Trees', 'Quiet', 'Close ones'], updated: [] });
    assert.deepEqual(await groupsOf(target), [], 'a dry run changes nothing');

    const done = await importJson(target, document);
    assert.equal(done.status, 200, done.raw);
    assert.deepEqual(done.body.groups, { created: ['Trees', 'Quiet', 'Close ones'], updated: [] });
    const groups = await groupsOf(target);
    assert.deepEqual(
      groups.map((group) => group.name),
      ['Trees', 'Quiet', 'Close ones'],
    );
    const [trees, quiet, close] = groups as [Record<string, any>, Record<string, any>, Record<string, any>];
    assert.equal(trees.icon, '🌳');
    assert.equal(trees.color, '#00aa44');
    assert.equal(trees.description, 'All of us');
    assert.deepEqual(await memberNames(target, trees.member_ids), ['Birch', 'Ash'], "the group's order kept");
    assert.equal(quiet.unlisted, true);
    const targetAudiences = (await t.get('/api/v1/users/@me/audiences', target.token)).body;
    assert.deepEqual(close.audiences, [targetAudiences[0].id], "the importing account's own audience");
    assert.ok(!trees.member_ids.includes(ash.id), "members are the importing account's");

    document.groups[0].description = 'Changed';
    document.groups[0].member_ids = [ash.id];
    const again = await importJson(target, document);
    assert.equal(again.status, 200, again.raw);
    assert.deepEqual(again.body.groups, { created: [], updated: ['Trees', 'Quiet', 'Close ones'] });
    const updated = (await groupsOf(target))[0]!;
    assert.equal(updated.description, 'Changed');
    assert.deepEqual(await memberNames(target, updated.member_ids), ['Ash']);
    assert.equal((await groupsOf(target)).length, 3, 'matched by name, not made twice');
  });

  it("bring PluralKit's groups: their members by PluralKit ID, a private group kept to its owner", async () => {
    const target = await registerUser(t);
    const pk = {
      version: 2,
      id: 'abcde',
      members: [
        { id: 'fghij', name: 'River' },
        { id: 'klmno', name: 'Stone' },
      ],
      groups: [
        {
          id: 'qrstu',
          name: 'Rocks',
          display_name: 'The rocks',
          description: 'Heavy',
          color: 'ff8800',
          icon: 'https://cdn.example/rocks.png',
          members: ['klmno', 'zzzzz'],
          privacy: { visibility: 'public' },
        },
        { id: 'vwxyz', name: 'Inner', members: ['fghij', 'klmno'], privacy: { visibility: 'private' } },
      ],
      switches: [],
    };
    const res = await importJson(target, pk);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body.groups, { created: ['Rocks', 'Inner'], updated: [] });
    assert.ok(
      res.body.skipped.some((line: string) => /groups\.\*\.icon/.test(line)),
      res.raw,
    );
    const [rocks, inner] = (await groupsOf(target)) as [Record<string, any>, Record<string, any>];
    assert.equal(rocks.display_name, 'The rocks');
    assert.equal(rocks.color, '#ff8800');
    assert.equal(rocks.icon, null, 'an image address is never an icon');
    assert.deepEqual(await memberNames(target, rocks.member_ids), ['Stone'], 'an unknown member is left out');
    assert.deepEqual(inner.audiences, []);
    assert.deepEqual(await memberNames(target, inner.member_ids), ['River', 'Stone']);
    assertApiError(await t.get(`/api/v1/users/${target.name}/groups/Inner`), 404, 404);
  });

  it('refuse a broken group with a 400 naming it, and change nothing', async () => {
    const target = await registerUser(t);
    const base = { format: 'nametag-export', version: 1, flags: [], members: [{ id: 'm1', name: 'Kept' }] };
    const cases: Array<[unknown, RegExp]> = [
      ['not a list', /groups/],
      [[{ name: 'ok', member_ids: 'm1' }], /groups\.0/],
      [[{ member_ids: [] }], /groups\.0/],
      [[{ name: 'bad/name', member_ids: ['m1'] }], /groups\.0/],
      [[{ name: 'x', color: 'blue', member_ids: [] }], /groups\.0\.color/],
      [
        [
          { name: 'Twice', member_ids: [] },
          { name: 'twice', member_ids: [] },
        ],
        /groups\.1/,
      ],
    ];
    for (const [groups, path] of cases) {
      const res = await importJson(target, { ...base, groups });
      assertApiError(res, 400, 400);
      assert.match(res.body.details, path, res.raw);
    }
    const pk = await importJson(target, { version: 2, members: [], groups: [{ id: 'x' }] });
    assertApiError(pk, 400, 400);
    assert.match(pk.body.details, /groups\.0/);
    assert.deepEqual(await groupsOf(target), []);
    assert.equal((await t.get('/api/v1/users/@me/members', target.token)).body.length, 0, 'all or nothing');
  });
});
