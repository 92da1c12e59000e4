// The outbox: changes made at the desk that must reach the server, durable before they are shown.
// Owns the outbox table and the mirror patches that go with its entries (one transaction each).

import type { NewOutboxEntry, OutboxEntry, OutboxKind } from '@/data/db/mirror-types';
import { shownPatch } from '@/data/db/patches';
import { departureShown } from './departure-shown';
import type { PprDb } from '@/data/db/schema';
import { nextTemporaryId, rebuildLanding, serverRow } from '@/data/landings/mirror';
import { comparedByField, fieldsBefore } from '@/domain/landings/field-clashes';
import type { Clock } from '@/domain/time/clock';
import type { Landing } from '@/domain/wire/entities';
import type { LandingChange } from '@/domain/wire/landing-schema';
import { undoableUntil } from './replay-plan';

export interface ChangeInput {
  kind: Exclude<OutboxKind, 'create'>;
  landingId: number;
  patch: LandingChange;
  shown?: Partial<Landing>;
  userId: number;
  clubId: number;
}

export interface CreateInput {
  kind: 'create';
  /** The row to show until the server answers (its id is replaced by a temporary negative one). */
  draft: Landing;
  /** The POST body's `data`. */
  data: Record<string, unknown>;
  userId: number;
  clubId: number;
}

export type EnqueueInput = ChangeInput | CreateInput;

export class UnknownLandingError extends Error {
  override readonly name = 'UnknownLandingError';
}

/** An entry on its way to the server, as made or sent again: nothing tried, nothing refused yet. */
const ON_ITS_WAY = {
  state: 'waiting',
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  errorWords: null,
  serverCurrent: null,
} as const satisfies Partial<OutboxEntry>;

function newEntry(
  input: EnqueueInput,
  clock: Clock,
): Omit<NewOutboxEntry, 'landingId' | 'patch' | 'baseUpdatedAt'> {
  return {
    opId: crypto.randomUUID(),
    kind: input.kind,
    createData: input.kind === 'create' ? input.data : null,
    // Every change is made on what the desk saw: another desk's change meanwhile is a conflict (for
    // all but a decision, a cancel and a no-show only where the same field changed: comparedByField).
    ifMatch: input.kind !== 'create',
    userId: input.userId,
    clubId: input.clubId,
    ...ON_ITS_WAY,
    createdAt: clock.now().toISOString(),
  };
}

/**
 * Record a change: patch the mirror row and append the entry in ONE transaction, so the change is
 * either durable and visible or did not happen. Returns the stored entry (with its seq).
 * With `holdMs`, a change to an existing landing is held that long for Undo (docs/product.md#undo-window);
 * only the newest change can be undone, so any earlier one still held is released to be sent.
 */
export async function enqueue(
  db: PprDb,
  input: EnqueueInput,
  clock: Clock,
  holdMs = 0,
): Promise<OutboxEntry> {
  return db.transaction('rw', db.outbox, db.landings, db.clubs, async () => {
    if (input.kind === 'create') {
      const landingId = await nextTemporaryId(db);
      const entry: NewOutboxEntry = { ...newEntry(input, clock), landingId, patch: {}, baseUpdatedAt: null };
      const seq = await db.outbox.add(entry);
      await db.landings.put({ ...input.draft, id: landingId, clubId: input.clubId, _server: null });
      return { ...entry, seq };
    }
    const row = await db.landings.get(input.landingId);
    if (!row) throw new UnknownLandingError(`Landing ${input.landingId} is not in the local copy`);
    const server = serverRow(row);
    const entry: NewOutboxEntry = {
      ...newEntry(input, clock),
      landingId: input.landingId,
      patch: input.patch,
      baseUpdatedAt: server?.updatedAt ?? null,
    };
    if (input.shown) entry.shown = input.shown;
    if (input.kind === 'departure') {
      const shown = await departureShown(db, row, input.patch, clock);
      if (shown) entry.shown = { ...shown, ...entry.shown };
    }
    if (comparedByField(input.kind) && server) entry.before = fieldsBefore(server, input.patch);
    // A change to a landing whose creation is still queued has no server version to match yet.
    if (entry.baseUpdatedAt === null) entry.ifMatch = false;
    if (holdMs > 0) {
      const nowMs = clock.now().getTime();
      await db.outbox.filter((held) => undoableUntil(held, nowMs) > 0).modify({ holdUntil: 0 });
      entry.holdUntil = nowMs + holdMs;
    }
    const seq = await db.outbox.add(entry);
    // The view now differs from the server's row: keep that row beside it (serverRow()). Behind a
    // stuck change it waits unseen, as that one does (shownEntries()).
    if (server) await rebuildLanding(db, input.landingId);
    else await db.landings.put({ ...row, ...shownPatch(entry), _server: null });
    return { ...entry, seq };
  });
}

/**
 * Drop a change and show the landing as the server last had it (with other pending changes still
 * applied). Discarding a creation also drops the changes queued on the landing it would create.
 */
export async function discard(db: PprDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.landings, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    if (entry.kind === 'create') await db.outbox.where('landingId').equals(entry.landingId).delete();
    else await db.outbox.delete(seq);
    await rebuildLanding(db, entry.landingId);
  });
}

/**
 * Undo a change still in its undo window: the entry goes before it was ever sent, and the row is
 * as it was. False when it is too late (the window closed, so it may already be on its way).
 */
export async function undo(db: PprDb, seq: number, clock: Clock): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.landings, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || undoableUntil(entry, clock.now().getTime()) === 0) return false;
    await db.outbox.delete(seq);
    await rebuildLanding(db, entry.landingId);
    return true;
  });
}

/** End a change's undo window early: the operator is sure, send it now. */
export async function sendNow(db: PprDb, seq: number): Promise<void> {
  await db.outbox.update(seq, { holdUntil: 0 });
}

/**
 * End every open undo window: the page is being hidden or closed, and a change must not wait for
 * the desk to be opened again (docs/decisions/0026). Resolves to how many were released.
 */
export async function releaseHolds(db: PprDb, clock: Clock): Promise<number> {
  const nowMs = clock.now().getTime();
  return db.outbox.filter((held) => undoableUntil(held, nowMs) > 0).modify({ holdUntil: 0 });
}

/** A stuck change on its way again; its row shows it (and those behind it) once more. */
async function sendAgain(db: PprDb, seq: number, changes: Partial<OutboxEntry> = {}): Promise<void> {
  await db.transaction('rw', db.outbox, db.landings, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    await db.outbox.update(seq, { ...ON_ITS_WAY, ...changes });
    await rebuildLanding(db, entry.landingId);
  });
}

/** Send a failed or conflicting change again, now and as checked as before. */
export const retry = (db: PprDb, seq: number): Promise<void> => sendAgain(db, seq);

/** Resolve a conflict in the desk's favour: re-send without If-Match. */
export const applyAnyway = (db: PprDb, seq: number): Promise<void> => sendAgain(db, seq, { ifMatch: false });

/** Every entry in replay order. */
export async function listOutbox(db: PprDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}
