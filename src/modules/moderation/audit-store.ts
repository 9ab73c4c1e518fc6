/** The audit log of moderation (migration 0006): rows are added, never changed or removed. */
import { readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export type AuditAction = 'dismiss' | 'warn' | 'suspend' | 'unsuspend' | 'delete' | 'make-admin' | 'remove-admin';

export interface AuditEntry {
  id: string;
  /** The acting admin; null: the operator's command-line tool. */
  admin_id: string | null;
  admin_name: string;
  action: AuditAction;
  user_id: string | null;
  /** The target's username when the action was taken. */
  username: string | null;
  report_id: string | null;
  reason: string;
  created_at: number;
}

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** Newest first, `limit` after the cursor `before` (an entry ID); only those about `userId` when given. */
export async function listAuditEntries(
  db: Db,
  options: { before: string | null; limit: number; userId?: string | undefined },
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'admin_id', 'admin_name', 'action', 'user_id', 'username', 'report_id', 'reason', 'created_at']);
  if (options.before !== null) query = query.where('id', '<', options.before);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  const rows = await query.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({ ...row, action: row.action as AuditAction, created_at: readMillis(row.created_at) }));
}
