// Moves through the history table a page at a time: with thousands of landings only one page of
// rows is ever in the DOM.
import type { HistoryPage } from '@/domain/history-view';

export interface HistoryPagerProps {
  page: Pick<HistoryPage<unknown>, 'page' | 'pageCount' | 'first' | 'last' | 'total'>;
  onPage: (page: number) => void;
}

const count = (n: number): string => n.toLocaleString('en-GB');

export function HistoryPager({ page, onPage }: HistoryPagerProps) {
  return (
    <nav className="history-pager" aria-label="Landing history pages">
      <button
        type="button"
        className="button"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        Previous
      </button>
      <p className="history-pager__position" aria-live="polite">
        Rows {count(page.first)}–{count(page.last)} of {count(page.total)}
      </p>
      <button
        type="button"
        className="button"
        disabled={page.page >= page.pageCount}
        onClick={() => onPage(page.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
