/**
 * Property-based tests of every write endpoint (fast-check): generated bodies, valid, at the limits
 * and junk (wrong types, huge and odd strings, prototype keys, deep nesting, NUL, lone surrogates).
 * Invariants: the answer is 2xx or a 4xx APIError, never 5xx; after a 4xx nothing changed; after a
 * 2xx a read shows exactly what was sent, normalised as documented. NAMETAG_PROPERTY_RUNS sets the
 * number of cases per endpoint (default 800).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createFlag, createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { type Response, startTestApp, type TestApp } from '../helpers/test-app.js';
import { FakePronounsCc } from '../helpers/fake-pronouns-cc.js';
import { FakeSmtp } from '../helpers/fake-smtp.js';

const RUNS = Number(process.env.NAMETAG_PROPERTY_RUNS ?? 800);
const PREF = '0191a000-0000-7000-8000-0000000000aa';

// Values: mostly plausible, some at the limits, some junk.
const oddString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF',
    '🏳️‍⚧️',
    '../..',
    '<script>',
    '%00',
    'null',
    '__proto__',
  ),
  fc.integer({ min: 0, max: 200 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('y'.repeat(1001), 'z'.repeat(5000)),
);
const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}')),
  fc.constant(JSON.parse('{"constructor": {"prototype": {"polluted": true}}}')),
  fc.constant(Array.from({ length: 40 }).reduce<unknown>((inner) => [inner], 1)),
  oddString,
);
const status = fc.oneof(
  fc.constantFrom('favourite', 'okay', 'jokingly', 'friends_only', 'avoid', PREF),
  oddString,
  junk,
);
const entry = fc.oneof(fc.record({ value: oddString, status }), junk);
const entries = fc.oneof(
  fc.array(entry, { maxLength: 4 }),
  fc.constant(Array.from({ length: 101 }, () => ({ value: 'v', status: 'okay' }))),
  junk,
);
const pronounEntry = fc.oneof(
  fc.record(
    { pronouns: oddString, status, display_text: fc.option(oddString, { nil: undefined }) },
    { requiredKeys: ['pronouns', 'status'] },
  ),
  junk,
);
/** User pronouns: the spec's {value, status}, pronouns.cc's {pronouns, display_text?, status}, both keys, or junk. */
const userPronounEntry = fc.oneof(
  fc.record(
    { value: oddString, pronouns: oddString, status, display_text: fc.option(oddString, { nil: undefined }) },
    { requiredKeys: ['status'] },
  ),
  fc.record({ value: oddString, status }).map((e) => ({ ...e, pronouns: e.value })),
  junk,
);
/** Flags are set by ID; FLAG_ID is replaced by a flag of the user's library when the body is sent. */
const FLAG_ID = 'the-test-flag';
const flagIds = fc.oneof(
  fc.constantFrom([], [FLAG_ID], [FLAG_ID, FLAG_ID]),
  fc.array(oddString, { maxLength: 2 }),
  fc.constant(Array.from({ length: 26 }, () => FLAG_ID)),
  junk,
);
/** Zones without daylight saving time, so the expected offset does not depend on the date. */
const ZONES: Record<string, number> = {
  'Asia/Kolkata': 19800,
  UTC: 0,
  'America/Sao_Paulo': -10800,
  'Asia/Kathmandu': 20700,
};
const timezone = fc.oneof(fc.constantFrom(...Object.keys(ZONES), '', null), oddString, junk);
const field = fc.oneof(fc.record({ name: oddString, entries }), junk);
const links = fc.oneof(fc.array(oddString, { maxLength: 3 }), junk);
const customPreferences = fc.oneof(
  fc.constant({}),
  fc.record({
    [PREF]: fc.record({
      icon: oddString,
      tooltip: oddString,
      size: fc.oneof(fc.constantFrom('large', 'normal', 'small'), oddString),
    }),
  }),
  fc.dictionary(oddString, junk, { maxKeys: 2 }),
  junk,
);
const nullableText = fc.oneof(oddString, fc.constant(null), junk);
const extraKeys = fc.dictionary(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'unknown_key',
    'id',
    'members',
    'is_admin',
    'max_invites',
    'chat_platform',
    'sid',
    'badges',
    'utc_offset',
    'created_at',
    'last_sid_reroll',
    'discord',
  ),
  junk,
  { maxKeys: 2 },
);

