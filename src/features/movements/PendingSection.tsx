// Pending landings: requests awaiting a decision, with REJECT (asking for
// an optional reason for the pilot) and ACCEPT; a rejection stays listed (marked) until the server
// has it, and requests that just arrived are marked New. Open, a request offers CANCEL LANDING with
// a reason (docs/product/movement-log.md, States).

import { memo, useState } from 'react';
import type { QueuedChanges } from '@/data/landings/queued-changes';
import { useShownClock } from '@/data/landings/use-club-landings';
import type { MirrorLanding } from '@/data/react/records';
import type { ClosureDates } from '@/domain/club/closure-dates';
import { useIntlTag, useT } from '@/i18n/react';
import { ActionButton } from './ActionButton';
import { aboutLanding, etaText, requestRowCells } from './describe-row';
import { EndActions } from './EndActions';
import type { Ending } from './EndDialog';
import type { MovementActions } from './hooks/use-movement-actions';
import type { NewRequests } from './hooks/use-new-requests';
import { REQUEST_COLUMNS } from './LandingsTable';
import { MovementsSection } from './MovementsSection';
import { RejectDialog } from './RejectDialog';

export const PENDING_ANCHOR = 'pending-landings';

export interface PendingSectionProps {
  landings: MirrorLanding[];
  changes: QueuedChanges;
  newRequests: NewRequests;
  actions: MovementActions;
  widthClass: string;
  /** The club's closure dates: a row whose date falls on one warns. */
  closures: readonly ClosureDates[];
  /** Opens CANCEL LANDING's dialog. */
  onAskEnd: (ending: Ending) => void;
}

function PendingSectionView(props: PendingSectionProps) {
  const { landings, changes, newRequests, actions, widthClass, closures, onAskEnd } = props;
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const [rejecting, setRejecting] = useState<MirrorLanding | null>(null);
  const accept = (landing: MirrorLanding) => {
    newRequests.acknowledge(landing.id);
    return actions.accept(landing.id);
  };
  const reject = (reason: string) => {
    if (!rejecting) return;
    newRequests.acknowledge(rejecting.id);
    void actions.reject(rejecting.id, reason);
    setRejecting(null);
  };
  // Beside the heading, outside the table: REJECT's dialog.
  const action = <RejectDialog landing={rejecting} onReject={reject} onClose={() => setRejecting(null)} />;
  const announcement =
    newRequests.count === 0 ? '' : t('movements.pending.announceNew', { count: newRequests.count });
  return (
    <MovementsSection
      anchor={PENDING_ANCHOR}
      title={t('movements.pending.title')}
      emptyText={t('movements.pending.empty')}
      landings={landings}
      changes={changes}
      columns={REQUEST_COLUMNS}
      widthClass={widthClass}
      action={action}
      announcement={announcement}
      row={(landing) => ({
        ...requestRowCells(landing, t, tag, clock, closures),
        isNew: newRequests.isNew(landing.id),
        onExpand: () => newRequests.acknowledge(landing.id),
        moreDetails: <EndActions landing={landing} onAsk={onAskEnd} />,
        status: (
          <PendingStatus
            landing={landing}
            endedHere={changes.endings.has(landing.id)}
            onReject={setRejecting}
            onAccept={accept}
          />
        ),
      })}
    />
  );
}

interface PendingStatusProps {
  landing: MirrorLanding;
  /** This desk cancelled it and the server does not have it yet. */
  endedHere: boolean;
  onReject: (landing: MirrorLanding) => void;
  onAccept: (landing: MirrorLanding) => Promise<boolean>;
}

// A request's decision: what it became (cancelled by the pilot, rejected) or REJECT and ACCEPT.
function PendingStatus({ landing, endedHere, onReject, onAccept }: PendingStatusProps) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  if (landing.status === 'cancelled' && (endedHere || landing.cancelledBy === 'desk')) {
    return <span className="status-label status-label--rejected">{t('movements.states.cancelled')}</span>;
  }
  if (landing.status === 'cancelled') {
    return (
      <span className="status-label status-label--rejected">{t('movements.pending.cancelledByPilot')}</span>
    );
  }
  if (landing.permission === false) {
    return <span className="status-label status-label--rejected">{t('movements.pending.rejected')}</span>;
  }
  const about = aboutLanding(t, landing, etaText(landing, tag, clock));
  return (
    <>
      <ActionButton
        label={t('movements.pending.reject')}
        about={about}
        variant="danger"
        onAct={async () => onReject(landing)}
      />
      <ActionButton
        label={t('movements.pending.accept')}
        about={about}
        variant="primary"
        onAct={() => onAccept(landing)}
      />
    </>
  );
}

// Memoised: the screen re-renders for its clock, search and sync state, and the rows only need to
// when their own props change.
export const PendingSection = memo(PendingSectionView);
