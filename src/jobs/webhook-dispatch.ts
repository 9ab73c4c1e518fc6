/**
 * The webhook dispatcher of this process: fans committed change events out to deliveries and
 * attempts the deliveries that are due (modules/webhooks/webhook-delivery.ts). It runs at once after
 * a write of this process commits, and every second for everything else (writes of other instances,
 * retries coming due, events a crash left undelivered). One run at a time; a failure is logged and the
 * next run tries again.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { deliverDue, fanOutEvents } from '../modules/webhooks/webhook-delivery.js';

export interface WebhookDispatchOptions {
  ctx: AppContext;
  everyMs: number;
}

/** Runs of fan-out and delivery in one go, so a burst of events cannot keep a run going forever. */
const ROUNDS = 20;

export async function webhookDispatch(app: FastifyInstance, { ctx, everyMs }: WebhookDispatchOptions) {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const runOnce = async () => {
    for (let round = 0; round < ROUNDS && !closed; round++) {
      const fanned = await fanOutEvents(ctx);
      const attempted = await deliverDue(ctx);
      if (fanned === 0 && attempted === 0) return;
    }
  };
  const run = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'webhook dispatch failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (ctx.config.webhookAllowInsecure) {
      app.log.warn('WEBHOOK_ALLOW_INSECURE=true: webhooks may use http and reach loopback and private addresses');
    }
    unsubscribe = ctx.events.subscribe((signal) => {
      if (signal.kind === 'changes') run();
    });
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    unsubscribe?.();
    await running;
  });
}
