// Exports every filtered row (not only the page on screen) as a CSV file named for its dates, its
// header, status labels and numbers in the desk's language (history-export.ts says why).

import { useOriginNameOf } from '@/data/aerodromes/origin-names';
import { historyCsv, historyCsvFileName } from '@/domain/books/history-export';
import type { HistorySearch } from '@/domain/books/history-search';
import { shownDateRange } from '@/domain/books/history-view';
import type { Landing } from '@/domain/wire/entities';
import { useIntlTag, useT } from '@/i18n/react';
import { downloadFile } from './download';

export interface ExportCsvButtonProps {
  rows: readonly Landing[];
  search: HistorySearch;
}

export function ExportCsvButton({ rows, search }: ExportCsvButtonProps) {
  const t = useT();
  const tag = useIntlTag();
  const nameOf = useOriginNameOf();
  const exportRows = () => {
    const name = historyCsvFileName(shownDateRange(rows, search), t, search.status);
    downloadFile(name, historyCsv(rows, t, nameOf, tag), 'text/csv;charset=utf-8');
  };
  return (
    <button type="button" className="button" disabled={rows.length === 0} onClick={exportRows}>
      {t('history.exportCsv')}
    </button>
  );
}
