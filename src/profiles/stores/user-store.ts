/** Queries on the users table. Only the profiles folder uses them: writes go through profile-writer. */
import { type Compilable, type Selectable, sql } from 'kysely';
import {
  isPostgres,
  readFlag,
  readJson,
  readMillis,
  readNullableMillis,
  writeFlag,
  writeJsonChanges,
} from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { withLongTextsAsBytes } from '../../db/long-text-parameters.js';
import { statementFamily } from '../../db/statements.js';
import type { WriteSession } from '../../db/write-session.js';
import { findSuspension, suspendedFlag } from './suspension-store.js';
import type { Placements } from '../rules/placements.js';
import {
  type CustomPreferences,
  type Field,
  type FieldEntry,
  LINKED_ACCOUNT_KEYS,
  type LinkedAccounts,
  type UserPronounEntry,
} from '../rules/profile-types.js';

export interface UserRecord {
  id: string;
  sid: string;
  username: string;
  display_name: string | null;
  bio: string | null;
  /** A short note shown to visitors before the rest of the profile; null: none. */
  content_note: string | null;
  member_title: string | null;
  avatar: string | null;
  links: string[];
  /** The links found linking back to the profile with rel="me", as typed in `links`. */
  verified_links: string[];
  names: FieldEntry[];
  pronouns: UserPronounEntry[];
  fields: Field[];
  custom_preferences: CustomPreferences;
  /** IDs of flags of the user's library, in the order shown. */
  flags: string[];
  /** IANA time zone, or null. */
  timezone: string | null;
  /** The language chosen for pages and mail (a shipped language's tag), or null. */
  language: string | null;
  list_private: boolean;
  is_admin: boolean;
  /** Which items are placed in which audiences; `{}`: all public (rules/placements.ts). */
  placements: Placements;
  /** The audience entries marked friends_only are shown to; null: the preference is a label only. */
  friends_audience: string | null;
  /** Seconds a change that shows items to more readers waits (rules/widening.ts); 0: none. */
  widening_delay: number;
  linked: LinkedAccounts;
  created_at: number;
  last_active_at: number;
  last_sid_reroll: number | null;
}

/** A user without the profile lists that can be large (bio, links, names, pronouns, fields). */
export type UserHead = Omit<UserRecord, LargeUserColumn>;
type LargeUserColumn = 'bio' | 'links' | 'verified_links' | 'names' | 'pronouns' | 'fields' | 'placements';
const LARGE_USER_COLUMNS: readonly string[] = [
  'bio',
  'links',
  'verified_links',
  'names',
  'pronouns',
  'fields',
  'placements',
];

/** The writable profile of a user, as stored. */
export type UserProfileChanges = Partial<
  Pick<
    UserRecord,
    | 'username'
    | 'display_name'
    | 'bio'
    | 'content_note'
    | 'member_title'
    | 'avatar'
    | 'links'
    | 'verified_links'
    | 'names'
    | 'pronouns'
    | 'fields'
    | 'custom_preferences'
    | 'list_private'
    | 'flags'
    | 'timezone'
    | 'sid'
    | 'last_sid_reroll'
    | 'placements'
    | 'friends_audience'
    | 'widening_delay'
  >
> & {
  /** When the links were last checked; null: due now. Bookkeeping, in no document. */
  links_checked_at?: number | null;
};

/** The stored public documents of a user (see public-documents.ts). */
export interface UserDocumentColumns {
  public_doc: string;
  partial_doc: string;
}

export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/** The profile's JSON columns, and those of them PostgreSQL stores as jsonb (all of them). */
const USER_JSON_COLUMNS = [
  'links',
  'verified_links',
  'names',
  'pronouns',
  'fields',
  'custom_preferences',
  'flags',
  'placements',
] as const;
const JSONB_COLUMNS: ReadonlySet<string> = new Set(USER_JSON_COLUMNS);

/** The columns a UserRecord is made of (not the stored public documents). */
const RECORD_COLUMNS = [
  'id',
  'sid',
  'username',
  'display_name',
  'bio',
  'content_note',
  'member_title',
  'avatar',
  'links',
  'verified_links',
  'names',
  'pronouns',
  'fields',
  'custom_preferences',
  'flags',
  'timezone',
  'language',
  'list_private',
  'is_admin',
  'placements',
  'friends_audience',
  'widening_delay',
  ...LINKED_ACCOUNT_KEYS,
  'created_at',
  'last_active_at',
  'last_sid_reroll',
] as const;

