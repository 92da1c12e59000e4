// The club's opening hours, a row per weekday, each with a Delete button (a card on a narrow
// screen: settings.css).
import { WEEKDAYS } from '@/domain/schedule';
import { ActionsHeader } from '../ActionsHeader';
import type { ScheduleDraftRow } from './schedule-draft';

export interface ScheduleTableProps {
  rows: readonly ScheduleDraftRow[];
  onDelete: (dayIndex: number) => void;
}

const dayLabel = (index: number): string => WEEKDAYS[index]?.label ?? `Day ${index}`;

export function ScheduleTable({ rows, onDelete }: ScheduleTableProps) {
  if (rows.length === 0) return <p className="settings-empty">No opening hours yet.</p>;
  return (
    <table className="settings-table card-table">
      <caption className="visually-hidden">Opening hours by day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Opens</th>
          <th scope="col">Closes</th>
          <ActionsHeader />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.day_index}>
            <th scope="row">{dayLabel(row.day_index)}</th>
            <td data-label="Opens">{row.open}</td>
            <td data-label="Closes">{row.close}</td>
            <td className="settings-table__actions">
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Delete ${dayLabel(row.day_index)}`}
                onClick={() => onDelete(row.day_index)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
