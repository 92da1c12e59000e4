// How many requests wait for the desk's decision, dated today or later, from the mirror: the tab
// title, the navigation badge and the request sound all count the same way.
import { useClubLandings } from '@/data/landings/club-movements';
import { useAppServices, useSession } from '@/data/react/app-services-context';
import { undecidedRequestCount } from '@/domain/desk/movements-view';
import { todayIsoDate } from '@/domain/time/instants';

export function useUndecidedCount(): number {
  const { clubId } = useSession();
  const { clock } = useAppServices();
  const landings = useClubLandings();
  return clubId === null ? 0 : undecidedRequestCount(landings ?? [], todayIsoDate(clock));
}
