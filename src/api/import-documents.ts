/**
 * An uploaded import (a Nametag export as zip or JSON, or a PluralKit export) turned into the
 * service's ImportDocument, every profile in it checked against the same schemas as the API's own
 * PATCH /users/@me and POST /members bodies, errors naming the entry ("members.3.names.0.value: …").
 */
import { StringDecoder } from 'node:string_decoder';
import { ApiError, ErrorCode, invalidField } from '../core/errors.js';
import { checkBody, prepareBodyChecks } from '../http/body-check.js';
import { JsonRefused, parseJsonInSlices } from '../lib/json-in-slices.js';
import { looksLikeZip, unzip, ZipRejected } from '../lib/zip.js';
import type { ImportDocument, ImportedFlag, ImportedImage } from '../modules/portability/account-import.js';
import { EXPORT_DOCUMENT, EXPORT_FORMAT, EXPORT_VERSION } from '../modules/portability/account-export.js';
import { fromPluralKit, isPluralKitExport } from '../modules/portability/pluralkit-import.js';
import type { MemberPatch } from '../modules/members/member-service.js';
import type { UserPatch } from '../modules/users/user-service.js';
import { checkJsonValue } from './plugins/json-body.js';
import { CreateMemberBody } from './schemas/member.js';
import { PatchMeBody } from './schemas/user.js';

prepareBodyChecks(CreateMemberBody, PatchMeBody);

