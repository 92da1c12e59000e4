// The TOTAL LANDINGS and INCOME tiles, over the landings the filters let through, with a line
// saying which those are so a filtered total is never mistaken for the all-time one.
import type { HistoryTotals } from '@/domain/landings';
import { formatPrice } from '@/domain/money';
import { useIntlTag, useT } from '@/i18n/react';

export interface HistoryTilesProps {
  totals: HistoryTotals;
  /** e.g. 'All landings to date' or 'From 01/05/2026 to 31/05/2026, MISSING PAYMENT', in words. */
  scope: string;
}

export function HistoryTiles({ totals, scope }: HistoryTilesProps) {
  const t = useT();
  const tag = useIntlTag();
  return (
    <section className="history-tiles" aria-label={t('history.tiles.label')}>
      <dl className="history-tiles__list">
        <div className="history-tile">
          <dt>{t('history.tiles.totalLandings')}</dt>
          <dd>{totals.totalLandings.toLocaleString(tag)}</dd>
        </div>
        <div className="history-tile">
          <dt>{t('history.tiles.income')}</dt>
          <dd>{formatPrice(totals.income, tag)}</dd>
        </div>
      </dl>
      <p className="history-tiles__scope">{scope}</p>
    </section>
  );
}
