/**
 * Queries on the suspensions table (migration 0006). A suspended user's documents stay as they are;
 * the public reads leave them out (document-store.ts), the token lookup marks the holder suspended.
 */
import { type RawBuilder, sql } from 'kysely';
import { readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { statement } from '../../db/statements.js';

export interface Suspension {
  reason: string;
  /** The admin who suspended; null: the operator's command-line tool. */
  admin_id: string | null;
  created_at: number;
}

/**
 * Whether the user whose id is in `column` is suspended: one primary-key probe. Public reads return it
 * and the services decide who may still see the documents (the user themselves, admins).
 */
export function suspendedFlag(column: string): RawBuilder<number> {
  return sql<number>`(case when exists (select 1 from suspensions where suspensions.user_id = ${sql.ref(column)}) then 1 else 0 end)`;
}

export async function findSuspension(db: Db, userId: string): Promise<Suspension | undefined> {
  const [row] = await suspensionOf.run(db, { userId });
  return row && { ...row, created_at: readMillis(row.created_at) };
}

/** false when the user was already suspended (the first suspension stands). */
export async function insertSuspension(db: Db, userId: string, suspension: Suspension): Promise<boolean> {
  const result = await db
    .insertInto('suspensions')
    .values({ user_id: userId, ...suspension })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** false when the user was not suspended. */
export async function deleteSuspension(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('suspensions').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// Every write on PostgreSQL asks it, after the lock: a hot statement (statements.ts).
const suspensionOf = statement<{ userId: string }, { reason: string; admin_id: string | null; created_at: number }>(
  (db, slot) =>
    db.selectFrom('suspensions').select(['reason', 'admin_id', 'created_at']).where('user_id', '=', slot('userId')),
);
