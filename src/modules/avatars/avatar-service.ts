/**
 * Avatar uploads: what a request may send (base64 or a data: URI), turning it into the stored WebP,
 * and keeping files and database in step. A new file is written before the transaction that points to
 * it, and an old one removed only after that transaction committed, and only if the database no longer
 * points to it — so a record never names a missing file; a crash at worst leaves an unreferenced file.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { invalidField } from '../../errors.js';
import { ImageRejected, toAvatarWebp } from '../../lib/images.js';
import type { MediaKind } from '../../lib/media-store.js';
import { findLiveMemberById } from '../members/member-store.js';
import { findLiveUserById } from '../users/user-store.js';

export interface PreparedAvatar {
  /** Hex SHA-256 of the stored file: what the API returns as `avatar`. */
  hash: string;
  bytes: Buffer;
}

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The bytes of an avatar as sent: bare base64, or a data:image/...;base64, URI (its type is not trusted). */
function decodeAvatarText(text: string): Buffer {
  let payload = text;
  const uri = DATA_URI.exec(text);
  if (uri) {
    if (!/^image\//i.test(uri[1]!) || !/;base64$/i.test(uri[2]!)) {
      throw invalidField('avatar', 'a data: URI must be data:image/<type>;base64,<data>');
    }
    payload = text.slice(uri[0].length);
  }
  const compact = payload.replace(/\s+/g, '');
  if (compact === '' || !BASE64.test(compact)) {
    throw invalidField('avatar', 'must be a base64-encoded PNG, JPEG, GIF or WebP image, or a data: URI of one');
  }
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
}

export async function prepareAvatar(text: string): Promise<PreparedAvatar> {
  const input = decodeAvatarText(text);
  let bytes: Buffer;
  try {
    bytes = await toAvatarWebp(input);
  } catch (error) {
    if (error instanceof ImageRejected) throw invalidField('avatar', error.reason);
    throw error;
  }
  return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
}

/**
 * The avatar part of a write: `undefined` (not sent), `null` (remove it) or a prepared upload.
 * Image work happens here, before any transaction opens, so no lock is held while it runs.
 */
export async function avatarChange(value: string | null | undefined): Promise<PreparedAvatar | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return prepareAvatar(value);
}

/** The avatar hash a live user or member has now: what may be served, and what is in use. */
export async function currentAvatar(ctx: AppContext, kind: MediaKind, ownerId: string): Promise<string | null> {
  const owner = kind === 'users' ? await findLiveUserById(ctx.db, ownerId) : await findLiveMemberById(ctx.db, ownerId);
  return owner?.avatar ?? null;
}

/** Removes the file unless the owner's record still points to it. */
export async function discardAvatarIfUnused(ctx: AppContext, kind: MediaKind, ownerId: string, hash: string | null) {
  if (hash === null) return;
  if ((await currentAvatar(ctx, kind, ownerId)) === hash) return;
  await ctx.media.remove(kind, ownerId, hash);
}

/**
 * Runs `write` (the transaction that records the change) with the new file already in place.
 * `write` returns its result and the hash the record held before; the file that is no longer
 * referenced — the old one after success, the new one after failure — is removed.
 */
export async function withAvatarChange<T>(
  ctx: AppContext,
  kind: MediaKind,
  ownerId: string,
  change: PreparedAvatar | null | undefined,
  write: () => Promise<{ result: T; previousAvatar: string | null }>,
): Promise<T> {
  if (change) await ctx.media.put(kind, ownerId, change.hash, change.bytes);
  let outcome: { result: T; previousAvatar: string | null };
  try {
    outcome = await write();
  } catch (error) {
    if (change) await discardAvatarIfUnused(ctx, kind, ownerId, change.hash);
    throw error;
  }
  if (change !== undefined) await discardAvatarIfUnused(ctx, kind, ownerId, outcome.previousAvatar);
  return outcome.result;
}
