// The sync engine of one signed-in device: opens the local database and ties the outbox, the
// replayer and its scheduler to the app's session, API client and server dialect (remembered in
// the mirror between sessions). Owns one engine per database.
import type { AppServices } from '@/data/app-services';
import { closeDb, getDb } from '@/data/db/db';
import { rememberedServer, rememberServer } from '@/data/db/meta';
import type { OutboxEntry, OutboxKind } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';
import { mirrorDocumentKeys } from '@/data/server/document-keys';
import type { Landing } from '@/domain/wire/entities';
import type { LandingChange } from '@/domain/wire/landing-schema';
import { landingSenderOf } from '@/data/server/landing-senders';
import * as outbox from './outbox';
import { partingSend } from './parting-send';
import { createReplayer, type Replayer } from './replayer';
import { createReplayScheduler, type ReplayScheduler } from './scheduler';

export type DeskChange =
  | { kind: Exclude<OutboxKind, 'create'>; landingId: number; patch: LandingChange; shown?: Partial<Landing> }
  | { kind: 'create'; draft: Landing; data: Record<string, unknown> };

export interface SyncEngine {
  services: AppServices;
  db: PprDb;
  replayer: Replayer;
  scheduler: ReplayScheduler;
  /**
   * Record a desk change (durable once this resolves) and try to send it; a change to an existing
   * landing is held for the device's undo window first, so it can be undone.
   */
  enqueue(change: DeskChange): Promise<OutboxEntry>;
  /** Undo a change still in its window; false when it is too late. */
  undo(seq: number): Promise<boolean>;
  sendNow(seq: number): Promise<void>;
  discard(seq: number): Promise<void>;
  retry(seq: number): Promise<void>;
  applyAnyway(seq: number): Promise<void>;
}

export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
}

const engines = new Map<string, SyncEngine>();

export function getSyncEngine(services: AppServices, target?: Window): SyncEngine {
  const existing = engines.get(services.dbName);
  if (existing) return existing;
  const db = getDb(services.dbName);
  keepServerInMirror(services, db);
  services.server.keepDocumentKeysIn(mirrorDocumentKeys(db));
  const replayer = createReplayer({
    db,
    api: services.api,
    server: services.server,
    clock: services.clock,
    getSession: () => services.session.read(),
  });
  const parting = partingSend(db, (entry) => {
    const adapter = services.server.known()?.adapter;
    // Offline, it could not arrive: the outbox sends it when the desk is next open and online.
    if (!adapter || !services.connectivity.isOnline()) return;
    landingSenderOf(adapter, { api: services.api, db, clock: services.clock }).part?.(entry);
  });
  const scheduler = createReplayScheduler(replayer, {
    clock: services.clock,
    releaseHolds: () => outbox.releaseHolds(db, services.clock),
    leave: parting.leave,
    ...(target ? { target } : {}),
    onError: (error) => console.error('Outbox replay failed', error),
  });
  const afterwards = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    scheduler.kick();
    return result;
  };
  const engine: SyncEngine = {
    services,
    db,
    replayer,
    scheduler,
    async enqueue(change) {
      const { userId, clubId } = services.session.read();
      if (userId === null || clubId === null) throw new NotSignedInError('Sign in first.');
      const holdMs = change.kind === 'create' ? 0 : services.undoWindowMs();
      const entry = await afterwards(
        outbox.enqueue(db, { ...change, userId, clubId }, services.clock, holdMs),
      );
      if (entry.holdUntil) parting.held(entry);
      return entry;
    },
    undo: (seq) => outbox.undo(db, seq, services.clock),
    sendNow: (seq) => afterwards(outbox.sendNow(db, seq)),
    discard: (seq) => afterwards(outbox.discard(db, seq)),
    retry: (seq) => afterwards(outbox.retry(db, seq)),
    applyAnyway: (seq) => afterwards(outbox.applyAnyway(db, seq)),
  };
  engines.set(services.dbName, engine);
  return engine;
}

/** Shows the last session's answer until this one's arrives, and keeps each new answer. */
function keepServerInMirror({ api, server, clock }: AppServices, db: PprDb): void {
  const failed = (error: unknown) => console.error('Could not read or keep which server this is', error);
  void (async () => {
    const baseUrl = await api.baseUrl();
    const remembered = await rememberedServer(db, baseUrl);
    if (remembered) server.remember(remembered);
    const keep = () => {
      const known = server.known();
      if (known?.confirmed)
        void rememberServer(db, baseUrl, known.adapter.capabilities, clock.now()).catch(failed);
    };
    keep();
    server.subscribe(keep);
  })().catch(failed);
}

/** Stop the engine of a database and close it, after any drain in flight (tests, and a reset). */
export async function disposeSyncEngine(dbName: string): Promise<void> {
  const engine = engines.get(dbName);
  engines.delete(dbName);
  if (engine) {
    engine.scheduler.stop();
    await engine.scheduler.settled();
  }
  closeDb(dbName);
}
