// The add-schedule form: pick days (those already in a row are disabled) and the
// opening and closing times; 'Add schedule' needs a day and both times, opening before closing.
import { type FormEvent, useRef, useState } from 'react';
import {
  canAddSchedule,
  isOpenBeforeClose,
  type ScheduleForm,
  usedDayIndexes,
  WEEKDAYS,
} from '@/domain/club/schedule';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { useFocusHandedOn } from '@/ui/use-focus-handed-on';
import { itemControl } from '@/ui/use-focus-kept-in-list';
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
  // The last day added: when that Add used up the week, the form leaves the page with the focus in
  // it, and the day's row in the schedule takes it (the rows are marked by day, docs/decisions/0065).
  const added = useRef<number | null>(null);
  const handOn = useFocusHandedOn(() => [
    added.current === null ? null : itemControl(document.querySelector('main'), added.current),
  ]);

  // Both times typed, the wrong way round: said under them, so that Add is not greyed without a reason.
  const timesWrong = form.open !== '' && form.close !== '' && !isOpenBeforeClose(form.open, form.close);

  const toggleDay = (index: number, on: boolean) =>
    setForm((f) => ({ ...f, days: on ? [...f.days, index] : f.days.filter((day) => day !== index) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const complete = { ...form, days };
    if (!canAddSchedule(complete)) return;
    added.current = Math.min(...complete.days);
    onAdd(complete);
    setForm(EMPTY);
  };

  return (
    <form ref={handOn} className="add-schedule" onSubmit={submit} aria-label={t('settings.openingHours.add')}>
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
          error={timesWrong ? t('settings.openingHours.closeAfterOpen') : undefined}
        />
      </div>
      {/* aria-disabled, not disabled: the form emptied by its own Add keeps the focus on it. */}
      <button type="submit" className="button" aria-disabled={!canAddSchedule({ ...form, days })}>
        {t('settings.openingHours.add')}
      </button>
    </form>
  );
}
