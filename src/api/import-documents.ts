/**
 * An uploaded import (a Nametag export as zip or JSON, or a PluralKit export) turned into the
 * service's ImportDocument, every profile in it checked against the same schemas as the API's own
 * PATCH /users/@me and POST /members bodies, errors naming the entry ("members.3.names.0.value: …").
 * It runs in a worker thread (import-reader.ts): megabytes of hostile JSON cost that thread's time
 * and memory, never the event loop's.
 */
import { namedLocale } from '../i18n/negotiate.js';
import { ApiError, ErrorCode, errors, invalidField } from '../core/errors.js';
import { checkBody, prepareBodyChecks } from '../http/body-check.js';
import { jsonShapeProblem } from '../lib/json-shape.js';
import { looksLikeZip, unzip, ZipRejected } from '../lib/zip.js';
import type {
  ImportDocument,
  ImportedAudience,
  ImportedFlag,
  ImportedGroup,
  ImportedImage,
} from '../modules/portability/account-import.js';
import { EXPORT_DOCUMENT, EXPORT_FORMAT, EXPORT_VERSION } from '../modules/portability/account-export.js';
import { ImportNoteList } from '../modules/portability/import-note-list.js';
import { importProblem } from '../modules/portability/import-problems.js';
import { fromPluralKit, isPluralKitExport } from '../modules/portability/pluralkit-import.js';
import type { ConvertedAccount } from '../modules/portability/pronouns-cc-import.js';
import type { MemberPatch } from '../modules/members/member-service.js';
import type { UserPatch } from '../modules/users/user-service.js';
import { LIMITS } from '../profiles/rules/profile-types.js';
import { checkJsonValue } from './plugins/json-body.js';
import { CreateMemberBody } from '../profiles/schemas/member.js';
import { CreateGroupBody, type GroupInput } from '../profiles/schemas/group.js';
import { PatchMeBody } from '../profiles/schemas/user.js';

prepareBodyChecks(CreateMemberBody, PatchMeBody, CreateGroupBody);

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
    const field = error.field && {
      ...error.field,
      path: error.field.path === 'body' ? path : `${path}.${error.field.path}`,
    };
    throw new ApiError(error.code, `${error.message} (in ${path})`, named, undefined, field);
  }
}

/** What an import may hold: the upload's size and the account limits its lists are checked against. */
export interface ImportLimits {
  maxBytes: number;
  memberLimit: number;
}

/** Objects and arrays of one profile at every limit: itself, names, pronouns, fields with their entries, links, flags, preferences. */
const PROFILE_CONTAINERS =
  1 +
  2 * (1 + LIMITS.entries) +
  (1 + LIMITS.fields * (2 + LIMITS.fieldEntries)) +
  1 +
  (1 + LIMITS.profileFlags) +
  (1 + LIMITS.customPreferences);
/** Room for what an import may carry and Nametag leaves out (a PluralKit system's switches and groups). */
const LEFT_OUT_CONTAINERS = 200_000;

/**
 * An import's JSON: as deep as the API's bodies, and no more objects and arrays than the account's
 * profiles at every limit hold (and what is left out), checked on the text before it is parsed.
 */
function importShape(limits: ImportLimits) {
  return {
    maxDepth: 32,
    maxContainers: (limits.memberLimit + 1) * PROFILE_CONTAINERS + LIMITS.flagLibrary + 1 + LEFT_OUT_CONTAINERS,
  };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A document that is JSON but not shaped like an export. */
const notExportShape = importProblem({ problem: 'notExportShape' });

function parseJson(raw: Buffer, what: string, limits: ImportLimits): unknown {
  const bytes = raw.subarray(0, 3).equals(BOM) ? raw.subarray(3) : raw;
  const problem = jsonShapeProblem(bytes, importShape(limits));
  if (problem !== null) throw invalidField(what, problem, importProblem({ problem: 'tooLarge' }));
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalidField(what, 'is not valid JSON', importProblem({ problem: 'notJson' }));
  }
  // The lists counted against the account's limits before anything in them is looked at.
  if (isObject(document)) {
    if (Array.isArray(document.members) && document.members.length > limits.memberLimit) {
      throw new ApiError(
        ErrorCode.MemberLimitReached,
        errors.memberLimitReached(limits.memberLimit).message,
        'members',
      );
    }
    if (Array.isArray(document.flags) && document.flags.length > LIMITS.flagLibrary) {
      throw new ApiError(ErrorCode.TooManyFlags, errors.flagLimitReached(LIMITS.flagLibrary).message, 'flags');
    }
  }
  checkJsonValue(document);
  return document;
}

