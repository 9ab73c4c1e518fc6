/**
 * The OpenAPI 3.1 document, generated from the route schemas, at /api/v1/openapi.json, and a
 * human-readable reference (Swagger UI) at /api/docs.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function openapi(app: FastifyInstance, { version }: { version: string }) {
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
      servers: [{ url: '/api/v1' }],
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
    // Paths in the document are relative to the /api/v1 server URL above.
    transform: ({ schema, url }) => ({ schema: schema as never, url: url.replace(/^\/api\/v1/, '') }),
  });
  // The reference page gets a Content-Security-Policy of its own (the API's answers need none).
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true }, staticCSP: true });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
