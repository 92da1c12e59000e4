// The status page of one request (ADR 0009, docs/decisions/0021): PENDING, ACCEPTED or REJECTED
// with the desk's reason, PAY or Paid, the details and the fee, and Cancel request until the aircraft has
// parked. It follows the request live. Cancelling asks first; without the page's script the
// question is a page of its own (the form posts, the server shows it).

import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { serviceName } from '@/domain/club/catalogue-words';
import { formatPrice } from '@/domain/fees/money';
import { owesNoFee, type PilotStatus } from '@/domain/pilot-requests/request-status';
import { withZoneName } from '@/domain/time/club-clock';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import type { PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import { type MessageId, say, sayOr, type Translate } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { callApi, PilotApiError } from './api';
import { clockName } from './clock-name';
import { PaymentCard } from './PaymentCard';
import { requestPath, type StatusPageData, statusPath, withLang } from './page-data';
import { longDay } from './page-formats';
import { ReceiptLink } from './ReceiptLink';
import { useLiveStatus } from './use-live-status';

export const STATUS_LABELS: Record<PilotStatus, MessageId> = {
  pending: 'pilot.status.pending',
  accepted: 'pilot.status.accepted',
  rejected: 'pilot.status.rejected',
  cancelled: 'pilot.status.cancelled',
  noShow: 'pilot.status.noShow',
  arrived: 'pilot.status.arrived',
  departed: 'pilot.status.departed',
};

/** The tab's title: the status and the airfield. */
export const statusTitle = (t: Translate, status: PublicRequestStatus): string =>
  t('pilot.status.title', { status: t(STATUS_LABELS[status.status]), airfield: status.airfield.name1 });

function purposeOf(t: Translate, purpose: string): string {
  if (purpose === TOUCH_AND_GO) return t('common.purpose.touchAndGo');
  if (purpose === 'landing') return t('common.purpose.landing');
  return purpose;
}

/** A fact the pilot may have left out: listed only when given. */
const given = (term: MessageId, value: string | null): [MessageId, string][] =>
  value ? [[term, value]] : [];

function Details({ status }: { status: PublicRequestStatus }) {
  const t = useT();
  const tag = useIntlTag();
  const r = status.request;
  const none = t('pilot.status.none');
  // Date and times on the club's clock, as the server converted them (ADR 0027). What the pilot may
  // leave out (the ETD, notes) is left out here too; a list the pilot left empty says none.
  const zone = { name: clockName(t, status.clock) };
  const rows: [MessageId, string][] = [
    ...given('pilot.status.ppr', status.ppr),
    [
      'pilot.status.aircraft',
      t('pilot.status.aircraftValue', { registration: r.registration, aircraft: r.aircraft }),
    ],
    ['pilot.status.origin', r.origin],
    ['pilot.status.date', longDay(r.date, tag)],
    ['pilot.status.eta', withZoneName(r.eta, zone)],
    ...given('pilot.status.etd', r.etd && withZoneName(r.etd, zone)),
    ['pilot.status.purpose', purposeOf(t, r.purpose)],
    ['pilot.status.pilot', r.pilotName],
    ['pilot.status.passengers', r.passengers.length ? r.passengers.join(', ') : none],
    [
      'pilot.status.services',
      r.services.length
        ? r.services
            .map((s) =>
              t('pilot.form.service', { service: serviceName(s.name, t), price: formatPrice(s.price, tag) }),
            )
            .join(', ')
        : none,
    ],
    ...given('pilot.status.notes', r.notes),
  ];
  return (
    <dl className="facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function cancelFailure(t: Translate, error: unknown): string {
  if (!(error instanceof PilotApiError) || error.status === 0) return t('pilot.status.noAnswer');
  if (error.status === 409) return t('pilot.status.cannotCancel');
  if (error.status === 429) return t('pilot.form.tooMany');
  return sayOr(t, error.words, error.message);
}

export function StatusPage({ data }: { data: StatusPageData }) {
  const t = useT();
  const tag = useIntlTag();
  const [status, setStatus] = useLiveStatus(data.token, data.status);
  const [confirming, setConfirming] = useState(data.confirmCancel);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(data.error ? say(t, data.error) : null);
  // The question opens on Keep it: a stray Enter or a second tap must not cancel the request.
  const keepIt = useRef<HTMLAnchorElement>(null);
  const askAgain = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const here = withLang(statusPath(data.token), data.lang);
  const asking = status.canCancel && confirming;
  const wasAsking = useRef(asking);

  useEffect(() => {
    document.title = statusTitle(t, status);
  }, [t, status]);
  useEffect(() => {
    if (asking) keepIt.current?.focus();
    // The question went (Keep it, the cancellation done, or the desk's decision) with the focus in it:
    // the focus goes where the pilot goes on from, not back to the top of the page.
    else if (wasAsking.current && document.activeElement === document.body)
      (askAgain.current ?? statusLine.current)?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(true);
  };
  const cancel = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setStatus(
        await callApi<PublicRequestStatus>(`requests/${encodeURIComponent(data.token)}/cancel`, { body: {} }),
      );
      setConfirming(false);
    } catch (failure) {
      setError(cancelFailure(t, failure));
    }
    setBusy(false);
  };
  const keep = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setConfirming(false);
    setError(null);
  };

  const { airfield } = status;
  return (
    <>
      <h1>
        {t('pilot.request.heading', { airfield: airfield.name1 })}
        {airfield.name2 ? <span className="icao">{` ${airfield.name2}`}</span> : null}
      </h1>
      <p ref={statusLine} className={`status status--${status.status}`} role="status" tabIndex={-1}>
        {t(STATUS_LABELS[status.status])}
      </p>
      {status.status === 'pending' || status.status === 'accepted' ? (
        <p className="next-step">
          {status.status === 'pending'
            ? t('pilot.status.pendingNext')
            : t('pilot.status.acceptedNext', { online: status.payment.online ? 'yes' : 'no' })}
        </p>
      ) : null}
      {status.reason ? <p className="reason">{t('pilot.status.reason', { reason: status.reason })}</p> : null}
      <PaymentCard
        token={data.token}
        status={status}
        returned={data.paymentReturn}
        action={withLang(`${statusPath(data.token)}/pay`, data.lang)}
        refused={data.payError}
      />
      <section className="card" aria-labelledby="fee-heading">
        <h2 id="fee-heading">
          {owesNoFee(status.status, status.payment.paidCents !== null)
            ? t('pilot.status.noFee')
            : status.fee === null
              ? t('pilot.status.feeToPrice')
              : t('pilot.status.fee', { price: formatPrice(status.fee, tag) })}
        </h2>
        <Details status={status} />
        {status.receipt ? <ReceiptLink token={data.token} /> : null}
      </section>
      {asking ? (
        <form
          className="cancel"
          method="post"
          action={withLang(`${statusPath(data.token)}/cancel`, data.lang)}
          onSubmit={cancel}
        >
          <p>{t('pilot.status.cancelQuestion')}</p>
          {status.payment.refund === 'onCancel' && status.payment.paidCents !== null ? (
            <p>
              {t('pilot.status.cancelRefunds', { price: formatPrice(status.payment.paidCents / 100, tag) })}
            </p>
          ) : null}
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="button button--danger" aria-disabled={busy}>
            {t('pilot.status.cancelYes')}
          </button>
          <a ref={keepIt} className="button button--secondary" href={here} onClick={keep}>
            {t('pilot.status.cancelKeep')}
          </a>
        </form>
      ) : status.canCancel ? (
        // Without the page's script, the question is the status page asked with ?cancel=ask.
        <form className="cancel" method="get" action={statusPath(data.token)} onSubmit={ask}>
          <input type="hidden" name="cancel" value="ask" />
          {data.lang ? <input type="hidden" name="lang" value={data.lang} /> : null}
          <button ref={askAgain} type="submit" className="button button--secondary">
            {t('pilot.status.cancel')}
          </button>
        </form>
      ) : null}
      <p className="form-error" role="alert" hidden={error === null}>
        {error}
      </p>
      {airfield.slug ? (
        <p>
          <a href={withLang(requestPath(airfield.slug), data.lang)}>{t('pilot.status.another')}</a>
        </p>
      ) : null}
    </>
  );
}
