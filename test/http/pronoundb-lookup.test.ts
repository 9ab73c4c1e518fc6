/**
 * The PronounDB-compatible lookup (docs/SHARING.md): answered as PronounDB's v2 lookup answers (its
 * documented example's shape, its refusals word for word, its CORS headers), only for Discord accounts
 * their owners linked by logging in with them and chose to publish, from the public profile alone
 * (audiences, friends_only, suspension), and the choice through the API and the settings page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OPERATOR, suspendUser } from '../../src/modules/moderation/moderation-actions.js';
import { assertApiError, createApiToken, registerUser, type TestUser, uniqueName } from '../helpers/factories.js';
import { type FakeProviders, startFakeProviders } from '../helpers/fake-providers.js';
import { eventually } from '../helpers/eventually.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { type Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let fakes: FakeProviders;
let t: TestApp;

before(async () => {
  fakes = await startFakeProviders();
  t = await startTestApp(fakes.env());
});
after(async () => {
  await t?.close();
  await fakes?.close();
});

const LOOKUP = '/pronoundb/api/v2/lookup';
let nextDiscordId = BigInt(Date.now()) * 1000n;
const discordId = () => String(nextDiscordId++);

/** Links a Discord account to the user as a browser does it (the settings page, the provider, back). */
async function linkDiscord(user: TestUser, id: string): Promise<Jar> {
  const jar = await logIn(t, user);
  fakes.signInAt('discord', id, uniqueName('d'));
  const started = await postForm(t, jar, '/settings', '/auth/discord/link', {});
  assert.equal(started.status, 200, started.raw);
  const location = String(started.headers.refresh).replace(/^0;url=/, '');
  const atProvider = await fetch(location, { redirect: 'manual' });
  assert.equal(atProvider.status, 302);
  const back = new URL(atProvider.headers.get('location')!);
  const done = await page(t, jar, back.pathname + back.search);
  assert.equal(done.status, 303, done.raw);
  return jar;
}

/** A user with pronouns, a linked Discord account, and lookups on (through the API). */
async function published(pronouns: Array<{ value: string; status?: string }>) {
  const user = await registerUser(t);
  const id = discordId();
  const jar = await linkDiscord(user, id);
  const patched = await t.patch(
    '/api/v1/users/@me',
    { pronouns: pronouns.map((entry) => ({ status: 'okay', ...entry })) },
    user.token,
  );
  assert.equal(patched.status, 200, patched.raw);
  const on = await t.patch('/api/v1/auth/links/discord', { lookups: true }, user.token);
  assert.equal(on.status, 200, on.raw);
  return { user, id, jar };
}

const lookUp = (query: string) => t.get(`${LOOKUP}?${query}`);

