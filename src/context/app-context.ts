/** What the domain services need from the outside world, built once and passed down. */
import type { Config } from '../core/config.js';
import { type Db, openDatabase, openReadDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { localMediaStore, type MediaStore } from '../lib/media-store.js';
import { FairQueue } from '../lib/fair-queue.js';
import { WorkQueue } from '../lib/work-queue.js';
import { ChangeEventBus } from '../profiles/events/change-events.js';
import { bringDocumentsUpToDate } from '../profiles/documents/public-documents.js';

export interface AppContext {
  config: Config;
  /** Writes, transactions, and reads that must see a transaction's own changes. */
  db: Db;
  /** Reads outside transactions (see openReadDatabase): public reads, token checks, owners' views. */
  readDb: Db;
  clock: Clock;
  media: MediaStore;
  /** Change events of committed profile writes, for in-process subscribers. */
  events: ChangeEventBus;
  /** Bounded work in flight: what a flood of requests can make this process do at once. */
  work: WorkQueues;
  /**
   * Migrations a newer release applied that this version does not know (docs/UPGRADES.md): this
   * instance serves on a schema that is ahead of it. Empty when the schema is this version's.
   */
  schemaAhead: string[];
}

export interface WorkQueues {
  /** Request bodies over LARGE_BODY_BYTES being read and handled (each can cost ~10 MB of memory). */
  largeBodies: WorkQueue;
  /** Image decoding and encoding (sharp, on libuv's thread pool). */
  images: WorkQueue;
  /** Password hashing and verification (argon2, on libuv's thread pool). */
  passwords: WorkQueue;
  /** Imports being parsed and written: each holds a whole document (up to IMPORT_MAX_MB) in memory. */
  imports: WorkQueue;
  /**
   * Accounts being read from other services for an import: each waits on the network for up to
   * IMPORT_REMOTE_SECONDS, so apart from `imports`, which a slow service would otherwise hold; one
   * reading per account, and few per site, so that no one person or slow site takes every place.
   */
  remoteReads: FairQueue;
  /**
   * Actors' RSA key pairs being made (on libuv's thread pool; finding the primes is real CPU work):
   * one at a time, so a crawler reading every actor for the first time cannot take the cores.
   */
  actorKeys: WorkQueue;
}

/**
 * Readings of accounts from other services at once (they share one worker thread, sized for them all:
 * import-reader.ts). A site other than pronouns.cc, where most people come from, reads one account at
 * a time and holds two places at most (docs/EXPORT.md, "Fair reading").
 */
export const REMOTE_READS_AT_ONCE = 3;
const REMOTE_READS = {
  concurrency: REMOTE_READS_AT_ONCE,
  maxWaiting: 6,
  perGroup: { running: 1, total: 2 },
};

/** A body above this size waits for a slot in `work.largeBodies` before it is read. */
export const LARGE_BODY_BYTES = 64 * 1024;

/**
 * On the two-core machines Nametag is sized for, one image and one password at a time keep a core
 * and most of libuv's four threads for everything else (serving files, the event loop); a handful
 * of large bodies bound the memory a flood can claim. Past the waiting room, requests are refused
 * at once with 429 and Retry-After.
 */
function workQueues(): WorkQueues {
  return {
    largeBodies: new WorkQueue('large request bodies', 4, 16),
    images: new WorkQueue('image processing', 1, 8),
    passwords: new WorkQueue('password hashing', 1, 32),
    // Room for every reading that may end together, and an upload: a reading that took its place
    // and its time is not turned away at the last step.
    imports: new WorkQueue('imports', 1, REMOTE_READS_AT_ONCE + 1),
    remoteReads: new FairQueue('reading accounts from other services', REMOTE_READS),
    actorKeys: new WorkQueue('making actor keys', 1, 16),
  };
}

export interface ContextOptions {
  clock?: Clock;
  /** An idle database connection failed (the pool replaces it). */
  onDatabaseError?: (error: Error) => void;
  /** A change-event subscriber threw. */
  onSubscriberError?: (error: unknown) => void;
}

/** The configured media store: object storage, or files under MEDIA_DIR. Close it with closeMediaStore. */
export async function openMediaStore(config: Pick<Config, 's3' | 'mediaDir'>): Promise<MediaStore> {
  // The AWS SDK is loaded only when object storage is configured (it costs memory at start-up).
  return config.s3
    ? (await import('../lib/s3-media-store.js')).s3MediaStore(config.s3)
    : localMediaStore(config.mediaDir);
}

export function closeMediaStore(media: MediaStore): void {
  (media as Partial<{ close(): void }>).close?.();
}

/** Opens the configured database and brings its schema (and the documents it requires) up to date. */
export async function openContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const db = openDatabase(config.database, options.onDatabaseError);
  let schemaAhead: string[];
  try {
    schemaAhead = (await migrateToLatest(db)).newer;
    // Documents of an older shape (or none, from before 0002) are rebuilt with this version's views.
    await bringDocumentsUpToDate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    config,
    db,
    readDb: openReadDatabase(config.database, db),
    clock: options.clock ?? systemClock,
    media: await openMediaStore(config),
    events: new ChangeEventBus(options.onSubscriberError),
    work: workQueues(),
    schemaAhead,
  };
}

/** Closes the context's database connections (and the object store's client). */
export async function closeContext(ctx: AppContext): Promise<void> {
  closeMediaStore(ctx.media);
  if (ctx.readDb !== ctx.db) await ctx.readDb.destroy();
  await ctx.db.destroy();
}
