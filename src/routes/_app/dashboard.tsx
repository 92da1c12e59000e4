// History (/dashboard): the filters and page live in the URL's search params, read leniently. An
// open row's actions are a chunk of their own, asked for as soon as History draws (chunk-on-screen.ts).
import { createFileRoute } from '@tanstack/react-router';
import { parseHistorySearch } from '@/domain/books/history-search';
import { HistoryScreen } from '@/features/history/HistoryScreen';
import { chunkOnScreen } from '@/ui/chunk-on-screen';

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: parseHistorySearch,
  component: History,
});

const actions = chunkOnScreen(
  () => import('@/features/movements/LandingActions').then((m) => m.LandingActions),
  { loading: null },
);

function History() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  actions.useAskOnScreen();
  return (
    <HistoryScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      rowActions={(landing) => <actions.Component landing={landing} />}
    />
  );
}
