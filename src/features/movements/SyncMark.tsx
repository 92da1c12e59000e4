// The mark on a row whose change has not reached the server yet. A refused one says so in the
// row's status cell instead (RefusedState).
export type RowSync = 'waiting' | 'stuck' | null;

export function SyncMark({ state }: { state: RowSync }) {
  if (state === 'waiting') return <span className="sync-mark sync-mark--waiting">Waiting to sync</span>;
  return null;
}
