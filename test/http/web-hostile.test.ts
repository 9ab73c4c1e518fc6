/**
 * Hostile input against the web scope: odd paths, oversized and malformed forms, multipart abuse.
 * Never a 500, never a half-written profile.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerUser, type TestUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const HTML = { accept: 'text/html' };
let t: TestApp;
let user: TestUser;
let cookie = '';
let csrf = '';

function take(headers: Record<string, unknown>) {
  const lines = [headers['set-cookie']].flat().filter(Boolean).map(String);
  const jar = new Map(cookie ? cookie.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  for (const line of lines) {
    const [name, value] = line.split(';')[0]!.split('=') as [string, string];
    jar.set(name, value);
  }
  cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

before(async () => {
  t = await startTestApp();
  user = await registerUser(t);
  const form = await t.request('GET', '/login', { headers: HTML });
  take(form.headers);
  const token = /name="_csrf" value="([^"]+)"/.exec(form.raw)![1]!;
  const login = await t.request('POST', '/login', {
    body: new URLSearchParams({ _csrf: token, username: user.name, password: user.password }).toString(),
    headers: { ...HTML, cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(login.status, 303);
  take(login.headers);
  const editor = await t.request('GET', '/edit/profile', { headers: { ...HTML, cookie } });
  take(editor.headers);
  csrf = /name="_csrf" value="([^"]+)"/.exec(editor.raw)![1]!;
});
after(async () => t.close());

async function post(url: string, body: string | Buffer, contentType: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { ...HTML, cookie, 'content-type': contentType },
  });
  return { status: res.statusCode, raw: res.body };
}

describe('web scope under hostile input', () => {
  it('odd paths are 4xx pages, never 500', async () => {
    const paths = [
      '/@',
      '/@%00',
      '/@%E0%A4%A',
      `/@${'a'.repeat(2000)}`,
      `/@${user.name}/${'%F0%9F%98%80'.repeat(300)}`,
      `/pronouns/${'x/'.repeat(500)}`,
      '/pronouns/%3Cscript%3E',
      '/s/',
      '/s/ABCDE',
      '/s/%00%00%00%00%00',
      '/edit/members/not-an-id',
      '/edit/members/00000000-0000-0000-0000-000000000000',
      '/assets/../../package.json',
      '/assets/%2e%2e%2fpackage.json',
      // Log-in through providers (issue 14): odd kinds, servers and callbacks.
      '/auth/%00/start',
      `/auth/${'d'.repeat(3000)}/start`,
      '/auth/fediverse/start?instance=%00&return_to=%0d%0aLocation:%20//evil',
      '/auth/fediverse/start?instance[]=a&instance[]=b',
      '/auth/discord/callback',
      '/auth/discord/callback?code=x&state=y&state=z',
      '/auth/discord/callback?error=%00',
      '/auth/fediverse/callback/%00?code=a&state=b',
      `/auth/fediverse/callback/${'h'.repeat(3000)}?code=a&state=b`,
      '/auth/fediverse/callback/a/b/c',
      '/auth/signup',
    ];
    for (const path of paths) {
      const res = await t.request('GET', path, { headers: { ...HTML, cookie } });
      assert.ok(res.status >= 200 && res.status < 500, `${path}: ${res.status}`);
      assert.doesNotMatch(res.raw, /"name":"nametag"/, `${path} served a file it should not`);
    }
    const forged = await t.request('GET', '/auth/fediverse/callback/mastodon.social?code=x&state=y', {
      headers: { ...HTML, cookie: `${cookie}; nametag_login_flow=${'A'.repeat(43)}` },
    });
    assert.equal(forged.status, 400);
    const pronouns = await t.request('GET', '/pronouns/%3Cscript%3E', { headers: HTML });
    assert.match(pronouns.raw, /<h1>&lt;script><\/h1>/);
  });

  it('malformed, oversized and wrongly typed form posts are refused without a change', async () => {
    const before = (await t.get('/api/v1/users/@me', user.token)).body;
    const many = new URLSearchParams({ _csrf: csrf });
    for (let i = 0; i < 30_000; i++) many.append(`names.${i}.value`, 'x');
    const cases: Array<[string, string | Buffer, string]> = [
      ['/edit/profile', `_csrf=${csrf}&names.0.value=%ZZ`, 'application/x-www-form-urlencoded'],
      ['/edit/profile', many.toString(), 'application/x-www-form-urlencoded'],
      [
        '/edit/profile',
        `_csrf=${csrf}&names.99999999999.value=x&names.-1.value=y&names.__proto__.value=z`,
        'application/x-www-form-urlencoded',
      ],
      [
        '/edit/profile',
        `_csrf=${csrf}&display_name=a&display_name=b&flags=not-a-flag`,
        'application/x-www-form-urlencoded',
      ],
      [
        '/edit/profile',
        `_csrf=${csrf}&prefs.0.icon=x&prefs.0.tooltip=y&prefs.0.size=huge&names.0.value=n&names.0.status=nope`,
        'application/x-www-form-urlencoded',
      ],
      ['/edit/profile', JSON.stringify({ _csrf: csrf, display_name: { nested: true } }), 'application/json'],
      ['/edit/profile', 'x'.repeat(3 * 1024 * 1024), 'application/x-www-form-urlencoded'],
      [
        '/edit/profile',
        Buffer.from('--b\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nxx'),
        'multipart/form-data; boundary=b',
      ],
      [
        '/edit/profile',
        Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--b--\r\n`,
        ),
        'multipart/form-data; boundary=b',
      ],
      ['/edit/profile', Buffer.from('garbage without boundary'), 'multipart/form-data'],
      ...['__proto__.add', 'constructor.0.remove', 'names.99999.up', 'fields.0.entries.-1.down', 'x'.repeat(5000)].map(
        (edit) =>
          [
            '/edit/profile',
            `_csrf=${csrf}&edit=${encodeURIComponent(edit)}&names.0.value=kept`,
            'application/x-www-form-urlencoded',
          ] as [string, string, string],
      ),
      [
        '/edit/profile',
        `_csrf=${csrf}&avatar_pending=${Buffer.from('not an image').toString('base64')}&display_name=x`,
        'application/x-www-form-urlencoded',
      ],
      ['/edit/profile', '<xml/>', 'application/xml'],
    ];
    for (const [url, body, type] of cases) {
      const res = await post(url, body, type);
      assert.ok(res.status >= 300 && res.status < 500, `${url} ${type}: ${res.status} ${res.raw.slice(0, 200)}`);
    }
    const after = (await t.get('/api/v1/users/@me', user.token)).body;
    assert.deepEqual(after, before);
  });

  it('an avatar that is not an image is refused with a sentence of its own, and nothing is stored', async () => {
    const body = Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png at all\r\n--b--\r\n`,
    );
    const res = await post('/edit/profile', body, 'multipart/form-data; boundary=b');
    assert.equal(res.status, 400);
    assert.match(res.raw, /id="f-avatar-error">The avatar could not be used: the file is not an image/);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.avatar, null);
  });

  it('a carried image that is not one is refused beside the avatar and not carried again', async () => {
    const res = await post(
      '/edit/profile',
      `_csrf=${csrf}&avatar_pending=${Buffer.from('not an image').toString('base64')}&display_name=kept`,
      'application/x-www-form-urlencoded',
    );
    assert.equal(res.status, 400);
    assert.match(res.raw, /id="f-avatar-error">The avatar could not be used/);
    assert.doesNotMatch(res.raw, /name="avatar_pending"/);
    assert.match(res.raw, /value="kept"/);
  });

  it('a form over 16 MB is refused before it is read, with a page that says what to do', async () => {
    const big = Buffer.concat([
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(16 * 1024 * 1024 + 1),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const res = await post('/edit/profile', big, 'multipart/form-data; boundary=b');
    assert.equal(res.status, 413);
    assert.match(res.raw, /choose a smaller image/);
  });

  it('an image over 2 MB is answered inside the form, with the rest of the form kept', async () => {
    const body = Buffer.concat([
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n--b\r\nContent-Disposition: form-data; name="display_name"\r\n\r\nKept here\r\n--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(2 * 1024 * 1024 + 1),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const res = await post('/edit/profile', body, 'multipart/form-data; boundary=b');
    assert.equal(res.status, 400);
    assert.match(res.raw, /id="f-avatar-error">The image is larger than 2 MB/);
    assert.match(res.raw, /value="Kept here"/);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).body.display_name, null);
  });
});
