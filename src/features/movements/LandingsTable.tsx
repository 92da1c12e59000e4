// A movements table: the product's column headings (plus any visually hidden ones for action
// cells), one tbody per landing so each row stays grouped with its details.
import type { ReactNode } from 'react';
import type { MessageId } from '@/i18n/messages';
import { useT } from '@/i18n/react';

export interface Column {
  label: MessageId;
  /** Read by screen readers only: a column of buttons that has no heading on screen. */
  hidden?: boolean;
}

export const REQUEST_COLUMNS: readonly Column[] = [
  { label: 'movements.columns.type' },
  { label: 'movements.columns.eta' },
  { label: 'movements.columns.from' },
  { label: 'movements.columns.pob' },
  { label: 'movements.columns.callSign' },
  { label: 'movements.columns.purpose' },
  { label: 'movements.columns.amount' },
  { label: 'movements.columns.pprStatus' },
];

export const PARKED_COLUMNS: readonly Column[] = [
  { label: 'movements.columns.type' },
  { label: 'movements.columns.ata' },
  { label: 'movements.columns.from' },
  { label: 'movements.columns.pob' },
  { label: 'movements.columns.callSign' },
  { label: 'movements.columns.purpose' },
  { label: 'movements.columns.amount' },
  { label: 'movements.columns.timeParked' },
  { label: 'movements.columns.actions', hidden: true },
];

export interface LandingsTableProps {
  labelledBy: string;
  columns: readonly Column[];
  widthClass: string;
  children: ReactNode;
}

export function LandingsTable({ labelledBy, columns, widthClass, children }: LandingsTableProps) {
  const t = useT();
  return (
    <div className="landings-table__scroll">
      <table className={`landings-table card-table ${widthClass}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.hidden ? <span className="visually-hidden">{t(column.label)}</span> : t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
