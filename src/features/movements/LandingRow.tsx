// One landing in a movements table: the cells every section shares, the section's own
// cells after them, the status cell with the row's sync mark, and the detail row it expands into.
// Each cell is classed and labelled so that below ~1100 px the same row lays out as a card.

import { type ReactNode, useId, useMemo, useState } from 'react';
import { useOriginNameOf } from '@/data/aerodromes/origin-names';
import type { QueuedChanges } from '@/data/landings/queued-changes';
import type { MirrorLanding } from '@/data/react/records';
import { isHelicopter } from '@/domain/landings/landing-facts';
import { landingIdentity, originHeadline } from '@/domain/landings/landing-identity';
import { passengersBesidesPilot } from '@/domain/landings/passengers';
import { useT } from '@/i18n/react';
import { AircraftName } from '@/ui/AircraftName';
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { FeeBalance } from '@/ui/FeeBalance';
import { focusItem } from '@/ui/use-focus-kept-in-list';
import { aboutLanding, purposeKey } from './describe-row';
import { ChevronIcon, HelicopterIcon, PeopleIcon, PilotIcon, PlaneIcon } from './icons';
import { rowSync } from './row-sync';
import { StatusCell } from './StatusCell';

const details = chunkOnScreen(() => import('./RowDetails').then((m) => m.RowDetails));

export interface LandingRowProps {
  landing: MirrorLanding;
  /** How many cells the row has, for the detail row's span. */
  columns: number;
  /** The ETA (requests) or ATA (parked) cell's text, and its column's name (the card's label). */
  when: string;
  whenLabel: string;
  amount: ReactNode;
  /** The section's own cells between AMOUNT and the status cell (a parked row's TIME PARKED). */
  extraCells?: ReactNode;
  /** The row's state and actions, shown in the status cell unless its change was refused. */
  status: ReactNode;
  /** The outbox's changes, for the row's sync mark and its refused change. */
  changes: QueuedChanges;
  /** What the section adds to the open details (a parked row's arrival correction). */
  moreDetails?: ReactNode;
  isNew?: boolean;
  /** The note of the club's closure the landing's date falls on; shown as a warning. */
  closedNote?: string | null;
  showArrival?: boolean;
  onExpand?: () => void;
}

export function LandingRow(props: LandingRowProps) {
  const { landing, columns, when, whenLabel, amount, changes } = props;
  const { isNew = false, showArrival = false } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const helicopter = isHelicopter(landing.aircraft);
  const identity = landingIdentity(landing, useOriginNameOf());
  // Parsed once per change of the list, not on every render: an unreadable list logs each time.
  const passengers = useMemo(
    () => passengersBesidesPilot(landing.passengers_on_board),
    [landing.passengers_on_board],
  );
  const sync = rowSync(landing.id, changes);
  details.useAskOnScreen();
  const toggle = () => {
    if (!open) props.onExpand?.();
    setOpen(!open);
  };
  const classes = ['landing-row', sync ? `landing-row--${sync}` : '', isNew ? 'landing-row--new' : ''];

  return (
    <tbody className="landing-group" {...focusItem(landing.id)}>
      <tr className={classes.filter(Boolean).join(' ')} data-landing-id={landing.id}>
        <td className="cell cell--type">
          <button
            type="button"
            className="row-toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={toggle}
          >
            <ChevronIcon />
            {helicopter ? <HelicopterIcon /> : <PlaneIcon />}
            <span className="visually-hidden">
              {t(helicopter ? 'movements.row.helicopter' : 'movements.row.plane')}
            </span>{' '}
            <AircraftName identity={identity} unknown={t('movements.row.unknownAircraft')} />
          </button>
          {landing.ppr ? (
            <span className="ppr-number">
              <span className="visually-hidden">{t('movements.details.ppr')} </span>
              {landing.ppr}
            </span>
          ) : null}
          {isNew ? <span className="badge badge--new">{t('movements.row.new')}</span> : null}
          {landing.outsideHours ? (
            <span className="badge badge--hours">{t('movements.row.outsideHours')}</span>
          ) : null}
          {props.closedNote ? (
            <span className="badge badge--hours badge--closed">
              {t('movements.row.closedDate', { note: props.closedNote })}
            </span>
          ) : null}
        </td>
        <td className="cell cell--when" data-label={whenLabel}>
          {when}
        </td>
        <td className="cell cell--from" data-label={t('movements.columns.from')}>
          {originHeadline(identity) ?? t('common.notAvailable')}
        </td>
        <td className="cell cell--pob pob" data-label={t('movements.columns.pob')}>
          <span className="pob__item">
            <PilotIcon />
            <span className="visually-hidden">{t('movements.row.pilot')}</span> 1
          </span>
          <span className="pob__item">
            <PeopleIcon />
            <span className="visually-hidden">{t('movements.row.passengers')}</span> {passengers}
          </span>
        </td>
        <td className="cell cell--call-sign" data-label={t('movements.columns.callSign')}>
          {identity.pilotCallSign ?? t('common.notAvailable')}
        </td>
        <td className="cell cell--purpose" data-label={t('movements.columns.purpose')}>
          {t(purposeKey(landing.landingPurpose))}
        </td>
        <td className="cell cell--amount amount" data-label={t('movements.columns.amount')}>
          {amount}
          <FeeBalance landing={landing} />
        </td>
        {props.extraCells}
        <StatusCell
          sync={sync}
          refused={changes.refused.get(landing.id)}
          about={aboutLanding(t, landing, when)}
        >
          {props.status}
        </StatusCell>
      </tr>
      <tr id={detailsId} className="landing-row__details" hidden={!open}>
        <td colSpan={columns}>
          {open ? (
            <details.Component landing={landing} showArrival={showArrival} moreDetails={props.moreDetails} />
          ) : null}
        </td>
      </tr>
    </tbody>
  );
}
