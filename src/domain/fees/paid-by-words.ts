// How a Paid landing was paid, in words (docs/decisions/0029): on its own, without the rules of
// paid-by.ts, so that the words travel where the rules are not needed (the shell's Changes panel).
import type { MessageId } from '@/i18n/messages';
import type { Landing, PaymentMethod } from '../wire/entities';

const PAID_BY_WORDS: Readonly<Record<PaymentMethod, MessageId>> = {
  cash: 'history.paidBy.cash',
  card: 'history.paidBy.card',
  online: 'history.paidBy.online',
};

/** "Cash", "Card at the desk" or "Online" for a Paid landing that says how; null otherwise. */
export function paidByWords(
  landing: Pick<Landing, 'paymentStatus'> & Partial<Pick<Landing, 'payment_method'>>,
): MessageId | null {
  if (landing.paymentStatus !== 'Paid' || !landing.payment_method) return null;
  return PAID_BY_WORDS[landing.payment_method];
}
