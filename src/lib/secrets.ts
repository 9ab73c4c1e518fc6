/**
 * Bearer secrets (tokens) and invite codes. Both are random (256 and 128 bits), so a fast hash is
 * enough to store them: the database only ever sees SHA-256(secret), looked up through a unique index.
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

export function newInviteCode(): string {
  return randomBytes(16).toString('base64url');
}
