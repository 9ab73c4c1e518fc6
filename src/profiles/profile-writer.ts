/**
 * THE write path for profile data. A user, their members and their flag library form one aggregate,
 * and every change to it goes through `writeProfile` (or `createProfile` for a new account), which:
 *  1. stores any new media files first, before a lock is held (names are content hashes, so a file
 *     can be written again harmlessly; files no record names are swept later, never deleted here);
 *  2. opens a transaction and takes the owner's lock (one error when the owner is gone: 401, the
 *     caller's token no longer names a live account);
 *  3. lets the caller change the aggregate through a `ProfileWrite`, which maps unique violations to
 *     their API errors and writes each changed record together with its refreshed public documents;
 *  4. recounts the owner's listed members when a change could alter it, and records the change events
 *     in the outbox, in the same transaction;
 *  5. after commit, publishes the events to in-process subscribers and removes the files of deleted
 *     members.
 * The stores of users, members and flags are used by the profiles folder only.
 */
import { errors } from '../core/errors.js';
import { isUniqueViolation, isUniqueViolationOf } from '../db/columns.js';
import type { Db } from '../db/database.js';
import { WriteSession } from '../db/write-session.js';
import type { Clock } from '../lib/clock.js';
import { aTurnAfter } from '../lib/event-loop-turns.js';
import { couldBeId, newId, newSid } from '../lib/ids.js';
import type { MediaKind, MediaStore } from '../lib/media-store.js';
import type { ChangeEvent, ChangeEventBus, ChangeEventType } from './events/change-events.js';
import { recordEvents } from './events/event-store.js';
import { countFlagsOfUser, deleteFlag, type FlagRecord, insertFlag, updateFlag } from './stores/flag-store.js';
import {
  countMembersOfUser,
  deleteMember,
  findLiveMemberById,
  findMemberOfUserByName,
  insertMember,
  listMemberIdsAfter,
  listMemberIdsWithFlag,
  type MemberChanges,
  type MemberProfile,
  type MemberRecord,
  replaceStatusInMember,
  updateMemberProfile,
} from './stores/member-store.js';
import type { FlagResolver } from './documents/member-view.js';
import type { StoredText, UserDocument } from './documents/stored-document.js';
import {
  LIMITS,
  LINKED_ACCOUNT_KEYS,
  type LinkedAccounts,
  SID_LENGTH,
  SID_REROLL_EVERY_MS,
  type FlagView,
} from './rules/profile-types.js';
import {
  flagResolver,
  loadFlagLibrary,
  memberDocuments,
  refreshListedCount,
  placesItems,
  userDocuments,
} from './documents/public-documents.js';
import { type PlaceableItems, prunePlacements, samePlacements } from './rules/placements.js';
import { narrowerOf, sameVisibility, type Visibility } from './rules/widening.js';
import {
  deletePendingPlacement,
  findPendingPlacement,
  listDuePlacementsOfUser,
  savePendingPlacement,
} from './stores/pending-placement-store.js';
import { saveMemberDocuments } from './stores/document-store.js';
import { type LinkCheckSubject, markLinksChecked, markOwnerLinksDue } from './stores/link-check-store.js';
import { deleteSuspension, insertSuspension } from './stores/suspension-store.js';
import {
  findLiveUserById,
  findUsernameHolder,
  insertUser,
  lockUser,
  releaseUsername,
  reserveUsername,
  softDeleteUser,
  undeleteUser,
  touchUser,
  type UserHead,
  type UserProfileChanges,
  type UserRecord,
  updateUserLanguage,
  updateUserProfile,
  usernameKey,
} from './stores/user-store.js';

/** How long a username given up by a rename stays reserved for its former owner (like a deletion's). */
export const USERNAME_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

/** A fresh random sid collides with an existing one rarely; this many tries make failure negligible. */
const SID_ATTEMPTS = 8;

/** What the write path needs from the application (an AppContext has all of it). */
export interface ProfileDeps {
  db: Db;
  clock: Clock;
  events: ChangeEventBus;
  media: MediaStore;
}

/** A file to store before the write's records name it. */
export interface MediaFile {
  kind: MediaKind;
  ownerId: string;
  hash: string;
  bytes: Buffer;
}

const NO_FLAGS: FlagResolver = () => [];

