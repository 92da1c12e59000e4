// The replayer against the real server in-process: each response class of docs/product.md#sync-and-offline,
// point 4, ordering, ownership of entries, and two replayers at once. Network failures come from a fetch
// that throws; every other answer is the real server's, except the one 503 said so in its name.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rejectedToken } from '@/data/db/meta';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { serverRow } from '@/data/db/patches';
import { decisionChange } from '@/data/landings/commands';
import { OTHER_OWNER, OWNER, type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import type { ExclusiveLock } from './lock';
import { applyAnyway, type ChangeInput, discard, enqueue, listOutbox, retry } from './outbox';

/** The server's copy behind a mirror row (undefined when the row is not there). */
const serverOf = (row: MirrorLanding | undefined) => (row ? serverRow(row) : undefined);

let h: SyncHarness;

withSyncHarness(async (started) => {
  h = started;
  await h.refreshUpcoming();
});

function change(input: Omit<ChangeInput, 'userId' | 'clubId'>) {
  return enqueue(h.db, { ...input, userId: h.userId, clubId: h.clubId }, h.clock);
}
const accept = (landingId: number) =>
  change({ kind: 'decision', landingId, patch: { permission: true, landing_permission: true } });
const reject = (landingId: number) =>
  change({ kind: 'decision', landingId, patch: { permission: false, landing_permission: false } });
const pay = (landingId: number) => change({ kind: 'payment', landingId, patch: { paymentStatus: 'Paid' } });
const arrive = (landingId: number) =>
  change({ kind: 'arrival', landingId, patch: { status: 'parked', ata: h.clock.now().toISOString() } });
const landingPuts = () =>
  h.network.sent.filter((r) => r.path.startsWith('/api/landings') && r.method !== 'GET');

describe('replayer', () => {
  it('replays oldest first and keeps the order of changes to one landing', async () => {
    h.network.offline = true;
    await accept(1);
    await reject(2);
    // Arriving is only valid once accepted: sent out of order, the server would refuse it.
    await arrive(1);
    await pay(1);
    h.network.offline = false;

    const result = await h.replayer().drain();

    expect(result).toMatchObject({ sent: 4, stopped: 'idle', waiting: 0 });
    expect(landingPuts().map((r) => r.path)).toEqual([
      '/api/landings/1',
      '/api/landings/2',
      '/api/landings/1',
      '/api/landings/1',
    ]);
    expect(landingPuts().every((r) => r.status === 200)).toBe(true);
    expect(await listOutbox(h.db)).toHaveLength(0);
    const one = await h.serverLanding(1);
    expect(one).toMatchObject({ permission: true, status: 'parked', paymentStatus: 'Paid' });
    expect((await h.serverLanding(2)).permission).toBe(false);
    // The mirror now holds the server's rows, with nothing left pending on top.
    const mirrored = await h.db.landings.get(1);
    expect(serverOf(mirrored)?.updatedAt).toBe(one.updatedAt);
    expect(mirrored?.status).toBe('parked');
    // The write answers are populated: relations survive the replay.
    expect(mirrored?.aircraft?.name).toBeTruthy();
    expect(mirrored?.club?.id).toBe(h.clubId);
  });

  it('a rejection made offline carries its reason to the server, and the mirror shows it at once', async () => {
    h.network.offline = true;
    await change(decisionChange(2, false, '  Runway closed  '));
    expect((await h.db.landings.get(2))?.reason).toBe('Runway closed');
    h.network.offline = false;
    await h.replayer().drain();
    expect(await h.serverLanding(2)).toMatchObject({ permission: false, reason: 'Runway closed' });
  });

  it('sends Idempotency-Key and, for decisions, If-Match with the base version', async () => {
    const base = (await h.db.landings.get(3))?.updatedAt;
    const entry = await accept(3);
    await h.replayer().drain();
    expect(landingPuts()).toEqual([
      expect.objectContaining({ idempotencyKey: entry.opId, ifMatch: `"${base}"`, status: 200 }),
    ]);
  });

  it('a second decision on the same landing is based on the first, not a conflict with it', async () => {
    h.network.offline = true;
    await accept(3);
    await reject(3); // the operator changed their mind before the first one was sent
    h.network.offline = false;

    expect(await h.replayer().drain()).toMatchObject({ sent: 2, stopped: 'idle' });
    expect(await listOutbox(h.db)).toHaveLength(0);
    expect((await h.serverLanding(3)).permission).toBe(false);
  });

  it('a network failure keeps the entry and retries after the backoff', async () => {
    await accept(1);
    h.network.offline = true;
    const replayer = h.replayer();

    const failed = await replayer.drain();
    expect(failed.stopped).toBe('unreachable');
    const [kept] = await listOutbox(h.db);
    // The reason in English for logs, and as a message each tab says in its own language.
    expect(kept).toMatchObject({
      state: 'waiting',
      attempts: 1,
      error: 'No connection to the server.',
      errorWords: { id: 'errors.network' },
    });
    expect(kept?.nextAttemptAt).toBeGreaterThan(h.clock.now().getTime());
    expect(failed.nextWakeAt).toBe(kept?.nextAttemptAt);

    // Back online but still inside the backoff: nothing is sent yet.
    h.network.offline = false;
    expect((await replayer.drain()).sent).toBe(0);
    expect(landingPuts()).toHaveLength(0);

    h.clock.advance(60_000);
    expect((await replayer.drain()).sent).toBe(1);
    expect(await listOutbox(h.db)).toHaveLength(0);
    expect((await h.serverLanding(1)).permission).toBe(true);
  });

  it('when the connection comes back, a drain that ignores backoff sends at once', async () => {
    await pay(6);
    h.network.offline = true;
    const replayer = h.replayer();
    await replayer.drain();
    h.network.offline = false;
    expect((await replayer.drain()).sent).toBe(0);
    expect((await replayer.drain({ ignoreBackoff: true })).sent).toBe(1);
  });

  it('a 5xx answer (a 503 made by the test fetch) keeps the entry and retries', async () => {
    await pay(5);
    h.network.failNext(503);
    const replayer = h.replayer();

    expect((await replayer.drain()).stopped).toBe('unreachable');
    expect(await listOutbox(h.db)).toEqual([
      expect.objectContaining({ state: 'waiting', attempts: 1, error: 'Service unavailable' }),
    ]);
    expect((await h.serverLanding(5)).paymentStatus).toBe('Pending');

    h.clock.advance(60_000);
    expect((await replayer.drain()).sent).toBe(1);
    expect((await h.serverLanding(5)).paymentStatus).toBe('Paid');
  });

  it('a 401 keeps the whole queue and waits for a new sign-in', async () => {
    await accept(1);
    await pay(5);
    const goodToken = h.session.read().token ?? '';
    h.session.write({ token: 'expired-or-revoked', userId: h.userId, clubId: h.clubId });
    const replayer = h.replayer();

    expect((await replayer.drain()).stopped).toBe('auth');
    const entries = await listOutbox(h.db);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.state === 'waiting' && e.attempts === 0)).toBe(true);
    expect(await rejectedToken(h.db)).toBe('expired-or-revoked');

    // The refused token is not tried again.
    const sentBefore = h.network.sent.length;
    expect((await replayer.drain()).stopped).toBe('auth');
    expect(h.network.sent.length).toBe(sentBefore);

    h.session.write({ token: goodToken, userId: h.userId, clubId: h.clubId });
    expect((await replayer.drain()).sent).toBe(2);
    expect(await listOutbox(h.db)).toHaveLength(0);
  });

  it('a 409 becomes a conflict that holds back only its landing; Apply anyway re-sends without If-Match', async () => {
    await accept(1);
    await pay(1);
    await pay(6);
    // Another desk rejects landing 1 first: our If-Match no longer holds.
    await h.changeOnServer(1, { permission: false, landing_permission: false });

    const result = await h.replayer().drain();

    expect(result.sent).toBe(1); // landing 6's payment went through
    const [conflict, held] = await listOutbox(h.db);
    expect(conflict).toMatchObject({ kind: 'decision', state: 'conflict' });
    expect(conflict?.serverCurrent?.permission).toBe(false);
    expect(held).toMatchObject({ kind: 'payment', landingId: 1, state: 'waiting', attempts: 0 });
    // The row is where the server has it (never the ACCEPT it did not take), its payment held too.
    const row = await h.db.landings.get(1);
    expect(row).toMatchObject({ permission: false, paymentStatus: serverOf(row)?.paymentStatus });
    expect((await h.serverLanding(6)).paymentStatus).toBe('Paid');

    if (!conflict) throw new Error('no conflict entry');
    await applyAnyway(h.db, conflict.seq);
    expect(await h.db.landings.get(1)).toMatchObject({ permission: true, paymentStatus: 'Paid' });
    expect((await h.replayer().drain()).sent).toBe(2);
    expect(landingPuts().at(-2)?.ifMatch).toBeNull();
    expect(await h.serverLanding(1)).toMatchObject({ permission: true, paymentStatus: 'Paid' });
  });

  it('the same decision made on another desk meanwhile is done: no conflict, nothing sent again', async () => {
    h.network.offline = true;
    await accept(1);
    h.network.offline = false;
    await h.changeOnServer(1, { permission: true, landing_permission: true });

    expect(await h.replayer().drain()).toMatchObject({ sent: 1, stopped: 'idle' });
    expect(await listOutbox(h.db)).toHaveLength(0);
    expect(landingPuts().map((put) => put.status)).toEqual([409]);
    expect((await h.db.landings.get(1))?.permission).toBe(true);
  });

  it("a payment meets another desk's payment as a conflict, and another desk's other change as none", async () => {
    h.network.offline = true;
    await pay(6);
    await pay(7);
    h.network.offline = false;
    // Another desk marked 6 CAPTIVE meanwhile, and changed only the passengers of 7.
    await h.changeOnServer(6, { paymentStatus: 'Captive' });
    await h.changeOnServer(7, { passengers_on_board: '["Ana Lopes"]' });

    expect((await h.replayer().drain()).sent).toBe(1);
    const [conflict] = await listOutbox(h.db);
    expect(conflict).toMatchObject({ kind: 'payment', landingId: 6, state: 'conflict' });
    expect(conflict?.serverCurrent?.paymentStatus).toBe('Captive');
    expect((await h.serverLanding(6)).paymentStatus).toBe('Captive');
    expect(await h.serverLanding(7)).toMatchObject({
      paymentStatus: 'Paid',
      passengers_on_board: '["Ana Lopes"]',
    });
  });

  it('an arrival another desk recorded first is a conflict on its time, never overwritten', async () => {
    await h.changeOnServer(1, { permission: true, landing_permission: true });
    await h.refreshUpcoming();
    h.network.offline = true;
    const mine = await arrive(1);
    h.network.offline = false;
    const theirs = new Date(Date.parse(mine.patch.ata ?? '') + 60_000).toISOString();
    await h.changeOnServer(1, { status: 'parked', ata: theirs });

    expect((await h.replayer().drain()).sent).toBe(0);
    expect((await listOutbox(h.db))[0]).toMatchObject({ kind: 'arrival', state: 'conflict' });
    expect((await h.serverLanding(1)).ata).toBe(theirs);
  });

  it('another 4xx becomes failed with the server message; retry and discard work', async () => {
    // Landing 2 is undecided: the server refuses an arrival.
    const entry = await arrive(2);
    await pay(7);

    expect((await h.replayer().drain()).sent).toBe(1);
    const [failed] = await listOutbox(h.db);
    expect(failed).toMatchObject({
      seq: entry.seq,
      state: 'failed',
      error: 'Only an accepted landing can arrive',
    });

    await retry(h.db, entry.seq);
    expect((await listOutbox(h.db))[0]).toMatchObject({
      state: 'waiting',
      attempts: 0,
      error: null,
      errorWords: null,
    });
    await h.replayer().drain();
    expect((await listOutbox(h.db))[0]?.state).toBe('failed');

    await discard(h.db, entry.seq);
    expect(await listOutbox(h.db)).toHaveLength(0);
    expect((await h.db.landings.get(2))?.status).toBe('pending');
    expect((await h.serverLanding(2)).status).toBe('pending');
  });

  it('an answer holding a landing the desk cannot read parks the change in words, and the mirror keeps its row', async () => {
    await pay(5);
    const before = serverOf(await h.db.landings.get(5));
    await sql`update landings set status = 'diverted' where id = 5`.execute(h.server.db);

    expect((await h.replayer().drain()).sent).toBe(0);
    const detail = "Landing 5: status 'diverted' is not one the desk knows";
    expect(await listOutbox(h.db)).toEqual([
      expect.objectContaining({
        state: 'failed',
        error: `Unexpected error: ${detail}`,
        errorWords: { id: 'errors.unexpected', values: { detail } },
      }),
    ]);
    const row = await h.db.landings.get(5);
    // The row the mirror had, not one rewritten to 'pending', and without the refused change.
    expect(serverOf(row)).toEqual(before);
    expect(row?.paymentStatus).toBe(before?.paymentStatus);
  });

  it('an entry of another account is not replayed until that account signs in', async () => {
    await pay(5);
    await h.signInAs(OTHER_OWNER);

    const result = await h.replayer().drain();
    expect(result).toMatchObject({ sent: 0, waiting: 0 });
    expect(landingPuts()).toHaveLength(0);
    expect(await listOutbox(h.db)).toHaveLength(1);

    await h.signInAs(OWNER);
    expect((await h.replayer().drain()).sent).toBe(1);
    expect((await h.serverLanding(5)).paymentStatus).toBe('Paid');
  });

  it('two replayers at once (one lock) send each change exactly once', async () => {
    await accept(1);
    await reject(2);
    await pay(5);

    const [a, b] = await Promise.all([h.replayer().drain(), h.replayer().drain()]);

    expect(a.sent + b.sent).toBe(3);
    const keys = landingPuts().map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(await listOutbox(h.db)).toHaveLength(0);
  });

  it('two replayers without a shared lock resend harmlessly: a creation is made once', async () => {
    const template = await h.db.landings.get(5);
    if (!template) throw new Error('landing 5 missing');
    const created = await enqueue(
      h.db,
      {
        kind: 'create',
        draft: { ...template, id: 0 },
        data: {
          user: template.user?.id,
          aircraft: template.aircraft?.id,
          date: template.date,
          email: 'walk-in@example.com',
        },
        userId: h.userId,
        clubId: h.clubId,
      },
      h.clock,
    );
    await change({ kind: 'payment', landingId: created.landingId, patch: { paymentStatus: 'Paid' } });
    const noLock: ExclusiveLock = { run: (_name, task) => task() };

    await Promise.all([h.replayer({ lock: noLock }).drain(), h.replayer({ lock: noLock }).drain()]);

    const posts = h.network.sent.filter((r) => r.method === 'POST' && r.path === '/api/landings');
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts.map((r) => r.idempotencyKey)).size).toBe(1);
    const onServer = await h.api.get('landings', {
      query: `filters[club][id][$eq]=${h.clubId}&filters[email][$eq]=walk-in@example.com`,
    });
    expect((onServer as { data: unknown[] }).data).toHaveLength(1);
    expect(await listOutbox(h.db)).toHaveLength(0);
    const rows = await h.db.landings.filter((row) => row.email === 'walk-in@example.com').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBeGreaterThan(0);
    expect(rows[0]?.paymentStatus).toBe('Paid');
  });
});
