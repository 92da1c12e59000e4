// Everything an outbox/replayer test needs, wired for real: a server (ours in-process on a fresh
// SQLite file, or the Strapi peer), the real ky client through a switchable network, a fresh
// fake-indexeddb database, a session and a hand-moved clock. No HTTP mocks: every answer is a server's.

import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import { login } from '@/data/api/auth';
import { type ApiClient, createApiClient } from '@/data/api/client';
import { getLanding, updateLanding } from '@/data/api/landings-api';
import { getOwner } from '@/data/api/users';
import { closeDb, getDb } from '@/data/db/db';
import type { PprDb } from '@/data/db/schema';
import { readUpcoming } from '@/data/landings/list-reads';
import type { StrapiVersion } from '@/data/server/choose-adapter';
import type { ServerInfo } from '@/data/server/server-info';
import { createRenewal } from '@/data/session/renewal';
import { createSessionStore, type SessionStore } from '@/data/session/session';
import { memoryLock } from '@/data/sync/lock';
import { createReplayer, type Replayer, type ReplayerDeps } from '@/data/sync/replayer';
import type { Landing } from '@/domain/wire/entities';
import type { LandingUpdate } from '@/domain/wire/landing-schema';
import { startTestServer, type TestServerOptions } from '../../server/src/testing/test-server';
import { type CookieJar, createCookieJar } from './cookie-jar';
import { type ManualClock, manualClock } from './manual-clock';
import { memoryStorage } from './memory-storage';
import { createTestNetwork, type TestNetwork } from './test-network';
import { testServerInfo } from './test-server-info';

export const OWNER = { email: 'owner@example.com', password: 'Desk!2026' };
export const OTHER_OWNER = { email: 'other@example.com', password: 'Desk!2026' };

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
export type Account = { email: string; password: string };
/** A session already signed in (the Strapi peer allows 10 sign-ins a minute: tests share one). */
export type SignedIn = {
  token: string;
  userId: number;
  clubId: number;
  /** The Strapi version the sign-in answer showed (a Strapi peer's session; docs/decisions/0035). */
  strapiVersion?: StrapiVersion;
};

export interface DeskHarness {
  network: TestNetwork;
  api: ApiClient;
  /** A client for the test's own moves: never cut off, never logged. */
  direct: ApiClient;
  /** Which server the replayer sends to, detected on first send. */
  serverInfo: ServerInfo;
  session: SessionStore;
  /** The browser's cookies: the refresh cookie of our server lives here. */
  cookies: CookieJar;
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
  changeOnServer(id: number, change: LandingUpdate): Promise<Landing>;
  /** Sign in as another account: session now holds its token, user and club. */
  signInAs(account: Account): Promise<void>;
  reopenDb(): PprDb;
  close(): Promise<void>;
}

export interface SyncHarness extends DeskHarness {
  server: TestServer;
}

export interface DeskOptions {
  /** Renew the access token on a 401, as the app does (docs/decisions/0023); off: a 401 stands. */
  renew?: boolean;
}

/** The desk's data layer against the API at `baseUrl`, signed in as `account`. */
export async function startDeskHarness(
  baseUrl: string,
  account: Account | SignedIn,
  closeServer: () => Promise<void> = async () => undefined,
  options: DeskOptions = {},
): Promise<DeskHarness> {
  const network = createTestNetwork();
  const session = createSessionStore(memoryStorage());
  const cookies = createCookieJar();
  const renew = createRenewal({
    api: () => api,
    session,
    renews: async () => (await serverInfo.detect()).offers('sessions'),
    lock: memoryLock,
  });
  const api = createApiClient({
    baseUrl,
    getToken: () => session.read().token,
    fetch: cookies.wrap(network.fetch),
    timeoutMs: 5000,
    ...(options.renew ? { renew } : {}),
    wire: () => serverInfo.known()?.adapter.wire ?? null,
  });
  const serverInfo = testServerInfo(api);
  const direct = createApiClient({
    baseUrl,
    getToken: () => session.read().token,
    fetch: cookies.wrap((input, init) => globalThis.fetch(input, init)),
    wire: () => serverInfo.known()?.adapter.wire ?? null,
  });
  const clock = manualClock();
  const dbName = `ppr-test-${crypto.randomUUID()}`;
  const open = () => getDb(dbName, { indexedDB, IDBKeyRange });

  const harness: DeskHarness = {
    network,
    api,
    direct,
    serverInfo,
    session,
    cookies,
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
      await readUpcoming({ api, db: harness.db, clock, clubId: harness.clubId });
    },
    serverLanding: (id) => getLanding(direct, id),
    async changeOnServer(id, change) {
      return (await updateLanding(direct, id, change)).landing;
    },
    async signInAs(signIn) {
      const { jwt, userId, fromStrapi5 } = await login(direct, signIn.email, signIn.password);
      await serverInfo.signedInWith(fromStrapi5 ? 5 : 4);
      // A Strapi 5's club is read in its own wire, known once the server has been asked.
      if (fromStrapi5) await serverInfo.detect();
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
      harness.db.close();
      closeDb(dbName);
      await closeServer();
    },
  };
  if ('token' in account) {
    const { strapiVersion, ...signedIn } = account;
    if (strapiVersion) await serverInfo.signedInWith(strapiVersion);
    if (strapiVersion === 5) await serverInfo.detect();
    session.write(signedIn);
    Object.assign(harness, { userId: account.userId, clubId: account.clubId });
  } else {
    await harness.signInAs(account);
  }
  return harness;
}

/** The harness against our own server, in-process on a fresh seeded SQLite file. */
/** A harness for each test of the file: started before it, handed to `onStart`, closed after it. */
export function withSyncHarness(onStart: (h: SyncHarness) => void | Promise<void>): void {
  let started: SyncHarness | undefined;
  beforeEach(async () => {
    started = await startSyncHarness();
    await onStart(started);
  });
  afterEach(async () => {
    await started?.close();
    // A later test whose start fails must not close this one again.
    started = undefined;
  });
}

export async function startSyncHarness(
  options: { server?: Omit<TestServerOptions, 'listen'>; desk?: DeskOptions } = {},
): Promise<SyncHarness> {
  const server = await startTestServer(options.server);
  const harness = await startDeskHarness(`${server.url}/api`, OWNER, () => server.close(), options.desk);
  return Object.assign(harness, { server });
}
