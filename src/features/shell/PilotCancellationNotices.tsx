// The notice on every open desk when a pilot cancels a request from the status page
// (docs/product/movement-log.md, States): the row leaves the lists, and this says which one did.
// It stays until closed, so a desk away from the screen still sees it.

import { useShownClock } from '@/data/landings/use-club-landings';
import { usePilotCancellations } from '@/data/react/use-pilot-cancellations';
import { aircraftLabel, callSignOf } from '@/domain/landings/landing-facts';
import { formatEtaOnClock } from '@/domain/time/format';
import { useIntlTag, useT } from '@/i18n/react';
import { toast } from '@/ui/toast';

export function PilotCancellationNotices(): null {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  usePilotCancellations((landings) => {
    for (const landing of landings) {
      const what =
        [callSignOf(landing), aircraftLabel(landing)].filter(Boolean).join(' · ') ||
        t('shell.landing.unknownAircraft');
      const eta = formatEtaOnClock(landing, clock, tag);
      toast.warning(t('shell.notice.pilotCancelled', { what, eta }), {
        toastId: `pilot-cancelled-${landing.id}`,
        autoClose: false,
      });
    }
  });
  return null;
}
