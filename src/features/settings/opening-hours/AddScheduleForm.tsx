// The add-schedule form: pick days (those already in a row are disabled) and the
// opening and closing times; 'Add schedule' needs a day and both times, opening before closing.
import { type FormEvent, useState } from 'react';
import { canAddSchedule, type ScheduleForm, usedDayIndexes, WEEKDAYS } from '@/domain/club/schedule';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import type { ScheduleDraftRow } from './schedule-draft';

export interface AddScheduleFormProps {
  rows: readonly ScheduleDraftRow[];
  onAdd: (form: ScheduleForm) => void;
}

const EMPTY: ScheduleForm = { days: [], open: '', close: '' };

export function AddScheduleForm({ rows, onAdd }: AddScheduleFormProps) {
  const [form, setForm] = useState<ScheduleForm>(EMPTY);
  const t = useT();
  const used = usedDayIndexes(rows);
  const days = form.days.filter((day) => !used.has(day));

  const toggleDay = (index: number, on: boolean) =>
    setForm((f) => ({ ...f, days: on ? [...f.days, index] : f.days.filter((day) => day !== index) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const complete = { ...form, days };
    if (!canAddSchedule(complete)) return;
    onAdd(complete);
    setForm(EMPTY);
  };

  return (
    <form className="add-schedule" onSubmit={submit} aria-label={t('settings.openingHours.add')}>
      <fieldset className="add-schedule__days">
        <legend>{t('settings.openingHours.days')}</legend>
        {WEEKDAYS.map((weekday) => (
          <label key={weekday.index} className="add-schedule__day">
            <input
              type="checkbox"
              checked={days.includes(weekday.index)}
              disabled={used.has(weekday.index)}
              onChange={(event) => toggleDay(weekday.index, event.target.checked)}
            />
            {t(weekday.label)}
          </label>
        ))}
      </fieldset>
      <div className="add-schedule__times">
        <TextField
          label={t('settings.openingHours.openingTime')}
          type="time"
          value={form.open}
          onChange={(open) => setForm((f) => ({ ...f, open }))}
        />
        <TextField
          label={t('settings.openingHours.closingTime')}
          type="time"
          value={form.close}
          onChange={(close) => setForm((f) => ({ ...f, close }))}
        />
      </div>
      <button type="submit" className="button" disabled={!canAddSchedule({ ...form, days })}>
        {t('settings.openingHours.add')}
      </button>
    </form>
  );
}
