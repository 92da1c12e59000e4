// Toasts each desk change the server refuses (or that conflicts) once, as it happens; the change
// itself stays in the sync panel for the operator to retry or discard.
import { useStuckChanges } from '@/data/react/use-stuck-changes';
import { toast } from '@/ui/toast';
import { refusalMessage } from '../messages';

export function useRefusalToasts(): void {
  useStuckChanges((entries) => {
    for (const entry of entries) {
      // One toast per entry and state, however often the screen re-renders.
      toast.error(refusalMessage(entry), { toastId: `refused-${entry.seq}-${entry.state}` });
    }
  });
}
