/**
 * Stored media: which avatar or flag image may be served, and the sweep that removes files no record names any
 * more (replaced avatars, uploads whose write failed, temporaries left by a crash). Requests never
 * delete avatar files: a replaced file can be named again by a concurrent write, so only files older
 * than a grace period, named by no record, are removed, and a file written again during the sweep is
 * kept (the store checks its age at the moment of removal).
 */
import type { AppContext } from '../../context/app-context.js';
import type { AvatarKind, MediaKind } from '../../lib/media-store.js';
import { currentAvatar, isMediaInUse, servedFlagImageOwner } from '../../profiles/profile-reader.js';

/** Far above the longest a write can take between storing a file and committing the record that names it. */
export const MEDIA_SWEEP_GRACE_MS = 60 * 60 * 1000;

export function servedAvatar(ctx: AppContext, kind: AvatarKind, ownerId: string): Promise<string | null> {
  return currentAvatar(ctx.readDb, kind, ownerId);
}

/** The user under whom a flag image that may be served is stored (a live user's library has it), if any. */
export function servedFlagImage(ctx: AppContext, hash: string): Promise<string | undefined> {
  return servedFlagImageOwner(ctx.readDb, hash);
}

export function readMedia(ctx: AppContext, kind: MediaKind, ownerId: string, hash: string): Promise<Buffer | null> {
  return ctx.media.read(kind, ownerId, hash);
}

/** Removes unnamed files older than the grace period; returns how many files were removed. */
export async function sweepMedia(ctx: AppContext, graceMs = MEDIA_SWEEP_GRACE_MS): Promise<number> {
  const cutoff = ctx.clock.now() - graceMs;
  let removed = 0;
  for await (const entry of ctx.media.entries()) {
    if (entry.modifiedAt >= cutoff) continue;
    if (entry.hash !== null && (await isMediaInUse(ctx.db, entry.kind, entry.ownerId, entry.hash))) continue;
    if (await ctx.media.removeIfOlderThan(entry, cutoff)) removed += 1;
  }
  await ctx.media.pruneEmpty();
  return removed;
}
