// How many accepted landings are OVERDUE (docs/product/movement-log.md, States), from the mirror,
// looked at again as each minute begins: the tab title tells a desk in another tab. Owns that timer.
import { useEffect, useState } from 'react';
import { useClubLandings } from '@/data/landings/club-movements';
import { useMirrorClub } from '@/data/landings/use-club-landings';
import { useAppServices, useSession } from '@/data/react/app-services-context';
import { overdueCount, overdueMinutesOf } from '@/domain/landings/overdue';

const MINUTE_MS = 60_000;
const TICK_MS = 1_000;

const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

export function useOverdueCount(): number {
  const { clubId } = useSession();
  const { clock } = useAppServices();
  const landings = useClubLandings();
  const club = useMirrorClub();
  // The minute as the movements screen's rows read it (screen-clock's useMinuteMs), so the title
  // turns with the row's OVERDUE rather than up to a minute after it; a second's check re-renders
  // only when the minute changes.
  const [minuteMs, setMinuteMs] = useState(() => minuteOf(clock.now().getTime()));
  useEffect(() => {
    const timer = setInterval(() => setMinuteMs(minuteOf(clock.now().getTime())), TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  // A change of the rows (an arrival, a no-show) is counted with the minute it is then.
  useEffect(() => {
    if (landings) setMinuteMs(minuteOf(clock.now().getTime()));
  }, [landings, clock]);
  return clubId === null ? 0 : overdueCount(landings ?? [], minuteMs, overdueMinutesOf(club));
}
