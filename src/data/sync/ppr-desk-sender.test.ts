// Our server's sender checks each outbox entry with the landings schema the server checks with:
// what the server would refuse is refused unsent, as the same 400, and the server refuses it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db/mirror-types';
import { refusedUnsent, sentDirect } from '@/test/refusal-checks';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { pprDeskSender } from './ppr-desk-sender';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
  seq: 1,
  opId: crypto.randomUUID(),
  kind: 'decision',
  landingId: 1,
  patch: {},
  createData: null,
  baseUpdatedAt: null,
  ifMatch: false,
  userId: h.userId,
  clubId: h.clubId,
  state: 'waiting',
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  serverCurrent: null,
  createdAt: new Date(0).toISOString(),
  ...overrides,
});

const direct = (method: string, path: string, data: unknown) => sentDirect(h, method, path, { data });
const refused = (outboxEntry: OutboxEntry) => refusedUnsent(h, () => pprDeskSender(h.api).send(outboxEntry));

describe('our server sender, checked with the landings schema', () => {
  it('refuses a creation whose registration is not one, unsent, as the server does', async () => {
    const createData = { date: '2026-11-30', registration: 'CS AYZ!', aircraft: null, user: null };
    expect(await refused(entry({ kind: 'create', landingId: -1, createData }))).toBe(
      'Not sent: registration is not what the server accepts',
    );
    expect(await direct('POST', 'landings', createData)).toEqual({
      status: 400,
      fields: ['data.registration'],
    });
  });

  it('refuses a change with a field the server does not take, unsent, as the server does', async () => {
    const patch = { paymentStatus: 'Waived' } as unknown as OutboxEntry['patch'];
    expect(await refused(entry({ patch }))).toBe('Not sent: paymentStatus is not what the server accepts');
    expect(await direct('PUT', 'landings/1', patch)).toEqual({ status: 400, fields: ['data.paymentStatus'] });
  });

  it('sends a change the schema takes, and the server applies it', async () => {
    const sent = await pprDeskSender(h.api).send(entry({ patch: { paymentStatus: 'Paid' } }));
    expect(sent.kind).toBe('delivered');
    expect((await h.serverLanding(1)).paymentStatus).toBe('Paid');
  });
});
