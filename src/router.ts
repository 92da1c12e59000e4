// The router of the app, created with the app's services as its context (the guard reads the
// session from it). main.tsx and the screen tests create it the same way.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppServices } from '@/data/app-services';
import { NotFoundScreen } from '@/features/shell/NotFoundScreen';
import { ScreenError } from '@/features/shell/ScreenError';
import { routeTree } from './routeTree.gen';

export function createAppRouter(services: AppServices, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: services,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ScreenError,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
