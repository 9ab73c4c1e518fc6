/** Reading, creating, editing and deleting members, with their owner's rules. */
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { ApiError, ErrorCode, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { checkStatuses } from '../profiles/preferences.js';
import { avatarChange, withAvatarChange } from '../avatars/avatar-service.js';
import { memberAnswer, refreshMemberDocuments, refreshMembersList } from '../documents/document-service.js';
import { findMemberDocumentOfUser, findMemberDocuments, findUserDocuments } from '../documents/document-store.js';
import { clearable, toPronounEntries } from '../profiles/profile-input.js';
import { findLiveUserById, touchUser, type UserRecord } from '../users/user-store.js';
import type { CreateMemberInput, PatchMemberInput } from './member-schemas.js';
import { normaliseMemberName } from './member-names.js';
import {
  countMembersOfUser,
  deleteMember as deleteMemberRow,
  findLiveMemberById,
  findMemberOfUser,
  insertMember,
  listMembersOfUser,
  type MemberProfile,
  type MemberRecord,
  updateMemberProfile,
} from './member-store.js';
import { toMemberView, toPartialMemberView } from './member-view.js';

function nameInUse(): ApiError {
  return new ApiError(400, ErrorCode.MemberNameInUse, 'You already have a member with that name', 'name: member name in use');
}

/** The writable keys of a member body, normalised; read-only keys are dropped. */
function profileChanges(input: PatchMemberInput): Partial<MemberProfile> {
  const changes: Partial<MemberProfile> = {};
  if (input.name !== undefined) changes.name = normaliseMemberName(input.name);
  if (input.display_name !== undefined) changes.display_name = clearable(input.display_name) ?? null;
  if (input.bio !== undefined) changes.bio = clearable(input.bio) ?? null;
  if (input.links !== undefined) changes.links = input.links;
  if (input.names !== undefined) changes.names = input.names;
  if (input.pronouns !== undefined) changes.pronouns = toPronounEntries(input.pronouns);
  if (input.fields !== undefined) changes.fields = input.fields;
  if (input.unlisted !== undefined) changes.unlisted = input.unlisted;
  return changes;
}

/**
 * Opens a write transaction for the caller. Touching the caller's row first serialises their writes
 * (member limit, preference cleanup) on PostgreSQL; SQLite runs one write transaction at a time anyway.
 */
async function asOwner<T>(ctx: AppContext, userId: string, work: (trx: Db, owner: UserRecord, now: number) => Promise<T>) {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    if (!(await touchUser(trx, userId, now))) throw errors.invalidToken();
    return work(trx, (await findLiveUserById(trx, userId))!, now);
  });
}

async function ownMember(trx: Db, userId: string, memberId: string): Promise<MemberRecord> {
  const member = await findLiveMemberById(trx, memberId);
  if (!member) throw errors.memberNotFound();
  if (member.user_id !== userId) throw errors.notOwnMember();
  return member;
}

