/**
 * GET /meta. Counting visits every live user's index entry, so an instance reuses its last count for
 * the rest of the current second, computes it once however many requests ask at the same moment,
 * and drops it as soon as a profile write or a login commits on this instance (it subscribes to the
 * change events), so a writer sees its own change; writes made elsewhere drop it when the change feed
 * brings them, and show within a second in any case.
 */
import type { AppContext } from '../../context/app-context.js';
import { countStatistics, type Statistics } from './meta-store.js';

export interface MetaService {
  get(): Promise<Statistics>;
}

export function createMetaService(ctx: AppContext): MetaService {
  let generation = 0;
  ctx.events.subscribe(() => {
    generation += 1;
  });
  let cached: { second: number; generation: number; statistics: Promise<Statistics> } | null = null;
  return {
    get() {
      const now = ctx.clock.now();
      const second = Math.floor(now / 1000);
      if (cached && cached.second === second && cached.generation === generation) return cached.statistics;
      const statistics = countStatistics(ctx.readDb, now);
      const entry = { second, generation, statistics };
      cached = entry;
      // A failed count is not kept.
      statistics.catch(() => {
        if (cached === entry) cached = null;
      });
      return statistics;
    },
  };
}
