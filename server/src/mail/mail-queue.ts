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
  /** This server takes fees online (docs/decisions/0029): the pilot's mails may offer PAY. */
  payments: boolean;
}

/**
 * e.g. <ppr.rejected.42.1767225600000@club.example>: kind, landing and the event's instant; a mail
 * about an account (a password reset) names the account and the event: <ppr.password-reset.user7.…@…>.
 */
export function messageIdFor(
  kind: string,
  subject: number | string,
  at: string,
  fromAddress: string,
): string {
  const domain = fromAddress.split('@')[1] || 'ppr-desk.invalid';
  return `<ppr.${kind}.${subject}.${parseInstant(at)}@${domain}>`;
}

/**
 * What caused a mail: an event of a landing, or of an account; `ref` tells two events of one
 * account apart (two reset codes asked within one millisecond are two mails).
 */
export type MailEvent = { landingId: number; at: string } | { userId: number; ref: string; at: string };

export function queueMail(
  db: Db,
  mail: Pick<MailContext, 'fromAddress'>,
  draft: MailDraft,
  event: MailEvent,
): Promise<void> {
  const subject = 'landingId' in event ? event.landingId : `user${event.userId}.${event.ref}`;
  return enqueueMail(db, draft, messageIdFor(draft.kind, subject, event.at, mail.fromAddress), event.at);
}
