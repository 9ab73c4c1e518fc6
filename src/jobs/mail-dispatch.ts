/**
 * The mail dispatcher of this process, where mail is set up: every `everyMs` it takes the requests for
 * mail that are due, one at a time, has each made into its mail with a fresh link (or found to need
 * none) and sends it. A request is leased first, so two instances never send it twice at once; a
 * failure takes its link back and is tried again after a growing wait (1, 5, 30 minutes, then 2 and 6
 * hours) with a new link, and given up after the last, logged without its address.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { type Mailer, openMailer } from '../lib/mailer.js';
import { linkNotSent, mailForRequest } from '../modules/accounts/mail-links.js';
import {
  type MailRequest,
  deferMailRequest,
  dueMailRequests,
  finishMailRequest,
  forgetDoneMailRequests,
  leaseMailRequest,
} from '../modules/mail/mail-request-store.js';

export interface MailDispatchOptions {
  ctx: AppContext;
  everyMs: number;
  /** Tests: a mailer of their own. */
  mailer?: Mailer;
}

const MINUTE_MS = 60 * 1000;
const WAITS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS, 360 * MINUTE_MS];
/** How long a mail being sent is left alone by others: longer than the transport's own timeouts. */
const LEASE_MS = 2 * MINUTE_MS;
/** Requests read at a time; a run reads batch after batch while requests are due, for up to RUN_MS. */
const BATCH = 50;
const RUN_MS = 10_000;
/** Requests dealt with are kept this long, for the hourly limits, then forgotten. */
const KEEP_DONE_MS = 60 * MINUTE_MS;
/** Past the last retry's wait: a request older than this (mail was off, say) is given up, not sent late. */
const MAX_AGE_MS = 12 * 60 * MINUTE_MS;
/** A server's words without any address, however it spelled it: each word with an @ goes. */
function withoutAddresses(text: string): string {
  return text
    .split(' ')
    .map((word) => (word.includes('@') ? '<address>' : word))
    .join(' ');
}

export async function mailDispatch(app: FastifyInstance, { ctx, everyMs, mailer: given }: MailDispatchOptions) {
  const config = ctx.config.mail;
  if (!config) return;
  const mailer = given ?? openMailer(config.smtpUrl, config.from);
  let running: Promise<void> | null = null;

  let forgottenAt = 0;

  /** One request: made into its mail and sent, or found to need none; a failure is tried again later. */
  async function deliver(request: MailRequest): Promise<void> {
    // Leased from now, not from the start of the run: a slow server must not leave later mail unleased.
    if (!(await leaseMailRequest(ctx.db, request, ctx.clock.now() + LEASE_MS))) return;
    if (ctx.clock.now() - request.createdAt > MAX_AGE_MS) {
      await finishMailRequest(ctx.db, request);
      app.log.warn({ mail: request.id }, 'mail given up: asked for too long ago');
      return;
    }
    let tokenHash: string | null = null;
    let sent = false;
    try {
      const prepared = await mailForRequest(ctx, request);
      if (prepared === null) return;
      tokenHash = prepared.tokenHash;
      const { mail } = prepared;
      await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
      sent = true;
      await finishMailRequest(ctx.db, request);
    } catch (error) {
      // Sent but not marked: once its lease ends it goes again with a new link, which replaces this one.
      if (sent) {
        app.log.error({ err: error, mail: request.id }, 'mail sent, but not marked as sent');
        return;
      }
      if (tokenHash !== null) await linkNotSent(ctx, tokenHash);
      const wait = WAITS_MS[request.attempts];
      // No address in the log, however the server spelled it: only what it said.
      const problem = error instanceof Error ? withoutAddresses(error.message) : 'unknown';
      if (wait === undefined) {
        await finishMailRequest(ctx.db, request);
        app.log.error({ mail: request.id, attempts: request.attempts + 1, problem }, 'mail given up');
      } else {
        await deferMailRequest(ctx.db, request.id, request.attempts + 1, ctx.clock.now() + wait);
        app.log.warn({ mail: request.id, attempts: request.attempts + 1, problem }, 'mail not sent; will try again');
      }
    }
  }

  async function run() {
    if (ctx.clock.now() - forgottenAt >= MINUTE_MS) {
      forgottenAt = ctx.clock.now();
      await forgetDoneMailRequests(ctx.db, forgottenAt - KEEP_DONE_MS);
    }
    // Many requests for nobody (each is a look-up) must not hold up real mail for long: batch after batch.
    const until = performance.now() + RUN_MS;
    while (performance.now() < until) {
      const due = await dueMailRequests(ctx.db, ctx.clock.now(), BATCH);
      for (const request of due) {
        // One request failing (the database gone for a moment) leaves it leased, and the others go on.
        await deliver(request).catch((error: unknown) =>
          app.log.error({ err: error, mail: request.id }, 'mail request failed'),
        );
      }
      if (due.length < BATCH) return;
    }
  }

  const timer = setInterval(() => {
    running ??= run()
      .catch((error: unknown) => app.log.error({ err: error }, 'mail dispatch failed'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    mailer.close();
  });
}
