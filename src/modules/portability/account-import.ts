/**
 * Import into the caller's account: a Nametag export, or a PluralKit export read by
 * pluralkit-import.ts. All or nothing — one write through the one write path: the profile's present
 * keys replace the stored ones (the username stays), flags join the library (a flag with the same name
 * and image is reused), members are matched by name (updated) or created; a dry run does all of it and
 * rolls back, reporting what would happen. Any refusal is the API's 400 (or 3002, 2003) naming the
 * entry ("members.3.names.0.value: …"), and nothing is changed.
 */
import type { AppContext } from '../../context/app-context.js';
import { createHash } from 'node:crypto';
import { ApiError, ErrorCode, errors, invalidField } from '../../core/errors.js';
import { newId } from '../../lib/ids.js';
import { findMemberOfUserNamed, type MemberProfile } from '../../profiles/profile-reader.js';
import { LIMITS } from '../../profiles/rules/profile-types.js';
import { memberNameKey, normaliseMemberName } from '../../profiles/rules/member-names.js';
import { normaliseFlagDescription, normaliseFlagName } from '../../profiles/rules/profile-flags.js';
import { normaliseAudienceName, placementsImported } from '../../profiles/rules/placements.js';
import { audiencesOf, createAudience } from '../../profiles/audience-writes.js';
import { createGroup, type GroupChanges, groupsOf, updateGroup } from '../../profiles/group-writes.js';
import { groupNameKey } from '../../profiles/rules/member-groups.js';
import type { GroupPatch } from '../../profiles/schemas/group.js';
import { groupChanges, NEW_GROUP } from '../members/group-service.js';
import { type MediaFile, type ProfileWrite, writeProfile } from '../../profiles/profile-writer.js';
import { type PreparedAvatar, prepareImageFile, type UnusableImageFile } from '../media/avatar-upload.js';
import { addMember, changeMember, type MemberPatch, memberChanges } from '../members/member-service.js';
import { changeUser, languageChange, type UserPatch, userChanges } from '../users/user-service.js';
import { ImportNoteList } from './import-note-list.js';
import type { ImageOwner, ImportNote } from './import-notes.js';
import { importProblem } from './import-problems.js';
import { type ImportSides, profileSummary, type ReplaceablePart, replacedParts } from './import-sides.js';

/** An audience of the import: `ref` is how its profiles' placements name it (its ID in the export). */
export interface ImportedAudience {
  ref: string;
  name: string;
}

/** A member group of the import, checked like a body of the API; members and audiences by their refs. */
export interface ImportedGroup {
  name: string;
  body: GroupPatch;
  memberRefs: string[];
  audienceRefs: string[] | null;
}

/** A flag of the import: `ref` is how its profiles name it (its ID in the export). */
export interface ImportedFlag {
  ref: string;
  name: string;
  description: string;
  image: Buffer;
}

/** An image change: bytes to store, null to remove, undefined to leave as it is. */
export type ImportedImage = Buffer | null | undefined;

export interface ImportedMember {
  name: string;
  /** How the import's groups name it (its ID in the export), when they can. */
  ref?: string | undefined;
  /** May be made anew each time it is read (import-reader.ts): read it once. */
  readonly patch: MemberPatch;
  avatar: ImportedImage;
}

/** What an import brings, checked against the API's schemas by the route. */
export interface ImportDocument {
  source: 'nametag' | 'pluralkit' | 'pronouns.cc';
  /** The profile's keys to replace (no `name`: the account keeps its username), or null. */
  user: { patch: UserPatch; avatar: ImportedImage } | null;
  flags: ImportedFlag[];
  /** The export's audiences (a Nametag export's; other sources have none). */
  audiences: ImportedAudience[];
  members: ImportedMember[];
  /** The export's member groups (Nametag's and PluralKit's), naming members and audiences by their refs. */
  groups: ImportedGroup[];
  /** What the import leaves out, and why (import-notes.ts): a bounded list (import-note-list.ts). */
  skipped: ImportNote[];
}

export interface ImportReport {
  dry_run: boolean;
  source: 'nametag' | 'pluralkit' | 'pronouns.cc';
  user: 'updated' | 'unchanged';
  flags: { created: string[]; reused: string[] };
  audiences: { created: string[]; reused: string[] };
  members: { created: string[]; updated: string[] };
  groups: { created: string[]; updated: string[] };
  /** The API sends each as its English line (englishNote); pages word them in their language. */
  skipped: ImportNote[];
}

/**
 * The export's audiences in the importing account: one of the same name (without case) is reused,
 * any other made (400 past the account's limit, and nothing is written). Export IDs → account IDs.
 */
