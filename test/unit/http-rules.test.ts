/** The HTTP-layer rules: the error catalogue decides statuses; every route declares its rate-limit bucket. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { ApiError, ERROR_CATALOGUE, ErrorCode, type ErrorCodeValue, errors } from '../../src/core/errors.js';
import { Type } from 'typebox';
import { checkBody } from '../../src/http/body-check.js';
import { BUCKETS } from '../../src/http/rate-limit-buckets.js';
import routeRegistry from '../../src/http/route-registry.js';

describe('error catalogue', () => {
  it('decides the HTTP status of every code, as decisions.md lists them', () => {
    const expected: Record<number, number> = {
      400: 400,
      403: 403,
      404: 404,
      405: 405,
      415: 415,
      429: 429,
      500: 500,
      // Not in decisions.md: oEmbed asked for in a format other than JSON.
      501: 501,
      // Not in decisions.md: media storage (MEDIA_STORAGE=s3) that does not answer.
      503: 503,
      408: 408,
      431: 431,
      1003: 401,
      1004: 403,
      1006: 400,
      1007: 400,
      1009: 403,
      2001: 404,
      2002: 403,
      2003: 400,
      2004: 400,
      3001: 404,
      3002: 400,
      3003: 400,
      3004: 403,
      4001: 413,
      4002: 403,
    };
    assert.deepEqual(Object.keys(ERROR_CATALOGUE).map(Number).sort(), Object.keys(expected).map(Number).sort());
    for (const [code, status] of Object.entries(expected)) {
      assert.equal(new ApiError(Number(code) as ErrorCodeValue).status, status, `code ${code}`);
    }
    assert.equal(new ApiError(ErrorCode.UserNotFound).message, 'User not found', "the spec's message for 2001");
    assert.deepEqual(new ApiError(ErrorCode.TooManyRequests, 'slow down', undefined, 42).toBody(), {
      code: 429,
      message: 'slow down',
      ratelimit_reset: 42,
    });
  });
});

describe('field errors', () => {
  const schema = Type.Object(
    { links: Type.Array(Type.String({ maxLength: 5 })), name: Type.String() },
    { additionalProperties: false },
  );
  const problem = (body: unknown) => {
    try {
      checkBody(schema, body);
    } catch (error) {
      assert.ok(error instanceof ApiError);
      return error;
    }
    assert.fail('the body was accepted');
  };

  it('carry the field and its rule apart, with the schema keyword and its parameters', () => {
    const error = problem({ name: 'a', links: ['ok', 'too long'] });
    assert.equal(error.details, 'links.1: must NOT have more than 5 characters');
    assert.deepEqual(error.field, {
      path: 'links.1',
      rule: 'must NOT have more than 5 characters',
      keyword: 'maxLength',
      params: { limit: 5 },
    });
  });

  it('name the missing or unknown key itself as the field', () => {
    assert.deepEqual(
      { path: problem({ links: [] }).field?.path, keyword: problem({ links: [] }).field?.keyword },
      { path: 'name', keyword: 'required' },
    );
    const unknown = problem({ name: 'a', links: [], colour: 'red' });
    assert.equal(unknown.details, 'colour: unknown key');
    assert.equal(unknown.field?.path, 'colour');
  });

  it('come from the rules too, without a schema keyword', () => {
    const error = errors.invalidPassword();
    assert.deepEqual(error.field, { path: 'password', rule: '8 to 256 characters', keyword: 'passwordLength' });
  });
});

describe('route registry', () => {
  it('refuses to start an app with a route that declares no rate-limit bucket', async () => {
    const app = Fastify();
    await app.register(routeRegistry);
    app.get('/declared', { config: { rateLimit: 'fallback' } }, async () => 'ok');
    app.get('/probe', { config: { rateLimit: false } }, async () => 'ok');
    app.get('/forgotten', async () => 'oops');
    await assert.rejects(async () => app.ready(), /without a rate-limit bucket.*GET \/forgotten/);
  });

  it('lists routes with their declarations and the methods a path allows', async () => {
    const app = Fastify({ exposeHeadRoutes: false });
    await app.register(routeRegistry);
    app.get('/things/:id', { config: { auth: 'optional', rateLimit: 'users_members_get' } }, async () => 'ok');
    app.patch('/things/:id', { config: { auth: 'write', rateLimit: 'members_patch' } }, async () => 'ok');
    await app.ready();
    assert.deepEqual(app.routeTable.entries(), [
      { method: 'GET', url: '/things/:id', auth: 'optional', rateLimit: 'users_members_get' },
      { method: 'PATCH', url: '/things/:id', auth: 'write', rateLimit: 'members_patch' },
    ]);
    assert.deepEqual(app.routeTable.allowedMethods('/things/42'), ['GET', 'PATCH']);
    assert.deepEqual(app.routeTable.allowedMethods('/other'), []);
    await app.close();
  });

  it('knows the budgets of decisions.md', () => {
    assert.deepEqual(BUCKETS, {
      fallback: 120,
      users_members_get: 60,
      users_patch: 10,
      members_create: 10,
      members_patch: 20,
      members_delete: 5,
      auth: 20,
      auth_tokens: 10,
      auth_invites: 10,
      // The web pages' own (docs/WEB.md).
      web_pages: 120,
      web_forms: 30,
      share_cards: 20,
      reports: 5,
      admin: 120,
      exports: 5,
      imports: 10,
      webhooks: 10,
    });
  });
});
