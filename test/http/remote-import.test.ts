/**
 * Moving in from a service that speaks pronouns.cc's API v1: a fake pronouns.cc on loopback (the
 * original's shapes) and a second Nametag instance. A dry run previews and changes nothing; the
 * import brings the profile, its members (unlisted too), custom preferences and the statuses that use
 * them, flags and avatars; a second import replaces cleanly; and every bad case — wrong token, a site
 * that is not v1, slow or huge answers, an account over the limits, a private address, a failing
 * service — is a clear error that changes nothing, while an image that is not one is left out.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakePronounsCc, PREF_ONLINE, PREF_WRITING } from '../helpers/fake-pronouns-cc.js';
import {
  createApiToken,
  createFlag,
  createMember,
  customPreference,
  PREF_A,
  registerUser,
  type TestUser,
} from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { comparable, ownerView } from '../helpers/owner-view.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { logIn, postForm } from '../helpers/web-forms.js';

let t: TestApp;
let fake: FakePronounsCc;
before(async () => {
  t = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true' });
  fake = await new FakePronounsCc().start();
});
after(async () => {
  await fake?.close();
  await t?.close();
});

const importFrom = (app: TestApp, user: TestUser, body: Record<string, unknown>, dryRun = false) =>
  app.post(`/api/v1/users/@me/import/remote${dryRun ? '?dry_run=true' : ''}`, body, user.token);

describe('import from a pronouns.cc-compatible service', () => {
  it('a dry run says what would be created and left out, and changes nothing', async () => {
    const user = await registerUser(t);
    const before = (await t.get('/api/v1/users/@me', user.token)).raw;
    const res = await importFrom(t, user, { url: fake.url, token: fake.token }, true);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.dry_run, true);
    assert.equal(res.body.source, 'pronouns.cc');
    assert.equal(res.body.user, 'updated');
    assert.deepEqual(res.body.members, { created: ['Ash', 'Birch', 'Cedar'], updated: [] });
    assert.deepEqual(res.body.flags, { created: ['Trans', 'Enby'], reused: [] });
    const skipped = (res.body.skipped as string[]).join('\n');
    assert.match(skipped, /Your profile, link 2: "ftp:\/\/files\.grove\.example" is not a web address/);
    assert.match(
      skipped,
      /Your profile, name 3 \(“Woods”\): its preference "11111111-2222-4333-8444-555555555555" is none of the account's \(set to "okay"\)/,
    );
    assert.equal((await t.get('/api/v1/users/@me', user.token)).raw, before, 'a dry run changes nothing');
    assert.equal((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 0);
  });

  it('imports the profile, members (unlisted too), preferences, statuses, flags and avatars', async () => {
    const user = await registerUser(t);
    const res = await importFrom(t, user, { url: fake.url, token: fake.token });
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.dry_run, false);
    const { me, members } = await ownerView(t, user);
    assert.equal(me.name, user.name, 'the username stays');
    assert.equal(me.display_name, 'The Grove');
    assert.equal(me.bio, 'A **system** of trees.');
    assert.equal(me.member_title, 'Our trees');
    assert.equal(me.timezone, 'Europe/Amsterdam');
    assert.deepEqual(me.links, ['https://grove.example', 'https://social.example/@grove']);
    assert.deepEqual(me.names, [
      { value: 'Grove', status: 'favourite' },
      { value: 'Forest', status: PREF_WRITING },
      { value: 'Woods', status: 'okay' },
    ]);
    // Five-part pronouns as typed; a display text that is the derived one is not frozen.
    assert.deepEqual(
      me.pronouns.map((p: { value: string; display_text: string; status: string }) => [
        p.value,
        p.display_text,
        p.status,
      ]),
      [
        ['it/it/its/its/itself', 'it/it', 'favourite'],
        ['they/them/their/theirs/themselves', 'they/them', 'okay'],
      ],
    );
    assert.deepEqual(me.custom_preferences[PREF_ONLINE], {
      icon: 'wifi',
      tooltip: 'Only online',
      size: 'normal',
      muted: false,
      favourite: true,
    });
    assert.equal(me.custom_preferences[PREF_WRITING].muted, true);
    assert.deepEqual(me.fields, [
      {
        name: 'Honorifics',
        entries: [
          { value: 'mx.', status: 'favourite' },
          { value: 'sir', status: 'avoid' },
        ],
      },
    ]);
    assert.deepEqual(
      me.flags.map((f: { name: string }) => f.name),
      ['Trans', 'Enby'],
    );
    assert.match(me.avatar, /^[0-9a-f]{64}$/);

    assert.deepEqual(
      members.map((m) => [m.name, m.display_name, m.unlisted]),
      [
        ['Ash', 'Ash of the Grove', false],
        ['Birch', 'Birch of the Grove', true],
        ['Cedar', 'Cedar of the Grove', false],
      ],
    );
    const ash = members[0];
    assert.match(ash.avatar, /^[0-9a-f]{64}$/);
    assert.equal(members[1].avatar, null);
    assert.deepEqual(ash.fields, [{ name: 'Likes', entries: [{ value: 'moss', status: 'favourite' }] }]);
    assert.deepEqual(
      ash.pronouns.map((p: { pronouns: string; display_text: string; status: string }) => [p.pronouns, p.status]),
      [
        ['they/them/their/theirs/themself', 'favourite'],
        ['xe/xem/xyr/xyrs/xemself', PREF_ONLINE],
      ],
    );
    assert.equal(ash.pronouns[1].display_text, 'xe/xem');
    assert.deepEqual(
      ash.flags.map((f: { name: string }) => f.name),
      ['Enby'],
    );
    // The public list leaves the unlisted member out, as for any member.
    const listed = (await t.get(`/api/v1/users/${user.name}/members`)).body as Array<{ name: string }>;
    assert.deepEqual(listed.map((m) => m.name).sort(), ['Ash', 'Cedar']);
    // The avatar is served as any upload is.
    const image = await t.request('GET', `/media/users/${user.id}/${me.avatar}.webp`);
    assert.equal(image.status, 200);
  });

  it('a second import of the same profile replaces it cleanly: members updated, flags reused, nothing twice', async () => {
    const user = await registerUser(t);
    assert.equal((await importFrom(t, user, { url: fake.url, token: fake.token })).status, 200);
    const first = await ownerView(t, user);
    const again = await importFrom(t, user, { url: fake.url, token: fake.token });
    assert.equal(again.status, 200, again.raw);
    assert.deepEqual(again.body.members, { created: [], updated: ['Ash', 'Birch', 'Cedar'] });
    assert.deepEqual(again.body.flags, { created: [], reused: ['Trans', 'Enby'] });
    const second = await ownerView(t, user);
    assert.equal(second.members.length, 3);
    assert.equal((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 2);
    assert.deepEqual(
      second.members.map((m) => m.id),
      first.members.map((m) => m.id),
      'the same members, updated',
    );
  });

  it('the token goes to the API only, never to the image host, and is stored nowhere', async () => {
    const user = await registerUser(t);
    fake.seen.length = 0;
    assert.equal((await importFrom(t, user, { url: fake.url, token: fake.token })).status, 200);
    const media = fake.seen.filter((request) => request.url.startsWith('/media/'));
    assert.ok(media.length >= 4);
    assert.ok(media.every((request) => request.authorization === undefined));
    assert.ok(fake.seen.some((request) => request.url === '/api/v1/users/@me' && request.authorization === fake.token));
    if (t.config.database.engine === 'sqlite') {
      for (const file of readdirSync(t.dir).filter((name) => name.endsWith('.sqlite') || name.includes('.sqlite-'))) {
        assert.ok(!readFileSync(join(t.dir, file)).includes(fake.token), `${file} holds the token`);
      }
    }
  });
});

describe('what an import from a service refuses, changing nothing', () => {
  const unchanged = async (user: TestUser) => {
    const me = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.equal(me.display_name, null);
    assert.equal(me.members.length, 0);
    assert.equal((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 0);
  };

  it('a wrong token: a 400 about the token (the caller stays logged in)', async () => {
    const user = await registerUser(t);
    const res = await importFrom(t, user, { url: fake.url, token: 'not-the-token' });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /refused the token \(401\)/);
    assert.match(res.body.details, /^token: refused by 127\.0\.0\.1:\d+$/);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 200);
    await unchanged(user);
  });

  it('a site that is not a v1 service', async () => {
    const user = await registerUser(t);
    fake.notV1 = true;
    try {
      const res = await importFrom(t, user, { url: fake.url, token: fake.token });
      assert.equal(res.status, 400);
      assert.match(
        res.body.message,
        /does not answer like a pronouns\.cc-compatible service \(GET \/api\/v1\/meta answered 404\)/,
      );
      assert.match(res.body.details, /^url: /);
    } finally {
      fake.notV1 = false;
    }
    await unchanged(user);
  });

  it('a service that is busy or failing is a 503 to try later', async () => {
    const user = await registerUser(t);
    for (const status of [429, 502]) {
      fake.failWith = status;
      try {
        const res = await importFrom(t, user, { url: fake.url, token: fake.token });
        assert.equal(res.status, 503, res.raw);
        assert.match(res.body.message, new RegExp(`busy or failing \\(${status}\\)`));
      } finally {
        fake.failWith = null;
      }
    }
    await unchanged(user);
  });

  it('addresses that are not a service: not https, private, with a path, nonsense', async () => {
    const strict = await startTestApp();
    try {
      const user = await registerUser(strict);
      for (const [url, why] of [
        [fake.url, /only https addresses can be used/],
        ['https://127.0.0.1', /the server is not at a public address/],
        ['https://10.1.2.3', /the server is not at a public address/],
        ['https://pronouns.cc/@someone', /type only the service’s address/],
        ['https://pronouns.cc:8443', /standard https port/],
        ['not a server at all', /not the name of a server|not a web address/],
      ] as const) {
        const res = await importFrom(strict, user, { url, token: 'x' });
        assert.equal(res.status, 400, `${url}: ${res.raw}`);
        assert.match(res.body.message, why, url);
      }
      for (const body of [
        {},
        { token: '' },
        { token: 'a b' },
        { token: 'x', url: 'y'.repeat(301) },
        { token: 'x', other: 1 },
      ]) {
        assert.equal((await importFrom(strict, user, body)).status, 400, JSON.stringify(body));
      }
    } finally {
      await strict.close();
    }
  });

  it('a slow answer: bounded in time', async () => {
    const quick = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true', IMPORT_REMOTE_SECONDS: '1' });
    fake.slowMs = 2500;
    try {
      const user = await registerUser(quick);
      const res = await importFrom(quick, user, { url: fake.url, token: fake.token });
      assert.equal(res.status, 400, res.raw);
      assert.match(res.body.message, /did not answer in time/);
    } finally {
      fake.slowMs = 0;
      await quick.close();
    }
  });

  it('a huge answer: bounded in bytes', async () => {
    const small = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true', IMPORT_MAX_MB: '1' });
    fake.hugeBytes = 2 * 1024 * 1024;
    try {
      const user = await registerUser(small);
      const res = await importFrom(small, user, { url: fake.url, token: fake.token });
      assert.equal(res.status, 400, res.raw);
      assert.match(res.body.message, /sent more than 1 MB/);
    } finally {
      fake.hugeBytes = 0;
      await small.close();
    }
  });

  it('an account over this server’s member limit says which limit', async () => {
    const limited = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true', MEMBER_LIMIT: '2' });
    try {
      const user = await registerUser(limited);
      const res = await importFrom(limited, user, { url: fake.url, token: fake.token });
      assert.equal(res.status, 400, res.raw);
      assert.equal(res.body.code, 3002);
      assert.match(res.body.message, /has 3 members; this server allows 2/);
    } finally {
      await limited.close();
    }
  });

  it('an image that is not an image, or cannot be fetched, is left out with a note (more in import-bounds.test.ts)', async () => {
    const broken = await new FakePronounsCc().start();
    broken.brokenImage = true;
    broken.applyImageKnobs();
    try {
      const user = await registerUser(t);
      const res = await importFrom(t, user, { url: broken.url, token: broken.token }, true);
      assert.equal(res.status, 200, res.raw);
      assert.match(
        (res.body.skipped as string[]).join('\n'),
        /Member “Ash”, avatar: the image cannot be used \(the data is not an image\), so it is left out/,
      );
      await unchanged(user);
    } finally {
      await broken.close();
    }
    const partial = await new FakePronounsCc().start();
    partial.missingFlagImage = true;
    partial.applyImageKnobs();
    try {
      const user = await registerUser(t);
      const res = await importFrom(t, user, { url: partial.url, token: partial.token }, true);
      assert.equal(res.status, 200, res.raw);
      assert.deepEqual(res.body.flags.created, ['Trans']);
      assert.match((res.body.skipped as string[]).join('\n'), /Flag “Enby”: the image could not be fetched \(404\)/);
    } finally {
      await partial.close();
    }
  });

  it('a hostile service: an image host or avatar that is no address is ignored, an id that moves a path is refused', async () => {
    const hostile = await new FakePronounsCc().start();
    try {
      hostile.mediaBaseUrl = 'cdn';
      hostile.userAvatar = 'https://';
      const user = await registerUser(t);
      const res = await importFrom(t, user, { url: hostile.url, token: hostile.token }, true);
      assert.equal(res.status, 200, res.raw);
      assert.deepEqual(res.body.members.created, ['Ash', 'Birch', 'Cedar'], 'images came from the service itself');
      hostile.dotMemberId = true;
      const dotted = await importFrom(t, user, { url: hostile.url, token: hostile.token });
      assert.equal(dotted.status, 400, dotted.raw);
      assert.match(dotted.body.message, /member 1 of its list has no id/);
      assert.ok(!hostile.seen.some((request) => request.url === '/api/v1/'), 'no request outside the member path');
      await unchanged(user);
    } finally {
      await hostile.close();
    }
  });

  it('only a session may import (an API token is not the person), and never without one', async () => {
    const user = await registerUser(t);
    const api = await createApiToken(t, user);
    assert.equal(
      (await t.post('/api/v1/users/@me/import/remote', { url: fake.url, token: fake.token }, api.token)).status,
      403,
    );
    const anonymous = await t.post('/api/v1/users/@me/import/remote', { url: fake.url, token: fake.token });
    assert.equal(anonymous.status, 403);
    assert.equal(anonymous.body.code, 403);
  });
});

describe('the settings page form', () => {
  it('a token pasted with an invisible character, or none, is said beside the token field; a preview holds no token', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const send = (fields: Record<string, string>) =>
      postForm(t, jar, '/settings/data', '/settings/data/import-service', { service_url: fake.url, ...fields });
    const invisible = await send({
      service_token: `${fake.token.slice(0, 5)}\u200b${fake.token.slice(5)}`,
      action: 'preview',
    });
    assert.equal(invisible.status, 400, invisible.raw);
    assert.match(
      invisible.raw,
      /id="f-service_token-error">That token has spaces, line breaks or invisible characters/,
    );
    const none = await send({ service_token: '', action: 'preview' });
    assert.equal(none.status, 400);
    assert.match(none.raw, /id="f-service_token-error">Paste an API token made on that service first\./);
    const preview = await send({ service_token: fake.token, action: 'preview' });
    assert.equal(preview.status, 200, preview.raw);
    assert.match(preview.raw, /Members to create \(3\): Ash, Birch, Cedar/);
    assert.ok(!preview.raw.includes(fake.token), 'the page never shows the token');
    const held = /name="held" value="([^"]+)"/.exec(preview.raw)?.[1];
    assert.ok(held);
    const done = await postForm(t, jar, '/settings/data', '/settings/data/import', { action: 'confirm', held: held! });
    assert.equal(done.status, 200, done.raw);
    assert.match(done.raw, /<h2 id="import-report" tabindex="-1" data-focus-on-load="true">Imported<\/h2>/);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.display_name, 'The Grove');
  });
});

describe('moving between two Nametag instances', () => {
  it('reads the same through the new instance: profile, members, preferences, flags, avatars', async () => {
    const origin = await startTestApp();
    await origin.app.listen({ host: '127.0.0.1', port: 0 });
    const address = origin.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    try {
      const source = await registerUser(origin);
      const avatar = `data:image/png;base64,${(await striped('png', 80, 80)).toString('base64')}`;
      const pride = await createFlag(origin, source, { name: 'Pride', description: 'The rainbow flag' });
      const patched = await origin.patch(
        '/api/v1/users/@me',
        {
          display_name: 'Moving Person',
          bio: 'Hello **there**',
          member_title: 'Headmates',
          links: ['https://example.org/me'],
          names: [
            { value: 'Sam', status: 'favourite' },
            { value: 'Sammy', status: PREF_A },
          ],
          pronouns: [{ value: 'they/them/their/theirs/themself', status: 'favourite' }],
          fields: [{ name: 'Honorifics', entries: [{ value: 'Mx', status: 'okay' }] }],
          custom_preferences: { [PREF_A]: customPreference('heart') },
          timezone: 'Europe/Berlin',
          list_private: true,
          flags: [pride.id],
          avatar,
        },
        source.token,
      );
      assert.equal(patched.status, 200, patched.raw);
      await createMember(origin, source, {
        name: 'Alex',
        pronouns: [{ pronouns: 'she/her', status: PREF_A }],
        flags: [pride.id],
        avatar,
      });
      await createMember(origin, source, { name: 'Quiet One', unlisted: true, bio: 'shy' });
      await createMember(origin, source, {
        name: 'Third',
        fields: [{ name: 'Likes', entries: [{ value: 'tea', status: 'okay' }] }],
      });
      const readOnly = await createApiToken(origin, source, { read_only: true });

      const user = await registerUser(t);
      const res = await importFrom(t, user, { url: base, token: readOnly.token });
      assert.equal(res.status, 200, res.raw);
      assert.deepEqual(res.body.skipped, []);

      const there = await ownerView(origin, source);
      const here = await ownerView(t, user);
      assert.deepEqual(comparable(here.me), comparable(there.me));
      assert.deepEqual(
        here.members.map((m) => m.name),
        there.members.map((m) => m.name),
      );
      assert.deepEqual(comparable(here.members), comparable(there.members));
      // Stored WebPs are kept byte for byte: the same hashes.
      assert.equal(here.me.avatar, there.me.avatar);
    } finally {
      await origin.close();
    }
  });
});
