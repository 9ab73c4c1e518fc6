/**
 * What admins (and the operator's command-line tool) do about users: dismiss a report, warn, suspend,
 * unsuspend, delete, make an admin. Each action is recorded in the audit log in the same transaction
 * as the action itself; actions on a profile go through the one write path (profiles/profile-writer),
 * so a suspension evicts every kept answer of the user at once.
 */
import { setAdminFlag } from '../accounts/account-store.js';
import {
  documentText,
  parseDocument,
  type StoredText,
  type UserDocument,
} from '../../profiles/documents/stored-document.js';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode, errors } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { couldBeId, newId } from '../../lib/ids.js';
import { findPublicUser, findPublicUserHead, findSuspension, type Suspension } from '../../profiles/profile-reader.js';
import { type ProfileWrite, writeProfile } from '../../profiles/profile-writer.js';
import type { Caller } from '../accounts/caller.js';
import { deleteTokensOfUser } from '../accounts/token-store.js';
import { usernameOf } from '../users/user-service.js';
import { type AuditAction, type AuditEntry, insertAuditEntry, listAuditEntries } from './audit-store.js';
import { moderationText } from './moderation-text.js';
import { closeReport, closeReportsAbout, findReport } from './report-store.js';
import { insertWarning, listWarnings, type WarningRecord } from './warning-store.js';
import { deleteSyncsOfUser } from '../sync/sync-store.js';

export type { AuditEntry, WarningRecord };

/** Who acts: an admin (by ID and name) or the operator's command-line tool (no ID). */
export interface Actor {
  id: string | null;
  name: string;
}

export const OPERATOR: Actor = { id: null, name: 'operator (command line)' };

export async function actorOf(ctx: AppContext, caller: Caller): Promise<Actor> {
  return { id: caller.userId, name: (await usernameOf(ctx, caller.userId)) ?? caller.userId };
}

/** A live user (suspended or not) that an action is about. */
interface Target {
  id: string;
  name: string;
}

async function targetUser(ctx: AppContext, actor: Actor, userRef: string): Promise<Target> {
  const head = await findPublicUserHead(ctx.db, userRef);
  if (!head) throw errors.userNotFound();
  if (head.id === actor.id) throw errors.notOnYourself();
  return { id: head.id, name: parseDocument(head.partialUser).name };
}

/** A write to the target's profile: "not found" (not 401) when the account went away meanwhile. */
async function onTarget<T>(ctx: AppContext, target: Target, work: (write: ProfileWrite) => Promise<T>): Promise<T> {
  try {
    return await writeProfile(ctx, target.id, work, { moderation: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.InvalidToken) throw errors.userNotFound();
    throw error;
  }
}

/** The report an action answers: it must be about the target; an open one is closed as actioned. */
async function closeAnsweredReport(db: Db, reportId: string | undefined, target: Target, actor: Actor, now: number) {
  if (reportId === undefined) return null;
  const report = couldBeId(reportId) ? await findReport(db, reportId) : undefined;
  if (!report || report.user_id !== target.id) throw errors.reportNotAboutUser();
  await closeReport(db, report.id, { status: 'actioned', by: actor.id, at: now });
  return report.id;
}

async function audit(
  db: Db,
  actor: Actor,
  action: AuditAction,
  target: Target | null,
  reportId: string | null,
  reason: string,
  now: number,
): Promise<AuditEntry> {
  const entry: AuditEntry = {
    id: newId(),
    admin_id: actor.id,
    admin_name: actor.name,
    action,
    user_id: target?.id ?? null,
    username: target?.name ?? null,
    report_id: reportId,
    reason,
    created_at: now,
  };
  await insertAuditEntry(db, entry);
  return entry;
}

export interface ActionInput {
  reason?: string | undefined;
  report_id?: string | undefined;
}

/** Closes a report without acting on anyone. */
export async function dismissReport(ctx: AppContext, actor: Actor, reportId: string, input: ActionInput) {
  const reason = moderationText('reason', input.reason, true);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const report = couldBeId(reportId) ? await findReport(trx, reportId) : undefined;
    if (!report) throw errors.reportNotFound();
    if (!(await closeReport(trx, report.id, { status: 'dismissed', by: actor.id, at: now }))) {
      throw errors.reportClosed();
    }
    const target = report.username === null ? null : { id: report.user_id, name: report.username };
    return audit(trx, actor, 'dismiss', target, report.id, reason, now);
  });
}

/** A message the user sees (API and pages) until they acknowledge it. */
export async function warnUser(ctx: AppContext, actor: Actor, userRef: string, input: ActionInput) {
  const reason = moderationText('reason', input.reason);
  const target = await targetUser(ctx, actor, userRef);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const reportId = await closeAnsweredReport(trx, input.report_id, target, actor, now);
    await insertWarning(trx, { id: newId(), user_id: target.id, reason, created_at: now, read_at: null });
    return audit(trx, actor, 'warn', target, reportId, reason, now);
  });
}

