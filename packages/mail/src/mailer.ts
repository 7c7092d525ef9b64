/**
 * Mail delivery. With SMTP_URL set, nodemailer sends over SMTP. Without it, the dev outbox: each
 * message is written as an .eml file under MAIL_OUTBOX_DIR and its links are printed to the log,
 * so an account can be verified with no mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailMessage } from './job.ts';

export interface MailSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR: string;
}

/** The logging the mailer needs; pino and Fastify's logger both fit. */
export interface MailLog {
  info(details: object, message: string): void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: MailSettings, log: MailLog): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
      async close() {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(config.MAIL_OUTBOX_DIR, { recursive: true });
      const file = path.join(
        config.MAIL_OUTBOX_DIR,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the dev outbox');
    },
    async close() {},
  };
}
