/** The JSON shapes of reports, warnings and the audit log. Timestamps are ISO 8601 strings. */
import { parseDocument } from '../../profiles/documents/stored-document.js';
import type { AuditEntry, ModerationRecord } from '../../modules/moderation/moderation-actions.js';
import type { ReportDetail, ReportListing } from '../../modules/moderation/report-service.js';
import type { WarningRecord } from '../../modules/moderation/warning-service.js';

const iso = (millis: number) => new Date(millis).toISOString();
const isoOrNull = (millis: number | null) => (millis === null ? null : iso(millis));

export function toWarningView(warning: WarningRecord) {
  return {
    id: warning.id,
    reason: warning.reason,
    created_at: iso(warning.created_at),
    read: warning.read_at !== null,
  };
}

export function toReportView(report: ReportListing) {
  return {
    id: report.id,
    status: report.status,
    reason: report.reason,
    created_at: iso(report.created_at),
    reporter: { id: report.reporter_id, name: report.reporter_name },
    target: {
      user_id: report.user_id,
      username: report.username,
      member_id: report.member_id,
      member_name: report.member_name,
    },
    closed_at: isoOrNull(report.closed_at),
    closed_by: report.closed_by,
  };
}

export function toReportDetailView(report: ReportDetail) {
  return {
    ...toReportView(report),
    snapshot: parseDocument(report.snapshot),
    current: report.current === null ? null : parseDocument(report.current),
    suspended: report.suspended,
  };
}

export function toAuditView(entry: AuditEntry) {
  return {
    id: entry.id,
    admin: { id: entry.admin_id, name: entry.admin_name },
    action: entry.action,
    user_id: entry.user_id,
    username: entry.username,
    report_id: entry.report_id,
    reason: entry.reason,
    created_at: iso(entry.created_at),
  };
}

export function toModerationRecordView(record: ModerationRecord) {
  return {
    id: record.id,
    name: record.name,
    user: parseDocument(record.user),
    suspension: record.suspension && { ...record.suspension, created_at: iso(record.suspension.created_at) },
    warnings: record.warnings.map(toWarningView),
    actions: record.actions.map(toAuditView),
  };
}
