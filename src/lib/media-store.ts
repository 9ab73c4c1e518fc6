/**
 * Where image files (avatars, flags) live, behind one small interface, with a local-filesystem implementation under
 * MEDIA_DIR: `<root>/<kind>/<ownerId>/<hash>.webp`. Writes are atomic (a temporary file, then a
 * rename), so a reader never sees half a file. Owner ids and hashes are checked before any path is
 * built from them: nothing from a URL can reach outside the root.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Avatars of users and of members; flag images, kept under the user whose library holds them. */
export type MediaKind = 'users' | 'members' | 'flags';
const KINDS: readonly MediaKind[] = ['users', 'members', 'flags'];
export type AvatarKind = Exclude<MediaKind, 'flags'>;

/** A stored file as the sweep sees it; `hash` is null for anything that is not a finished file (temporaries). */
export interface MediaEntry {
  kind: MediaKind;
  ownerId: string;
  name: string;
  hash: string | null;
  modifiedAt: number;
}

export interface MediaStore {
  put(kind: MediaKind, ownerId: string, hash: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(kind: MediaKind, ownerId: string, hash: string): Promise<Buffer | null>;
  /** Removes every file of an owner (a deleted member, a purged account). */
  removeOwner(kind: MediaKind, ownerId: string): Promise<void>;
  /** Every stored file, temporaries included. */
  entries(): AsyncIterable<MediaEntry>;
  /**
   * Removes the entry unless it was written at or after `cutoff` (epoch ms), checked at the moment of
   * removal, so a file stored again by a concurrent write is kept. True when it was removed.
   */
  removeIfOlderThan(entry: MediaEntry, cutoff: number): Promise<boolean>;
  /** Removes owner folders left empty. */
  pruneEmpty(): Promise<void>;
}

/** The store (object storage) could not be reached or refused the request: the API answers 503. */
export class MediaUnavailable extends Error {
  constructor(cause: unknown) {
    super(`media storage is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'MediaUnavailable';
  }
}

const OWNER_ID = /^[0-9A-Za-z-]{1,64}$/;
const HASH = /^[0-9a-f]{64}$/;
const FILE_NAME = /^([0-9a-f]{64})\.webp$/;

async function listDir(path: string): Promise<string[]> {
  try {
    return await readdir(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function isValidMediaName(ownerId: string, hash: string): boolean {
  return OWNER_ID.test(ownerId) && HASH.test(hash);
}

export function localMediaStore(root: string): MediaStore {
  const ownerDir = (kind: MediaKind, ownerId: string) => {
    if (!OWNER_ID.test(ownerId)) throw new Error(`invalid media owner id ${JSON.stringify(ownerId)}`);
    return join(root, kind, ownerId);
  };
  const filePath = (kind: MediaKind, ownerId: string, hash: string) => {
    if (!HASH.test(hash)) throw new Error(`invalid media hash ${JSON.stringify(hash)}`);
    return join(ownerDir(kind, ownerId), `${hash}.webp`);
  };

  return {
    async put(kind, ownerId, hash, bytes) {
      const target = filePath(kind, ownerId, hash);
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      // The sweep may remove the owner's folder when it finds it empty, between our mkdir and write:
      // then make it again.
      for (let attempt = 1; ; attempt++) {
        await mkdir(ownerDir(kind, ownerId), { recursive: true });
        try {
          await writeFile(temporary, bytes, { flush: true });
          await rename(temporary, target);
          return;
        } catch (error) {
          await rm(temporary, { force: true });
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw error;
        }
      }
    },
    async read(kind, ownerId, hash) {
      if (!isValidMediaName(ownerId, hash)) return null;
      try {
        return await readFile(filePath(kind, ownerId, hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removeOwner(kind, ownerId) {
      await rm(ownerDir(kind, ownerId), { recursive: true, force: true });
    },
    async *entries() {
      for (const kind of KINDS) {
        for (const ownerId of await listDir(join(root, kind))) {
          if (!OWNER_ID.test(ownerId)) continue;
          for (const name of await listDir(ownerDir(kind, ownerId))) {
            const info = await stat(join(ownerDir(kind, ownerId), name)).catch(() => null);
            if (!info?.isFile()) continue;
            yield { kind, ownerId, name, hash: FILE_NAME.exec(name)?.[1] ?? null, modifiedAt: info.mtimeMs };
          }
        }
      }
    },
    async removeIfOlderThan(entry, cutoff) {
      if (entry.name.includes('/') || entry.name.startsWith('.')) return false;
      const path = join(ownerDir(entry.kind, entry.ownerId), entry.name);
      // Move it aside first, then look at what was moved: if a write stored the file again in the
      // meantime (a fresh modification time), put it back (same name, same bytes); else delete it.
      const aside = `${path}.${randomBytes(6).toString('hex')}.sweep`;
      try {
        await rename(path, aside);
      } catch {
        return false;
      }
      const info = await stat(aside);
      if (info.mtimeMs >= cutoff) {
        await rename(aside, path);
        return false;
      }
      await rm(aside, { force: true });
      return true;
    },
    async pruneEmpty() {
      for (const kind of KINDS) {
        for (const ownerId of await listDir(join(root, kind))) {
          // rmdir only removes empty folders; a folder a write is filling right now is not empty.
          await rmdir(join(root, kind, ownerId)).catch(() => {});
        }
      }
    },
  };
}
