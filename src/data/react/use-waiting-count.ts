// How many changes one account still has waiting in this device's outbox, read when asked (the
// logout's warning): they stay queued for that account, so leaving is the operator's call.
import { useSyncEngine } from './sync-engine-context';

export function useWaitingCount(): (userId: number) => Promise<number> {
  const { db } = useSyncEngine();
  return (userId) => db.outbox.where('userId').equals(userId).count();
}
