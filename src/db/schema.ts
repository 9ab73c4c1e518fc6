/** Table types for Kysely. Timestamps are epoch milliseconds; flags are 0/1 integers on both engines. */
import type { ColumnType } from 'kysely';

/** JSON documents: written as JSON text, read back as text (SQLite) or already parsed (PostgreSQL jsonb). */
export type JsonColumn = ColumnType<unknown, string, string>;
/** 64-bit integers come back as strings from node-postgres; read them through `readMillis` (columns.ts). */
export type Millis = ColumnType<number, number, number>;
export type Flag = ColumnType<number, number, number>;

export interface UsersTable {
  id: string;
  /** Short ID (5 letters), unique; filled for every row by migration 0003. */
  sid: string;
  username: string;
  username_key: string;
  /** The verified e-mail address (null: none) and its lower-case form, unique: migration 0011. */
  email: string | null;
  email_key: string | null;
  display_name: string | null;
  bio: string | null;
  content_note: string | null;
  member_title: string | null;
  avatar: string | null;
  links: JsonColumn;
  names: JsonColumn;
  pronouns: JsonColumn;
  fields: JsonColumn;
  custom_preferences: JsonColumn;
  /** JSON array of flag IDs. */
  flags: ColumnType<unknown, string | undefined, string>;
  timezone: string | null;
  /** The owner's language for pages and mail (a shipped language's tag); null: none chosen. */
  language: string | null;
  last_sid_reroll: Millis | null;
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
  /** Until when its owner may restore it (a deletion by its owner); null otherwise. */
  restorable_until: Millis | null;
  /** Public documents (migration 0002); required since migration 0003. */
  public_doc: string;
  partial_doc: string;
  /** The links found linking back with rel="me" (migration 0014), a subset of `links`. */
  verified_links: ColumnType<unknown, string | undefined, string>;
  /** When the links were last checked; null: due now (migration 0014). */
  links_checked_at: Millis | null;
  /** How many of the user's members are listed (GET /meta sums these). */
  listed_members: ColumnType<number, number | undefined, number>;
  /** Which items are placed in which audiences (migration 0016); `{}`: everything public. */
  placements: ColumnType<unknown, string | undefined, string>;
  /** The audience entries marked friends_only are shown to (migration 0016); null: a label only. */
  friends_audience: string | null;
  /** Seconds a change that shows more waits (migration 0017); 0: none. */
  widening_delay: ColumnType<number, number | undefined, number>;
}

export interface MembersTable {
  id: string;
  /** Short ID (6 letters), unique. */
  sid: string;
  user_id: string;
  name: string;
  name_key: string;
  display_name: string | null;
  bio: string | null;
  content_note: string | null;
  avatar: string | null;
  links: JsonColumn;
  names: JsonColumn;
  pronouns: JsonColumn;
  fields: JsonColumn;
  flags: ColumnType<unknown, string | undefined, string>;
  last_sid_reroll: Millis | null;
  unlisted: Flag;
  /** The links found linking back with rel="me" (migration 0014), a subset of `links`. */
  verified_links: ColumnType<unknown, string | undefined, string>;
  /** When the links were last checked; null: due now (migration 0014). */
  links_checked_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
  partial_doc: string;
  public_doc: string;
  /** Which of the member's items are placed in which audiences (migration 0016); `{}`: all public. */
  placements: ColumnType<unknown, string | undefined, string>;
  /** 1: the member as a whole is shown only to the audiences `placements.member` names (migration 0017). */
  audience_only: Flag;
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
  /** Sessions: the browser and system they were started in ("Firefox on Windows"), or null. */
  client: string | null;
}

export interface MailTokensTable {
  /** SHA-256 (hex) of the link's secret. */
  token_hash: string;
  user_id: string;
  purpose: 'verify' | 'reset';
  /** A verification: the address it is for, and its lower-case form. */
  email: string | null;
  email_key: string | null;
  created_at: Millis;
  expires_at: Millis;
}

export interface MailRequestsTable {
  id: string;
  purpose: 'verify' | 'reset';
  /** The account; a reset request has none until the dispatcher finds it by `login`. */
  user_id: string | null;
  /** A reset request: the username or address as typed, forgotten once the request is dealt with. */
  login: string | null;
  /** A confirmation request: the address, and its lower-case form. */
  email: string | null;
  email_key: string | null;
  /** The language of the page the request was made on (null: the API's): migration 0013. */
  language: string | null;
  /** 'queued' until sent, given up or replaced; then 'done', kept an hour for the hourly limits. */
  state: 'queued' | 'done';
  attempts: number;
  next_attempt_at: Millis;
  created_at: Millis;
}

