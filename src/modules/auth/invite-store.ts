/** The only place with queries on the invites table. */
import type { Db } from '../../db/database.js';
import { readMillis, readNullableMillis } from '../../db/columns.js';

export interface InviteRecord {
  code: string;
  created_at: number;
  used_at: number | null;
}

export async function insertInvite(db: Db, code: string, createdBy: string | null, now: number): Promise<void> {
  await db.insertInto('invites').values({ code, created_by: createdBy, created_at: now }).execute();
}

export async function countInvitesBy(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('invites')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function listInvitesBy(db: Db, userId: string): Promise<InviteRecord[]> {
  const rows = await db
    .selectFrom('invites')
    .select(['code', 'created_at', 'used_at'])
    .where('created_by', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ code: r.code, created_at: readMillis(r.created_at), used_at: readNullableMillis(r.used_at) }));
}

/** Marks an unused invite as used by `userId`; false when the code is unknown or already used. */
export async function claimInvite(db: Db, code: string, userId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ used_by: userId, used_at: now })
    .where('code', '=', code)
    .where('used_by', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
