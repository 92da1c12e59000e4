// "Rejected today" under the pending requests (issue 15): collapsed, each rejection with the
// reason the pilot was given and Reopen, which puts a rejection made by mistake back to pending
// through the outbox (undoable like any decision).
import { memo } from 'react';
import type { MirrorLanding } from '@/data/react/records';
import { callSignOf } from '@/domain/landings';
import { ActionButton } from './ActionButton';
import { aboutLanding, etaText } from './describe-row';

export interface RejectedTodayProps {
  landings: MirrorLanding[];
  onReopen: (landingId: number) => Promise<unknown>;
}

function RejectedTodayView({ landings, onReopen }: RejectedTodayProps) {
  if (landings.length === 0) return null;
  return (
    <details className="rejected-today">
      <summary>Rejected today ({landings.length})</summary>
      <ul>
        {landings.map((landing) => (
          <li key={landing.id} className="rejected-today__item" data-landing-id={landing.id}>
            <p>
              <strong>{callSignOf(landing) ?? landing.aircraft?.name ?? 'Unknown aircraft'}</strong>{' '}
              <span>ETA {etaText(landing)}</span>
              <br />
              <span className="rejected-today__reason">
                {landing.reason?.trim() ? `Reason: ${landing.reason}` : 'No reason given'}
              </span>
            </p>
            <ActionButton label="Reopen" about={aboutLanding(landing)} onAct={() => onReopen(landing.id)} />
          </li>
        ))}
      </ul>
    </details>
  );
}

// Memoised: the screen re-renders for its clock, search and sync state, and the rows only need to
// when their own props change.
export const RejectedToday = memo(RejectedTodayView);