export async function createMember(ctx: AppContext, userId: string, input: CreateMemberInput) {
  const avatar = await avatarChange(input.avatar);
  const profile: MemberProfile = {
    name: '',
    display_name: null,
    bio: null,
    links: [],
    names: [],
    pronouns: [],
    fields: [],
    unlisted: false,
    ...profileChanges(input),
    avatar: avatar?.hash ?? null,
  };
  const id = newId();
  return withAvatarChange(ctx, 'members', id, avatar, () => asOwner(ctx, userId, async (trx, owner, now) => {
    checkStatuses(profile, owner.custom_preferences);
    if ((await countMembersOfUser(trx, userId)) >= ctx.config.memberLimit) {
      throw new ApiError(
        400,
        ErrorCode.MemberLimitReached,
        `Member limit reached: you can have at most ${ctx.config.memberLimit} members`,
      );
    }
    const member: MemberRecord = { id, user_id: userId, ...profile };
    try {
      await insertMember(trx, member, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameInUse();
      throw error;
    }
    await refreshMemberDocuments(trx, member);
    await refreshMembersList(trx, userId);
    return { result: toMemberView(member, owner, 'owner'), previousAvatar: null };
  }));
}

export async function updateMember(ctx: AppContext, userId: string, memberId: string, input: PatchMemberInput) {
  const changes = profileChanges(input);
  if (Object.keys(changes).length === 0 && input.avatar === undefined) throw errors.emptyUpdate();
  // Ownership first, so nobody can make us process images for a member that is not theirs.
  if (input.avatar) await ownMember(ctx.db, userId, memberId);
  const avatar = await avatarChange(input.avatar);
  if (avatar !== undefined) changes.avatar = avatar?.hash ?? null;
  return withAvatarChange(ctx, 'members', memberId, avatar, () => asOwner(ctx, userId, async (trx, owner, now) => {
    const member = await ownMember(trx, userId, memberId);
    checkStatuses(changes, owner.custom_preferences);
    try {
      await updateMemberProfile(trx, memberId, changes, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameInUse();
      throw error;
    }
    const updated = { ...member, ...changes };
    await refreshMemberDocuments(trx, updated);
    await refreshMembersList(trx, userId);
    return { result: toMemberView(updated, owner, 'owner'), previousAvatar: member.avatar };
  }));
}

export async function deleteMember(ctx: AppContext, userId: string, memberId: string): Promise<void> {
  await asOwner(ctx, userId, async (trx) => {
    await ownMember(trx, userId, memberId);
    await deleteMemberRow(trx, memberId);
    await refreshMembersList(trx, userId);
  });
  await ctx.media.removeOwner('members', memberId);
}

/** A member's public answer as JSON text, from its stored documents when they exist. */
export async function getMember(ctx: AppContext, memberId: string): Promise<string> {
  const docs = await findMemberDocuments(ctx.db, memberId);
  if (!docs) throw errors.memberNotFound();
  if (docs.public_doc !== null && docs.user_doc !== null) return memberAnswer(docs.public_doc, docs.user_doc);
  const member = await findLiveMemberById(ctx.db, memberId);
  const user = member && (await findLiveUserById(ctx.db, member.user_id));
  if (!member || !user) throw errors.memberNotFound();
  return JSON.stringify(toMemberView(member, user, 'public'));
}

/**
 * A user's member list as JSON text. `viewerId` is the authenticated caller, if any: owners see
 * unlisted members and private lists (built from the records); everyone else, the stored document.
 */
export async function listUserMembers(ctx: AppContext, userRef: string, viewerId: string | null): Promise<string> {
  const docs = await findUserDocuments(ctx.db, userRef);
  if (!docs) throw errors.userNotFound();
  const owner = docs.id === viewerId;
  if (docs.list_private && !owner) throw errors.memberListPrivate();
  if (!owner && docs.members_doc !== null) return docs.members_doc;
  const members = await listMembersOfUser(ctx.db, docs.id, owner);
  return JSON.stringify(members.map((m) => toPartialMemberView(m, owner ? 'owner' : 'public')));
}

export async function getUserMember(ctx: AppContext, userRef: string, memberRef: string, viewerId: string | null): Promise<string> {
  const docs = await findUserDocuments(ctx.db, userRef);
  if (!docs) throw errors.userNotFound();
  const owner = docs.id === viewerId;
  if (!owner && docs.partial_doc !== null) {
    const member = await findMemberDocumentOfUser(ctx.db, docs.id, memberRef);
    if (!member) throw errors.memberNotFound();
    if (member.public_doc !== null) return memberAnswer(member.public_doc, docs.partial_doc);
  }
  const user = await findLiveUserById(ctx.db, docs.id);
  const member = user && (await findMemberOfUser(ctx.db, user.id, memberRef));
  if (!user) throw errors.userNotFound();
  if (!member) throw errors.memberNotFound();
  return JSON.stringify(toMemberView(member, user, owner ? 'owner' : 'public'));
}
