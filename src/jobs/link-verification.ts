/**
 * Link verification in the background (modules/links/link-verification.ts): a profile is checked
 * after a committed change of this process created or updated it (the check itself skips a profile
 * that is not due), and every `everyMs` the profiles due (never checked, changed by another process,
 * unsuspended, or last checked a day ago) are claimed and queued, a bounded number at a time and a
 * few of one owner, so the daily re-checks spread over the day and over the instances. Without PUBLIC_URL the server does not know its own pages' addresses
 * and verifies nothing. `app.linkChecks.settled()` resolves once no check is queued or running.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context/app-context.js';
import { LinkVerifier, PROFILE_BUDGET_MS } from '../modules/links/link-verification.js';

export interface LinkVerificationOptions {
  ctx: AppContext;
  /** null: links are not checked (tests of other things). */
  checks: { everyMs: number; hostSpacingMs: number; profileBudgetMs?: number } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Link checks: wait for those queued to end; queue the profiles due now (what the timer does). */
    linkChecks: { settled(): Promise<void>; queueDue(): Promise<number> };
  }
}

const CHANGES_OF_LINKS = new Set(['user.created', 'user.updated', 'member.created', 'member.updated']);

async function linkVerification(app: FastifyInstance, { ctx, checks }: LinkVerificationOptions) {
  if (checks === null || ctx.config.publicUrl === null) {
    app.decorate('linkChecks', { settled: async () => {}, queueDue: async () => 0 });
    return;
  }
  const { everyMs, hostSpacingMs, profileBudgetMs = PROFILE_BUDGET_MS } = checks;
  const verifier = new LinkVerifier(ctx, { hostSpacingMs, profileBudgetMs }, (error) =>
    app.log.warn({ err: error }, 'a link check failed'),
  );
  app.decorate('linkChecks', verifier);
  const unsubscribe = ctx.events.subscribe((signal) => {
    if (signal.kind !== 'changes') return;
    for (const event of signal.events) {
      if (CHANGES_OF_LINKS.has(event.type)) verifier.enqueue({ userId: event.userId, memberId: event.memberId });
    }
  });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    const run = () =>
      verifier.queueDue().catch((error: unknown) => app.log.error({ err: error }, 'queueing link checks failed'));
    timer = setInterval(run, everyMs);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    unsubscribe();
    await verifier.close();
  });
}

export default fp(linkVerification, { name: 'link-verification' });
