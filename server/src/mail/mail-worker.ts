// Owns the mail outbox's sending (ADR 0009): a timer that claims the due messages, sends them
// through the transport, marks them sent, and reschedules a failure with exponential backoff. One
// pass at a time; stop() waits for the pass under way. Claims keep two server processes from
// sending one message twice (docs/decisions/0012). A crash between a send and its mark sends that
// message again once its claim lapses, with the same Message-ID, which receivers use to drop the copy.
import type { Db } from '../db/database';
import { PolledWorker } from '../polled-worker';
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  type QueuedMail,
  releaseMail,
} from '../repositories/mail-outbox';

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  /** Delivers one message or throws; `messageId` goes out as its Message-ID header. */
  send(mail: QueuedMail, attachments?: readonly MailAttachment[]): Promise<void>;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  /** How often due messages are looked for when nobody pokes. */
  pollMs?: number;
  /** The files a message carries, drawn when it is sent (a receipt, docs/decisions/0031). */
  attachments?: (mail: QueuedMail) => Promise<MailAttachment[]>;
  onError?: (mail: QueuedMail, error: unknown) => void;
  /** A pass could not run (the database out of reach): the messages wait for the next one. */
  onPassFailed?: (error: unknown) => void;
}

export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 3_600_000;
/** About seven hours of tries before a message is given up as failed. */
export const MAX_MAIL_ATTEMPTS = 12;
const BATCH = 20;
/** How long a claim keeps a message from other senders: longer than a batch of SMTP sends can take. */
export const CLAIM_MS = 15 * 60_000;

/** The wait after the n-th failed attempt (1-based): 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

export class MailWorker extends PolledWorker {
  constructor(private readonly options: MailWorkerOptions) {
    super(options.pollMs ?? 5_000);
  }

  protected passFailed(error: unknown): void {
    this.options.onPassFailed?.(error);
  }

  protected async pass(): Promise<number> {
    const { db, transport, now } = this.options;
    let sent = 0;
    const at = now();
    const claimed = await claimDueMail(
      db,
      at.toISOString(),
      new Date(at.getTime() + CLAIM_MS).toISOString(),
      BATCH,
    );
    for (const [index, mail] of claimed.entries()) {
      if (this.closing) {
        await releaseMail(
          db,
          claimed.slice(index).map((left) => left.id),
          now().toISOString(),
        );
        break;
      }
      try {
        await transport.send(mail, (await this.options.attachments?.(mail)) ?? []);
        await markMailSent(db, mail.id, now().toISOString());
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const retryAt =
          attempts >= MAX_MAIL_ATTEMPTS
            ? null
            : new Date(now().getTime() + retryDelayMs(attempts)).toISOString();
        await markMailAttemptFailed(
          db,
          mail.id,
          error instanceof Error ? error.message : String(error),
          retryAt,
        );
        this.options.onError?.(mail, error);
      }
    }
    return sent;
  }
}
