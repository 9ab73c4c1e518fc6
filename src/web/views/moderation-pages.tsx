/** Reporting a profile, and the admins' pages: the report queue, a report, a user's record, the audit log. */
import type { ComponentChildren } from 'preact';
import { Csrf, ErrorSummary, type FieldErrors, Notice, TextArea } from './form-controls.js';
import { pageOf } from './paging.js';
import { MemberPage, UserPage } from './profile-view.js';
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
  return (
    <section class="narrow">
      <h1>Report {props.target}</h1>
      <p>
        Tell the admins of this instance what is wrong with this profile (spam, abuse, impersonation…). They see your
        username, your reason and the profile as it is now.
      </p>
      <ErrorSummary message={props.message} />
      <form method="post" action={props.action}>
        <Csrf token={props.csrf} />
        <TextArea
          name="reason"
          label="Reason"
          value={props.reason}
          errors={props.errors}
          maxLength={2000}
          hint="1 to 2000 characters"
          rows={6}
        />
        <p class="actions">
          <button type="submit" class="button">
            Send report
          </button>{' '}
          <a href={props.backUrl}>Cancel</a>
        </p>
      </form>
    </section>
  );
}

export function ReportSentPage({ backUrl }: { backUrl: string }) {
  return (
    <section class="narrow">
      <h1>Report sent</h1>
      <Notice>Thank you. The admins of this instance will look at it.</Notice>
      <p>
        <a href={backUrl}>Back to the profile</a>
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

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function AdminNav({ current }: { current: 'queue' | 'audit' | 'other' }) {
  return (
    <nav class="admin-nav" aria-label="Admin">
      <a href="/admin" aria-current={current === 'queue' ? 'page' : undefined}>
        Reports
      </a>
      <a href="/admin/audit" aria-current={current === 'audit' ? 'page' : undefined}>
        Audit log
      </a>
    </nav>
  );
}

export function AdminQueuePage(props: { reports: ReportRow[]; status: string; next: string | null }) {
  const statuses = [
    ['open', 'Open'],
    ['closed', 'Closed'],
    ['all', 'All'],
  ] as const;
  return (
    <section>
      <h1>Reports</h1>
      <AdminNav current="queue" />
      <p class="filters">
        {statuses.map(([value, label]) => (
          <a href={`/admin?status=${value}`} aria-current={props.status === value ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </p>
      {props.reports.length === 0 ? (
        <p>No reports here.</p>
      ) : (
        <table class="admin-table">
          <thead>
            <tr>
              <th scope="col">Reported</th>
              <th scope="col">Target</th>
              <th scope="col">Reason</th>
              <th scope="col">By</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {props.reports.map((report) => (
              <tr>
                <td>
                  <a href={`/admin/reports/${report.id}`}>{when(report.created_at)}</a>
                </td>
                <td>{report.target}</td>
                <td class="reason">{report.reason.length > 140 ? `${report.reason.slice(0, 140)}…` : report.reason}</td>
                <td>{report.reporter ? `@${report.reporter}` : '(deleted)'}</td>
                <td>{report.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.next ? (
        <p>
          <a href={`/admin?status=${props.status}&before=${props.next}`}>Older reports</a>
        </p>
      ) : null}
    </section>
  );
}

export type ShownProfile =
  | { kind: 'user'; view: UserPageView; custom: CustomPreferencesView }
  | { kind: 'member'; view: MemberPageView; custom: CustomPreferencesView };

function Profile({ shown }: { shown: ShownProfile | null }) {
  if (shown === null) return <p>Gone: the profile no longer exists.</p>;
  return shown.kind === 'user' ? (
    <UserPage
      user={shown.view}
      url={`/@${encodeURIComponent(shown.view.name)}`}
      members={shown.view.members && pageOf(shown.view.members, (member) => [member.name], 1, '')}
      custom={shown.custom}
    />
  ) : (
    <MemberPage member={shown.view} custom={shown.custom} />
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
  const base = `/admin/users/${props.userId}`;
  return (
    <div class="admin-actions">
      <ActionForm
        id="warn-reason"
        action={`${base}/warn`}
        csrf={props.csrf}
        label="Warn"
        reasonLabel="Warning (the user reads this)"
        reasonRequired
        reportId={props.reportId}
      />
      {props.suspended ? (
        <ActionForm
          id="unsuspend-reason"
          action={`${base}/unsuspend`}
          csrf={props.csrf}
          label="Unsuspend"
          reasonLabel="Why lift the suspension (optional)"
          reasonRequired={false}
        />
      ) : (
        <ActionForm
          id="suspend-reason"
          action={`${base}/suspend`}
          csrf={props.csrf}
          label="Suspend"
          reasonLabel="Why suspend (the user reads this)"
          reasonRequired
          reportId={props.reportId}
          danger
        />
      )}
      <ActionForm
        id="delete-reason"
        action={`${base}/delete`}
        csrf={props.csrf}
        label="Delete account"
        reasonLabel="Why delete the account"
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
  const { report } = props;
  return (
    <section>
      <h1>Report about {report.target}</h1>
      <AdminNav current="other" />
      <ErrorSummary message={props.message} />
      <dl class="report-facts">
        <dt>Reason</dt>
        <dd class="reason">{report.reason}</dd>
        <dt>Reported by</dt>
        <dd>{report.reporter ? `@${report.reporter}` : '(deleted account)'}</dd>
        <dt>When</dt>
        <dd>{when(report.created_at)}</dd>
        <dt>Status</dt>
        <dd>{report.status}</dd>
        <dt>User</dt>
        <dd>
          {report.targetUser ? <a href={`/admin/users/${props.userId}`}>@{report.targetUser}</a> : '(purged)'}
          {props.suspended ? ' — suspended' : ''}
        </dd>
      </dl>
      <div class="side-by-side">
        <section aria-labelledby="snapshot-heading">
          <h2 id="snapshot-heading">As reported</h2>
          <Profile shown={props.snapshot} />
        </section>
        <section aria-labelledby="current-heading">
          <h2 id="current-heading">Now</h2>
          <Profile shown={props.current} />
        </section>
      </div>
      {report.status === 'open' ? (
        <>
          <h2>Act on this report</h2>
          <ActionForm
            id="dismiss-reason"
            action={`/admin/reports/${report.id}/dismiss`}
            csrf={props.csrf}
            label="Dismiss"
            reasonLabel="Why dismiss (optional, for the audit log)"
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
  if (entries.length === 0) return <p>Nothing recorded.</p>;
  return (
    <table class="admin-table audit">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Admin</th>
          <th scope="col">Action</th>
          <th scope="col">User</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr>
            <td>{when(entry.created_at)}</td>
            <td>{entry.admin}</td>
            <td>
              {entry.action}
              {entry.reportId ? (
                <>
                  {' '}
                  (<a href={`/admin/reports/${entry.reportId}`}>report</a>)
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
  return (
    <section>
      <h1>Audit log</h1>
      <AdminNav current="audit" />
      <p>Every moderation action, newest first. Nothing is ever removed from this log.</p>
      <AuditTable entries={entries} />
      {next ? (
        <p>
          <a href={`/admin/audit?before=${next}`}>Older entries</a>
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
  return (
    <section>
      <h1>@{props.name}</h1>
      <AdminNav current="other" />
      <ErrorSummary message={props.message} />
      {props.suspension ? (
        <div class="notice" role="status">
          Suspended since {when(props.suspension.since)}: {props.suspension.reason}
        </div>
      ) : null}
      <UserActions csrf={props.csrf} userId={props.userId} suspended={props.suspension !== null} />
      <h2>Warnings</h2>
      {props.warnings.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {props.warnings.map((warning) => (
            <li>
              {when(warning.created_at)}: {warning.reason} {warning.read ? '(read)' : '(unread)'}
            </li>
          ))}
        </ul>
      )}
      <h2>Actions about this user</h2>
      <AuditTable entries={props.actions} />
      <h2>Profile</h2>
      <Profile shown={props.profile} />
    </section>
  );
}