/** The body as a parsed document, and the files of its archive (none for JSON). */
async function open(body: Buffer, limits: ImportLimits): Promise<{ document: unknown; files: Map<string, Buffer> }> {
  if (!looksLikeZip(body)) return { document: parseJson(body, 'body', limits), files: new Map() };
  let files: Map<string, Buffer>;
  try {
    files = await unzip(body, { maxEntries: MAX_ZIP_ENTRIES, maxBytes: limits.maxBytes });
  } catch (error) {
    if (error instanceof ZipRejected) throw invalidField('body', error.reason, importProblem({ problem: 'zip' }));
    throw error;
  }
  const text = files.get(EXPORT_DOCUMENT);
  if (!text) {
    throw invalidField(
      'body',
      `the archive has no ${EXPORT_DOCUMENT}`,
      importProblem({ problem: 'noDocument', file: EXPORT_DOCUMENT }),
    );
  }
  return { document: parseJson(text, EXPORT_DOCUMENT, limits), files };
}

/** Reads an upload into an ImportDocument; 400 naming what is wrong. */
export async function readImportDocument(body: Buffer, limits: ImportLimits): Promise<ImportDocument> {
  if (body.length === 0) {
    throw invalidField(
      'body',
      'empty',
      importProblem({ problem: 'empty' }),
      'The import is empty: send an export file',
    );
  }
  const { document, files } = await open(body, limits);
  if (isObject(document) && document.format === EXPORT_FORMAT) return fromNametag(document, files);
  if (isPluralKitExport(document)) {
    const converted = fromPluralKit(document);
    return {
      source: 'pluralkit',
      user: null,
      flags: [],
      audiences: [],
      members: converted.members.map((member, i) => {
        checked(CreateMemberBody, { ...member.patch, name: member.name }, `members.${i}`);
        return { name: member.name, ref: member.ref, patch: member.patch as MemberPatch, avatar: undefined };
      }),
      groups: converted.groups.map((group, i) => {
        const body = checked<GroupInput>(CreateGroupBody, { ...group.body, name: group.name }, `groups.${i}`);
        return { name: body.name, body, memberRefs: group.memberRefs, audienceRefs: group.audienceRefs };
      }),
      skipped: converted.skipped,
    };
  }
  throw invalidField(
    'body',
    `not an export Nametag reads: a Nametag export (${EXPORT_DOCUMENT} or its zip) or a PluralKit export`,
    importProblem({ problem: 'notExport' }),
  );
}