/** An archive holds the document and its images: a maximal account has about a thousand. */
const MAX_ZIP_ENTRIES = 5000;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Checks `body` against `schema`; its errors name the entry at `path` ("members.3.names.0.value: …"). */
function checked<T>(schema: Parameters<typeof checkBody>[0], body: unknown, path: string): T {
  try {
    return checkBody<T>(schema, body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const details = error.details ?? 'body: invalid';
    const named = details.startsWith('body:') ? `${path}:${details.slice(5)}` : `${path}.${details}`;
    throw new ApiError(error.code, `${error.message} (in ${path})`, named);
  }
}

/** An export's JSON: as deep as the API's bodies, and as many containers as a few maximal accounts' worth. */
const IMPORT_SHAPE = { maxDepth: 32, maxContainers: 500_000 };
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** About 5 ms of parsing on this kind of machine between two turns of other requests. */
const IMPORT_SLICE_CHARACTERS = 512 * 1024;
/** Lets other requests in between the long steps of reading an import (megabytes of JSON). */
const otherRequestsFirst = () => new Promise<void>((resolve) => setImmediate(resolve));

async function parseJson(raw: Buffer, what: string): Promise<unknown> {
  const bytes = raw.subarray(0, 3).equals(BOM) ? raw.subarray(3) : raw;
  // Decoded a slice at a time too: megabytes of emoji are tens of milliseconds of decoding.
  const decoder = new StringDecoder('utf8');
  let text = '';
  for (let at = 0; at < bytes.length; at += IMPORT_SLICE_CHARACTERS) {
    await otherRequestsFirst();
    text += decoder.write(bytes.subarray(at, at + IMPORT_SLICE_CHARACTERS));
  }
  text += decoder.end();
  try {
    // Piece by piece (each member of an export on its own), checked for what JSON.parse would
    // build before it is built, and each piece's strings checked as it comes.
    return await parseJsonInSlices(text, {
      sliceCharacters: IMPORT_SLICE_CHARACTERS,
      pause: otherRequestsFirst,
      limits: IMPORT_SHAPE,
      eachPiece: checkJsonValue,
    });
  } catch (error) {
    if (error instanceof JsonRefused) throw invalidField(what, error.reason);
    throw error;
  }
}

/** The body as a parsed document, and the files of its archive (none for JSON). */
async function open(body: Buffer, maxBytes: number): Promise<{ document: unknown; files: Map<string, Buffer> }> {
  if (!looksLikeZip(body)) return { document: await parseJson(body, 'body'), files: new Map() };
  let files: Map<string, Buffer>;
  try {
    files = await unzip(body, { maxEntries: MAX_ZIP_ENTRIES, maxBytes });
  } catch (error) {
    if (error instanceof ZipRejected) throw invalidField('body', error.reason);
    throw error;
  }
  const text = files.get(EXPORT_DOCUMENT);
  if (!text) throw invalidField('body', `the archive has no ${EXPORT_DOCUMENT}`);
  return { document: await parseJson(text, EXPORT_DOCUMENT), files };
}

/** Reads an upload into an ImportDocument; 400 naming what is wrong. */
export async function readImportDocument(body: Buffer, maxBytes: number): Promise<ImportDocument> {
  if (body.length === 0)
    throw new ApiError(ErrorCode.BadRequest, 'The import is empty: send an export file', 'body: empty');
  const { document, files } = await open(body, maxBytes);
  if (isObject(document) && document.format === EXPORT_FORMAT) return await fromNametag(document, files);
  if (isPluralKitExport(document)) {
    const converted = fromPluralKit(document);
    return {
      source: 'pluralkit',
      user: null,
      flags: [],
      members: converted.members.map((member, i) => {
        checked(CreateMemberBody, { ...member.patch, name: member.name }, `members.${i}`);
        return { name: member.name, patch: member.patch as MemberPatch, avatar: undefined };
      }),
      skipped: converted.skipped,
    };
  }
  throw invalidField(
    'body',
    `not an export Nametag reads: a Nametag export (${EXPORT_DOCUMENT} or its zip) or a PluralKit export`,
  );
}

/** Where an exported profile's avatar is: a file of the archive, or (JSON export) a URL never fetched. */
function avatarOf(profile: Json, files: Map<string, Buffer>, path: string, skipped: string[]): ImportedImage {
  if (profile.avatar === null) return null;
  if (typeof profile.avatar !== 'string') return undefined;
  const file = typeof profile.avatar_file === 'string' ? files.get(profile.avatar_file) : undefined;
  if (file && file.length > 0) return file;
  skipped.push(`${path}.avatar: the image is not in the archive (import the zip export to bring images)`);
  return undefined;
}

/** A profile object of the export as a body of the API: what it may not or need not carry is left out. */
function withoutExportKeys(profile: Json, drop: string[]): Json {
  const body = { ...profile };
  for (const key of ['avatar', 'avatar_file', 'avatar_url', ...drop]) delete body[key];
  return body;
}

/** Profile flag lists without the flags the import could not bring. */
function keptFlags(flags: unknown, missing: ReadonlySet<string>): unknown {
  if (!Array.isArray(flags)) return flags;
  return flags.filter((flag) => !missing.has(isObject(flag) ? String(flag.id) : String(flag)));
}

async function fromNametag(document: Json, files: Map<string, Buffer>): Promise<ImportDocument> {
  if (document.version !== EXPORT_VERSION) {
    throw invalidField('version', `this server reads version ${EXPORT_VERSION} of the Nametag export format`);
  }
  const skipped: string[] = [];
  const flags: ImportedFlag[] = [];
  const missingFlags = new Set<string>();
  const rawFlags = document.flags ?? [];
  if (!Array.isArray(rawFlags)) throw invalidField('flags', 'must be an array');
  rawFlags.forEach((raw, i) => {
    if (!isObject(raw) || typeof raw.id !== 'string' || typeof raw.name !== 'string') {
      throw invalidField(`flags.${i}`, 'must be a flag with an id and a name');
    }
    const image = typeof raw.file === 'string' ? files.get(raw.file) : undefined;
    if (!image || image.length === 0) {
      missingFlags.add(raw.id);
      skipped.push(`flags.${i}: the image is not in the archive (import the zip export to bring flags)`);
      return;
    }
    const description = typeof raw.description === 'string' ? raw.description : '';
    flags.push({ ref: raw.id, name: raw.name, description, image });
  });

  let user: ImportDocument['user'] = null;
  if (document.user !== undefined) {
    if (!isObject(document.user)) throw invalidField('user', 'must be an object');
    // The account keeps its own username; everything else of the profile is replaced.
    const body = withoutExportKeys(document.user, ['name', 'members']);
    body.flags = keptFlags(body.flags, missingFlags);
    const patch = checked<UserPatch>(PatchMeBody, body, 'user');
    user = { patch, avatar: avatarOf(document.user, files, 'user', skipped) };
  }

  const rawMembers = document.members ?? [];
  if (!Array.isArray(rawMembers)) throw invalidField('members', 'must be an array');
  const members: ImportDocument['members'] = [];
  for (const [i, raw] of rawMembers.entries()) {
    if (!isObject(raw) || typeof raw.name !== 'string')
      throw invalidField(`members.${i}`, 'must be a member with a name');
    const body = withoutExportKeys(raw, []);
    body.flags = keptFlags(body.flags, missingFlags);
    const checkedBody = checked<MemberPatch & { name: string }>(CreateMemberBody, body, `members.${i}`);
    const { name, ...patch } = checkedBody;
    members.push({ name, patch, avatar: avatarOf(raw, files, `members.${i}`, skipped) });
    // A member at its limits is over a megabyte to check: one at a time between other requests.
    await otherRequestsFirst();
  }
  return { source: 'nametag', user, flags, members, skipped };
}
