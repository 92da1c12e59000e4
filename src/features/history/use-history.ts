// The History screen's view of the mirror: the listed landings, narrowed by the URL's filters,
// the tiles over exactly those landings, and the table page to show.
import { useMemo } from 'react';
import { useOriginNames } from '@/data/aerodromes/origin-names';
import { useClubRecord } from '@/data/landings/club-record';
import { useHistoryLandings } from '@/data/landings/use-history-landings';
import type { MirrorLanding } from '@/data/react/records';
import { type HistoryBooks, historyBooks } from '@/domain/books/history-books';
import type { HistorySearch } from '@/domain/books/history-search';
import type { AerodromeNameOf } from '@/domain/landings/landing-identity';
import { filterHistory, type HistoryPage, historyLandings, pageOf } from '@/domain/books/history-view';

export interface HistoryView {
  loading: boolean;
  failedAt: number;
  /** Every row the filters let through, newest first: what the tiles count and the CSV holds. */
  filtered: MirrorLanding[];
  page: HistoryPage<MirrorLanding>;
  books: HistoryBooks;
  /** The shown names of the rows' typed origin codes, which the search finds too. */
  nameOf: AerodromeNameOf;
}

export function useHistory(search: HistorySearch): HistoryView {
  const { rows, loading: reading, failedAt } = useHistoryLandings();
  const club = useClubRecord();
  // The club's row decides the clock every row's times print on: rows wait for it rather than jump.
  const loading = reading || club === undefined;
  const { q, from, to, status, page } = search;
  const listed = useMemo(() => historyLandings(rows ?? []), [rows]);
  const nameOf = useOriginNames(listed);
  const filtered = useMemo(
    () => filterHistory(listed, { ...(q ? { q } : {}), from, to, status }, nameOf),
    [listed, q, from, to, status, nameOf],
  );
  const books = useMemo(() => historyBooks(filtered), [filtered]);
  return { loading, failedAt, filtered, page: pageOf(filtered, page), books, nameOf };
}
