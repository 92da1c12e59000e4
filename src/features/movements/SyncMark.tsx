// The mark on a row whose change has not reached the server yet, or that the server refused.
export type RowSync = 'waiting' | 'stuck' | null;

export function SyncMark({ state }: { state: RowSync }) {
  if (state === 'waiting') return <span className="sync-mark sync-mark--waiting">Waiting to sync</span>;
  if (state === 'stuck') return <span className="sync-mark sync-mark--stuck">Not synced: see Changes</span>;
  return null;
}
