// The pilot's mail when a landing becomes Paid (docs/decisions/0031): paid online (Stripe's
// webhook) or marked Paid at the desk, to the landing's address, in the request's language, with
// the receipt attached when it is sent. Like every mail to the pilot it says no typed text before
// the address is confirmed (forPilot, docs/decisions/0030).
import type { Locale } from '@/i18n/locale';
import type { Db } from '../db/database';
import type { MailContext } from '../mail/mail-queue';
import {
  about,
  forPilot,
  fromClubToPilot,
  greeting,
  type RequestFacts,
  readerIn,
  render,
  signOff,
  summary,
} from '../mail/messages';
import { type MailDraft, receiptMailQueued } from '../repositories/mail-outbox';
import { queueToPilot } from '../requests/request-mails';
import { requestLocale } from '../requests/request-view';

/** To the pilot: paid, thank you, the receipt attached. `statusUrl` null: a radio call has no page. */
export function paidMail(
  facts: RequestFacts,
  locale: Locale,
  landingId: number,
  statusUrl: string | null,
): MailDraft {
  const f = forPilot(facts);
  const reader = readerIn(locale);
  const { t } = reader;
  return {
    kind: 'paid',
    ...fromClubToPilot(f),
    subject: t('receipt.mail.subject', about(f, reader)),
    ...render(
      reader,
      [greeting(f, reader), t('receipt.mail.body', { club: f.clubName }), summary(f, reader)],
      statusUrl === null ? null : { label: t('mail.seeRequest'), url: statusUrl },
      [t('receipt.mail.attached'), ...signOff(f, reader)],
    ),
    receiptOf: landingId,
  };
}

/**
 * Inside the transaction that made the landing Paid at `at`; nothing when it has no address, or when
 * its receipt was mailed before: a Paid taken back by mistake and set again mails the pilot no second
 * receipt (docs/product.md, "Receipts": once). The status page always has the receipt as it stands.
 */
export async function queuePaidMail(db: Db, mail: MailContext, landingId: number, at: string): Promise<void> {
  if (await receiptMailQueued(db, landingId)) return;
  await queueToPilot(db, mail, landingId, at, (facts, row, link) =>
    paidMail(facts, requestLocale(row), landingId, link),
  );
}
