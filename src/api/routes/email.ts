/**
 * HTTP: the account's e-mail address (verified by a mailed link) and "forgot password" by a mailed
 * link, where the operator configured mail (docs/API-NOTES.md, "Accounts and tokens").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import {
  emailState,
  removeEmail,
  requestEmailChange,
  requestPasswordReset,
  verifyEmail,
} from '../../modules/accounts/email-service.js';
import { resetPasswordThenLogin } from '../../modules/login/two-factor-login.js';
import { labelSession } from '../../modules/accounts/token-service.js';
import { sendSession } from '../presenters/json-answers.js';
import { errorResponses } from '../schemas/api-error.js';
import {
  EmailStateSchema,
  MailTokenBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  SessionSchema,
  SetEmailBody,
} from '../schemas/auth.js';

const tags = ['auth'];
const security = [{ token: [] }];

/** The one answer to a reset request, whether or not it sent anything. */
export const RESET_REQUESTED =
  'If an account has that username or address and a confirmed address, a link is on its way to it.';

export const emailRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/auth/email',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens', allowSuspended: true },
      schema: {
        operationId: 'getEmail',
        tags,
        security,
        summary: "The account's e-mail address, and one waiting for confirmation",
        response: { 200: EmailStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => emailState(ctx, callerOf(request).userId),
  );

  app.put(
    '/auth/email',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens', allowSuspended: true },
      schema: {
        operationId: 'setEmail',
        tags,
        security,
        summary: 'Mail a confirmation link to an address; it becomes the account’s when the link is used',
        body: SetEmailBody,
        description:
          'The address can reset the password, so the current password is asked for (`current_password`), as for changing it; earlier links stop working.',
        response: { 202: EmailStateSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = callerOf(request).userId;
      await requestEmailChange(ctx, userId, request.body.email, request.body.current_password ?? '');
      return reply.code(202).send(await emailState(ctx, userId));
    },
  );

  app.delete(
    '/auth/email',
    {
      config: { auth: 'session', rateLimit: 'auth_tokens', allowSuspended: true },
      schema: {
        operationId: 'removeEmail',
        tags,
        security,
        summary: "Remove the account's address (and any waiting for confirmation)",
        response: { 204: Type.Null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await removeEmail(ctx, callerOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/email/verify',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary: 'Use a confirmation link: its address becomes the account’s',
        body: MailTokenBody,
        response: { 204: Type.Null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await verifyEmail(ctx, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary: 'Mail a link to set a new password to the account’s confirmed address',
        description:
          'The answer is the same whether or not the username or address exists, has a confirmed address, or has asked too often (three links an hour).',
        body: PasswordResetBody,
        response: {
          202: Type.Object(
            { message: Type.String({ description: 'the same sentence whatever happened' }) },
            { title: 'ResetRequested' },
          ),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.login);
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { rateLimit: 'auth', rateLimitKey: 'address' },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Use a reset link: a new password, every session ended, and a new session answered',
        description:
          'For an account with two-factor log-in on, the password is set but no session is answered: 401 (code 1003) with `details` `second factor required; ticket=…; methods=…`, as the log-in answers; `POST /auth/login/second-factor` gives the session.',
        body: PasswordResetConfirmBody,
        response: { 200: SessionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const session = await resetPasswordThenLogin(ctx, request.body);
      await labelSession(ctx, session.token, request.headers['user-agent']);
      return sendSession(reply, session);
    },
  );
};