/**
 * Hides the user and their members from everyone but themselves and admins, stops their writes and
 * tells them why (a warning). Open reports about them are closed as actioned.
 */
export async function suspendUser(ctx: AppContext, actor: Actor, userRef: string, input: ActionInput) {
  const reason = moderationText('reason', input.reason);
  const target = await targetUser(ctx, actor, userRef);
  return onTarget(ctx, target, async (write) => {
    if (!(await write.suspend(reason, actor.id))) throw errors.alreadySuspended();
    const reportId = await closeAnsweredReport(write.transaction, input.report_id, target, actor, write.now);
    await closeReportsAbout(write.transaction, target.id, { by: actor.id, at: write.now });
    await insertWarning(write.transaction, {
      id: newId(),
      user_id: target.id,
      reason: `Your account is suspended: ${reason}`,
      created_at: write.now,
      read_at: null,
    });
    return audit(write.transaction, actor, 'suspend', target, reportId, reason, write.now);
  });
}

export async function unsuspendUser(ctx: AppContext, actor: Actor, userRef: string, input: ActionInput) {
  const reason = moderationText('reason', input.reason, true);
  const target = await targetUser(ctx, actor, userRef);
  return onTarget(ctx, target, async (write) => {
    if (!(await write.unsuspend())) throw errors.notSuspended();
    return audit(write.transaction, actor, 'unsuspend', target, null, reason, write.now);
  });
}

/** Deletes the account as its owner's deletion would (soft, purged after 30 days), tokens revoked. */
export async function deleteUserAsAdmin(ctx: AppContext, actor: Actor, userRef: string, input: ActionInput) {
  const reason = moderationText('reason', input.reason);
  const target = await targetUser(ctx, actor, userRef);
  return onTarget(ctx, target, async (write) => {
    const reportId = await closeAnsweredReport(write.transaction, input.report_id, target, actor, write.now);
    await closeReportsAbout(write.transaction, target.id, { by: actor.id, at: write.now });
    // An admin's deletion is not its owner's to undo.
    await write.deleteAccount(null);
    await deleteTokensOfUser(write.transaction, target.id);
    // Nothing more is written elsewhere in the name of a deleted account.
    await deleteSyncsOfUser(write.transaction, target.id);
    return audit(write.transaction, actor, 'delete', target, reportId, reason, write.now);
  });
}

/** Makes a user an admin, or no longer one (the operator's command-line tool). */
export async function setAdmin(ctx: AppContext, actor: Actor, userRef: string, isAdmin: boolean, reason = '') {
  const target = await targetUser(ctx, actor, userRef);
  return onTarget(ctx, target, async (write) => {
    await setAdminFlag(write.transaction, target.id, isAdmin);
    return audit(write.transaction, actor, isAdmin ? 'make-admin' : 'remove-admin', target, null, reason, write.now);
  });
}

export const AUDIT_PAGE_MAX = 100;

export async function auditLog(
  ctx: AppContext,
  options: { before?: string | undefined; limit?: number | undefined; userId?: string | undefined },
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const limit = Math.min(options.limit ?? 50, AUDIT_PAGE_MAX);
  const before = options.before ?? null;
  if (before !== null && !couldBeId(before)) throw errors.invalidCursor();
  const entries = await listAuditEntries(ctx.readDb, { before, limit: limit + 1, userId: options.userId });
  const more = entries.length > limit;
  const page = more ? entries.slice(0, limit) : entries;
  return { entries: page, next: more ? page.at(-1)!.id : null };
}

/** What an admin sees of a user: suspension, warnings and the actions taken about them. */
export interface ModerationRecord {
  id: string;
  name: string;
  /** The public User document, shown to admins even while the user is suspended. */
  user: StoredText<UserDocument>;
  suspension: Suspension | null;
  warnings: WarningRecord[];
  actions: AuditEntry[];
}

export async function moderationRecord(ctx: AppContext, userRef: string): Promise<ModerationRecord> {
  const found = await findPublicUser(ctx.readDb, userRef);
  if (!found) throw errors.userNotFound();
  const head = { id: found.id };
  const name = parseDocument(found.partialUser).name;
  return {
    id: head.id,
    name,
    user: documentText(found.user),
    suspension: (await findSuspension(ctx.readDb, head.id)) ?? null,
    warnings: await listWarnings(ctx.readDb, head.id, true),
    actions: await listAuditEntries(ctx.readDb, { before: null, limit: AUDIT_PAGE_MAX, userId: head.id }),
  };
}
