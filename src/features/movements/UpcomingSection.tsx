// Upcoming landings: accepted and not yet arrived, labelled ACCEPTED, with ARRIVED to park them,
// or OVERDUE some minutes after the ETA with NO-SHOW one tap away; open, a row offers CANCEL LANDING
// and NO-SHOW with a reason (docs/product/movement-log.md, States). ADD MANUALLY opens the Create
// Landing modal.

import { memo, type ReactNode } from 'react';
import type { QueuedChanges } from '@/data/landings/queued-changes';
import { useShownClock } from '@/data/landings/use-club-landings';
import { useServerOffers } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import type { ClosureDates } from '@/domain/club/closure-dates';
import { isOverdue } from '@/domain/landings/overdue';
import { useIntlTag, useT } from '@/i18n/react';
import { ActionButton } from './ActionButton';
import { aboutLanding, etaText, requestRowCells } from './describe-row';
import { EndActions } from './EndActions';
import type { Ending } from './EndDialog';
import { useMinuteMs } from './hooks/screen-clock';
import type { MovementActions } from './hooks/use-movement-actions';
import { REQUEST_COLUMNS } from './LandingsTable';
import { MovementsSection } from './MovementsSection';

export const UPCOMING_ANCHOR = 'upcoming-landings';

export interface UpcomingSectionProps {
  landings: MirrorLanding[];
  changes: QueuedChanges;
  actions: MovementActions;
  widthClass: string;
  /** The club's closure dates: a row whose date falls on one warns. */
  closures: readonly ClosureDates[];
  /** The ADD MANUALLY button (with its modal). */
  addManually: ReactNode;
  /** The club's minutes after an ETA before an accepted landing not arrived is OVERDUE. */
  overdueMinutes: number;
  /** Opens CANCEL LANDING's or NO-SHOW's dialog. */
  onAskEnd: (ending: Ending) => void;
}

function UpcomingSectionView(props: UpcomingSectionProps) {
  const { landings, changes, actions, widthClass, closures, addManually, overdueMinutes, onAskEnd } = props;
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const minute = useMinuteMs();
  return (
    <MovementsSection
      anchor={UPCOMING_ANCHOR}
      title={t('movements.upcoming.title')}
      emptyText={t('movements.upcoming.empty')}
      landings={landings}
      changes={changes}
      columns={REQUEST_COLUMNS}
      widthClass={widthClass}
      action={addManually}
      row={(landing) => ({
        ...requestRowCells(landing, t, tag, clock, closures),
        moreDetails: <EndActions landing={landing} onAsk={onAskEnd} />,
        status: (
          <UpcomingStatus
            landing={landing}
            overdue={isOverdue(landing, minute, overdueMinutes)}
            actions={actions}
          />
        ),
      })}
    />
  );
}

interface UpcomingStatusProps {
  landing: MirrorLanding;
  overdue: boolean;
  actions: MovementActions;
}

// ACCEPTED or OVERDUE with ARRIVED (and NO-SHOW when overdue); CANCELLED or NO-SHOW while this
// desk's change waits for the server.
function UpcomingStatus({ landing, overdue, actions }: UpcomingStatusProps) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const keepsNoShow = useServerOffers('desk-states', { untilKnown: true });
  if (landing.status === 'cancelled' || landing.status === 'no_show') {
    return (
      <span className="status-label status-label--rejected">
        {t(landing.status === 'no_show' ? 'movements.states.noShow' : 'movements.states.cancelled')}
      </span>
    );
  }
  const about = aboutLanding(t, landing, etaText(landing, tag, clock));
  return (
    <>
      {overdue ? (
        <span className="status-label status-label--overdue">{t('movements.states.overdue')}</span>
      ) : (
        <span className="status-label status-label--accepted">{t('movements.upcoming.accepted')}</span>
      )}
      {overdue && keepsNoShow ? (
        <ActionButton
          label={t('movements.states.noShow')}
          about={about}
          variant="danger"
          onAct={() => actions.end(landing.id, 'no_show')}
        />
      ) : null}
      <ActionButton
        label={t('movements.upcoming.arrived')}
        about={about}
        onAct={() => actions.arrive(landing.id)}
      />
    </>
  );
}

// Memoised: the screen re-renders for its clock, search and sync state, and the rows only need to
// when their own props change.
export const UpcomingSection = memo(UpcomingSectionView);
