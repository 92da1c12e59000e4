// Changing a landing's payment status: recorded in the outbox (mirror patched in the same
// transaction) so it shows at once, survives a reload and is sent whenever the server answers.
import { useMutation } from '@tanstack/react-query';
import { paymentChange } from '@/data/landings/commands';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import type { DeskMethod } from '@/domain/fees/paid-by';
import type { PaymentStatus } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';

interface PaymentStatusInput {
  landingId: number;
  status: PaymentStatus;
  /** How a Paid landing was paid at the desk (docs/decisions/0029); on our server only. */
  method?: DeskMethod;
  /** What the desk took, the fee it shows (docs/decisions/0069); on our server only. */
  taken?: number;
}

export function usePaymentStatusChange() {
  const engine = useSyncEngine();
  const t = useT();
  return useMutation({
    mutationFn: ({ landingId, status, method, taken }: PaymentStatusInput) =>
      engine.enqueue(paymentChange(landingId, status, method, taken)),
    // Only reached when the change could not even be recorded locally (storage error, signed out):
    // the product's payment status error.
    onError: (error) => {
      console.error(error);
      toast.error(t('errors.paymentStatus'));
    },
  });
}
