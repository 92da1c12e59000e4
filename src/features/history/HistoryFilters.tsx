// The filters accounts asked for: a search box (registration, call sign, pilot), a landing date
// range and a payment status. They live in the URL (see the route), so a filtered view survives a
// reload and can be bookmarked.
import type { HistorySearch } from '@/domain/books/history-search';
import { hasFilters } from '@/domain/books/history-search';
import { PAYMENT_STATUS_WORDS } from '@/domain/books/payment-status-words';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { SearchBox } from '@/ui/SearchBox';
import { TextField } from '@/ui/TextField';

export interface HistoryFiltersProps {
  search: HistorySearch;
  /** The new filters; the page goes back to the first. */
  onChange: (next: HistorySearch) => void;
}

const ALL = '';

function orUndefined(value: string): string | undefined {
  return value === '' ? undefined : value;
}

export function HistoryFilters({ search, onChange }: HistoryFiltersProps) {
  const t = useT();
  const set = (patch: Partial<HistorySearch>) => onChange({ ...search, ...patch, page: undefined });
  return (
    <form
      className="history-filters"
      aria-label={t('history.filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SearchBox
        label={t('common.search')}
        placeholder={t('movements.search.placeholder')}
        value={search.q ?? ''}
        onChange={(q) => set({ q: orUndefined(q) })}
      />
      <TextField
        label={t('history.filters.from')}
        type="date"
        value={search.from ?? ''}
        max={search.to}
        onChange={(from) => set({ from: orUndefined(from) })}
      />
      <TextField
        label={t('history.filters.to')}
        type="date"
        value={search.to ?? ''}
        min={search.from}
        onChange={(to) => set({ to: orUndefined(to) })}
      />
      <LabelledField label={t('history.filters.paymentStatus')}>
        {(control) => (
          <select
            {...control}
            value={search.status ?? ALL}
            onChange={(event) => {
              const value = event.target.value;
              set({ status: PAYMENT_STATUSES.find((status): status is PaymentStatus => status === value) });
            }}
          >
            <option value={ALL}>{t('history.filters.allStatuses')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(PAYMENT_STATUS_WORDS[status])}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      {/* Focusable with nothing to clear (aria-disabled): pressed, it keeps the focus. */}
      <button
        type="button"
        className="button button--ghost"
        aria-disabled={!hasFilters(search)}
        onClick={() => hasFilters(search) && onChange({})}
      >
        {t('history.filters.clear')}
      </button>
    </form>
  );
}
