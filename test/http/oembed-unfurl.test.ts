/**
 * A link-preview library of the kind chat apps and blogs run (unfurl.js) unfurls a profile page of
 * the app listening on 127.0.0.1, over real HTTP: it finds the oEmbed answer through the page's
 * discovery link and reads our title, the iframe of the embed and the card as thumbnail — for a user
 * and a member. A share link's page names no answer, so nothing is found there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { unfurl } from 'unfurl.js';
import { startServedApp } from '../helpers/browser.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

let t: TestApp & { base: string };
let user: TestUser;

before(async () => {
  // No PUBLIC_URL: the pages and the answer name the address the library asked for.
  t = await startServedApp();
  user = await registerUser(t);
  const res = await t.patch(
    '/api/v1/users/@me',
    { display_name: 'Robin Example', pronouns: [{ value: 'they/them', status: 'favourite' }] },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
});
after(() => t.close());

/** The src of the answer's iframe (the library hands the html over as it came). */
const frameSrc = (html: string) => /^<iframe src="([^"]+)"/.exec(html)?.[1];

describe('unfurl.js', () => {
  it('finds the oEmbed answer of a user page, with our title, iframe and thumbnail', async () => {
    const address = `${t.base}/@${user.name}`;
    const result = await unfurl(address);
    const oEmbed = result.oEmbed;
    assert.ok(oEmbed, 'discovered through the page');
    assert.equal(oEmbed.type, 'rich');
    assert.equal(oEmbed.version, '1.0');
    assert.equal(oEmbed.title, 'Robin Example');
    assert.equal(oEmbed.author_name, `@${user.name}`);
    assert.equal(oEmbed.author_url, address);
    assert.equal(oEmbed.provider_name, 'Nametag');
    assert.equal(oEmbed.width, 400);
    assert.equal(oEmbed.height, 200);
    assert.equal(frameSrc(oEmbed.html), `${address}/embed`);
    assert.match(oEmbed.html, /title="Name card of Robin Example \(@[^)]+\)"/);
    const [thumbnail] = oEmbed.thumbnails ?? [];
    assert.deepEqual({ ...thumbnail, url: undefined }, { url: undefined, width: 1200, height: 630 });
    // The same card the page's Open Graph image names.
    assert.equal(thumbnail?.url, result.open_graph.images?.[0]?.url);
    assert.match(thumbnail?.url ?? '', new RegExp(`^${address}/card\\.png\\?v=[\\w-]{22}$`));
    // The embed the iframe names is there, and may be framed.
    const embed = await fetch(frameSrc(oEmbed.html)!);
    assert.equal(embed.status, 200);
    assert.match(embed.headers.get('content-security-policy') ?? '', /frame-ancestors \*/);
  });

  it('finds a member’s answer, and none on a share link’s page', async () => {
    const member = await createMember(t, user, { name: 'Sky', display_name: 'Sky Blue' });
    const address = `${t.base}/@${user.name}/${member.name}`;
    const result = await unfurl(address);
    assert.equal(result.oEmbed?.type, 'rich');
    assert.equal(result.oEmbed?.title, 'Sky Blue');
    assert.equal(result.oEmbed?.author_name, `@${user.name} · Sky`);
    assert.equal(frameSrc((result.oEmbed as { html: string }).html), `${address}/embed`);

    const friends = (await t.post('/api/v1/users/@me/audiences', { name: 'Friends' }, user.token)).body.id;
    const link = (await t.post(`/api/v1/users/@me/audiences/${friends}/links`, {}, user.token)).body;
    const shared = await unfurl(`${t.base}/v/${link.secret}`);
    assert.equal(shared.oEmbed, undefined);
  });
});
