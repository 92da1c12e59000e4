// The STATUS cell: PAID, MISSING PAYMENT or CAPTIVE. The operator's choice shows at once and
// stays: it is written to the outbox, never rolled back when the server refuses it.
import { useState } from 'react';
import { PAYMENT_STATUS_WORDS } from '@/domain/books/payment-status-words';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';
import { usePaymentStatusChange } from './use-payment-status';

export interface PaymentStatusSelectProps {
  landingId: number;
  value: PaymentStatus;
  /** Names the select for assistive technology, e.g. 'Payment status for 20/05/2026 10:15 Cessna 172'. */
  label: string;
  /** What Paid records as taken, the fee shown; undefined where the server keeps no amount. */
  taken?: number | undefined;
}

const isPaymentStatus = (value: string): value is PaymentStatus =>
  PAYMENT_STATUSES.some((status) => status === value);

export function PaymentStatusSelect({ landingId, value, label, taken }: PaymentStatusSelectProps) {
  const t = useT();
  const change = usePaymentStatusChange();
  // Holds the choice between the change event and the mirror's live update, so the select never
  // flicks back to the old value for a frame. Once the mirror's value moves on, the mirror wins.
  const [chosen, setChosen] = useState<{ over: PaymentStatus; next: PaymentStatus } | null>(null);
  // The mirror moved on (our change landed, or was discarded later): forget the held choice.
  if (chosen !== null && chosen.over !== value) setChosen(null);
  const shown = chosen !== null && chosen.over === value ? chosen.next : value;

  return (
    <select
      className={`history-status history-status--${shown.toLowerCase()}`}
      aria-label={label}
      value={shown}
      onChange={(event) => {
        const next = event.target.value;
        if (!isPaymentStatus(next)) return;
        setChosen({ over: value, next });
        change.mutate({ landingId, status: next, taken }, { onError: () => setChosen(null) });
      }}
    >
      {PAYMENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(PAYMENT_STATUS_WORDS[status])}
        </option>
      ))}
    </select>
  );
}
