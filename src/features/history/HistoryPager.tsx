// Moves through the history table a page at a time: with thousands of landings only one page of
// rows is ever in the DOM.
import type { HistoryPage } from '@/domain/books/history-view';
import { useIntlTag, useT } from '@/i18n/react';

export interface HistoryPagerProps {
  page: Pick<HistoryPage<unknown>, 'page' | 'pageCount' | 'first' | 'last' | 'total'>;
  onPage: (page: number) => void;
}

export function HistoryPager({ page, onPage }: HistoryPagerProps) {
  const t = useT();
  const tag = useIntlTag();
  const count = (n: number): string => n.toLocaleString(tag);
  return (
    <nav className="history-pager" aria-label={t('history.pager.label')}>
      <button
        type="button"
        className="button"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        {t('history.pager.previous')}
      </button>
      <p className="history-pager__position" aria-live="polite">
        {t('history.pager.position', {
          first: count(page.first),
          last: count(page.last),
          total: count(page.total),
        })}
      </p>
      <button
        type="button"
        className="button"
        disabled={page.page >= page.pageCount}
        onClick={() => onPage(page.page + 1)}
      >
        {t('history.pager.next')}
      </button>
    </nav>
  );
}
