/**
 * The mail dispatcher of this process, where mail is set up: every `everyMs` it sends what the outbox
 * holds that is due, one at a time. A mail is leased before it is sent, so two instances never send
 * it twice at once; a failure is tried again after a growing wait (1, 5, 30 minutes, then 2 and 6
 * hours) and given up after the last, logged without its address.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { type Mailer, openMailer } from '../lib/mailer.js';
import { deferMail, deleteMail, dueMail, leaseMail } from '../modules/mail/mail-outbox-store.js';

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
const PER_RUN = 20;

export async function mailDispatch(app: FastifyInstance, { ctx, everyMs, mailer: given }: MailDispatchOptions) {
  const config = ctx.config.mail;
  if (!config) return;
  const mailer = given ?? openMailer(config.smtpUrl, config.from);
  let running: Promise<void> | null = null;

  async function run() {
    const now = ctx.clock.now();
    for (const mail of await dueMail(ctx.db, now, PER_RUN)) {
      if (!(await leaseMail(ctx.db, mail, now + LEASE_MS))) continue;
      try {
        await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
        await deleteMail(ctx.db, mail.id);
      } catch (error) {
        const wait = WAITS_MS[mail.attempts];
        // The address stays out of the log: the error alone says what the server said.
        const problem = error instanceof Error ? error.message.replaceAll(mail.recipient, '<recipient>') : 'unknown';
        if (wait === undefined) {
          await deleteMail(ctx.db, mail.id);
          app.log.error({ mail: mail.id, attempts: mail.attempts + 1, problem }, 'mail given up');
        } else {
          await deferMail(ctx.db, mail.id, mail.attempts + 1, ctx.clock.now() + wait);
          app.log.warn({ mail: mail.id, attempts: mail.attempts + 1, problem }, 'mail not sent; will try again');
        }
      }
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