// Valid values, within every limit of decisions.md.
const text = (max: number) => fc.string({ minLength: 1, maxLength: max });
const validStatus = fc.constantFrom('favourite', 'okay', 'jokingly', 'friends_only', 'avoid', PREF);
const validEntries = fc.array(fc.record({ value: text(100), status: validStatus }), { maxLength: 4 });
const validLinks = fc.array(
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((url) => url.length <= 256),
  { maxLength: 3 },
);
const validFields = fc.array(fc.record({ name: text(100), entries: validEntries }), { maxLength: 3 });
const optionalText = (max: number) => fc.oneof(text(max), fc.constantFrom('', null));
const validUsername = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{1,39}$/);
const validMemberName = fc
  .string({ minLength: 1, maxLength: 60 })
  .filter((n) => n.trim().length > 0 && !/[/\\?#%]/.test(n) && n.trim() !== '.' && n.trim() !== '..');

const validUser = fc.record(
  {
    name: validUsername,
    display_name: optionalText(100),
    bio: optionalText(1000),
    content_note: optionalText(200),
    member_title: optionalText(100),
    avatar: fc.constantFrom(null, ''),
    links: validLinks,
    names: validEntries,
    pronouns: fc.array(
      fc.oneof(
        fc.record({ value: text(100), status: validStatus }),
        fc.record(
          { pronouns: text(100), status: validStatus, display_text: fc.oneof(text(100), fc.constant(null)) },
          { requiredKeys: ['pronouns', 'status'] },
        ),
      ),
      { maxLength: 4 },
    ),
    fields: validFields,
    custom_preferences: fc.constantFrom({}, { [PREF]: { icon: 'star', tooltip: 'kept', size: 'normal' } }),
    list_private: fc.boolean(),
    flags: fc.constantFrom([], [FLAG_ID]),
    timezone: fc.constantFrom(...Object.keys(ZONES), '', null),
  },
  { requiredKeys: [] },
);
const validMember = fc.record(
  {
    name: validMemberName,
    display_name: optionalText(100),
    bio: optionalText(1000),
    content_note: optionalText(200),
    avatar: fc.constantFrom(null, ''),
    links: validLinks,
    names: validEntries,
    pronouns: fc.array(
      fc.record({ pronouns: text(100), status: validStatus, display_text: fc.oneof(text(100), fc.constant(null)) }),
      { maxLength: 3 },
    ),
    fields: validFields,
    unlisted: fc.boolean(),
    flags: fc.constantFrom([], [FLAG_ID]),
  },
  { requiredKeys: [] },
);
// Anything at all for each key: plausible, odd and junk values.
const wildUser = fc
  .tuple(
    fc.record(
      {
        name: fc.oneof(fc.constantFrom('valid_name', 'ok.name-2', '..', 'x'), oddString, junk),
        display_name: nullableText,
        bio: nullableText,
        content_note: nullableText,
        member_title: nullableText,
        avatar: fc.oneof(fc.constantFrom(null, ''), junk),
        links,
        names: entries,
        pronouns: fc.oneof(fc.array(userPronounEntry, { maxLength: 3 }), junk),
        fields: fc.oneof(fc.array(field, { maxLength: 3 }), junk),
        custom_preferences: customPreferences,
        list_private: fc.oneof(fc.boolean(), junk),
        flags: flagIds,
        timezone,
      },
      { requiredKeys: [] },
    ),
    extraKeys,
  )
  .map(([body, extra]) => ({ ...extra, ...body }));
const wildMember = fc
  .tuple(
    fc.record(
      {
        name: fc.oneof(oddString, junk),
        display_name: nullableText,
        bio: nullableText,
        content_note: nullableText,
        avatar: fc.oneof(fc.constantFrom(null, ''), junk),
        links,
        names: entries,
        pronouns: fc.oneof(fc.array(pronounEntry, { maxLength: 3 }), junk),
        fields: fc.oneof(fc.array(field, { maxLength: 2 }), junk),
        unlisted: fc.oneof(fc.boolean(), junk),
        flags: flagIds,
      },
      { requiredKeys: [] },
    ),
    extraKeys,
  )
  .map(([body, extra]) => ({ ...extra, ...body }));

/** Valid bodies, valid bodies with one key spoiled, and bodies of anything. */
function bodies(
  valid: fc.Arbitrary<Record<string, unknown>>,
  wild: fc.Arbitrary<Record<string, unknown>>,
  keys: string[],
) {
  const spoiled = fc
    .tuple(valid, fc.constantFrom(...keys), junk)
    .map(([body, key, value]) => ({ ...body, [key]: value }));
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: spoiled, weight: 2 }, { arbitrary: wild, weight: 2 });
}
const USER_KEYS = [
  'name',
  'display_name',
  'bio',
  'content_note',
  'member_title',
  'links',
  'names',
  'pronouns',
  'fields',
  'custom_preferences',
  'list_private',
  'flags',
  'timezone',
];
const userBody = bodies(validUser, wildUser, USER_KEYS);
const memberBody = bodies(validMember, wildMember, [
  'name',
  'display_name',
  'bio',
  'content_note',
  'links',
  'names',
  'pronouns',
  'fields',
  'unlisted',
  'flags',
]);

