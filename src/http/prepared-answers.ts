/**
 * Prepared public answers: the bytes of each public read (a User, a member list, a Member) kept in
 * memory with a strong ETag, keyed by what the request looked up and tagged with the user whose data
 * it shows. A hit is served without a query and without serialising anything.
 *
 * Staleness: a cached answer is dropped when its user changes — this process's writes evict before
 * their own response is sent (read-your-writes), other processes' writes arrive through the change
 * feed (profiles/events/change-feed.ts). While the feed cannot see other writers, nothing is cached or
 * served from the cache. A read that began before an eviction of its user does not fill the cache
 * (it may have read the data as it was before the write).
 */
import { LRUCache } from 'lru-cache';
import type { ChangeEventBus, ProfileSignal } from '../profiles/events/change-events.js';
import { ownBytes } from '../lib/own-bytes.js';
import { type Codable, codedBytes } from './content-coding.js';
import { strongEtag } from './etags.js';

export interface PreparedAnswer extends Codable {
  body: Buffer;
  /** Strong ETag, quoted. */
  etag: string;
  /** The user whose data the answer shows: their writes evict it. */
  userId: string;
  /** The Surrogate-Key header: `user-{id}`, and `member-{id}` of a member's answer. */
  surrogateKey: string;
  /** Epoch ms after which the answer must be rebuilt (an offset of a time zone may change); 0: never. */
  expiresAt: number;
}

export interface CacheStatistics {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** Entries are kept while below this share of the cache: a larger answer is always read afresh. */
const MAX_ENTRY_SHARE = 8;

export class PreparedAnswers {
  private readonly entries: LRUCache<string, PreparedAnswer>;
  /** Keys of each user's cached answers. */
  private readonly keysOfUser = new Map<string, Set<string>>();
  /** Evictions so far; a fill carries the count from when its read began. */
  private evictions = 0;
  /** The eviction count right after each user was last evicted: a read that began at or after it is newer. */
  private readonly lastEvicted = new Map<string, number>();
  /** Reads that began before this count may not fill (set when `lastEvicted` is cleared to bound it). */
  private fillFloor = 0;
  hits = 0;
  misses = 0;

  constructor(
    maxBytes: number,
    /** Whether changes made elsewhere are seen right now (the change feed is connected). */
    private readonly trusted: () => boolean = () => true,
  ) {
    this.entries = new LRUCache<string, PreparedAnswer>({
      maxSize: Math.max(1, maxBytes),
      maxEntrySize: Math.max(1, Math.floor(maxBytes / MAX_ENTRY_SHARE)),
      sizeCalculation: (answer, key) => answer.body.length + codedBytes(answer) + key.length * 2 + 200,
      dispose: (answer, key) => this.untag(answer.userId, key),
    });
  }

  /** Evicts on this process's writes and on signals of the change feed. */
  subscribeTo(events: ChangeEventBus): () => void {
    return events.subscribe((signal: ProfileSignal) => {
      if (signal.kind === 'changes') for (const event of signal.events) this.evictUser(event.userId);
      else if (signal.kind === 'elsewhere') for (const userId of signal.userIds) this.evictUser(userId);
      else if (signal.kind === 'reset') this.clear();
    });
  }

  /**
   * A prepared answer still valid at `now`, if any. `countMiss: false` for a look whose miss is
   * followed by another look for the same request (a public read's hook, then its route): each
   * request counts once, as a hit or a miss.
   */
  get(key: string, now: number, countMiss = true): PreparedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer === undefined || (answer.expiresAt !== 0 && now >= answer.expiresAt) || !this.trusted()) {
      if (countMiss) this.misses++;
      return undefined;
    }
    this.hits++;
    return answer;
  }

  /** Call before reading what may fill the cache; pass the result to `fill`. */
  beginRead(): number {
    return this.evictions;
  }

  /** Keeps an answer, unless its user was evicted since `readBegan` (the read may be stale). */
  fill(key: string, readBegan: number, answer: Omit<PreparedAnswer, 'etag'>): PreparedAnswer {
    const prepared: PreparedAnswer = { ...answer, body: ownBytes(answer.body), etag: strongEtag(answer.body) };
    const evicted = this.lastEvicted.get(answer.userId);
    if (readBegan < this.fillFloor || (evicted !== undefined && evicted > readBegan) || !this.trusted()) {
      return prepared;
    }
    this.entries.set(key, prepared);
    if (this.entries.has(key)) {
      this.measureCodings(key, prepared);
      let keys = this.keysOfUser.get(answer.userId);
      if (!keys) this.keysOfUser.set(answer.userId, (keys = new Set()));
      keys.add(key);
    }
    return prepared;
  }

  /**
   * Compressed bytes made for a kept answer count as it holds them: the entry is set again (the cache
   * measures an entry when it is set), as a copy sharing the same bytes.
   */
  private measureCodings(key: string, prepared: PreparedAnswer): void {
    prepared.onCoded = () => {
      if (this.entries.peek(key) !== prepared) return;
      const measured = { ...prepared };
      this.measureCodings(key, measured);
      this.entries.set(key, measured, { noDisposeOnSet: true });
    };
  }

  evictUser(userId: string): void {
    this.evictions++;
    this.lastEvicted.set(userId, this.evictions);
    // Bounded: when it grows large, forget it and refuse fills from reads that began before.
    if (this.lastEvicted.size > 100_000) {
      this.lastEvicted.clear();
      this.fillFloor = this.evictions;
    }
    const keys = this.keysOfUser.get(userId);
    if (!keys) return;
    this.keysOfUser.delete(userId);
    for (const key of keys) this.entries.delete(key);
  }

  clear(): void {
    this.evictions++;
    this.fillFloor = this.evictions;
    this.lastEvicted.clear();
    this.entries.clear();
    this.keysOfUser.clear();
  }

  statistics(): CacheStatistics {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private untag(userId: string, key: string): void {
    const keys = this.keysOfUser.get(userId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysOfUser.delete(userId);
  }
}
