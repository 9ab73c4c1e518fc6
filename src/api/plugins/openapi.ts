/**
 * The OpenAPI 3.1 document, generated from the route schemas of the /api/v1 scope (served by that
 * scope at /api/v1/openapi.json); the web scope draws the reference page at /api/docs from it.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponses } from '../schemas/api-error.js';
import { BUCKETS, type BucketName, windowWords } from '../../http/rate-limit-buckets.js';
import type { AuthRule } from '../../http/route-registry.js';

const SUCCESS: Record<string, string> = { '200': 'Success', '204': 'Done; no content' };

const WHO_MAY_CALL: Record<AuthRule, string> = {
  none: 'No token needed.',
  optional: "No token needed; with the owner's token the answer includes owner-only fields.",
  required: 'Needs a token (session or API token; read-only tokens may call it).',
  write: 'Needs a token that may write: a session token or an API token that is not read-only (else 403, code 4002).',
  session: 'Needs a session token from login; API tokens get 403, code 4002.',
  admin: "Needs an admin's token (read-only tokens may only read); anyone else gets 403, code 4002.",
};

function limitSentence(bucket: BucketName | false | undefined, byAddress: boolean): string {
  if (bucket === false) return 'Not rate limited.';
  const name = bucket ?? 'fallback';
  return `Rate limit: bucket \`${name}\`, ${BUCKETS[name]} requests ${windowWords(name)} ${byAddress ? 'per client address, whatever token is sent' : 'per user (per address without a token)'}, scaled by the instance's RATE_LIMIT_MULTIPLIER.`;
}

/** Registered on the root, before the scopes, so it sees every route; documents those of the API. */
async function openapiDocument(app: FastifyInstance, { version, prefix }: { version: string; prefix: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nametag API',
        version,
        description:
          'Profiles of how people want to be addressed: names, pronouns, fields, links and members. ' +
          'Errors are APIError objects {code, message, details?}.',
        license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
      },
      servers: [{ url: prefix }],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'the token, bare or as "Bearer <token>"',
          },
        },
      },
    },
    // Only API routes are documented, with paths relative to the /api/v1 server URL above; each
    // operation's description says who may call it and its rate-limit bucket, from the route's config.
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(`${prefix}/`)) return { schema: { ...schema, hide: true } as never, url };
      const config = (route.config ?? {}) as {
        auth?: AuthRule;
        rateLimit?: BucketName | false;
        rateLimitKey?: 'address';
      };
      const response = Object.fromEntries(
        Object.entries((schema.response ?? {}) as Record<string, { description?: string }>).map(([status, entry]) => [
          status,
          entry.description ? entry : { ...entry, description: SUCCESS[status] ?? 'Success' },
        ]),
      );
      // Every limited route may answer 429, and every request with a body 400 (not JSON), 413 and 415,
      // whether or not the route's schema says so.
      const implied = errorResponses(...(route.method === 'GET' || route.method === 'HEAD' ? [] : [400, 413, 415]));
      for (const [status, entry] of Object.entries(implied)) {
        if (status === '429' && config.rateLimit === false) continue;
        response[status] ??= entry as { description?: string };
      }
      const description = [
        schema.description,
        WHO_MAY_CALL[config.auth ?? 'none'],
        limitSentence(config.rateLimit, config.rateLimitKey === 'address'),
      ]
        .filter(Boolean)
        .join('\n\n');
      return { schema: { ...schema, description, response } as never, url: url.slice(prefix.length) };
    },
  });
}

export const openapi = fp(openapiDocument, { name: 'openapi' });