/** The test flag's ID once the user has it (see FLAG_ID). */
let flag: { id: string; hash: string; name: string; description: string };

/** Sends the body as JSON text (prototype keys survive); FLAG_ID stands for the user's flag. */
const bodyText = (body: unknown) => JSON.stringify(body).replaceAll(`"${FLAG_ID}"`, JSON.stringify(flag.id));

const outcomes: Record<string, { ok: number; refused: number }> = {};

function assertAnswer(res: Response, what: string): void {
  const tally = (outcomes[what] ??= { ok: 0, refused: 0 });
  if (res.status < 300) tally.ok++;
  else tally.refused++;
  assert.ok(res.status < 500, `${what}: ${res.status} ${res.raw}`);
  if (res.status >= 400) {
    assert.equal(typeof res.body?.code, 'number', `${what}: APIError code: ${res.raw}`);
    assert.equal(typeof res.body?.message, 'string', `${what}: APIError message: ${res.raw}`);
  }
}

const cleared = (value: unknown) => (value === '' ? null : value);

/** The display text of a pronoun entry: as set, else the first two "/"-separated forms (decisions.md). */
const displayText = (pronouns: string, set: unknown) => {
  if (typeof set === 'string' && set !== '') return set;
  const forms = pronouns.split('/');
  return forms.length < 2 ? pronouns : `${forms[0]}/${forms[1]}`;
};

