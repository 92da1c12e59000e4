// The status page of one request (ADR 0009): Pending, Accepted or Rejected with the desk's reason,
// the details and the fee, and Cancel request until the aircraft has parked. Looks again every
// 30 s while a decision or the arrival is still to come and the page is in view.
import { formatPrice } from '@/domain/money';
import type { PublicRequestStatus } from '@/domain/pilot-request-wire';
import { PILOT_STATUS_LABELS } from '@/domain/request-status';
import { DEFAULT_LOCALE, type DisplayLocale, formatDate, formatTime } from '@/domain/time/format';
import { callApi, PilotApiError } from './api';
import { h, show } from './dom';

const POLL_MS = 30_000;

function details(status: PublicRequestStatus, locale: DisplayLocale = DEFAULT_LOCALE): HTMLElement {
  const r = status.request;
  const rows: [string, string][] = [
    ['Aircraft', `${r.registration} (${r.aircraft})`],
    ['From', r.origin],
    ['Date', formatDate(r.date, locale)],
    ['ETA (UTC)', formatTime(r.eta, locale)],
    ['ETD (UTC)', r.etd ? formatTime(r.etd, locale) : '—'],
    ['Purpose', r.purpose],
    ['Pilot', r.pilotName],
    ['Passengers', r.passengers.length ? r.passengers.join(', ') : 'none'],
    [
      'Services',
      r.services.length ? r.services.map((s) => `${s.name} (${formatPrice(s.price)})`).join(', ') : 'none',
    ],
    ['Notes', r.notes ?? '—'],
  ];
  return h(
    'dl',
    { class: 'facts' },
    ...rows.map(([term, value]) => h('div', {}, h('dt', {}, term), h('dd', {}, value))),
  );
}

/** `first`: the first answer, when the page asked for it while this module loaded. */
export async function renderStatusPage(
  root: HTMLElement,
  token: string,
  first?: Promise<PublicRequestStatus>,
): Promise<void> {
  let timer: number | undefined;
  const load = async (answer = callApi<PublicRequestStatus>(`requests/${token}`)): Promise<void> => {
    window.clearTimeout(timer);
    try {
      draw(await answer);
    } catch (error) {
      drawFailure(error instanceof PilotApiError ? error : new PilotApiError(0, String(error)));
    }
  };

  const cancelBlock = (status: PublicRequestStatus): HTMLElement => {
    const block = h('div', { class: 'cancel' });
    const ask = h('button', { type: 'button', class: 'button button--secondary' }, 'Cancel request');
    ask.addEventListener('click', () => {
      const yes = h('button', { type: 'button', class: 'button button--danger' }, 'Yes, cancel it');
      const keep = h('button', { type: 'button', class: 'button button--secondary' }, 'Keep it');
      const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
      yes.addEventListener('click', async () => {
        yes.disabled = true;
        try {
          draw(await callApi<PublicRequestStatus>(`requests/${token}/cancel`, { body: {} }));
        } catch (failure) {
          error.textContent = failure instanceof Error ? failure.message : String(failure);
          error.hidden = false;
          yes.disabled = false;
        }
      });
      keep.addEventListener('click', () => draw(status));
      show(block, h('p', {}, 'Cancel this request? The airfield will be told.'), yes, keep, error);
      yes.focus();
    });
    block.append(ask);
    return block;
  };

  const draw = (status: PublicRequestStatus) => {
    const label = PILOT_STATUS_LABELS[status.status];
    document.title = `${label}: request to ${status.airfield.name1}`;
    show(
      root,
      h(
        'h1',
        {},
        `Request to land at ${status.airfield.name1}${status.airfield.name2 ? ` (${status.airfield.name2})` : ''}`,
      ),
      h('p', { class: `status status--${status.status}`, role: 'status' }, label),
      status.reason ? h('p', { class: 'reason' }, `Reason from the desk: ${status.reason}`) : null,
      h(
        'section',
        { class: 'card', 'aria-labelledby': 'fee-heading' },
        h('h2', { id: 'fee-heading' }, `Fee: ${formatPrice(status.fee)}`),
        details(status),
      ),
      status.canCancel ? cancelBlock(status) : null,
      status.airfield.slug
        ? h('p', {}, h('a', { href: `/request/${status.airfield.slug}` }, 'Make another request'))
        : null,
    );
    if (status.status === 'pending' || status.status === 'accepted') {
      timer = window.setTimeout(() => {
        if (document.visibilityState === 'visible') void load();
      }, POLL_MS);
    }
  };

  const drawFailure = (failure: PilotApiError) => {
    if (failure.status === 404) {
      document.title = 'Request not found';
      show(
        root,
        h('h1', {}, 'Request not found'),
        h('p', {}, 'This status link is not valid. Check the link in your email.'),
      );
      return;
    }
    const retry = h('button', { type: 'button', class: 'button' }, 'Try again');
    retry.addEventListener('click', () => void load());
    show(
      root,
      h('h1', {}, 'Your request'),
      h('p', { class: 'form-error', role: 'alert' }, failure.message),
      retry,
    );
  };

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void load();
  });
  await load(first);
}
