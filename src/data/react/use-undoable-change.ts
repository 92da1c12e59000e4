// The one desk change that can still be undone (docs/product.md#undo-window), read live from the outbox so it
// survives a reload, with the landing it is about. Owns only a timer that ends the window on time.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { MirrorLanding, OutboxEntry } from '@/data/db/mirror-types';
import { undoableUntil } from '@/data/sync/replay-plan';
import { useSyncEngine } from './sync-engine-context';
import { useOutboxView } from './sync-hooks';

export interface UndoableChange {
  entry: OutboxEntry;
  landing: MirrorLanding | undefined;
  /** Epoch ms when the window closes and the change is sent. */
  until: number;
}

export function useUndoableChange(): UndoableChange | null {
  const engine = useSyncEngine();
  const { clock } = engine.services;
  const { mine } = useOutboxView();
  const [nowMs, setNowMs] = useState(() => clock.now().getTime());
  const entry = mine.findLast((candidate) => undoableUntil(candidate, nowMs) > 0) ?? null;
  const landingId = entry?.landingId;
  const landing = useLiveQuery(
    () => (landingId === undefined ? undefined : engine.db.landings.get(landingId)),
    [engine.db, landingId],
  );
  // Re-read the time each second while a window is open: the bar counts down, then goes.
  const open = entry !== null || mine.some((candidate) => (candidate.holdUntil ?? 0) > nowMs);
  useEffect(() => {
    setNowMs(clock.now().getTime());
    if (!open) return;
    const timer = setInterval(() => setNowMs(clock.now().getTime()), 1_000);
    return () => clearInterval(timer);
  }, [open, clock]);
  if (!entry) return null;
  return { entry, landing, until: undoableUntil(entry, nowMs) };
}