/** The changes of one write to one user's aggregate, inside its transaction and under its owner's lock. */
export class ProfileWrite {
  private current: UserHead;
  private full: UserRecord | null = null;
  private library: Map<string, FlagView> | null = null;
  /** The owner's public User document as this write stored it (null until it changes it). */
  private storedUserDocument: StoredText<UserDocument> | null = null;
  /** Whether a change may have changed how many members are listed. */
  private listedChanged = false;
  /** While changes that waited out the widening delay are applied: nothing is held back again. */
  private applyingPending = false;
  readonly events: ChangeEvent[] = [];
  readonly deletedMemberIds: string[] = [];

  /** The write's transaction, for other modules' tables changed together with the profile (tokens, invites). */
  readonly transaction: Db;

  constructor(
    /** The write's transaction as a session (deferred statements, savepoints). */
    private readonly session: WriteSession,
    user: UserHead | UserRecord,
    readonly now: number,
    /** The writing process (its change-event bus), named in announcements to other processes. */
    private readonly origin: string,
  ) {
    this.transaction = session.db;
    this.current = user;
    if ('fields' in user) this.full = user;
  }

  /** The owner as it stands in this transaction, without its large lists (see `userRecord`). */
  get user(): UserHead {
    return this.current;
  }

  /** The owner's whole record, lists included (read once, when a write needs them). */
  async userRecord(): Promise<UserRecord> {
    this.full ??= (await findLiveUserById(this.transaction, this.current.id))!;
    return this.full;
  }

  /**
   * The owner's public User document as this write stored it, so that the write can answer with it
   * without reading it back; null when the write has not changed the owner's profile.
   */
  get userDocument(): StoredText<UserDocument> | null {
    return this.storedUserDocument;
  }

  /** Whether the owner's public documents show less than the whole profile (as this write left it). */
  get placesItems(): boolean {
    return this.current.friends_audience !== null || (this.full !== null && placesItems(this.full));
  }

  /** The owner's flag library, by ID (read once, when a write needs it). */
  async flagLibrary(): Promise<ReadonlyMap<string, FlagView>> {
    this.library ??= await loadFlagLibrary(this.transaction, this.current.id);
    return this.library;
  }

  /** What documents show for flag IDs: the library is read only for a profile that has flags. */
  private async flagsFor(ids: readonly string[]): Promise<FlagResolver> {
    return ids.length === 0 ? NO_FLAGS : flagResolver(await this.flagLibrary());
  }

  /**
   * The owner's language for pages and mail. Account data, like the address or linked accounts: no
   * document shows it, so none is rendered and no change event is recorded.
   */
  async setLanguage(language: string | null): Promise<void> {
    if (language === this.current.language) return;
    await updateUserLanguage(this.transaction, this.current.id, language);
    this.current = { ...this.current, language };
    if (this.full) this.full = { ...this.full, language };
  }

  async updateUser(changes: UserProfileChanges): Promise<UserRecord> {
    const before = await this.userRecord();
    changes = { ...changes, ...linkChanges(before, changes.links) };
    if (changes.placements !== undefined || changes.friends_audience !== undefined) {
      const target: Visibility = {
        placements: changes.placements ?? before.placements,
        friendsAudience: changes.friends_audience !== undefined ? changes.friends_audience : before.friends_audience,
      };
      const current: Visibility = { placements: before.placements, friendsAudience: before.friends_audience };
      const shown = await this.heldBack({ ...before, ...changes }, current, target, before.id, null);
      changes = { ...changes, placements: shown.placements, friends_audience: shown.friendsAudience };
    }
    // Placements of items that are gone go with them (an item added again later starts public).
    const placements = prunePlacements({ ...before, ...changes }, changes.placements ?? before.placements);
    if (!samePlacements(placements, before.placements)) changes = { ...changes, placements };
    else delete changes.placements;
    const updated = { ...before, ...changes };
    const renamed = usernameKey(updated.username) !== usernameKey(before.username);
    if (renamed) await this.claimUsername(updated.username);
    if (updated.username !== before.username || (changes.sid !== undefined && changes.sid !== before.sid)) {
      // The pages the links must link back to moved (the members' pages too, with a new username).
      changes = { ...changes, links_checked_at: null };
      if (updated.username !== before.username) await markOwnerLinksDue(this.transaction, updated.id, 'members');
    }
    const documents = userDocuments(updated, await this.flagsFor(updated.flags));
    await aTurnAfter(documents.public_doc.length);
    // Only a new username or sid can meet a unique constraint; any other change is sent with the
    // transaction's next statement (one round trip fewer while the write lock is held).
    const mayCollide = renamed || changes.sid !== undefined;
    try {
      await updateUserProfile(this.session, updated.id, changes, documents, this.now, !mayCollide);
    } catch (error) {
      throw isUniqueViolation(error) ? errors.usernameTaken() : error;
    }
    // The old name stays with its owner for a while: links to it must not lead to someone else.
    if (renamed) await reserveUsername(this.transaction, before.username, before.id, this.now + USERNAME_HOLD_MS);
    this.current = updated;
    this.full = updated;
    this.storedUserDocument = documents.public_doc;
    this.record('user.updated', null);
    // The members' entries marked friends_only follow the owner's friends audience.
    if (updated.friends_audience !== before.friends_audience) await this.rebuildMemberDocuments();
    return updated;
  }

