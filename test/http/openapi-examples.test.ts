/**
 * The examples of the API reference are real: the documented request bodies are sent to the server,
 * and its answers are the documented examples (IDs, sids and times aside).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EXAMPLE_CREATE_MEMBER,
  EXAMPLE_ERROR,
  EXAMPLE_MEMBER,
  EXAMPLE_PATCH_ME,
  EXAMPLE_USER,
} from '../../src/profiles/schemas/examples.js';
import { registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Without what differs per run. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['id', 'sid', 'utc_offset'].includes(key))
        .map(([key, inner]) => [key, comparable(inner)]),
    );
  }
  return value;
}

describe('API reference examples', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('the example bodies produce the example User and Member', async () => {
    const user = await registerUser(t, 'robin');
    assert.equal((await t.patch('/api/v1/users/@me', EXAMPLE_PATCH_ME, user.token)).status, 200);
    const member = await t.post('/api/v1/members', EXAMPLE_CREATE_MEMBER, user.token);
    assert.equal(member.status, 200, member.raw);
    const publicUser = (await t.get('/api/v1/users/robin')).body;
    assert.deepEqual(comparable(publicUser), comparable(EXAMPLE_USER));
    assert.equal(typeof publicUser.utc_offset, 'number');
    assert.deepEqual(comparable((await t.get(`/api/v1/members/${member.body.id}`)).body), comparable(EXAMPLE_MEMBER));
  });

  it('the example error is what the server says for that mistake', async () => {
    const user = await registerUser(t);
    const res = await t.patch('/api/v1/users/@me', { names: [{ value: 'x'.repeat(101), status: 'okay' }] }, user.token);
    assert.deepEqual(res.body, EXAMPLE_ERROR);
  });

  it('the document carries them', async () => {
    const doc = (await t.get('/api/v1/openapi.json')).body;
    // @fastify/swagger moves a schema's `examples` to the media type's `example`, which the reference shows.
    assert.deepEqual(doc.paths['/users/@me'].patch.requestBody.content['application/json'].example, EXAMPLE_PATCH_ME);
    assert.deepEqual(
      doc.paths['/users/{userRef}'].get.responses['200'].content['application/json'].example,
      EXAMPLE_USER,
    );
  });
});