export interface RecoveryCodesTable {
  user_id: string;
  /** SHA-256 (hex) of the user's id and the code: the code itself is shown only once. */
  code_hash: string;
  created_at: Millis;
}

/** An account's authenticator-app (TOTP) secret (migration 0023). */
export interface TotpSecretsTable {
  user_id: string;
  /** Base32, as the authenticator app is given it. */
  secret: string;
  /** The last 30-second step a code was used for: a code of that step or an earlier one is refused. */
  last_step: ColumnType<number, number | undefined, number>;
  /** When the person confirmed it with a first code; null: not on yet. */
  confirmed_at: Millis | null;
  created_at: Millis;
}

/** A WebAuthn credential (passkey) of an account (migration 0023). */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** The transports the browser reported, comma-separated. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: Millis;
  last_used_at: Millis | null;
}

/** An account's WebAuthn user handle and its choices about the second factor (migration 0023). */
export interface TwoFactorSettingsTable {
  user_id: string;
  /** Random, base64url: what a passkey knows of its account. */
  webauthn_handle: string;
  /** 1: a log-in through a linked account also asks for the second factor. */
  ask_after_provider: ColumnType<number, number | undefined, number>;
}

export interface InvitesTable {
  /** SHA-256 (hex) of the invite code since migration 0004: the code itself is shown only once. */
  code: string;
  created_by: string | null;
  used_by: string | null;
  created_at: Millis;
  used_at: Millis | null;
}

export interface ChangeEventsTable {
  id: string;
  type: string;
  user_id: string;
  member_id: string | null;
  /** The group a group event is about (migration 0022). */
  group_id: string | null;
  created_at: Millis;
  /** 1 until the webhook dispatcher has fanned the event out (migration 0007). */
  webhooks_pending: ColumnType<number, number | undefined, number>;
  /** 1 until the sync dispatcher has marked the user's syncs due (migration 0019). */
  syncs_pending: ColumnType<number, number | undefined, number>;
}

export interface ProfileSyncsTable {
  id: string;
  user_id: string;
  /** 'mastodon' | 'bluesky'. */
  service: string;
  /** The Mastodon server's host, or the PDS's origin. */
  server: string;
  /** The account's id there (Mastodon's id, a DID). */
  account: string;
  /** Sealed (lib/sealed-secrets.ts): never in the clear. */
  credentials: string;
  names: ColumnType<number, number | undefined, number>;
  language: string;
  wanted: ColumnType<number, number | undefined, number>;
  synced: ColumnType<number, number | undefined, number>;
  due_at: Millis | null;
  attempts: ColumnType<number, number | undefined, number>;
  lease_until: Millis | null;
  problem: string | null;
  synced_at: Millis | null;
  written: string | null;
  stopped_at: Millis | null;
  created_at: Millis;
}

export interface WebhooksTable {
  id: string;
  user_id: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  description: string | null;
  /** `whsec_…` (Standard Webhooks). */
  secret: string;
  created_at: Millis;
  failing_since: Millis | null;
  disabled_at: Millis | null;
}

export interface WebhookDeliveriesTable {
  /** The `webhook-id` of every attempt. */
  id: string;
  webhook_id: string;
  event_id: string;
  type: string;
  /** What the event is about: the payload is rendered from them at each attempt. */
  user_id: string;
  member_id: string | null;
  /** The group a group event is about (migration 0022). */
  group_id: string | null;
  event_at: Millis;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the next attempt is due; null: delivered or given up. */
  next_attempt_at: Millis | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Millis | null;
  created_at: Millis;
}

export interface FlagsTable {
  id: string;
  user_id: string;
  /** Hex SHA-256 of the stored image (media/flags/<hash>.webp). */
  hash: string;
  name: string;
  description: string;
  created_at: Millis;
}

export interface DataVersionsTable {
  name: string;
  version: number;
}

export interface UsernameReservationsTable {
  username_key: string;
  user_id: string;
  expires_at: Millis;
}

/** A suspended user (migration 0006): read as not found by everyone but themselves and admins. */
export interface SuspensionsTable {
  user_id: string;
  reason: string;
  /** The admin who suspended (null: the operator's command-line tool). */
  admin_id: string | null;
  created_at: Millis;
}

export interface ReportsTable {
  id: string;
  reporter_id: string;
  /** The reported user, or the owner of the reported member. */
  user_id: string;
  member_id: string | null;
  reason: string;
  /** The target's public document (JSON) when it was reported. */
  snapshot: string;
  created_at: Millis;
  status: 'open' | 'dismissed' | 'actioned';
  closed_at: Millis | null;
  closed_by: string | null;
}

export interface WarningsTable {
  id: string;
  user_id: string;
  reason: string;
  created_at: Millis;
  read_at: Millis | null;
}

