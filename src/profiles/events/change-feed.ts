/**
 * Changes committed by other processes — other instances on the same PostgreSQL database, or the CLI
 * and other processes on the same SQLite file — published on this process's change-event bus as
 * `elsewhere` signals, so that what this process derived from the data (prepared answers, counts) is
 * dropped:
 * - PostgreSQL: every profile write NOTIFYs in its transaction (event-store.ts `recordEvents`), and
 *   the feed LISTENs; while its connection is down nothing can be trusted, so it publishes `reset`
 *   when it loses the connection and again when it is back.
 * - SQLite: the feed checks the file's change counter every POLL_MS and, when it moved, reads the
 *   change events recorded since the last row it read (the outbox, by rowid: SQLite numbers rows in
 *   commit order), so a write anywhere shows within about POLL_MS.
 * This process's own writes are skipped (they were published at commit): announcements name their
 * origin, and on SQLite the IDs of events published here are remembered.
 */
import type { DatabaseConfig } from '../../core/config.js';
import { type Db, sqliteDataVersion } from '../../db/database.js';
import { listen } from '../../db/notifications.js';
import type { Clock } from '../../lib/clock.js';
import type { ChangeEventBus } from './change-events.js';
import { CHANGES_CHANNEL, listEventsAfterRow } from './event-store.js';

export interface ChangeFeed {
  /** Whether every change made elsewhere is being seen (false while the feed is disconnected). */
  readonly trusted: boolean;
  close(): Promise<void>;
}

export const POLL_MS = 20;
/** How long this process remembers the IDs of the events it published (longer than any poll takes). */
const SEEN_MS = 10_000;

interface FeedDeps {
  database: DatabaseConfig;
  readDb: Db;
  events: ChangeEventBus;
  clock: Clock;
}

export function watchOtherWriters(deps: FeedDeps, onError: (error: unknown) => void = () => {}): ChangeFeed {
  return deps.database.engine === 'postgres'
    ? watchNotifications(deps.database.url, deps.events, onError)
    : pollSqlite(deps, onError);
}

function watchNotifications(url: string, events: ChangeEventBus, onError: (error: unknown) => void): ChangeFeed {
  const listener = listen(url, CHANGES_CHANNEL, {
    onNotification: (payload) => {
      const [origin, userId] = payload.split(' ');
      if (origin !== events.origin && userId) events.publish({ kind: 'elsewhere', userIds: [userId] });
    },
    onConnected: () => events.publish({ kind: 'reset' }),
    onLost: (error) => {
      onError(error);
      events.publish({ kind: 'reset' });
    },
  });
  return {
    get trusted() {
      return listener.listening;
    },
    close: () => listener.close(),
  };
}

function pollSqlite(deps: FeedDeps, onError: (error: unknown) => void): ChangeFeed {
  let version: number | null = null;
  /** The last row of the outbox read: its rowid and the event it held (null: none yet). */
  let lastRead: { row: number; id: string | null } = { row: 0, id: null };
  let trusted = false;
  let running = false;
  /** Events this process published itself, by ID, with the time they were seen (pruned after SEEN_MS). */
  const seen = new Map<string, number>();
  const unsubscribe = deps.events.subscribe((signal) => {
    if (signal.kind !== 'changes') return;
    const now = deps.clock.now();
    for (const event of signal.events) seen.set(event.id, now);
  });

  async function poll() {
    if (running) return;
    running = true;
    try {
      const current = await sqliteDataVersion(deps.readDb);
      if (version === null) {
        const { last } = await listEventsAfterRow(deps.readDb, { row: Number.MAX_SAFE_INTEGER, id: null });
        lastRead = last ?? { row: 0, id: null };
        version = current;
        trusted = true;
        return;
      }
      if (current === version) return;
      version = current;
      const now = deps.clock.now();
      const { last, renumbered, events } = await listEventsAfterRow(deps.readDb, lastRead);
      if (renumbered) {
        // Pruning removed the last row read and numbers may be given again: what changed is unknown.
        lastRead = last ?? { row: 0, id: null };
        deps.events.publish({ kind: 'reset' });
        return;
      }
      if (last !== null) lastRead = last;
      const userIds = new Set<string>();
      for (const event of events) if (!seen.has(event.id)) userIds.add(event.userId);
      // Oldest first (a Map keeps insertion order): stop at the first one still young, instead of
      // walking the whole map on every poll (under a steady stream of writes it holds tens of thousands).
      for (const [id, at] of seen) {
        if (at >= now - SEEN_MS) break;
        seen.delete(id);
      }
      if (userIds.size > 0) deps.events.publish({ kind: 'elsewhere', userIds: [...userIds] });
      trusted = true;
    } catch (error) {
      onError(error);
      trusted = false;
      // The next poll that can read the file starts afresh (nothing kept from before is used).
      version = null;
      deps.events.publish({ kind: 'reset' });
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();
  void poll();
  return {
    get trusted() {
      return trusted;
    },
    close: async () => {
      clearInterval(timer);
      unsubscribe();
    },
  };
}
