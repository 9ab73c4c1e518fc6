/** HTTP: deleting one's own account. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { deleteAccount } from '../../modules/accounts/account-service.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { errorResponses } from '../schemas/api-error.js';

export const accountRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.delete(
    '/users/@me',
    {
      config: { auth: 'session', rateLimit: 'fallback' },
      schema: {
        operationId: 'deleteAccount',
        tags: ['users'],
        security: [{ token: [] }],
        summary: "Delete the caller's account (needs a session token); data is purged after 30 days",
        response: { 204: Type.Null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, callerOf(request).userId);
      return reply.code(204).send(null);
    },
  );
};
