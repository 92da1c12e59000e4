// Beside PAID: how it was paid (docs/decisions/0029). The desk records cash or a card at the desk;
// online is shown when Stripe's webhook said so, never offered. Choosing one is a payment change
// through the outbox, Paid and the method together. A plain Strapi keeps no method: not shown. A fee
// changed since it was paid asks how the difference was settled: choosing records it (payments).
import { useState } from 'react';
import {
  DESK_METHODS,
  type DeskMethod,
  isDeskMethod,
  type PaidLanding,
  paidByWords,
  toCollectCents,
  toRefundCents,
} from '@/domain/fees/paid-by';
import { useT } from '@/i18n/react';
import { usePaymentStatusChange } from './use-payment-status';

export interface PaidBySelectProps {
  landing: PaidLanding & { id: number };
  /** What saying how records as taken: the fee shown (docs/decisions/0069); none while to be priced. */
  taken: number | undefined;
  /** Names the select, e.g. 'Paid by, 20/05/2026 10:15 Cessna 172'. */
  label: string;
}

/** The select's value for a landing Paid with no method said. */
const NOT_SAID = '';

export function PaidBySelect({ landing, taken, label }: PaidBySelectProps) {
  const t = useT();
  const change = usePaymentStatusChange();
  const landingId = landing.id;
  const method = landing.payment_method ?? null;
  const unsettled = toCollectCents(landing) + toRefundCents(landing) > 0;
  // As PaymentStatusSelect: the choice holds until the mirror's value moves on. Settling the rest by
  // the method already said moves only what was taken.
  const seen = `${method} ${landing.paid_cents}`;
  const [chosen, setChosen] = useState<{ over: string; next: DeskMethod } | null>(null);
  if (chosen !== null && chosen.over !== seen) setChosen(null);
  const shown = chosen !== null ? chosen.next : unsettled ? null : method;
  return (
    <select
      className="history-paid-by"
      aria-label={label}
      value={shown ?? NOT_SAID}
      onChange={(event) => {
        const next = event.target.value;
        if (!isDeskMethod(next)) return;
        setChosen({ over: seen, next });
        change.mutate({ landingId, status: 'Paid', method: next, taken }, { onError: () => setChosen(null) });
      }}
    >
      {shown === null ? (
        <option value={NOT_SAID} disabled>
          {t(unsettled ? 'history.paidBy.settle' : 'history.paidBy.notSaid')}
        </option>
      ) : null}
      {shown === 'online' ? (
        <option value="online" disabled>
          {t('history.paidBy.online')}
        </option>
      ) : null}
      {DESK_METHODS.map((desk) => (
        <option key={desk} value={desk}>
          {t(paidByWords({ paymentStatus: 'Paid', payment_method: desk }) ?? 'history.paidBy.notSaid')}
        </option>
      ))}
    </select>
  );
}
