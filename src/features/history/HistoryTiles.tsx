// The TOTAL LANDINGS and INCOME tiles (SPEC §9), over the landings the filters let through, with
// a line saying which those are so a filtered total is never mistaken for the all-time one.
import type { HistoryTotals } from '@/domain/landings';
import { formatPrice } from '@/domain/money';

export interface HistoryTilesProps {
  totals: HistoryTotals;
  /** e.g. 'All landings to date' or 'From 01/05/2026 to 31/05/2026, MISSING PAYMENT'. */
  scope: string;
}

export function HistoryTiles({ totals, scope }: HistoryTilesProps) {
  return (
    <section className="history-tiles" aria-label="Totals">
      <dl className="history-tiles__list">
        <div className="history-tile">
          <dt>TOTAL LANDINGS</dt>
          <dd>{totals.totalLandings.toLocaleString('en-GB')}</dd>
        </div>
        <div className="history-tile">
          <dt>INCOME</dt>
          <dd>{formatPrice(totals.income)}</dd>
        </div>
      </dl>
      <p className="history-tiles__scope">{scope}</p>
    </section>
  );
}