describe('the lookup answers as PronounDB does', () => {
  it("gives a map from each published id to its sets, leaving misses out, with PronounDB's headers", async () => {
    const she = await published([{ value: 'she/her/her/hers/herself' }, { value: 'it/it/its/its/itself' }]);
    const they = await published([{ value: 'they/them/their/theirs/themselves', status: 'favourite' }]);
    const res = await lookUp(`platform=discord&ids=${she.id},${they.id},1234`);
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(res.body, {
      [she.id]: { sets: { en: ['she', 'it'] } },
      [they.id]: { sets: { en: ['they'] } },
    });
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['access-control-allow-methods'], 'GET');
    assert.equal(res.headers['access-control-allow-headers'], 'x-pronoundb-source');
    assert.equal(res.headers['access-control-max-age'], '600');
    // In the order asked, repeated and empty ids counted once.
    const again = await lookUp(`platform=discord&ids=${they.id},,${she.id},${they.id}`);
    assert.deepEqual(Object.keys(again.body), [they.id, she.id]);
    // Nobody found: an empty object.
    assert.deepEqual((await lookUp('platform=discord&ids=1,2,3')).body, {});
  });

  it('answers a preflight with 204 and the same CORS headers', async () => {
    const res = await t.request('OPTIONS', `${LOOKUP}?platform=discord&ids=1`, {
      headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['access-control-allow-headers'], 'x-pronoundb-source');
  });

  it("refuses what PronounDB refuses, in PronounDB's words", async () => {
    const refusals: Array<[string, string]> = [
      ['', '`platform` and `ids` query parameters are required.'],
      ['platform=discord', '`platform` and `ids` query parameters are required.'],
      ['ids=1', '`platform` and `ids` query parameters are required.'],
      ['platform=discord&ids=', '`platform` and `ids` query parameters are required.'],
      ['platform=myspace&ids=1', '`platform` is not a valid platform.'],
      ['platform=Discord&ids=1', '`platform` is not a valid platform.'],
      ['platform=discord&ids=,,,', '`ids` must contain between 1 and 50 IDs.'],
      [
        `platform=discord&ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
        '`ids` must contain between 1 and 50 IDs.',
      ],
    ];
    for (const [query, message] of refusals) {
      const res = await lookUp(query);
      assert.equal(res.status, 400, `${query}: ${res.raw}`);
      assert.deepEqual(res.body, { code: 400, error: 'Bad request', message }, query);
      assert.equal(res.headers['access-control-allow-origin'], '*');
    }
    // Fifty distinct ids are allowed, and fifty-one where one repeats.
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    assert.equal((await lookUp(`platform=discord&ids=${fifty}`)).status, 200);
    assert.equal((await lookUp(`platform=discord&ids=${fifty},1`)).status, 200);
  });

  it('knows every platform PronounDB knows, and answers nothing for those nobody can link here', async () => {
    const someone = await published([{ value: 'he/him' }]);
    for (const platform of [
      'github',
      'minecraft',
      'modrinth',
      'osu',
      'reddit',
      'sourcehut',
      'spotify',
      'twitch',
      'twitter',
    ]) {
      const res = await lookUp(`platform=${platform}&ids=${someone.id}`);
      assert.equal(res.status, 200, platform);
      assert.deepEqual(res.body, {}, platform);
    }
    // Nametag's own log-in kinds are not PronounDB platforms.
    for (const platform of ['google', 'tumblr', 'fediverse'])
      assert.equal((await lookUp(`platform=${platform}&ids=1`)).status, 400);
  });

  it('counts against the public reads budget and refuses past it with a 429 in the same shape', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.05' });
    try {
      let last = await limited.request('GET', `${LOOKUP}?platform=discord&ids=1`, { remoteAddress: '203.0.113.9' });
      assert.equal(last.headers['x-ratelimit-bucket'], 'users_members_get');
      for (let i = 0; i < 5 && last.status === 200; i += 1) {
        last = await limited.request('GET', `${LOOKUP}?platform=discord&ids=1`, { remoteAddress: '203.0.113.9' });
      }
      assert.equal(last.status, 429, last.raw);
      assert.equal(last.body.code, 429);
      assert.equal(last.body.error, 'Too many requests');
      assert.ok(Number(last.headers['retry-after']) > 0);
      assert.equal(last.headers['access-control-allow-origin'], '*');
    } finally {
      await limited.close();
    }
  });
});

describe('what the codes say', () => {
  it('turns the meta sets and subjects written together into codes, favourites first', async () => {
    const cases: Array<[Array<{ value: string; status?: string }>, unknown]> = [
      [[{ value: 'she/they' }], { sets: { en: ['she', 'they'] } }],
      [[{ value: 'Any pronouns' }], { sets: { en: ['any'] } }],
      [[{ value: 'ask' }, { value: 'he/him' }], { sets: { en: ['he', 'ask'] } }],
      [[{ value: 'no pronouns' }], { sets: { en: ['avoid'] } }],
      // Only the favourites, when there are any; never an entry to avoid or for friends only.
      [
        [
          { value: 'he/him', status: 'okay' },
          { value: 'they/them', status: 'favourite' },
          { value: 'she/her', status: 'avoid' },
        ],
        { sets: { en: ['they'] } },
      ],
      [
        [
          { value: 'he/him', status: 'friends_only' },
          { value: 'she/her', status: 'jokingly' },
          { value: 'it/its', status: 'avoid' },
        ],
        { sets: {} },
      ],
    ];
    for (const [pronouns, expected] of cases) {
      const { id } = await published(pronouns);
      assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body[id], expected, JSON.stringify(pronouns));
    }
  });

  it('never drops what the codes cannot say: it goes as "other" with the text beside it', async () => {
    const cases: Array<[string[], unknown]> = [
      [['xe/xem/xyr/xyrs/xemself'], { sets: { en: ['other'] }, other_pronouns: ['xe/xem'] }],
      [['sie/ihr', 'she/her'], { sets: { en: ['she', 'other'] }, other_pronouns: ['sie/ihr'] }],
      // At most three codes: what does not fit goes as text.
      [
        ['he/him', 'she/her', 'they/them', 'it/its'],
        { sets: { en: ['he', 'she', 'other'] }, other_pronouns: ['they/them', 'it/its'] },
      ],
      // "avoid" stands alone in PronounDB: beside pronouns it is kept as the words written.
      [['she/her', 'no pronouns'], { sets: { en: ['she', 'other'] }, other_pronouns: ['no pronouns'] }],
    ];
    for (const [values, expected] of cases) {
      const { id } = await published(values.map((value) => ({ value })));
      assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body[id], expected, values.join(', '));
    }
  });
});

describe('who is answered', () => {
  it('only people who linked the account by logging in with it and chose to publish it', async () => {
    const user = await registerUser(t);
    const id = discordId();
    await linkDiscord(user, id);
    await t.patch('/api/v1/users/@me', { pronouns: [{ value: 'she/her', status: 'okay' }] }, user.token);
    // Linked, not published: nothing.
    assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body, {});
    const on = await t.patch('/api/v1/auth/links/discord', { lookups: true }, user.token);
    assert.deepEqual(on.body, { kind: 'discord', account: on.body.account, lookups: true });
    assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body, { [id]: { sets: { en: ['she'] } } });
    // Turned off: gone at once, though the entry was prepared.
    assert.equal((await t.patch('/api/v1/auth/links/discord', { lookups: false }, user.token)).body.lookups, false);
    assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body, {});
    // Published, then unlinked: gone; linked again, it starts unpublished.
    await t.patch('/api/v1/auth/links/discord', { lookups: true }, user.token);
    assert.equal((await t.del('/api/v1/auth/links/discord', user.token)).status, 204);
    assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body, {});
    await linkDiscord(user, id);
    assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body, {});
  });

  it('follows profile changes at once (the prepared entry is dropped)', async () => {
    const { user, id } = await published([{ value: 'she/her' }]);
    assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body[id], { sets: { en: ['she'] } });
    await t.patch('/api/v1/users/@me', { pronouns: [{ value: 'he/him', status: 'okay' }] }, user.token);
    assert.deepEqual((await lookUp(`platform=discord&ids=${id}`)).body[id], { sets: { en: ['he'] } });
  });

  it('shows only what the public sees: entries kept to an audience are left out', async () => {
    const { user, id } = await published([{ value: 'she/her' }, { value: 'xe/xem/xyr/xyrs/xemself' }]);
    const audience = await t.post('/api/v1/users/@me/audiences', { name: 'close friends' }, user.token);
    assert.equal(audience.status, 200, audience.raw);
    const placed = await t.patch(
      '/api/v1/users/@me',
      { placements: { pronouns: { 'xe/xem/xyr/xyrs/xemself': [audience.body.id] } } },
      user.token,
    );
    assert.equal(placed.status, 200, placed.raw);
    const res = await lookUp(`platform=discord&ids=${id}`);
    assert.deepEqual(res.body[id], { sets: { en: ['she'] } });
    assert.doesNotMatch(res.raw, /xe|xem/);
  });

  it('leaves out suspended and deleted accounts', async () => {
    const suspended = await published([{ value: 'she/her' }]);
    const deleted = await published([{ value: 'he/him' }]);
    const both = `platform=discord&ids=${suspended.id},${deleted.id}`;
    assert.equal(Object.keys((await lookUp(both)).body).length, 2);
    // Deleted through the site: gone from the next answer.
    assert.equal((await t.del('/api/v1/users/@me', deleted.user.token)).status, 204);
    assert.deepEqual(Object.keys((await lookUp(both)).body), [suspended.id]);
    // Suspended by the operator's command line, another process: gone once the server hears of it.
    await t.asOperator((ctx) => suspendUser(ctx, OPERATOR, suspended.user.id, { reason: 'test' }));
    await eventually('the suspension dropping the prepared entry', async () => {
      const body = (await lookUp(both)).body;
      return Object.keys(body).length === 0;
    });
  });
});

describe('choosing, through the API and the settings page', () => {
  it('refuses what cannot be chosen, with a sentence', async () => {
    const user = await registerUser(t);
    assertApiError(await t.patch('/api/v1/auth/links/discord', { lookups: true }, user.token), 404, 404);
    assertApiError(await t.patch('/api/v1/auth/links/myspace', { lookups: true }, user.token), 404, 404);
    const google = await t.patch('/api/v1/auth/links/google', { lookups: true }, user.token);
    assertApiError(google, 400, 400);
    assert.match(google.body.message, /only by Discord/);
    assertApiError(await t.patch('/api/v1/auth/links/discord', { lookups: 'yes' }, user.token), 400, 400);
    assertApiError(await t.patch('/api/v1/auth/links/discord', {}, user.token), 400, 400);
    // An API token may not manage links.
    const api = await createApiToken(t, user);
    assertApiError(await t.patch('/api/v1/auth/links/discord', { lookups: true }, api.token), 403, 4002);
    assertApiError(await t.get('/api/v1/auth/links', api.token), 403, 4002);
    assertApiError(await t.get('/api/v1/auth/links'), 403, 403);
  });

  it('lists the linked accounts with their choice', async () => {
    const { user } = await published([{ value: 'she/her' }]);
    const res = await t.get('/api/v1/auth/links', user.token);
    assert.equal(res.status, 200, res.raw);
    assert.equal(res.body.links.length, 1);
    assert.equal(res.body.links[0].kind, 'discord');
    assert.equal(res.body.links[0].lookups, true);
  });

  it('the settings page says what is chosen and changes it without JavaScript', async () => {
    const user = await registerUser(t);
    const id = discordId();
    const jar = await linkDiscord(user, id);
    const settings = await page(t, jar, '/settings');
    assert.match(settings.raw, /do not find you by this one/);
    const on = await postForm(t, jar, '/settings', '/settings/links/discord/lookups', { lookups: 'on' });
    assert.equal(on.status, 200, on.raw);
    assert.match(on.raw, /Apps can now find your pronouns by your Discord account/);
    assert.match(on.raw, /find the pronouns your public profile shows by this one/);
    assert.equal((await t.get('/api/v1/auth/links', user.token)).body.links[0].lookups, true);
    const off = await postForm(t, jar, '/settings', '/settings/links/discord/lookups', { lookups: 'off' });
    assert.match(off.raw, /Apps no longer find your pronouns by your Discord account/);
    // Another language.
    const de = await t.request('GET', '/settings', {
      headers: { accept: 'text/html', cookie: jar.header(), 'accept-language': 'de' },
    });
    assert.match(de.raw, /Apps meine Pronomen finden lassen/);
    // Without a link, a sentence next to nothing broken.
    const other = await registerUser(t);
    const otherJar = await logIn(t, other);
    const refused = await postForm(t, otherJar, '/settings', '/settings/links/discord/lookups', { lookups: 'on' });
    assert.equal(refused.status, 404);
    assert.match(refused.raw, /No Discord account is linked/);
  });
});
