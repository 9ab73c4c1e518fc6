/**
 * Answers are spliced from stored documents, not serialised through the route schemas: so every
 * answer of the profile endpoints is checked here against the response schema the OpenAPI document
 * publishes for it (ajv, strict about required keys and types), for a full profile and a bare one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type ClientFixture, pronounsCcProfile } from '../helpers/client-fixture.js';
import { createFlag, createMember, registerUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('answers match their published schemas', () => {
  let t: TestApp;
  let fixture: ClientFixture;
  let doc: any;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  before(async () => {
    t = await startTestApp();
    fixture = await pronounsCcProfile(t);
    doc = (await t.get('/api/v1/openapi.json')).body;
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
      ajv.addSchema(schema as object, `#/components/schemas/${name}`);
    }
  });
  after(() => t.close());

  /** The 200 schema of a documented operation, every property of every object required. */
  function schemaOf(method: string, path: string) {
    const operation = doc.paths[path]?.[method];
    assert.ok(operation, `${method} ${path} is documented`);
    const schema = operation.responses['200'].content['application/json'].schema;
    return requireAll(structuredClone(schema));
  }

  /**
   * Every documented key must be present (optional ones: what only owners get of a member —
   * `unlisted`, `placements`, `pending_placements` —, and the kinds of `placements`, where a kind
   * left out means nothing of it is placed).
   */
  const OWNER_ONLY = new Set(['unlisted', 'placements', 'pending_placements']);

  function requireAll(schema: any): any {
    if (schema && typeof schema === 'object') {
      const placements = schema.title === 'Placements' || schema.title === 'MemberPlacements';
      if (schema.type === 'object' && schema.properties && !placements) {
        schema.required = Object.keys(schema.properties).filter((key) => !OWNER_ONLY.has(key) || !isMember(schema));
      }
      for (const value of Object.values(schema)) requireAll(value);
    }
    return schema;
  }

  /** Member schemas (their owner-only keys are optional); MeUser always carries its own. */
  function isMember(schema: { properties: Record<string, unknown> }): boolean {
    return 'unlisted' in schema.properties;
  }

  function check(method: string, path: string, body: unknown) {
    const validate = ajv.compile(schemaOf(method, path));
    assert.ok(validate(body), `${method} ${path}: ${JSON.stringify(validate.errors, null, 1)}`);
  }

  it('for a full profile', async () => {
    const { user, memberId, memberName } = fixture;
    check('get', '/users/{userRef}', (await t.get(`/api/v1/users/${user.name}`)).body);
    check('get', '/users/@me', (await t.get('/api/v1/users/@me', user.token)).body);
    check('patch', '/users/@me', (await t.patch('/api/v1/users/@me', { bio: 'x' }, user.token)).body);
    check('get', '/users/{userRef}/members', (await t.get(`/api/v1/users/${user.id}/members`)).body);
    check('get', '/users/{userRef}/members', (await t.get('/api/v1/users/@me/members', user.token)).body);
    check('get', '/members/{memberRef}', (await t.get(`/api/v1/members/${memberId}`)).body);
    check('get', '/members/{memberRef}', (await t.get(`/api/v1/members/${memberId}`, user.token)).body);
    check(
      'get',
      '/users/{userRef}/members/{memberRef}',
      (await t.get(`/api/v1/users/${user.name}/members/${encodeURIComponent(memberName)}`)).body,
    );
    check(
      'patch',
      '/members/{memberRef}',
      (await t.patch(`/api/v1/members/${memberId}`, { bio: 'y' }, user.token)).body,
    );
    check('post', '/members', (await t.post('/api/v1/members', { name: 'another' }, user.token)).body);
    check('post', '/users/@me/sid', (await t.post('/api/v1/users/@me/sid', {}, user.token)).body);
    check('post', '/members/{memberRef}/sid', (await t.post(`/api/v1/members/${memberId}/sid`, {}, user.token)).body);
    check('get', '/users/@me/flags', (await t.get('/api/v1/users/@me/flags', user.token)).body);
    const flag = await createFlag(t, user);
    check(
      'patch',
      '/users/@me/flags/{flagId}',
      (await t.patch(`/api/v1/users/@me/flags/${flag.id}`, { name: 'n' }, user.token)).body,
    );
    check('get', '/meta', (await t.get('/api/v1/meta')).body);
  });

  it('for a bare profile and member', async () => {
    const user = await registerUser(t);
    const member = await createMember(t, user);
    check('get', '/users/{userRef}', (await t.get(`/api/v1/users/${user.id}`)).body);
    check('get', '/users/@me', (await t.get('/api/v1/users/@me', user.token)).body);
    check('get', '/members/{memberRef}', (await t.get(`/api/v1/members/${member.id}`)).body);
    const login = await t.post('/api/v1/auth/login', { username: user.name, password: user.password });
    assert.equal(login.status, 200);
    check('get', '/users/@me', login.body.user);
  });
});
