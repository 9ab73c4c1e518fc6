/** The only place with queries on the invites table. Codes arrive here hashed (SHA-256 hex) only. */
import { readMillis, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export interface InviteRecord {
  /** The stored hash of the code: the code itself is known only to whoever created it. */
  codeHash: string;
  created_at: number;
  used_at: number | null;
}

export async function insertInvite(db: Db, codeHash: string, createdBy: string | null, now: number): Promise<void> {
  await db.insertInto('invites').values({ code: codeHash, created_by: createdBy, created_at: now }).execute();
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
  return rows.map((r) => ({
    codeHash: r.code,
    created_at: readMillis(r.created_at),
    used_at: readNullableMillis(r.used_at),
  }));
}

/** Marks an unused invite as used by `userId`; false when the code is unknown or already used. */
export async function claimInvite(db: Db, codeHash: string, userId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ used_by: userId, used_at: now })
    .where('code', '=', codeHash)
    .where('used_by', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
