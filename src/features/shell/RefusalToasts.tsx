// Toasts each queued change the server refuses (or that conflicts) once, as it happens, on
// whichever logged-in page is open; the change itself stays in the sync panel.

import { useStuckChanges } from '@/data/react/use-stuck-changes';
import { stuckChangeMessages } from '@/domain/desk/desk-messages';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';

export function RefusalToasts(): null {
  const t = useT();
  useStuckChanges((entries) => {
    for (const entry of entries) {
      console.error('Change refused', entry.kind, entry.landingId, entry.error);
      // One toast per entry and state, however often the page re-renders.
      toast.error(
        stuckChangeMessages(entry)
          .map((message) => say(t, message))
          .join(' '),
        {
          toastId: `refused-${entry.seq}-${entry.state}`,
        },
      );
    }
  });
  return null;
}
