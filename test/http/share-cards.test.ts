/**
 * Share cards (/@name/card.png, /@name/member/card.png) and badges (/@name/badge.svg and a member's):
 * PNGs of 1200×630 for a maximal profile, the page's og:image pointing at the card's current version,
 * the card kept by that version (same ETag, 304), a change making a new one, the badge's options and
 * their refusals, hostile text escaped, and the privacy of the pages: suspended, deleted and missing
 * profiles are 404, nothing of a member reaches the user's card or badge.
 */
import assert from 'node:assert/strict';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { OPERATOR, setAdmin } from '../../src/modules/moderation/moderation-actions.js';
import {
  createFlag,
  createMember,
  customPreference,
  PREF_A,
  registerUser,
  type TestUser,
} from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size in a PNG's IHDR chunk (the first chunk, right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.ok(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'a PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('ascii'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const HOSTILE = `<script>alert("x")</script> & 'quoted' "double" ]]> שלום سلام 🏳️‍🌈`;

describe('share cards and badges', () => {
  let t: TestApp;
  let user: TestUser;

  before(async () => {
    t = await startTestApp();
    user = await registerUser(t);
    const avatar = (await striped('png', 300, 200)).toString('base64');
    const flags = [];
    for (let i = 0; i < 10; i++) flags.push((await createFlag(t, user)).id);
    const res = await t.patch(
      '/api/v1/users/@me',
      {
        display_name: 'Alexandria Maximiliane Wolkenstein-Oberhausen 🏳️‍⚧️ von Ebersberg und Zu Hohenlinden',
        avatar,
        flags,
        pronouns: Array.from({ length: 12 }, (_, i) => ({
          value: i % 2 ? `they/them/theirs${i}` : `xe/xem/xyr${i}`,
          status: 'favourite',
        })),
        names: [
          { value: 'Alex', status: 'favourite' },
          { value: 'Lex', status: 'okay' },
        ],
        fields: [
          {
            name: 'Honorifics',
            entries: [
              { value: 'Mx.', status: 'favourite' },
              { value: 'Dr.', status: 'okay' },
            ],
          },
        ],
      },
      user.token,
    );
    assert.equal(res.status, 200, res.raw);
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const cardUrlOf = async (page: string) => {
    const res = await get(page);
    assert.equal(res.statusCode, 200, res.body);
    const image = /<meta property="og:image" content="([^"]+)">/.exec(res.body)?.[1];
    assert.ok(image, 'the page names an og:image');
    assert.match(res.body, /<meta name="twitter:card" content="summary_large_image">/);
    assert.ok(res.body.includes(`<meta name="twitter:image" content="${image}">`));
    return new URL(image.replaceAll('&amp;', '&'));
  };

  describe('cards', () => {
    it('a maximal profile: a 1200×630 PNG, named by the page with its version, kept by it', async () => {
      const url = await cardUrlOf(`/@${user.name}`);
      assert.equal(url.pathname, `/@${user.name}/card.png`);
      const version = url.searchParams.get('v');
      assert.match(version ?? '', /^[\w-]{22}$/);
      const first = await get(url.pathname + url.search);
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['content-type'], 'image/png');
      assert.deepEqual(pngSize(first.rawPayload), { width: 1200, height: 630 });
      assert.equal(first.headers.etag, `"${version}"`);
      // Without PUBLIC_URL the card shows the Host asked for: for the one who asked only.
      assert.equal(first.headers['cache-control'], 'private, max-age=300');
      assert.equal(first.headers.vary, 'Host');
      const again = await get(url.pathname);
      assert.equal(again.headers.etag, first.headers.etag);
      assert.ok(again.rawPayload.equals(first.rawPayload));
      const revalidated = await get(url.pathname, { 'if-none-match': String(first.headers.etag) });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.rawPayload.length, 0);
    });

    it('a change to what the card draws makes a new address and new bytes; other changes keep it', async () => {
      const other = await registerUser(t);
      await t.patch('/api/v1/users/@me', { pronouns: [{ value: 'she/her', status: 'favourite' }] }, other.token);
      const before = await cardUrlOf(`/@${other.name}`);
      const beforeBytes = (await get(before.pathname)).rawPayload;
      await t.patch('/api/v1/users/@me', { bio: 'not on the card' }, other.token);
      assert.equal((await cardUrlOf(`/@${other.name}`)).search, before.search);
      await t.patch('/api/v1/users/@me', { pronouns: [{ value: 'they/them', status: 'favourite' }] }, other.token);
      const changed = await cardUrlOf(`/@${other.name}`);
      assert.notEqual(changed.search, before.search);
      const changedCard = await get(changed.pathname);
      assert.equal(changedCard.headers.etag, `"${changed.searchParams.get('v')}"`);
      assert.ok(!changedCard.rawPayload.equals(beforeBytes));
    });

    it('right-to-left and emoji names draw, with and without an avatar', async () => {
      for (const display_name of ['سارة أحمد', 'נועה כהן 🌈', '🦊🏳️‍🌈✨', HOSTILE]) {
        const person = await registerUser(t);
        await t.patch('/api/v1/users/@me', { display_name }, person.token);
        const res = await get(`/@${person.name}/card.png`);
        assert.equal(res.statusCode, 200, display_name);
        assert.deepEqual(pngSize(res.rawPayload), { width: 1200, height: 630 });
      }
    });

    it("a member's card, unlisted ones by name as their page; a member named card.png keeps its page", async () => {
      const member = await createMember(t, user, { display_name: 'Member Person', unlisted: true });
      const url = await cardUrlOf(`/@${user.name}/${member.name}`);
      assert.equal(url.pathname, `/@${user.name}/${member.name}/card.png`);
      const res = await get(url.pathname);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(pngSize(res.rawPayload), { width: 1200, height: 630 });

      const clash = await registerUser(t);
      await createMember(t, clash, { name: 'card.png', display_name: 'Clashing Member' });
      const list = await get(`/@${clash.name}`);
      assert.match(list.body, new RegExp(`href="/@${clash.name}/Card\\.png"`));
      const page = await get(`/@${clash.name}/Card.png`);
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /Clashing Member/);
      const card = await get(`/@${clash.name}/card.png`);
      assert.equal(card.headers['content-type'], 'image/png');
    });

    it('a flood of cards to draw is refused with 503 past the few that may wait, never piled up', async () => {
      const people = await Promise.all(Array.from({ length: 16 }, () => registerUser(t)));
      const answers = await Promise.all(people.map((person) => get(`/@${person.name}/card.png`)));
      const statuses = answers.map((answer) => answer.statusCode);
      assert.ok(
        statuses.every((status) => status === 200 || status === 503),
        statuses.join(),
      );
      assert.ok(statuses.includes(503), statuses.join());
      for (const answer of answers.filter((each) => each.statusCode === 503)) {
        assert.equal(answer.headers['retry-after'], '30');
        assert.equal(answer.headers.etag, undefined);
      }
      assert.ok(statuses.filter((status) => status === 200).length >= 9, statuses.join());
      // Once the flood is past, every card is drawn.
      for (const person of people) assert.equal((await get(`/@${person.name}/card.png`)).statusCode, 200);
    });

    it('missing, suspended and deleted profiles are 404, as their pages', async () => {
      assert.equal((await get('/@nobody-here-at-all/card.png')).statusCode, 404);
      assert.equal((await get(`/@${user.name}/no-such-member/card.png`)).statusCode, 404);
      assert.equal((await get(`/@${user.name}/no-such-member/badge.svg`)).statusCode, 404);

      const admin = await registerUser(t);
      await t.asOperator((ctx) => setAdmin(ctx, OPERATOR, admin.name, true));
      const suspended = await registerUser(t);
      const member = await createMember(t, suspended);
      assert.equal((await get(`/@${suspended.name}/card.png`)).statusCode, 200);
      const res = await t.post(`/api/v1/admin/users/${suspended.name}/suspend`, { reason: 'spam' }, admin.token);
      assert.equal(res.status, 200, res.raw);
      for (const path of ['card.png', 'badge.svg', `${member.name}/card.png`, `${member.name}/badge.svg`])
        assert.equal((await get(`/@${suspended.name}/${path}`)).statusCode, 404, path);
      // Not even its owner, signed in: cards and badges are what everyone sees.
      assert.equal((await t.request('GET', `/@${suspended.name}/card.png`, { token: suspended.token })).status, 404);

      const deleted = await registerUser(t);
      await t.del('/api/v1/users/@me', deleted.token);
      assert.equal((await get(`/@${deleted.name}/card.png`)).statusCode, 404);
      assert.equal((await get(`/@${deleted.name}/badge.svg`)).statusCode, 404);
    });
  });

  describe('badges', () => {
    it('the favourite pronouns by default, escaped XML, with ETag, short caching and a strict policy', async () => {
      const res = await get(`/@${user.name}/badge.svg`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8');
      assert.match(res.body, /^<svg /);
      assert.match(res.body, />Pronouns</);
      // The default label in the language `lang=` names (a badge is one image for every reader).
      assert.match((await get(`/@${user.name}/badge.svg?lang=de`)).body, />Pronomen</);
      assert.match((await get(`/@${user.name}/badge.svg?show=names&lang=pt-BR`)).body, />Nomes</);
      const unknownLanguage = await get(`/@${user.name}/badge.svg?lang=xx`);
      assert.equal(unknownLanguage.statusCode, 400);
      // The first three favourites, as the page writes them (a set's short form).
      assert.match(res.body, />xe\/xem, they\/them, xe\/xem</);
      assert.equal(res.headers['cache-control'], 'public, max-age=300');
      assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
      const again = await get(`/@${user.name}/badge.svg`, { 'if-none-match': String(res.headers.etag) });
      assert.equal(again.statusCode, 304);
    });

    it('names, a field by its label (any case), a label, colours and a style', async () => {
      const names = await get(`/@${user.name}/badge.svg?show=names`);
      assert.match(names.body, />Names</);
      assert.match(names.body, />Alex</);
      assert.doesNotMatch(names.body, /Lex</);
      const field = await get(
        `/@${user.name}/badge.svg?field=honorifics&label=Call%20me&color=%23ABCDEF&labelColor=123&style=for-the-badge`,
      );
      assert.equal(field.statusCode, 200, field.body);
      assert.match(field.body, /MX\./);
      assert.match(field.body, /CALL ME/);
      assert.match(field.body, /#abcdef/);
      assert.match(field.body, /#123/);
    });

    it('refuses bad options with a sentence (400)', async () => {
      const cases: [string, RegExp][] = [
        ['color=red', /hex colour/],
        ['color=%23abcd', /hex colour/],
        ['labelColor=url(javascript:x)', /hex colour/],
        ['color=fff&color=000', /given once/],
        ['show=bio', /pronouns or names/],
        ['show=names&field=x', /either show or field/],
        ['field=Nope', /no field with that label/],
        ['style=%3Cscript%3E', /must be one of flat/],
      ];
      for (const [query, sentence] of cases) {
        const res = await get(`/@${user.name}/badge.svg?${query}`);
        assert.equal(res.statusCode, 400, query);
        assert.match(res.body, sentence, query);
      }
    });

    it('hostile, right-to-left and emoji text is escaped and kept well-formed', async () => {
      const person = await registerUser(t);
      const res1 = await t.patch(
        '/api/v1/users/@me',
        { pronouns: [{ value: HOSTILE, status: 'favourite' }], names: [{ value: 'سارة 🦊', status: 'okay' }] },
        person.token,
      );
      assert.equal(res1.status, 200, res1.raw);
      const res = await get(`/@${person.name}/badge.svg?label=${encodeURIComponent('<b onload="x">&')}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.doesNotMatch(res.body, /<script|<b |onload="/);
      assert.match(res.body, /&lt;script&gt;/);
      assert.match(res.body, /&amp;/);
      assert.match(res.body, /&quot;/);
      assert.match(res.body, /&apos;quoted&apos;/);
      assert.match(res.body, /]]&gt;/);
      const names = await get(`/@${person.name}/badge.svg?show=names`);
      assert.ok(names.body.includes('سارة 🦊'));
      // Every element that opens is one the badge draws: no text became markup.
      const elements = new Set([...res.body.matchAll(/<([a-zA-Z]+)/g)].map((match) => match[1]));
      for (const name of elements)
        assert.ok(
          [
            'svg',
            'title',
            'filter',
            'feGaussianBlur',
            'linearGradient',
            'stop',
            'clipPath',
            'rect',
            'g',
            'text',
          ].includes(name!),
          name,
        );
    });

    it("a member's badge; the user's badge shows only the user", async () => {
      const owner = await registerUser(t);
      await t.patch(
        '/api/v1/users/@me',
        { list_private: true, pronouns: [{ value: 'she/her', status: 'favourite' }] },
        owner.token,
      );
      const member = await createMember(t, owner, {
        unlisted: true,
        pronouns: [{ pronouns: 'fae/faer', status: 'favourite' }],
      });
      const mine = await get(`/@${owner.name}/badge.svg`);
      assert.match(mine.body, /she\/her/);
      assert.doesNotMatch(mine.body, /fae|member/);
      const theirs = await get(`/@${owner.name}/${member.name}/badge.svg`);
      assert.equal(theirs.statusCode, 200);
      assert.match(theirs.body, /fae\/faer/);
    });
  });

  describe('what a card, a badge and a link preview show without a favourite', () => {
    it('entries anyone may use, never avoided, jokingly or friends-only ones; none left: a dash', async () => {
      const person = await registerUser(t);
      const res = await t.patch(
        '/api/v1/users/@me',
        {
          custom_preferences: { [PREF_A]: { ...customPreference(), muted: true } },
          pronouns: [
            { value: 'he/him', status: 'avoid' },
            { value: 'she/her', status: 'jokingly' },
            { value: 'they/them', status: 'okay' },
            { value: 'it/its', status: PREF_A },
          ],
          names: [
            { value: 'Deadname', status: 'avoid' },
            { value: 'Buddy', status: 'friends_only' },
            { value: 'Muted', status: PREF_A },
          ],
        },
        person.token,
      );
      assert.equal(res.status, 200, res.raw);
      const pronouns = await get(`/@${person.name}/badge.svg`);
      assert.match(pronouns.body, />they\/them</);
      assert.doesNotMatch(pronouns.body, /he\/him|she\/her|it\/its/);
      const names = await get(`/@${person.name}/badge.svg?show=names`);
      assert.equal(names.statusCode, 200);
      assert.match(names.body, />—</);
      assert.doesNotMatch(names.body, /Deadname|Buddy|Muted/);
      const page = await get(`/@${person.name}`);
      const description = /<meta property="og:description" content="([^"]*)"/.exec(page.body)?.[1];
      assert.equal(description, 'they/them');
    });
  });

  describe('failures and headers', () => {
    it("a card that cannot be drawn (a broken avatar) is a 503 with Retry-After, without the card's ETag", async () => {
      const person = await registerUser(t);
      const avatar = (await striped('png', 64, 64)).toString('base64');
      assert.equal((await t.patch('/api/v1/users/@me', { avatar }, person.token)).status, 200);
      const folder = join(t.config.mediaDir, 'users', person.id);
      for (const file of readdirSync(folder)) writeFileSync(join(folder, file), 'not an image at all');
      const res = await get(`/@${person.name}/card.png`);
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(res.headers['retry-after'], '30');
      assert.equal(res.headers.etag, undefined);
      assert.match(String(res.headers['content-type']), /text\/html/);
    });

    it('cards and badges carry Surrogate-Key as the pages: user-{id}, and member-{id} of a member', async () => {
      const member = await createMember(t, user);
      for (const path of ['card.png', 'badge.svg'])
        assert.equal((await get(`/@${user.name}/${path}`)).headers['surrogate-key'], `user-${user.id}`, path);
      for (const path of ['card.png', 'badge.svg'])
        assert.equal(
          (await get(`/@${user.name}/${member.name}/${path}`)).headers['surrogate-key'],
          `user-${user.id} member-${member.id}`,
          path,
        );
    });

    it('a HEAD of a card answers its headers', async () => {
      const person = await registerUser(t);
      const res = await t.app.inject({ method: 'HEAD', url: `/@${person.name}/card.png` });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.match(String(res.headers.etag), /^"[\w-]{22}"$/);
    });

    it('the badge label loses format characters (a right-to-left override) but keeps ZWJ emoji whole', async () => {
      const res = await get(`/@${user.name}/badge.svg?label=%E2%80%AEabc%E2%80%8F`);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.body, />abc</);
      assert.doesNotMatch(res.body, /[\u202E\u200F]/);
      const family = '👩‍👩‍👧';
      const long = await get(`/@${user.name}/badge.svg?label=${encodeURIComponent(`${'a'.repeat(38)}${family}bb`)}`);
      assert.ok(long.body.includes(`${'a'.repeat(38)}${family}…`), long.body);
    });

    it('unknown badge options are refused with a sentence', async () => {
      for (const query of ['colour=fff', 'color[]=fff', 'size=large']) {
        const res = await get(`/@${user.name}/badge.svg?${query}`);
        assert.equal(res.statusCode, 400, query);
        assert.match(res.body, /has no option/, query);
      }
    });

    it('cards have a rate budget of their own, apart from the pages', async () => {
      const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
      try {
        for (let i = 0; i < 20; i++) {
          const res = await limited.app.inject({ method: 'GET', url: '/@nobody-here/card.png' });
          assert.equal(res.statusCode, 404, `card ${i + 1}`);
          assert.equal(res.headers['x-ratelimit-bucket'], 'share_cards');
        }
        const refused = await limited.app.inject({ method: 'GET', url: '/@nobody-here/card.png' });
        assert.equal(refused.statusCode, 429);
        assert.ok(Number(refused.headers['retry-after']) > 0);
        const page = await limited.app.inject({ method: 'GET', url: '/@nobody-here' });
        assert.equal(page.statusCode, 404);
        assert.equal(page.headers['x-ratelimit-bucket'], 'web_pages');
      } finally {
        await limited.close();
      }
    });
  });
});
