/** Queries on the warnings table (migration 0006). */
import { readMillis, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export interface WarningRecord {
  id: string;
  user_id: string;
  reason: string;
  created_at: number;
  read_at: number | null;
}

export async function insertWarning(db: Db, warning: WarningRecord): Promise<void> {
  await db.insertInto('warnings').values(warning).execute();
}

/** A user's warnings, newest first: unread ones only unless `all`. */
export async function listWarnings(db: Db, userId: string, all: boolean): Promise<WarningRecord[]> {
  let query = db
    .selectFrom('warnings')
    .select(['id', 'user_id', 'reason', 'created_at', 'read_at'])
    .where('user_id', '=', userId);
  if (!all) query = query.where('read_at', 'is', null);
  const rows = await query.orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    ...row,
    created_at: readMillis(row.created_at),
    read_at: readNullableMillis(row.read_at),
  }));
}

/** Marks one of the user's warnings read (again harmless); false when the user has no such warning. */
export async function markWarningRead(db: Db, userId: string, id: string, now: number): Promise<boolean> {
  const found = await db
    .selectFrom('warnings')
    .select(['read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!found) return false;
  if (found.read_at === null) {
    await db.updateTable('warnings').set({ read_at: now }).where('id', '=', id).where('read_at', 'is', null).execute();
  }
  return true;
}
