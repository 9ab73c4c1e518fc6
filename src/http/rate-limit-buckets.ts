/**
 * The rate-limit buckets of decisions.md and their budgets per minute (before RATE_LIMIT_MULTIPLIER).
 * Every route declares its bucket in `config.rateLimit` (or `false`: never limited, for health
 * probes); requests that match no route count against `fallback`.
 */
export const BUCKETS = {
  fallback: 120,
  users_members_get: 60,
  users_patch: 10,
  members_create: 10,
  members_patch: 20,
  members_delete: 5,
  auth: 20,
  auth_tokens: 10,
  auth_invites: 10,
  // Not in decisions.md (the API has no pages): the web pages' own budgets. Log in and sign up share
  // the API's `auth` bucket, so the web is no way around its limits.
  web_pages: 120,
  web_forms: 30,
} as const;

export type BucketName = keyof typeof BUCKETS;

export function isBucketName(value: unknown): value is BucketName {
  return typeof value === 'string' && Object.hasOwn(BUCKETS, value);
}
