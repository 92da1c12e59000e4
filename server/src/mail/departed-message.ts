// The pilot's mail after the desk recorded the departure of a landing still to pay
// (docs/decisions/0029): the fee can be paid online, through the status link. Built from the parts
// of messages.ts, with what the pilot typed said only as forPilot lets it (docs/decisions/0030).
import type { Locale } from '@/i18n/locale';
import type { MailDraft } from '../repositories/mail-outbox';
import {
  about,
  forPilot,
  fromClubToPilot,
  greeting,
  payLinks,
  type RequestFacts,
  readerIn,
  render,
  signOff,
  summary,
} from './messages';

/**
 * To the pilot, in the language of the request page, once the desk recorded the departure: sent
 * only while the fee can be paid online (docs/decisions/0029), to say so.
 */
export function departedMail(facts: RequestFacts, locale: Locale, statusUrl: string): MailDraft {
  const f = forPilot(facts);
  const reader = readerIn(locale);
  const { t } = reader;
  return {
    kind: 'departed',
    ...fromClubToPilot(f),
    subject: t('mail.departed.subject', about(f, reader)),
    ...render(
      reader,
      [greeting(f, reader), t('mail.departed.body', { club: f.clubName }), summary(f, reader)],
      [...payLinks(f, reader, statusUrl), { label: t('mail.seeRequest'), url: statusUrl }],
      signOff(f, reader),
    ),
  };
}
