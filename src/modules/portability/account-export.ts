/**
 * A user's data to take away (issue 16): `nametag.json` — the profile as its owner sees it (MeUser
 * without the member list), the flag library, every member as its owner sees it — and, in a zip, the
 * image files under `media/`. The document is produced a member at a time, so an account at its limits
 * (hundreds of megabytes) is streamed, never held whole in memory. Its format is described in
 * docs/EXPORT.md; account-import.ts reads it back.
 */
import { Readable } from 'node:stream';
import type { AppContext } from '../../context/app-context.js';
import { VERSION } from '../../core/build-info.js';
import type { MediaKind } from '../../lib/media-store.js';
import type { ZipEntrySource } from '../../lib/zip.js';
import { findOwnMemberDocument, listFlags, memberPages } from '../../profiles/profile-reader.js';
import { getMe } from '../users/user-service.js';

export const EXPORT_FORMAT = 'nametag-export';
export const EXPORT_VERSION = 1;
export const EXPORT_DOCUMENT = 'nametag.json';

/** Where images are: files in the archive, or URLs (the JSON alone). */
export type MediaAs = 'files' | 'urls';

interface ImageRef {
  kind: MediaKind;
  ownerId: string;
  hash: string;
}

/** An image's path inside the archive. */
export function mediaPath({ kind, ownerId, hash }: ImageRef): string {
  return kind === 'flags' ? `media/flags/${hash}.webp` : `media/${kind}/${ownerId}/${hash}.webp`;
}

function mediaUrl(ctx: AppContext, image: ImageRef): string {
  const base = ctx.config.mediaBaseUrl ?? `${ctx.config.publicUrl ?? ''}/media`;
  return image.kind === 'flags'
    ? `${base}/flags/${image.hash}.webp`
    : `${base}/${image.kind}/${image.ownerId}/${image.hash}.webp`;
}

/** Where an image is, as the export says it: `{<prefix>file}` in the archive or `{<prefix>url}`. */
function imagePlace(ctx: AppContext, image: ImageRef, mediaAs: MediaAs, prefix: string): Record<string, string> {
  return mediaAs === 'files' ? { [`${prefix}file`]: mediaPath(image) } : { [`${prefix}url`]: mediaUrl(ctx, image) };
}

/** Adds where the avatar is (`avatar_file` or `avatar_url`) to a profile object that names one. */
function withAvatarPlace(ctx: AppContext, profile: Record<string, unknown>, mediaAs: MediaAs) {
  const hash = profile.avatar;
  if (typeof hash !== 'string') return profile;
  return { ...profile, ...imagePlace(ctx, { kind: 'users', ownerId: String(profile.id), hash }, mediaAs, 'avatar_') };
}

/** The export of a user: its document as a stream of JSON text, and the images it names. */
export interface AccountExport {
  username: string;
  /** The document's text, in pieces (a member's stored document is passed on as its bytes). */
  document: () => AsyncIterable<string | Buffer>;
  images: ImageRef[];
}

/** Reads what an export needs up front (small: names and hashes); the members come later, one at a time. */
export async function exportAccount(ctx: AppContext, userId: string, mediaAs: MediaAs): Promise<AccountExport> {
  const me = await getMe(ctx, userId);
  const user = JSON.parse(`${me.head.toString('utf8')}}`) as Record<string, unknown>;
  const username = String(user.name);
  const flags = await listFlags(ctx.readDb, userId);
  const images: ImageRef[] = [];
  if (typeof user.avatar === 'string') images.push({ kind: 'users', ownerId: userId, hash: user.avatar });
  for (const flag of flags) images.push({ kind: 'flags', ownerId: userId, hash: flag.hash });
  // The members' IDs and avatars, from their small PartialMember documents.
  const memberIds: string[] = [];
  for await (const page of memberPages(ctx.readDb, userId, 'owner')) {
    for (const item of page.items) {
      const partial = JSON.parse(item.toString('utf8')) as { id: string; avatar: string | null };
      memberIds.push(partial.id);
      if (partial.avatar) images.push({ kind: 'members', ownerId: partial.id, hash: partial.avatar });
    }
  }

  async function* document(): AsyncIterable<string | Buffer> {
    const head = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      producer: { name: 'Nametag', version: VERSION, instance: ctx.config.publicUrl },
      exported_at: new Date(ctx.clock.now()).toISOString(),
      user: withAvatarPlace(ctx, user, mediaAs),
      flags: flags.map((flag) => {
        const image = { kind: 'flags' as const, ownerId: userId, hash: flag.hash };
        return {
          id: flag.id,
          name: flag.name,
          description: flag.description,
          hash: flag.hash,
          created_at: new Date(flag.created_at).toISOString(),
          ...imagePlace(ctx, image, mediaAs, ''),
        };
      }),
    };
    yield `${JSON.stringify(head).slice(0, -1)},"members":[`;
    let first = true;
    for (const id of memberIds) {
      const found = await findOwnMemberDocument(ctx.readDb, userId, id);
      // A member deleted while the export runs is left out.
      if (!found) continue;
      // The stored document (written by JSON.stringify, so parsing and serialising it again would give
      // the same text) with the owner's `unlisted` and the avatar's place after its last key: a member
      // at its limits is megabytes, and is neither decoded nor parsed here.
      const avatar =
        found.avatar === null
          ? {}
          : imagePlace(ctx, { kind: 'members', ownerId: id, hash: found.avatar }, mediaAs, 'avatar_');
      yield first ? '' : ',';
      yield found.document.subarray(0, -1);
      yield `,${JSON.stringify({ unlisted: found.unlisted, ...avatar }).slice(1)}`;
      first = false;
    }
    yield ']}';
  }

  return { username, document, images };
}

/** The export as the entries of a zip archive: the document first, then each image file. */
export function exportEntries(ctx: AppContext, account: AccountExport): ZipEntrySource[] {
  const entries: ZipEntrySource[] = [{ name: EXPORT_DOCUMENT, open: async () => documentStream(account) }];
  const seen = new Set<string>();
  for (const image of account.images) {
    const path = mediaPath(image);
    if (seen.has(path)) continue;
    seen.add(path);
    entries.push({
      name: path,
      open: async () => {
        const bytes = await ctx.media.read(image.kind, image.ownerId, image.hash);
        // A file the sweep removed meanwhile (its record changed): an empty entry, never a failed export.
        return bytes ?? Buffer.alloc(0);
      },
    });
  }
  return entries;
}

/** The document as a stream of UTF-8 bytes. */
export function documentStream(account: AccountExport): Readable {
  return Readable.from(
    (async function* () {
      for await (const piece of account.document()) {
        if (piece.length > 0) yield typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      }
    })(),
  );
}
