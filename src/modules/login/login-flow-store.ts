/**
 * The only place with queries on login_flows. A flow is found by the SHA-256 of the secret the
 * browser holds in a cookie; taking it deletes it, so each works once, on whichever instance.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { hashSecret } from '../../lib/secrets.js';

/**
 * `second_factor`: a password step waiting for its second factor (its secret is the ticket);
 * `passkey_register`, `passkey_login`: a WebAuthn ceremony's challenge.
 */
export type FlowPurpose = 'authorize' | 'signup' | 'restore' | 'second_factor' | 'passkey_register' | 'passkey_login';

/** Stores `data` until `expiresAt`; returns the secret for the browser's cookie. */
export async function createFlow(db: Db, purpose: FlowPurpose, data: unknown, expiresAt: number): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('login_flows')
    .values({ id: hashSecret(secret), purpose, data: JSON.stringify(data), expires_at: expiresAt })
    .execute();
  return secret;
}

/** Stores a flow taken a moment ago again under the same secret (a second step that may be tried again). */
export async function putFlowBack(
  db: Db,
  secret: string,
  purpose: FlowPurpose,
  data: unknown,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('login_flows')
    .values({ id: hashSecret(secret), purpose, data: JSON.stringify(data), expires_at: expiresAt })
    .execute();
}

/** The flow's data if it exists, has this purpose and has not expired; it stays stored. */
export async function peekFlow(db: Db, secret: string, purpose: FlowPurpose, now: number): Promise<unknown> {
  const row = await db
    .selectFrom('login_flows')
    .select('data')
    .where('id', '=', hashSecret(secret))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row === undefined ? null : (JSON.parse(row.data) as unknown);
}

/** Deletes the flow and returns its data; null when it is unknown, expired, of another purpose or already taken. */
export async function takeFlow(db: Db, secret: string, purpose: FlowPurpose, now: number): Promise<unknown> {
  const row = await db
    .deleteFrom('login_flows')
    .where('id', '=', hashSecret(secret))
    .where('purpose', '=', purpose)
    .returning(['data', 'expires_at'])
    .executeTakeFirst();
  if (row === undefined || Number(row.expires_at) <= now) return null;
  return JSON.parse(row.data) as unknown;
}

export async function pruneFlows(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('login_flows').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