async function restoreAudiences(
  write: ProfileWrite,
  audiences: readonly ImportedAudience[],
  report: ImportReport,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (audiences.length === 0) return ids;
  const byName = new Map(
    (await audiencesOf(write)).map((audience) => [audience.name.toLocaleLowerCase(), audience.id]),
  );
  for (const audience of audiences) {
    const name = normaliseAudienceName(audience.name);
    const key = name.toLocaleLowerCase();
    const existing = byName.get(key);
    if (existing !== undefined) {
      ids.set(audience.ref, existing);
      if (!report.audiences.reused.includes(name)) report.audiences.reused.push(name);
      continue;
    }
    const made = await createAudience(write, name);
    byName.set(key, made.id);
    ids.set(audience.ref, made.id);
    report.audiences.created.push(name);
  }
  return ids;
}

/**
 * The export's groups in the importing account: one of the same name (without case) is changed to the
 * import's (its members replaced), any other made; members and audiences the import did not bring are
 * left out of them (a group kept to audiences none of which came stays its owner's).
 */
async function restoreGroups(
  write: ProfileWrite,
  groups: readonly ImportedGroup[],
  memberIds: ReadonlyMap<string, string>,
  audienceIds: ReadonlyMap<string, string>,
  report: ImportReport,
): Promise<void> {
  const seen = new Map<string, number>();
  for (const [i, imported] of groups.entries()) {
    await within(`groups.${i}`, async () => {
      const {
        name,
        members,
        position: _position,
        ...profile
      } = groupChanges({ ...imported.body, name: imported.name });
      // Two groups of one name would be one group: refused, as two members of one name are.
      const earlier = seen.get(groupNameKey(name!));
      if (earlier !== undefined) {
        throw invalidField('name', `the import has two groups named "${name}" (also groups.${earlier})`, {
          keyword: 'groupNameInUse',
        });
      }
      seen.set(groupNameKey(name!), i);
      const changes: GroupChanges = {
        ...profile,
        members: imported.memberRefs.flatMap((ref) => memberIds.get(ref) ?? []),
        audiences:
          imported.audienceRefs === null ? null : imported.audienceRefs.flatMap((ref) => audienceIds.get(ref) ?? []),
      };
      const existing = (await groupsOf(write)).find((group) => groupNameKey(group.name) === groupNameKey(name!));
      if (existing) {
        await updateGroup(write, existing, changes);
        report.groups.updated.push(existing.name);
      } else {
        const { members: ids, ...rest } = changes;
        await createGroup(write, { ...NEW_GROUP, ...rest, name: name! }, ids);
        report.groups.created.push(name!);
      }
    });
  }
}

/** Thrown at the end of a dry run, inside the write, so that its transaction rolls back. */
class DryRunDone extends Error {
  constructor(readonly done: { report: ImportReport; sides: ImportSides | null }) {
    super('dry run');
  }
}

/** Runs `work`; an APIError it throws names the entry at `path` in its details (and its field, for pages). */
async function within<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.code === 429) throw error;
    const details = error.details === undefined ? path : `${path}.${error.details}`;
    const field = error.field && { ...error.field, path: `${path}.${error.field.path}` };
    throw new ApiError(error.code, error.message, details, undefined, field);
  }
}

/**
 * A profile's flags as IDs of the library (the caller's `within` names the profile); flags the import
 * left out (`leftOut`, their refs) are left off the profile too.
 */
function remapFlags(flags: MemberPatch['flags'], ids: ReadonlyMap<string, string>, leftOut: ReadonlySet<string>) {
  if (flags === undefined) return undefined;
  const mapped: string[] = [];
  flags.forEach((flag, i) => {
    const ref = typeof flag === 'string' ? flag : flag.id;
    if (leftOut.has(ref)) return;
    const id = ids.get(ref);
    if (id === undefined) {
      throw invalidField(`flags.${i}`, 'not a flag of the import', importProblem({ problem: 'flagNotInImport' }));
    }
    mapped.push(id);
  });
  return mapped;
}

/** Images of an uploaded import that are not WebPs as Nametag stores them, converted like uploads: a few at most. */
const MAX_CONVERSIONS = 10;
/**
 * The same for an account read from a service, whose images all come as that service stores them:
 * enough for a large system's avatars and flags, and a bound on the image work one import can ask for.
 */
const MAX_REMOTE_CONVERSIONS = 150;

const EMPTY_MEMBER: Omit<MemberProfile, 'name'> = {
  display_name: null,
  bio: null,
  content_note: null,
  avatar: null,
  links: [],
  names: [],
  pronouns: [],
  fields: [],
  flags: [],
  unlisted: false,
  placements: {},
};

