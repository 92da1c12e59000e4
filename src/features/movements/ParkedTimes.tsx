// Under a parked row's details (issue 15): its arrival time corrected when ARRIVED was pressed late,
// and its departure recorded at a chosen time rather than now. Both on the club's clock, checked by
// the rules the server applies (landing-times.ts), sent through the outbox like the buttons' changes.

import { useAppServices } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { arrivalProblem, departureProblem } from '@/domain/landing-times';
import { formatZonedDateTime } from '@/domain/time/format';
import { wallClock } from '@/domain/time/instants';
import { ClubClockTime } from './ClubClockTime';

export interface ParkedTimesProps {
  landing: MirrorLanding;
  onCorrectArrival: (landingId: number, at: Date) => Promise<unknown>;
  onDepart: (landingId: number, at: Date) => Promise<unknown>;
}

export function ParkedTimes({ landing, onCorrectArrival, onDepart }: ParkedTimesProps) {
  const { clock } = useAppServices();
  const { ata } = landing;
  const now = clock.now();
  const arrived = ata ? wallClock(ata) : null;
  const today = wallClock(now);
  if (!ata || !arrived || !today) return null;
  return (
    <div className="parked-times">
      <ClubClockTime
        label="Arrival time"
        hint={`Arrived ${formatZonedDateTime(ata)}`}
        submitLabel="Correct arrival"
        day={arrived.date}
        initial={arrived.time}
        check={(at, checkedAt) => arrivalProblem(at, landing.date, checkedAt)?.message ?? null}
        onSubmit={(at) => onCorrectArrival(landing.id, at)}
      />
      <ClubClockTime
        label="Departure time"
        hint="Today; DEPARTED records the departure now"
        submitLabel="Depart at this time"
        day={today.date}
        initial={today.time}
        check={(at, checkedAt) => departureProblem(at, ata, checkedAt)?.message ?? null}
        onSubmit={(at) => onDepart(landing.id, at)}
      />
    </div>
  );
}
