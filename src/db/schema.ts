/** Table types for Kysely. Timestamps are epoch milliseconds; flags are 0/1 integers on both engines. */
import type { ColumnType } from 'kysely';

/** JSON documents: written as JSON text, read back as text (SQLite) or already parsed (PostgreSQL jsonb). */
export type JsonColumn = ColumnType<unknown, string, string>;
/** 64-bit integers come back as strings from some drivers; read them through `toNumber`. */
export type Millis = ColumnType<number, number, number>;
export type Flag = ColumnType<number, number, number>;

export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  display_name: string | null;
  bio: string | null;
  member_title: string | null;
  avatar: string | null;
  links: JsonColumn;
  names: JsonColumn;
  pronouns: JsonColumn;
  fields: JsonColumn;
  custom_preferences: JsonColumn;
  list_private: Flag;
  is_admin: Flag;
  password_hash: string | null;
  chat_platform: string | null;
  chat_platform_username: string | null;
  blog_platform: string | null;
  blog_platform_username: string | null;
  identity_provider: string | null;
  identity_provider_username: string | null;
  fediverse: string | null;
  fediverse_username: string | null;
  fediverse_instance: string | null;
  created_at: Millis;
  updated_at: Millis;
  last_active_at: Millis;
  deleted_at: Millis | null;
  public_doc: string | null;
  partial_doc: string | null;
  members_doc: string | null;
  listed_members: ColumnType<number, number | undefined, number>;
}

export interface MembersTable {
  id: string;
  user_id: string;
  name: string;
  name_key: string;
  display_name: string | null;
  bio: string | null;
  avatar: string | null;
  links: JsonColumn;
  names: JsonColumn;
  pronouns: JsonColumn;
  fields: JsonColumn;
  unlisted: Flag;
  created_at: Millis;
  updated_at: Millis;
  partial_doc: string | null;
  public_doc: string | null;
}

export interface TokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  kind: 'session' | 'api';
  name: string | null;
  read_only: Flag;
  created_at: Millis;
  expires_at: Millis | null;
}

export interface InvitesTable {
  code: string;
  created_by: string | null;
  used_by: string | null;
  created_at: Millis;
  used_at: Millis | null;
}

export interface Database {
  users: UsersTable;
  members: MembersTable;
  tokens: TokensTable;
  invites: InvitesTable;
}
