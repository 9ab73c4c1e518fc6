/** The OpenAPI document generated from the route schemas, and the human-readable reference. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('API documentation', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('serves an OpenAPI 3.1 document with the ten endpoints of the spec', async () => {
    const res = await t.get('/api/v1/openapi.json');
    assert.equal(res.status, 200);
    assert.equal(res.body.openapi, '3.1.0');
    assert.deepEqual(res.body.servers, [{ url: '/api/v1' }]);
    const expected: Array<[string, string]> = [
      ['get', '/users/{userRef}'],
      ['get', '/users/@me'],
      ['patch', '/users/@me'],
      ['get', '/users/{userRef}/members'],
      ['post', '/members'],
      ['get', '/members/{memberRef}'],
      ['patch', '/members/{memberRef}'],
      ['delete', '/members/{memberRef}'],
      ['get', '/users/{userRef}/members/{memberRef}'],
      ['get', '/meta'],
    ];
    for (const [method, path] of expected) assert.ok(res.body.paths[path]?.[method], `${method} ${path}`);
    assert.ok(res.body.components.securitySchemes.token);
  });

  it('gives every operation a unique operationId, who may call it, its bucket, and a description per response', async () => {
    const doc = (await t.get('/api/v1/openapi.json')).body;
    const seen = new Map<string, string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        assert.match(String(operation.operationId), /^[a-z][A-Za-z]+$/, `${where} operationId`);
        assert.ok(
          !seen.has(operation.operationId),
          `${where} repeats ${operation.operationId} of ${seen.get(operation.operationId)}`,
        );
        seen.set(operation.operationId, where);
        assert.match(operation.description, /token/i, `${where} says which tokens may call it`);
        assert.match(
          operation.description,
          /Rate limit: bucket `[a-z_]+`|Not rate limited/,
          `${where} names its bucket`,
        );
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
          assert.ok(response.description && response.description !== 'Default Response', `${where} ${status}`);
          if (Number(status) >= 400)
            assert.match(response.description, /^APIError with code \d+/, `${where} ${status}`);
        }
        assert.match(operation.responses['429'].description, /429 \(rate limited/);
      }
    }
    assert.equal(seen.get('getUser'), 'GET /users/{userRef}');
    assert.equal(seen.get('updateMe'), 'PATCH /users/@me');
    assert.equal(seen.get('createMember'), 'POST /members');
    assert.match(doc.paths['/users/@me'].patch.responses['400'].description, /1006 \(the username breaks/);
    assert.match(doc.paths['/users/{userRef}'].get.responses['404'].description, /2001 \(no such user/);
  });

  it('describes every property of every request and response schema', async () => {
    const doc = (await t.get('/api/v1/openapi.json')).body;
    const missing: string[] = [];
    const walk = (schema: any, path: string) => {
      if (!schema || typeof schema !== 'object') return;
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, any>)) {
        if (!property.description) missing.push(`${path}.${key}`);
        walk(property, `${path}.${key}`);
      }
      if (schema.items) walk(schema.items, `${path}[]`);
      for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(part, path);
      if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${path}{}`);
    };
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        walk(operation.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`);
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
          walk(response.content?.['application/json']?.schema, `${method} ${path} ${status}`);
        }
      }
    }
    assert.deepEqual(missing, []);
    // Limits come from the constants the validation uses.
    const user = doc.paths['/users/{userRef}'].get.responses['200'].content['application/json'].schema;
    assert.match(user.properties.links.description, /up to 25 /);
    assert.match(user.properties.bio.description, /up to 1000 /);
  });

  it('documents request schemas with their limits and error responses', async () => {
    const doc = (await t.get('/api/v1/openapi.json')).body;
    const patchMe = doc.paths['/users/@me'].patch;
    const schema = patchMe.requestBody.content['application/json'].schema;
    assert.equal(schema.additionalProperties, false);
    assert.equal(schema.properties.display_name.maxLength, 100);
    assert.equal(schema.properties.links.maxItems, 25);
    assert.ok(patchMe.responses['400'], 'documents the 400 APIError');
    assert.ok(patchMe.responses['401']);
    assert.ok(doc.paths['/users/{userRef}'].get.responses['404']);
  });

  it('serves the reference as a page of the site at /api/docs, drawn from the same document', async () => {
    const res = await t.request('GET', '/api/docs');
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    // The site's own policy: no inline script or style, nothing from elsewhere.
    assert.match(String(res.headers['content-security-policy']), /script-src 'self'(;|$)/);
    assert.doesNotMatch(res.raw, /\sstyle=|<script(?![^>]*\bsrc=)[^>]*>/);
    assert.match(res.raw, /<header class="site">/);
    // One document address, the one the README gives.
    assert.match(res.raw, /href="\/api\/v1\/openapi\.json"/);
    assert.doesNotMatch(res.raw, /swagger/i);
    // Every operation of the document is on the page, with its method and path.
    const doc = (await t.get('/api/v1/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        assert.match(res.raw, new RegExp(`id="${operation.operationId}"`), `${method} ${path}`);
      }
    }
    // The budget follows what the page must carry: it was raised for the frame's language links, for
    // `verified_links` in the four profile schemas, for `placements` in MeUser with the audience
    // operations, and for the members' placements and the changes waiting out the widening delay in
    // the member schemas, for the linked accounts' lookups and the syncs' operations, for the member
    // groups' operations; never for markup of its own.
    assert.ok(res.raw.length < 305_000, `the page weighs ${res.raw.length} bytes`);
    const old = await t.request('GET', '/api/docs/');
    assert.equal(old.status, 301);
    assert.equal(old.headers.location, '/api/docs');
  });
});
