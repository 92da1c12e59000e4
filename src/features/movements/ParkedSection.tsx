// Parked aircrafts: on the apron whatever day they arrived, with the running timer, the fee
// accruing and DEPARTED; a departure stays listed (marked) until the server has it.

import { memo } from 'react';
import type { QueuedChanges } from '@/data/landings/queued-changes';
import { useShownClock } from '@/data/landings/use-club-landings';
import type { MirrorLanding } from '@/data/react/records';
import type { ParkingRates } from '@/domain/fees/fee-rules';
import { formatOnClock } from '@/domain/time/format';
import { useIntlTag, useT } from '@/i18n/react';
import { ActionButton } from './ActionButton';
import { aboutLanding } from './describe-row';
import type { MovementActions } from './hooks/use-movement-actions';
import { PARKED_COLUMNS } from './LandingsTable';
import { MovementsSection } from './MovementsSection';
import { AccruingFee, TimeParked } from './ParkedCells';
import { ParkedTimes } from './ParkedTimes';

export const PARKED_ANCHOR = 'parked-aircrafts';

export interface ParkedSectionProps {
  landings: MirrorLanding[];
  changes: QueuedChanges;
  actions: MovementActions;
  rates: ParkingRates | null;
  widthClass: string;
}

function ParkedSectionView({ landings, changes, actions, rates, widthClass }: ParkedSectionProps) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  return (
    <MovementsSection
      anchor={PARKED_ANCHOR}
      title={t('movements.parked.title')}
      emptyText={t('movements.parked.empty')}
      landings={landings}
      changes={changes}
      columns={PARKED_COLUMNS}
      widthClass={widthClass}
      row={(landing) => {
        const when = formatOnClock(landing.ata, clock, tag, { fallback: t('common.notAvailable') });
        return {
          when,
          whenLabel: t('movements.columns.ata'),
          amount: <AccruingFee landing={landing} rates={rates} />,
          showArrival: true,
          moreDetails:
            landing.status === 'parked' ? (
              <ParkedTimes
                landing={landing}
                onCorrectArrival={actions.correctArrival}
                onDepart={actions.depart}
              />
            ) : null,
          extraCells: (
            <td className="cell cell--parked" data-label={t('movements.columns.timeParked')}>
              <TimeParked landing={landing} />
            </td>
          ),
          status:
            landing.status === 'finished' ? (
              <span className="status-label">{t('movements.parked.departed')}</span>
            ) : (
              <ActionButton
                label={t('movements.parked.departed')}
                about={aboutLanding(t, landing, when)}
                onAct={() => actions.depart(landing.id)}
              />
            ),
        };
      }}
    />
  );
}

// Memoised: the screen re-renders for its clock, search and sync state, and the rows only need to
// when their own props change.
export const ParkedSection = memo(ParkedSectionView);
