// The clock this desk shows and asks times on (docs/product/movement-log.md, Clock; ADR 0027): the
// club's choice where the server keeps one, else the desk's wall clock, named in the reader's words.
import { useMemo, useSyncExternalStore } from 'react';
import { useClub } from '@/data/settings/use-settings-data';
import { hasFeature } from '@/domain/server-capabilities';
import { type ClubClock, clockZone, clubClockOf, type NamedClock } from '@/domain/time/club-clock';
import { useT } from '@/i18n/react';
import { useAppServices } from './app-services-context';

export interface ShownClock extends NamedClock {
  clock: ClubClock;
}

/** Whether this server keeps the club's clock: a plain Strapi does not. */
export function useClockKept(): boolean {
  const { server } = useAppServices();
  const known = useSyncExternalStore(server.subscribe, server.known, server.known);
  return hasFeature(known?.capabilities, 'club-clock');
}

export function useShownClock(): ShownClock {
  const club = useClub();
  const kept = useClockKept();
  const t = useT();
  const clock = clubClockOf(club, kept);
  return useMemo(
    () => ({
      clock,
      zone: clockZone(clock),
      name: t(clock === 'utc' ? 'common.clock.utc' : 'common.clock.local'),
    }),
    [clock, t],
  );
}
