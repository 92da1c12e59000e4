// A time of day on the club's clock, on a given day, checked before it is used: the parked row's
// arrival correction and its departure at a chosen time. What was typed is kept when the check
// refuses it, and the refusal is said in the words the server would use (ADR 0008).
import { type FormEvent, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import { zonedInstant } from '@/domain/time/instants';
import { type Message, msg, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';

export interface ClubClockTimeProps {
  /** The field's label, naming the club's time zone. */
  label: string;
  hint: string;
  submitLabel: string;
  /** The day ('YYYY-MM-DD' on the club's clock) the time is on. */
  day: string;
  /** The zone the day and the time are on. */
  zone: string;
  initial: string;
  /** Why the instant cannot be used, or null when it can. */
  check: (at: string, now: Date) => Message | null;
  onSubmit: (at: Date) => Promise<unknown>;
}

export function ClubClockTime(props: ClubClockTimeProps) {
  const { clock } = useAppServices();
  const t = useT();
  const [time, setTime] = useState(props.initial);
  const [error, setError] = useState<Message | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = zonedInstant(props.day, time, props.zone);
    const problem = at ? props.check(at, clock.now()) : msg('movements.parked.enterTime');
    setError(problem);
    if (at && !problem) await props.onSubmit(new Date(at));
  };
  return (
    <form className="club-clock-time" onSubmit={submit} noValidate>
      <TextField
        label={props.label}
        type="time"
        value={time}
        onChange={setTime}
        error={error ? say(t, error) : undefined}
        hint={props.hint}
        required
      />
      <button type="submit" className="button">
        {props.submitLabel}
      </button>
    </form>
  );
}
