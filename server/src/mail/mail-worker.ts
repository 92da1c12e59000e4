// Owns the mail outbox's sending (ADR 0009): a timer that sends every due message through the
// transport, marks it sent, and reschedules a failure with exponential backoff. One pass at a
// time; stop() waits for the pass under way. A crash between a send and its mark sends that message
// again on the next start, with the same Message-ID, which receivers use to drop the copy.
import type { Db } from '../db/database';
import { dueMail, markMailAttemptFailed, markMailSent, type QueuedMail } from '../repositories/mail-outbox';

export interface MailTransport {
  /** Delivers one message or throws; `messageId` goes out as its Message-ID header. */
  send(mail: QueuedMail): Promise<void>;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  /** How often due messages are looked for when nobody pokes. */
  pollMs?: number;
  onError?: (mail: QueuedMail, error: unknown) => void;
}

export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 3_600_000;
/** About seven hours of tries before a message is given up as failed. */
export const MAX_MAIL_ATTEMPTS = 12;
const BATCH = 20;

/** The wait after the n-th failed attempt (1-based): 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private again = false;
  /** Pokes start passes only between start() and stop(); runOnce() works either way (tests). */
  private started = false;
  private closing = false;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.poke(), this.options.pollMs ?? 5_000);
    this.timer.unref();
    this.poke();
  }

  async stop(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Something was queued: send it now rather than at the next poll. */
  poke(): void {
    if (!this.started || this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.runOnce();
  }

  /** One pass over the due messages; resolves with how many went out. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.poke();
      }
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db, transport, now } = this.options;
    let sent = 0;
    for (const mail of await dueMail(db, now().toISOString(), BATCH)) {
      if (this.closing) break;
      try {
        await transport.send(mail);
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
