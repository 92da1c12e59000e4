// The History screen (/dashboard): tiles, filters, the paged LANDING HISTORY table and the CSV
// export, all read from the mirror so it works offline. The route owns the URL's search params.
import { OriginNamesProvider } from '@/data/aerodromes/origin-names';
import { type HistorySearch, hasFilters } from '@/domain/books/history-search';
import { filterSummary } from '@/domain/books/history-view';
import { say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { useScreenTexts } from '@/i18n/use-screen-texts';
import { useFocusKeptInList } from '@/ui/use-focus-kept-in-list';
import { ExportCsvButton } from './ExportCsvButton';
import { HistoryFilters } from './HistoryFilters';
import { HistoryPager } from './HistoryPager';
import type { RowActions } from './HistoryRow';
import { HistoryTable } from './HistoryTable';
import { HistoryTiles } from './HistoryTiles';
import { historyTexts } from './history-texts';
import { useHistory } from './use-history';
import { useLoadFailureToast } from './use-load-failure-toast';
import './history.css';

export interface HistoryScreenProps {
  search: HistorySearch;
  onSearchChange: (next: HistorySearch) => void;
  /** What an expanded row offers besides its details (the route gives CORRECT). */
  rowActions?: RowActions;
}

const TITLE_ID = 'landing-history-title';

/** The screen once its own texts are here (they arrive just after its code, the first time). */
export function HistoryScreen(props: HistoryScreenProps) {
  return useScreenTexts(historyTexts) ? (
    <History {...props} />
  ) : (
    <section className="page history" aria-busy="true" />
  );
}

function History({ search, onSearchChange, rowActions }: HistoryScreenProps) {
  const t = useT();
  const tag = useIntlTag();
  const history = useHistory(search);
  useLoadFailureToast(history.failedAt);
  const { page, filtered } = history;
  // A row that leaves the list with the focus on it (marked PAID under a MISSING PAYMENT filter):
  // the next row takes the focus, or the list's heading once none is left.
  const keepFocus = useFocusKeptInList();

  return (
    <OriginNamesProvider value={history.nameOf}>
      <section className="page history">
        <h1>{t('history.title')}</h1>
        <HistoryTiles
          books={history.loading ? null : history.books}
          scope={filterSummary(search, tag)
            .map((part) => say(t, part))
            .join(', ')}
        />
        <section ref={keepFocus} className="history__list" aria-labelledby={TITLE_ID}>
          <div className="history__toolbar">
            <h2 id={TITLE_ID} tabIndex={-1}>
              {t('history.table.title')}
            </h2>
            <ExportCsvButton rows={filtered} search={search} />
          </div>
          <HistoryFilters search={search} onChange={onSearchChange} />
          {history.loading ? (
            <p>{t('common.loading')}</p>
          ) : filtered.length === 0 ? (
            <p className="history__empty">
              {t(hasFilters(search) ? 'history.emptyFiltered' : 'history.empty')}
            </p>
          ) : (
            <>
              <HistoryTable rows={page.rows} labelledBy={TITLE_ID} rowActions={rowActions} />
              <HistoryPager page={page} onPage={(next) => onSearchChange({ ...search, page: next })} />
            </>
          )}
        </section>
      </section>
    </OriginNamesProvider>
  );
}
