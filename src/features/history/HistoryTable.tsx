// The LANDING HISTORY table: one page of rows, each expandable to its details.
import { useMemo, useRef, useState } from 'react';
import { useServerOffers } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { useLandingChanges } from '@/data/react/sync-hooks';
import { useLocale, useT } from '@/i18n/react';
import { useCardsWhenCut } from '@/ui/use-cards-when-cut';
import { HistoryRow, type RowActions } from './HistoryRow';

export interface HistoryTableProps {
  rows: readonly MirrorLanding[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  rowActions?: RowActions | undefined;
}

/** Below this box width the table was always cards: its columns were laid out for an English 800 px tablet. */
const NARROWER_THAN = 740;

export function HistoryTable({ rows, labelledBy, rowActions }: HistoryTableProps) {
  const t = useT();
  const locale = useLocale();
  const wrap = useRef<HTMLDivElement>(null);
  // A new token whenever the rows or their words change: a table that was cut off is measured again.
  const shown = useMemo(() => ({ rows, locale }), [rows, locale]);
  const cards = useCardsWhenCut(wrap, NARROWER_THAN, shown);
  const changes = useLandingChanges();
  // How a landing was paid is kept by our server only (docs/decisions/0029).
  const keepsMethod = useServerOffers('movement-log', { untilKnown: true });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div ref={wrap} className={cards ? 'history-table-wrap history-table-wrap--cards' : 'history-table-wrap'}>
      <table className="history-table card-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('history.table.details')}</span>
            </th>
            <th scope="col">{t('history.table.date')}</th>
            <th scope="col">{t('movements.columns.from')}</th>
            <th scope="col">{t('history.table.plane')}</th>
            <th scope="col">{t('movements.columns.pob')}</th>
            <th scope="col">{t('history.table.fees')}</th>
            <th scope="col">{t('history.table.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((landing) => (
            <HistoryRow
              key={landing.id}
              landing={landing}
              expanded={expanded.has(landing.id)}
              onToggle={toggle}
              waiting={changes.any.has(landing.id)}
              refused={changes.refused.get(landing.id)}
              actions={rowActions}
              keepsMethod={keepsMethod}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
