// The mail to an account's owner who asked to choose a new password (docs/decisions/0023): not a
// pilot request's, but written with the same reader and layout as those (messages.ts).
import type { Locale } from '@/i18n/locale';
import type { MailDraft } from '../repositories/mail-outbox';
import { readerIn, render } from './messages';

/**
 * To an account's owner who asked to choose a new password (docs/decisions/0023), in the language
 * the account uses the desk in. The link carries the single-use code; it works for `minutes`.
 */
export function passwordResetMail(
  account: { email: string; locale: Locale },
  resetUrl: string,
  minutes: number,
): MailDraft {
  const reader = readerIn(account.locale);
  const { t } = reader;
  return {
    kind: 'password-reset',
    to: account.email,
    fromName: 'PPR Desk',
    replyTo: null,
    subject: t('mail.reset.subject'),
    ...render(
      reader,
      [
        t('mail.greetingNoName'),
        t('mail.reset.intro', { email: account.email }),
        t('mail.reset.expiry', { minutes }),
      ],
      { label: t('mail.reset.link'), url: resetUrl },
      [t('mail.reset.notYou')],
    ),
  };
}
