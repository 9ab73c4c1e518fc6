/** Reading and editing user profiles. */
import type { AppContext } from '../../context/app-context.js';
import type { Db } from '../../db/database.js';
import { errors, invalidField } from '../../core/errors.js';
import { SHIPPED_LOCALES } from '../../i18n/locales.js';
import { namedLocale } from '../../i18n/negotiate.js';
import {
  checkStatuses,
  completeCustomPreferences,
  removedPreferenceKeys,
  resetRemovedPreferences,
} from '../../profiles/rules/preferences.js';
import {
  findOwnerView,
  ownerViewOf,
  findPublicUser,
  findPublicUserHead,
  findSidTarget,
  findUser,
  findUserByRef,
  type MemberPages,
  memberPages,
  type PublicUserDocument,
  type UserProfileChanges,
  type UserRecord,
} from '../../profiles/profile-reader.js';
import {
  documentBytes,
  type Owned,
  type OwnerDocument,
  type PartialMemberDocument,
  parseDocument,
  type Stored,
  withFields,
} from '../../profiles/documents/stored-document.js';
import { placementFields } from '../../profiles/documents/user-view.js';
import { checkLinks } from '../../profiles/rules/links.js';
import { checkAudiencesNamed } from '../../profiles/audience-writes.js';
import { mergePlacements, type PlacementsPatch } from '../../profiles/rules/placements.js';
import type { UserPatch } from '../../profiles/schemas/user.js';
import { checkProfileFlags } from '../../profiles/rules/profile-flags.js';
import { clearable, flagIds, toUserPronounEntries } from '../../profiles/rules/profile-input.js';
import { normaliseTimezone, offsetValidUntil, utcOffsetSeconds } from '../../profiles/rules/time-zones.js';
import type { CustomPreferences } from '../../profiles/rules/profile-types.js';
import { type ProfileWrite, writeProfile } from '../../profiles/profile-writer.js';
import { checkNotReserved, checkUsername } from '../../profiles/rules/usernames.js';
import type { Viewer } from '../../profiles/rules/visibility.js';
import { maySee } from '../../profiles/rules/visibility.js';
import { avatarChange, avatarFiles, checkKeptAvatar, sentAvatarHash } from '../media/avatar-upload.js';

export type { UserPatch };

/** The public User: its document, and its listed members unless the list is private. */
export interface PublicUserAnswer {
  user: PublicUserDocument;
  /** The offset of the user's time zone from UTC at the moment of the read (seconds), or null. */
  utcOffset: number | null;
  /** Epoch ms until which `utcOffset` stays right (0: always). */
  validUntil: number;
  /** null when the member list is private (the public User then shows none). */
  members: MemberPages<PartialMemberDocument> | null;
  /** Shown only because of who looks (a suspended user, to themselves or an admin): never kept or shared. */
  restricted: boolean;
}

/** The caller's MeUser, from stored documents: the User with the owner-only fields, and every member. */
export interface MeAnswer {
  /** MeUser without `utc_offset` and `members`. */
  me: Stored<OwnerDocument>;
  utcOffset: number | null;
  members: MemberPages<Owned<PartialMemberDocument>>;
}

/** A live user's public documents, by ID or username (a suspended user's only to them and admins). */
export async function getPublicUser(
  ctx: AppContext,
  ref: string,
  viewer: Viewer | null = null,
): Promise<PublicUserAnswer> {
  const user = await findPublicUser(ctx.readDb, ref);
  if (!user || !maySee(viewer, user.id, user.suspended)) throw errors.userNotFound();
  const now = ctx.clock.now();
  return {
    user,
    utcOffset: utcOffsetSeconds(user.timezone, now),
    validUntil: offsetValidUntil(user.timezone, now),
    members: user.listPrivate ? null : memberPages(ctx.readDb, user.id, 'public'),
    restricted: user.suspended,
  };
}

/** The username of a live user (the web pages' header names who is signed in); null when gone. */
export async function usernameOf(ctx: AppContext, userId: string): Promise<string | null> {
  const head = await findPublicUserHead(ctx.readDb, userId);
  return head ? parseDocument(head.partialUser).name : null;
}

/** Where a short ID leads: a user's name, or a member's name with its user's; undefined when none. */
export function resolveShortId(ctx: AppContext, sid: string) {
  return /^[a-z]{5,6}$/.test(sid) ? findSidTarget(ctx.readDb, sid) : Promise.resolve(undefined);
}

