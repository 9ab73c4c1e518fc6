/**
 * Reporting profiles, acknowledging warnings, and the admins' pages (/admin): the same services, rules
 * and limits as the API's report, warning and admin routes.
 */
import { parseDocument } from '../../profiles/documents/stored-document.js';
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, errors } from '../../core/errors.js';
import { couldBeId } from '../../lib/ids.js';
import type { Caller } from '../../modules/accounts/caller.js';
import { getMember } from '../../modules/members/member-service.js';
import {
  actorOf,
  type AuditEntry,
  auditLog,
  deleteUserAsAdmin,
  dismissReport,
  moderationRecord,
  OPERATOR,
  suspendUser,
  unsuspendUser,
  warnUser,
} from '../../modules/moderation/moderation-actions.js';
import {
  type ReportListing,
  reportDetail,
  reportMember,
  reportQueue,
  reportUser,
} from '../../modules/moderation/report-service.js';
import { acknowledgeWarning } from '../../modules/moderation/warning-service.js';
import { getPublicUser } from '../../modules/users/user-service.js';
import type { Translator } from '../../i18n/translator.js';
import { formBody, formText, requireVisitor } from '../support/form-requests.js';
import { moderationSentence, reasonSentence } from '../support/moderation-sentences.js';
import type { PageSender } from '../support/page-sender.js';
import { memberPath, ProfileViews, userPath } from '../support/profile-views.js';
import { localPath } from '../support/local-path.js';
import {
  AdminQueuePage,
  AdminReportPage,
  AdminUserPage,
  type AuditRow,
  AuditLogPage,
  type ReportRow,
  ReportPage,
  ReportSentPage,
} from '../views/moderation-pages.js';

export interface ModerationPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

/** The signed-in visitor, who must be an admin (403 page otherwise; signed out: to the login page). */
function requireAdmin(request: FastifyRequest): Caller {
  const visitor = requireVisitor(request);
  if (!visitor.isAdmin) throw errors.adminOnly();
  return visitor;
}

function reportRow(messages: Translator, report: ReportListing): ReportRow {
  const owner = report.username === null ? messages.t('moderation.target.purged') : `@${report.username}`;
  return {
    id: report.id,
    status: report.status,
    reason: report.reason,
    created_at: new Date(report.created_at).toISOString(),
    reporter: report.reporter_name,
    target:
      report.member_id === null
        ? owner
        : messages.t('moderation.target.member', {
            member: report.member_name ?? messages.t('moderation.target.deletedMember'),
            owner,
          }),
    targetUser: report.username,
  };
}

function auditRow(messages: Translator, entry: AuditEntry): AuditRow {
  return {
    id: entry.id,
    admin: adminOf(messages, entry),
    action: entry.action,
    username: entry.username,
    userId: entry.user_id,
    reason: entry.reason,
    created_at: new Date(entry.created_at).toISOString(),
    reportId: entry.report_id,
  };
}

/** Who took an action: an admin's @name; the operator, in the page's words; else the name kept. */
function adminOf(messages: Translator, entry: AuditEntry): string {
  if (entry.admin_id !== null) return `@${entry.admin_name}`;
  return entry.admin_name === OPERATOR.name ? messages.t('moderation.audit.operator') : entry.admin_name;
}

