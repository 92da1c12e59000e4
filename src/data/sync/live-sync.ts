// The one engine that keeps a club's landings in the mirror (docs/decisions/0010): it pulls what
// changed since the cursor when our server's event stream pokes it, and on focus, on reconnect and
// every 30 s when there is no stream (a proxy, a plain Strapi, whose lists it reads whole instead).
// Owns the stream connection, its timers and the sync state screens show; the pull itself, page by
// page from the cursor, is pull-changes.ts.

import { ApiError } from '@/data/api/api-errors';
import type { ApiClient } from '@/data/api/client';
import { markSynced, syncedAt } from '@/data/db/meta';
import type { PprDb } from '@/data/db/schema';
import { readCursor, saveCursor } from '@/data/landings/cursor';
import { readHistory, readMovements, readParked, readUpcoming } from '@/data/landings/list-reads';
import type { ServerInfo } from '@/data/server/server-info';
import type { Clock } from '@/domain/time/clock';
import { coalescedRun } from '@/lib/coalesced-run';
import { createValueStore, shallowEqual } from '@/lib/value-store';
import { readSse, type SseEvent } from './event-stream';
import type { PageEvents } from './page-events';
import { pullChanges } from './pull-changes';

export interface LiveSyncState {
  /** 'live': an event stream pokes the desk; 'polling': pulls on focus and every 30 s. */
  mode: 'starting' | 'live' | 'polling';
  /** The first pull of this session has finished (the mirror holds the server's landings). */
  synced: boolean;
  /**
   * The mirror holds a whole copy of the club's landings: from this session's first pull, or
   * from an earlier session (shown at once, offline too). Until then a screen says 'Loading...'.
   */
  ready: boolean;
  /**
   * The mirror holds the club's movements whole (its pending and parked landings), read ahead of a
   * first pull: Movements may show them before the rest of the club's landings has arrived.
   */
  movements: boolean;
  /** When the last pull failed (epoch ms); 0 after a pull that worked. */
  failedAt: number;
  /** Whether an earlier session left a whole copy: 'unknown' until the mirror has said. */
  earlierCopy: 'unknown' | 'none' | 'some';
}

export interface LiveSync {
  start(): void;
  stop(): void;
  /** Pull now; a pull already running is followed by one more. Resolves when the mirror is current. */
  syncNow(): Promise<void>;
  state(): LiveSyncState;
  subscribe(listener: () => void): () => void;
}

export interface LiveSyncDeps {
  api: ApiClient;
  db: PprDb;
  server: ServerInfo;
  clock: Clock;
  clubId: number;
  /** The club's settings changed on the server: read them again. */
  onSettingsChanged(): void;
  /** The server refused the session's token (signed out everywhere, a new password): it says so. */
  onSessionRefused?(): void;
  target?: PageEvents;
  /** Pace without a stream (30 s). */
  pollMs?: number;
  /** A plain Strapi's History is read whole: at most this often (10 min). */
  historyEveryMs?: number;
}

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** Heartbeats come every 25 s: a stream silent for longer than this is dead. */
const SILENCE_MS = 60_000;

