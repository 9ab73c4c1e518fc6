/** Reading, creating, editing and deleting members, with their owner's rules. */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { newId } from '../../lib/ids.js';
import { checkLinks } from '../../profiles/rules/links.js';
import { normaliseMemberName } from '../../profiles/rules/member-names.js';
import { checkStatuses } from '../../profiles/rules/preferences.js';
import { checkProfileFlags } from '../../profiles/rules/profile-flags.js';
import { clearable, flagIds, toPronounEntries } from '../../profiles/rules/profile-input.js';
import {
  findMember,
  findMemberFor,
  findMemberOfUserFor,
  findPublicUserHead,
  type MemberPages,
  memberPages,
  type MemberProfile,
  type MemberRecord,
  type PublicMemberDocument,
} from '../../profiles/profile-reader.js';
import { type ProfileWrite, writeProfile } from '../../profiles/profile-writer.js';
import type { MemberInput, MemberPatch } from '../../profiles/schemas/member.js';
import type { Viewer } from '../../profiles/rules/visibility.js';
import { checkAudiencesNamed } from '../../profiles/audience-writes.js';
import { mergePlacements, type PlacementsPatch } from '../../profiles/rules/placements.js';
import { maySee } from '../../profiles/rules/visibility.js';
import { avatarChange, avatarFiles, checkKeptAvatar, sentAvatarHash } from '../media/avatar-upload.js';

export type { MemberInput, MemberPatch };

/** A member's stored documents, and whether the reader owns it (then `unlisted` is shown). */
export interface MemberAnswer {
  document: PublicMemberDocument;
  owner: boolean;
  /** Shown only because of who looks (its owner is suspended): never kept or shared. */
  restricted: boolean;
}

/** A member's changes as a request gives them: its placements are a patch of the stored ones. */
export type MemberChanges = Omit<Partial<MemberProfile>, 'placements'> & { placements?: PlacementsPatch };

/** The writable keys of a member body, normalised; read-only keys are dropped. */
export function memberChanges(input: MemberPatch): MemberChanges {
  const changes: MemberChanges = {};
  if (input.name !== undefined) changes.name = normaliseMemberName(input.name);
  if (input.display_name !== undefined) changes.display_name = clearable(input.display_name) ?? null;
  if (input.bio !== undefined) changes.bio = clearable(input.bio) ?? null;
  if (input.content_note !== undefined) changes.content_note = clearable(input.content_note) ?? null;
  if (input.links !== undefined) {
    checkLinks(input.links);
    changes.links = input.links;
  }
  if (input.names !== undefined) changes.names = input.names;
  if (input.pronouns !== undefined) changes.pronouns = toPronounEntries(input.pronouns);
  if (input.fields !== undefined) changes.fields = input.fields;
  if (input.flags !== undefined) changes.flags = flagIds(input.flags);
  if (input.unlisted !== undefined) changes.unlisted = input.unlisted;
  if (input.placements !== undefined) changes.placements = input.placements;
  return changes;
}

/** A new member in an open write, with its owner's rules and the member limit. */
export async function addMember(
  ctx: AppContext,
  write: ProfileWrite,
  id: string,
  input: Omit<MemberProfile, 'placements'> & { placements?: PlacementsPatch },
) {
  await checkAgainstOwner(write, input);
  if ((await write.countMembers()) >= ctx.config.memberLimit) throw errors.memberLimitReached(ctx.config.memberLimit);
  return write.createMember(id, { ...input, placements: mergePlacements({}, input.placements) });
}

/** Changes to a member in an open write, with its owner's rules. */
export async function changeMember(write: ProfileWrite, member: MemberRecord, input: MemberChanges) {
  await checkAgainstOwner(write, input);
  const { placements, ...changes } = input;
  const profile: Partial<MemberProfile> = changes;
  if (placements !== undefined) profile.placements = mergePlacements(member.placements, placements);
  return Object.keys(profile).length > 0 ? write.updateMember(member, profile) : member;
}

/**
 * The rules that depend on the owner: statuses from their custom preferences, flags from their
 * library, placements in their own audiences.
 */
async function checkAgainstOwner(write: ProfileWrite, changes: MemberChanges): Promise<void> {
  checkStatuses(changes, write.user.custom_preferences);
  // An empty list needs no library (no query).
  if (changes.flags?.length) checkProfileFlags(changes.flags, await write.flagLibrary());
  if (changes.placements !== undefined) await checkAudiencesNamed(write, changes.placements, undefined);
}

/**
 * The owner's answer to a write: the member's documents as the write left them, read in its
 * transaction (after the commit, a concurrent account deletion could already have hidden them).
 */
async function ownAnswer(write: ProfileWrite, memberId: string): Promise<MemberAnswer> {
  const document = await findMemberFor(write.transaction, memberId, write.user.id);
  if (!document) throw errors.memberNotFound();
  return { document, owner: true, restricted: document.suspended };
}