/** Where an exported profile's avatar is: a file of the archive, or (JSON export) a URL never fetched. */
function avatarOf(
  profile: Json,
  files: Map<string, Buffer>,
  member: { index: number; name: string } | null,
  skipped: ImportNoteList,
): ImportedImage {
  if (profile.avatar === null) return null;
  if (typeof profile.avatar !== 'string') return undefined;
  const file = typeof profile.avatar_file === 'string' ? files.get(profile.avatar_file) : undefined;
  if (file && file.length > 0) return file;
  skipped.add({ kind: 'avatarNotInArchive', values: { member } });
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

/** The audiences of a Nametag export (`[{id, name}]`; none in exports from before audiences). */
function audiencesOf(raw: unknown): ImportedAudience[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw invalidField('audiences', 'must be an array', notExportShape);
  return raw.map((audience, i) => {
    if (!isObject(audience) || typeof audience.id !== 'string' || typeof audience.name !== 'string') {
      throw invalidField(`audiences.${i}`, 'must be an audience with an id and a name', notExportShape);
    }
    return { ref: audience.id, name: audience.name };
  });
}

const texts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The member groups of a Nametag export (none in exports from before groups). */
function groupsOf(raw: unknown): ImportedGroup[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw invalidField('groups', 'must be an array', notExportShape);
  return raw.map((group, i) => {
    const memberIds = isObject(group) ? (group.member_ids ?? []) : undefined;
    const audiences = isObject(group) ? (group.audiences ?? null) : undefined;
    if (
      !isObject(group) ||
      typeof group.name !== 'string' ||
      !texts(memberIds) ||
      !(audiences === null || texts(audiences))
    ) {
      throw invalidField(`groups.${i}`, 'must be a group with a name, member_ids and audiences', notExportShape);
    }
    const { id: _id, member_ids: _members, audiences: _audiences, ...rest } = group;
    const body = checked<GroupInput>(CreateGroupBody, rest, `groups.${i}`);
    return { name: body.name, body, memberRefs: memberIds, audienceRefs: audiences };
  });
}

function fromNametag(document: Json, files: Map<string, Buffer>): ImportDocument {
  if (document.version !== EXPORT_VERSION) {
    throw invalidField(
      'version',
      `this server reads version ${EXPORT_VERSION} of the Nametag export format`,
      importProblem({ problem: 'version', version: EXPORT_VERSION }),
    );
  }
  const skipped = new ImportNoteList();
  const flags: ImportedFlag[] = [];
  const missingFlags = new Set<string>();
  const rawFlags = document.flags ?? [];
  if (!Array.isArray(rawFlags)) throw invalidField('flags', 'must be an array', notExportShape);
  rawFlags.forEach((raw, i) => {
    if (!isObject(raw) || typeof raw.id !== 'string' || typeof raw.name !== 'string') {
      throw invalidField(`flags.${i}`, 'must be a flag with an id and a name', notExportShape);
    }
    const image = typeof raw.file === 'string' ? files.get(raw.file) : undefined;
    if (!image || image.length === 0) {
      missingFlags.add(raw.id);
      skipped.add({ kind: 'flagNotInArchive', values: { index: i, name: raw.name } });
      return;
    }
    const description = typeof raw.description === 'string' ? raw.description : '';
    flags.push({ ref: raw.id, name: raw.name, description, image });
  });

  let user: ImportDocument['user'] = null;
  if (document.user !== undefined) {
    if (!isObject(document.user)) throw invalidField('user', 'must be an object', notExportShape);
    // The account keeps its own username; everything else of the profile is replaced.
    const body = withoutExportKeys(document.user, ['name', 'members']);
    body.flags = keptFlags(body.flags, missingFlags);
    // A language another server ships and this one does not is a display choice: the profile comes in without it.
    const language = body.language;
    if (language !== undefined && language !== null && language !== '' && namedLocale(language, false) === null) {
      delete body.language;
      skipped.add({ kind: 'languageNotShipped', values: { language: JSON.stringify(language).slice(0, 40) } });
    }
    const patch = checked<UserPatch>(PatchMeBody, body, 'user');
    user = { patch, avatar: avatarOf(document.user, files, null, skipped) };
  }

  const rawMembers = document.members ?? [];
  if (!Array.isArray(rawMembers)) throw invalidField('members', 'must be an array', notExportShape);
  const members: ImportDocument['members'] = [];
  for (const [i, raw] of rawMembers.entries()) {
    if (!isObject(raw) || typeof raw.name !== 'string')
      throw invalidField(`members.${i}`, 'must be a member with a name', notExportShape);
    const body = withoutExportKeys(raw, []);
    body.flags = keptFlags(body.flags, missingFlags);
    const checkedBody = checked<MemberPatch & { name: string }>(CreateMemberBody, body, `members.${i}`);
    const { name, ...patch } = checkedBody;
    const ref = typeof raw.id === 'string' ? raw.id : undefined;
    members.push({ name, ref, patch, avatar: avatarOf(raw, files, { index: i, name: raw.name }, skipped) });
  }
  return {
    source: 'nametag',
    user,
    flags,
    audiences: audiencesOf(document.audiences),
    members,
    groups: groupsOf(document.groups),
    skipped: skipped.list(),
  };
}

/** An account read from a pronouns.cc-compatible service, each profile checked like an upload's. */
export function checkedRemoteAccount(account: ConvertedAccount): ImportDocument {
  return {
    source: 'pronouns.cc',
    user: { patch: checked<UserPatch>(PatchMeBody, account.user.body, 'user'), avatar: account.user.avatar },
    flags: account.flags,
    audiences: [],
    members: account.members.map((member) => {
      const { name, ...patch } = checked<MemberPatch & { name: string }>(CreateMemberBody, member.body, member.path);
      return { name, patch, avatar: member.avatar };
    }),
    groups: [],
    skipped: account.skipped,
  };
}
