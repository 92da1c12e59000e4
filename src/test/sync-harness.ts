// Everything an outbox/replayer test needs, wired for real: the server in-process (fresh SQLite),
// the real ky client through a switchable network, a fresh fake-indexeddb database, a session
// and a hand-moved clock. No HTTP mocks: every answer comes from the server.
import { QueryClient } from '@tanstack/react-query';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { login } from '@/data/api/auth';
import { type ApiClient, createApiClient } from '@/data/api/client';
import { getLanding, type LandingChange, updateLanding } from '@/data/api/landings';
import { getOwner } from '@/data/api/users';
import { closeDb, getDb } from '@/data/db/db';
import type { PprDb } from '@/data/db/schema';
import { createServerInfo, type ServerInfo } from '@/data/server-info';
import { upcomingLandingsQuery } from '@/data/sync/refreshers';
import { createReplayer, type Replayer, type ReplayerDeps } from '@/data/sync/replayer';
import { createSessionStore, type SessionStore } from '@/data/sync/session';
import type { Landing } from '@/domain/types';
import { startTestServer } from '../../server/src/testing/test-server';
import { type ManualClock, manualClock } from './manual-clock';
import { memoryStorage } from './memory-storage';
import { createTestNetwork, type TestNetwork } from './test-network';

export const OWNER = { email: 'owner@example.com', password: 'Desk!2026' };
export const OTHER_OWNER = { email: 'other@example.com', password: 'Desk!2026' };

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface SyncHarness {
  server: TestServer;
  network: TestNetwork;
  api: ApiClient;
  /** Which server the replayer sends to (our server here, detected on first send). */
  serverInfo: ServerInfo;
  session: SessionStore;
  clock: ManualClock;
  dbName: string;
  db: PprDb;
  clubId: number;
  userId: number;
  /** A replayer on this harness's db/api/session; `overrides` e.g. to bypass the lock. */
  replayer(overrides?: Partial<ReplayerDeps>): Replayer;
  /** Run the upcoming-landings refresher once (fetch + mirror write). */
  refreshUpcoming(): Promise<void>;
  /** The landing as the server has it now, read behind the desk's back. */
  serverLanding(id: number): Promise<Landing>;
  /** Change a landing on the server behind the desk's back (another desk, another tab). */
  changeOnServer(id: number, change: LandingChange): Promise<Landing>;
  /** Sign in as another seeded account: session now holds its token, user and club. */
  signInAs(account: { email: string; password: string }): Promise<void>;
  reopenDb(): PprDb;
  close(): Promise<void>;
}

export async function startSyncHarness(): Promise<SyncHarness> {
  const server = await startTestServer();
  const baseUrl = `${server.url}/api`;
  const network = createTestNetwork();
  const session = createSessionStore(memoryStorage());
  const api = createApiClient({
    baseUrl,
    getToken: () => session.read().token,
    fetch: network.fetch,
    timeoutMs: 5000,
  });
  // A direct client for the test's own moves: never cut off, never logged.
  const direct = createApiClient({ baseUrl, getToken: () => session.read().token });
  const clock = manualClock();
  const dbName = `ppr-test-${crypto.randomUUID()}`;
  const open = () => getDb(dbName, { indexedDB, IDBKeyRange });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  const harness: SyncHarness = {
    server,
    network,
    api,
    serverInfo: createServerInfo(api),
    session,
    clock,
    dbName,
    db: open(),
    clubId: 0,
    userId: 0,
    replayer: (overrides = {}) =>
      createReplayer({
        db: harness.db,
        api,
        server: harness.serverInfo,
        clock,
        getSession: () => session.read(),
        random: () => 0.5,
        ...overrides,
      }),
    async refreshUpcoming() {
      const deps = { api, db: harness.db, clock, clubId: harness.clubId };
      await queryClient.fetchQuery({ ...upcomingLandingsQuery(deps), staleTime: 0 });
    },
    serverLanding: (id) => getLanding(direct, id),
    async changeOnServer(id, change) {
      const answer = await updateLanding(direct, id, change, { idempotencyKey: crypto.randomUUID() });
      return answer.landing;
    },
    async signInAs(account) {
      const { jwt, userId } = await login(direct, account.email, account.password);
      const clubId = (await getOwner(direct, userId, jwt))?.club?.id ?? null;
      session.write({ token: jwt, userId, clubId });
      harness.userId = userId;
      harness.clubId = clubId ?? 0;
    },
    reopenDb() {
      closeDb(dbName);
      harness.db = open();
      return harness.db;
    },
    async close() {
      queryClient.clear();
      harness.db.close();
      closeDb(dbName);
      await server.close();
    },
  };
  await harness.signInAs(OWNER);
  return harness;
}
