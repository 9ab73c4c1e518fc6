/** HTTP: registration, login, logout, API tokens and invites (decisions.md, "Tokens and accounts"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../api-error-schema.js';
import type { AppContext } from '../../context.js';
import { callerOf } from '../../plugins/auth.js';
import { login, register } from './account-service.js';
import {
  CreateTokenBody,
  InviteSchema,
  LoginBody,
  NewTokenSchema,
  RegisterBody,
  SessionSchema,
  TokenSchema,
} from './auth-schemas.js';
import { toInviteView, toNewTokenView, toTokenView } from './auth-views.js';
import { createInvite, listInvites } from './invite-service.js';
import { createApiToken, listTokens, revokeCurrentToken, revokeToken } from './token-service.js';

const tags = ['auth'];
const security = [{ token: [] }];

export const authRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account; answers with a session token',
        body: RegisterBody,
        response: { 200: SessionSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => register(ctx, request.body),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with username and password; answers with a session token (90 days)',
        body: LoginBody,
        response: { 200: SessionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => login(ctx, request.body),
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'required' },
      schema: { tags, security, summary: 'Revoke the token that makes this request', response: { 204: Type.Null(), ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      await revokeCurrentToken(ctx, callerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/tokens',
    {
      config: { auth: 'session' },
      schema: { tags, security, summary: 'The caller\'s API tokens, without secrets', response: { 200: Type.Array(TokenSchema), ...errorResponses(401, 403) } },
    },
    async (request) => (await listTokens(ctx, callerOf(request).userId)).map(toTokenView),
  );

  app.post(
    '/auth/tokens',
    {
      config: { auth: 'session' },
      // No body at all means "all defaults".
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        tags,
        security,
        summary: 'Create an API token (optionally read-only, named, expiring)',
        body: CreateTokenBody,
        response: { 200: NewTokenSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => toNewTokenView(await createApiToken(ctx, callerOf(request).userId, request.body)),
  );

  app.delete(
    '/auth/tokens/:id',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        security,
        summary: 'Revoke an API token',
        params: Type.Object({ id: Type.String() }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeToken(ctx, callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/invites',
    {
      config: { auth: 'session' },
      schema: { tags, security, summary: 'The caller\'s invite codes', response: { 200: Type.Array(InviteSchema), ...errorResponses(401, 403) } },
    },
    async (request) => (await listInvites(ctx, callerOf(request).userId)).map(toInviteView),
  );

  app.post(
    '/auth/invites',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        security,
        summary: 'Create a single-use invite code (at most max_invites per user)',
        response: { 200: InviteSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => toInviteView(await createInvite(ctx, callerOf(request).userId)),
  );
};
