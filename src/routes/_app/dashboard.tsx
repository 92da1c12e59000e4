// History (/dashboard): the filters and page live in the URL's search params, read leniently.
import { createFileRoute } from '@tanstack/react-router';
import { parseHistorySearch } from '@/domain/books/history-search';
import { HistoryScreen } from '@/features/history/HistoryScreen';
import { CorrectAction } from '@/features/movements/correct/CorrectAction';
import { DeskPayment } from '@/features/movements/payment/DeskPayment';

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: parseHistorySearch,
  component: History,
});

function History() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HistoryScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      rowActions={(landing) => (
        <>
          <DeskPayment landing={landing} />
          <CorrectAction landing={landing} />
        </>
      )}
    />
  );
}
