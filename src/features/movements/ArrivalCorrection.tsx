// In a parked row's details: the arrival time, corrected when ARRIVED was pressed late (issue 15).
// The time is read on the club's clock, checked against the landing's other times by the same
// rule the server applies (ADR 0008), and sent through the outbox like any arrival.
import { type FormEvent, useState } from 'react';
import type { MirrorLanding } from '@/data/db/types';
import { useAppServices } from '@/data/react/app-services-context';
import { DESK_ZONE, formatZonedDateTime, zonedInstant, zonedParts } from '@/domain/format';
import { arrivalProblem } from '@/domain/landing-times';
import { TextField } from '@/ui/TextField';

export interface ArrivalCorrectionProps {
  landing: MirrorLanding;
  onCorrect: (landingId: number, at: Date) => Promise<unknown>;
}

export function ArrivalCorrection({ landing, onCorrect }: ArrivalCorrectionProps) {
  const { clock } = useAppServices();
  const shown = landing.ata ? zonedParts(landing.ata) : null;
  const [time, setTime] = useState(shown?.time ?? '');
  const [error, setError] = useState<string | undefined>();
  if (!landing.ata || !shown) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = zonedInstant(shown.date, time);
    const problem = at ? arrivalProblem(at, landing.date, clock.now()) : null;
    if (!at || problem) {
      setError(problem?.message ?? 'Enter a time such as 14:05');
      return;
    }
    setError(undefined);
    await onCorrect(landing.id, new Date(at));
  };
  return (
    <form className="arrival-correction" onSubmit={submit} noValidate>
      <TextField
        label={`Arrival time (${DESK_ZONE})`}
        type="time"
        value={time}
        onChange={setTime}
        error={error}
        hint={`Arrived ${formatZonedDateTime(landing.ata)}`}
        required
      />
      <button type="submit" className="button">
        Correct arrival
      </button>
    </form>
  );
}
