// A History row's change on its way: "Waiting to sync" while the outbox holds it, or what the server
// refused, in the danger colours, so the row never reads as accepted (the Changes panel has Retry and
// Discard for it).
import type { OutboxEntry } from '@/data/react/records';
import { refusalText } from '@/domain/desk/refusal-words';
import { say, sayOr } from '@/i18n/messages';
import { useT } from '@/i18n/react';

export function RowSyncState({ waiting, refused }: { waiting: boolean; refused: OutboxEntry | undefined }) {
  const t = useT();
  if (refused && refused.state !== 'waiting') {
    const cause = sayOr(t, refused.errorWords ?? null, refused.error ?? '');
    const { kind, patch, state, serverCurrent } = refused;
    const words = refusalText(kind, patch, state, cause, serverCurrent?.status, serverCurrent?.cancelledBy);
    return <span className="history-row__refused">{say(t, words)}</span>;
  }
  return waiting ? <span className="history-row__waiting">{t('common.waitingToSync')}</span> : null;
}
