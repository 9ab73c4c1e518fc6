/** Queries on the flags table: each user's library of flags (pride flags, with a name and alt text). */
import { readMillis } from '../../db/columns.js';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface FlagRecord {
  id: string;
  user_id: string;
  hash: string;
  name: string;
  description: string;
  created_at: number;
}

function toRecord(row: {
  id: string;
  user_id: string;
  hash: string;
  name: string;
  description: string;
  created_at: number;
}) {
  return { ...row, created_at: readMillis(row.created_at) };
}

const COLUMNS = ['id', 'user_id', 'hash', 'name', 'description', 'created_at'] as const;

/** A user's library, in creation order. */
export async function listFlagsOfUser(db: Db, userId: string): Promise<FlagRecord[]> {
  const rows = await db.selectFrom('flags').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(toRecord);
}

export async function countFlagsOfUser(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('flags')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertFlag(db: Db, flag: FlagRecord): Promise<void> {
  await db.insertInto('flags').values(flag).execute();
}

export async function updateFlag(db: Db, id: string, changes: { name?: string; description?: string }): Promise<void> {
  await db.updateTable('flags').set(changes).where('id', '=', id).execute();
}

export async function deleteFlag(db: Db, id: string): Promise<void> {
  await db.deleteFrom('flags').where('id', '=', id).execute();
}

/**
 * A live user whose library has a flag with this image (its file is kept under that user), if any;
 * a suspended user's images are not served.
 */
export async function findLiveFlagImageOwner(db: Db, hash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('flags')
    .innerJoin('users', 'users.id', 'flags.user_id')
    .select('flags.user_id')
    .where('flags.hash', '=', hash)
    .where('users.deleted_at', 'is', null)
    .where(sql<boolean>`not exists (select 1 from suspensions where suspensions.user_id = users.id)`)
    .limit(1)
    .executeTakeFirst();
  return row?.user_id;
}

/** Whether a flag of the user (live or soft-deleted) still names this image: then its file must be kept. */
export async function isFlagImageInUse(db: Db, userId: string, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('flags')
    .select('id')
    .where('user_id', '=', userId)
    .where('hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
