// The mails to a club's owner about a pilot's request (ADR 0009), in the language the owner uses the
// desk in: a new request, and a request its pilot withdrew. Answering one writes to the pilot. What
// the pilot typed is said unless it reads as a link or markup (docs/decisions/0030).
import type { Locale } from '@/i18n/locale';
import type { MessageId } from '@/i18n/messages';
import type { MailDraft } from '../repositories/mail-outbox';
import { about, forOwner, type Reader, type RequestFacts, readerIn, render, summary } from './messages';

export interface Owner {
  email: string;
  locale: Locale;
}

/** The words one owner's mail differs by. */
interface OwnerWords {
  kind: MailDraft['kind'];
  subject: MessageId;
  intro: MessageId;
  introNoName: MessageId;
  link: MessageId;
  /** Paragraphs after the request's summary. */
  more?: (reader: Reader) => string[];
}

function ownerMail(facts: RequestFacts, owner: Owner, deskUrl: string, words: OwnerWords): MailDraft {
  const f = forOwner(facts);
  const reader = readerIn(owner.locale);
  const { t } = reader;
  const { club, ...subject } = about(f, reader);
  return {
    kind: words.kind,
    to: owner.email,
    fromName: f.clubName,
    replyTo: f.pilotEmail,
    subject: t(words.subject, subject),
    ...render(
      reader,
      [
        f.pilotName ? t(words.intro, { pilot: f.pilotName, club }) : t(words.introNoName, { club }),
        summary(f, reader),
        ...(words.more?.(reader) ?? []),
      ],
      { label: t(words.link), url: deskUrl },
    ),
  };
}

export function newRequestMail(f: RequestFacts, owner: Owner, deskUrl: string): MailDraft {
  return ownerMail(f, owner, deskUrl, {
    kind: 'new-request',
    subject: f.outsideHours ? 'mail.newRequest.subjectOutsideHours' : 'mail.newRequest.subject',
    intro: 'mail.newRequest.intro',
    introNoName: 'mail.newRequest.introNoName',
    link: 'mail.newRequest.link',
    more: ({ t }) => (f.outsideHours ? [t('mail.newRequest.outsideHours')] : []),
  });
}

/** A pilot withdrew a request from the status page. */
export function pilotCancelledMail(f: RequestFacts, owner: Owner, deskUrl: string): MailDraft {
  return ownerMail(f, owner, deskUrl, {
    kind: 'pilot-cancelled',
    subject: 'mail.pilotCancelled.subject',
    intro: 'mail.pilotCancelled.intro',
    introNoName: 'mail.pilotCancelled.introNoName',
    link: 'mail.pilotCancelled.link',
    // Paid online: the club learns its server gives the payment back (docs/decisions/0067).
    more: ({ t }) => (f.refunding ? [t('mail.pilotCancelled.refunding')] : []),
  });
}

/**
 * Stripe refused for good to give back the online payment of a landing that will not land: the
 * owner refunds it from the Stripe dashboard, whose charge.refunded then settles the desk's books.
 */
export function refundRefusedMail(
  f: RequestFacts,
  owner: Owner,
  deskUrl: string,
  stripeCode: string,
): MailDraft {
  return ownerMail(f, owner, deskUrl, {
    kind: 'refund-refused',
    subject: 'mail.refundRefused.subject',
    intro: 'mail.refundRefused.intro',
    introNoName: 'mail.refundRefused.introNoName',
    link: 'mail.refundRefused.link',
    more: ({ t }) => [t('mail.refundRefused.todo', { code: stripeCode })],
  });
}