/** The columns of a UserHead: what every write needs of its owner, without the large lists. */
const HEAD_COLUMNS = RECORD_COLUMNS.filter(
  (column): column is Exclude<(typeof RECORD_COLUMNS)[number], LargeUserColumn> => !LARGE_USER_COLUMNS.includes(column),
);

function toHead(row: Pick<Selectable<UsersTable>, (typeof HEAD_COLUMNS)[number]>): UserHead {
  const linked = {} as LinkedAccounts;
  for (const key of LINKED_ACCOUNT_KEYS) linked[key] = row[key];
  return {
    id: row.id,
    sid: row.sid,
    username: row.username,
    display_name: row.display_name,
    content_note: row.content_note,
    member_title: row.member_title,
    avatar: row.avatar,
    custom_preferences: readJson(row.custom_preferences),
    flags: readJson(row.flags),
    timezone: row.timezone,
    language: row.language,
    list_private: readFlag(row.list_private),
    is_admin: readFlag(row.is_admin),
    friends_audience: row.friends_audience,
    widening_delay: Number(row.widening_delay),
    linked,
    created_at: readMillis(row.created_at),
    last_active_at: readMillis(row.last_active_at),
    last_sid_reroll: readNullableMillis(row.last_sid_reroll),
  };
}

function toRecord(row: Pick<Selectable<UsersTable>, (typeof RECORD_COLUMNS)[number]>): UserRecord {
  const linked = {} as LinkedAccounts;
  for (const key of LINKED_ACCOUNT_KEYS) linked[key] = row[key];
  return {
    id: row.id,
    sid: row.sid,
    username: row.username,
    display_name: row.display_name,
    bio: row.bio,
    content_note: row.content_note,
    member_title: row.member_title,
    avatar: row.avatar,
    links: readJson(row.links),
    verified_links: readJson(row.verified_links),
    names: readJson(row.names),
    pronouns: readJson(row.pronouns),
    fields: readJson(row.fields),
    custom_preferences: readJson(row.custom_preferences),
    flags: readJson(row.flags),
    timezone: row.timezone,
    language: row.language,
    list_private: readFlag(row.list_private),
    is_admin: readFlag(row.is_admin),
    placements: readJson(row.placements),
    friends_audience: row.friends_audience,
    widening_delay: Number(row.widening_delay),
    linked,
    created_at: readMillis(row.created_at),
    last_active_at: readMillis(row.last_active_at),
    last_sid_reroll: readNullableMillis(row.last_sid_reroll),
  };
}

function liveUsers(db: Db) {
  return db.selectFrom('users').select(RECORD_COLUMNS).where('deleted_at', 'is', null);
}

export async function findLiveUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await liveUsers(db).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** A user whether live or soft-deleted (the start-up back-fill of documents covers both). */
export async function findAnyUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findLiveUserByUsername(db: Db, username: string): Promise<UserRecord | undefined> {
  const row = await liveUsers(db).where('username_key', '=', usernameKey(username)).executeTakeFirst();
  return row && toRecord(row);
}

export async function findCredentials(
  db: Db,
  username: string,
): Promise<{ id: string; password_hash: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('username_key', '=', usernameKey(username))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface NewUserRow {
  id: string;
  sid: string;
  username: string;
  password_hash: string | null;
  is_admin: boolean;
  now: number;
}

/** A new user with an empty profile; the record and its first documents come from the caller. */
export async function insertUser(db: Db, user: NewUserRow, documents: UserDocumentColumns): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      sid: user.sid,
      username: user.username,
      username_key: usernameKey(user.username),
      display_name: null,
      bio: null,
      member_title: null,
      avatar: null,
      links: '[]',
      names: '[]',
      pronouns: '[]',
      fields: '[]',
      custom_preferences: '{}',
      flags: '[]',
      list_private: 0,
      is_admin: writeFlag(user.is_admin),
      password_hash: user.password_hash,
      created_at: user.now,
      updated_at: user.now,
      last_active_at: user.now,
      ...documents,
      listed_members: 0,
    })
    .execute();
}

