// A row whose change the server refused or that conflicts: it says so in the row, in the row's
// danger colours ("Not accepted: the request was cancelled by the pilot"), with Retry and Discard,
// instead of the state the change would have given it. A conflict is applied anyway only from the
// Changes panel, where both sides show; a change to a landing cancelled meanwhile can never go
// through: the row says who cancelled it. Both offer Discard alone here.
import type { OutboxEntry } from '@/data/react/records';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { canSendAgain, refusalText } from '@/domain/desk/refusal-words';
import { say, sayOr } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { ActionButton } from './ActionButton';

export function RefusedState({ entry, about }: { entry: OutboxEntry; about: string }) {
  const engine = useSyncEngine();
  const t = useT();
  if (entry.state === 'waiting') return null;
  // The server's reason in this desk's language when it came with a key, else as it wrote it.
  const cause = sayOr(t, entry.errorWords ?? null, entry.error ?? '');
  return (
    <>
      <span className="status-label status-label--refused">
        {say(
          t,
          refusalText(
            entry.kind,
            entry.patch,
            entry.state,
            cause,
            entry.serverCurrent?.status,
            entry.serverCurrent?.cancelledBy,
          ),
        )}
      </span>
      {entry.state === 'failed' && canSendAgain(entry) ? (
        <ActionButton
          label={t('movements.refused.retry')}
          about={about}
          onAct={() => engine.retry(entry.seq)}
        />
      ) : null}
      <ActionButton
        label={t('movements.refused.discard')}
        about={about}
        variant="danger"
        onAct={() => engine.discard(entry.seq)}
      />
    </>
  );
}
