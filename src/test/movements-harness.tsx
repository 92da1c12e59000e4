// The movements screen through the real router against the real server (in a child process, as
// jsdom requires), with a network the test can cut and a fresh IndexedDB per test. No HTTP mocks:
// every answer comes from the server, and the test reads the server behind the screen's back.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type ApiClient, createApiClient } from '@/data/api/client';
import { getLanding } from '@/data/api/landings-api';
import { type AppServices, createAppServices } from '@/data/app-services';
import { disposeSyncEngine, getSyncEngine, type SyncEngine } from '@/data/sync/engine';
import type { Clock } from '@/domain/time/clock';
import type { Landing } from '@/domain/wire/entities';
import { createAppRouter } from '@/router';
import { englishDesk } from '@/test/english-desk';
import { cleanup, render } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';
import { loadToasts } from '@/ui/toast';

export const OWNER = { email: 'owner@example.com', password: 'Desk!2026' };

export interface MovementsHarness {
  services: AppServices;
  network: TestNetwork;
  /** A client of the test's own, never cut off. */
  direct: ApiClient;
  engine(): SyncEngine;
  /** Store a real session of the demo owner, as sign-in does. */
  signIn(): Promise<void>;
  /** Store a session without asking the server (for a desk that starts offline). */
  signInOffline(): void;
  renderMovements(): void;
  offline(): void;
  /** The connection is back: the browser says so, as it does with its `online` event. */
  online(): void;
  serverLanding(id: number): Promise<Landing>;
  close(): Promise<void>;
}

export interface MovementsHarnessOptions {
  clock?: Clock;
  /**
   * The undo window (docs/product.md#undo-window). 0 by default: most tests are about what is sent, and the
   * window has tests of its own that set it.
   */
  undoWindowMs?: number;
}

/**
 * A harness for each test of the file: started before it (with jsdom's missing scrollTo stubbed, as
 * the router's scroll restoration calls it on every navigation), handed to `onStart`, and closed
 * after it with the screen unmounted.
 */
export function withMovementsHarness(
  onStart: (h: MovementsHarness) => void | Promise<void>,
  options: () => MovementsHarnessOptions = () => ({}),
): void {
  let started: MovementsHarness | undefined;
  beforeEach(async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The toasts' module imported before the screen, not when idle: a test's first toast would
    // otherwise wait for its first import, seconds on a loaded machine.
    await loadToasts();
    started = await startMovementsHarness(options());
    await onStart(started);
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await started?.close();
    // A later test whose start fails must not close this one again.
    started = undefined;
  });
}

export async function startMovementsHarness(
  options: MovementsHarnessOptions = {},
): Promise<MovementsHarness> {
  const server: ServerProcess = await startServerProcess();
  const baseUrl = `${server.url}/api`;
  const network = createTestNetwork();
  window.localStorage.clear();
  const services = createAppServices({
    messages: englishDesk,
    baseUrl,
    dbName: `ppr-movements-${crypto.randomUUID()}`,
    fetch: network.fetch,
    undoWindowMs: options.undoWindowMs ?? 0,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  let token: string | null = null;
  const direct = createApiClient({ baseUrl, getToken: () => token });

  return {
    services,
    network,
    direct,
    engine: () => getSyncEngine(services),
    async signIn() {
      const answer = await login(direct, OWNER.email, OWNER.password);
      token = answer.jwt;
      services.session.write({ token: answer.jwt, userId: answer.userId, clubId: 1 });
    },
    signInOffline() {
      services.session.write({ token: 'offline-token', userId: 1, clubId: 1 });
    },
    renderMovements() {
      const router = createAppRouter(services, createMemoryHistory({ initialEntries: ['/movements'] }));
      render(<RouterProvider router={router} />);
    },
    offline() {
      network.offline = true;
    },
    online() {
      network.offline = false;
      window.dispatchEvent(new Event('online'));
    },
    serverLanding: (id) => getLanding(direct, id),
    async close() {
      services.queryClient.clear();
      await disposeSyncEngine(services.dbName);
      await server.close();
    },
  };
}
