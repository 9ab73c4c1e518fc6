/** Purges accounts soft-deleted more than 30 days ago, on a timer that lives as long as the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { purgeDeletedAccounts } from '../modules/auth/account-service.js';

async function accountPurge(app: FastifyInstance, { ctx, everyMs }: { ctx: AppContext; everyMs: number }) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeDeletedAccounts(ctx).then(
      (count) => count > 0 && app.log.info({ count }, 'purged deleted accounts'),
      (error) => app.log.error({ err: error }, 'purge of deleted accounts failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(accountPurge, { name: 'account-purge' });