export function createLiveSync(deps: LiveSyncDeps): LiveSync {
  const { api, db, clock, clubId } = deps;
  const pollMs = deps.pollMs ?? 30_000;
  const historyEveryMs = deps.historyEveryMs ?? 10 * 60_000;
  const state = createValueStore<LiveSyncState>(
    {
      mode: 'starting',
      synced: false,
      ready: false,
      movements: false,
      failedAt: 0,
      earlierCopy: 'unknown',
    },
    shallowEqual,
  );
  let started = false;
  // Set by stop() alone: a pull asked for before any start (syncNow) still runs; one after stop not.
  let stopped = false;
  /** Which start this is: a stream asked for by an earlier start (React StrictMode starts, stops
   * and starts again at once) must not open after a newer one. */
  let generation = 0;
  let historyReadAt = 0;
  let stream: AbortController | null = null;
  let reconnectMs = RECONNECT_MIN_MS;
  let poll: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const set = (next: Partial<LiveSyncState>) => state.set({ ...state.get(), ...next });

  /**
   * Our server: the changes after the cursor (pull-changes.ts). Screens wait for a first pull's end
   * (state.ready) before they show a first copy, so half of one never shows; Movements' own
   * landings are read whole while its first page is on its way, so that screen shows a whole list
   * long before the club's last page.
   */
  const pullFromServer = () =>
    pullChanges({
      api,
      db,
      clock,
      clubId,
      stopped: () => stopped,
      aheadOfFirstPull: movementsAhead,
      onSettingsChanged: deps.onSettingsChanged,
    });

  /**
   * Movements' landings, ahead of a first pull. Only a head start: when the read fails the screen
   * waits for the pull's end, as it would without it, and the pull goes on.
   */
  async function movementsAhead(): Promise<void> {
    if (state.get().movements) return;
    try {
      await readMovements({ api, db, clock, clubId });
      set({ movements: true });
    } catch (error) {
      console.warn('The movements could not be read ahead of the first sync', error);
    }
  }

  /** A plain Strapi: the movement lists every time, History when it is old. */
  async function readLists(): Promise<void> {
    const refresh = { api, db, clock, clubId };
    await Promise.all([readUpcoming(refresh), readParked(refresh)]);
    const now = clock.now().getTime();
    if (now - historyReadAt >= historyEveryMs) {
      await readHistory(refresh);
      historyReadAt = now;
    }
  }

  async function pullOnce(): Promise<void> {
    const server = await deps.server.detect();
    if (stopped) return;
    if (!server.offers('live-sync')) return readLists();
    try {
      await pullFromServer();
    } catch (error) {
      // A cursor the server no longer reads (another club's, a broken one): start over.
      if (!(error instanceof ApiError && error.status === 400)) throw error;
      await saveCursor(db, clubId, null, clock.now());
      await pullFromServer();
    }
  }

  /** One pull into the mirror; a failure is only logged (docs/product.md#sync-and-offline). */
  async function pull(): Promise<void> {
    try {
      await pullOnce();
      await markSynced(db, 'landings', clubId, clock.now());
      set({ synced: true, ready: true, failedAt: 0 });
    } catch (error) {
      // Stopped meanwhile (signed out, closed): this pull's failure is nobody's concern.
      if (!started) return;
      set({ failedAt: clock.now().getTime() });
      if (error instanceof ApiError && error.status === 401) deps.onSessionRefused?.();
      console.error('The landings could not be loaded', error);
    }
  }

  const pulls = coalescedRun(pull, () => started);
  const syncNow = (): Promise<void> => pulls.run();

  function onStreamEvent(event: SseEvent, known: { cursor: string | null }) {
    const controller = stream;
    clearTimeout(silence);
    silence = setTimeout(() => controller?.abort(), SILENCE_MS);
    if (event.type !== 'message') return;
    const cursor = (event.data as { cursor?: unknown } | null)?.cursor;
    if (typeof cursor === 'string' && cursor !== known.cursor) {
      known.cursor = cursor;
      void syncNow();
    }
  }

  /** Holds the event stream until it ends; 'unsupported' when the server has none (a plain Strapi). */
  async function holdStream(mine: number): Promise<'unsupported' | 'ended' | 'stale'> {
    const server = await deps.server.detect();
    if (mine !== generation || !started) return 'stale';
    if (!server.offers('live-sync')) return 'unsupported';
    const controller = new AbortController();
    stream = controller;
    const known = { cursor: await readCursor(db, clubId) };
    try {
      const body = await api.stream('sync/events', { signal: controller.signal });
      set({ mode: 'live' });
      reconnectMs = RECONNECT_MIN_MS;
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
      await readSse(body, (event) => onStreamEvent(event, known));
      return 'ended';
    } finally {
      clearTimeout(silence);
      if (stream === controller) stream = null;
    }
  }

  function scheduleReconnect(): void {
    reconnect = setTimeout(connect, reconnectMs);
    reconnectMs = Math.min(RECONNECT_MAX_MS, reconnectMs * 2);
  }

  function connect(): void {
    clearTimeout(reconnect);
    if (!started || stream) return;
    const mine = generation;
    holdStream(mine).then(
      (outcome) => {
        if (!started || outcome === 'stale' || mine !== generation) return;
        set({ mode: 'polling' });
        if (outcome === 'unsupported') return;
        // What changed while the stream was down is pulled now; the stream comes back soon.
        void syncNow();
        scheduleReconnect();
      },
      (error: unknown) => {
        if (!started || mine !== generation) return;
        set({ mode: 'polling' });
        // A refused token waits for a new sign-in, which starts the engine again.
        if (!(error instanceof ApiError && error.status === 401)) scheduleReconnect();
        else deps.onSessionRefused?.();
      },
    );
  }

  const onWake = () => {
    void syncNow();
    if (!stream) connect();
  };
  const onVisible = () => {
    if (deps.target?.document.visibilityState === 'visible') onWake();
  };

  return {
    start() {
      if (started) return;
      started = true;
      stopped = false;
      generation += 1;
      // A copy an earlier session completed is shown at once, before (or without) any pull. Only
      // the landings' own mark says so: the settings may have synced while a first pull was cut off.
      syncedAt(db, 'landings', clubId).then(
        (at) => set({ earlierCopy: at === null ? 'none' : 'some', ready: state.get().ready || at !== null }),
        () => set({ earlierCopy: 'none' }),
      );
      deps.target?.addEventListener('online', onWake);
      deps.target?.addEventListener('focus', onWake);
      deps.target?.document.addEventListener('visibilitychange', onVisible);
      poll = setInterval(() => {
        if (state.get().mode !== 'live') void syncNow();
      }, pollMs);
      void syncNow();
      connect();
    },
    stop() {
      started = false;
      stopped = true;
      deps.target?.removeEventListener('online', onWake);
      deps.target?.removeEventListener('focus', onWake);
      deps.target?.document.removeEventListener('visibilitychange', onVisible);
      clearInterval(poll);
      clearTimeout(reconnect);
      clearTimeout(silence);
      stream?.abort();
      stream = null;
    },
    syncNow,
    state: state.get,
    subscribe: state.subscribe,
  };
}
