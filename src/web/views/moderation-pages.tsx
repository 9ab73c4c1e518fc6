/** Reporting a profile, and the admins' pages: the report queue, a report, a user's record, the audit log. */
import type { ComponentChildren, VNode } from 'preact';
import { intlLocaleOf } from '../../i18n/locales.js';
import type { MessageId, Translator } from '../../i18n/translator.js';
import { Csrf, ErrorSummary, type FieldErrors, Notice, TextArea } from './form-controls.js';
import { useMessages } from './messages.js';
import { pageOf } from './paging.js';
import { MemberPage, ProfileLandmarks, UserPage } from './profile-view.js';
import type { CustomPreferencesView, MemberPageView, UserPageView } from './view-types.js';

export function ReportPage(props: {
  csrf: string;
  action: string;
  /** "@alex" or "Member “Sam” of @alex". */
  target: string;
  backUrl: string;
  reason: string;
  message: string | null;
  errors: FieldErrors;
}) {
  const { t } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('moderation.report.title', { target: props.target })}</h1>
      <p>{t('moderation.report.lead')}</p>
      <ErrorSummary message={props.message} errors={props.errors} />
      <form method="post" action={props.action}>
        <Csrf token={props.csrf} />
        <TextArea
          name="reason"
          label={t('moderation.report.reason')}
          value={props.reason}
          errors={props.errors}
          maxLength={2000}
          hint={t('moderation.report.reasonHint')}
          rows={6}
        />
        <p class="actions">
          <button type="submit" class="button">
            {t('moderation.report.send')}
          </button>{' '}
          <a href={props.backUrl}>{t('moderation.report.cancel')}</a>
        </p>
      </form>
    </section>
  );
}

export function ReportSentPage({ backUrl }: { backUrl: string }) {
  const { t } = useMessages();
  return (
    <section class="narrow">
      <h1>{t('moderation.sent.title')}</h1>
      <Notice>{t('moderation.sent.thanks')}</Notice>
      <p>
        <a href={backUrl}>{t('moderation.sent.back')}</a>
      </p>
    </section>
  );
}

/** One row of the queue or a report's heading. */
export interface ReportRow {
  id: string;
  status: string;
  reason: string;
  created_at: string;
  reporter: string | null;
  /** "@alex" or "Sam (member of @alex)"; null names once the account is purged. */
  target: string;
  targetUser: string | null;
}

