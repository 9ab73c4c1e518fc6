/** HTTP: the caller's flag library (pronouns.cc's flags endpoints). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { createFlag, deleteFlag, listOwnFlags, updateFlag } from '../../modules/flags/flag-service.js';
import { LIMITS } from '../../profiles/rules/profile-types.js';
import { errorResponses } from '../schemas/api-error.js';
import { FlagSchema } from '../../profiles/schemas/profile.js';
import { CreateFlagBody, PatchFlagBody } from '../schemas/flags.js';

const tags = ['flags'];
const security = [{ token: [] }];
const flagParams = Type.Object({ flagId: Type.String({ description: "the flag's ID" }) });

export const flagRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/@me/flags',
    {
      config: { auth: 'required', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'listFlags',
        tags,
        security,
        summary: "The caller's flag library, oldest first",
        response: { 200: Type.Array(FlagSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listOwnFlags(ctx, callerOf(request).userId),
  );

  app.post(
    '/users/@me/flags',
    {
      config: { auth: 'write', rateLimit: 'members_create' },
      schema: {
        operationId: 'createFlag',
        tags,
        security,
        summary: `Add a flag to the caller's library (at most ${LIMITS.flagLibrary})`,
        body: CreateFlagBody,
        response: { 200: FlagSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => createFlag(ctx, callerOf(request).userId, request.body),
  );

  app.patch(
    '/users/@me/flags/:flagId',
    {
      config: { auth: 'write', rateLimit: 'members_patch' },
      schema: {
        operationId: 'updateFlag',
        tags,
        security,
        summary: 'Rename or re-describe one of the caller’s flags (every profile showing it follows)',
        params: flagParams,
        body: PatchFlagBody,
        response: { 200: FlagSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateFlag(ctx, callerOf(request).userId, request.params.flagId, request.body),
  );

  app.delete(
    '/users/@me/flags/:flagId',
    {
      config: { auth: 'write', rateLimit: 'members_delete' },
      schema: {
        operationId: 'deleteFlag',
        tags,
        security,
        summary: 'Delete one of the caller’s flags (it disappears from every profile that showed it)',
        params: flagParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteFlag(ctx, callerOf(request).userId, request.params.flagId);
      return reply.code(204).send(null);
    },
  );
};