describe('property-based: write endpoints', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await startTestApp({ MEMBER_LIMIT: '1000000' });
    user = await registerUser(t);
    flag = await createFlag(t, user, { name: 'Property flag' });
    await t.patch(
      '/api/v1/users/@me',
      { custom_preferences: { [PREF]: { icon: 'i', tooltip: 't', size: 'small' } } },
      user.token,
    );
  });
  after(() => t.close());

  // Generators that only ever produce junk would leave the "after a 2xx" invariant untested.
  const assertBothOutcomes = (what: string) => {
    const tally = outcomes[what]!;
    assert.ok(tally.ok >= 3 && tally.refused >= 3, `${what}: ${tally.ok} accepted, ${tally.refused} refused`);
  };

  it('PATCH /users/@me', async () => {
    await fc.assert(
      fc.asyncProperty(userBody, async (body) => {
        const before = (await t.get('/api/v1/users/@me', user.token)).body;
        const res = await t.request('PATCH', '/api/v1/users/@me', { body: bodyText(body), token: user.token });
        assertAnswer(res, 'PATCH /users/@me');
        const afterView = (await t.get('/api/v1/users/@me', user.token)).body;
        if (res.status >= 400) {
          assert.deepEqual(afterView, before, 'a refused PATCH changed nothing');
          return;
        }
        // What the server received: plain JSON (fast-check builds objects without a prototype).
        const sent = JSON.parse(bodyText(body)) as Record<string, unknown>;
        const expected: Record<string, unknown> = { ...before };
        if ('name' in sent) expected.name = sent.name;
        for (const key of ['display_name', 'bio', 'content_note', 'member_title', 'avatar'])
          if (key in sent) expected[key] = cleared(sent[key]);
        for (const key of ['links', 'names', 'fields', 'list_private']) if (key in sent) expected[key] = sent[key];
        if ('pronouns' in sent) {
          expected.pronouns = (sent.pronouns as Array<Record<string, string>>).map((e) => {
            const value = e.value ?? e.pronouns!;
            return { value, pronouns: value, display_text: displayText(value, e.display_text), status: e.status };
          });
        }
        if ('flags' in sent) expected.flags = (sent.flags as string[]).map(() => flag);
        if ('timezone' in sent) {
          expected.timezone = cleared(sent.timezone);
          expected.utc_offset = expected.timezone === null ? null : ZONES[sent.timezone as string];
        }
        if ('custom_preferences' in sent) {
          const prefs = sent.custom_preferences as Record<string, Record<string, unknown>>;
          expected.custom_preferences = Object.fromEntries(
            Object.entries(prefs).map(([k, v]) => [
              k,
              {
                icon: v.icon,
                tooltip: v.tooltip,
                size: v.size,
                muted: v.muted ?? false,
                favourite: v.favourite ?? false,
              },
            ]),
          );
          // Entries that used a removed preference become "okay" (decisions.md).
          if (!(PREF in prefs)) {
            const reset = (list: Array<{ status: string }>) =>
              list.map((e) => (e.status === PREF ? { ...e, status: 'okay' } : e));
            expected.names = reset(expected.names as Array<{ status: string }>);
            expected.pronouns = reset(expected.pronouns as Array<{ status: string }>);
            expected.fields = (expected.fields as Array<{ name: string; entries: Array<{ status: string }> }>).map(
              (f) => ({ ...f, entries: reset(f.entries) }),
            );
          }
        }
        assert.deepEqual(afterView, expected, 'the profile is exactly what was sent');
        // Put the custom preference back for the next case.
        await t.patch(
          '/api/v1/users/@me',
          { custom_preferences: { [PREF]: { icon: 'i', tooltip: 't', size: 'small' } } },
          user.token,
        );
      }),
      { numRuns: RUNS },
    );
    assertBothOutcomes('PATCH /users/@me');
  });

  it('POST /members and PATCH /members/{id}', async () => {
    const target = await createMember(t, user, { name: 'property-target' });
    await fc.assert(
      fc.asyncProperty(memberBody, fc.boolean(), async (body, create) => {
        const listBefore = (await t.get('/api/v1/users/@me/members', user.token)).body;
        const url = create ? '/api/v1/members' : `/api/v1/members/${target.id}`;
        const res = await t.request(create ? 'POST' : 'PATCH', url, { body: bodyText(body), token: user.token });
        assertAnswer(res, `${create ? 'POST' : 'PATCH'} /members`);
        if (res.status >= 400) {
          assert.deepEqual(
            (await t.get('/api/v1/users/@me/members', user.token)).body,
            listBefore,
            'a refused write changed nothing',
          );
          return;
        }
        const sent = JSON.parse(bodyText(body)) as Record<string, unknown>;
        const saved = (await t.get(`/api/v1/users/@me/members/${res.body.id}`, user.token)).body;
        assert.deepEqual(saved, res.body, 'the answer is what a read shows');
        if ('name' in sent) assert.equal(saved.name, String(sent.name).trim().normalize('NFC'));
        for (const key of ['display_name', 'bio', 'content_note'])
          if (key in sent) assert.equal(saved[key], cleared(sent[key]));
        for (const key of ['links', 'names', 'fields', 'unlisted'])
          if (key in sent) assert.deepEqual(saved[key], sent[key]);
        if ('flags' in sent)
          assert.deepEqual(
            saved.flags,
            (sent.flags as string[]).map(() => flag),
          );
        if ('pronouns' in sent) {
          assert.deepEqual(
            saved.pronouns.map((p: { pronouns: string; status: string }) => ({
              pronouns: p.pronouns,
              status: p.status,
            })),
            (sent.pronouns as Array<{ pronouns: string; status: string }>).map((p) => ({
              pronouns: p.pronouns,
              status: p.status,
            })),
          );
        }
        if (create) await t.del(`/api/v1/members/${res.body.id}`, user.token);
        else if ('name' in sent) await t.patch(`/api/v1/members/${target.id}`, { name: 'property-target' }, user.token);
      }),
      { numRuns: RUNS },
    );
    assertBothOutcomes('POST /members');
    assertBothOutcomes('PATCH /members');
  });

  it('POST /auth/register, /auth/login, /auth/tokens and /auth/invites', async () => {
    const anyBody = fc.oneof(
      fc.record({ username: validUsername, password: text(256).filter((p) => p.length >= 8) }),
      fc.record(
        {
          username: fc.oneof(fc.constantFrom('prop_user'), oddString, junk),
          password: fc.oneof(fc.constant('long enough password'), oddString, junk),
          invite: junk,
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          read_only: fc.oneof(fc.boolean(), junk),
          name: nullableText,
          expires_in: fc.oneof(fc.integer({ min: -5, max: 400_000_000 }), junk),
        },
        { requiredKeys: [] },
      ),
      junk,
      extraKeys,
    );
    let registered = 0;
    await fc.assert(
      fc.asyncProperty(
        anyBody,
        fc.constantFrom('/api/v1/auth/register', '/api/v1/auth/login', '/api/v1/auth/tokens', '/api/v1/auth/invites'),
        async (body, url) => {
          const res = await t.request('POST', url, {
            body: bodyText(body),
            token: url.endsWith('register') || url.endsWith('login') ? undefined : user.token,
          });
          assertAnswer(res, `POST ${url}`);
          if (url.endsWith('register') && res.status === 200) {
            registered++;
            const sent = body as { username: string; password: string };
            assert.equal(res.body.user.name, sent.username);
            assert.equal(
              (await t.post('/api/v1/auth/login', { username: sent.username, password: sent.password })).status,
              200,
            );
          }
          if (url.endsWith('tokens') && res.status === 200) {
            const listed = (await t.get('/api/v1/auth/tokens', user.token)).body.map((tok: { id: string }) => tok.id);
            assert.ok(listed.includes(res.body.id), 'a created token is listed');
            await t.del(`/api/v1/auth/tokens/${res.body.id}`, user.token);
          }
        },
      ),
      { numRuns: Math.max(50, Math.floor(RUNS / 2)) },
    );
    assert.ok(registered > 0, 'some registrations went through');
    // Logins are only ever refused here (no generated account has a known password): never-5xx is what they test.
    for (const url of ['register', 'tokens', 'invites']) assertBothOutcomes(`POST /api/v1/auth/${url}`);
  });

  it('POST /auth/recover', async () => {
    const rescuee = await registerUser(t);
    let password = rescuee.password;
    let codes = (await t.post('/api/v1/auth/recovery-codes', { current_password: password }, rescuee.token)).body
      .codes as string[];
    let session = rescuee.token;
    const left = async () => (await t.get('/api/v1/auth/recovery-codes', session)).body.left as number;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 3,
            arbitrary: fc.record({
              username: fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(rescuee.name, rescuee.name.toUpperCase()) },
                oddString,
              ),
              code: fc.oneof({ weight: 4, arbitrary: fc.nat(9) }, oddString),
              password: fc.oneof({ weight: 4, arbitrary: fc.constant('a long new password') }, oddString),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record(
              { username: fc.oneof(oddString, junk), code: fc.oneof(oddString, junk), password: junk },
              { requiredKeys: [] },
            ),
          },
        ),
        async (generated) => {
          // A number picks one of the account's current codes (some used already).
          const body = typeof generated.code === 'number' ? { ...generated, code: codes[generated.code] } : generated;
          const before = await left();
          const res = await t.request('POST', '/api/v1/auth/recover', { body: JSON.stringify(body) });
          assertAnswer(res, 'POST /api/v1/auth/recover');
          if (res.status === 200) {
            session = res.body.token;
            assert.equal(await left(), before - 1, 'a code is used up');
            const login = await t.post('/api/v1/auth/login', { username: rescuee.name, password: body.password });
            assert.equal(login.status, 200, 'the new password works');
            password = body.password as string;
            if (before - 1 < 3) {
              codes = (await t.post('/api/v1/auth/recovery-codes', { current_password: password }, session)).body.codes;
            }
          } else {
            assert.equal(await left(), before, 'a refusal uses no code');
          }
        },
      ),
      { numRuns: Math.max(50, Math.floor(RUNS / 4)) },
    );
    assertBothOutcomes('POST /api/v1/auth/recover');
  });

  it('PUT /auth/email and POST /auth/password-reset, /auth/email/verify, /auth/password-reset/confirm, /auth/recovery-codes', async () => {
    const smtp = await new FakeSmtp().start();
    const app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://nametag.test' });
    try {
      const person = await registerUser(app);
      const before = (await app.get('/api/v1/users/@me', person.token)).raw;
      const plausible = fc.oneof(
        { weight: 3, arbitrary: fc.emailAddress() },
        { weight: 1, arbitrary: fc.constantFrom(person.name, 'nobody_here', 'a@b', ' x@y.example ') },
      );
      const field = fc.oneof({ weight: 4, arbitrary: plausible }, oddString, junk);
      const bodies = fc.oneof(
        { weight: 6, arbitrary: fc.constant({ current_password: person.password }) },
        { weight: 1, arbitrary: fc.record({ current_password: fc.oneof(oddString, junk) }, { requiredKeys: [] }) },
        { weight: 2, arbitrary: fc.record({ email: field }) },
        { weight: 2, arbitrary: fc.record({ login: field }) },
        // Enough plausible logins that a reset request is accepted several times in any run.
        { weight: 4, arbitrary: fc.record({ login: plausible }) },
        {
          weight: 1,
          arbitrary: fc.record({
            token: fc.oneof(oddString, junk),
            password: fc.oneof(fc.constant('long enough pw'), oddString),
          }),
        },
        { weight: 1, arbitrary: junk },
        { weight: 1, arbitrary: extraKeys },
      );
      const routes = fc.constantFrom(
        ['PUT', '/api/v1/auth/email'],
        ['POST', '/api/v1/auth/password-reset'],
        ['POST', '/api/v1/auth/email/verify'],
        ['POST', '/api/v1/auth/password-reset/confirm'],
        ['POST', '/api/v1/auth/recovery-codes'],
      );
      await fc.assert(
        fc.asyncProperty(bodies, routes, async (body, [method, url]) => {
          const res = await app.request(method!, url!, {
            body: JSON.stringify(body),
            token: url === '/api/v1/auth/email' || url === '/api/v1/auth/recovery-codes' ? person.token : undefined,
          });
          assertAnswer(res, `${method} ${url}`);
          // No mailed link is ever used here: the profile and its password stay as they were.
          assert.equal((await app.get('/api/v1/users/@me', person.token)).raw, before);
        }),
        { numRuns: Math.max(50, Math.floor(RUNS / 4)) },
      );
      assertBothOutcomes('POST /api/v1/auth/password-reset');
      assertBothOutcomes('POST /api/v1/auth/recovery-codes');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('POST /users/@me/import/remote (dry runs against a fake service)', async () => {
    const service = await new FakePronounsCc().start();
    const app = await startTestApp({ IMPORT_ALLOW_INSECURE: 'true' });
    try {
      const importer = await registerUser(app);
      const before = (await app.get('/api/v1/users/@me', importer.token)).raw;
      // Addresses that never reach the network beyond loopback: the fake, or what is refused before any fetch.
      const url = fc.oneof(
        { weight: 4, arbitrary: fc.constant(service.url) },
        fc.constantFrom('ftp://x.example', 'https://10.0.0.1', 'https://192.168.1.1', 'not a url', 'http://[::1', ''),
        junk,
      );
      const token = fc.oneof({ weight: 4, arbitrary: fc.constant(service.token) }, oddString, junk);
      await fc.assert(
        fc.asyncProperty(
          fc.record({ url, token }, { requiredKeys: ['url'] }),
          fc.option(extraKeys),
          async (body, extra) => {
            // The empty address means pronouns.cc itself: never sent here.
            const sent = body.url === '' ? { ...body, url: service.url } : body;
            const withExtra = extra === null ? sent : { ...sent, ...extra };
            const res = await app.request('POST', '/api/v1/users/@me/import/remote?dry_run=true', {
              body: JSON.stringify(withExtra),
              token: importer.token,
            });
            assertAnswer(res, 'POST /api/v1/users/@me/import/remote');
            assert.equal((await app.get('/api/v1/users/@me', importer.token)).raw, before, 'a dry run changes nothing');
          },
        ),
        { numRuns: Math.max(30, Math.floor(RUNS / 10)) },
      );
      assertBothOutcomes('POST /api/v1/users/@me/import/remote');
    } finally {
      await app.close();
      await service.close();
    }
    if (process.env.NAMETAG_PROPERTY_REPORT) console.log(JSON.stringify(outcomes));
  });
});
