// Tells the operator when the server refuses a payment-status change. Owns the memory of which
// refusals were already announced, kept per page load so moving between screens does not repeat them.
import { useEffect } from 'react';
import type { OutboxState } from '@/data/db/types';
import { useOutboxView } from '@/data/react/sync-hooks';
import { toast } from '@/ui/toast';
import { PAYMENT_STATUS_ERROR } from './use-payment-status';

const lastSeen = new Map<string, OutboxState>();

/**
 * Toast once each time a payment change becomes refused (failed or conflict). The change stays in
 * the sync panel for Retry or Discard, and is never undone locally (SPEC §4).
 */
export function useRefusedPaymentToasts(): void {
  const { mine } = useOutboxView();
  useEffect(() => {
    for (const entry of mine) {
      if (entry.kind !== 'payment') continue;
      const before = lastSeen.get(entry.opId);
      lastSeen.set(entry.opId, entry.state);
      if (entry.state !== 'waiting' && before !== entry.state) {
        console.error('Payment status refused', entry.error);
        toast.error(PAYMENT_STATUS_ERROR, { toastId: `payment-refused-${entry.opId}` });
      }
    }
  }, [mine]);
}
