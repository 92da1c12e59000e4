// Calls `onCancelled` with each batch of landings their pilots have just cancelled, as this device's
// mirror learns them (data/landings/cancellation-notices.ts), while the component is mounted.
import { useEffect, useRef } from 'react';
import { type CancelledLanding, onPilotCancellations } from '@/data/landings/cancellation-notices';
import { useSyncEngine } from './sync-engine-context';

export type { CancelledLanding };

export function usePilotCancellations(onCancelled: (landings: readonly CancelledLanding[]) => void): void {
  const { services } = useSyncEngine();
  const latest = useRef(onCancelled);
  latest.current = onCancelled;
  useEffect(
    () => onPilotCancellations(services.dbName, (landings) => latest.current(landings)),
    [services.dbName],
  );
}
