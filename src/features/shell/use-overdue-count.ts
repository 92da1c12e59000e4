// How many accepted landings are OVERDUE (docs/product/movement-log.md, States), from the mirror,
// looked at again every minute: the tab title tells a desk in another tab. Owns that minute timer.
import { useEffect, useState } from 'react';
import { useClubLandings, useMirrorClub } from '@/data/landings/use-club-landings';
import { useAppServices, useSession } from '@/data/react/app-services-context';
import { overdueCount, overdueMinutesOf } from '@/domain/landings/overdue';

const MINUTE_MS = 60_000;

export function useOverdueCount(): number {
  const { clubId } = useSession();
  const { clock } = useAppServices();
  const landings = useClubLandings(clubId ?? 0);
  const club = useMirrorClub(clubId ?? 0);
  const [nowMs, setNowMs] = useState(() => clock.now().getTime());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(clock.now().getTime()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [clock]);
  // A change of the rows (an arrival, a no-show) is counted with the time it is then.
  useEffect(() => {
    if (landings) setNowMs(clock.now().getTime());
  }, [landings, clock]);
  return clubId === null ? 0 : overdueCount(landings ?? [], nowMs, overdueMinutesOf(club));
}
