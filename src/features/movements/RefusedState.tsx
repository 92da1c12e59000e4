// A row whose change the server refused or that conflicts (issue 15): it says so in the row, in
// the row's danger colours ("Not accepted: the request was cancelled by the pilot"), with Retry
// and Discard, instead of the state the change would have given it.
import type { OutboxEntry } from '@/data/react/records';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { refusalText } from '@/domain/refusal-words';
import { ActionButton } from './ActionButton';

export function RefusedState({ entry, about }: { entry: OutboxEntry; about: string }) {
  const engine = useSyncEngine();
  if (entry.state === 'waiting') return null;
  return (
    <>
      <span className="status-label status-label--refused">
        {refusalText(entry.kind, entry.patch, entry.state, entry.error, entry.serverCurrent?.status)}
      </span>
      <ActionButton
        label="Retry"
        about={about}
        onAct={() => (entry.state === 'conflict' ? engine.applyAnyway(entry.seq) : engine.retry(entry.seq))}
      />
      <ActionButton label="Discard" about={about} variant="danger" onAct={() => engine.discard(entry.seq)} />
    </>
  );
}
