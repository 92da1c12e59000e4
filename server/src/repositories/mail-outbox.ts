// The mail outbox table (ADR 0009): messages written in the same transaction as the change that
// causes them, read back by the mail worker when due, and marked sent or rescheduled.
import type { Db } from '../db/database';
import { isPostgres } from '../db/dialect';

export interface MailDraft {
  /** e.g. 'request-received', 'new-request', 'accepted', 'rejected', 'cancelled'. */
  kind: string;
  to: string;
  /** The club's name: the sender name the pilot sees. */
  fromName: string;
  /** Where an answer goes, when not to the server's sending address. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** A landing whose receipt goes with it as a PDF, drawn when it is sent (docs/decisions/0031). */
  receiptOf?: number;
}

export interface QueuedMail {
  id: number;
  messageId: string;
  to: string;
  fromName: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** The landing whose receipt it carries; null: no attachment. */
  receiptOf: number | null;
  attempts: number;
}

/** Queues a message under its event's Message-ID; the same event queued twice stays one message. */
export async function enqueueMail(db: Db, draft: MailDraft, messageId: string, now: string): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      message_id: messageId,
      kind: draft.kind,
      to_address: draft.to,
      from_name: draft.fromName,
      reply_to: draft.replyTo,
      subject: draft.subject,
      text_body: draft.text,
      html_body: draft.html,
      receipt_of: draft.receiptOf ?? null,
      next_attempt_at: now,
      last_error: null,
      createdAt: now,
      sentAt: null,
    })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .execute();
}

/** Whether a mail carrying the landing's receipt was ever queued (sent or not). */
export async function receiptMailQueued(db: Db, landingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('receipt_of', '=', landingId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` due messages for this sender, oldest first: they are not due again until
 * `leaseUntil`, so another server process's worker leaves them alone (on PostgreSQL it also skips
 * rows a concurrent claim holds). A sender that dies mid-lease hands them on when the lease ends.
 */
export async function claimDueMail(
  db: Db,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<QueuedMail[]> {
  const rows = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('state', '=', 'waiting')
        .where('next_attempt_at', '<=', now)
        .orderBy('id')
        .limit(limit)
        .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
    )
    .returning([
      'id',
      'message_id',
      'to_address',
      'from_name',
      'reply_to',
      'subject',
      'text_body',
      'html_body',
      'receipt_of',
      'attempts',
    ])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      messageId: row.message_id,
      to: row.to_address,
      fromName: row.from_name,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body ?? '',
      html: row.html_body ?? '',
      receiptOf: row.receipt_of,
      attempts: row.attempts,
    }));
}

/** Claimed messages this sender will not get to (it is stopping): due again at once. */
export async function releaseMail(db: Db, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now })
    .where('id', 'in', ids)
    .where('state', '=', 'waiting')
    .execute();
}

/** Sent: the bodies go (their status links are as good as a token); the headers stay as a record. */
export async function markMailSent(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'sent', sentAt: now, text_body: null, html_body: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: try again at `retryAt`, or give up ('failed') when it is null. */
export async function markMailAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      ...(retryAt === null ? { state: 'failed' as const } : { next_attempt_at: retryAt }),
    }))
    .where('id', '=', id)
    .execute();
}
