// Upcoming landings: accepted and not yet arrived, labelled ACCEPTED, with ARRIVED to park them;
// ADD MANUALLY opens the Create Landing modal.
import { memo, type ReactNode } from 'react';
import type { QueuedChanges } from '@/data/landings/use-queued-changes';
import type { MirrorLanding } from '@/data/react/records';
import { useIntlTag, useT } from '@/i18n/react';
import { ActionButton } from './ActionButton';
import { aboutLanding, requestRowCells } from './describe-row';
import type { MovementActions } from './hooks/use-movement-actions';
import { REQUEST_COLUMNS } from './LandingsTable';
import { MovementsSection } from './MovementsSection';

export const UPCOMING_ANCHOR = 'upcoming-landings';

export interface UpcomingSectionProps {
  landings: MirrorLanding[];
  changes: QueuedChanges;
  actions: MovementActions;
  widthClass: string;
  /** The ADD MANUALLY button (with its modal). */
  addManually: ReactNode;
}

function UpcomingSectionView({ landings, changes, actions, widthClass, addManually }: UpcomingSectionProps) {
  const t = useT();
  const tag = useIntlTag();
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
        ...requestRowCells(landing, t, tag),
        status: (
          <>
            <span className="status-label status-label--accepted">{t('movements.upcoming.accepted')}</span>
            <ActionButton
              label={t('movements.upcoming.arrived')}
              about={aboutLanding(t, landing, tag)}
              onAct={() => actions.arrive(landing.id)}
            />
          </>
        ),
      })}
    />
  );
}

// Memoised: the screen re-renders for its clock, search and sync state, and the rows only need to
// when their own props change.
export const UpcomingSection = memo(UpcomingSectionView);
