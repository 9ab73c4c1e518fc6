/** The only place with queries on the users table. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { readFlag, readJson, readMillis, writeFlag, writeJsonChanges } from '../../db/columns.js';
import type { UsersTable } from '../../db/schema.js';
import type { CustomPreferences, Field, FieldEntry } from '../profiles/profile-types.js';

export const LINKED_ACCOUNT_KEYS = [
  'chat_platform',
  'chat_platform_username',
  'blog_platform',
  'blog_platform_username',
  'identity_provider',
  'identity_provider_username',
  'fediverse',
  'fediverse_username',
  'fediverse_instance',
] as const;

export type LinkedAccounts = Record<(typeof LINKED_ACCOUNT_KEYS)[number], string | null>;

export interface UserRecord {
  id: string;
  username: string;
  display_name: string | null;
  bio: string | null;
  member_title: string | null;
  avatar: string | null;
  links: string[];
  names: FieldEntry[];
  pronouns: FieldEntry[];
  fields: Field[];
  custom_preferences: CustomPreferences;
  list_private: boolean;
  is_admin: boolean;
  linked: LinkedAccounts;
  created_at: number;
  last_active_at: number;
}

/** The writable profile of a user, as stored. */
export type UserProfileChanges = Partial<
  Pick<
    UserRecord,
    | 'username'
    | 'display_name'
    | 'bio'
    | 'member_title'
    | 'avatar'
    | 'links'
    | 'names'
    | 'pronouns'
    | 'fields'
    | 'custom_preferences'
    | 'list_private'
  >
>;

export function usernameKey(username: string): string {
  return username.toLowerCase();
}

function toRecord(row: Pick<Selectable<UsersTable>, (typeof RECORD_COLUMNS)[number]>): UserRecord {
  const linked = {} as LinkedAccounts;
  for (const key of LINKED_ACCOUNT_KEYS) linked[key] = row[key];
  return {
    id: row.id,
    username: row.username,
    display_name: row.display_name,
    bio: row.bio,
    member_title: row.member_title,
    avatar: row.avatar,
    links: readJson(row.links),
    names: readJson(row.names),
    pronouns: readJson(row.pronouns),
    fields: readJson(row.fields),
    custom_preferences: readJson(row.custom_preferences),
    list_private: readFlag(row.list_private),
    is_admin: readFlag(row.is_admin),
    linked,
    created_at: readMillis(row.created_at),
    last_active_at: readMillis(row.last_active_at),
  };
}

/** The columns a UserRecord is made of (not the stored public documents). */
const RECORD_COLUMNS = [
  'id', 'username', 'display_name', 'bio', 'member_title', 'avatar', 'links', 'names', 'pronouns', 'fields',
  'custom_preferences', 'list_private', 'is_admin', ...LINKED_ACCOUNT_KEYS, 'created_at', 'last_active_at',
] as const;

function liveUsers(db: Db) {
  return db.selectFrom('users').select(RECORD_COLUMNS).where('deleted_at', 'is', null);
}

export async function findLiveUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await liveUsers(db).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** A user reference is an ID first, then a username (case-insensitive). */
export async function findLiveUserByRef(db: Db, ref: string): Promise<UserRecord | undefined> {
  return (
    (await findLiveUserById(db, ref)) ??
    (await liveUsers(db).where('username_key', '=', usernameKey(ref)).executeTakeFirst().then((r) => r && toRecord(r)))
  );
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

export interface NewUser {
  id: string;
  username: string;
  password_hash: string | null;
  is_admin: boolean;
  now: number;
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
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
      list_private: 0,
      is_admin: writeFlag(user.is_admin),
      password_hash: user.password_hash,
      created_at: user.now,
      updated_at: user.now,
      last_active_at: user.now,
    })
    .execute();
}

/**
 * Marks the user active. Inside a transaction it is also the first write, so on PostgreSQL it takes
 * the user's row lock and serialises concurrent changes to that user's data (the member limit relies
 * on it). Returns false when there is no live user with that id.
 */
export async function touchUser(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ last_active_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateUserProfile(db: Db, id: string, changes: UserProfileChanges, now: number): Promise<void> {
  const { username, links, names, pronouns, fields, custom_preferences, list_private, ...scalars } = changes;
  await db
    .updateTable('users')
    .set({
      ...scalars,
      ...writeJsonChanges(changes, ['links', 'names', 'pronouns', 'fields', 'custom_preferences'] as const),
      ...(username === undefined ? {} : { username, username_key: usernameKey(username) }),
      ...(list_private === undefined ? {} : { list_private: writeFlag(list_private) }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteUser(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('users').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** Up to `limit` ids of accounts soft-deleted before `cutoff`. */
export async function findUsersDeletedBefore(db: Db, cutoff: number, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('deleted_at', '<', cutoff).limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Deletes the accounts; their members and tokens go with them (foreign keys). */
export async function deleteUsers(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('users').where('id', 'in', ids).execute();
}