/** For operators (CLI): a live user by ID or username. */
export async function findUserForOperator(ctx: AppContext, ref: string): Promise<UserRecord | undefined> {
  return findUserByRef(ctx.db, ref);
}

/**
 * The owner's pronoun entries as stored: each display text as its owner set it, or null where the
 * pages derive it (MeUser holds the derived text in both cases). For the editor, which shows a
 * "Shown as" that was typed, even equal to the default, as typed.
 */
export async function ownPronounEntries(
  ctx: AppContext,
  userId: string,
): Promise<Array<{ pronouns: string; display_text: string | null }>> {
  const user = await findUser(ctx.readDb, userId);
  return (user?.pronouns ?? []).map((entry) => ({ pronouns: entry.value, display_text: entry.display_text ?? null }));
}

export function getMe(ctx: AppContext, userId: string): Promise<MeAnswer> {
  return meAnswer(ctx, ctx.readDb, userId);
}

/**
 * MeUser read through `db`: a write answers with what its own transaction wrote (after the commit, a
 * concurrent account deletion could already have hidden it). Members are read after, a page at a time.
 */
async function meAnswer(ctx: AppContext, db: Db, userId: string): Promise<MeAnswer> {
  const owner = await findOwnerView(db, userId, ctx.config.inviteLimit);
  if (!owner) throw errors.userNotFound();
  return {
    me: owner.document,
    utcOffset: utcOffsetSeconds(owner.timezone, ctx.clock.now()),
    members: memberPages(ctx.readDb, userId, 'owner'),
  };
}

/**
 * MeUser at the end of a write: from the document the write stored and the owner it locked, without
 * reading either back; read through the transaction when the write did not change the profile.
 */
function writtenMeAnswer(ctx: AppContext, write: ProfileWrite, userId: string): Promise<MeAnswer> {
  const stored = write.userDocument;
  // The stored document is the public one: an owner whose items are placed reads the whole profile.
  if (stored === null || write.placesItems) return meAnswer(ctx, write.transaction, userId);
  const owner = write.user;
  const { document, timezone } = ownerViewOf(
    documentBytes(stored),
    { ...owner, ...owner.linked },
    ctx.config.inviteLimit,
  );
  return Promise.resolve({
    // Here the owner's items are all public: nothing is placed.
    me: withFields(
      document,
      placementFields({ placements: {}, friends_audience: null, widening_delay: owner.widening_delay }, undefined),
    ),
    utcOffset: utcOffsetSeconds(timezone, ctx.clock.now()),
    members: memberPages(ctx.readDb, userId, 'owner'),
  });
}

/** A language tag the server ships, as it spells it ("PT-br" is "pt-BR"); any other is refused. */
function shippedLanguage(tag: string): string {
  const locale = namedLocale(tag, false);
  if (locale === null) {
    throw invalidField('language', `must be one of ${SHIPPED_LOCALES.join(', ')}`, {
      keyword: 'enum',
      params: { allowedValues: SHIPPED_LOCALES },
    });
  }
  return locale;
}

/** The account's language a PATCH body sets (null clears it), normalised; undefined: not named. */
export function languageChange(input: UserPatch): string | null | undefined {
  if (input.language === undefined) return undefined;
  const language = clearable(input.language) ?? null;
  return language === null ? null : shippedLanguage(language);
}

/** The writable keys of a PATCH body, normalised; read-only keys are dropped. */
/** A user's changes as a request gives them: its placements are a patch of the stored ones. */
export type UserChanges = Omit<UserProfileChanges, 'placements'> & { placements?: PlacementsPatch };