/** Marks the user active (a login); false when there is no live user with that id. */
export async function touchUser(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ last_active_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What the lock returns: the record's columns (or the head's) and whether the user is suspended. */
type LockedRow = Pick<Selectable<UsersTable>, (typeof RECORD_COLUMNS)[number]> & { suspended: number };

/** The write lock by (touch, whole record, suspension read in the statement): a hot statement (statements.ts). */
const lockStatements = statementFamily<[boolean, boolean, boolean], { id: string; now: number }, LockedRow>(
  ([touch, whole, inStatement], db, slot) =>
    db
      .updateTable('users')
      // A moderator's write locks the row without making its owner count as active.
      .set({ last_active_at: touch ? slot('now') : sql<number>`last_active_at` })
      .where('id', '=', slot('id'))
      .where('deleted_at', 'is', null)
      .returning([
        ...(whole ? RECORD_COLUMNS : HEAD_COLUMNS),
        (inStatement ? suspendedFlag('users.id') : sql<number>`0`).as('suspended'),
      ]) as unknown as Compilable<LockedRow>,
);

/**
 * The first statement of every profile write: marks the user active and, on PostgreSQL, takes the
 * user's row lock until the transaction ends, which serialises concurrent writes to that user's data
 * (the member limit and the preference clean-up rely on it; SQLite runs one write transaction at a
 * time anyway). Returns the locked user — the head, or with `whole` the whole record (the large
 * lists are read only by writes that need them) — and, with `suspension`, whether they are
 * suspended; undefined when there is no live user with that id.
 *
 * On SQLite the suspension is read in the same statement (one writer at a time: the statement sees
 * every committed suspension). On PostgreSQL it is a statement of its own after the lock: a statement
 * that waited for the row lock re-reads only that row, and a subquery of it would still see the
 * suspensions table as it was when it began waiting — missing a suspension committed meanwhile.
 */
export async function lockUser(
  db: Db,
  id: string,
  now: number,
  options: { touch: boolean; whole: boolean; suspension: boolean },
): Promise<{ user: UserHead | UserRecord; suspended: boolean } | undefined> {
  const inStatement = options.suspension && !isPostgres(db);
  const [row] = await lockStatements.of([options.touch, options.whole, inStatement]).run(db, { id, now });
  if (!row) return undefined;
  const user = options.whole ? toRecord(row as Parameters<typeof toRecord>[0]) : toHead(row);
  const suspended = inStatement
    ? readFlag(row.suspended)
    : options.suspension && (await findSuspension(db, id)) !== undefined;
  return { user, suspended };
}

/**
 * Writes the changed profile columns and the user's refreshed documents in one statement. With
 * `deferred`, the statement travels with the transaction's next one (WriteSession.defer): for changes
 * that cannot break a unique constraint, so nobody needs its answer now.
 */
export async function updateUserProfile(
  session: WriteSession,
  id: string,
  changes: UserProfileChanges,
  documents: UserDocumentColumns,
  now: number,
  deferred = false,
): Promise<void> {
  const { db } = session;
  const {
    username,
    links,
    verified_links,
    names,
    pronouns,
    fields,
    custom_preferences,
    flags,
    list_private,
    placements,
    ...scalars
  } = changes;
  const values = await withLongTextsAsBytes(
    db,
    {
      ...scalars,
      ...writeJsonChanges(changes, USER_JSON_COLUMNS),
      ...(username === undefined ? {} : { username, username_key: usernameKey(username) }),
      ...(list_private === undefined ? {} : { list_private: writeFlag(list_private) }),
      ...documents,
      updated_at: now,
    },
    JSONB_COLUMNS,
  );
  const columns = Object.keys(values).filter((column) => (values as Record<string, unknown>)[column] !== undefined);
  const update = profileUpdates.of(columns).compiled(db, { ...values, [WHERE_ID]: id });
  if (deferred) await session.defer(update);
  else await db.executeQuery(update);
}

/** The row's key among the changed columns' values (a name no column has). */
const WHERE_ID = '#id';

