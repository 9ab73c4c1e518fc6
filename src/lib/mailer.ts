/** Sending mail through SMTP (nodemailer), for the outbox's dispatcher only: requests never wait on it. */
import type { Transporter } from 'nodemailer';

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

/** SMTP_URL as nodemailer reads it (smtp://, smtps://, with user and password). */
export function openMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail: a process that never sends one never holds it.
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // A server that does not answer holds one dispatch, not minutes of them.
      nodemailer.createTransport(
        { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
        { from },
      ),
    ));
  return {
    async send(mail) {
      await (await opened()).sendMail(mail);
    },
    close: () =>
      void transport?.then(
        (open) => open.close(),
        () => {},
      ),
  };
}
