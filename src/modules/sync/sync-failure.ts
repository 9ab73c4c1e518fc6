/**
 * Why a write to another service did not happen, as the delivery acts on it: `stop` (the service
 * refused the credentials: nothing more is tried until the person connects again), `wait` (nothing is
 * tried until the profile changes: the service cannot take what would be written), or `retry`
 * (unreachable, busy, rate limited: tried again later, at `retryAt` when the service said when).
 * `problem` is the code the settings page words in the person's language.
 */
export type SyncProblem =
  'revoked' | 'unreachable' | 'rate_limited' | 'refused' | 'no_room' | 'changed_meanwhile' | 'key_changed' | 'hidden';

export class SyncFailure extends Error {
  constructor(
    readonly problem: SyncProblem,
    readonly action: 'stop' | 'wait' | 'retry',
    detail: string,
    readonly retryAt: number | null = null,
  ) {
    super(detail);
    this.name = 'SyncFailure';
  }
}

/** When a 429 says to come back (Retry-After in seconds or as a date; X-RateLimit-Reset as a date), or null. */
export function retryAtOf(response: Response, now: number): number | null {
  const after = response.headers.get('retry-after');
  if (after !== null) {
    if (/^\d+$/.test(after.trim())) return now + Number(after) * 1000;
    const date = Date.parse(after);
    if (!Number.isNaN(date)) return date;
  }
  // Mastodon's X-RateLimit-Reset (a date); the AT Protocol's RateLimit-Reset (Unix seconds).
  const reset = response.headers.get('x-ratelimit-reset') ?? response.headers.get('ratelimit-reset');
  if (reset !== null) {
    const date = /^\d+$/.test(reset.trim()) ? Number(reset) * 1000 : Date.parse(reset);
    if (!Number.isNaN(date)) return date;
  }
  return null;
}
