/** The rules for usernames (decisions.md), and the names nobody may take. */
import { errors } from '../../core/errors.js';

const USERNAME = /^[A-Za-z0-9_.-]{2,40}$/;

export function checkUsername(name: string): void {
  if (!USERNAME.test(name) || /^\.+$/.test(name)) throw errors.invalidUsername();
}

/**
 * Names that would pass for the service itself, or for a page of it: every first path segment the
 * web pages and the API use (profiles live under /@name, but a user called "settings" or "admin"
 * would still mislead), and the words people read as staff. Compared case-insensitively.
 */
export const BUILT_IN_RESERVED_USERNAMES: readonly string[] = [
  'about',
  'admin',
  'administrator',
  'api',
  'assets',
  'auth',
  'contact',
  'docs',
  'edit',
  'favicon.ico',
  'healthz',
  'help',
  'login',
  'logout',
  'me',
  'media',
  'members',
  'metrics',
  'mod',
  'moderator',
  'moderators',
  'nametag',
  'privacy',
  'pronouns',
  'readyz',
  'register',
  'report',
  'reports',
  'robots.txt',
  'root',
  's',
  'security',
  'settings',
  'signup',
  'staff',
  'static',
  'support',
  'system',
  'terms',
  'users',
  'warnings',
  'www',
];

/** 1006 when `name` is reserved (built in, or in the instance's RESERVED_USERNAMES). */
export function checkNotReserved(name: string, configured: readonly string[]): void {
  const key = name.toLowerCase();
  if (BUILT_IN_RESERVED_USERNAMES.includes(key) || configured.some((reserved) => reserved.toLowerCase() === key)) {
    throw errors.reservedUsername();
  }
}
