/**
 * Image uploads (avatars, flags): what a request may send (base64 or a data: URI), and turning it into
 * the stored WebP before any transaction opens. The profile writer stores the file before the record names it;
 * files no record names any more are removed by the media sweep (media-service.ts), never in a request.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context/app-context.js';
import { invalidField } from '../../core/errors.js';
import { type ImageProblem, ImageRejected, keepOrConvert, toAvatarWebp, toFlagWebp } from '../../lib/images.js';
import type { MediaKind } from '../../lib/media-store.js';
import type { MediaFile } from '../../profiles/profile-writer.js';

export interface PreparedAvatar {
  /** Hex SHA-256 of the stored file: what the API returns as `avatar`. */
  hash: string;
  bytes: Buffer;
}

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** What an upload becomes: an avatar (a square) or a flag (its aspect ratio kept). */
export type ImageUse = 'avatar' | 'flag';
const CONVERT = { avatar: toAvatarWebp, flag: toFlagWebp };

/** Pages word an image's problem from `params.problem` (and its numbers), not from the API's English. */
const UNREADABLE = { keyword: 'image', params: { problem: 'encoding' } };

/** The bytes of an image as sent: bare base64, or a data:image/...;base64, URI (its type is not trusted). */
function decodeImageText(field: ImageUse, text: string): Buffer {
  let payload = text;
  const uri = DATA_URI.exec(text);
  if (uri) {
    if (!/^image\//i.test(uri[1]!) || !/;base64$/i.test(uri[2]!)) {
      throw invalidField(field, 'a data: URI must be data:image/<type>;base64,<data>', UNREADABLE);
    }
    payload = text.slice(uri[0].length);
  }
  const compact = payload.replace(/\s+/g, '');
  if (compact === '' || !BASE64.test(compact)) {
    throw invalidField(
      field,
      'must be a base64-encoded PNG, JPEG, GIF or WebP image, or a data: URI of one',
      UNREADABLE,
    );
  }
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
}

export async function prepareImage(ctx: AppContext, use: ImageUse, text: string): Promise<PreparedAvatar> {
  const input = decodeImageText(use, text);
  let bytes: Buffer;
  try {
    bytes = await ctx.work.images.run(() => CONVERT[use](input));
  } catch (error) {
    if (error instanceof ImageRejected) {
      throw invalidField(use, error.reason, { keyword: 'image', params: { problem: error.problem, ...error.params } });
    }
    throw error;
  }
  return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
}

/** Why an image file of an import cannot be used: the import leaves it out and says so. */
export interface UnusableImageFile {
  unusable: Exclude<ImageProblem, 'notStored'>;
}

/**
 * An image file of an import (bytes, not text): kept as it is when it is a WebP as this server stores
 * them (its hash survives a round trip), converted like an upload otherwise; an image that is not one
 * this server can use comes back as its problem. Past the conversions the import may ask for
 * (`mayConvert` false), one that would need converting is a 400 that `path` names.
 */
export async function prepareImageFile(
  ctx: AppContext,
  use: ImageUse,
  bytes: Buffer,
  path: string,
  mayConvert = true,
): Promise<PreparedAvatar | UnusableImageFile> {
  let kept: Buffer;
  try {
    kept = await ctx.work.images.run(() => keepOrConvert(bytes, use, mayConvert));
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.problem === 'notStored') throw invalidField(path, error.reason);
    return { unusable: error.problem };
  }
  return { hash: createHash('sha256').update(kept).digest('hex'), bytes: kept };
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * An `avatar` that is a hash, as clients read it, rather than an image: a profile read and sent back
 * as it is. It must name the current avatar (then nothing changes); no image is ever 64 hex digits.
 */
export function sentAvatarHash(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && HASH.test(value) ? value : undefined;
}

/** Refuses an avatar hash that is not the current avatar's. */
export function checkKeptAvatar(sent: string | undefined, current: string | null): void {
  if (sent !== undefined && sent !== current) {
    throw invalidField(
      'avatar',
      'is the hash of an image that is not your current avatar: send an image (base64 or a data: URI), null to remove it, or leave avatar out',
    );
  }
}

/**
 * The avatar part of a write: `undefined` (not sent, or the current avatar's hash sent back), `null`
 * (remove it) or a prepared upload.
 * Image work happens here, before any transaction opens, so no lock is held while it runs.
 */
export async function avatarChange(
  ctx: AppContext,
  value: string | null | undefined,
): Promise<PreparedAvatar | null | undefined> {
  if (value === undefined || sentAvatarHash(value) !== undefined) return undefined;
  if (value === null || value === '') return null;
  return prepareImage(ctx, 'avatar', value);
}

/** The file a write must store for an avatar change (none when the avatar is kept or removed). */
export function avatarFiles(kind: MediaKind, ownerId: string, change: PreparedAvatar | null | undefined): MediaFile[] {
  return change ? [{ kind, ownerId, hash: change.hash, bytes: change.bytes }] : [];
}