export async function createMember(ctx: AppContext, userId: string, input: MemberInput): Promise<MemberAnswer> {
  const id = newId();
  checkKeptAvatar(sentAvatarHash(input.avatar), null);
  const avatar = await avatarChange(ctx, input.avatar);
  const profile: Omit<MemberProfile, 'placements'> & { placements?: PlacementsPatch } = {
    name: '',
    display_name: null,
    bio: null,
    content_note: null,
    links: [],
    names: [],
    pronouns: [],
    fields: [],
    flags: [],
    unlisted: false,
    ...memberChanges(input),
    avatar: avatar?.hash ?? null,
  };
  return writeProfile(
    ctx,
    userId,
    async (write) => {
      await addMember(ctx, write, id, profile);
      return ownAnswer(write, id);
    },
    { files: avatarFiles('members', id, avatar) },
  );
}

export async function updateMember(
  ctx: AppContext,
  userId: string,
  memberId: string,
  input: MemberPatch,
): Promise<MemberAnswer> {
  const changes = memberChanges(input);
  if (Object.keys(changes).length === 0 && input.avatar === undefined) throw errors.emptyUpdate();
  // Ownership first, so nobody can make us process images for a member that is not theirs.
  if (input.avatar) {
    const member = await findMember(ctx.readDb, memberId);
    if (!member) throw errors.memberNotFound();
    if (member.user_id !== userId) throw errors.notOwnMember();
  }
  const avatar = await avatarChange(ctx, input.avatar);
  if (avatar !== undefined) changes.avatar = avatar?.hash ?? null;
  return writeProfile(
    ctx,
    userId,
    async (write) => {
      const member = await write.ownMember(memberId);
      checkKeptAvatar(sentAvatarHash(input.avatar), member.avatar);
      await changeMember(write, member, changes);
      return ownAnswer(write, memberId);
    },
    { files: avatarFiles('members', memberId, avatar) },
  );
}

/** A new short ID for one of the caller's members (at most once an hour). */
export async function rerollMemberSid(ctx: AppContext, userId: string, memberId: string): Promise<MemberAnswer> {
  return writeProfile(ctx, userId, async (write) => {
    await write.rerollMemberSid(await write.ownMember(memberId));
    return ownAnswer(write, memberId);
  });
}

export async function deleteMember(ctx: AppContext, userId: string, memberId: string): Promise<void> {
  await writeProfile(ctx, userId, async (write) => write.deleteMember(await write.ownMember(memberId)));
}

/**
 * One of the owner's members' pronoun entries as stored: each display text as its owner set it, or
 * null where the pages derive it (the Member holds the derived text in both cases); none for a
 * member that is not the owner's.
 */
export async function ownMemberPronounEntries(
  ctx: AppContext,
  userId: string,
  memberId: string,
): Promise<Array<{ pronouns: string; display_text: string | null }>> {
  const member = await findMember(ctx.readDb, memberId);
  if (!member || member.user_id !== userId) return [];
  return member.pronouns.map((entry) => ({ pronouns: entry.pronouns, display_text: entry.display_text }));
}

/** A member by ID: the public view, or with `unlisted` when the reader (`viewer`) owns it. */
export async function getMember(ctx: AppContext, memberId: string, viewer: Viewer | null): Promise<MemberAnswer> {
  const document = await findMemberFor(ctx.readDb, memberId, viewer?.userId ?? null);
  if (!document || !maySee(viewer, document.userId, document.suspended)) throw errors.memberNotFound();
  return { document, owner: document.owner, restricted: document.suspended };
}

/** A user's member list, and whether it is the owner's view. */
export interface MemberListAnswer {
  userId: string;
  owner: boolean;
  /** See MemberAnswer. */
  restricted: boolean;
  pages: MemberPages;
}

/**
 * A user's member list: for everyone but the owner, the listed members (403 when the list is
 * private); the owner (`viewerId`) sees unlisted members too, with their `unlisted` flag.
 */
export async function listUserMembers(
  ctx: AppContext,
  userRef: string,
  viewer: Viewer | null,
): Promise<MemberListAnswer> {
  const user = await findPublicUserHead(ctx.readDb, userRef);
  if (!user || !maySee(viewer, user.id, user.suspended)) throw errors.userNotFound();
  const restricted = user.suspended;
  if (user.id === viewer?.userId) {
    return { userId: user.id, owner: true, restricted, pages: memberPages(ctx.readDb, user.id, 'owner') };
  }
  if (user.listPrivate) throw errors.memberListPrivate();
  return { userId: user.id, owner: false, restricted, pages: memberPages(ctx.readDb, user.id, 'public') };
}

/**
 * One of a user's members by ID or name (unlisted ones too); its owner gets the whole member with
 * `unlisted` and its placements, unless `items` asks for what the public sees (a page, which shows
 * its owner what everyone sees).
 */
export async function getUserMember(
  ctx: AppContext,
  userRef: string,
  memberRef: string,
  viewer: Viewer | null,
  items: 'owner' | 'public' = 'owner',
): Promise<MemberAnswer> {
  const user = await findPublicUserHead(ctx.readDb, userRef);
  if (!user || !maySee(viewer, user.id, user.suspended)) throw errors.userNotFound();
  const readerId = items === 'owner' ? (viewer?.userId ?? null) : null;
  const document = await findMemberOfUserFor(ctx.readDb, user, memberRef, readerId);
  if (!document) throw errors.memberNotFound();
  return { document, owner: document.owner, restricted: user.suspended };
}
