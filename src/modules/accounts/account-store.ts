/**
 * An account's own columns of the users table: its password hash, its admin flag and what MeUser
 * shows of its linked accounts. Account data, not profile data: changing them changes no public
 * document and records no change event. Writes run inside `writeProfile`, under the owner's lock.
 */
import { writeFlag } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { LinkedAccounts } from '../../profiles/rules/profile-types.js';

/** The account's password hash: null for an account without a password, undefined for no account. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function setAdminFlag(db: Db, userId: string, isAdmin: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_admin: writeFlag(isAdmin) })
    .where('id', '=', userId)
    .execute();
}

/**
 * What MeUser shows of a linked account (null clears it); webhook payloads leave these keys out, as
 * they are not public profile data.
 */
export async function setLinkedAccountColumns(db: Db, userId: string, columns: Partial<LinkedAccounts>): Promise<void> {
  await db.updateTable('users').set(columns).where('id', '=', userId).execute();
}
