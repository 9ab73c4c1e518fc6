/**
 * Delivery of profile syncs, durable and never doubled:
 * 1. fan-out: committed change events of users' profiles (the outbox, written in each write's own
 *    transaction) make each running sync of those users due, counting the change (`wanted`), in one
 *    transaction that also marks the events seen (PostgreSQL: SKIP LOCKED, so several instances share
 *    the work);
 * 2. delivery: due syncs are leased (no other instance takes them until the lease ends, so a crash
 *    mid-attempt leaves them to be taken again), the profile as the public sees it now is written,
 *    and the outcome recorded. A write sends the whole state, not the change, and is skipped when the
 *    service already shows it: an attempt repeated after a crash changes nothing twice; changes made
 *    during an attempt make the sync due again at once.
 * Failures: credentials refused stop the sync (until its owner connects again); what the service
 * cannot take waits for the next change; anything else is retried with backoff (or when a 429 says).
 */
import type { AppContext } from '../../context/app-context.js';
import { isShippedLocale } from './sync-texts.js';
import { type GuardedRequest, guardedFetch } from '../../lib/guarded-fetch.js';
import { openSecret, SealedSecretError, sealSecret } from '../../lib/sealed-secrets.js';
import { markSyncEventsSeen, takeSyncPendingEvents } from '../../profiles/events/change-outbox.js';
import { parseDocument } from '../../profiles/documents/stored-document.js';
import { findPublicUserById } from '../../profiles/profile-reader.js';
import { type BlueskyCredentials, writeToBluesky } from './bluesky-writer.js';
import { writeToMastodon } from './mastodon-writer.js';
import { SyncFailure } from './sync-failure.js';
import {
  leaseDueSyncs,
  markSyncsDue,
  recordSynced,
  recordSyncProblem,
  recordSyncStopped,
  type LeasedSync,
  updateSyncCredentials,
} from './sync-store.js';
import { syncTexts } from './sync-texts.js';

/** Waits after the n-th failure in a row (1-based); the last repeats. */
export const SYNC_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 21_600_000];
const MAX_RETRY_MS = SYNC_RETRY_DELAYS_MS.at(-1)!;
/** An attempt's requests are all given up after this long (each also has its own, shorter limit)... */
const ATTEMPT_MS = 20_000;
/** ...so its lease, which keeps other instances from the sync, outlasts it. */
const LEASE_MS = 30_000;
const BATCH = 100;
const SYNCED_EVENTS: ReadonlySet<string> = new Set(['user.updated', 'account.unsuspended']);
const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 256 * 1024 };

/** Marks the syncs of users whose profiles changed as due; the number of events seen. */
export async function fanOutSyncEvents(ctx: AppContext): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const events = await takeSyncPendingEvents(trx, BATCH);
    if (events.length === 0) return 0;
    // A changed profile, or one shown again after a suspension.
    const changed = new Set(events.filter((event) => SYNCED_EVENTS.has(event.type)).map((event) => event.userId));
    await markSyncsDue(trx, [...changed], ctx.clock.now());
    await markSyncEventsSeen(
      trx,
      events.map((event) => event.id),
    );
    return events.length;
  });
}

export function leaseSyncs(ctx: AppContext, limit: number, busy: readonly string[]): Promise<LeasedSync[]> {
  const now = ctx.clock.now();
  return limit <= 0 ? Promise.resolve([]) : leaseDueSyncs(ctx.db, now, now + LEASE_MS, limit, busy);
}

/** What a sync's credentials are sealed to: its owner and service, whatever its row's id. */
export function sealedFor(sync: { userId: string; service: string }): string {
  return `profile_syncs:${sync.userId}:${sync.service}`;
}

/** The fetch for the services' servers: user-given addresses, so public ones only, bounded; `signal` ends all. */
export function syncFetch(ctx: AppContext, signal?: AbortSignal) {
  const fetch = guardedFetch({ allowLoopback: ctx.config.profileSync?.allowInsecure ?? false, ...FETCH_LIMITS });
  return signal === undefined
    ? fetch
    : (url: string | URL, init: GuardedRequest = {}) => fetch(url, { ...init, signal });
}

/** What the credentials of each service hold, once opened. */
export interface MastodonCredentials {
  token: string;
}

/** One attempt at a leased sync, its outcome recorded while the lease still holds it. */
export async function attemptSync(ctx: AppContext, sync: LeasedSync): Promise<void> {
  const now = ctx.clock.now();
  const key = ctx.config.profileSync?.key;
  if (key === undefined) return;
  let credentials: unknown;
  try {
    credentials = JSON.parse(openSecret(key, sealedFor(sync), sync.credentials));
  } catch (error) {
    if (!(error instanceof SealedSecretError)) throw error;
    // SYNC_KEY was changed: the person connects again.
    return recordSyncStopped(ctx.db, sync, 'key_changed', now);
  }
  const found = await findPublicUserById(ctx.readDb, sync.userId);
  // A suspended or deleted account is shown to nobody: nothing is written until it changes again.
  if (!found || found.suspended) return recordSyncProblem(ctx.db, sync, 'hidden', null, now);
  const texts = syncTexts(parseDocument(found.user));
  const language = isShippedLocale(sync.language) ? sync.language : 'en';
  const fetch = syncFetch(ctx, AbortSignal.timeout(ATTEMPT_MS));
  try {
    let written: string;
    if (sync.service === 'bluesky') {
      // A renewed session is sealed again at once, so the next attempt starts from it.
      written = await writeToBluesky(fetch, sync.server, credentials as BlueskyCredentials, texts, now, (fresh) =>
        updateSyncCredentials(ctx.db, sync, sealSecret(key, sealedFor(sync), JSON.stringify(fresh))),
      );
    } else {
      written = await writeToMastodon(
        fetch,
        {
          origin: sync.server,
          token: (credentials as MastodonCredentials).token,
          language,
          names: sync.names,
        },
        texts,
        now,
      );
    }
    await recordSynced(ctx.db, sync, written, ctx.clock.now());
  } catch (error) {
    if (!(error instanceof SyncFailure)) throw error;
    if (error.action === 'stop') return recordSyncStopped(ctx.db, sync, error.problem, now);
    if (error.action === 'wait') return recordSyncProblem(ctx.db, sync, error.problem, null, now);
    const delay = SYNC_RETRY_DELAYS_MS[Math.min(sync.attempts, SYNC_RETRY_DELAYS_MS.length - 1)]!;
    // A service's own "come back at" is followed, but never past the longest backoff.
    const asked = Math.min(error.retryAt ?? 0, now + MAX_RETRY_MS);
    return recordSyncProblem(ctx.db, sync, error.problem, Math.max(asked, now + delay), now);
  }
}
