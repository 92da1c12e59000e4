// Step 4: opening and closing times for each weekday; a day left blank is closed.
import type { DayHours } from '@/domain/registration';
import { isValidDayHours, WEEKDAYS, type WeekdayKey } from '@/domain/schedule';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function OpeningHoursStep({ draft, onChange }: StepProps) {
  const setDay = (day: WeekdayKey, hours: Partial<DayHours>) =>
    onChange({ schedule: { ...draft.schedule, [day]: { ...draft.schedule[day], ...hours } } });

  return (
    <>
      <p className="field__hint">Leave both times blank on a day the airfield is closed.</p>
      <div className="registration-hours">
        {WEEKDAYS.map(({ day, label }) => {
          const hours = draft.schedule[day];
          const valid = isValidDayHours(hours.open, hours.close);
          return (
            <fieldset key={day} className="registration-hours__day">
              <legend>{label}</legend>
              <TextField
                label={<DayLabel day={label} text="Opens" />}
                type="time"
                value={hours.open}
                onChange={(open) => setDay(day, { open })}
              />
              <TextField
                label={<DayLabel day={label} text="Closes" />}
                type="time"
                value={hours.close}
                onChange={(close) => setDay(day, { close })}
              />
              {valid ? null : (
                <p className="field__hint field__hint--problem">
                  Give both times, opening before closing, or leave both blank.
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
    </>
  );
}

/** "Opens" on screen; "Monday Opens" to assistive technology, which reads the input alone. */
function DayLabel({ day, text }: { day: string; text: string }) {
  return (
    <>
      <span className="visually-hidden">{day} </span>
      {text}
    </>
  );
}
