/** HTTP: reporting users and members, and a user's own warnings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { reportMember, reportUser } from '../../modules/moderation/report-service.js';
import { acknowledgeWarning, myWarnings } from '../../modules/moderation/warning-service.js';
import { toWarningView } from '../presenters/moderation-views.js';
import { errorResponses } from '../schemas/api-error.js';
import { ReportBody, WarningSchema, WarningsQuery } from '../schemas/moderation.js';

const security = [{ token: [] }];

export const reportRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/users/:userRef/reports',
    {
      config: { auth: 'write', rateLimit: 'reports' },
      schema: {
        operationId: 'reportUser',
        tags: ['moderation'],
        security,
        summary: "Report a user to the instance's admins (not yourself)",
        params: Type.Object({ userRef: Type.String({ description: 'a user ID or username' }) }),
        body: ReportBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await reportUser(ctx, callerOf(request), request.params.userRef, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/members/:memberRef/reports',
    {
      config: { auth: 'write', rateLimit: 'reports' },
      schema: {
        operationId: 'reportMember',
        tags: ['moderation'],
        security,
        summary: "Report a member to the instance's admins (not one of your own)",
        params: Type.Object({ memberRef: Type.String({ description: "the member's ID" }) }),
        body: ReportBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await reportMember(ctx, callerOf(request), request.params.memberRef, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/warnings',
    {
      config: { auth: 'required', rateLimit: 'fallback' },
      schema: {
        operationId: 'listWarnings',
        tags: ['auth'],
        security,
        summary: "The caller's warnings from admins, newest first: unread ones, or all with ?all=true",
        querystring: WarningsQuery,
        response: { 200: Type.Array(WarningSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      (await myWarnings(ctx, callerOf(request).userId, request.query.all === 'true')).map(toWarningView),
  );

  app.post(
    '/auth/warnings/:warningId/ack',
    {
      // Acknowledging is a write, but a suspended account must be able to do it (it is how they read why).
      config: { auth: 'write', rateLimit: 'fallback', allowSuspended: true },
      schema: {
        operationId: 'acknowledgeWarning',
        tags: ['auth'],
        security,
        summary: 'Mark one of your warnings read',
        params: Type.Object({ warningId: Type.String({ description: "the warning's ID" }) }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await acknowledgeWarning(ctx, callerOf(request).userId, request.params.warningId);
      return reply.code(204).send(null);
    },
  );
};
