/** Sending mail through SMTP (nodemailer), for the outbox's dispatcher only: requests never wait on it. */
import nodemailer from 'nodemailer';

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

/** SMTP_URL as nodemailer reads it (smtp://, smtps://, with user and password). */
export function openMailer(smtpUrl: string, from: string): Mailer {
  // A server that does not answer holds one dispatch, not minutes of them.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
