/**
 * Shows what waited out its owner's widening delay (docs/AUDIENCES.md): every `everyMs`, the changes
 * that are due are applied through the profile writer. Late is safe (it only shows more); a failure is
 * logged and tried again at the next tick.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { applyDuePlacements } from '../modules/audiences/audience-service.js';

export interface WideningOptions {
  ctx: AppContext;
  everyMs: number;
}

export async function wideningJob(app: FastifyInstance, { ctx, everyMs }: WideningOptions) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const count = await applyDuePlacements(ctx);
      if (count > 0) app.log.info({ count }, 'showed what waited out the widening delay');
    } catch (error) {
      app.log.error({ err: error }, 'showing what waited out the widening delay: failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
