/**
 * A real SMTP server on loopback (smtp-server) for the mail tests: it keeps what it is sent, parsed
 * by mailparser, and can refuse mail for a while (a server that is down or busy).
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export class FakeSmtp {
  readonly received: ReceivedMail[] = [];
  /** Refuse this many mails (a temporary failure, 451) before taking them again. */
  refuse = 0;
  attempts = 0;
  url = '';
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData: (stream, _session, callback) => {
        this.attempts++;
        if (this.refuse > 0) {
          this.refuse--;
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream).then(
          (mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            this.received.push({
              to: to?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.url = `smtp://127.0.0.1:${address.port}`;
    return this;
  }

  /** The first mail to `to` that `match` accepts, waiting for it up to `ms`. */
  async mailTo(to: string, match: (mail: ReceivedMail) => boolean = () => true, ms = 10_000): Promise<ReceivedMail> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.received.find((mail) => mail.to.toLowerCase() === to.toLowerCase() && match(mail));
      if (found) return found;
      if (Date.now() > until) {
        throw new Error(`no mail to ${to} within ${ms} ms (received: ${this.received.map((m) => m.to).join(', ')})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The link of a mail that starts with `base`, from its text part. */
export function linkIn(mail: ReceivedMail, base: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(base));
  if (!found) throw new Error(`no link to ${base} in: ${mail.text}`);
  return found;
}
