/**
 * Bearer secrets (tokens), invite codes and recovery codes. All are random (256, 128 and 80 bits), so
 * a fast hash is enough to store them: the database only ever sees SHA-256(secret).
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PREFIX = 'nt_';
const TOKEN_SHAPE = /^nt_[A-Za-z0-9_-]{43}$/;

export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** A cheap check that spares the database a lookup for values that cannot be tokens. */
export function looksLikeTokenSecret(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A share link's secret: 192 random bits, URL-safe (it is the last part of the link's address). */
export function newShareSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** A cheap check that spares the database a lookup for values that cannot be share secrets. */
export function looksLikeShareSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

export function newInviteCode(): string {
  return randomBytes(16).toString('base64url');
}

/** Crockford's base-32 digits: no I, L, O or U, so a code read aloud or copied by hand stays the same. */
const RECOVERY_DIGITS = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 16;

/** A one-time recovery code: 80 random bits as four groups of four digits ("k7m2-9xqa-3vd8-p4rt"). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_LENGTH);
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) {
    if (i > 0 && i % 4 === 0) code += '-';
    code += RECOVERY_DIGITS[bytes[i]! & 31];
  }
  return code;
}

/**
 * A recovery code as typed, in the form it was made: any case, spaces and dashes anywhere, and the
 * letters Crockford reads as digits (I and L as 1, O as 0). Null when it cannot be a code.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const digits = typed.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  if (digits.length !== RECOVERY_LENGTH || [...digits].some((digit) => !RECOVERY_DIGITS.includes(digit))) return null;
  return digits.match(/.{4}/g)!.join('-');
}
