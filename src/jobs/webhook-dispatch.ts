/**
 * The webhook dispatcher of this process: fans committed change events out to deliveries and
 * attempts the deliveries that are due (modules/webhooks/webhook-delivery.ts). It runs just after a
 * write of this process commits (within AFTER_WRITE_MS) while any webhook exists, and every second for
 * everything else (writes of other instances, retries coming due, events a crash left undelivered, a
 * first webhook made since the last look). Attempts run in the background, at most
 * MAX_IN_FLIGHT at once and one per webhook, so a slow receiver delays only its own deliveries. A
 * failure is logged and the next run tries again; fan-out and delivery fail separately.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { attemptDelivery, fanOutEvents, leaseDue, lookForWork } from '../modules/webhooks/webhook-delivery.js';

export interface WebhookDispatchOptions {
  ctx: AppContext;
  everyMs: number;
}

/** Rounds of fan-out in one run, so a burst of events cannot keep a run going forever. */
const ROUNDS = 20;
const MAX_IN_FLIGHT = 10;
/** How long after a write of this process its run starts: the writes of that stretch share it. */
const AFTER_WRITE_MS = 5;

export async function webhookDispatch(app: FastifyInstance, { ctx, everyMs }: WebhookDispatchOptions) {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  /** Attempts in flight, by webhook. */
  const inFlight = new Map<string, Promise<void>>();
  /**
   * Whether the last look found a webhook or a delivery due. While it did not, a write of this process
   * starts no run: a server without webhooks asks the database once a second, not after every write.
   */
  let webhooksSeen = true;
  const lookups = app.metrics.counter(
    'nametag_webhook_lookups',
    'times the webhook dispatcher asked the database whether there is work',
  );

  const logged = (what: string) => (error: unknown) => app.log.error({ err: error }, `webhook ${what} failed`);

  const startAttempts = async () => {
    const leased = await leaseDue(ctx, MAX_IN_FLIGHT - inFlight.size, [...inFlight.keys()]);
    for (const delivery of leased) {
      // Leased in one batch, two may belong to one webhook: the second waits for the first.
      const before = inFlight.get(delivery.webhook_id) ?? Promise.resolve();
      const attempt = before
        .then(() => attemptDelivery(ctx, delivery))
        .catch(logged('delivery'))
        .finally(() => {
          if (inFlight.get(delivery.webhook_id) === attempt) inFlight.delete(delivery.webhook_id);
          // A slot came free: due deliveries may be waiting for it.
          if (!closed) run();
        });
      inFlight.set(delivery.webhook_id, attempt);
    }
  };

  const runOnce = async () => {
    // One read says whether there is anything to do.
    lookups.inc();
    const work = await lookForWork(ctx).then(
      (found) => {
        webhooksSeen = found.webhooks || found.due;
        return found;
      },
      (error: unknown) => {
        logged('look-up')(error);
        return { webhooks: false, due: false };
      },
    );
    let fannedOut = false;
    for (let round = 0; work.webhooks && round < ROUNDS && !closed; round++) {
      const fanned = await fanOutEvents(ctx).catch((error: unknown) => {
        logged('fan-out')(error);
        return 0;
      });
      if (fanned === 0) break;
      fannedOut = true;
    }
    if (!closed && (work.due || fannedOut)) await startAttempts().catch(logged('delivery'));
  };

  const run = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce().finally(() => {
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
      app.log.warn(
        'WEBHOOK_ALLOW_INSECURE=true: webhooks may use http and reach this machine’s loopback (never private ranges)',
      );
    }
    // Writes that commit close together share one run (a busy server writes hundreds a second).
    let soon: NodeJS.Timeout | null = null;
    unsubscribe = ctx.events.subscribe((signal) => {
      if (signal.kind !== 'changes' || soon || !webhooksSeen) return;
      soon = setTimeout(() => {
        soon = null;
        run();
      }, AFTER_WRITE_MS).unref();
    });
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    unsubscribe?.();
    await running;
    await Promise.allSettled(inFlight.values());
  });
}
