// A movements table: SPEC's column headings (plus any visually hidden ones for action cells), one
// tbody per landing so each row stays grouped with its details.
import type { ReactNode } from 'react';

export interface Column {
  label: string;
  /** Read by screen readers only: a column of buttons that SPEC gives no heading. */
  hidden?: boolean;
}

export const REQUEST_COLUMNS: readonly Column[] = [
  { label: 'TYPE' },
  { label: 'ETA' },
  { label: 'FROM' },
  { label: 'POB' },
  { label: 'CALL SIGN' },
  { label: 'PURPOSE' },
  { label: 'AMOUNT' },
  { label: 'PPR STATUS' },
];

export const PARKED_COLUMNS: readonly Column[] = [
  { label: 'TYPE' },
  { label: 'ATA' },
  { label: 'FROM' },
  { label: 'POB' },
  { label: 'CALL SIGN' },
  { label: 'PURPOSE' },
  { label: 'AMOUNT' },
  { label: 'TIME PARKED' },
  { label: 'Actions', hidden: true },
];

export interface LandingsTableProps {
  labelledBy: string;
  columns: readonly Column[];
  widthClass: string;
  children: ReactNode;
}

export function LandingsTable({ labelledBy, columns, widthClass, children }: LandingsTableProps) {
  return (
    <div className="landings-table__scroll">
      <table className={`landings-table card-table ${widthClass}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
