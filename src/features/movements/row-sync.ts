// Which sync mark a row shows, from the landings that have changes in the outbox.
import type { LandingChanges } from '@/data/react/use-landing-changes';
import type { RowSync } from './SyncMark';

export function rowSync(landingId: number, changes: LandingChanges): RowSync {
  if (changes.stuck.has(landingId)) return 'stuck';
  return changes.any.has(landingId) ? 'waiting' : null;
}
