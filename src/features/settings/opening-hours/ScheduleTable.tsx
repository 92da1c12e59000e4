// The club's opening hours, a row per weekday: its opening and closing times change in place, and
// Delete removes the day (a card on a narrow screen: settings.css).
import { isOpenBeforeClose, WEEKDAYS } from '@/domain/club/schedule';
import type { Translate } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { focusItem, useFocusKeptInList } from '@/ui/use-focus-kept-in-list';
import { ActionsHeader } from '../ActionsHeader';
import type { ScheduleDraftRow } from './schedule-draft';

export interface ScheduleTableProps {
  rows: readonly ScheduleDraftRow[];
  onChange: (dayIndex: number, times: Partial<Pick<ScheduleDraftRow, 'open' | 'close'>>) => void;
  onDelete: (dayIndex: number) => void;
}

const dayLabel = (t: Translate, index: number): string => {
  const weekday = WEEKDAYS[index];
  return weekday ? t(weekday.label) : t('settings.openingHours.dayNumber', { index });
};

export function ScheduleTable({ rows, onChange, onDelete }: ScheduleTableProps) {
  const t = useT();
  // A day deleted with the focus on it: the next day's first field takes it.
  const keepFocus = useFocusKeptInList();
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
      <tbody ref={keepFocus}>
        {rows.map((row) => {
          const day = dayLabel(t, row.day_index);
          const problemId = `schedule-problem-${row.day_index}`;
          const wrong = !isOpenBeforeClose(row.open, row.close);
          const invalid = wrong ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
          return (
            <tr key={row.day_index} {...focusItem(row.day_index)}>
              <th scope="row">
                {day}
                {wrong && (
                  <span id={problemId} className="field__error settings-table__problem" role="alert">
                    {t('settings.openingHours.closeAfterOpen')}
                  </span>
                )}
              </th>
              {(['open', 'close'] as const).map((edge) => (
                <td key={edge} data-label={edge === 'open' ? opens : closes}>
                  <input
                    type="time"
                    className="bands__input settings-table__time"
                    aria-label={t(
                      edge === 'open' ? 'settings.openingHours.opensOn' : 'settings.openingHours.closesOn',
                      {
                        day,
                      },
                    )}
                    value={row[edge]}
                    onChange={(event) => onChange(row.day_index, { [edge]: event.target.value })}
                    {...invalid}
                  />
                </td>
              ))}
              <td className="settings-table__actions">
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t('settings.openingHours.deleteDay', { day })}
                  onClick={() => onDelete(row.day_index)}
                >
                  {t('settings.openingHours.delete')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
