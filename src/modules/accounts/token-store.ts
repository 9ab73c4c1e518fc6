/** The only place with queries on the tokens table. Secrets never reach it: only their hashes. */
import { readFlag, readMillis, readNullableMillis, writeFlag } from '../../db/columns.js';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { statement } from '../../db/statements.js';

export type TokenKind = 'session' | 'api';

export interface TokenRecord {
  id: string;
  user_id: string;
  kind: TokenKind;
  name: string | null;
  read_only: boolean;
  created_at: number;
  expires_at: number | null;
}

export async function insertToken(db: Db, token: TokenRecord & { token_hash: string }): Promise<void> {
  await db
    .insertInto('tokens')
    .values({ ...token, read_only: writeFlag(token.read_only) })
    .execute();
}

/** A usable token with what its holder may do: admin, or suspended (may read, not write). */
export interface UsableToken extends TokenRecord {
  holder_is_admin: boolean;
  holder_suspended: boolean;
  /** The language the holder chose for pages and mail, or null. */
  holder_language: string | null;
}

/** A token that has not expired and whose user is live, found by the hash of its secret. */
export async function findUsableToken(db: Db, tokenHash: string, now: number): Promise<UsableToken | undefined> {
  const [row] = await usableToken.run(db, { tokenHash, now });
  return (
    row && {
      ...toRecord(row),
      holder_is_admin: readFlag(row.is_admin),
      holder_suspended: readFlag(row.suspended),
      holder_language: row.language,
    }
  );
}

// Every authenticated request asks this: a hot statement (statements.ts).
const usableToken = statement<
  { tokenHash: string; now: number },
  Parameters<typeof toRecord>[0] & { is_admin: number; suspended: number; language: string | null }
>((db, slot) =>
  db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select([
      'tokens.id',
      'tokens.user_id',
      'tokens.kind',
      'tokens.name',
      'tokens.read_only',
      'tokens.created_at',
      'tokens.expires_at',
      'users.is_admin',
      'users.language',
      sql<number>`(case when exists (select 1 from suspensions where suspensions.user_id = users.id) then 1 else 0 end)`.as(
        'suspended',
      ),
    ])
    .where('tokens.token_hash', '=', slot('tokenHash'))
    .where('users.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('tokens.expires_at', 'is', null), eb('tokens.expires_at', '>', slot('now'))])),
);

function toRecord(row: {
  id: string;
  user_id: string;
  kind: TokenKind;
  name: string | null;
  read_only: number;
  created_at: number;
  expires_at: number | null;
}): TokenRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind,
    name: row.name,
    read_only: readFlag(row.read_only),
    created_at: readMillis(row.created_at),
    expires_at: readNullableMillis(row.expires_at),
  };
}

export async function listApiTokens(db: Db, userId: string): Promise<TokenRecord[]> {
  const rows = await db
    .selectFrom('tokens')
    .select(['id', 'user_id', 'kind', 'name', 'read_only', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'api')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** A session of a user as the settings page lists it. */
export interface SessionRecord {
  id: string;
  client: string | null;
  created_at: number;
  expires_at: number | null;
}

/** The user's sessions that have not expired, newest first. */
export async function listUserSessions(db: Db, userId: string, now: number): Promise<SessionRecord[]> {
  const rows = await db
    .selectFrom('tokens')
    .select(['id', 'client', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    client: row.client,
    created_at: readMillis(row.created_at),
    expires_at: readNullableMillis(row.expires_at),
  }));
}

/** Notes the browser a session was started in (by the hash of its secret). */
export async function setSessionClient(db: Db, tokenHash: string, client: string): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ client })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'session')
    .execute();
}

/** Ends every session of a user (API tokens stay). */
export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('tokens')
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteToken(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteTokensOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
}
