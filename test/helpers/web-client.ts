/**
 * A browser's side of the web pages over real HTTP (fetch, no browser) against a server process:
 * cookies, CSRF tokens, form posts and file uploads. The in-process tests use web-forms.ts.
 */
import { csrfOf, HTML, Jar } from './web-forms.js';

export interface WebAnswer {
  status: number;
  text: string;
}

export class WebClient {
  readonly jar = new Jar();

  constructor(readonly base: string) {}

  private async send(path: string, init: RequestInit): Promise<WebAnswer> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...HTML, cookie: this.jar.header(), ...(init.headers as Record<string, string>) },
    });
    this.jar.take({ 'set-cookie': res.headers.getSetCookie() });
    return { status: res.status, text: await res.text() };
  }

  get(path: string): Promise<WebAnswer> {
    return this.send(path, { method: 'GET' });
  }

  /** POSTs a form of the page at `from`, with its CSRF token. */
  async postForm(from: string, action: string, fields: Record<string, string>): Promise<WebAnswer> {
    const csrf = csrfOf((await this.get(from)).text);
    return this.send(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
    });
  }

  /** POSTs a multipart form of the page at `from` with a file in `file`. */
  async postFile(
    from: string,
    action: string,
    fields: Record<string, string>,
    file: { name: string; type: string; bytes: Buffer },
  ): Promise<WebAnswer> {
    const form = new FormData();
    form.set('_csrf', csrfOf((await this.get(from)).text));
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return this.send(action, { method: 'POST', body: form });
  }

  /** A new account (through the API), signed in on the pages. */
  static async signedUp(base: string, username: string, password = 'a long enough password'): Promise<WebClient> {
    const registered = await fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const client = new WebClient(base);
    const login = await client.postForm('/login', '/login', { username, password });
    if (login.status !== 303 || !client.jar.get('nametag_session')) throw new Error(`login: ${login.status}`);
    return client;
  }
}
