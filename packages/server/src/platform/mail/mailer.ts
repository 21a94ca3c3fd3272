import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message is rendered to a real RFC 822 file in the outbox
 * (`<id>.eml`, with a `<id>.json` beside it for tools and tests) and announced in the log.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded well inside the outbox's lease, so a message is never claimed again while its send still runs.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      await writeFile(
        join(options.outboxDir, `${id}.json`),
        JSON.stringify({ from: options.from, ...message, created: new Date().toISOString() }, null, 2),
      );
      options.log(`mail to ${message.to} ("${message.subject}") written to outbox ${id}.eml`);
    },
  };
}
