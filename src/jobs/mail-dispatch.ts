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

  async function run() {
    for (const mail of await dueMail(ctx.db, ctx.clock.now(), PER_RUN)) {
      // Leased from now, not from the start of the run: a slow server must not leave later mail unleased.
      if (!(await leaseMail(ctx.db, mail, ctx.clock.now() + LEASE_MS))) continue;
      let sent = false;
      try {
        await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
        sent = true;
        await deleteMail(ctx.db, mail.id);
      } catch (error) {
        // Sent but not deleted: its lease keeps it from being sent again until the next run deletes it.
        if (sent) {
          app.log.error({ err: error, mail: mail.id }, 'mail sent, but not taken out of the outbox');
          continue;
        }
        const wait = WAITS_MS[mail.attempts];
        // No address in the log, however the server spelled it: only what it said.
        const problem = error instanceof Error ? withoutAddresses(error.message) : 'unknown';
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
