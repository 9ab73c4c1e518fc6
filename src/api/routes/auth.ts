/** HTTP: registration, login, logout, API tokens and invites (decisions.md, "Tokens and accounts"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { type LoginThrottle, throttledLogin } from '../../http/rate-limit.js';
import { requestOrigin } from '../../http/request-origin.js';
import { register } from '../../modules/accounts/account-service.js';
import { passwordLogin, peekTicket, secondStepWithCode } from '../../modules/login/two-factor-login.js';
import { restoreAccount } from '../../modules/login/account-restore.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { newRecoveryCodes, recoverAccount, recoveryCodesLeft } from '../../modules/accounts/recovery-service.js';
import { createInvite, listInvites } from '../../modules/accounts/invite-service.js';
import {
  createApiToken,
  labelSession,
  listTokens,
  revokeCurrentToken,
  revokeToken,
} from '../../modules/accounts/token-service.js';
import { loginMethodsOf, unlinkAccount, usableProviders } from '../../modules/login/provider-login-service.js';
import { LOOKUP_KINDS, PROVIDER_NAMES } from '../../modules/login/providers.js';
import { setLookups } from '../../modules/pronoundb/pronoundb-lookup.js';
import { toInviteView, toNewInviteView, toNewTokenView, toTokenView } from '../presenters/auth-views.js';
import { sendSession } from '../presenters/json-answers.js';
import { errorResponses } from '../schemas/api-error.js';
import {
  CreateTokenBody,
  InviteSchema,
  LinkedAccountSchema,
  LinkedAccountsSchema,
  LoginBody,
  LoginProvidersSchema,
  NewInviteSchema,
  NewRecoveryCodesBody,
  NewTokenSchema,
  RecoverBody,
  RestoreBody,
  SecondFactorBody,
  RecoveryCodesSchema,
  RecoveryStateSchema,
  RegisterBody,
  SessionSchema,
  TokenSchema,
} from '../schemas/auth.js';

const tags = ['auth'];
const security = [{ token: [] }];

export const authRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; loginThrottle: LoginThrottle | null }> = async (
  app,
  { ctx, loginThrottle },
) => {
  app.post(
    '/auth/register',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'register',
        tags,
        summary: 'Create an account; answers with a session token',
        body: RegisterBody,
        response: { 200: SessionSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const session = await register(ctx, request.body);
      await labelSession(ctx, session.token, request.headers['user-agent']);
      return sendSession(reply, session);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'login',
        tags,
        summary: 'Log in with username and password; answers with a session token (90 days)',
        description:
          'An account with two-factor log-in on answers 401 (code 1003) with `details` `second factor required; ticket=…; methods=…` whether the password was right or not: send the ticket with a code to `POST /auth/login/second-factor`, which answers the session only when both were right.',
        body: LoginBody,
        response: { 200: SessionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const session = await throttledLogin(loginThrottle, request.body.username, reply, () =>
        passwordLogin(ctx, request.body),
      );
      await labelSession(ctx, session.token, request.headers['user-agent']);
      return sendSession(reply, session);
    },
  );

  app.post(
    '/auth/login/second-factor',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'loginSecondFactor',
        tags,
        summary:
          'The second step of a log-in to an account with two-factor log-in on: the ticket the log-in answered and a code of the authenticator app or a recovery code; answers with a session token as the log-in does',
        description:
          'A wrong password or a wrong code answer the same 401 (wrong username or password); a ticket that expired or was tried 5 times answers 401 with `details` `ticket: invalid` (log in again). Each code works once.',
        body: SecondFactorBody,
        response: { 200: SessionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { ticket, code } = request.body;
      // Guessed like passwords: the per-username throttle counts both steps under the name typed first.
      const username = (await peekTicket(ctx, ticket))?.username || null;
      const step = () => secondStepWithCode(ctx, ticket, code);
      const session = await (username === null ? step() : throttledLogin(loginThrottle, username, reply, step));
      await labelSession(ctx, session.token, request.headers['user-agent']);
      return sendSession(reply, session);
    },
  );

  app.post(
    '/auth/restore',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'restoreAccount',
        tags,
        summary:
          'Restore an account you deleted, within 30 days of its deletion, with its username and password; answers with a session token as the log-in does',
        body: RestoreBody,
        response: { 200: SessionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const session = await throttledLogin(loginThrottle, request.body.username, reply, () =>
        restoreAccount(ctx, request.body),
      );
      await labelSession(ctx, session.token, request.headers['user-agent']);
      return sendSession(reply, session);
    },
  );

  app.post(
    '/auth/recover',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'recover',
        tags,
        summary:
          'Set a new password with a one-time recovery code; every session of the account ends and a new one is answered',
        body: RecoverBody,
        response: { 200: SessionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      // Codes are guessed like passwords: the same per-username throttle counts both.
      const session = await throttledLogin(loginThrottle, request.body.username, reply, () =>
        recoverAccount(ctx, request.body),
      );
      await labelSession(ctx, session.token, request.headers['user-agent']);
      return sendSession(reply, session);
    },
  );

  app.get(
    '/auth/recovery-codes',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens', allowSuspended: true },
      schema: {
        operationId: 'getRecoveryCodes',
        tags,
        security,
        summary: 'How many unused recovery codes the account has (never the codes)',
        response: { 200: RecoveryStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const state = await recoveryCodesLeft(ctx, callerOf(request).userId);
      return { left: state.left, created_at: state.madeAt === null ? null : new Date(state.madeAt).toISOString() };
    },
  );

  app.post(
    '/auth/recovery-codes',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens', allowSuspended: true },
      // No body at all: an account without a password.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        operationId: 'createRecoveryCodes',
        tags,
        security,
        summary: 'Make ten new one-time recovery codes (the old ones stop working); they are shown only here',
        description:
          'A code sets a new password, so the current password is asked for (`current_password`), as for changing it; an account without a password sends none.',
        body: NewRecoveryCodesBody,
        response: { 200: RecoveryCodesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const made = await newRecoveryCodes(ctx, callerOf(request).userId, request.body.current_password ?? '');
      return reply
        .header('cache-control', 'no-store')
        .send({ codes: made.codes, created_at: new Date(made.madeAt).toISOString() });
    },
  );

  app.post(
    '/auth/logout',
    {
      // Revoking is a write: a read-only token may not do it (decisions.md: every write). A suspended
      // account may still log out.
      config: { auth: 'write', rateLimit: 'auth', allowSuspended: true },
      schema: {
        operationId: 'logout',
        tags,
        security,
        summary: 'Revoke the token that makes this request',
        response: { 204: Type.Null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await revokeCurrentToken(ctx, callerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/tokens',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'listTokens',
        tags,
        security,
        summary: "The caller's API tokens, without secrets",
        response: { 200: Type.Array(TokenSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => (await listTokens(ctx, callerOf(request).userId)).map(toTokenView),
  );

  app.post(
    '/auth/tokens',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      // No body at all means "all defaults".
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        operationId: 'createToken',
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
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'revokeToken',
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
      config: { auth: 'session', rateLimit: 'auth_invites' },
      schema: {
        operationId: 'listInvites',
        tags,
        security,
        summary: "The caller's invite codes",
        response: { 200: Type.Array(InviteSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => (await listInvites(ctx, callerOf(request).userId)).map(toInviteView),
  );

  app.post(
    '/auth/invites',
    {
      config: { auth: 'session', rateLimit: 'auth_invites' },
      schema: {
        operationId: 'createInvite',
        tags,
        security,
        summary: 'Create a single-use invite code (at most max_invites per user)',
        response: { 200: NewInviteSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => toNewInviteView(await createInvite(ctx, callerOf(request).userId)),
  );

  app.get(
    '/auth/providers',
    {
      config: { auth: 'none', rateLimit: 'fallback' },
      schema: {
        operationId: 'listLoginProviders',
        tags,
        summary: 'The other services this instance lets people log in with (opened in a browser)',
        response: { 200: LoginProvidersSchema },
      },
    },
    async (request) => {
      const origin = ctx.config.publicUrl ?? requestOrigin(request);
      return {
        providers: usableProviders(ctx, requestOrigin(request)).map((kind) => ({
          kind,
          name: PROVIDER_NAMES[kind],
          start_url: `${origin}/auth/${kind}/start`,
          needs_instance: kind === 'fediverse',
        })),
      };
    },
  );

  app.get(
    '/auth/links',
    {
      config: { auth: 'session', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'listLinkedAccounts',
        tags,
        security,
        summary: 'The accounts of other services linked to yours, and whether apps may look you up by each',
        response: { 200: LinkedAccountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { links } = await loginMethodsOf(ctx, callerOf(request).userId, requestOrigin(request));
      return {
        links: links
          .filter((link) => link.linked !== null)
          .map((link) => ({ kind: link.kind, account: link.linked!, lookups: link.lookups })),
      };
    },
  );

  app.patch(
    '/auth/links/:kind',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'updateLinkedAccount',
        tags,
        security,
        summary: `Let apps look your public pronouns up by a linked account (${LOOKUP_KINDS.join(', ')}), or stop it`,
        params: Type.Object({ kind: Type.String() }),
        body: Type.Object(
          {
            lookups: Type.Boolean({
              description: 'true: the PronounDB-compatible lookup answers for this account (docs/SHARING.md)',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: LinkedAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      await setLookups(ctx, userId, request.params.kind, request.body.lookups);
      const { links } = await loginMethodsOf(ctx, userId, requestOrigin(request));
      const link = links.find((one) => one.kind === request.params.kind);
      // Unlinked in the meantime (another request of the same person).
      if (link === undefined || link.linked === null) throw errors.notLinked(PROVIDER_NAMES[link?.kind ?? 'discord']);
      return { kind: link.kind, account: link.linked, lookups: link.lookups };
    },
  );

  app.delete(
    '/auth/links/:kind',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens' },
      schema: {
        operationId: 'unlinkAccount',
        tags,
        security,
        summary: 'Unlink a linked account (discord, google, tumblr, fediverse), unless it is the last way to log in',
        params: Type.Object({ kind: Type.String() }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await unlinkAccount(ctx, callerOf(request).userId, request.params.kind);
      return reply.code(204).send(null);
    },
  );
};
