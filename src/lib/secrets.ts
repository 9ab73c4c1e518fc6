/**
 * Bearer secrets (tokens) and invite codes. Token secrets carry 256 random bits, so a fast hash is
 * enough to store them: the database only ever sees SHA-256(secret), looked up through a unique index.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_PREFIX = 'nt_';
const TOKEN_SHAPE = /^nt_[A-Za-z0-9_-]{43}$/;

export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** A cheap check that spares the database a lookup for values that cannot be tokens. */
export function looksLikeTokenSecret(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newInviteCode(): string {
  return randomBytes(16).toString('base64url');
}
