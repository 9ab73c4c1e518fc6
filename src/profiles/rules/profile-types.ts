/** The profile data that users and members share, as stored and as the domain sees it, and its limits. */

/** The limits of decisions.md; request schemas and the API reference read them from here. */
export const LIMITS = {
  displayName: 100,
  bio: 1000,
  contentNote: 200,
  memberTitle: 100,
  entries: 100,
  fields: 25,
  fieldName: 100,
  fieldEntries: 100,
  entryValue: 100,
  links: 25,
  link: 256,
  customPreferences: 25,
  icon: 50,
  tooltip: 128,
  memberName: 100,
  /** Flags shown on one profile, and kept in one user's library. */
  profileFlags: 25,
  flagLibrary: 500,
  flagName: 100,
  flagDescription: 500,
} as const;

/** Short IDs (sid): lowercase letters, 5 for users and 6 for members; rerolled at most this often. */
export const SID_LENGTH = { users: 5, members: 6 } as const;
export const SID_REROLL_EVERY_MS = 60 * 60 * 1000;

/** The linked accounts of MeUser (decisions.md names), read-only for clients. */
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

/** pronouns.cc's own names of the linked accounts, shown in MeUser beside the neutral ones. */
export const LINKED_ACCOUNT_ALIASES = {
  discord: 'chat_platform',
  discord_username: 'chat_platform_username',
  tumblr: 'blog_platform',
  tumblr_username: 'blog_platform_username',
  google: 'identity_provider',
  google_username: 'identity_provider_username',
} as const satisfies Record<string, (typeof LINKED_ACCOUNT_KEYS)[number]>;

export const BUILT_IN_PREFERENCES = ['favourite', 'okay', 'jokingly', 'friends_only', 'avoid'] as const;

export interface FieldEntry {
  value: string;
  status: string;
}

export interface PronounEntry {
  pronouns: string;
  /** null when the owner did not set it; responses then carry the derived text. */
  display_text: string | null;
  status: string;
}

/**
 * A user's pronoun entry as stored. The spec types user pronouns as FieldEntry `{value, status}`;
 * pronouns.cc clients read `pronouns` and `display_text` on them too, so a display text is kept.
 */
export interface UserPronounEntry {
  value: string;
  /** null (or absent, in rows from before it existed) when the owner did not set it. */
  display_text?: string | null;
  status: string;
}

/** A flag as profiles show it (pronouns.cc's shape). */
export interface FlagView {
  id: string;
  hash: string;
  name: string;
  description: string;
}

export interface Field {
  name: string;
  entries: FieldEntry[];
}

export interface CustomPreference {
  icon: string;
  tooltip: string;
  size: 'large' | 'normal' | 'small';
  muted: boolean;
  favourite: boolean;
}

export type CustomPreferences = Record<string, CustomPreference>;
