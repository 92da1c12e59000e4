// Which sync mark a row shows, from the landings that have changes in the outbox.
import type { QueuedChanges } from '@/data/landings/queued-changes';
import type { RowSync } from './SyncMark';

export function rowSync(landingId: number, changes: QueuedChanges): RowSync {
  if (changes.stuck.has(landingId)) return 'stuck';
  return changes.any.has(landingId) ? 'waiting' : null;
}
