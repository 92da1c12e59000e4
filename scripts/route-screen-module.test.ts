// The bundle budget finds the screen a route loads itself (docs/decisions/0049), and only that one:
// a row's actions asked for later in the same file are not the route's first load.
import { expect, it } from 'vitest';
import { routeDynamicImports, routeScreenModule } from './bundle-budget.mjs';

const keys = [
  'index.html',
  'src/features/history/HistoryScreen.tsx',
  'src/features/movements/LandingActions.tsx',
];

it('names the chunk of the chunkOnScreen whose preload the route gives the router', () => {
  const source = `
    const screen = chunkOnScreen(() => import('@/features/history/HistoryScreen').then((m) => m.HistoryScreen));
    export const Route = createFileRoute('/_app/dashboard')({
      component: Object.assign(History, { preload: screen.preload }),
    });
    const actions = chunkOnScreen(
      () => import('@/features/movements/LandingActions').then((m) => m.LandingActions),
    );`;
  expect(routeScreenModule(source, keys)).toBe('src/features/history/HistoryScreen.tsx');
  // Both are the route's own, never the entry's startup.
  expect(routeDynamicImports(source, keys)).toEqual([
    'src/features/history/HistoryScreen.tsx',
    'src/features/movements/LandingActions.tsx',
  ]);
});

it('finds none for a route the router splits, or whose screen the build does not have', () => {
  expect(
    routeScreenModule("export const Route = createFileRoute('/')({ component: SignInPage });", keys),
  ).toBeNull();
  const missing = `const screen = chunkOnScreen(() => import('@/features/gone/Gone').then((m) => m.Gone));
    export const Route = createFileRoute('/x')({ component: Object.assign(X, { preload: screen.preload }) });`;
  expect(routeScreenModule(missing, keys)).toBeNull();
});
