// One landing of the history table, with its details row when expanded; each cell is classed so
// that on a narrow screen the same row lays out as a card (history.css).
import type { ReactNode } from 'react';
import { useOriginNameOf } from '@/data/aerodromes/origin-names';
import { useShownClock } from '@/data/landings/use-club-landings';
import type { MirrorLanding, OutboxEntry } from '@/data/react/records';
import { notFlownWords, paymentStatusOf } from '@/domain/books/history-view';
import { billedCents } from '@/domain/fees/landing-fee';
import { formatPrice } from '@/domain/fees/money';
import { aircraftHeadline, landingIdentity, originHeadline } from '@/domain/landings/landing-identity';
import { peopleOnBoard } from '@/domain/landings/passengers';
import { withZoneName } from '@/domain/time/club-clock';
import { formatDate, formatTime } from '@/domain/time/format';
import { storedOnClock } from '@/domain/time/instants';
import { useIntlTag, useT } from '@/i18n/react';
import { AircraftName } from '@/ui/AircraftName';
import { FeeAmount } from '@/ui/FeeAmount';
import { FeeBalance } from '@/ui/FeeBalance';
import { focusItem } from '@/ui/use-focus-kept-in-list';
import { HistoryDetails } from './HistoryDetails';
import { PaidBySelect } from './PaidBySelect';
import { PaymentStatusSelect } from './PaymentStatusSelect';
import { ReceiptButton } from './ReceiptButton';
import { RowSyncState } from './RowSyncState';

export const HISTORY_COLUMNS = 7;

/** What an expanded row offers besides its details, from another feature (routes compose them). */
export type RowActions = (landing: MirrorLanding) => ReactNode;

export interface HistoryRowProps {
  landing: MirrorLanding;
  expanded: boolean;
  onToggle: (id: number) => void;
  /** A change to this landing is still on its way to the server. */
  waiting: boolean;
  /** Its change the server refused or that conflicts, if any. */
  refused?: OutboxEntry | undefined;
  actions?: RowActions | undefined;
  /** The server keeps how a landing was paid (ours does, a plain Strapi does not). */
  keepsMethod?: boolean;
}

export function HistoryRow(props: HistoryRowProps) {
  const { landing, expanded, onToggle, waiting, refused, actions, keepsMethod = false } = props;
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  // The stored UTC date and time on the club's clock, the zone named (ADR 0027).
  const shown = storedOnClock(landing.date, landing.time, clock.zone) ?? {
    date: landing.date,
    time: landing.time,
  };
  const date = formatDate(shown.date, tag);
  const time = withZoneName(formatTime(shown.time, tag), clock);
  const identity = landingIdentity(landing, useOriginNameOf());
  const unknown = t('movements.row.unknownAircraft');
  const aircraft = aircraftHeadline(identity) ?? unknown;
  const notFlown = notFlownWords(landing);
  const name = `${date} ${time} ${aircraft}`;
  const detailsId = `history-details-${landing.id}`;
  // What Paid records as taken where the server keeps it: the fee this row shows (docs/decisions/0069);
  // none while it is to be priced, when the server keeps what it had.
  const taken = keepsMethod ? (billedCents(landing) ?? undefined) : undefined;
  return (
    <>
      <tr
        className={`history-row${expanded ? ' history-row--expanded' : ''}${refused ? ' history-row--stuck' : ''}`}
        {...focusItem(landing.id)}
      >
        <td className="history-cell--toggle">
          <button
            type="button"
            className="history-row__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => onToggle(landing.id)}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            <span className="visually-hidden">{t('history.row.detailsFor', { landing: name })}</span>
          </button>
        </td>
        <td className="history-cell--date">
          {date} <span className="history-row__time">{time}</span>
        </td>
        <td
          className="history-cell--from"
          data-label={t('movements.columns.from')}
          title={originHeadline(identity) ?? undefined}
        >
          {identity.originCode ?? identity.originName ?? t('common.notAvailable')}
        </td>
        <td className="history-cell--plane">
          <AircraftName identity={identity} unknown={unknown} />
        </td>
        <td className="history-cell--pob" data-label={t('movements.columns.pob')}>
          {peopleOnBoard(landing.passengers_on_board)}
        </td>
        <td className="history-cell--fee history-row__fee" data-label={t('history.table.fees')}>
          {/* Never billed: a cancelled or no-show landing's quoted fee is not owed. */}
          {notFlown ? formatPrice(0, tag) : <FeeAmount landing={landing} />}
          {/* Paid online and then cancelled: what is to refund shows under the €0.00. */}
          <FeeBalance landing={landing} />
        </td>
        <td className="history-cell--status">
          {notFlown ? (
            // Cancelled or a no-show: never billed, so no payment status to set.
            <span className="history-row__cancelled">{t(notFlown)}</span>
          ) : (
            <PaymentStatusSelect
              landingId={landing.id}
              value={paymentStatusOf(landing)}
              label={t('history.row.paymentStatusFor', { landing: name })}
              taken={taken}
            />
          )}
          {!notFlown && keepsMethod && paymentStatusOf(landing) === 'Paid' ? (
            <PaidBySelect
              landing={landing}
              taken={taken}
              label={t('history.row.paidByFor', { landing: name })}
            />
          ) : null}
          <RowSyncState waiting={waiting} refused={refused} />
        </td>
      </tr>
      {expanded ? (
        <tr id={detailsId} className="history-row__details">
          <td colSpan={HISTORY_COLUMNS}>
            <HistoryDetails landing={landing} />
            <div className="history-row__actions">
              <ReceiptButton landing={landing} waiting={waiting} />
              {actions?.(landing)}
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
