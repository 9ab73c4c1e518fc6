/**
 * Periodic upkeep while the server runs: the purge of accounts deleted more than 30 days ago, the
 * media sweep (files no record names), the pruning of old change events, of finished webhook
 * deliveries and of log-ins through providers that were never finished. Each runs on its own
 * timer; a failure is logged and tried again at the next tick.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { purgeDeletedAccounts } from '../modules/accounts/account-service.js';
import { sweepMedia } from '../modules/media/media-service.js';
import { pruneLoginFlows } from '../modules/login/provider-login-service.js';
import { pruneWebhookDeliveries } from '../modules/webhooks/webhook-service.js';
import { pruneChangeEvents, pruneStoppedShareLinks, pruneUsernameReservations } from '../profiles/profile-purge.js';

export interface MaintenanceOptions {
  ctx: AppContext;
  everyMs: number;
}

export async function maintenance(app: FastifyInstance, { ctx, everyMs }: MaintenanceOptions) {
  const tasks: Array<[string, () => Promise<number>]> = [
    ['purged deleted accounts', () => purgeDeletedAccounts(ctx)],
    ['swept unused media files', () => sweepMedia(ctx)],
    ['pruned old change events', () => pruneChangeEvents(ctx)],
    ['freed usernames held after renames', () => pruneUsernameReservations(ctx)],
    ['pruned finished webhook deliveries', () => pruneWebhookDeliveries(ctx)],
    ['pruned unfinished log-ins through providers', () => pruneLoginFlows(ctx)],
    ['forgot share links stopped a month ago', () => pruneStoppedShareLinks(ctx)],
  ];
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const [done, task] of tasks) {
      const run = () =>
        task().then(
          (count) => count > 0 && app.log.info({ count }, done),
          (error: unknown) => app.log.error({ err: error }, `${done}: failed`),
        );
      const timer = setInterval(run, everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
