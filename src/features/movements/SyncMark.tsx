// The mark on a row whose change has not reached the server yet. A refused one says so in the
// row's status cell instead (RefusedState).
import { useT } from '@/i18n/react';

export type RowSync = 'waiting' | 'stuck' | null;

export function SyncMark({ state }: { state: RowSync }) {
  const t = useT();
  if (state === 'waiting')
    return <span className="sync-mark sync-mark--waiting">{t('common.waitingToSync')}</span>;
  return null;
}