export async function importAccount(
  ctx: AppContext,
  userId: string,
  document: ImportDocument,
  dryRun: boolean,
): Promise<ImportReport> {
  return (await runImport(ctx, userId, document, dryRun, false)).report;
}

/** The same import, with the profile before it and after it side by side (what the data page shows). */
export async function importAccountSideBySide(
  ctx: AppContext,
  userId: string,
  document: ImportDocument,
  dryRun: boolean,
): Promise<{ report: ImportReport; sides: ImportSides }> {
  const { report, sides } = await runImport(ctx, userId, document, dryRun, true);
  return { report, sides: sides! };
}

async function runImport(
  ctx: AppContext,
  userId: string,
  document: ImportDocument,
  dryRun: boolean,
  sideBySide: boolean,
): Promise<{ report: ImportReport; sides: ImportSides | null }> {
  // Two members of one name would be one member: refused before anything else.
  const byName = new Map<string, number>();
  const names = document.members.map((member, i) =>
    within(`members.${i}`, async () => normaliseMemberName(member.name)),
  );
  const normalised = await Promise.all(names);
  normalised.forEach((name, i) => {
    const earlier = byName.get(memberNameKey(name));
    if (earlier !== undefined) {
      throw invalidField(
        `members.${i}.name`,
        `the import has two members named "${name}" (also members.${earlier})`,
        importProblem({ problem: 'sameMemberTwice', name }),
      );
    }
    byName.set(memberNameKey(name), i);
  });

  // Past the limits nothing can succeed: refused before any image is decoded.
  if (document.members.length > ctx.config.memberLimit) {
    throw new ApiError(
      ErrorCode.MemberLimitReached,
      errors.memberLimitReached(ctx.config.memberLimit).message,
      'members',
    );
  }
  if (document.flags.length > LIMITS.flagLibrary) {
    throw new ApiError(ErrorCode.TooManyFlags, errors.flagLimitReached(LIMITS.flagLibrary).message, 'flags');
  }

  // Images are decoded (and converted when they must be) before the write takes the owner's lock:
  // each distinct file once, and only a few conversions (a Nametag export's images need none). An
  // image this server cannot use is left out and said so: an avatar is then not changed (a new
  // member has none), a flag is not brought, nor shown on the profiles.
  const notes = new ImportNoteList(document.skipped);
  const files: MediaFile[] = [];
  const prepared = new Map<string, PreparedAvatar | UnusableImageFile>();
  let conversions = 0;
  const image = async (use: 'avatar' | 'flag', bytes: ImportedImage, path: string, of: ImageOwner) => {
    if (!bytes) return bytes;
    const key = `${use}:${createHash('sha256').update(bytes).digest('hex')}`;
    let result = prepared.get(key);
    if (!result) {
      const mayConvert = conversions < (document.source === 'pronouns.cc' ? MAX_REMOTE_CONVERSIONS : MAX_CONVERSIONS);
      result = await prepareImageFile(ctx, use, bytes, path, mayConvert);
      // What was decoded to find it unusable counts like a conversion.
      if ('unusable' in result ? result.unusable === 'corrupt' : !result.bytes.equals(bytes)) conversions++;
      prepared.set(key, result);
    }
    if ('unusable' in result) {
      notes.add({ kind: 'imageUnusable', values: { image: of, problem: result.unusable } });
      return undefined;
    }
    return result;
  };
  const userAvatar = await image('avatar', document.user?.avatar, 'user.avatar', { of: 'user' });
  if (userAvatar) files.push({ kind: 'users', ownerId: userId, hash: userAvatar.hash, bytes: userAvatar.bytes });
  const flagImages = new Map<number, PreparedAvatar>();
  const leftOutFlags = new Set<string>();
  for (const [i, flag] of document.flags.entries()) {
    const prepared = await image('flag', flag.image, `flags.${i}.image`, { of: 'flag', name: flag.name });
    if (!prepared) {
      leftOutFlags.add(flag.ref);
      continue;
    }
    flagImages.set(i, prepared);
    files.push({ kind: 'flags', ownerId: userId, hash: prepared.hash, bytes: prepared.bytes });
  }
  // A member's files are stored under its ID: the one it has, or the one it will get.
  const planned: Array<{ id: string; existed: boolean; avatar: PreparedAvatar | null | undefined }> = [];
  for (const [i, member] of document.members.entries()) {
    const existing = await findMemberOfUserNamed(ctx.db, userId, normalised[i]!);
    const id = existing?.id ?? newId();
    const avatar = await image('avatar', member.avatar, `members.${i}.avatar`, { of: 'member', name: normalised[i]! });
    if (avatar) files.push({ kind: 'members', ownerId: id, hash: avatar.hash, bytes: avatar.bytes });
    planned.push({ id, existed: existing !== undefined, avatar });
  }

  try {
    return await writeProfile(
      ctx,
      userId,
      async (write) => {
        const before = sideBySide ? await profileSummary(write) : null;
        let replaced: ReplaceablePart[] = [];
        const report: ImportReport = {
          dry_run: dryRun,
          source: document.source,
          user: 'unchanged',
          flags: { created: [], reused: [] },
          audiences: { created: [], reused: [] },
          members: { created: [], updated: [] },
          groups: { created: [], updated: [] },
          skipped: notes.list(),
        };
        const flagIds = new Map<string, string>();
        // Reuse is matched against the library as it was, each of its flags at most once: two flags of
        // one name and image in the import stay two flags.
        const reusable = [...(await write.flagLibrary()).values()];
        for (const [i, flag] of document.flags.entries()) {
          const image = flagImages.get(i);
          if (!image) continue;
          await within(`flags.${i}`, async () => {
            const name = normaliseFlagName(flag.name);
            const description = normaliseFlagDescription(flag.description);
            const hash = image.hash;
            const index = reusable.findIndex((f) => f.hash === hash && f.name === name);
            const same = index === -1 ? undefined : reusable.splice(index, 1)[0];
            if (same) {
              flagIds.set(flag.ref, same.id);
              report.flags.reused.push(name);
            } else {
              flagIds.set(flag.ref, (await write.createFlag({ hash, name, description })).id);
              report.flags.created.push(name);
            }
          });
        }

        const audienceIds = await within('audiences', () => restoreAudiences(write, document.audiences, report));
        const friendsRef = document.user?.patch.friends_audience;
        const friendsAudience = typeof friendsRef === 'string' ? audienceIds.get(friendsRef) : undefined;
        // A friends audience the import did not restore: its entries stay their owner's.
        const friendsOnly = typeof friendsRef === 'string' && friendsRef !== '' && friendsAudience === undefined;

        if (document.user) {
          const { patch } = document.user;
          await within('user', async () => {
            const language = languageChange(patch);
            if (language !== undefined) await write.setLanguage(language);
            // Placed items go to the audiences restored; what no restored audience holds stays its owner's.
            const placements = placementsImported(
              patch.placements,
              friendsOnly,
              { names: patch.names, pronouns: patch.pronouns, fields: patch.fields },
              flagIds,
              audienceIds,
            );
            const changes = userChanges({
              ...patch,
              flags: remapFlags(patch.flags, flagIds, leftOutFlags),
              placements,
              friends_audience: friendsAudience,
            });
            if (userAvatar !== undefined) changes.avatar = userAvatar?.hash ?? null;
            if (Object.keys(changes).length === 0) return;
            replaced = replacedParts(changes);
            await changeUser(ctx, write, changes);
            report.user = 'updated';
          });
        }

        for (const [i, member] of document.members.entries()) {
          await within(`members.${i}`, async () => {
            const patch = member.patch;
            const changes = memberChanges({
              ...patch,
              name: normalised[i]!,
              flags: remapFlags(patch.flags, flagIds, leftOutFlags),
              // As the user's: what no restored audience holds stays its owner's.
              placements: placementsImported(
                patch.placements,
                friendsOnly,
                { names: patch.names, pronouns: patch.pronouns, fields: patch.fields },
                flagIds,
                audienceIds,
              ),
            });
            const avatar = planned[i]!.avatar;
            if (avatar !== undefined) changes.avatar = avatar?.hash ?? null;
            const existing = await write.memberNamed(normalised[i]!);
            if (existing) {
              // Its files were stored under the ID read before the lock: a member made in between would not have them.
              if (existing.id !== planned[i]!.id)
                throw invalidField(
                  'name',
                  'the account changed during the import; try again',
                  importProblem({ problem: 'changedMeanwhile' }),
                );
              await changeMember(write, existing, changes);
              report.members.updated.push(existing.name);
            } else {
              await addMember(ctx, write, planned[i]!.id, { ...EMPTY_MEMBER, ...changes, name: normalised[i]! });
              report.members.created.push(normalised[i]!);
            }
          });
        }
        const memberIds = new Map<string, string>();
        document.members.forEach((member, i) => {
          if (member.ref !== undefined) memberIds.set(member.ref, planned[i]!.id);
        });
        await restoreGroups(write, document.groups, memberIds, audienceIds, report);
        const sides = before && { before, after: await profileSummary(write), replaced };
        if (dryRun) throw new DryRunDone({ report, sides });
        return { report, sides };
      },
      // A dry run stores nothing.
      { files: dryRun ? [] : files },
    );
  } catch (error) {
    if (error instanceof DryRunDone) return error.done;
    throw error;
  }
}
