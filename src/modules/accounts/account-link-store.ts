/** The only place with queries on account_links: which account of which provider logs which user in. */
import { readFlag, readMillis, writeFlag } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

/** An account at a provider: `instance` is the fediverse server's host, '' for the other kinds. */
export interface AccountRef {
  kind: string;
  instance: string;
  subject: string;
}

export async function findLinkedUserId(db: Db, account: AccountRef): Promise<string | null> {
  const row = await db
    .selectFrom('account_links')
    .select('user_id')
    .where('kind', '=', account.kind)
    .where('instance', '=', account.instance)
    .where('subject', '=', account.subject)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function findLinkOfKind(
  db: Db,
  userId: string,
  kind: string,
): Promise<(AccountRef & { created_at: number; lookups: boolean }) | null> {
  const row = await db
    .selectFrom('account_links')
    .select(['kind', 'instance', 'subject', 'created_at', 'lookups'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { ...row, created_at: readMillis(row.created_at), lookups: readFlag(row.lookups) } : null;
}

/** Whether apps may look the user up by their link of `kind`; false when there is no link. */
export async function setLinkLookups(db: Db, userId: string, kind: string, on: boolean): Promise<boolean> {
  const result = await db
    .updateTable('account_links')
    .set({ lookups: writeFlag(on) })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The kinds of the user's links that apps may look them up by. */
export async function listLookupKinds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('account_links')
    .select('kind')
    .where('user_id', '=', userId)
    .where('lookups', '=', 1)
    .execute();
  return rows.map((row) => row.kind);
}

/** Which of the accounts of a provider (not the fediverse) their owners let apps look up, and whose they are. */
export async function findLookupOwners(
  db: Db,
  kind: string,
  subjects: readonly string[],
): Promise<Array<{ subject: string; userId: string }>> {
  if (subjects.length === 0) return [];
  const rows = await db
    .selectFrom('account_links')
    .select(['subject', 'user_id'])
    .where('kind', '=', kind)
    .where('instance', '=', '')
    .where('subject', 'in', subjects)
    .where('lookups', '=', 1)
    .execute();
  return rows.map((row) => ({ subject: row.subject, userId: row.user_id }));
}

export async function listLinkKinds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('account_links').select('kind').where('user_id', '=', userId).execute();
  return rows.map((row) => row.kind);
}

/** Throws the engine's unique violation when the account belongs to someone or the user has one of its kind. */
export async function insertLink(db: Db, account: AccountRef, userId: string, now: number): Promise<void> {
  await db
    .insertInto('account_links')
    .values({
      kind: account.kind,
      instance: account.instance,
      subject: account.subject,
      user_id: userId,
      created_at: now,
    })
    .execute();
}

export async function deleteLinkOfKind(db: Db, userId: string, kind: string): Promise<boolean> {
  const result = await db
    .deleteFrom('account_links')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
