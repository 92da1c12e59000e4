// A time of day on the club's clock, on a given day, checked before it is used (issue 15): the
// parked row's arrival correction and its departure at a chosen time. What was typed is kept when
// the check refuses it, and the refusal is said in the server's own words (ADR 0008).
import { type FormEvent, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import { DESK_ZONE } from '@/domain/time/desk-zone';
import { zonedInstant } from '@/domain/time/instants';
import { TextField } from '@/ui/TextField';

export interface ClubClockTimeProps {
  label: string;
  hint: string;
  submitLabel: string;
  /** The day ('YYYY-MM-DD' on the club's clock) the time is on. */
  day: string;
  initial: string;
  /** Why the instant cannot be used, or null when it can. */
  check: (at: string, now: Date) => string | null;
  onSubmit: (at: Date) => Promise<unknown>;
}

export function ClubClockTime(props: ClubClockTimeProps) {
  const { clock } = useAppServices();
  const [time, setTime] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = zonedInstant(props.day, time);
    const problem = at ? props.check(at, clock.now()) : 'Enter a time such as 14:05';
    setError(problem);
    if (at && !problem) await props.onSubmit(new Date(at));
  };
  return (
    <form className="club-clock-time" onSubmit={submit} noValidate>
      <TextField
        label={`${props.label} (${DESK_ZONE})`}
        type="time"
        value={time}
        onChange={setTime}
        error={error ?? undefined}
        hint={props.hint}
        required
      />
      <button type="submit" className="button">
        {props.submitLabel}
      </button>
    </form>
  );
}
