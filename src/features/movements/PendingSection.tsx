// Pending landings: requests awaiting a decision (counted in the heading), with REJECT (asking for
// an optional reason for the pilot) and ACCEPT; a rejection stays listed (marked) until the server
// has it, and requests that just arrived are marked New.
import { useState } from 'react';
import type { MirrorLanding } from '@/data/db/types';
import type { QueuedChanges } from '@/data/landings/use-queued-changes';
import { formatPrice } from '@/domain/format';
import { ActionButton } from './ActionButton';
import { aboutLanding, etaText } from './describe-row';
import type { MovementActions } from './hooks/use-movement-actions';
import type { NewRequests } from './hooks/use-new-requests';
import { LandingRow } from './LandingRow';
import { REQUEST_COLUMNS } from './LandingsTable';
import { MovementsSection } from './MovementsSection';
import { RejectDialog } from './RejectDialog';
import { rowSync } from './row-sync';
import { SyncMark } from './SyncMark';

export interface PendingSectionProps {
  landings: MirrorLanding[];
  changes: QueuedChanges;
  newRequests: NewRequests;
  actions: MovementActions;
  widthClass: string;
}

export function PendingSection({ landings, changes, newRequests, actions, widthClass }: PendingSectionProps) {
  const [rejecting, setRejecting] = useState<MirrorLanding | null>(null);
  const undecided = landings.filter((landing) => landing.permission === null).length;
  const reject = (reason: string) => {
    if (!rejecting) return;
    newRequests.acknowledge(rejecting.id);
    void actions.reject(rejecting.id, reason);
    setRejecting(null);
  };
  // Beside the heading, outside the table: the count of requests to decide, and REJECT's dialog.
  const action = (
    <>
      {undecided > 0 ? (
        <span className="section-count">
          {undecided} <span className="visually-hidden">awaiting a decision</span>
        </span>
      ) : null}
      <RejectDialog
        about={rejecting ? aboutLanding(rejecting) : null}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
  const announcement =
    newRequests.count === 0
      ? ''
      : `${newRequests.count} new landing ${newRequests.count === 1 ? 'request' : 'requests'}`;
  return (
    <MovementsSection
      title="Pending landings"
      emptyText="No pending landings."
      count={landings.length}
      action={action}
      columns={REQUEST_COLUMNS}
      widthClass={widthClass}
      announcement={announcement}
    >
      {landings.map((landing) => {
        const sync = rowSync(landing.id, changes);
        const about = aboutLanding(landing);
        const decided = (act: (id: number) => Promise<boolean>) => () => {
          newRequests.acknowledge(landing.id);
          return act(landing.id);
        };
        return (
          <LandingRow
            key={landing.id}
            landing={landing}
            columns={REQUEST_COLUMNS.length}
            when={etaText(landing)}
            amount={formatPrice(landing.price)}
            sync={sync}
            isNew={newRequests.isNew(landing.id)}
            onExpand={() => newRequests.acknowledge(landing.id)}
            trailing={
              <td className="status-cell">
                {landing.permission === false ? (
                  <span className="status-label status-label--rejected">REJECTED</span>
                ) : (
                  <span className="status-cell__actions">
                    <ActionButton
                      label="REJECT"
                      about={about}
                      variant="danger"
                      onAct={async () => setRejecting(landing)}
                    />
                    <ActionButton
                      label="ACCEPT"
                      about={about}
                      variant="primary"
                      onAct={decided(actions.accept)}
                    />
                  </span>
                )}
                <SyncMark state={sync} />
              </td>
            }
          />
        );
      })}
    </MovementsSection>
  );
}
