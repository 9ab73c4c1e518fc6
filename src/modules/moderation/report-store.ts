/** Queries on the reports table (migration 0006). */
import { readMillis, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

export interface ReportRecord {
  id: string;
  reporter_id: string;
  user_id: string;
  member_id: string | null;
  reason: string;
  created_at: number;
  status: ReportStatus;
  closed_at: number | null;
  closed_by: string | null;
}

/** A report as the queue shows it: with the names of the people it concerns (null once purged). */
export interface ReportListing extends ReportRecord {
  reporter_name: string | null;
  username: string | null;
  member_name: string | null;
}

export async function insertReport(db: Db, report: ReportRecord & { snapshot: string }): Promise<void> {
  await db.insertInto('reports').values(report).execute();
}

function listingQuery(db: Db) {
  return db
    .selectFrom('reports')
    .leftJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .leftJoin('users as target', 'target.id', 'reports.user_id')
    .leftJoin('members', 'members.id', 'reports.member_id')
    .select([
      'reports.id',
      'reports.reporter_id',
      'reports.user_id',
      'reports.member_id',
      'reports.reason',
      'reports.created_at',
      'reports.status',
      'reports.closed_at',
      'reports.closed_by',
      'reporter.username as reporter_name',
      'target.username as username',
      'members.name as member_name',
    ]);
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof listingQuery>['execute']>>[number];

function toListing(row: ListingRow): ReportListing {
  return { ...row, created_at: readMillis(row.created_at), closed_at: readNullableMillis(row.closed_at) };
}

/**
 * Reports newest first (IDs are time-ordered), `limit` after the cursor `before` (a report ID):
 * open ones, closed ones (dismissed or actioned) or all.
 */
export async function listReports(
  db: Db,
  options: { status: 'open' | 'closed' | 'all'; before: string | null; limit: number },
): Promise<ReportListing[]> {
  let query = listingQuery(db);
  if (options.status === 'open') query = query.where('reports.status', '=', 'open');
  if (options.status === 'closed') query = query.where('reports.status', '<>', 'open');
  if (options.before !== null) query = query.where('reports.id', '<', options.before);
  const rows = await query.orderBy('reports.id', 'desc').limit(options.limit).execute();
  return rows.map(toListing);
}

export async function findReport(db: Db, id: string): Promise<(ReportListing & { snapshot: string }) | undefined> {
  const row = await listingQuery(db).select('reports.snapshot').where('reports.id', '=', id).executeTakeFirst();
  return row && { ...toListing(row), snapshot: row.snapshot };
}

/** Closes one open report; false when it was not open (closed by someone else meanwhile). */
export async function closeReport(
  db: Db,
  id: string,
  closing: { status: 'dismissed' | 'actioned'; by: string | null; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({ status: closing.status, closed_at: closing.at, closed_by: closing.by })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Closes every open report about a user (and their members) as actioned; returns how many. */
export async function closeReportsAbout(
  db: Db,
  userId: string,
  closing: { by: string | null; at: number },
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ status: 'actioned', closed_at: closing.at, closed_by: closing.by })
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
