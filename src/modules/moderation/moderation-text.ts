/** The texts people write to moderation (report reasons, warnings, the reasons of admins' actions). */
import { invalidField } from '../../core/errors.js';

export const REASON_MAX_LENGTH = 2000;

/**
 * The text trimmed: 1 to 2000 characters (0 allowed when `optional`), without NUL (which PostgreSQL
 * cannot store) or other control characters but line breaks and tabs.
 */
export function moderationText(field: string, text: string | undefined, optional = false): string {
  const trimmed = (text ?? '').trim();
  if (trimmed.length === 0 && optional) return '';
  if (trimmed.length === 0 || trimmed.length > REASON_MAX_LENGTH) {
    throw invalidField(field, `1 to ${REASON_MAX_LENGTH} characters`);
  }
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(trimmed)) throw invalidField(field, 'control characters');
  return trimmed;
}
