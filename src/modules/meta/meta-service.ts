/**
 * GET /meta. Counting visits every live user's index entry, so an instance reuses its last count for
 * the rest of the current second, computes it once however many requests ask at the same moment,
 * and drops it as soon as a write passes through this instance (so a writer sees its own change).
 * Writes made through another instance show within a second.
 */
import type { AppContext } from '../../context.js';
import { countStatistics, type Statistics } from './meta-store.js';

export interface MetaService {
  get(): Promise<Statistics>;
  /** A write went through this instance. */
  invalidate(): void;
}

export function createMetaService(ctx: AppContext): MetaService {
  let generation = 0;
  let cached: { second: number; generation: number; statistics: Promise<Statistics> } | null = null;
  return {
    get() {
      const now = ctx.clock.now();
      const second = Math.floor(now / 1000);
      if (cached && cached.second === second && cached.generation === generation) return cached.statistics;
      const statistics = countStatistics(ctx.db, now);
      const entry = { second, generation, statistics };
      cached = entry;
      // A failed count is not kept.
      statistics.catch(() => {
        if (cached === entry) cached = null;
      });
      return statistics;
    },
    invalidate() {
      generation += 1;
    },
  };
}
