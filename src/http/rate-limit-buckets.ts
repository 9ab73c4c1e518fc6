/**
 * The rate-limit buckets of decisions.md and their budgets per window (a minute unless
 * BUCKET_WINDOW_SECONDS says otherwise; before RATE_LIMIT_MULTIPLIER).
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
  // Share cards are drawn (costly, and a new Host without PUBLIC_URL makes a new card): a small budget
  // of their own, so drawing them cannot eat the pages' budget nor be forced without end.
  share_cards: 20,
  // Moderation: reports are few and costly to read, so a reporter gets 5 an hour; admin
  // routes are for a handful of people and get the pages' budget.
  reports: 5,
  admin: 120,
  // Export and import read or write a whole account: a few an hour.
  exports: 5,
  imports: 10,
  // Managing webhooks (not their deliveries, which are the server's own requests).
  webhooks: 10,
} as const;

/** Buckets whose window is not one minute. */
const BUCKET_WINDOW_SECONDS: Partial<Record<keyof typeof BUCKETS, number>> = {
  reports: 60 * 60,
  exports: 60 * 60,
  imports: 60 * 60,
};

/** The window of a bucket, in seconds. */
export function windowOf(bucket: BucketName): number {
  return BUCKET_WINDOW_SECONDS[bucket] ?? 60;
}

/** "a minute", "an hour": how the window of a bucket reads in messages and the API reference. */
export function windowWords(bucket: BucketName): string {
  const seconds = windowOf(bucket);
  return seconds === 60 ? 'a minute' : seconds === 3600 ? 'an hour' : `per ${seconds} seconds`;
}

export type BucketName = keyof typeof BUCKETS;

export function isBucketName(value: unknown): value is BucketName {
  return typeof value === 'string' && Object.hasOwn(BUCKETS, value);
}
