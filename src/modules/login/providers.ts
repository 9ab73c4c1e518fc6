/**
 * The services people can log in with, what each fills in MeUser, and which are turned on.
 * Nothing of a linked account is public: only the owner's MeUser shows it.
 */
import type { LoginProviderSettings } from '../../core/config.js';
import type { LinkedAccounts } from '../../profiles/rules/profile-types.js';

export const PROVIDER_KINDS = ['discord', 'google', 'tumblr', 'fediverse'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export const PROVIDER_NAMES: Record<ProviderKind, string> = {
  discord: 'Discord',
  google: 'Google',
  tumblr: 'Tumblr',
  fediverse: 'Fediverse',
};

/** The kinds whose linked accounts other apps may look people up by (the PronounDB-compatible lookup). */
export const LOOKUP_KINDS: readonly ProviderKind[] = ['discord'];

export function isProviderKind(value: string): value is ProviderKind {
  return (PROVIDER_KINDS as readonly string[]).includes(value);
}

/** Who the provider says the person is. `instance`: the fediverse server's host, '' for the other kinds. */
export interface Identity {
  kind: ProviderKind;
  instance: string;
  subject: string;
  username: string;
}

export function enabledProviders(settings: LoginProviderSettings): ProviderKind[] {
  return PROVIDER_KINDS.filter((kind) => settings[kind] !== null);
}

const COLUMNS = {
  discord: ['chat_platform', 'chat_platform_username'],
  tumblr: ['blog_platform', 'blog_platform_username'],
  google: ['identity_provider', 'identity_provider_username'],
  fediverse: ['fediverse', 'fediverse_username'],
} as const satisfies Record<ProviderKind, readonly [keyof LinkedAccounts, keyof LinkedAccounts]>;

/** The MeUser columns of a kind, set from an identity or cleared (null). */
export function linkedColumns(kind: ProviderKind, identity: Identity | null): Partial<LinkedAccounts> {
  const [id, username] = COLUMNS[kind];
  const columns: Partial<LinkedAccounts> = { [id]: identity?.subject ?? null, [username]: identity?.username ?? null };
  if (kind === 'fediverse') columns.fediverse_instance = identity?.instance ?? null;
  return columns;
}

/** What MeUser shows of a kind's link, for the settings page. */
export function linkedUsername(linked: LinkedAccounts, kind: ProviderKind): string | null {
  const [id, username] = COLUMNS[kind];
  if (linked[id] === null) return null;
  const name = linked[username] ?? linked[id];
  return kind === 'fediverse' && linked.fediverse_instance ? `@${name}@${linked.fediverse_instance}` : name;
}