export async function moderationPages(app: FastifyInstance, { ctx, pages }: ModerationPagesOptions) {
  const views = new ProfileViews(ctx);
  const page = { config: { rateLimit: 'web_pages' as const } };
  const adminPage = { config: { rateLimit: 'admin' as const } };
  const adminForm = { config: { rateLimit: 'admin' as const }, preHandler: app.csrfProtection };
  const reportForm = { config: { rateLimit: 'reports' as const }, preHandler: app.csrfProtection };

  /** What a report form is about: its heading and the profile to go back to. */
  async function reportTarget(messages: Translator, kind: 'user' | 'member', id: string, visitor: Caller) {
    if (kind === 'user') {
      const user = await getPublicUser(ctx, id, visitor);
      const name = parseDocument(user.user.partialUser).name;
      if (user.user.id === visitor.userId) throw errors.cannotReportSelf();
      return { target: `@${name}`, backUrl: userPath(name) };
    }
    const member = await getMember(ctx, id, visitor);
    if (member.document.userId === visitor.userId) throw errors.cannotReportSelf();
    const memberName = parseDocument(member.document.member).name;
    const owner = parseDocument(member.document.user).name;
    return {
      target: messages.t('moderation.target.member', { member: memberName, owner: `@${owner}` }),
      backUrl: memberPath(owner, memberName),
    };
  }

  for (const kind of ['user', 'member'] as const) {
    const path = `/report/${kind}/:id`;

    app.get<{ Params: { id: string } }>(path, page, async (request, reply) => {
      const visitor = requireVisitor(request);
      const messages = pages.messages(request);
      const { target, backUrl } = await reportTarget(messages, kind, request.params.id, visitor);
      return pages.send(
        request,
        reply,
        { title: messages.t('moderation.report.title', { target }) },
        <ReportPage
          csrf={reply.generateCsrf()}
          action={`/report/${kind}/${encodeURIComponent(request.params.id)}`}
          target={target}
          backUrl={backUrl}
          reason=""
          message={null}
          errors={{}}
        />,
      );
    });

    app.post<{ Params: { id: string } }>(path, reportForm, async (request, reply) => {
      const visitor = requireVisitor(request);
      const messages = pages.messages(request);
      const { target, backUrl } = await reportTarget(messages, kind, request.params.id, visitor);
      const reason = formText(formBody(request), 'reason');
      try {
        if (kind === 'user') await reportUser(ctx, visitor, request.params.id, reason);
        else await reportMember(ctx, visitor, request.params.id, reason);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 404) throw error;
        // A reason refused stands beside its field; another refusal on top of the form.
        const reasonProblem = reasonSentence(messages, error);
        return pages.send(
          request,
          reply,
          { title: messages.t('moderation.report.title', { target }) },
          <ReportPage
            csrf={reply.generateCsrf()}
            action={`/report/${kind}/${encodeURIComponent(request.params.id)}`}
            target={target}
            backUrl={backUrl}
            reason={reason}
            message={reasonProblem === null ? moderationSentence(messages, error) : null}
            errors={reasonProblem === null ? {} : { reason: reasonProblem }}
          />,
          { status: error.status },
        );
      }
      return pages.send(
        request,
        reply,
        { title: messages.t('moderation.sent.title') },
        <ReportSentPage backUrl={backUrl} />,
      );
    });
  }

  app.post<{ Params: { id: string } }>(
    '/warnings/:id/ack',
    // A suspended visitor must be able to acknowledge the warning that tells them why.
    { config: { rateLimit: 'web_forms', allowSuspended: true }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const visitor = requireVisitor(request);
      await acknowledgeWarning(ctx, visitor.userId, request.params.id);
      return reply.redirect(localPath(formText(formBody(request), 'back'), '/'), 303);
    },
  );

  app.get<{ Querystring: { status?: string; before?: string } }>('/admin', adminPage, async (request, reply) => {
    requireAdmin(request);
    const status = (['open', 'closed', 'all'] as const).find((s) => s === request.query.status) ?? 'open';
    const queue = await reportQueue(ctx, { status, before: request.query.before || undefined });
    const messages = pages.messages(request);
    return pages.send(
      request,
      reply,
      { title: messages.t('moderation.queue.title') },
      <AdminQueuePage
        reports={queue.reports.map((report) => reportRow(messages, report))}
        status={status}
        next={queue.next}
      />,
    );
  });

  async function reportPage(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    message: string | null,
    status = 200,
  ) {
    const report = await reportDetail(ctx, id);
    const messages = pages.messages(request);
    return pages.send(
      request,
      reply,
      { title: messages.t('moderation.reportPage.docTitle') },
      <AdminReportPage
        csrf={reply.generateCsrf()}
        report={reportRow(messages, report)}
        userId={report.user_id}
        suspended={report.suspended}
        snapshot={views.fromDocument(report.snapshot)}
        current={report.current === null ? null : views.fromDocument(report.current)}
        message={message}
      />,
      { status },
    );
  }

  app.get<{ Params: { id: string } }>('/admin/reports/:id', adminPage, async (request, reply) => {
    requireAdmin(request);
    return reportPage(request, reply, request.params.id, null);
  });

  app.post<{ Params: { id: string } }>('/admin/reports/:id/dismiss', adminForm, async (request, reply) => {
    const admin = requireAdmin(request);
    await dismissReport(ctx, await actorOf(ctx, admin), request.params.id, {
      reason: formText(formBody(request), 'reason'),
    });
    return reply.redirect('/admin', 303);
  });

  async function userPage(
    request: FastifyRequest,
    reply: FastifyReply,
    ref: string,
    message: string | null,
    status = 200,
  ) {
    const record = await moderationRecord(ctx, ref);
    return pages.send(
      request,
      reply,
      { title: `@${record.name}` },
      <AdminUserPage
        csrf={reply.generateCsrf()}
        userId={record.id}
        name={record.name}
        suspension={
          record.suspension && {
            reason: record.suspension.reason,
            since: new Date(record.suspension.created_at).toISOString(),
          }
        }
        warnings={record.warnings.map((warning) => ({
          reason: warning.reason,
          created_at: new Date(warning.created_at).toISOString(),
          read: warning.read_at !== null,
        }))}
        actions={record.actions.map((entry) => auditRow(pages.messages(request), entry))}
        profile={views.fromDocument(record.user)}
        message={message}
      />,
      { status },
    );
  }

  app.get<{ Params: { ref: string } }>('/admin/users/:ref', adminPage, async (request, reply) => {
    requireAdmin(request);
    return userPage(request, reply, request.params.ref, null);
  });

  const actions = { warn: warnUser, suspend: suspendUser, unsuspend: unsuspendUser, delete: deleteUserAsAdmin };
  for (const [name, action] of Object.entries(actions)) {
    app.post<{ Params: { ref: string } }>(`/admin/users/:ref/${name}`, adminForm, async (request, reply) => {
      const admin = requireAdmin(request);
      const body = formBody(request);
      const sentReportId = formText(body, 'report_id') || undefined;
      // Only an ID is ever put in a redirect (the form's value is the client's to forge); the service
      // refuses any other value with a 400.
      const reportId = sentReportId !== undefined && couldBeId(sentReportId) ? sentReportId : undefined;
      try {
        await action(ctx, await actorOf(ctx, admin), request.params.ref, {
          reason: formText(body, 'reason'),
          report_id: sentReportId,
        });
      } catch (error) {
        // A refusal (no reason, already suspended…) is shown on the page the form came from.
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        if (reportId !== undefined) {
          try {
            return await reportPage(request, reply, reportId, moderationSentence(pages.messages(request), error), 400);
          } catch (missing) {
            // A report ID that names no report (forged or mistyped): the user's page says what went wrong.
            if (!(missing instanceof ApiError) || missing.status !== 404) throw missing;
          }
        }
        return userPage(request, reply, request.params.ref, moderationSentence(pages.messages(request), error), 400);
      }
      if (name === 'delete') return reply.redirect(reportId ? `/admin/reports/${reportId}` : '/admin/audit', 303);
      return reply.redirect(
        reportId ? `/admin/reports/${reportId}` : `/admin/users/${encodeURIComponent(request.params.ref)}`,
        303,
      );
    });
  }

  app.get<{ Querystring: { before?: string } }>('/admin/audit', adminPage, async (request, reply) => {
    requireAdmin(request);
    const log = await auditLog(ctx, { before: request.query.before || undefined });
    return pages.send(
      request,
      reply,
      { title: pages.messages(request).t('moderation.audit.title') },
      <AuditLogPage entries={log.entries.map((entry) => auditRow(pages.messages(request), entry))} next={log.next} />,
    );
  });
}
