// Screen tests through the real router: render the app at a path, and tear it all down after
// (the rendered tree, the query cache, the local database's engine, mocks, the server process).
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import type { AppServices } from '@/data/app-services';
import { disposeSyncEngine } from '@/data/sync/engine';
import { createAppRouter } from '@/router';
import { cleanup, render } from '@/test/render';
import { loadToasts } from '@/ui/toast';
import type { ServerProcess } from './server-process';

export function renderApp(services: AppServices, path: string) {
  // The toasts' module asked for at once, not when idle: a screen test's first toast would otherwise
  // wait for its first import, seconds on a loaded machine.
  void loadToasts().catch(() => undefined);
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [path] }));
  render(<RouterProvider router={router} />);
  return router;
}

export async function closeApp(services: AppServices, server: ServerProcess): Promise<void> {
  cleanup();
  services.queryClient.clear();
  await disposeSyncEngine(services.dbName);
  vi.restoreAllMocks();
  await server.close();
}
