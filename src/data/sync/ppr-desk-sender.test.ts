// Our server's sender checks each outbox entry with the landings schema the server checks with:
// what the server would refuse is refused unsent, as the same 400, and the server refuses it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db/types';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { isApiError } from '../api/errors';
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

async function direct(method: string, path: string, data: unknown) {
  const response = await fetch(`${h.server.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${h.session.read().token}` },
    body: JSON.stringify({ data }),
  });
  const { error } = (await response.json()) as { error: { details: { errors?: { path: unknown[] }[] } } };
  return { status: response.status, fields: (error.details.errors ?? []).map((e) => e.path.join('.')) };
}

async function refusedUnsent(outboxEntry: OutboxEntry): Promise<string> {
  const sentBefore = h.network.sent.length;
  const failure = await pprDeskSender(h.api)
    .send(outboxEntry)
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(h.network.sent.length).toBe(sentBefore);
  if (!isApiError(failure)) throw new Error(`not refused: ${String(failure)}`);
  expect(failure.status).toBe(400);
  return failure.message;
}

describe('our server sender, checked with the landings schema', () => {
  it('refuses a creation whose registration is not one, unsent, as the server does', async () => {
    const createData = { date: '2026-11-30', registration: 'CS AYZ!', aircraft: null, user: null };
    expect(await refusedUnsent(entry({ kind: 'create', landingId: -1, createData }))).toBe(
      'Not sent: registration is not what the server accepts',
    );
    expect(await direct('POST', 'landings', createData)).toEqual({
      status: 400,
      fields: ['data.registration'],
    });
  });

  it('refuses a change with a field the server does not take, unsent, as the server does', async () => {
    const patch = { paymentStatus: 'Waived' } as unknown as OutboxEntry['patch'];
    expect(await refusedUnsent(entry({ patch }))).toBe(
      'Not sent: paymentStatus is not what the server accepts',
    );
    expect(await direct('PUT', 'landings/1', patch)).toEqual({ status: 400, fields: ['data.paymentStatus'] });
  });

  it('sends a change the schema takes, and the server applies it', async () => {
    const sent = await pprDeskSender(h.api).send(entry({ patch: { paymentStatus: 'Paid' } }));
    expect(sent.kind).toBe('delivered');
    expect((await h.serverLanding(1)).paymentStatus).toBe('Paid');
  });
});
