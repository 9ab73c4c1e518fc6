/** A browser's side of the web pages over HTTP (no browser): cookies, CSRF tokens, form posts. */
import assert from 'node:assert/strict';
import type { TestUser } from './factories.js';
import type { TestApp } from './test-app.js';

export const HTML = { accept: 'text/html,application/xhtml+xml' };

/** A browser's cookie jar, enough for these tests. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  take(headers: Record<string, unknown>) {
    const raw = headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair] = String(line).split(';');
      const [name, ...value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(String(line)) || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/** GET a page as a browser would (cookies in and out). */
export async function page(t: TestApp, jar: Jar, url: string) {
  const res = await t.request('GET', url, { headers: { ...HTML, cookie: jar.header() } });
  jar.take(res.headers);
  return res;
}

export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** POST a form from the page at `from`, with its CSRF token. */
export async function postForm(t: TestApp, jar: Jar, from: string, action: string, fields: Record<string, string>) {
  const form = await page(t, jar, from);
  const body = new URLSearchParams({ _csrf: csrfOf(form.raw), ...fields }).toString();
  const res = await t.request('POST', action, {
    body,
    headers: { ...HTML, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  jar.take(res.headers);
  return res;
}

export async function logIn(t: TestApp, user: TestUser): Promise<Jar> {
  const jar = new Jar();
  const res = await postForm(t, jar, '/login', '/login', { username: user.name, password: user.password });
  assert.equal(res.status, 303, res.raw);
  assert.ok(jar.get('nametag_session'));
  return jar;
}