/** A moment as admins compare them: date and time in UTC, written the page's way. */
function when(messages: Translator, iso: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(messages.locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A report's status as the API names it, in the page's words. */
const STATUSES: Record<string, MessageId> = {
  open: 'moderation.status.open',
  dismissed: 'moderation.status.dismissed',
  actioned: 'moderation.status.actioned',
};

/** An audit entry's action as the API names it, in the page's words. */
const ACTIONS: Record<string, MessageId> = {
  dismiss: 'moderation.action.dismiss',
  warn: 'moderation.action.warn',
  suspend: 'moderation.action.suspend',
  unsuspend: 'moderation.action.unsuspend',
  delete: 'moderation.action.delete',
  'make-admin': 'moderation.action.makeAdmin',
  'remove-admin': 'moderation.action.removeAdmin',
};

const named = (messages: Translator, names: Record<string, MessageId>, value: string) => {
  const id = names[value];
  return id ? messages.t(id) : value;
};

function AdminNav({ current }: { current: 'queue' | 'audit' | 'other' }) {
  const { t } = useMessages();
  return (
    <nav class="admin-nav" aria-label={t('moderation.nav.label')}>
      <a href="/admin" aria-current={current === 'queue' ? 'page' : undefined}>
        {t('moderation.nav.reports')}
      </a>
      <a href="/admin/audit" aria-current={current === 'audit' ? 'page' : undefined}>
        {t('moderation.nav.audit')}
      </a>
    </nav>
  );
}

export function AdminQueuePage(props: { reports: ReportRow[]; status: string; next: string | null }) {
  const messages = useMessages();
  const { t } = messages;
  const statuses = [
    ['open', t('moderation.queue.open')],
    ['closed', t('moderation.queue.closed')],
    ['all', t('moderation.queue.all')],
  ] as const;
  return (
    <section>
      <h1>{t('moderation.queue.title')}</h1>
      <AdminNav current="queue" />
      <p class="filters">
        {statuses.map(([value, label]) => (
          <a href={`/admin?status=${value}`} aria-current={props.status === value ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </p>
      {props.reports.length === 0 ? (
        <p>{t('moderation.queue.empty')}</p>
      ) : (
        <table class="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('moderation.queue.reported')}</th>
              <th scope="col">{t('moderation.queue.target')}</th>
              <th scope="col">{t('moderation.queue.reason')}</th>
              <th scope="col">{t('moderation.queue.by')}</th>
              <th scope="col">{t('moderation.queue.status')}</th>
            </tr>
          </thead>
          <tbody>
            {props.reports.map((report) => (
              <tr>
                <td>
                  <a href={`/admin/reports/${report.id}`}>{when(messages, report.created_at)}</a>
                </td>
                <td>{report.target}</td>
                <td class="reason">{report.reason.length > 140 ? `${report.reason.slice(0, 140)}…` : report.reason}</td>
                <td>{report.reporter ? `@${report.reporter}` : t('moderation.queue.deleted')}</td>
                <td>{named(messages, STATUSES, report.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.next ? (
        <p>
          <a href={`/admin?status=${props.status}&before=${props.next}`}>{t('moderation.queue.older')}</a>
        </p>
      ) : null}
    </section>
  );
}

export type ShownProfile =
  | { kind: 'user'; view: UserPageView; custom: CustomPreferencesView }
  | { kind: 'member'; view: MemberPageView; custom: CustomPreferencesView };

function Profile({ shown }: { shown: ShownProfile | null }) {
  const { t } = useMessages();
  if (shown === null) return <p>{t('moderation.reportPage.gone')}</p>;
  return (
    <ProfileLandmarks.Provider value={false}>
      {shown.kind === 'user' ? (
        <UserPage
          user={shown.view}
          url={`/@${encodeURIComponent(shown.view.name)}`}
          members={shown.view.members && pageOf(shown.view.members, (member) => [member.name], 1, '')}
          custom={shown.custom}
        />
      ) : (
        <MemberPage member={shown.view} custom={shown.custom} />
      )}
    </ProfileLandmarks.Provider>
  );
}

/** A form of one admin action: a reason and a button, posting to `action`. */
function ActionForm(props: {
  id: string;
  action: string;
  csrf: string;
  label: string;
  reasonLabel: string;
  reasonRequired: boolean;
  reportId?: string;
  danger?: boolean;
  children?: ComponentChildren;
}) {
  return (
    <form method="post" action={props.action} class="admin-action">
      <Csrf token={props.csrf} />
      {props.reportId ? <input type="hidden" name="report_id" value={props.reportId} /> : null}
      <label for={props.id}>{props.reasonLabel}</label>
      <textarea id={props.id} name="reason" rows={2} maxLength={2000} required={props.reasonRequired} />
      {props.children}
      <button type="submit" class={props.danger ? 'button danger' : 'button'}>
        {props.label}
      </button>
    </form>
  );
}

/** The actions on a user, for a report about them or from their record. */
function UserActions(props: { csrf: string; userId: string; suspended: boolean; reportId?: string }) {
  const { t } = useMessages();
  const base = `/admin/users/${props.userId}`;
  return (
    <div class="admin-actions">
      <ActionForm
        id="warn-reason"
        action={`${base}/warn`}
        csrf={props.csrf}
        label={t('moderation.actions.warn')}
        reasonLabel={t('moderation.actions.warnReason')}
        reasonRequired
        reportId={props.reportId}
      />
      {props.suspended ? (
        <ActionForm
          id="unsuspend-reason"
          action={`${base}/unsuspend`}
          csrf={props.csrf}
          label={t('moderation.actions.unsuspend')}
          reasonLabel={t('moderation.actions.unsuspendReason')}
          reasonRequired={false}
        />
      ) : (
        <ActionForm
          id="suspend-reason"
          action={`${base}/suspend`}
          csrf={props.csrf}
          label={t('moderation.actions.suspend')}
          reasonLabel={t('moderation.actions.suspendReason')}
          reasonRequired
          reportId={props.reportId}
          danger
        />
      )}
      <ActionForm
        id="delete-reason"
        action={`${base}/delete`}
        csrf={props.csrf}
        label={t('moderation.actions.delete')}
        reasonLabel={t('moderation.actions.deleteReason')}
        reasonRequired
        reportId={props.reportId}
        danger
      />
    </div>
  );
}

export function AdminReportPage(props: {
  csrf: string;
  report: ReportRow;
  userId: string;
  suspended: boolean;
  snapshot: ShownProfile;
  current: ShownProfile | null;
  message: string | null;
}) {
  const messages = useMessages();
  const { t } = messages;
  const { report } = props;
  const open = report.status === 'open';
  return (
    <section>
      <h1>{t('moderation.reportPage.title', { target: report.target })}</h1>
      <AdminNav current="other" />
      <ErrorSummary message={props.message} />
      <dl class="report-facts">
        <dt>{t('moderation.reportPage.reason')}</dt>
        <dd class="reason">{report.reason}</dd>
        <dt>{t('moderation.reportPage.reportedBy')}</dt>
        <dd>{report.reporter ? `@${report.reporter}` : t('moderation.reportPage.deletedAccount')}</dd>
        <dt>{t('moderation.reportPage.when')}</dt>
        <dd>{when(messages, report.created_at)}</dd>
        <dt>{t('moderation.reportPage.status')}</dt>
        <dd>{named(messages, STATUSES, report.status)}</dd>
        <dt>{t('moderation.reportPage.user')}</dt>
        <dd>
          {report.targetUser ? (
            <a href={`/admin/users/${props.userId}`}>@{report.targetUser}</a>
          ) : (
            t('moderation.reportPage.purged')
          )}
          {props.suspended ? ` ${t('moderation.reportPage.suspended')}` : null}
        </dd>
      </dl>
      <div class="side-by-side">
        <section aria-labelledby="snapshot-heading">
          <h2 id="snapshot-heading">{t('moderation.reportPage.asReported')}</h2>
          <Profile shown={props.snapshot} />
        </section>
        <section aria-labelledby="current-heading">
          <h2 id="current-heading">{t('moderation.reportPage.now')}</h2>
          <Profile shown={props.current} />
        </section>
      </div>
      {open ? (
        <>
          <h2>{t('moderation.reportPage.act')}</h2>
          <ActionForm
            id="dismiss-reason"
            action={`/admin/reports/${report.id}/dismiss`}
            csrf={props.csrf}
            label={t('moderation.reportPage.dismiss')}
            reasonLabel={t('moderation.reportPage.dismissReason')}
            reasonRequired={false}
          />
          {report.targetUser ? (
            <UserActions csrf={props.csrf} userId={props.userId} suspended={props.suspended} reportId={report.id} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export interface AuditRow {
  id: string;
  admin: string;
  action: string;
  username: string | null;
  userId: string | null;
  reason: string;
  created_at: string;
  reportId: string | null;
}

function AuditTable({ entries }: { entries: AuditRow[] }) {
  const messages = useMessages();
  const { t, rich } = messages;
  if (entries.length === 0) return <p>{t('moderation.audit.empty')}</p>;
  return (
    <table class="admin-table audit">
      <thead>
        <tr>
          <th scope="col">{t('moderation.audit.when')}</th>
          <th scope="col">{t('moderation.audit.admin')}</th>
          <th scope="col">{t('moderation.audit.action')}</th>
          <th scope="col">{t('moderation.audit.user')}</th>
          <th scope="col">{t('moderation.audit.why')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr>
            <td>{when(messages, entry.created_at)}</td>
            <td>{entry.admin}</td>
            <td>
              {named(messages, ACTIONS, entry.action)}
              {entry.reportId ? (
                <>
                  {' '}
                  {rich<VNode>('moderation.audit.report', {
                    link: (words) => <a href={`/admin/reports/${entry.reportId}`}>{words}</a>,
                  })}
                </>
              ) : null}
            </td>
            <td>
              {entry.username === null ? (
                '—'
              ) : entry.userId === null ? (
                `@${entry.username}`
              ) : (
                <a href={`/admin/users/${entry.userId}`}>@{entry.username}</a>
              )}
            </td>
            <td class="reason">{entry.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AuditLogPage({ entries, next }: { entries: AuditRow[]; next: string | null }) {
  const { t } = useMessages();
  return (
    <section>
      <h1>{t('moderation.audit.title')}</h1>
      <AdminNav current="audit" />
      <p>{t('moderation.audit.lead')}</p>
      <AuditTable entries={entries} />
      {next ? (
        <p>
          <a href={`/admin/audit?before=${next}`}>{t('moderation.audit.older')}</a>
        </p>
      ) : null}
    </section>
  );
}

export function AdminUserPage(props: {
  csrf: string;
  userId: string;
  name: string;
  suspension: { reason: string; since: string } | null;
  warnings: Array<{ reason: string; created_at: string; read: boolean }>;
  actions: AuditRow[];
  profile: ShownProfile;
  message: string | null;
}) {
  const messages = useMessages();
  const { t } = messages;
  return (
    <section>
      <h1>@{props.name}</h1>
      <AdminNav current="other" />
      <ErrorSummary message={props.message} />
      {props.suspension ? (
        <div class="notice" role="status">
          {t('moderation.user.suspended', {
            when: when(messages, props.suspension.since),
            reason: props.suspension.reason,
          })}
        </div>
      ) : null}
      <UserActions csrf={props.csrf} userId={props.userId} suspended={props.suspension !== null} />
      <h2>{t('moderation.user.warnings')}</h2>
      {props.warnings.length === 0 ? (
        <p>{t('moderation.user.none')}</p>
      ) : (
        <ul>
          {props.warnings.map((warning) => (
            <li>
              {t('moderation.user.warning', {
                when: when(messages, warning.created_at),
                reason: warning.reason,
                state: warning.read ? 'read' : 'unread',
              })}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('moderation.user.actions')}</h2>
      <AuditTable entries={props.actions} />
      <h2>{t('moderation.user.profile')}</h2>
      <Profile shown={props.profile} />
    </section>
  );
}
