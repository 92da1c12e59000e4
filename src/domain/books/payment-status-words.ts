// The words of each stored payment status, apart from History's view so that the desk's frame (the
// undo bar says what a payment change was) does not load the History screen's rules with them.
import type { MessageId } from '@/i18n/messages';
import type { PaymentStatus } from '../wire/entities';

/** The STATUS labels of each stored payment status: PAID, MISSING PAYMENT, CAPTIVE in English. */
export const PAYMENT_STATUS_WORDS: Readonly<Record<PaymentStatus, MessageId>> = {
  Paid: 'history.status.paid',
  Pending: 'history.status.missingPayment',
  Captive: 'history.status.captive',
};