  /** 1007 when `username` is held for someone else after a rename; the owner taking it back frees it. */
  async claimUsername(username: string): Promise<void> {
    const holder = await findUsernameHolder(this.transaction, username, this.now);
    if (holder !== undefined && holder !== this.current.id) throw errors.usernameTaken();
    if (holder !== undefined) await releaseUsername(this.transaction, username);
  }

  /** A new short ID for the owner: at most once per SID_REROLL_EVERY_MS (2004 sooner). */
  async rerollUserSid(): Promise<UserRecord> {
    checkRerollAllowed(this.current.last_sid_reroll, this.now);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.session.savepoint(() =>
          this.updateUser({ sid: newSid(SID_LENGTH.users), last_sid_reroll: this.now }),
        );
      } catch (error) {
        if (attempt >= SID_ATTEMPTS || !isUniqueViolationOf(error, 'sid')) throw error;
      }
    }
  }

  countMembers(): Promise<number> {
    return countMembersOfUser(this.transaction, this.current.id);
  }

  /** One of the owner's members: 404/3001 when there is none, 403/3004 when it is someone else's. */
  async ownMember(memberId: string): Promise<MemberRecord> {
    const member = couldBeId(memberId) ? await findLiveMemberById(this.transaction, memberId) : undefined;
    if (!member) throw errors.memberNotFound();
    if (member.user_id !== this.current.id) throw errors.notOwnMember();
    return member;
  }

  /** The owner's member of this name (compared as member names are), if any. */
  memberNamed(name: string): Promise<MemberRecord | undefined> {
    return findMemberOfUserByName(this.transaction, this.current.id, name);
  }

  async createMember(id: string, profile: MemberProfile): Promise<MemberRecord> {
    const flags = await this.flagsFor(profile.flags);
    for (let attempt = 1; ; attempt++) {
      const member: MemberRecord = {
        id,
        sid: newSid(SID_LENGTH.members),
        user_id: this.current.id,
        last_sid_reroll: null,
        verified_links: [],
        ...profile,
      };
      const documents = memberDocuments(member, flags, this.current.friends_audience);
      await aTurnAfter(documents.public_doc.length);
      try {
        await this.session.savepoint(() => insertMember(this.transaction, member, documents, this.now));
      } catch (error) {
        if (attempt < SID_ATTEMPTS && isUniqueViolationOf(error, 'sid')) continue;
        throw isUniqueViolation(error) ? errors.memberNameInUse() : error;
      }
      this.listedChanged ||= !member.unlisted && member.placements.member === undefined;
      this.record('member.created', member.id);
      return member;
    }
  }

  async updateMember(member: MemberRecord, changes: MemberChanges): Promise<MemberRecord> {
    changes = { ...changes, ...linkChanges(member, changes.links) };
    if (changes.placements !== undefined) {
      const friendsAudience = this.current.friends_audience;
      const shown = await this.heldBack(
        { ...member, ...changes },
        { placements: member.placements, friendsAudience },
        { placements: changes.placements, friendsAudience },
        member.id,
        member.id,
      );
      changes = { ...changes, placements: shown.placements };
    }
    if ((changes.name ?? member.name) !== member.name || (changes.sid ?? member.sid) !== member.sid) {
      // The member's page or short link moved: the links must link back to the new one.
      changes = { ...changes, links_checked_at: null };
    }
    // Placements of items that are gone go with them (an item added again later starts public).
    const placements = prunePlacements({ ...member, ...changes }, changes.placements ?? member.placements);
    if (!samePlacements(placements, member.placements)) changes = { ...changes, placements };
    else delete changes.placements;
    const updated = { ...member, ...changes };
    const documents = memberDocuments(updated, await this.flagsFor(updated.flags), this.current.friends_audience);
    await aTurnAfter(documents.public_doc.length);
    try {
      await updateMemberProfile(this.transaction, member.id, changes, documents, this.now);
    } catch (error) {
      throw isUniqueViolation(error) && !isUniqueViolationOf(error, 'sid') ? errors.memberNameInUse() : error;
    }
    this.listedChanged ||=
      member.unlisted !== updated.unlisted ||
      (member.placements.member === undefined) !== (updated.placements.member === undefined);
    this.record('member.updated', member.id);
    return updated;
  }

  /**
   * Builds every member's documents anew (after the owner's friends audience changed): its entries
   * marked friends_only follow it.
   */
  private async rebuildMemberDocuments(): Promise<void> {
    await this.forEachMember(async (member) => {
      const documents = memberDocuments(member, await this.flagsFor(member.flags), this.current.friends_audience);
      await saveMemberDocuments(this.transaction, member.id, documents);
      this.record('member.updated', member.id);
    });
  }

  /** Visits each of the owner's members in creation order, one record at a time: a member at its limits is megabytes. */
  async forEachMember(visit: (member: MemberRecord) => Promise<void>): Promise<void> {
    for (let after = ''; ;) {
      const ids = await listMemberIdsAfter(this.transaction, this.current.id, after, 64);
      for (const id of ids) await visit((await findLiveMemberById(this.transaction, id))!);
      if (ids.length < 64) return;
      after = ids.at(-1)!;
    }
  }

  /**
   * What a change of placements shows at once: with the owner's widening delay, what both the current
   * and the asked-for placements show (the rest waits in pending_placements, replacing any change that
   * waited); without one, or while a change that waited is applied, all of it. Either way the latest
   * change is the one that counts.
   */
  private async heldBack(
    profile: Partial<PlaceableItems>,
    current: Visibility,
    target: Visibility,
    ownerId: string,
    memberId: string | null,
  ): Promise<Visibility> {
    const delay = this.applyingPending ? 0 : this.current.widening_delay;
    const member = memberId !== null;
    const shown = delay === 0 ? target : narrowerOf(profile, current, target, member);
    if (sameVisibility(profile, shown, target, member)) {
      await deletePendingPlacement(this.transaction, ownerId);
      return target;
    }
    await savePendingPlacement(
      this.transaction,
      { id: ownerId, userId: this.current.id, memberId },
      { placements: target.placements, friends_audience: target.friendsAudience, due_at: this.now + delay * 1000 },
    );
    return shown;
  }

  /** Applies the owner's changes of placements whose delay is over (the user's and their members'). */
  async applyDuePlacements(): Promise<number> {
    const due = await listDuePlacementsOfUser(this.transaction, this.current.id, this.now);
    this.applyingPending = true;
    try {
      for (const { id, member_id: memberId } of due) {
        const pending = await findPendingPlacement(this.transaction, id);
        if (!pending) continue;
        if (memberId === null) {
          await this.updateUser({ placements: pending.placements, friends_audience: pending.friends_audience });
        } else {
          const member = await findLiveMemberById(this.transaction, memberId);
          if (member) await this.updateMember(member, { placements: pending.placements });
        }
        await deletePendingPlacement(this.transaction, id);
      }
    } finally {
      this.applyingPending = false;
    }
    return due.length;
  }

  /** A new short ID for one of the owner's members: at most once per SID_REROLL_EVERY_MS (2004 sooner). */
  async rerollMemberSid(member: MemberRecord): Promise<MemberRecord> {
    checkRerollAllowed(member.last_sid_reroll, this.now);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.session.savepoint(() =>
          this.updateMember(member, { sid: newSid(SID_LENGTH.members), last_sid_reroll: this.now }),
        );
      } catch (error) {
        if (attempt >= SID_ATTEMPTS || !isUniqueViolationOf(error, 'sid')) throw error;
      }
    }
  }

  /**
   * Every entry of the owner's members whose status is one of `keys` (custom preferences the owner
   * removed) becomes "okay" — in the database, so neither the event loop nor the heap ever holds a
   * whole account at its limits.
   */
  async resetMemberStatuses(keys: Iterable<string>): Promise<void> {
    const removed = [...keys];
    if (removed.length === 0) return;
    // One member per statement: a member at its limits is megabytes, and each statement runs whole.
    for (let after = ''; ;) {
      const ids = await listMemberIdsAfter(this.transaction, this.current.id, after, 64);
      for (const id of ids) {
        for (const key of removed) {
          if (await replaceStatusInMember(this.transaction, id, key, 'okay', this.now))
            this.record('member.updated', id);
        }
      }
      if (ids.length < 64) return;
      after = ids.at(-1)!;
    }
  }

  async deleteMember(member: MemberRecord): Promise<void> {
    await deleteMember(this.session, member.id);
    this.listedChanged ||= !member.unlisted;
    this.deletedMemberIds.push(member.id);
    this.record('member.deleted', member.id);
  }

  /** Adds a flag to the owner's library (at most LIMITS.flagLibrary: 2003 beyond). */
  async createFlag(flag: Omit<FlagRecord, 'id' | 'user_id' | 'created_at'>): Promise<FlagRecord> {
    if ((await countFlagsOfUser(this.transaction, this.current.id)) >= LIMITS.flagLibrary) {
      throw errors.flagLimitReached(LIMITS.flagLibrary);
    }
    const record: FlagRecord = { id: newId(), user_id: this.current.id, created_at: this.now, ...flag };
    await insertFlag(this.transaction, record);
    this.library = null;
    return record;
  }

  /** One of the owner's flags: 404 when there is none (another user's flag is none of theirs). */
  async ownFlag(flagId: string): Promise<FlagView> {
    const flag = couldBeId(flagId) ? (await this.flagLibrary()).get(flagId) : undefined;
    if (!flag) throw errors.flagNotFound();
    return flag;
  }

  /** Renames (or re-describes) a flag, and refreshes every profile of the owner that shows it. */
  async updateFlag(flag: FlagView, changes: { name?: string; description?: string }): Promise<FlagView> {
    await updateFlag(this.transaction, flag.id, changes);
    this.library = null;
    await this.refreshProfilesShowing(flag.id, (ids) => ids);
    return { ...flag, ...changes };
  }

  /** Removes a flag from the library and from every profile of the owner that shows it. */
  async deleteFlag(flag: FlagView): Promise<void> {
    await deleteFlag(this.transaction, flag.id);
    this.library = null;
    await this.refreshProfilesShowing(flag.id, (ids) => ids.filter((id) => id !== flag.id));
  }

  private async refreshProfilesShowing(flagId: string, flagsAfter: (ids: string[]) => string[]): Promise<void> {
    const user = await this.userRecord();
    if (user.flags.includes(flagId)) await this.updateUser({ flags: flagsAfter(user.flags) });
    for (const memberId of await listMemberIdsWithFlag(this.transaction, this.current.id, flagId)) {
      const member = await this.ownMember(memberId);
      await this.updateMember(member, { flags: flagsAfter(member.flags) });
    }
  }

  /**
   * Suspends the owner (an admin's decision): from this commit on the user and their members read as
   * not found to everyone but themselves and admins. false when they were suspended already.
   */
  async suspend(reason: string, adminId: string | null): Promise<boolean> {
    const done = await insertSuspension(this.transaction, this.current.id, {
      reason,
      admin_id: adminId,
      created_at: this.now,
    });
    if (done) this.record('account.suspended', null);
    return done;
  }

  /** Lifts a suspension; false when the owner was not suspended. */
  async unsuspend(): Promise<boolean> {
    const done = await deleteSuspension(this.transaction, this.current.id);
    if (done) this.record('account.unsuspended', null);
    // A suspended owner's links are not checked: they are due again now.
    if (done) await markOwnerLinksDue(this.transaction, this.current.id, 'all');
    return done;
  }

  /**
   * Soft delete: the user and their members read as not found from this commit on; the purge removes
   * them. `restorableUntil`: until when its owner may restore it (null: never, an admin's deletion).
   */
  async deleteAccount(restorableUntil: number | null): Promise<void> {
    await softDeleteUser(this.transaction, this.current.id, this.now, restorableUntil);
    this.record('account.deleted', null);
  }

  /**
   * The result of a link check (modules/links): `found` holds the entries of `checked.links` — the
   * links as the check read them — whose page links back. The result is of those texts only: a link
   * added or changed while the check ran stays as that change left it (unverified), and the profile
   * stays due. A check that looked for links back to addresses the profile no longer has (renamed, a
   * new short ID while it ran) records nothing: the change made the profile due already.
   * A change of which links are verified shows in the documents and is a `user.updated` or
   * `member.updated` event like any other change of the public profile; a check that changes nothing
   * records only its time.
   */
  async recordLinkCheck(checked: LinkCheckSubject, found: ReadonlySet<string>) {
    const user = await this.userRecord();
    const profile = checked.memberId === null ? user : await findLiveMemberById(this.transaction, checked.memberId);
    if (!profile || ('user_id' in profile && profile.user_id !== this.current.id)) return;
    const memberName = 'user_id' in profile ? profile.name : null;
    if (user.username !== checked.username || profile.sid !== checked.sid || memberName !== checked.memberName) return;
    const wasChecked = new Set(checked.links);
    const verified = profile.links.filter((link) =>
      wasChecked.has(link) ? found.has(link) : profile.verified_links.includes(link),
    );
    const checkedAt = sameTexts(profile.links, checked.links) ? this.now : null;
    if (sameTexts(verified, profile.verified_links)) {
      await markLinksChecked(this.transaction, 'user_id' in profile ? 'members' : 'users', profile.id, checkedAt);
    } else if ('user_id' in profile) {
      await this.updateMember(profile, { verified_links: verified, links_checked_at: checkedAt });
    } else {
      await this.updateUser({ verified_links: verified, links_checked_at: checkedAt });
    }
  }

  /** Called once the caller's work is done, still inside the transaction. */
  async finish(): Promise<void> {
    if (this.listedChanged) await refreshListedCount(this.session, this.current.id);
    await recordEvents(this.session, this.events, this.origin);
  }

  /** Records an event once per write (a member changed twice in one write is one `member.updated`). */
  record(type: ChangeEventType, memberId: string | null, groupId: string | null = null): void {
    const recorded = (event: ChangeEvent) =>
      event.type === type && event.memberId === memberId && (event.groupId ?? null) === groupId;
    if (this.events.some(recorded)) return;
    this.events.push({ id: newId(), type, userId: this.current.id, memberId, groupId, at: this.now });
  }
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, i) => text === b[i]);
}

