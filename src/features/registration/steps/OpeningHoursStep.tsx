// Step 4: opening and closing times for each weekday; a day left blank is closed.
import { Trans } from '@lingui/react';
import type { DayHours } from '@/domain/accounts/registration';
import { isValidDayHours, WEEKDAYS, type WeekdayKey } from '@/domain/club/schedule';
import type { MessageId } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function OpeningHoursStep({ draft, onChange }: StepProps) {
  const setDay = (day: WeekdayKey, hours: Partial<DayHours>) =>
    onChange({ schedule: { ...draft.schedule, [day]: { ...draft.schedule[day], ...hours } } });
  const t = useT();
  const allClosed = WEEKDAYS.every(({ day }) => !draft.schedule[day].open && !draft.schedule[day].close);

  return (
    <>
      <p className="field__hint">{t('registration.hours.hint')}</p>
      {allClosed ? <p className="notice notice--warning">{t('registration.hours.allClosed')}</p> : null}
      <div className="registration-hours">
        {WEEKDAYS.map(({ day, label }) => {
          const hours = draft.schedule[day];
          const valid = isValidDayHours(hours.open, hours.close);
          const name = t(label);
          return (
            <fieldset key={day} className="registration-hours__day">
              <legend>{name}</legend>
              <TextField
                label={<DayLabel day={name} id="registration.hours.opens" />}
                type="time"
                value={hours.open}
                onChange={(open) => setDay(day, { open })}
              />
              <TextField
                label={<DayLabel day={name} id="registration.hours.closes" />}
                type="time"
                value={hours.close}
                onChange={(close) => setDay(day, { close })}
              />
              {valid ? null : (
                <p className="field__hint field__hint--problem">{t('registration.hours.problem')}</p>
              )}
            </fieldset>
          );
        })}
      </div>
    </>
  );
}

/** "Opens" on screen; "Monday Opens" to assistive technology, which reads the input alone. */
function DayLabel({ day, id }: { day: string; id: MessageId }) {
  return <Trans id={id} values={{ day }} components={{ 0: <span className="visually-hidden" /> }} />;
}