export interface AuditLogTable {
  id: string;
  /** The acting admin (null: the operator's command-line tool). */
  admin_id: string | null;
  admin_name: string;
  action: string;
  user_id: string | null;
  /** The target's username at the time (the account may be purged later). */
  username: string | null;
  report_id: string | null;
  reason: string;
  created_at: Millis;
}

/** An account of another service that logs a user in (migration 0008). */
export interface AccountLinksTable {
  /** 'discord' | 'google' | 'tumblr' | 'fediverse'. */
  kind: string;
  /** The fediverse server's host; '' for the other kinds. */
  instance: string;
  /** The provider's own ID of the account. */
  subject: string;
  user_id: string;
  created_at: Millis;
  /** 1: apps may look the owner's public pronouns up by this account (0018). */
  lookups: ColumnType<number, number | undefined, number>;
}

/** The client registered on a fediverse server (migration 0008). */
export interface FediverseAppsTable {
  instance: string;
  redirect_uri: string;
  client_id: string;
  client_secret: string;
  created_at: Millis;
  /** The last time the server confirmed the app (its registration, a token for it). */
  checked_at: Millis;
}

/** A log-in through a provider in progress, or a sign-up waiting for its username (migration 0008). */
export interface LoginFlowsTable {
  /** SHA-256 of the secret in the browser's cookie. */
  id: string;
  /** 'authorize' | 'signup'. */
  purpose: string;
  /** JSON. */
  data: string;
  expires_at: Millis;
}

/** The key pair of a user's ActivityPub actor (migration 0015), made on first use. */
export interface ActorKeysTable {
  user_id: string;
  /** SPKI, PEM. */
  public_key: string;
  /** PKCS #8, PEM: never sent anywhere. */
  private_key: string;
  created_at: Millis;
}

/** An owner's audience (migration 0016). */
export interface AudiencesTable {
  id: string;
  user_id: string;
  name: string;
  /** The owner's order, from 0. */
  position: number;
  created_at: Millis;
}

/** A secret share link that opens one audience's view (migration 0016); only the secret's hash is kept. */
/** A change of placements waiting out its owner's widening delay (migration 0017). */
export interface PendingPlacementsTable {
  /** The user's ID, or the member's. */
  id: string;
  user_id: string;
  member_id: string | null;
  placements: string;
  friends_audience: string | null;
  due_at: Millis;
}

export interface AudienceLinksTable {
  id: string;
  audience_id: string;
  user_id: string;
  /** SHA-256 of the secret, hex. */
  secret_hash: string;
  created_at: Millis;
  expires_at: Millis | null;
  revoked_at: Millis | null;
}

/** An owner's group of members (migration 0022). */
export interface MemberGroupsTable {
  id: string;
  user_id: string;
  name: string;
  /** The name as compared (NFC, lower case): unique per owner. */
  name_key: string;
  display_name: string | null;
  description: string | null;
  icon: string | null;
  color: string | null;
  /** The owner's order, from 0. */
  position: number;
  unlisted: Flag;
  /** Null: everyone may see the group; else a JSON list of the owner's audience IDs. */
  audiences: string | null;
  created_at: Millis;
}

/** A member in a group, at its place in the group's order (migration 0022). */
export interface MemberGroupMembersTable {
  group_id: string;
  member_id: string;
  position: number;
}

/** Purged accounts, by ID: their actors say they are gone. */
export interface GoneAccountsTable {
  id: string;
  deleted_at: Millis;
}

export interface Database {
  users: UsersTable;
  members: MembersTable;
  tokens: TokensTable;
  invites: InvitesTable;
  change_events: ChangeEventsTable;
  profile_syncs: ProfileSyncsTable;
  username_reservations: UsernameReservationsTable;
  flags: FlagsTable;
  data_versions: DataVersionsTable;
  suspensions: SuspensionsTable;
  reports: ReportsTable;
  warnings: WarningsTable;
  audit_log: AuditLogTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  account_links: AccountLinksTable;
  fediverse_apps: FediverseAppsTable;
  login_flows: LoginFlowsTable;
  recovery_codes: RecoveryCodesTable;
  mail_tokens: MailTokensTable;
  mail_requests: MailRequestsTable;
  actor_keys: ActorKeysTable;
  audiences: AudiencesTable;
  audience_links: AudienceLinksTable;
  pending_placements: PendingPlacementsTable;
  gone_accounts: GoneAccountsTable;
  member_groups: MemberGroupsTable;
  member_group_members: MemberGroupMembersTable;
  totp_secrets: TotpSecretsTable;
  passkeys: PasskeysTable;
  two_factor_settings: TwoFactorSettingsTable;
}
