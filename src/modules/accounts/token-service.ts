/** Issuing, checking, listing and revoking tokens. */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { couldBeId, newId } from '../../lib/ids.js';
import { hashSecret, looksLikeTokenSecret, newTokenSecret } from '../../lib/secrets.js';
import type { Caller } from './caller.js';
import { clientLabel } from '../../lib/client-label.js';
import {
  deleteToken,
  deleteUserSessions,
  findUsableToken,
  insertToken,
  listApiTokens,
  listUserSessions,
  type SessionRecord,
  setSessionClient,
  type TokenKind,
  type TokenRecord,
} from './token-store.js';

export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** The longest lifetime an API token may be given (about ten years). */
export const MAX_TOKEN_LIFETIME_SECONDS = 10 * 366 * 24 * 60 * 60;

/** The secret from an Authorization header: the bare token or "Bearer <token>". undefined when absent. */
export function secretFromHeader(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '') return undefined;
  return /^bearer\s/i.test(value) ? value.slice('bearer'.length).trim() : value;
}

export async function authenticate(ctx: AppContext, secret: string): Promise<Caller | null> {
  if (!looksLikeTokenSecret(secret)) return null;
  // Only the hash is stored and looked up (through a unique index): the secret itself never reaches
  // the database, and a timing difference in the lookup says nothing about a secret's bytes.
  const token = await findUsableToken(ctx.readDb, hashSecret(secret), ctx.clock.now());
  if (!token) return null;
  return {
    userId: token.user_id,
    tokenId: token.id,
    kind: token.kind,
    readOnly: token.read_only,
    // A suspended admin is no admin until unsuspended: the queue names reporters.
    isAdmin: token.holder_is_admin && !token.holder_suspended,
    suspended: token.holder_suspended,
    language: token.holder_language,
  };
}

export interface IssuedToken extends TokenRecord {
  token: string;
}

export async function issueToken(
  db: Db,
  userId: string,
  options: { kind: TokenKind; name?: string | null; readOnly?: boolean; expiresAt: number | null; now: number },
): Promise<IssuedToken> {
  const token = newTokenSecret();
  const record: TokenRecord = {
    id: newId(),
    user_id: userId,
    kind: options.kind,
    name: options.name ?? null,
    read_only: options.readOnly ?? false,
    created_at: options.now,
    expires_at: options.expiresAt,
  };
  await insertToken(db, { ...record, token_hash: hashSecret(token) });
  return { ...record, token };
}

export function issueSessionToken(db: Db, userId: string, now: number): Promise<IssuedToken> {
  return issueToken(db, userId, { kind: 'session', expiresAt: now + SESSION_LIFETIME_MS, now });
}

export async function createApiToken(
  ctx: AppContext,
  userId: string,
  input: { read_only?: boolean | undefined; name?: string | null | undefined; expires_in?: number | null | undefined },
): Promise<IssuedToken> {
  const now = ctx.clock.now();
  const expiresAt = input.expires_in === undefined || input.expires_in === null ? null : now + input.expires_in * 1000;
  return issueToken(ctx.db, userId, {
    kind: 'api',
    name: input.name === '' ? null : (input.name ?? null),
    readOnly: input.read_only ?? false,
    expiresAt,
    now,
  });
}

export function listTokens(ctx: AppContext, userId: string): Promise<TokenRecord[]> {
  return listApiTokens(ctx.readDb, userId);
}

export async function revokeToken(ctx: AppContext, userId: string, tokenId: string): Promise<void> {
  if (!couldBeId(tokenId) || !(await deleteToken(ctx.db, userId, tokenId))) {
    throw errors.notFound('Token');
  }
}

/** Notes which browser a new session was started in, so its owner can tell their sessions apart. */
export async function labelSession(ctx: AppContext, token: string, userAgent: string | undefined): Promise<void> {
  const label = clientLabel(userAgent);
  if (label !== null) await setSessionClient(ctx.db, hashSecret(token), label);
}

/** Where the user is signed in: their sessions that have not expired, newest first. */
export function listSessions(ctx: AppContext, userId: string): Promise<SessionRecord[]> {
  return listUserSessions(ctx.db, userId, ctx.clock.now());
}

/** Ends one of the user's sessions; a token that is not one of their sessions is a 404. */
export async function endSession(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  const sessions = await listSessions(ctx, userId);
  if (!sessions.some((session) => session.id === sessionId)) throw errors.notFound('Session');
  await deleteToken(ctx.db, userId, sessionId);
}

/** "Log out everywhere": ends every session of the user, this one too; API tokens keep working. */
export function endAllSessions(ctx: AppContext, userId: string): Promise<number> {
  return deleteUserSessions(ctx.db, userId);
}

/** Ends the session (or API token) that made the request. */
export async function revokeCurrentToken(ctx: AppContext, caller: Caller): Promise<void> {
  await deleteToken(ctx.db, caller.userId, caller.tokenId);
}
