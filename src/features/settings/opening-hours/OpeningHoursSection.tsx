// Opening hours: the rows, changed in place, the add form (hidden once all seven days have a row)
// and SAVE, which writes changed days and deletes removed ones; a day closing before it opens waits.
// Below them, the closure dates, saved one change at a time (ClosuresBlock).

import { saveSchedules } from '@/data/settings/save-schedules';
import { schedulesQuery } from '@/data/settings/settings-refreshers';
import { useSchedules } from '@/data/settings/use-settings-data';
import { allDaysCovered, isOpenBeforeClose } from '@/domain/club/schedule';
import type { Schedule } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';
import { SaveBar } from '../SaveBar';
import { SectionFrame } from '../SectionFrame';
import { SectionLoading } from '../SectionLoading';
import { SAVED, SCHEDULES_FAILED } from '../save-messages';
import { useDraft } from '../use-draft';
import { useSettingsSave } from '../use-settings-save';
import { AddScheduleForm } from './AddScheduleForm';
import { ClosuresBlock } from './ClosuresBlock';
import { ScheduleTable } from './ScheduleTable';
import {
  addScheduleRows,
  changeScheduleRow,
  removeScheduleRow,
  type ScheduleDraftRow,
  toScheduleDraft,
} from './schedule-draft';

interface ScheduleSave {
  saved: readonly Schedule[];
  edited: readonly ScheduleDraftRow[];
}

export function OpeningHoursSection() {
  const schedules = useSchedules();
  const t = useT();
  const draft = useDraft(schedules, toScheduleDraft);
  const saver = useSettingsSave<ScheduleSave>({
    section: 'schedules',
    success: SAVED.schedules,
    failureDetail: () => SCHEDULES_FAILED,
    refreshes: (deps) => [schedulesQuery(deps)],
    run: ({ api, clubId }, { saved, edited }) => saveSchedules(api, clubId, saved, edited),
  });
  const rows = draft.value;
  const allValid = rows?.every((row) => isOpenBeforeClose(row.open, row.close)) ?? false;

  const save = async () => {
    if (!rows || !allValid) return;
    if (await saver.save({ saved: schedules ?? [], edited: rows })) draft.markSaved(rows);
  };

  return (
    <SectionFrame id="opening-hours" title={t('settings.sections.openingHours')}>
      {rows === null ? (
        <SectionLoading />
      ) : (
        <>
          <ScheduleTable
            rows={rows}
            onChange={(day, times) => draft.update((d) => changeScheduleRow(d, day, times))}
            onDelete={(day) => draft.update((d) => removeScheduleRow(d, day))}
          />
          {allDaysCovered(rows) ? (
            <p className="settings-note">{t('settings.openingHours.allCovered')}</p>
          ) : (
            <AddScheduleForm rows={rows} onAdd={(form) => draft.update((d) => addScheduleRows(d, form))} />
          )}
          <SaveBar
            canSave={draft.changed && allValid}
            pending={saver.pending}
            message={saver.message}
            onSave={save}
          />
          <ClosuresBlock />
        </>
      )}
    </SectionFrame>
  );
}
