// The History tiles over the landings the filters let through: TOTAL LANDINGS and INCOME (what was
// paid), BILLED and OUTSTANDING beside them, and the cancelled and no-show landings counted apart;
// with a line saying which landings those are so a filtered total is never taken for the all-time one.
import type { HistoryBooks } from '@/domain/books/history-books';
import { formatPrice } from '@/domain/fees/money';
import type { MessageId } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';

export interface HistoryTilesProps {
  /** null while there is no whole copy to count: the tiles keep their place and say nothing yet. */
  books: HistoryBooks | null;
  /** e.g. 'All landings' or 'From 01/05/2026 to 31/05/2026, MISSING PAYMENT', in words. */
  scope: string;
}

/** A dash, not a zero: nothing is counted yet. */
const NOT_YET = '—';

export function HistoryTiles({ books, scope }: HistoryTilesProps) {
  const t = useT();
  const tag = useIntlTag();
  // Whole cents in, so the shown amounts add up exactly.
  const euros = (cents: number | undefined) =>
    cents === undefined ? NOT_YET : formatPrice(cents / 100, tag);
  const count = (n: number | undefined) => (n === undefined ? NOT_YET : n.toLocaleString(tag));
  const tiles: Array<[MessageId, string, string]> = [
    ['history.tiles.totalLandings', count(books?.landings), 'count'],
    ['history.tiles.income', euros(books?.paidCents), 'money'],
    ['history.tiles.billed', euros(books?.billedCents), 'money'],
    ['history.tiles.outstanding', euros(books?.outstandingCents), 'money'],
    ['history.tiles.cancelled', count(books?.cancelled), 'apart'],
    ['history.tiles.noShows', count(books?.noShows), 'apart'],
  ];
  return (
    <section className="history-tiles" aria-label={t('history.tiles.label')} aria-busy={books === null}>
      <dl className="history-tiles__list">
        {tiles.map(([label, value, kind]) => (
          <div key={label} className={`history-tile history-tile--${kind}`}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="history-tiles__scope">{scope}</p>
    </section>
  );
}
