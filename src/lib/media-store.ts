/**
 * Where avatar files live, behind one small interface, with a local-filesystem implementation under
 * MEDIA_DIR: `<root>/<kind>/<ownerId>/<hash>.webp`. Writes are atomic (a temporary file, then a
 * rename), so a reader never sees half a file. Owner ids and hashes are checked before any path is
 * built from them: nothing from a URL can reach outside the root.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type MediaKind = 'users' | 'members';

export interface MediaStore {
  put(kind: MediaKind, ownerId: string, hash: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(kind: MediaKind, ownerId: string, hash: string): Promise<Buffer | null>;
  remove(kind: MediaKind, ownerId: string, hash: string): Promise<void>;
  /** Removes every file of an owner (a deleted member, a purged account). */
  removeOwner(kind: MediaKind, ownerId: string): Promise<void>;
}

const OWNER_ID = /^[0-9A-Za-z-]{1,64}$/;
const HASH = /^[0-9a-f]{64}$/;

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
      await mkdir(ownerDir(kind, ownerId), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flush: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
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
    async remove(kind, ownerId, hash) {
      await rm(filePath(kind, ownerId, hash), { force: true });
    },
    async removeOwner(kind, ownerId) {
      await rm(ownerDir(kind, ownerId), { recursive: true, force: true });
    },
  };
}