/**
 * What a change of a profile's links changes besides: links no longer listed are no longer verified
 * (those kept stay verified until their next check), and the profile is due for a check.
 */
function linkChanges(
  before: { links: string[]; verified_links: string[] },
  links: string[] | undefined,
): { verified_links?: string[]; links_checked_at?: null } {
  if (links === undefined || sameTexts(links, before.links)) return {};
  const listed = new Set(links);
  return { verified_links: before.verified_links.filter((link) => listed.has(link)), links_checked_at: null };
}

function checkRerollAllowed(lastReroll: number | null, now: number): void {
  if (lastReroll !== null && now - lastReroll < SID_REROLL_EVERY_MS) {
    throw errors.sidRerollTooSoon(new Date(lastReroll + SID_REROLL_EVERY_MS).toISOString());
  }
}

async function storeFiles(deps: ProfileDeps, files: readonly MediaFile[]): Promise<void> {
  for (const file of files) await deps.media.put(file.kind, file.ownerId, file.hash, file.bytes);
}

async function afterCommit(deps: ProfileDeps, write: ProfileWrite): Promise<void> {
  // A write that changed no profile data still marked its owner active (the lock does).
  deps.events.publish(
    write.events.length > 0 ? { kind: 'changes', events: write.events } : { kind: 'activity', userId: write.user.id },
  );
  // A failure here leaves files no record names; the media sweep removes them later.
  for (const id of write.deletedMemberIds) await deps.media.removeOwner('members', id).catch(() => {});
}

