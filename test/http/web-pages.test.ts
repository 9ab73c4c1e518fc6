/**
 * The web scope over HTTP: security headers and policy, sessions and CSRF, caching, status codes and
 * the rules of what a page shows. The browser tests (test/web/) cover the same pages as a person uses them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, registerUser } from '../helpers/factories.js';
import { near, pixel, striped } from '../helpers/images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { csrfOf, HTML, Jar, logIn, page, postForm } from '../helpers/web-forms.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

describe('web pages: headers, policy, errors', () => {
  it('pages carry a strict CSP, no inline script or style, and local assets only', async () => {
    const user = await registerUser(t);
    for (const url of ['/', `/@${user.name}`, '/login', '/register', '/pronouns/she/her']) {
      const res = await page(t, new Jar(), url);
      assert.equal(res.status, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      const policy = String(res.headers['content-security-policy']);
      assert.match(policy, /default-src 'none'/);
      assert.match(policy, /script-src 'self'(;|$)/);
      assert.match(policy, /style-src 'self'(;|$)/);
      assert.match(policy, /frame-ancestors 'none'/);
      assert.doesNotMatch(res.raw, /<script(?![^>]*\bsrc=)[^>]*>/, `${url}: inline script`);
      assert.doesNotMatch(res.raw, /\sstyle=/, `${url}: inline style`);
      // Resources (scripts, styles, images, frames) are local; a link to a page may be absolute (the
      // short link is shown whole, to be copied; the page's canonical address, the other languages'
      // addresses, the ActivityPub actor and the oEmbed answer are `rel="canonical"` and
      // `rel="alternate"`, which no browser loads).
      assert.doesNotMatch(
        res.raw.replace(
          /<link rel="(?:alternate" (?:hreflang|type)="[^"]*"|canonical") href="[^"]*"(?: title="[^"]*")?>/g,
          '',
        ),
        /<(?:script|img|link|iframe|source|use)\b[^>]*\s(?:src|href)="(?:https?:)?\/\//,
        `${url}: a resource from elsewhere`,
      );
    }
  });

  it('assets have content-hashed names and are cached for good; unknown ones are 404', async () => {
    const home = await page(t, new Jar(), '/');
    const css = /href="(\/assets\/site-[0-9a-f]{10}\.css)"/.exec(home.raw)?.[1];
    const js = /src="(\/assets\/enhance-[0-9a-f]{10}\.js)"/.exec(home.raw)?.[1];
    assert.ok(css && js);
    for (const url of [css, js]) {
      const res = await t.get(url);
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    assert.equal((await t.request('GET', '/assets/site-0000000000.css', { headers: HTML })).status, 404);
  });

  it('unknown users, members and paths are HTML 404 pages for browsers and APIErrors for others', async () => {
    const user = await registerUser(t);
    for (const url of ['/@nobody_at_all', `/@${user.name}/nobody`, '/no/such/page', '/s/zzzzz']) {
      const res = await page(t, new Jar(), url);
      assert.equal(res.status, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.match(res.raw, /<h1>Not found<\/h1>/, url);
    }
    const json = await t.get('/no/such/page');
    assert.equal(json.status, 404);
    assert.equal(json.body.code, 404);
  });

  it('public pages send an ETag and answer If-None-Match with 304 while signed out; private pages are not cached', async () => {
    const user = await registerUser(t);
    const first = await page(t, new Jar(), `/@${user.name}`);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[^"]+"$/);
    // Without PUBLIC_URL the page names the Host asked for (test/http/own-address-caching.test.ts).
    assert.equal(first.headers['cache-control'], 'private, max-age=10');
    const again = await t.request('GET', `/@${user.name}`, { headers: { ...HTML, 'if-none-match': etag } });
    assert.equal(again.status, 304);
    await t.patch('/api/v1/users/@me', { display_name: 'Changed' }, user.token);
    assert.equal(
      (await t.request('GET', `/@${user.name}`, { headers: { ...HTML, 'if-none-match': etag } })).status,
      200,
    );
    const jar = await logIn(t, user);
    const signedIn = await page(t, jar, `/@${user.name}`);
    assert.equal(signedIn.headers['cache-control'], 'private, no-store');
    assert.equal(signedIn.headers.etag, undefined);
    assert.equal((await page(t, jar, '/settings')).headers['cache-control'], 'private, no-store');
  });
});

describe('web pages: sessions and CSRF', () => {
  it('the session cookie is HttpOnly and SameSite=Lax, Secure when PUBLIC_URL is https', async () => {
    const user = await registerUser(t);
    const jar = new Jar();
    const form = await page(t, jar, '/login');
    const res = await t.request('POST', '/login', {
      body: new URLSearchParams({ _csrf: csrfOf(form.raw), username: user.name, password: user.password }).toString(),
      headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    const cookie = [res.headers['set-cookie']].flat().find((line) => String(line).startsWith('nametag_session='));
    assert.match(String(cookie), /HttpOnly/);
    assert.match(String(cookie), /SameSite=Lax/);
    assert.doesNotMatch(String(cookie), /Secure/);

    const secure = await startTestApp({ PUBLIC_URL: 'https://nametag.example' });
    try {
      const secureUser = await registerUser(secure);
      const secureJar = new Jar();
      const secureForm = await page(secure, secureJar, '/login');
      const secureRes = await secure.request('POST', '/login', {
        body: new URLSearchParams({
          _csrf: csrfOf(secureForm.raw),
          username: secureUser.name,
          password: secureUser.password,
        }).toString(),
        headers: { ...HTML, cookie: secureJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      });
      const secureCookie = [secureRes.headers['set-cookie']]
        .flat()
        .find((line) => String(line).startsWith('nametag_session='));
      assert.match(String(secureCookie), /Secure/);
    } finally {
      await secure.close();
    }
  });

  it('a form without its CSRF token, or with another one, is refused and changes nothing', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const forged = async (token: string) =>
      t.request('POST', '/edit/profile', {
        body: new URLSearchParams({ _csrf: token, display_name: 'Forged' }).toString(),
        headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (const token of ['', 'not-a-token']) {
      const res = await forged(token);
      assert.equal(res.status, 403);
      assert.match(res.raw, /form has expired or did not come from this site/);
    }
    // A token from another visitor's session does not fit this visitor's secret.
    const other = new Jar();
    const otherToken = csrfOf((await page(t, other, '/login')).raw);
    assert.equal((await forged(otherToken)).status, 403);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).body.display_name, null);
    // Log in without a token is refused too (login CSRF).
    const res = await t.request('POST', '/login', {
      body: new URLSearchParams({ username: user.name, password: user.password }).toString(),
      headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 403);
    assert.equal(String(res.headers['set-cookie'] ?? '').includes('nametag_session='), false);
  });

  it('a session cookie never authenticates an API request', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const res = await t.request('GET', '/api/v1/users/@me', { headers: { cookie: jar.header() } });
    assert.equal(res.status, 403);
    const patch = await t.request('PATCH', '/api/v1/users/@me', {
      body: { display_name: 'Via cookie' },
      headers: { cookie: jar.header() },
    });
    assert.equal(patch.status, 403);
    // The secret in the cookie is a session token: the same secret in the header works.
    assert.equal((await t.get('/api/v1/users/@me', jar.get('nametag_session'))).status, 200);
  });

  it('only a session token of a log-in signs in through the cookie: API tokens, read-only or not, do not', async () => {
    const user = await registerUser(t);
    for (const body of [{}, { read_only: true }]) {
      const token = (await t.post('/api/v1/auth/tokens', body, user.token)).body.token as string;
      const res = await t.request('GET', '/settings', { headers: { ...HTML, cookie: `nametag_session=${token}` } });
      assert.equal(res.status, 303, JSON.stringify(body));
      assert.equal(res.headers.location, '/login');
    }
  });

  it('a forged Host never reaches other visitors through a kept page', async () => {
    const user = await registerUser(t);
    const forged = await t.request('GET', `/@${user.name}`, { headers: { ...HTML, host: 'evil.example' } });
    assert.match(forged.raw, /og:url" content="http:\/\/evil.example\//);
    const honest = await t.request('GET', `/@${user.name}`, { headers: { ...HTML, host: 'nametag.example' } });
    assert.doesNotMatch(honest.raw, /evil\.example/);
    assert.match(honest.raw, /og:url" content="http:\/\/nametag.example\//);
  });

  it('pages that need a session send a signed-out visitor to log in; log out ends the session', async () => {
    for (const url of ['/edit/profile', '/edit/members/new', '/settings']) {
      const res = await page(t, new Jar(), url);
      assert.equal(res.status, 303, url);
      assert.equal(res.headers.location, '/login');
    }
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const secret = jar.get('nametag_session')!;
    assert.equal((await page(t, jar, '/edit/profile')).status, 200);
    const out = await postForm(t, jar, '/logout', '/logout', {});
    assert.equal(out.status, 303);
    assert.equal(jar.get('nametag_session'), undefined);
    assert.equal((await t.get('/api/v1/users/@me', secret)).status, 401, 'the session token is revoked');
  });

  it('a wrong password shows the message again with 401; the username is kept', async () => {
    const user = await registerUser(t);
    const res = await postForm(t, new Jar(), '/login', '/login', { username: user.name, password: 'wrong password' });
    assert.equal(res.status, 401);
    assert.match(res.raw, /Wrong username or password/);
    assert.match(res.raw, new RegExp(`value="${user.name}"`));
  });

  it('sign-up shows the API rule beside the field and keeps what was typed', async () => {
    const res = await postForm(t, new Jar(), '/register', '/register', {
      username: 'a',
      password: 'correct horse battery',
    });
    assert.equal(res.status, 400);
    assert.match(res.raw, /class="field-error"/);
    assert.match(res.raw, /value="a"/);
  });
});

describe('web pages: editor', () => {
  it('saves through the API rules: an invalid value is shown beside its field, nothing typed is lost, nothing saved', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const res = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      display_name: 'Kept text',
      'names.0.value': 'x'.repeat(101),
      'names.0.status': 'okay',
    });
    assert.equal(res.status, 400);
    assert.match(
      res.raw,
      /<p class="field-error" id="f-names-0-value-error">Name 1 can be at most 100 characters \(this one has 101\)\.<\/p>/,
    );
    assert.match(res.raw, /<a href="#f-names-0-value">Name 1 can be at most 100 characters/);
    assert.match(res.raw, /class="control invalid"><label for="f-names-0-value"/);
    assert.match(res.raw, /value="Kept text"/);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).body.display_name, null);

    const ok = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      display_name: 'Saved text',
      'names.0.value': 'Sam',
      'names.0.status': 'favourite',
      'names.1.value': '',
      'names.1.status': 'okay',
      'pronouns.0.value': 'they/them',
      'pronouns.0.status': 'favourite',
      'fields.0.name': 'Titles',
      'fields.0.entries.0.value': 'Mx',
      'fields.0.entries.0.status': 'okay',
      'links.0': 'https://example.org/a',
      'links.1': '',
      'links.2': 'https://example.org/b',
    });
    assert.equal(ok.status, 303);
    const saved = (await t.get(`/api/v1/users/${user.name}`)).body;
    assert.equal(saved.display_name, 'Saved text');
    assert.deepEqual(saved.names, [{ value: 'Sam', status: 'favourite' }]);
    assert.equal(saved.pronouns[0].pronouns, 'they/them');
    assert.deepEqual(saved.fields, [{ name: 'Titles', entries: [{ value: 'Mx', status: 'okay' }] }]);
    assert.deepEqual(saved.links, ['https://example.org/a', 'https://example.org/b']);
  });

  it('a "Shown as" box left empty shows, greyed, what the page will show instead', async () => {
    const user = await registerUser(t);
    await t.patch(
      '/api/v1/users/@me',
      { pronouns: [{ value: 'xe/xem/xyr/xyrs/xemself', status: 'okay' }] },
      user.token,
    );
    const editor = await page(t, await logIn(t, user), '/edit/profile');
    assert.match(
      editor.raw,
      /name="pronouns\.0\.display_text" type="text" value data-max-length="100" placeholder="xe\/xem"/,
    );
  });

  it('an icon name the set does not have is refused beside the icon input, with what to do', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const res = await postForm(t, jar, '/edit/profile', '/edit/profile', {
      'prefs.0.tooltip': 'Sometimes',
      'prefs.0.icon': 'wiffi',
      'prefs.0.size': 'normal',
    });
    assert.equal(res.status, 400);
    assert.match(
      res.raw,
      /id="f-prefs-0-icon-error">“wiffi” is not one of the icons: type a few letters \(heart, star, moon…\) and choose one from the list\./,
    );
    assert.deepEqual((await t.get('/api/v1/users/@me', user.token)).body.custom_preferences, {});
    assert.equal((await t.request('GET', '/assets/icons/wiffi.svg')).status, 404);
    assert.equal((await t.request('GET', '/assets/icons/..%2Fpackage.json')).status, 404);
  });

  it("another user's member cannot be edited or deleted through the pages", async () => {
    const owner = await registerUser(t);
    const member = await createMember(t, owner, { name: 'mine' });
    const intruder = await registerUser(t);
    const jar = await logIn(t, intruder);
    assert.equal((await page(t, jar, `/edit/members/${member.id}`)).status, 404);
    const csrf = csrfOf((await page(t, jar, '/edit/profile')).raw);
    for (const action of [`/edit/members/${member.id}`, `/edit/members/${member.id}/delete`]) {
      const res = await t.request('POST', action, {
        body: new URLSearchParams({ _csrf: csrf, name: 'stolen', confirm: 'on' }).toString(),
        headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(res.status, 404, action);
    }
    assert.equal((await t.get(`/api/v1/members/${member.id}`)).body.name, 'mine');
  });
});

describe('web pages: what profiles show', () => {
  it('unlisted members and private lists are never shown to others; the owner still reaches them', async () => {
    const user = await registerUser(t);
    await createMember(t, user, { name: 'Listed One' });
    await createMember(t, user, { name: 'Hidden One', unlisted: true });
    const shown = await page(t, new Jar(), `/@${user.name}`);
    assert.match(shown.raw, /Listed One/);
    assert.doesNotMatch(shown.raw, /Hidden One/);
    await t.patch('/api/v1/users/@me', { list_private: true }, user.token);
    const privateList = await page(t, new Jar(), `/@${user.name}`);
    assert.doesNotMatch(privateList.raw, /Listed One/);
    assert.doesNotMatch(privateList.raw, /class="members"/);
    // A member's own page stays reachable by its link, as in the API.
    assert.equal((await page(t, new Jar(), `/@${user.name}/${encodeURIComponent('Listed One')}`)).status, 200);
  });

  it('short links redirect to the user or member page; member names are percent-encoded', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user, { name: 'Ünïcode name' });
    const userSid = (await t.get(`/api/v1/users/${user.name}`)).body.sid;
    const res = await page(t, new Jar(), `/s/${userSid}`);
    assert.equal(res.status, 302);
    assert.equal(res.headers.location, `/@${user.name}`);
    const memberSid = (await t.get(`/api/v1/members/${member.id}`)).body.sid;
    const memberRes = await page(t, new Jar(), `/s/${memberSid}`);
    assert.equal(memberRes.headers.location, `/@${user.name}/${encodeURIComponent('Ünïcode name')}`);
    assert.equal((await page(t, new Jar(), memberRes.headers.location as string)).status, 200);
  });

  it('a short domain (SHORT_BASE_URL) redirects /{sid} to the page on PUBLIC_URL, and pages show the short link', async () => {
    const short = await startTestApp({ SHORT_BASE_URL: 'https://prns.example', PUBLIC_URL: 'https://nametag.example' });
    try {
      const user = await registerUser(short);
      const sid = (await short.get(`/api/v1/users/${user.name}`)).body.sid;
      const res = await short.request('GET', `/${sid}`, { headers: { host: 'prns.example' } });
      assert.equal(res.status, 302);
      assert.equal(res.headers.location, `https://nametag.example/@${user.name}`);
      // The same path on the main host is not a short link.
      assert.equal((await short.request('GET', `/${sid}`, { headers: { host: 'nametag.example' } })).status, 404);
      assert.equal((await short.request('GET', '/zzzzz', { headers: { host: 'prns.example' } })).status, 404);
      const profile = await page(short, new Jar(), `/@${user.name}`);
      assert.match(profile.raw, new RegExp(`<a href="https://prns.example/${sid}">prns.example/${sid}</a>`));
    } finally {
      await short.close();
    }
  });

  it('a kept public page changes as soon as the profile or a member changes', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user, { name: 'Kept' });
    assert.match((await page(t, new Jar(), `/@${user.name}`)).raw, /Kept/);
    assert.match((await page(t, new Jar(), `/@${user.name}/Kept`)).raw, /<h1 class="p-name">Kept<\/h1>/);
    await t.patch(`/api/v1/members/${member.id}`, { display_name: 'Renamed member' }, user.token);
    assert.match((await page(t, new Jar(), `/@${user.name}`)).raw, /Renamed member/);
    assert.match((await page(t, new Jar(), `/@${user.name}/Kept`)).raw, /<h1 class="p-name">Renamed member<\/h1>/);
    await t.del(`/api/v1/members/${member.id}`, user.token);
    assert.equal((await page(t, new Jar(), `/@${user.name}/Kept`)).status, 404);
    assert.doesNotMatch((await page(t, new Jar(), `/@${user.name}`)).raw, /Renamed member/);
  });

  it('link previews: title "Display (@name)", favourite pronouns and names, the avatar', async () => {
    const user = await registerUser(t);
    await t.patch(
      '/api/v1/users/@me',
      {
        display_name: 'Preview Person',
        names: [
          { value: 'Prev', status: 'favourite' },
          { value: 'Other', status: 'okay' },
        ],
        pronouns: [
          { value: 'she/her', status: 'okay' },
          { value: 'they/them', status: 'favourite' },
        ],
      },
      user.token,
    );
    const res = await page(t, new Jar(), `/@${user.name}`);
    assert.match(res.raw, new RegExp(`<meta property="og:title" content="Preview Person \\(@${user.name}\\)">`));
    assert.match(res.raw, /<meta property="og:description" content="they\/them · Prev">/);
    assert.match(res.raw, /<meta name="twitter:card" content="summary_large_image">/);
  });

  it('the bio is Markdown with raw HTML off and links marked nofollow ugc', async () => {
    const user = await registerUser(t);
    await t.patch(
      '/api/v1/users/@me',
      {
        bio: '**bold** <b>raw</b> [site](https://example.org) [bad](javascript:alert(1)) ![img](https://example.org/i.png)',
      },
      user.token,
    );
    const res = await page(t, new Jar(), `/@${user.name}`);
    assert.match(res.raw, /<strong>bold<\/strong>/);
    assert.match(res.raw, /&lt;b&gt;raw&lt;\/b&gt;/);
    assert.match(res.raw, /<a href="https:\/\/example.org" rel="nofollow ugc noopener">site<\/a>/);
    assert.doesNotMatch(res.raw, /href="javascript:/);
    assert.doesNotMatch(res.raw, /<img src="https:\/\/example.org\/i.png"/);
  });
});

describe('web pages: limits', () => {
  it("page views and forms count against their own buckets, log in against the API's auth bucket", async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.05' });
    try {
      // web_pages: 120 × 0.05 = 6 per minute per address.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await page(limited, new Jar(), '/pronouns/he/him')).status);
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429, 429]);
      const refused = await page(limited, new Jar(), '/pronouns/he/him');
      assert.match(String(refused.headers['content-type']), /^text\/html/);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      // auth: 20 × 0.05 = 1; the API's login after one web login attempt is refused.
      const jar = new Jar();
      const form = await limited.request('GET', '/login', { headers: HTML, remoteAddress: '10.9.9.9' });
      jar.take(form.headers);
      const attempt = await limited.request('POST', '/login', {
        body: new URLSearchParams({ _csrf: csrfOf(form.raw), username: 'someone', password: 'whatever1' }).toString(),
        headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '10.9.9.9',
      });
      assert.equal(attempt.status, 401);
      const api = await limited.request('POST', '/api/v1/auth/login', {
        body: { username: 'someone', password: 'whatever1' },
        remoteAddress: '10.9.9.9',
      });
      assert.equal(api.status, 429);
    } finally {
      await limited.close();
    }
  });
});

describe('web pages: theme', () => {
  it('the footer links set a theme that sticks, is written into every page, and pages kept for visitors are kept per theme', async () => {
    const user = await registerUser(t);
    const jar = new Jar();
    // A visitor without a choice fills the kept page first.
    const neutral = await page(t, jar, `/@${user.name}`);
    assert.doesNotMatch(neutral.raw, /data-theme=/);
    assert.match(neutral.raw, /<meta name="color-scheme" content="light dark">/);
    assert.match(neutral.raw, /href="\/theme\?set=dark&amp;return=%2F%40/);

    const set = await page(t, jar, `/theme?set=dark&return=${encodeURIComponent(`/@${user.name}`)}`);
    assert.equal(set.status, 303);
    assert.equal(set.headers.location, `/@${user.name}`);
    assert.equal(jar.get('nametag_theme'), 'dark');
    const dark = await page(t, jar, `/@${user.name}`);
    assert.match(dark.raw, /<html lang="en" dir="ltr" data-theme="dark">/);
    assert.match(dark.raw, /<meta name="color-scheme" content="dark">/);
    assert.match(dark.raw, /aria-current="true"[^>]*>Dark</);
    // The kept page of visitors without a choice is not the dark one.
    assert.doesNotMatch((await page(t, new Jar(), `/@${user.name}`)).raw, /data-theme=/);

    await page(t, jar, '/theme?set=system&return=/');
    assert.equal(jar.get('nametag_theme'), undefined);
    assert.doesNotMatch((await page(t, jar, '/')).raw, /data-theme=/);
  });

  it('goes back only to a path of this site, and ignores an unknown theme', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await page(t, new Jar(), `/theme?set=light&return=${encodeURIComponent(target)}`);
      assert.equal(res.status, 303);
      assert.equal(res.headers.location, '/', target);
    }
    const jar = new Jar();
    await page(t, jar, '/theme?set=purple&return=/');
    assert.equal(jar.get('nametag_theme'), undefined);
  });
});

describe('web pages: long member lists', () => {
  it('a user page shows members a page at a time, with a search; the editor list too', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 60; i++) {
      const res = await t.post(
        '/api/v1/members',
        { name: `m${String(i).padStart(2, '0')}`, display_name: i === 7 ? 'Seventh Star' : null },
        user.token,
      );
      assert.equal(res.status, 200, res.raw);
    }
    const cards = (html: string) => (html.match(/<li class="card h-card">/g) ?? []).length;
    const first = await page(t, new Jar(), `/@${user.name}`);
    assert.equal(cards(first.raw), 48);
    assert.match(first.raw, /Page 1 of 2/);
    assert.match(first.raw, new RegExp(`href="/@${user.name}\\?page=2#members" rel="next"`));
    assert.match(first.raw, /<label for="search">Search 60 members<\/label>/);
    const second = await page(t, new Jar(), `/@${user.name}?page=2`);
    assert.equal(cards(second.raw), 12);
    assert.match(second.raw, /Page 2 of 2/);
    // Each page is kept apiece: the first page is not served for the second.
    assert.equal(cards((await page(t, new Jar(), `/@${user.name}?page=2`)).raw), 12);
    assert.equal(cards((await page(t, new Jar(), `/@${user.name}?page=99`)).raw), 12, 'past the end: the last page');
    const found = await page(t, new Jar(), `/@${user.name}?q=${encodeURIComponent('seventh')}`);
    assert.equal(cards(found.raw), 1);
    assert.match(found.raw, /1 of 60 match “seventh”/);
    assert.equal(cards((await page(t, new Jar(), `/@${user.name}?q=m0`)).raw), 10);
    assert.match((await page(t, new Jar(), `/@${user.name}?q=zzz`)).raw, /None of 60 match “zzz”/);

    const jar = await logIn(t, user);
    const editor = await page(t, jar, '/edit/profile?members_q=m5');
    assert.equal((editor.raw.match(/href="\/edit\/members\/[0-9a-f-]{36}"/g) ?? []).length, 10);
    assert.match(editor.raw, /10 of 60 match “m5”/);
    const editorPage2 = await page(t, jar, '/edit/profile?members_page=2');
    assert.equal((editorPage2.raw.match(/href="\/edit\/members\/[0-9a-f-]{36}"/g) ?? []).length, 12);
  });
});

describe('web pages: flags', () => {
  it('a flag is renamed from the library page, and every profile showing it follows; a bad name says why', async () => {
    const user = await registerUser(t);
    const image = (await striped('png', 60, 40)).toString('base64');
    const flag = (
      await t.post('/api/v1/users/@me/flags', { flag: image, name: 'Old', description: 'old words' }, user.token)
    ).body as { id: string };
    await t.patch('/api/v1/users/@me', { flags: [flag.id] }, user.token);
    const jar = await logIn(t, user);
    assert.match((await page(t, jar, '/edit/flags')).raw, /<summary aria-label="Rename flag Old">Rename<\/summary>/);
    const renamed = await postForm(t, jar, '/edit/flags', `/edit/flags/${flag.id}`, {
      name: 'Stripes',
      description: 'Three stripes',
    });
    assert.equal(renamed.status, 200);
    assert.match(renamed.raw, /Flag renamed to “Stripes”/);
    const shown = (await t.get(`/api/v1/users/${user.name}`)).body as {
      flags: Array<{ name: string; description: string }>;
    };
    assert.deepEqual(
      shown.flags.map((f) => [f.name, f.description]),
      [['Stripes', 'Three stripes']],
    );
    const bad = await postForm(t, jar, '/edit/flags', `/edit/flags/${flag.id}`, { name: '   ', description: '' });
    assert.equal(bad.status, 400);
    assert.equal((await t.get(`/api/v1/users/${user.name}`)).body.flags[0].name, 'Stripes');
    const other = await registerUser(t);
    const otherJar = await logIn(t, other);
    assert.equal(
      (await postForm(t, otherJar, '/edit/flags', `/edit/flags/${flag.id}`, { name: 'Mine now', description: '' }))
        .status,
      404,
    );
  });

  it('a common pride flag is added to the library without an upload, drawn from its stripes', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const preview = await t.app.inject({ method: 'GET', url: '/assets/pride/transgender.png' });
    assert.equal(preview.statusCode, 200);
    assert.equal(preview.headers['content-type'], 'image/png');
    const png = preview.rawPayload;
    assert.ok(near(await pixel(png, 250, 10), [0x5b, 0xce, 0xfa]), 'light blue on top');
    assert.ok(near(await pixel(png, 250, 150), [255, 255, 255]), 'white in the middle');
    assert.equal((await t.request('GET', '/assets/pride/nope.png')).status, 404);

    const added = await postForm(t, jar, '/edit/flags', '/edit/flags/common', { flag: 'transgender' });
    assert.equal(added.status, 200);
    assert.match(added.raw, /Transgender flag added/);
    assert.match(
      added.raw,
      /disabled[^>]*>[^<]*<img src="\/assets\/pride\/transgender\.png"[^>]*> Transgender \(in your library\)/,
    );
    const library = (await t.get('/api/v1/users/@me/flags', user.token)).body as Array<{ name: string; hash: string }>;
    assert.deepEqual(
      library.map((flag) => flag.name),
      ['Transgender'],
    );
    const stored = await t.request('GET', `/media/flags/${library[0]!.hash}.webp`);
    assert.equal(stored.headers['content-type'], 'image/webp');
    const unknown = await postForm(t, jar, '/edit/flags', '/edit/flags/common', { flag: 'made-up' });
    assert.equal(unknown.status, 404);
    assert.equal((await t.get('/api/v1/users/@me/flags', user.token)).body.length, 1);
  });
});