export function userChanges(input: UserPatch): UserChanges {
  const changes: UserChanges = {};
  if (input.name !== undefined) changes.username = input.name;
  if (input.display_name !== undefined) changes.display_name = clearable(input.display_name) ?? null;
  if (input.bio !== undefined) changes.bio = clearable(input.bio) ?? null;
  if (input.content_note !== undefined) changes.content_note = clearable(input.content_note) ?? null;
  if (input.member_title !== undefined) changes.member_title = clearable(input.member_title) ?? null;
  if (input.links !== undefined) {
    checkLinks(input.links);
    changes.links = input.links;
  }
  if (input.names !== undefined) changes.names = input.names;
  if (input.pronouns !== undefined) changes.pronouns = toUserPronounEntries(input.pronouns);
  if (input.fields !== undefined) changes.fields = input.fields;
  if (input.flags !== undefined) changes.flags = flagIds(input.flags);
  if (input.timezone !== undefined) {
    const timezone = clearable(input.timezone) ?? null;
    changes.timezone = timezone === null ? null : normaliseTimezone(timezone);
  }
  if (input.custom_preferences !== undefined) {
    changes.custom_preferences = completeCustomPreferences(input.custom_preferences);
  }
  if (input.list_private !== undefined) changes.list_private = input.list_private;
  // The kinds of placement the body gives; changeUser merges them into the stored ones.
  if (input.placements !== undefined) changes.placements = input.placements;
  if (input.friends_audience !== undefined) changes.friends_audience = clearable(input.friends_audience) ?? null;
  if (input.widening_delay !== undefined) changes.widening_delay = input.widening_delay;
  return changes;
}

/**
 * Changes to the owner of an open write, with the rules that depend on what is stored: a reserved
 * name is refused as a new name (someone who has it already, from before it was reserved, keeps it
 * and may change its case); statuses, flags, and entries that used a removed custom preference.
 */
export async function changeUser(ctx: AppContext, write: ProfileWrite, input: UserChanges): Promise<void> {
  const { placements, ...rest } = input;
  const changes: UserProfileChanges = rest;
  if (changes.username !== undefined && changes.username.toLowerCase() !== write.user.username.toLowerCase()) {
    checkNotReserved(changes.username, ctx.config.reservedUsernames);
  }
  const preferences = changes.custom_preferences ?? write.user.custom_preferences;
  checkStatuses(changes, preferences);
  if (placements !== undefined || changes.friends_audience !== undefined) {
    await checkAudiencesNamed(write, placements, changes.friends_audience);
    if (placements !== undefined)
      changes.placements = mergePlacements((await write.userRecord()).placements, placements);
  }
  if (changes.flags?.length) checkProfileFlags(changes.flags, await write.flagLibrary());
  await resetRemovedPreferencesEverywhere(write, changes, preferences);
  if (Object.keys(changes).length > 0) await write.updateUser(changes);
}

/** Entries that used a custom preference the patch removes become "okay", on the user and every member. */
async function resetRemovedPreferencesEverywhere(
  write: ProfileWrite,
  changes: UserProfileChanges,
  preferences: CustomPreferences,
): Promise<void> {
  const removed = removedPreferenceKeys(write.user.custom_preferences, preferences);
  if (removed.size === 0) return;
  const user = await write.userRecord();
  const own = resetRemovedPreferences(
    {
      names: changes.names ?? user.names,
      pronouns: changes.pronouns ?? user.pronouns,
      fields: changes.fields ?? user.fields,
    },
    removed,
  );
  if (own.changed) Object.assign(changes, { names: own.names, pronouns: own.pronouns, fields: own.fields });
  await write.resetMemberStatuses(removed);
}

export async function updateMe(ctx: AppContext, userId: string, input: UserPatch): Promise<MeAnswer> {
  const changes = userChanges(input);
  const language = languageChange(input);
  if (Object.keys(changes).length === 0 && input.avatar === undefined && language === undefined) {
    throw errors.emptyUpdate();
  }
  if (changes.username !== undefined) checkUsername(changes.username);
  const avatar = await avatarChange(ctx, input.avatar);
  if (avatar !== undefined) changes.avatar = avatar?.hash ?? null;

  return writeProfile(
    ctx,
    userId,
    async (write) => {
      checkKeptAvatar(sentAvatarHash(input.avatar), write.user.avatar);
      if (language !== undefined) await write.setLanguage(language);
      await changeUser(ctx, write, changes);
      return writtenMeAnswer(ctx, write, userId);
    },
    { files: avatarFiles('users', userId, avatar), wholeOwner: true },
  );
}

/** A new short ID for the caller (at most once an hour). */
export async function rerollUserSid(ctx: AppContext, userId: string): Promise<MeAnswer> {
  return writeProfile(
    ctx,
    userId,
    async (write) => {
      await write.rerollUserSid();
      return writtenMeAnswer(ctx, write, userId);
    },
    { wholeOwner: true },
  );
}
