// How queued mail leaves the server (ADR 0009): nodemailer over SMTP when SMTP_URL is set, else
// each message written as an .eml file under the data folder and logged with its subject, so a
// club running `npm start` without a mail server can still read what would have gone.
import { join } from 'node:path';
import type Mail from 'nodemailer/lib/mailer';
import { privateDir, writePrivateFile } from '../private-files';
import type { QueuedMail } from '../repositories/mail-outbox';
import type { MailAttachment, MailTransport } from './mail-worker';

/** nodemailer, loaded by the first message: most servers send none for hours after they start. */
const mailer = async () => (await import('nodemailer')).default;

function mailOptions(
  mail: QueuedMail,
  fromAddress: string,
  attachments: readonly MailAttachment[] = [],
): Mail.Options {
  return {
    from: { name: mail.fromName, address: fromAddress },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(attachments.length
      ? {
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        }
      : {}),
  };
}

/** How long an SMTP server may take (ms): nodemailer's own defaults are minutes. */
export interface SmtpTimeouts {
  /** To open the connection, the DNS lookup included. */
  connection: number;
  /** For the server's greeting once connected. */
  greeting: number;
  /** Of silence in the middle of a conversation. */
  socket: number;
}

/**
 * A stalled mail server fails the attempt in seconds, so the message is retried later (with
 * backoff) and neither the mail pass nor a stopping server waits on it for minutes.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 30_000 };

export function smtpTransport(url: string, fromAddress: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  let transporter: Mail | null = null;
  return {
    async send(mail, attachments) {
      transporter ??= (await mailer()).createTransport({
        url,
        connectionTimeout: timeouts.connection,
        greetingTimeout: timeouts.greeting,
        socketTimeout: timeouts.socket,
      });
      await transporter.sendMail(mailOptions(mail, fromAddress, attachments));
    },
  };
}

/** The file a message is written to: named by its Message-ID, so a resend overwrites, never doubles. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.@_-]/g, '_')}.eml`;
}

export function emlTransport(dir: string, fromAddress: string, log: (line: string) => void): MailTransport {
  let composer: Mail | null = null;
  return {
    async send(mail, attachments) {
      composer ??= (await mailer()).createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'windows',
      });
      const info = await composer.sendMail(mailOptions(mail, fromAddress, attachments));
      privateDir(dir);
      const file = join(dir, emlFileName(mail.messageId));
      writePrivateFile(file, info.message as Buffer);
      log(`Mail to ${mail.to}: ${mail.subject} (${file})`);
    },
  };
}
