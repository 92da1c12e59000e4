// The pilot's mails about a request or a landing the desk wrote down (ADR 0009): received, accepted
// or rejected, cancelled by the pilot, cancelled by the desk or a no-show. Built from the parts of
// messages.ts, with what the pilot typed said only as forPilot lets it (docs/decisions/0030).
import type { Locale } from '@/i18n/locale';
import type { MailDraft } from '../repositories/mail-outbox';
import {
  about,
  forPilot,
  fromClubToPilot,
  greeting,
  payLinks,
  type Reader,
  type RequestFacts,
  readerIn,
  render,
  signOff,
  summary,
} from './messages';

/** A landing that will not land and was paid online: the pilot learns the money comes back. */
const refundLine = (f: RequestFacts, { t }: Reader): string[] => (f.refunding ? [t('mail.refunding')] : []);

/** To the pilot, in the language of the request page. */
export function requestReceivedMail(facts: RequestFacts, locale: Locale, statusUrl: string): MailDraft {
  const f = forPilot(facts);
  const reader = readerIn(locale);
  const { t } = reader;
  return {
    kind: 'request-received',
    ...fromClubToPilot(f),
    subject: t('mail.received.subject', about(f, reader)),
    ...render(
      reader,
      [
        greeting(f, reader),
        t('mail.received.intro', { club: f.clubName }),
        summary(f, reader),
        ...(f.outsideHours ? [t('mail.received.outsideHours')] : []),
      ],
      { label: t('mail.statusLink'), url: statusUrl },
      [...signOff(f, reader), t('mail.received.notYou')],
    ),
  };
}

/** To the pilot, in the language of the request page; the reason is the desk's own words. */
export function decisionMail(
  facts: RequestFacts,
  locale: Locale,
  accepted: boolean,
  statusUrl: string | null,
): MailDraft {
  const f = forPilot(facts);
  const reader = readerIn(locale);
  const { t } = reader;
  const club = { club: f.clubName };
  return {
    kind: accepted ? 'accepted' : 'rejected',
    ...fromClubToPilot(f),
    subject: t(
      accepted ? 'mail.decision.acceptedSubject' : 'mail.decision.rejectedSubject',
      about(f, reader),
    ),
    ...render(
      reader,
      [
        greeting(f, reader),
        t(accepted ? 'mail.decision.accepted' : 'mail.decision.rejected', club),
        ...(f.reason ? [t('mail.decision.reason', { reason: f.reason })] : []),
        summary(f, reader),
      ],
      // A rejected request can no longer be cancelled: its link only shows it. A landing the desk wrote
      // down has no status page, so no links.
      statusUrl === null
        ? null
        : [
            ...(accepted ? payLinks(f, reader, statusUrl) : []),
            { label: t(accepted ? 'mail.statusLink' : 'mail.seeRequest'), url: statusUrl },
          ],
      signOff(f, reader),
    ),
  };
}

/** To the pilot, in the language of the request page. */
export function cancelledMail(facts: RequestFacts, locale: Locale, statusUrl: string): MailDraft {
  const f = forPilot(facts);
  const reader = readerIn(locale);
  const { t } = reader;
  return {
    kind: 'cancelled',
    ...fromClubToPilot(f),
    subject: t('mail.cancelled.subject', about(f, reader)),
    ...render(
      reader,
      [
        greeting(f, reader),
        t('mail.cancelled.body', { club: f.clubName }),
        ...refundLine(f, reader),
        summary(f, reader),
      ],
      { label: t('mail.seeRequest'), url: statusUrl },
      signOff(f, reader),
    ),
  };
}

/** To the pilot, in the language of the request page: the desk cancelled it or recorded a no-show. */
export function deskEndedMail(
  facts: RequestFacts,
  locale: Locale,
  ended: 'cancelled' | 'no_show',
  /** Null for a landing not filed from a request page: it has no status page. */
  statusUrl: string | null,
): MailDraft {
  const f = forPilot(facts);
  const reader = readerIn(locale);
  const { t } = reader;
  const cancelled = ended === 'cancelled';
  return {
    kind: cancelled ? 'desk-cancelled' : 'no-show',
    ...fromClubToPilot(f),
    subject: t(cancelled ? 'mail.deskCancelled.subject' : 'mail.noShow.subject', about(f, reader)),
    ...render(
      reader,
      [
        greeting(f, reader),
        t(cancelled ? 'mail.deskCancelled.body' : 'mail.noShow.body', { club: f.clubName }),
        ...(f.reason ? [t('mail.decision.reason', { reason: f.reason })] : []),
        ...refundLine(f, reader),
        summary(f, reader),
      ],
      // Cancelled or a no-show: nothing is left to cancel, the link only shows it.
      statusUrl === null ? null : { label: t('mail.seeRequest'), url: statusUrl },
      signOff(f, reader),
    ),
  };
}
