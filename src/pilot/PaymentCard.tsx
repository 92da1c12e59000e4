// Paying the landing fee online from the status page (docs/decisions/0029): PAY with the amount and
// what it is made of while the landing is payable and the club takes fees online, then Stripe's own
// page; back from it, "being confirmed" until the live status says Paid. PAY is a form: before the
// page's script runs (or without it) the server opens Checkout itself and says why it could not.

import { type FormEvent, useState } from 'react';
import { serviceName } from '@/domain/club/catalogue-words';
import { formatPrice } from '@/domain/fees/money';
import type { PilotFeeLine } from '@/domain/fees/pilot-payment';
import type { PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import { type Message, type MessageId, say, sayOr, type Translate } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { callApi, PilotApiError } from './api';
import type { PaymentReturn } from './page-data';

const LINE_WORDS: Record<Exclude<PilotFeeLine['kind'], 'service'>, MessageId> = {
  landing: 'pilot.payment.lineLanding',
  landingAndParking: 'pilot.payment.lineLandingAndParking',
  touchAndGo: 'pilot.payment.lineTouchAndGo',
  byDesk: 'pilot.payment.lineByDesk',
};

function payFailure(t: Translate, error: unknown): string {
  if (!(error instanceof PilotApiError) || error.status === 0) return t('pilot.status.noAnswer');
  if (error.status === 503) return t('pilot.payment.unavailable');
  if (error.status === 429) return t('pilot.form.tooMany');
  return sayOr(t, error.words, t('pilot.payment.unavailable'));
}

interface PaymentCardProps {
  token: string;
  status: PublicRequestStatus;
  /** Back from Stripe's page: paid there (to be confirmed) or given up. */
  returned: PaymentReturn;
  /** Where the form posts (the status page's address with its language). */
  action: string;
  /** Why PAY, sent without the page's script, did not open Checkout. */
  refused: Message | null;
}

export function PaymentCard({ token, status, returned, action, refused }: PaymentCardProps) {
  const t = useT();
  const tag = useIntlTag();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(refused ? say(t, refused) : null);
  const { payment } = status;
  const euros = (cents: number) => formatPrice(cents / 100, tag);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { url } = await callApi<{ url: string }>(`requests/${encodeURIComponent(token)}/payment`, {
        body: {},
      });
      window.location.assign(url);
    } catch (failure) {
      setError(payFailure(t, failure));
      setBusy(false);
    }
  };

  if (payment.paidCents !== null)
    return (
      <section className="card payment payment--paid" aria-labelledby="payment-heading">
        <h2 id="payment-heading">{t('pilot.payment.paid', { price: euros(payment.paidCents) })}</h2>
        {payment.restCents > 0 ? (
          <p>{t('pilot.payment.stillToPay', { price: euros(payment.restCents) })}</p>
        ) : null}
        {payment.overCents > 0 ? (
          <p>{t('pilot.payment.owedBack', { price: euros(payment.overCents) })}</p>
        ) : null}
        {payment.refund === 'underWay' ? <p>{t('pilot.payment.refunding')}</p> : null}
      </section>
    );
  if (payment.refund === 'done')
    return (
      <section className="card payment" aria-labelledby="payment-heading">
        <h2 id="payment-heading">{t('pilot.payment.refunded')}</h2>
      </section>
    );
  if (returned === 'done' && payment.online)
    return (
      <section className="card payment" aria-labelledby="payment-heading">
        <h2 id="payment-heading">{t('pilot.payment.confirmingHeading')}</h2>
        <p role="status">{t('pilot.payment.confirming')}</p>
      </section>
    );
  if (!payment.due) return null;
  const { due } = payment;
  return (
    <section className="card payment" aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t('pilot.payment.heading', { price: euros(due.cents) })}</h2>
      {returned === 'cancelled' ? <p>{t('pilot.payment.cancelled')}</p> : null}
      <dl className="facts payment-lines" aria-label={t('pilot.payment.linesLabel')}>
        {due.lines.map((line) => (
          <div key={line.kind === 'service' ? `service-${line.name}` : line.kind}>
            <dt>{line.kind === 'service' ? serviceName(line.name, t) : t(LINE_WORDS[line.kind])}</dt>
            <dd>{euros(line.cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="payment-through">{t('pilot.payment.through', { airfield: status.airfield.name1 })}</p>
      <form method="post" action={action} onSubmit={(event) => void pay(event)}>
        <button type="submit" className="button payment-pay" disabled={busy}>
          {t('pilot.payment.pay', { price: euros(due.cents) })}
        </button>
      </form>
      {busy ? <p>{t('pilot.payment.opening')}</p> : null}
      <p className="form-error" role="alert" hidden={error === null}>
        {error}
      </p>
    </section>
  );
}
