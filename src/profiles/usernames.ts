/** The rules for usernames (decisions.md). */
import { errors } from '../core/errors.js';

const USERNAME = /^[A-Za-z0-9_.-]{2,40}$/;

export function checkUsername(name: string): void {
  if (!USERNAME.test(name) || /^\.+$/.test(name)) throw errors.invalidUsername();
}
