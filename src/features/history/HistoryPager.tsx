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
  // At the first (or last) page the button stays focusable, aria-disabled: paging to the end with
  // Enter leaves the keyboard's focus on it, where a disabled one would drop it to the page.
  const atFirst = page.page <= 1;
  const atLast = page.page >= page.pageCount;
  return (
    <nav className="history-pager" aria-label={t('history.pager.label')}>
      <button
        type="button"
        className="button"
        aria-disabled={atFirst}
        onClick={() => !atFirst && onPage(page.page - 1)}
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
        aria-disabled={atLast}
        onClick={() => !atLast && onPage(page.page + 1)}
      >
        {t('history.pager.next')}
      </button>
    </nav>
  );
}
