// The change held in its undo window, sent as the page is left (ADR 0075): only while the outbox
// still has it waiting, first in its landing's line; through our server's sender it lands once.
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/data/db/mirror-types';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { enqueue, undo } from './outbox';
import { partingSend } from './parting-send';
import { pprDeskSender } from './ppr-desk-sender';

let h: SyncHarness;

withSyncHarness(async (started) => {
  h = started;
  await h.refreshUpcoming();
});

const HOLD_MS = 10_000;
const accept = (landingId: number, holdMs = HOLD_MS) =>
  enqueue(
    h.db,
    {
      kind: 'decision',
      landingId,
      patch: { permission: true, landing_permission: true },
      userId: h.userId,
      clubId: h.clubId,
    },
    h.clock,
    holdMs,
  );

/** What `leave()` sends once the outbox's answer has reached the parting send. */
async function sentOnLeaving(parting: ReturnType<typeof partingSend>, sent: OutboxEntry[], expected: number) {
  await vi.waitFor(() => {
    sent.length = 0;
    parting.leave();
    expect(sent).toHaveLength(expected);
  });
  return [...sent];
}

describe('the parting send', () => {
  it('sends the held change while it waits, and not once it is undone', async () => {
    const sent: OutboxEntry[] = [];
    const parting = partingSend(h.db, (entry) => sent.push(entry));
    parting.leave();
    expect(sent).toEqual([]);

    const entry = await accept(1);
    parting.held(entry);
    expect((await sentOnLeaving(parting, sent, 1))[0]?.opId).toBe(entry.opId);

    expect(await undo(h.db, entry.seq, h.clock)).toBe(true);
    await sentOnLeaving(parting, sent, 0);
  });

  it('leaves a change behind another of its landing to the outbox, which sends them in order', async () => {
    const sent: OutboxEntry[] = [];
    const parting = partingSend(h.db, (entry) => sent.push(entry));
    await accept(2, 0);
    const second = await enqueue(
      h.db,
      {
        kind: 'arrival',
        landingId: 2,
        patch: { ata: '2026-05-01T10:00:00.000Z' },
        userId: h.userId,
        clubId: h.clubId,
      },
      h.clock,
      HOLD_MS,
    );
    parting.held(second);
    await sentOnLeaving(parting, sent, 0);
  });

  it('through our server: the change lands as the page goes, and the outbox sending it again changes nothing', async () => {
    const entry = await accept(1);
    pprDeskSender(h.api).part?.(entry);
    await vi.waitFor(async () => expect((await h.serverLanding(1)).permission).toBe(true));
    const landed = await h.serverLanding(1);

    h.clock.advance(HOLD_MS + 1);
    const result = await h.replayer().drain();
    expect(result).toMatchObject({ sent: 1, waiting: 0 });
    // Answered from the first send's stored answer (Idempotency-Key): no second write, no conflict.
    expect((await h.serverLanding(1)).updatedAt).toBe(landed.updatedAt);
    const puts = h.network.sent.filter((sent) => sent.method === 'PUT' && sent.path.endsWith('/landings/1'));
    expect(
      puts.map(({ keepalive, status, idempotencyKey }) => ({ keepalive, status, idempotencyKey })),
    ).toEqual([
      { keepalive: true, status: 200, idempotencyKey: entry.opId },
      { keepalive: undefined, status: 200, idempotencyKey: entry.opId },
    ]);
  });
});
