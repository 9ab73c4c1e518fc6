/**
 * The OpenAPI 3.1 document, generated from the route schemas of the /api/v1 scope (served by that
 * scope at /api/v1/openapi.json), and a human-readable reference (Swagger UI) at /api/docs.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const API_PREFIX = '/api/v1';

/** Registered on the root, before the scopes, so it sees every route; documents those of the API. */
async function openapiDocument(app: FastifyInstance, { version }: { version: string }) {
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
      servers: [{ url: API_PREFIX }],
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
    // Only API routes are documented, with paths relative to the /api/v1 server URL above.
    transform: ({ schema, url }) => ({
      schema: (url.startsWith(`${API_PREFIX}/`) ? schema : { ...schema, hide: true }) as never,
      url: url.slice(API_PREFIX.length),
    }),
  });
}

export const openapi = fp(openapiDocument, { name: 'openapi' });

/** The reference page, in a scope of its own: its routes (the library's) count against the fallback budget. */
export async function apiReference(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, rateLimit: route.config?.rateLimit ?? 'fallback' };
  });
  // The reference page gets a Content-Security-Policy of its own (the API's answers need none).
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true }, staticCSP: true });
}
