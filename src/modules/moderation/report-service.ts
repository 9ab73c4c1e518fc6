/**
 * Reports: any logged-in user may report another user or a member (never themselves); a report keeps
 * a snapshot of the target's public document as it was, so an admin sees what was reported even
 * after the target changed it. Admins read the queue and the snapshot beside the current profile.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { couldBeId, newId } from '../../lib/ids.js';
import {
  documentText,
  type ProfileSnapshot,
  type StoredText,
  storedText,
  withDocument,
} from '../../profiles/documents/stored-document.js';
import {
  findPublicMember,
  findPublicUser,
  findSuspension,
  type PublicMemberDocument,
} from '../../profiles/profile-reader.js';
import type { Caller } from '../accounts/caller.js';
import { moderationText } from './moderation-text.js';
import { findReport, insertReport, listReports, type ReportListing } from './report-store.js';
import { maySee } from '../../profiles/rules/visibility.js';

export type { ReportListing };

/** A member's public document as the API shows it (the Member with its `user`), from the stored parts. */
function memberSnapshot(member: PublicMemberDocument): StoredText<ProfileSnapshot> {
  return documentText(withDocument(member.member, 'user', member.user));
}

export async function reportUser(ctx: AppContext, reporter: Caller, userRef: string, reason: string): Promise<void> {
  const text = moderationText('reason', reason);
  const user = await findPublicUser(ctx.readDb, userRef);
  if (!user || !maySee(reporter, user.id, user.suspended)) throw errors.userNotFound();
  if (user.id === reporter.userId) throw errors.cannotReportSelf();
  await insertReport(ctx.db, {
    id: newId(),
    reporter_id: reporter.userId,
    user_id: user.id,
    member_id: null,
    reason: text,
    snapshot: documentText(user.user),
    created_at: ctx.clock.now(),
    status: 'open',
    closed_at: null,
    closed_by: null,
  });
}

export async function reportMember(ctx: AppContext, reporter: Caller, memberId: string, reason: string): Promise<void> {
  const text = moderationText('reason', reason);
  const member = await findPublicMember(ctx.readDb, memberId);
  if (!member || !maySee(reporter, member.userId, member.suspended)) throw errors.memberNotFound();
  if (member.userId === reporter.userId) throw errors.cannotReportSelf();
  await insertReport(ctx.db, {
    id: newId(),
    reporter_id: reporter.userId,
    user_id: member.userId,
    member_id: member.id,
    reason: text,
    snapshot: memberSnapshot(member),
    created_at: ctx.clock.now(),
    status: 'open',
    closed_at: null,
    closed_by: null,
  });
}

export const REPORT_PAGE_MAX = 100;

export interface ReportQueuePage {
  reports: ReportListing[];
  /** The cursor of the next page (pass as `before`), null on the last. */
  next: string | null;
}

export async function reportQueue(
  ctx: AppContext,
  options: { status: 'open' | 'closed' | 'all'; before?: string | undefined; limit?: number | undefined },
): Promise<ReportQueuePage> {
  const limit = Math.min(options.limit ?? 50, REPORT_PAGE_MAX);
  const before = options.before ?? null;
  if (before !== null && !couldBeId(before)) throw errors.invalidCursor();
  const reports = await listReports(ctx.readDb, { status: options.status, before, limit: limit + 1 });
  const more = reports.length > limit;
  const page = more ? reports.slice(0, limit) : reports;
  return { reports: page, next: more ? page.at(-1)!.id : null };
}

/** A report with what it showed then and what its target shows now. */
export interface ReportDetail extends ReportListing {
  /** The target's public document when it was reported. */
  snapshot: StoredText<ProfileSnapshot>;
  /** The target's public document now (shown even while suspended), null when it is gone. */
  current: StoredText<ProfileSnapshot> | null;
  /** Whether the target user is suspended now. */
  suspended: boolean;
}

export async function reportDetail(ctx: AppContext, reportId: string): Promise<ReportDetail> {
  const report = couldBeId(reportId) ? await findReport(ctx.readDb, reportId) : undefined;
  if (!report) throw errors.reportNotFound();
  let current: StoredText<ProfileSnapshot> | null = null;
  if (report.member_id !== null) {
    const member = await findPublicMember(ctx.readDb, report.member_id);
    if (member) current = memberSnapshot(member);
  } else {
    const user = await findPublicUser(ctx.readDb, report.user_id);
    if (user) current = documentText(user.user);
  }
  const suspended = (await findSuspension(ctx.readDb, report.user_id)) !== undefined;
  return { ...report, snapshot: storedText<ProfileSnapshot>(report.snapshot), current, suspended };
}
