/**
 * HTTP: the admin queue and actions. Every route needs an admin's token (`auth: 'admin'`:
 * anyone else gets 403/4002); every action is recorded in the audit log, which admins can read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import {
  actorOf,
  auditLog,
  deleteUserAsAdmin,
  dismissReport,
  moderationRecord,
  suspendUser,
  unsuspendUser,
  warnUser,
} from '../../modules/moderation/moderation-actions.js';
import { reportDetail, reportQueue } from '../../modules/moderation/report-service.js';
import {
  toAuditView,
  toModerationRecordView,
  toReportDetailView,
  toReportView,
} from '../presenters/moderation-views.js';
import { errorResponses } from '../schemas/api-error.js';
import {
  ActionBody,
  AuditEntrySchema,
  AuditLogSchema,
  AuditQuery,
  ModerationRecordSchema,
  ReportDetailSchema,
  ReportQueueQuery,
  ReportQueueSchema,
} from '../schemas/moderation.js';

const tags = ['admin'];
const security = [{ token: [] }];
const config = { auth: 'admin' as const, rateLimit: 'admin' as const };
const userParams = Type.Object({ userRef: Type.String({ description: 'a user ID or username' }) });
const pageSize = (limit: string | undefined) => (limit === undefined ? undefined : Number(limit));
const reportParams = Type.Object({ reportId: Type.String({ description: "the report's ID" }) });

export const adminRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const actor = (request: FastifyRequest) => actorOf(ctx, callerOf(request));

  app.get(
    '/admin/reports',
    {
      config,
      schema: {
        operationId: 'listReports',
        tags,
        security,
        summary: 'The report queue, newest first (open reports unless ?status= says otherwise)',
        querystring: ReportQueueQuery,
        response: { 200: ReportQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, before, limit } = request.query;
      const page = await reportQueue(ctx, { status: status ?? 'open', before, limit: pageSize(limit) });
      return { reports: page.reports.map(toReportView), next: page.next };
    },
  );

  app.get(
    '/admin/reports/:reportId',
    {
      config,
      schema: {
        operationId: 'getReport',
        tags,
        security,
        summary: "A report with the target's profile as reported and as it is now",
        params: reportParams,
        response: { 200: ReportDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => toReportDetailView(await reportDetail(ctx, request.params.reportId)),
  );

  app.post(
    '/admin/reports/:reportId/dismiss',
    {
      config,
      schema: {
        operationId: 'dismissReport',
        tags,
        security,
        summary: 'Close a report without acting on anyone',
        params: reportParams,
        body: ActionBody,
        response: { 200: AuditEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toAuditView(await dismissReport(ctx, await actor(request), request.params.reportId, request.body)),
  );

  app.get(
    '/admin/users/:userRef',
    {
      config,
      schema: {
        operationId: 'getModerationRecord',
        tags,
        security,
        summary: "A user's profile (even while suspended), suspension, warnings and the actions about them",
        params: userParams,
        response: { 200: ModerationRecordSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => toModerationRecordView(await moderationRecord(ctx, request.params.userRef)),
  );

  const actions = [
    ['warn', warnUser, 'warnUser', 'Warn a user: they see the reason until they acknowledge it'],
    [
      'suspend',
      suspendUser,
      'suspendUser',
      'Suspend a user: they and their members read as not found to others; their tokens may only read',
    ],
    ['unsuspend', unsuspendUser, 'unsuspendUser', 'Lift a suspension'],
    ['delete', deleteUserAsAdmin, 'deleteUser', "Delete a user's account, as their own deletion would"],
  ] as const;
  for (const [path, action, operationId, summary] of actions) {
    app.post(
      `/admin/users/:userRef/${path}`,
      {
        config,
        schema: {
          operationId,
          tags,
          security,
          summary,
          params: userParams,
          body: ActionBody,
          response: { 200: AuditEntrySchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => toAuditView(await action(ctx, await actor(request), request.params.userRef, request.body)),
    );
  }

  app.get(
    '/admin/audit-log',
    {
      config,
      schema: {
        operationId: 'getAuditLog',
        tags,
        security,
        summary: 'Every moderation action, newest first; nothing is ever removed from it',
        querystring: AuditQuery,
        response: { 200: AuditLogSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await auditLog(ctx, { before: request.query.before, limit: pageSize(request.query.limit) });
      return { entries: page.entries.map(toAuditView), next: page.next };
    },
  );
};
