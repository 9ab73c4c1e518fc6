/** Reading and editing user profiles. */
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { errors } from '../../errors.js';
import { listMembersOfUser, updateMemberProfile } from '../members/member-store.js';
import {
  checkStatuses,
  completeCustomPreferences,
  removedPreferenceKeys,
  resetRemovedPreferences,
} from '../profiles/preferences.js';
import { clearable } from '../profiles/profile-input.js';
import { avatarChange, withAvatarChange } from '../avatars/avatar-service.js';
import {
  refreshMemberDocuments,
  refreshMembersList,
  refreshUserDocuments,
  userAnswer,
} from '../documents/document-service.js';
import { findUserDocuments } from '../documents/document-store.js';
import type { PatchMeInput } from './user-schemas.js';
import {
  findLiveUserById,
  touchUser,
  type UserProfileChanges,
  type UserRecord,
  updateUserProfile,
} from './user-store.js';
import { checkUsername, usernameTaken } from './usernames.js';
import { toMeUserView, toUserView } from './user-view.js';

/** The public User as JSON text: its stored document, or (documents not built yet) from the records. */
export async function getPublicUser(ctx: AppContext, ref: string): Promise<string> {
  const docs = await findUserDocuments(ctx.db, ref);
  if (!docs) throw errors.userNotFound();
  if (docs.public_doc !== null && docs.members_doc !== null) {
    return userAnswer(docs.public_doc, docs.members_doc, docs.list_private);
  }
  const user = await findLiveUserById(ctx.db, docs.id);
  if (!user) throw errors.userNotFound();
  const members = user.list_private ? [] : await listMembersOfUser(ctx.db, user.id, false);
  return JSON.stringify(toUserView(user, members));
}

async function meView(ctx: AppContext, db: Db, user: UserRecord) {
  return toMeUserView(user, await listMembersOfUser(db, user.id, true), ctx.config.inviteLimit);
}

export async function getMe(ctx: AppContext, userId: string) {
  const user = await findLiveUserById(ctx.db, userId);
  if (!user) throw errors.userNotFound();
  return meView(ctx, ctx.db, user);
}

/** The writable keys of a PATCH body, normalised; read-only keys are dropped. */
function profileChanges(input: PatchMeInput): UserProfileChanges {
  const changes: UserProfileChanges = {};
  if (input.name !== undefined) changes.username = input.name;
  if (input.display_name !== undefined) changes.display_name = clearable(input.display_name) ?? null;
  if (input.bio !== undefined) changes.bio = clearable(input.bio) ?? null;
  if (input.member_title !== undefined) changes.member_title = clearable(input.member_title) ?? null;
  if (input.links !== undefined) changes.links = input.links;
  if (input.names !== undefined) changes.names = input.names;
  if (input.pronouns !== undefined) changes.pronouns = input.pronouns;
  if (input.fields !== undefined) changes.fields = input.fields;
  if (input.custom_preferences !== undefined) {
    changes.custom_preferences = completeCustomPreferences(input.custom_preferences);
  }
  if (input.list_private !== undefined) changes.list_private = input.list_private;
  return changes;
}

export async function updateMe(ctx: AppContext, userId: string, input: PatchMeInput) {
  const changes = profileChanges(input);
  if (Object.keys(changes).length === 0 && input.avatar === undefined) throw errors.emptyUpdate();
  if (changes.username !== undefined) checkUsername(changes.username);
  const avatar = await avatarChange(input.avatar);
  if (avatar !== undefined) changes.avatar = avatar?.hash ?? null;

  return withAvatarChange(ctx, 'users', userId, avatar, () => ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    if (!(await touchUser(trx, userId, now))) throw errors.userNotFound();
    const user = (await findLiveUserById(trx, userId))!;
    const preferences = changes.custom_preferences ?? user.custom_preferences;
    checkStatuses(changes, preferences);

    // Entries that used a custom preference the patch removes become "okay", here and on every member.
    const removed = removedPreferenceKeys(user.custom_preferences, preferences);
    if (removed.size > 0) {
      const own = resetRemovedPreferences(
        { names: changes.names ?? user.names, pronouns: changes.pronouns ?? user.pronouns, fields: changes.fields ?? user.fields },
        removed,
      );
      if (own.changed) Object.assign(changes, { names: own.names, pronouns: own.pronouns, fields: own.fields });
      let membersChanged = false;
      for (const member of await listMembersOfUser(trx, userId, true)) {
        const reset = resetRemovedPreferences(member, removed);
        if (reset.changed) {
          const { changed: _changed, ...lists } = reset;
          await updateMemberProfile(trx, member.id, lists, now);
          await refreshMemberDocuments(trx, { ...member, ...lists });
          membersChanged = true;
        }
      }
      if (membersChanged) await refreshMembersList(trx, userId);
    }

    try {
      await updateUserProfile(trx, userId, changes, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    const updated = { ...user, ...changes };
    await refreshUserDocuments(trx, updated);
    return { result: await meView(ctx, trx, updated), previousAvatar: user.avatar };
  }));
}
