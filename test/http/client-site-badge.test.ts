/**
 * Client shape: a personal-site badge (browser script, CORS). It shows the favourite pronouns as
 * `display_text ?? pronouns` next to the avatar, whose URL it builds from the media base
 * (`GET /meta` → `media_base_url`) as `{base}/users/{id}/{avatar}.webp`, and the flags'
 * images as `{base}/flags/{hash}.webp` with the description as alt text.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ClientFixture, pronounsCcProfile } from '../helpers/client-fixture.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('client shape: personal-site badge', () => {
  let t: TestApp;
  let fixture: ClientFixture;
  before(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://names.example' });
    fixture = await pronounsCcProfile(t);
  });
  after(() => t.close());

  const fetchCors = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: 'https://robin.example' } });

  it('`display_text ?? pronouns` is never empty, for the user and the member', async () => {
    const user = (await fetchCors(`/api/v1/users/${fixture.user.name}`)).json();
    const member = (await fetchCors(`/api/v1/members/${fixture.memberId}`)).json();
    for (const p of [...user.pronouns, ...member.pronouns]) {
      const shown = p.display_text ?? p.pronouns;
      assert.equal(typeof shown, 'string');
      assert.ok(shown.length > 0, JSON.stringify(p));
    }
    assert.deepEqual(
      user.pronouns.map((p: any) => p.display_text ?? p.pronouns),
      ['they/them', 'xe/xem', 'he/him'],
    );
  });

  it('builds avatar and flag URLs from media_base_url, and they answer images any origin may use', async () => {
    const meta = await fetchCors('/api/v1/meta');
    assert.equal(meta.headers['access-control-allow-origin'], '*');
    const base = meta.json().media_base_url as string;
    assert.equal(base, 'https://names.example/media');
    const user = (await fetchCors(`/api/v1/users/${fixture.user.id}`)).json();
    const member = (await fetchCors(`/api/v1/members/${fixture.memberId}`)).json();
    const urls = [
      `${base}/users/${user.id}/${user.avatar}.webp`,
      `${base}/members/${member.id}/${member.avatar}.webp`,
      ...user.flags.map((f: any) => `${base}/flags/${f.hash}.webp`),
    ];
    assert.equal(urls.length, 4);
    for (const url of urls) {
      const path = new URL(url).pathname;
      const res = await fetchCors(path);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['access-control-allow-origin'], '*');
    }
    assert.deepEqual(
      user.flags.map((f: any) => f.description),
      ['The progress pride flag', ''],
    );
  });
});