export interface WriteOptions {
  /** Files the write's records will name, stored before the transaction opens. */
  files?: readonly MediaFile[];
  /**
   * An admin's (or the operator's) write to someone's account: allowed while it is suspended, and it
   * does not make the owner count as active. Every other write of a suspended account is refused
   * here, under the lock, so one authenticated just before a suspension committed cannot slip through.
   */
  moderation?: boolean;
  /**
   * The work changes only the owner's account (a password, recovery codes), which a suspended owner
   * may still do: they can log in to read their warnings and export their data.
   */
  accountOnly?: boolean;
  /**
   * Work the server does on its own (a link check): allowed while the owner is suspended (it changes
   * what they may not), does not make the owner count as active, and tells nobody of a write that
   * changed nothing.
   */
  background?: boolean;
  /**
   * The work changes the owner's own profile and needs their whole record (lists included): the lock
   * reads it in the same statement instead of a second query.
   */
  wholeOwner?: boolean;
}

/** Changes the aggregate of the live user `userId` (see the top of this file). */
export async function writeProfile<T>(
  deps: ProfileDeps,
  userId: string,
  work: (write: ProfileWrite) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  await storeFiles(deps, options.files ?? []);
  const { result, write } = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const moderation = options.moderation === true || options.background === true;
    const locked = await lockUser(trx, userId, now, {
      touch: !moderation,
      whole: options.wholeOwner === true,
      suspension: !moderation,
    });
    if (!locked) throw errors.invalidToken();
    if (!moderation && options.accountOnly !== true && locked.suspended) throw errors.suspended();
    const write = new ProfileWrite(new WriteSession(trx), locked.user, now, deps.events.origin);
    const result = await work(write);
    await write.finish();
    return { result, write };
  });
  if (options.background !== true || write.events.length > 0) await afterCommit(deps, write);
  return result;
}

