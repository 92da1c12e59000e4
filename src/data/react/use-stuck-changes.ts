// Tells a screen when one of this account's queued changes has just been refused or run into a
// conflict (the moment the replayer parks it for the operator), so the screen can say so once.
// Owns only the memory of each entry's last seen state; the entries stay in the outbox.
import { useEffect, useRef } from 'react';
import type { OutboxEntry, OutboxState } from '@/data/db/mirror-types';
import { useOutboxView } from './sync-hooks';

/**
 * Calls `onStuck` with the entries that became 'failed' or 'conflict' since the last look. Entries
 * already stuck when the screen opened are not reported again: the sync panel lists them.
 */
export function useStuckChanges(onStuck: (entries: OutboxEntry[]) => void): void {
  const { mine, loaded } = useOutboxView();
  const seen = useRef<Map<number, OutboxState> | null>(null);
  const report = useRef(onStuck);
  report.current = onStuck;

  useEffect(() => {
    if (!loaded) return;
    const previous = seen.current;
    seen.current = new Map(mine.map((entry) => [entry.seq, entry.state]));
    if (!previous) return;
    const fresh = mine.filter(
      (entry) => entry.state !== 'waiting' && previous.get(entry.seq) !== entry.state,
    );
    if (fresh.length > 0) report.current(fresh);
  }, [mine, loaded]);
}
