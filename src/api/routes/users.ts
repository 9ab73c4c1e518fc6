/** HTTP: the user endpoints (spec endpoints 1–3). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { getMe, rerollUserSid, updateMe } from '../../modules/users/user-service.js';
import { sendMe } from '../presenters/json-answers.js';
import { readUser } from '../presenters/public-read-sources.js';
import { publicReadKey, type PublicReads } from '../presenters/public-reads.js';
import { errorResponses } from '../schemas/api-error.js';
import { MeUserSchema, PatchMeBody, UserSchema } from '../../profiles/schemas/user.js';

const tags = ['users'];
const security = [{ token: [] }];

export const userRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; reads: PublicReads }> = async (
  app,
  { ctx, reads },
) => {
  app.get(
    '/users/@me',
    {
      config: { auth: 'required', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'getMe',
        tags,
        security,
        summary: "The caller's own profile",
        response: { 200: MeUserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendMe(reply, await getMe(ctx, callerOf(request).userId)),
  );

  app.patch(
    '/users/@me',
    {
      config: { auth: 'write', rateLimit: 'users_patch' },
      schema: {
        operationId: 'updateMe',
        tags,
        security,
        summary: "Update the caller's profile (merge: absent keys stay, present keys replace)",
        body: PatchMeBody,
        response: { 200: MeUserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendMe(reply, await updateMe(ctx, callerOf(request).userId, request.body)),
  );

  app.post(
    '/users/@me/sid',
    {
      config: { auth: 'write', rateLimit: 'users_patch' },
      schema: {
        operationId: 'rerollMySid',
        tags,
        security,
        summary: 'A new random short ID (sid) for the caller, at most once an hour',
        response: { 200: MeUserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendMe(reply, await rerollUserSid(ctx, callerOf(request).userId)),
  );

  app.get(
    '/users/:userRef',
    {
      config: { rateLimit: 'users_members_get', prepared: reads.lookup('/users/:userRef') },
      schema: {
        operationId: 'getUser',
        tags,
        summary: 'A user by ID or username',
        params: Type.Object({ userRef: Type.String() }),
        response: { 200: UserSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      // The public User is the same for everyone, the owner included (their view is /users/@me).
      reads.send(request, reply, publicReadKey('/users/:userRef', request.params.userRef), null, () =>
        readUser(ctx, request.params.userRef, request.caller),
      ),
  );
};
