/** The only place with queries on the recovery_codes table: hashes only, never a code. */
import type { Db } from '../../db/database.js';

/** Replaces every recovery code of the account by these. */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[], now: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

/** How many codes the account has left, and when they were made (null: none). */
export async function recoveryCodeState(db: Db, userId: string): Promise<{ left: number; madeAt: number | null }> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => [eb.fn.countAll<number | string>().as('left'), eb.fn.max('created_at').as('made_at')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const left = Number(row?.left ?? 0);
  return {
    left,
    madeAt: left === 0 || row?.made_at === null || row?.made_at === undefined ? null : Number(row.made_at),
  };
}

/** Uses up one code: true when the account had it (it is gone now), false otherwise. */
export async function takeRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recovery_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
