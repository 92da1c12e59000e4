// "Rejected today" under the pending requests: collapsed, each rejection with the
// reason the pilot was given and Reopen, which puts a rejection made by mistake back to pending
// through the outbox (undoable like any decision).

import { memo } from 'react';
import { useShownClock } from '@/data/landings/use-club-landings';
import type { MirrorLanding } from '@/data/react/records';
import { landingIdentity } from '@/domain/landings/landing-identity';
import { useIntlTag, useT } from '@/i18n/react';
import { AircraftName } from '@/ui/AircraftName';
import { focusItem, useFocusKeptInList } from '@/ui/use-focus-kept-in-list';
import { ActionButton } from './ActionButton';
import { aboutLanding, etaText } from './describe-row';
import { PENDING_ANCHOR } from './PendingSection';

export interface RejectedTodayProps {
  landings: MirrorLanding[];
  onReopen: (landingId: number) => Promise<unknown>;
}

function RejectedTodayView({ landings, onReopen }: RejectedTodayProps) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  // A rejection reopened with the focus on it: the next one takes it; the last one hands it to
  // the pending requests' heading, where the request is again.
  const keepFocus = useFocusKeptInList(() => document.getElementById(PENDING_ANCHOR));
  if (landings.length === 0) return null;
  return (
    <details className="rejected-today">
      <summary>{t('movements.rejectedToday.summary', { count: landings.length })}</summary>
      <ul ref={keepFocus}>
        {landings.map((landing) => (
          <li
            key={landing.id}
            className="rejected-today__item"
            data-landing-id={landing.id}
            {...focusItem(landing.id)}
          >
            <p>
              <strong>
                <AircraftName
                  identity={landingIdentity(landing)}
                  unknown={t('movements.row.unknownAircraft')}
                />
              </strong>{' '}
              <span>{t('movements.rejectedToday.eta', { eta: etaText(landing, tag, clock) })}</span>
              <br />
              <span className="rejected-today__reason">
                {landing.reason?.trim()
                  ? t('movements.rejectedToday.reason', { reason: landing.reason })
                  : t('movements.rejectedToday.noReason')}
              </span>
            </p>
            <ActionButton
              label={t('movements.rejectedToday.reopen')}
              about={aboutLanding(t, landing, etaText(landing, tag, clock))}
              onAct={() => onReopen(landing.id)}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

// Memoised: the screen re-renders for its clock, search and sync state, and the rows only need to
// when their own props change.
export const RejectedToday = memo(RejectedTodayView);
