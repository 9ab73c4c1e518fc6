/**
 * The profile sync dispatcher of this process (modules/sync/sync-delivery.ts): every `everyMs` it
 * marks the syncs of changed profiles due and starts the attempts that are due, at most MAX_IN_FLIGHT
 * at once and one per sync. On only when SYNC_KEY is set. A failure is logged and the next run tries
 * again; what was not recorded is in the database for the next run, on this instance or another.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { attemptSync, fanOutSyncEvents, leaseSyncs } from '../modules/sync/sync-delivery.js';

export interface SyncDispatchOptions {
  ctx: AppContext;
  everyMs: number;
}

const ROUNDS = 20;
const MAX_IN_FLIGHT = 4;

export async function syncDispatch(app: FastifyInstance, { ctx, everyMs }: SyncDispatchOptions) {
  if (ctx.config.profileSync === null) return;
  let running: Promise<void> | null = null;
  let closed = false;
  const inFlight = new Map<string, Promise<void>>();
  const logged = (what: string) => (error: unknown) => app.log.error({ err: error }, `profile sync ${what} failed`);

  const runOnce = async () => {
    for (let round = 0; round < ROUNDS && !closed; round++) {
      const seen = await fanOutSyncEvents(ctx).catch((error: unknown) => {
        logged('fan-out')(error);
        return 0;
      });
      if (seen === 0) break;
    }
    if (closed) return;
    const leased = await leaseSyncs(ctx, MAX_IN_FLIGHT - inFlight.size, [...inFlight.keys()]).catch(
      (error: unknown) => {
        logged('lease')(error);
        return [];
      },
    );
    for (const sync of leased) {
      const attempt = attemptSync(ctx, sync)
        .catch(logged('attempt'))
        .finally(() => inFlight.delete(sync.id));
      inFlight.set(sync.id, attempt);
    }
  };

  const run = () => {
    if (closed || running) return;
    running = runOnce().finally(() => {
      running = null;
    });
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
    await Promise.allSettled(inFlight.values());
  });
}
