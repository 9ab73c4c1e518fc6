/**
 * GET /meta. Counting visits every live user's index entry (meta-store.ts), so an instance reuses its
 * last count for the rest of the current second, computes it once however many requests ask at the
 * same moment, and counts again as soon as a profile write or a login commits on this instance (it
 * subscribes to the change events), so a writer sees its own change; writes made elsewhere are seen
 * when the change feed brings them, and within a second in any case.
 *
 * On a large instance a count is no longer cheap (about half a second of work with a million users
 * here): once a count has taken longer than EXPENSIVE_MS, requests are answered with the last count
 * at once, while a new one runs in the background — and counts start at most once per SPACING times
 * the last one's duration, so that counting never takes more than a small share of the server,
 * however often /meta is asked and however many writes come in between.
 */
import type { AppContext } from '../../context/app-context.js';
import { countStatistics, type Statistics } from './meta-store.js';

/** A count that took longer than this (ms) is answered from the last one meanwhile. */
const EXPENSIVE_MS = 25;
/** Counts start at most once per this many times the last count's duration. */
const SPACING = 50;

export interface MetaService {
  get(): Promise<Statistics>;
  /** The statistics `get` would answer without counting, if they are still this second's; else undefined. */
  current(): Statistics | undefined;
}

/**
 * `onBackgroundError`: a count nobody waited for failed (the last count goes on being answered).
 * `timing`: the thresholds above (tests make every count expensive).
 */
export function createMetaService(
  ctx: AppContext,
  onBackgroundError: (error: unknown) => void = () => {},
  timing = { expensiveMs: EXPENSIVE_MS, spacing: SPACING },
): MetaService {
  let generation = 0;
  ctx.events.subscribe(() => {
    generation += 1;
  });
  /** The last finished count, and what it counted (`seq`: counts in the order they began). */
  let last: {
    statistics: Statistics;
    seq: number;
    second: number;
    generation: number;
    startedAt: number;
    tookMs: number;
  } | null = null;
  /** The newest count under way: joined by callers that see the same generation of changes. */
  let running: { statistics: Promise<Statistics>; generation: number } | null = null;
  let begun = 0;

  function count(now: number): Promise<Statistics> {
    if (running && running.generation === generation) return running.statistics;
    const seq = ++begun;
    const second = Math.floor(now / 1000);
    const countedGeneration = generation;
    const started = performance.now();
    // A failed count is not kept; an older count finishing after a newer one does not replace it.
    const statistics = countStatistics(ctx.readDb, now).then((counted) => {
      const tookMs = performance.now() - started;
      if (!last || seq > last.seq)
        last = { statistics: counted, seq, second, generation: countedGeneration, startedAt: now, tookMs };
      return counted;
    });
    const entry = { statistics, generation: countedGeneration };
    running = entry;
    const done = () => {
      if (running === entry) running = null;
    };
    statistics.then(done, done);
    return statistics;
  }

  const fresh = (now: number) =>
    last !== null && last.second === Math.floor(now / 1000) && last.generation === generation;

  return {
    current() {
      return fresh(ctx.clock.now()) ? last!.statistics : undefined;
    },
    get() {
      const now = ctx.clock.now();
      if (fresh(now)) return Promise.resolve(last!.statistics);
      if (!last || last.tookMs <= timing.expensiveMs) return count(now);
      // Expensive: the last count now, a new one in the background when its turn has come.
      if (!running && now - last.startedAt >= last.tookMs * timing.spacing) {
        count(now).catch(onBackgroundError);
      }
      return Promise.resolve(last.statistics);
    },
  };
}
