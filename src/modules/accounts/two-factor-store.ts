/**
 * The only place with queries on totp_secrets, passkeys and two_factor_settings (migration 0023):
 * an account's second factors. Account data, not profile data: no document or change event.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

export interface TotpRow {
  secret: string;
  lastStep: number;
  confirmedAt: number | null;
}

export async function findTotp(db: Db, userId: string): Promise<TotpRow | undefined> {
  const row = await db
    .selectFrom('totp_secrets')
    .select(['secret', 'last_step', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        secret: row.secret,
        lastStep: Number(row.last_step),
        confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
      };
}

/** A new secret waiting for its first code (an earlier one, confirmed or not, is replaced). */
export async function putPendingTotp(db: Db, userId: string, secret: string, now: number): Promise<void> {
  await db.deleteFrom('totp_secrets').where('user_id', '=', userId).execute();
  await db
    .insertInto('totp_secrets')
    .values({ user_id: userId, secret, last_step: 0, confirmed_at: null, created_at: now })
    .execute();
}

/**
 * Uses the code of `step`: true when no code of this step or a later one was used before. One
 * conditional update, so two requests racing with the same code cannot both have it.
 */
export async function takeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns the pending secret on (its first code was right): true when there was one. */
export async function confirmTotp(db: Db, userId: string, secret: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_secrets')
    .set({ confirmed_at: now })
    .where('user_id', '=', userId)
    .where('secret', '=', secret)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('totp_secrets').where('user_id', '=', userId).execute();
}

export interface PasskeyRow {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

function toPasskey(row: {
  id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: number | string;
  last_used_at: number | string | null;
}): PasskeyRow {
  return {
    id: row.id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports === '' ? [] : row.transports.split(','),
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

const PASSKEY_COLUMNS = ['id', 'public_key', 'counter', 'transports', 'name', 'created_at', 'last_used_at'] as const;

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(PASSKEY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPasskey);
}

/** A passkey and its account, by credential id. */
export async function findPasskey(db: Db, id: string): Promise<(PasskeyRow & { userId: string }) | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select([...PASSKEY_COLUMNS, 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...toPasskey(row), userId: row.user_id };
}

export async function insertPasskey(
  db: Db,
  userId: string,
  passkey: { id: string; publicKey: string; counter: number; transports: string[]; name: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: userId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      name: passkey.name,
      created_at: now,
      last_used_at: null,
    })
    .execute();
}

/** Records a use; false when the passkey is gone meanwhile. */
export async function touchPasskey(db: Db, id: string, counter: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findSettings(
  db: Db,
  userId: string,
): Promise<{ webauthnHandle: string; askAfterProvider: boolean } | undefined> {
  const row = await db
    .selectFrom('two_factor_settings')
    .select(['webauthn_handle', 'ask_after_provider'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { webauthnHandle: row.webauthn_handle, askAfterProvider: Number(row.ask_after_provider) === 1 };
}

/** The account's WebAuthn user handle, made the first time it is asked for. */
export async function webauthnHandleOf(db: Db, userId: string): Promise<string> {
  const found = await findSettings(db, userId);
  if (found) return found.webauthnHandle;
  await db
    .insertInto('two_factor_settings')
    .values({ user_id: userId, webauthn_handle: randomBytes(32).toString('base64url'), ask_after_provider: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await findSettings(db, userId))!.webauthnHandle;
}

export async function userOfWebauthnHandle(db: Db, handle: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('two_factor_settings')
    .select('user_id')
    .where('webauthn_handle', '=', handle)
    .executeTakeFirst();
  return row?.user_id;
}

export async function setAskAfterProvider(db: Db, userId: string, ask: boolean): Promise<void> {
  await webauthnHandleOf(db, userId);
  await db
    .updateTable('two_factor_settings')
    .set({ ask_after_provider: ask ? 1 : 0 })
    .where('user_id', '=', userId)
    .execute();
}
