// Changing a landing's payment status: recorded in the outbox (mirror patched in the same
// transaction) so it shows at once, survives a reload and is sent whenever the server answers.
import { useMutation } from '@tanstack/react-query';
import { paymentChange } from '@/data/landings/commands';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { PAYMENT_STATUS_ERROR } from '@/domain/desk-messages';
import type { PaymentStatus } from '@/domain/types';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';

/** SPEC §8: the payment status error. */

interface PaymentStatusInput {
  landingId: number;
  status: PaymentStatus;
}

export function usePaymentStatusChange() {
  const engine = useSyncEngine();
  const t = useT();
  return useMutation({
    mutationFn: ({ landingId, status }: PaymentStatusInput) =>
      engine.enqueue(paymentChange(landingId, status)),
    // Only reached when the change could not even be recorded locally (storage error, signed out).
    onError: (error) => {
      console.error(error);
      toast.error(say(t, PAYMENT_STATUS_ERROR));
    },
  });
}
