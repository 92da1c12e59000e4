// The browser tab's title tells a desk in another tab that requests wait: '(2) PPR Desk' (ADR 0009).
// It follows the mirror, which the logged-in pages keep refreshing wherever the operator is.
import { useEffect } from 'react';
import { useClubLandings } from '@/data/landings/use-club-landings';
import { useAppServices, useSession } from '@/data/react/app-services-context';
import { todayIsoDate } from '@/domain/format';
import { DESK_TITLE, deskTitle, undecidedRequestCount } from '@/domain/movements-view';

export function TabTitle() {
  const { clubId } = useSession();
  const { clock } = useAppServices();
  const landings = useClubLandings(clubId ?? 0);
  const undecided = clubId === null ? 0 : undecidedRequestCount(landings ?? [], todayIsoDate(clock));
  useEffect(() => {
    document.title = deskTitle(undecided);
  }, [undecided]);
  useEffect(
    () => () => {
      document.title = DESK_TITLE;
    },
    [],
  );
  return null;
}
