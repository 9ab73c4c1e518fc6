/**
 * A user's data to take away: `nametag.json` — the profile as its owner sees it (MeUser
 * without the member list), the flag library, every member as its owner sees it — and, in a zip, the
 * image files under `media/`. The document is produced a member at a time, so an account at its limits
 * (hundreds of megabytes) is streamed, never held whole in memory. Its format is described in
 * docs/EXPORT.md; account-import.ts reads it back.
 */
import { Readable } from 'node:stream';
import { aTurnAfter } from '../../lib/event-loop-turns.js';
import { openDocument } from '../../profiles/documents/stored-document.js';
import type { AppContext } from '../../context/app-context.js';
import { VERSION } from '../../core/build-info.js';
import { errors } from '../../core/errors.js';
import type { MediaKind } from '../../lib/media-store.js';
import { type ZipEntrySource, zipStream } from '../../lib/zip.js';
import { groupsSeenBy } from '../members/group-service.js';
import {
  findAudiences,
  findOwnerView,
  findOwnMemberDocument,
  listFlags,
  listMemberAvatars,
} from '../../profiles/profile-reader.js';

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

/** The export of a user: its document as a stream of JSON text, and the images it names. */
export interface AccountExport {
  username: string;
  /** The document's text, in pieces (a member's stored document is passed on as its bytes). */
  document: () => AsyncIterable<string | Buffer>;
  images: ImageRef[];
}

/** Flags per piece of the document: a library at its limit is about 1 MB of JSON. */
const FLAGS_PER_PIECE = 25;

/** Reads what an export needs up front (small: names and hashes); the members come later, one at a time. */
export async function exportAccount(ctx: AppContext, userId: string, mediaAs: MediaAs): Promise<AccountExport> {
  // MeUser (up to a megabyte: passed on as bytes, never parsed), with the username and avatar of the
  // same row: the image the export carries is the one MeUser names.
  const me = await findOwnerView(ctx.readDb, userId, ctx.config.inviteLimit);
  if (!me) throw errors.userNotFound();
  const { username, document: meUser } = me;
  const userImage = me.avatar === null ? null : { kind: 'users' as const, ownerId: userId, hash: me.avatar };
  const flags = await listFlags(ctx.readDb, userId);
  const members = await listMemberAvatars(ctx.readDb, userId);
  // The audiences by ID and name, which the placements name (their links are secrets of this instance).
  const audiences = (await findAudiences(ctx.readDb, userId)).audiences.map(({ id, name }) => ({ id, name }));
  // The groups in their order, naming their members and audiences by the IDs this document gives them.
  const groups = await groupsSeenBy(ctx, userId, 'owner');
  const images: ImageRef[] = [];
  if (userImage) images.push(userImage);
  for (const flag of flags) images.push({ kind: 'flags', ownerId: userId, hash: flag.hash });
  for (const member of members) {
    if (member.avatar) images.push({ kind: 'members', ownerId: member.id, hash: member.avatar });
  }

  /** `,"<key>":…` for each of the values, as the continuation of an object's JSON. */
  const moreKeys = (values: Record<string, unknown>) => {
    const json = JSON.stringify(values);
    return json === '{}' ? '' : `,${json.slice(1, -1)}`;
  };

  // The document in pieces (a piece is one chunk for the zip's CRC and deflate, so none is megabytes
  // of text made at once): the stored documents as their bytes, the rest serialised here.
  async function* document(): AsyncIterable<string | Buffer> {
    const producer = { name: 'Nametag', version: VERSION, instance: ctx.config.publicUrl };
    yield `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, producer, exported_at: new Date(ctx.clock.now()).toISOString() }).slice(0, -1)},"user":`;
    yield openDocument(meUser);
    yield `${moreKeys(userImage ? imagePlace(ctx, userImage, mediaAs, 'avatar_') : {})}},"flags":[`;
    for (let i = 0; i < flags.length; i += FLAGS_PER_PIECE) {
      const piece = flags.slice(i, i + FLAGS_PER_PIECE).map((flag) =>
        JSON.stringify({
          id: flag.id,
          name: flag.name,
          description: flag.description,
          hash: flag.hash,
          created_at: new Date(flag.created_at).toISOString(),
          ...imagePlace(ctx, { kind: 'flags', ownerId: userId, hash: flag.hash }, mediaAs, ''),
        }),
      );
      yield `${i === 0 ? '' : ','}${piece.join(',')}`;
    }
    yield `],"audiences":${JSON.stringify(audiences)},"groups":${JSON.stringify(groups)},"members":[`;
    let first = true;
    for (const { id } of members) {
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
      if (!first) yield ',';
      yield openDocument(found.document);
      yield `${moreKeys({ unlisted: found.unlisted, ...avatar })}}`;
      first = false;
      // After a large member, the event loop takes a turn before the next is read.
      await aTurnAfter(found.document.length);
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

/** An export as a file to download: its name (the username, safe characters only, and the day), type and bytes. */
export interface ExportDownload {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** The account's export as the API and the settings page hand it out: a zip with the images, or the JSON alone. */
export async function exportDownload(ctx: AppContext, userId: string, format: 'zip' | 'json'): Promise<ExportDownload> {
  const json = format === 'json';
  const account = await exportAccount(ctx, userId, json ? 'urls' : 'files');
  const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
  return {
    fileName: `nametag-${account.username.replace(/[^A-Za-z0-9_.-]/g, '_')}-${day}.${json ? 'json' : 'zip'}`,
    contentType: json ? 'application/json; charset=utf-8' : 'application/zip',
    body: json ? documentStream(account) : zipStream(exportEntries(ctx, account)),
  };
}
