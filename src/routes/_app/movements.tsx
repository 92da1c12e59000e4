import { createFileRoute } from '@tanstack/react-router';
import { MovementsScreen } from '@/features/movements/MovementsScreen';

// Aircraft movements: the guard is the parent layout's; the screen is the movements feature.
export const Route = createFileRoute('/_app/movements')({
  component: MovementsScreen,
});
