// History (/dashboard): the filters and page live in the URL's search params, read leniently. The
// screen is a chunk of its own that says so in its place when it did not arrive (docs/decisions/0049);
// an open row's actions are another, asked for as soon as History draws (chunk-on-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { parseHistorySearch } from '@/domain/books/history-search';
import { chunkOnScreen } from '@/ui/chunk-on-screen';

const screen = chunkOnScreen(() => import('@/features/history/HistoryScreen').then((m) => m.HistoryScreen));

export const Route = createFileRoute('/_app/dashboard')({
  codeSplitGroupings: [],
  validateSearch: parseHistorySearch,
  component: Object.assign(History, { preload: screen.preload }),
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
    <screen.Component
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      rowActions={(landing) => <actions.Component landing={landing} withFee />}
    />
  );
}
