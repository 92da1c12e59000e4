// Queuing a mail inside the transaction of the change that causes it (ADR 0009), under a
// Message-ID made from the event, so the same event can never queue or send two different messages.
import { parseInstant } from '@/domain/time/instants';
import type { Db } from '../db/database';
import { enqueueMail, type MailDraft } from '../repositories/mail-outbox';

export interface MailContext {
  /** Where pilots and owners reach this server: the links in mails start with it. */
  publicUrl: string;
  /** The sender address (MAIL_FROM); the club's name is the sender name. */
  fromAddress: string;
  /** Tells the worker, after a commit, that a message waits. */
  poke(): void;
}

/** e.g. <ppr.rejected.42.1767225600000@club.example>: kind, landing and the event's instant. */
export function messageIdFor(kind: string, landingId: number, at: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1] || 'ppr-desk.invalid';
  return `<ppr.${kind}.${landingId}.${parseInstant(at)}@${domain}>`;
}

export function queueMail(
  db: Db,
  mail: Pick<MailContext, 'fromAddress'>,
  draft: MailDraft,
  event: { landingId: number; at: string },
): Promise<void> {
  return enqueueMail(
    db,
    draft,
    messageIdFor(draft.kind, event.landingId, event.at, mail.fromAddress),
    event.at,
  );
}
