/** HTTP: the user endpoints (spec endpoints 1–3) and account deletion. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../api-error-schema.js';
import type { AppContext } from '../../context.js';
import { sendJsonText } from '../../json-text.js';
import { callerOf } from '../../plugins/auth.js';
import { deleteAccount } from '../auth/account-service.js';
import { MeUserSchema, PatchMeBody, UserSchema } from './user-schemas.js';
import { getMe, getPublicUser, updateMe } from './user-service.js';

const tags = ['users'];
const security = [{ token: [] }];

export const userRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/@me',
    {
      config: { auth: 'required' },
      schema: { tags, security, summary: 'The caller\'s own profile', response: { 200: MeUserSchema, ...errorResponses(401, 403) } },
    },
    async (request) => getMe(ctx, callerOf(request).userId),
  );

  app.patch(
    '/users/@me',
    {
      config: { auth: 'write' },
      schema: {
        tags,
        security,
        summary: 'Update the caller\'s profile (merge: absent keys stay, present keys replace)',
        body: PatchMeBody,
        response: { 200: MeUserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateMe(ctx, callerOf(request).userId, request.body),
  );

  app.delete(
    '/users/@me',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        security,
        summary: 'Delete the caller\'s account (needs a session token); data is purged after 30 days',
        response: { 204: Type.Null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, callerOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/:userRef',
    {
      schema: {
        tags,
        summary: 'A user by ID or username',
        params: Type.Object({ userRef: Type.String() }),
        response: { 200: UserSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => sendJsonText(reply, await getPublicUser(ctx, request.params.userRef)),
  );
};