/**
 * Restores an account its owner deleted, while they still may (before the purge): it and its members
 * read again from this commit on, announced as `account.restored`. False when there is nothing to
 * restore (restored already, deleted by an admin, purged, or too late).
 */
export async function restoreProfile(deps: ProfileDeps, userId: string): Promise<boolean> {
  const write = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    if (!(await undeleteUser(trx, userId, now))) return null;
    const locked = await lockUser(trx, userId, now, { touch: true, whole: false, suspension: false });
    if (!locked) return null;
    const write = new ProfileWrite(new WriteSession(trx), locked.user, now, deps.events.origin);
    write.record('account.restored', null);
    await write.finish();
    return write;
  });
  if (write === null) return false;
  await afterCommit(deps, write);
  return true;
}

export interface NewProfile {
  username: string;
  password_hash: string | null;
  is_admin: boolean;
}

const NO_LINKED_ACCOUNTS = Object.fromEntries(LINKED_ACCOUNT_KEYS.map((key) => [key, null])) as LinkedAccounts;

/** Creates a user with an empty profile, then lets `work` continue in the same transaction. */
export async function createProfile<T>(
  deps: ProfileDeps,
  profile: NewProfile,
  work: (write: ProfileWrite) => Promise<T>,
): Promise<T> {
  const { result, write } = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    if ((await findUsernameHolder(trx, profile.username, now)) !== undefined) throw errors.usernameTaken();
    const id = newId();
    const session = new WriteSession(trx);
    for (let attempt = 1; ; attempt++) {
      const user: UserRecord = {
        id,
        sid: newSid(SID_LENGTH.users),
        username: profile.username,
        display_name: null,
        bio: null,
        content_note: null,
        member_title: null,
        avatar: null,
        links: [],
        verified_links: [],
        names: [],
        pronouns: [],
        fields: [],
        custom_preferences: {},
        flags: [],
        timezone: null,
        language: null,
        list_private: false,
        is_admin: profile.is_admin,
        placements: {},
        friends_audience: null,
        widening_delay: 0,
        linked: NO_LINKED_ACCOUNTS,
        created_at: now,
        last_active_at: now,
        last_sid_reroll: null,
      };
      try {
        await session.savepoint(() =>
          insertUser(trx, { ...profile, id, sid: user.sid, now }, userDocuments(user, NO_FLAGS)),
        );
      } catch (error) {
        if (attempt < SID_ATTEMPTS && isUniqueViolationOf(error, 'sid')) continue;
        throw isUniqueViolation(error) ? errors.usernameTaken() : error;
      }
      const write = new ProfileWrite(session, user, now, deps.events.origin);
      write.record('user.created', null);
      const result = await work(write);
      await write.finish();
      return { result, write };
    }
  });
  await afterCommit(deps, write);
  return result;
}

/** A login: the user counts as active (GET /meta) without any change to their profile. */
export async function recordActivity(deps: ProfileDeps, userId: string): Promise<void> {
  if (await touchUser(deps.db, userId, deps.clock.now())) deps.events.publish({ kind: 'activity', userId });
}