/** A profile update by the set of columns it changes: a hot statement (statements.ts). */
const profileUpdates = statementFamily<readonly string[], Record<string, unknown>, unknown>((columns, db, slot) =>
  db
    .updateTable('users')
    .set(Object.fromEntries(columns.map((column) => [column, slot(column)])))
    .where('id', '=', slot(WHERE_ID)),
);

/** Soft delete; `restorableUntil`: until when its owner may restore it (null: never, an admin's deletion). */
export async function softDeleteUser(db: Db, id: string, now: number, restorableUntil: number | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ deleted_at: now, restorable_until: restorableUntil, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Undoes a soft delete its owner may still undo; false when there is none (restored, purged, too late). */
export async function undeleteUser(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ deleted_at: null, restorable_until: null, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .where('restorable_until', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A deleted account's deletion, while its rows exist: when, and until when its owner may restore it. */
export interface Deletion {
  id: string;
  deletedAt: number;
  restorableUntil: number | null;
}

/** The deletion of a soft-deleted account by ID, or by username; undefined for a live or unknown one. */
export async function findDeletion(db: Db, ref: { id: string } | { username: string }): Promise<Deletion | undefined> {
  let query = db
    .selectFrom('users')
    .select(['id', 'deleted_at', 'restorable_until'])
    .where('deleted_at', 'is not', null);
  query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('username_key', '=', usernameKey(ref.username));
  const row = await query.executeTakeFirst();
  return (
    row && {
      id: row.id,
      deletedAt: readMillis(row.deleted_at!),
      restorableUntil: readNullableMillis(row.restorable_until),
    }
  );
}

/** The password hash of a deleted account its owner may still restore, by username. */
export async function findRestorableCredentials(
  db: Db,
  username: string,
  now: number,
): Promise<{ id: string; password_hash: string | null; restorable_until: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'restorable_until'])
    .where('username_key', '=', usernameKey(username))
    .where('deleted_at', 'is not', null)
    .where('restorable_until', '>', now)
    .executeTakeFirst();
  return row && { id: row.id, password_hash: row.password_hash, restorable_until: readMillis(row.restorable_until!) };
}

/** When a purged account was deleted, by ID; undefined when no purged account had it. */
export async function findGoneAccount(db: Db, id: string): Promise<number | undefined> {
  const row = await db.selectFrom('gone_accounts').select('deleted_at').where('id', '=', id).executeTakeFirst();
  return row && readMillis(row.deleted_at);
}

/** Up to `limit` ids of accounts soft-deleted before `cutoff`. */
export async function findUsersDeletedBefore(db: Db, cutoff: number, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('deleted_at', '<', cutoff).limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Deletes the accounts (their members and tokens go with them: foreign keys), remembering their IDs as gone. */
export async function deleteUsers(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('gone_accounts')
      .columns(['id', 'deleted_at'])
      .expression(
        trx
          .selectFrom('users')
          .select(['id', sql<number>`coalesce(deleted_at, 0)`.as('deleted_at')])
          .where('id', 'in', ids),
      )
      .onConflict((c) => c.column('id').doNothing())
      .execute();
    await trx.deleteFrom('users').where('id', 'in', ids).execute();
  });
}

/** The avatar hash of a user (live or soft-deleted, until purged): files it names are in use. */
export async function findUserAvatar(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('avatar').where('id', '=', id).executeTakeFirst();
  return row?.avatar;
}

/** The user holding `username` through a reservation that has not expired, if any. */
export async function findUsernameHolder(db: Db, username: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('username_reservations')
    .select('user_id')
    .where('username_key', '=', usernameKey(username))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/** Reserves `username` for its former owner until `expiresAt` (replacing any older reservation). */
export async function reserveUsername(db: Db, username: string, userId: string, expiresAt: number): Promise<void> {
  const key = usernameKey(username);
  await db.deleteFrom('username_reservations').where('username_key', '=', key).execute();
  await db
    .insertInto('username_reservations')
    .values({ username_key: key, user_id: userId, expires_at: expiresAt })
    .execute();
}

export async function releaseUsername(db: Db, username: string): Promise<void> {
  await db.deleteFrom('username_reservations').where('username_key', '=', usernameKey(username)).execute();
}

export async function deleteExpiredReservations(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('username_reservations').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The owner's language for pages and mail: account data, in no document. */
export async function updateUserLanguage(db: Db, id: string, language: string | null): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', id).execute();
}
