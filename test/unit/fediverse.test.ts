/** Which Accept headers ask a profile page for its actor, and how entries read in the actor's fields. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { wantsActivityJson } from '../../src/fediverse/activity-negotiation.js';
import { parseResource } from '../../src/modules/fediverse/fediverse-service.js';

describe('wantsActivityJson', () => {
  it('asks for the actor: ActivityPub types at least as high as text/html', () => {
    for (const accept of [
      'application/activity+json',
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
      'application/ld+json',
      'application/activity+json, application/ld+json',
      'text/html;q=0.1, application/activity+json',
      'APPLICATION/ACTIVITY+JSON',
    ]) {
      assert.equal(wantsActivityJson(accept), true, accept);
    }
  });
  it('asks for the page: browsers, nothing, other profiles, q=0, HTML preferred', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'application/ld+json; profile="https://example.com/other"',
      'application/activity+json;q=0',
      'text/html, application/activity+json;q=0.5',
      'application/activity+json;q=abc',
    ]) {
      assert.equal(wantsActivityJson(accept), false, String(accept));
    }
  });
});

describe('parseResource', () => {
  const origin = 'https://nametag.example';
  it('reads acct:, the page and the actor address', () => {
    assert.deepEqual(parseResource('acct:alex@nametag.example', origin), { name: 'alex' });
    assert.deepEqual(parseResource('acct:al%2Eex@NAMETAG.example', origin), { name: 'al.ex' });
    assert.deepEqual(parseResource('https://nametag.example/@alex', origin), { name: 'alex' });
    assert.deepEqual(parseResource('https://nametag.example/ap/users/abc', origin), { id: 'abc' });
  });
  it('400 for what is not a resource, 404 for what is not here', () => {
    const status = (resource: unknown) => {
      try {
        parseResource(resource, origin);
        return 200;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    for (const bad of [
      undefined,
      '',
      ['a', 'b'],
      'alex',
      'acct:alex',
      'acct:@nametag.example',
      'ftp://x/y',
      'acct:%zz@nametag.example',
    ])
      assert.equal(status(bad), 400, String(bad));
    for (const elsewhere of [
      'acct:alex@other.example',
      'https://other.example/@alex',
      'https://nametag.example/@alex/member',
      'https://nametag.example/@alex?x=1',
      'https://nametag.example/settings',
    ])
      assert.equal(status(elsewhere), 404, elsewhere);
  });
});
