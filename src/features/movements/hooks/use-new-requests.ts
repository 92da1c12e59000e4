// Marks requests that arrived while the screen was open (not there at its first refresh) as "New"
// until the operator opens or decides them, or ten minutes pass. Owns the ids already seen,
// the marks, and the one timer that clears the oldest mark when it expires.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRequestsSeen } from '@/data/landings/use-requests-seen';
import { activeMarks, arrivedSince, NEW_REQUEST_MARK_MS } from '@/domain/desk/movements-view';
import { useTicker } from './screen-clock';

// Never re-check sooner than this: a timer firing a little early must not spin.
const MIN_RECHECK_MS = 1_000;

export interface NewRequests {
  isNew(landingId: number): boolean;
  count: number;
  acknowledge(landingId: number): void;
}

/**
 * `requestIds` are the pending requests shown now. What counts as already seen is every request in
 * the mirror once this screen's first refresh has `settled`: read from the database itself, since
 * the rows that refresh wrote may reach `requestIds` a moment after the refresh reports done.
 */
export function useNewRequests(clubId: number, requestIds: readonly number[], settled: boolean): NewRequests {
  const seen = useRequestsSeen(clubId, settled);
  const ticker = useTicker();
  const known = useRef<Set<number> | null>(null);
  const [marks, setMarks] = useState<ReadonlyMap<number, number>>(() => new Map());
  const idsKey = requestIds.join(',');
  const baselineReady = seen !== null;
  if (seen && !known.current) known.current = new Set(seen);

  useEffect(() => {
    if (!baselineReady || !known.current) return;
    const ids = idsKey === '' ? [] : idsKey.split(',').map(Number);
    const fresh = arrivedSince(known.current, ids);
    if (fresh.length === 0) return;
    for (const id of fresh) known.current.add(id);
    const seenAt = ticker.nowMs();
    setMarks((previous) => new Map([...previous, ...fresh.map((id): [number, number] => [id, seenAt])]));
  }, [idsKey, baselineReady, ticker]);

  useEffect(() => {
    if (marks.size === 0) return;
    const firstExpiry = Math.min(...marks.values()) + NEW_REQUEST_MARK_MS;
    const timer = setTimeout(
      () => {
        setMarks((previous) => {
          const keep = activeMarks(previous, ticker.nowMs());
          return new Map([...previous].filter(([id]) => keep.has(id)));
        });
      },
      Math.max(MIN_RECHECK_MS, firstExpiry - ticker.nowMs()),
    );
    return () => clearTimeout(timer);
  }, [marks, ticker]);

  const acknowledge = useCallback((landingId: number) => {
    setMarks((previous) => {
      if (!previous.has(landingId)) return previous;
      const next = new Map(previous);
      next.delete(landingId);
      return next;
    });
  }, []);

  const count = requestIds.filter((id) => marks.has(id)).length;
  // The same object until a mark comes or goes, so the sections (memo) skip the screen's other renders.
  return useMemo(() => ({ isNew: (id) => marks.has(id), count, acknowledge }), [marks, count, acknowledge]);
}
