// Under a parked row's details: its arrival time corrected when ARRIVED was pressed late, and its
// departure recorded at a chosen time rather than now. Both on the club's clock, checked by the
// rules the server applies (landing-times.ts), sent through the outbox like the buttons' changes.

import { useShownClock } from '@/data/landings/use-club-landings';
import { useAppServices } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { arrivalProblem, departureProblem } from '@/domain/landings/landing-times';
import { formatOnClock } from '@/domain/time/format';
import { wallClock } from '@/domain/time/instants';
import { useIntlTag, useT } from '@/i18n/react';
import { ClubClockTime } from './ClubClockTime';

export interface ParkedTimesProps {
  landing: MirrorLanding;
  onCorrectArrival: (landingId: number, at: Date) => Promise<unknown>;
  onDepart: (landingId: number, at: Date) => Promise<unknown>;
}

export function ParkedTimes({ landing, onCorrectArrival, onDepart }: ParkedTimesProps) {
  const { clock } = useAppServices();
  const t = useT();
  const tag = useIntlTag();
  const shown = useShownClock();
  const { ata } = landing;
  const now = clock.now();
  const arrived = ata ? wallClock(ata, shown.zone) : null;
  const today = wallClock(now, shown.zone);
  if (!ata || !arrived || !today) return null;
  return (
    <div className="parked-times">
      <ClubClockTime
        label={t('movements.parked.arrivalTime', { zone: shown.name })}
        hint={t('movements.parked.arrivedAt', {
          time: formatOnClock(ata, shown, tag, { fallback: t('common.notAvailable') }),
        })}
        submitLabel={t('movements.parked.correctArrival')}
        day={arrived.date}
        zone={shown.zone}
        initial={arrived.time}
        check={(at, checkedAt) => arrivalProblem(at, landing.date, checkedAt)?.message ?? null}
        onSubmit={(at) => onCorrectArrival(landing.id, at)}
      />
      <ClubClockTime
        label={t('movements.parked.departureTime', { zone: shown.name })}
        hint={t('movements.parked.departureHint')}
        submitLabel={t('movements.parked.departAt')}
        day={today.date}
        zone={shown.zone}
        initial={today.time}
        check={(at, checkedAt) => departureProblem(at, ata, checkedAt)?.message ?? null}
        onSubmit={(at) => onDepart(landing.id, at)}
      />
    </div>
  );
}
