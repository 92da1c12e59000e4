import { createFileRoute } from '@tanstack/react-router';
import { chunkOnScreen } from '@/ui/chunk-on-screen';

// Aircraft movements: the guard is the parent layout's; the screen is the movements feature, in a
// chunk of its own that says so in its place when it did not arrive (docs/decisions/0049).
const screen = chunkOnScreen(() =>
  import('@/features/movements/MovementsScreen').then((m) => m.MovementsScreen),
);

export const Route = createFileRoute('/_app/movements')({
  codeSplitGroupings: [],
  component: Object.assign(Movements, { preload: screen.preload }),
});

function Movements() {
  return <screen.Component />;
}
