// The club's opening hours, a row per weekday, each with a Delete button (a card on a narrow
// screen: settings.css).
import { WEEKDAYS } from '@/domain/schedule';
import type { Translate } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { ActionsHeader } from '../ActionsHeader';
import type { ScheduleDraftRow } from './schedule-draft';

export interface ScheduleTableProps {
  rows: readonly ScheduleDraftRow[];
  onDelete: (dayIndex: number) => void;
}

const dayLabel = (t: Translate, index: number): string => {
  const weekday = WEEKDAYS[index];
  return weekday ? t(weekday.label) : t('settings.openingHours.dayNumber', { index });
};

export function ScheduleTable({ rows, onDelete }: ScheduleTableProps) {
  const t = useT();
  if (rows.length === 0) return <p className="settings-empty">{t('settings.openingHours.empty')}</p>;
  const opens = t('settings.openingHours.opens');
  const closes = t('settings.openingHours.closes');
  return (
    <table className="settings-table card-table">
      <caption className="visually-hidden">{t('settings.openingHours.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('settings.openingHours.day')}</th>
          <th scope="col">{opens}</th>
          <th scope="col">{closes}</th>
          <ActionsHeader />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.day_index}>
            <th scope="row">{dayLabel(t, row.day_index)}</th>
            <td data-label={opens}>{row.open}</td>
            <td data-label={closes}>{row.close}</td>
            <td className="settings-table__actions">
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={t('settings.openingHours.deleteDay', { day: dayLabel(t, row.day_index) })}
                onClick={() => onDelete(row.day_index)}
              >
                {t('settings.openingHours.delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
