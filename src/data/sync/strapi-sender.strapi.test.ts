// The replayer against a real Strapi (5 or 4.26.2) in its default configuration (npm run test:strapi):
// no custom header on any request, conflicts from a changed updatedAt, replays after a lost answer
// applied once, the transition rule and the departure's fee worked out on the desk, a creation
// never made twice, and a refused permission named. Every answer is Strapi's own.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAircrafts } from '@/data/api/aircrafts';
import { getClub } from '@/data/api/clubs';
import { listMtows } from '@/data/api/mtows';
import { listUsers } from '@/data/api/users';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { serverRow } from '@/data/db/patches';
import { createLandingChange } from '@/data/landings/commands';
import { parkingFee, type WeightBand } from '@/domain/fees/fee-rules';
import type { Aircraft, User } from '@/domain/wire/entities';
import { peerAdapterName, peerOwner, peerPath, startStrapiHarness, strapiApiUrl } from '@/test/strapi-peer';
import type { DeskHarness } from '@/test/sync-harness';
import { revokeAuthenticated } from '../../../tests/strapi/support/peer-permissions';
import { applyAnyway, type ChangeInput, enqueue, listOutbox, retry } from './outbox';

/** The server's copy behind a mirror row (undefined when the row is not there). */
const serverOf = (row: MirrorLanding | undefined) => (row ? serverRow(row) : undefined);

let h: DeskHarness;
const used = new Set<number>();

beforeAll(async () => {
  h = await startStrapiHarness();
});

afterAll(async () => {
  await h.close();
});

beforeEach(async () => {
  // Each test starts with an empty outbox, whatever an earlier one left.
  await h.db.outbox.clear();
  h.network.sent.length = 0;
  await h.refreshUpcoming();
});

function change(input: Omit<ChangeInput, 'userId' | 'clubId'>) {
  return enqueue(h.db, { ...input, userId: h.userId, clubId: h.clubId }, h.clock);
}

/** A landing of the club not used by another test yet. */
async function pick(matches: (row: MirrorLanding) => boolean): Promise<MirrorLanding> {
  const rows = await h.db.landings.where('clubId').equals(h.clubId).toArray();
  const row = rows.find((candidate) => candidate.id > 0 && !used.has(candidate.id) && matches(candidate));
  if (!row) throw new Error('the seeded peer has no such landing left');
  used.add(row.id);
  return row;
}
const undecided = (row: MirrorLanding) => row.status === 'pending' && row.permission === null;
const accepted = (row: MirrorLanding) => row.status === 'pending' && row.permission === true;

const writes = () => h.network.sent.filter((r) => r.method !== 'GET');
const customHeaders = () => h.network.sent.filter((r) => r.idempotencyKey !== null || r.ifMatch !== null);

/** The peer's first pilot account and airplane, which the manual creations below use. */
async function pilotAndAircraft(): Promise<{ pilot: User; aircraft: Aircraft }> {
  const [pilot] = await listUsers(h.direct);
  const [aircraft] = await listAircrafts(h.direct);
  if (!pilot || !aircraft) throw new Error('the peer has no pilot or aircraft');
  return { pilot, aircraft };
}

/** The date `days` from the test clock's today. */
const daysAhead = (days: number) =>
  new Date(h.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Queues an accepted manual landing as the desk makes one, at 12:00 on `date` with one on board: by
 * the pilot's account, or (`account` false) a radio call from a pilot with none, named as heard.
 */
async function queueCreation(
  { pilot, aircraft }: { pilot: User; aircraft: Aircraft },
  date: string,
  { account = true, bands = [] }: { account?: boolean; bands?: readonly WeightBand[] } = {},
): Promise<void> {
  const created = createLandingChange({
    form: {
      registration: aircraft.name,
      aircraftType: '',
      mtow: '',
      origin: '',
      pilotName: account ? (pilot.name ?? pilot.username) : 'Radio Caller',
      email: pilot.email,
      date,
      eta: '12:00',
      purpose: '',
      pob: '1',
    },
    accepted: true,
    pilot: account ? pilot : null,
    aircraft,
    club: null,
    bands,
    now: h.clock.now(),
  });
  if (created.kind !== 'create') throw new Error('not a creation');
  await enqueue(h.db, { ...created, userId: h.userId, clubId: h.clubId }, h.clock);
}

describe('the replayer against a plain Strapi (4 or 5)', () => {
  it('finds out it talks to a plain Strapi and decides without any custom header', async () => {
    const landing = await pick(undecided);
    await change({
      kind: 'decision',
      landingId: landing.id,
      patch: { permission: true, landing_permission: true },
    });

    expect(await h.replayer().drain()).toMatchObject({ sent: 1, stopped: 'idle', waiting: 0 });

    expect(h.serverInfo.known()).toMatchObject({
      adapter: { name: await peerAdapterName() },
      confirmed: true,
    });
    expect(await h.serverLanding(landing.id)).toMatchObject({ permission: true, landing_permission: true });
    expect(writes().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `PUT /api/landings/${await peerPath(landing.id)} 200`,
    ]);
    expect(customHeaders()).toEqual([]);
    expect(serverOf(await h.db.landings.get(landing.id))?.permission).toBe(true);
  });

  it('treats a landing changed on the server since as a conflict, and applies anyway on request', async () => {
    const landing = await pick(undecided);
    await change({
      kind: 'decision',
      landingId: landing.id,
      patch: { permission: true, landing_permission: true },
    });
    await h.changeOnServer(landing.id, { permission: false, landing_permission: false });

    await h.replayer().drain();
    const [entry] = await listOutbox(h.db);
    expect(entry).toMatchObject({ state: 'conflict', serverCurrent: { permission: false } });
    expect(writes()).toEqual([]);

    if (entry) await applyAnyway(h.db, entry.seq);
    await h.replayer().drain();
    expect(await listOutbox(h.db)).toEqual([]);
    expect((await h.serverLanding(landing.id)).permission).toBe(true);
    expect(customHeaders()).toEqual([]);
  });

  it('applies a decision once when its answer was lost, and never calls it a conflict', async () => {
    const landing = await pick(undecided);
    await change({
      kind: 'decision',
      landingId: landing.id,
      patch: { permission: false, landing_permission: false },
    });
    h.network.loseAnswerNext((request) => request.method === 'PUT');

    expect(await h.replayer().drain()).toMatchObject({ sent: 0, stopped: 'unreachable' });
    expect((await h.serverLanding(landing.id)).permission).toBe(false);
    h.clock.advance(10 * 60_000);
    expect(await h.replayer().drain()).toMatchObject({ sent: 1, stopped: 'idle' });

    expect(await listOutbox(h.db)).toEqual([]);
    expect(writes().filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it("sends a rejection's reason nowhere (Strapi has no field for it) and still knows a lost answer", async () => {
    const landing = await pick(undecided);
    await change({
      kind: 'decision',
      landingId: landing.id,
      patch: { permission: false, landing_permission: false, reason: 'Runway closed' },
    });
    h.network.loseAnswerNext((request) => request.method === 'PUT');
    expect(await h.replayer().drain()).toMatchObject({ sent: 0, stopped: 'unreachable' });
    h.clock.advance(10 * 60_000);
    expect(await h.replayer().drain()).toMatchObject({ sent: 1, stopped: 'idle' });
    expect(await listOutbox(h.db)).toEqual([]);
    expect(writes().filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect((await h.serverLanding(landing.id)).permission).toBe(false);
  });

  it('keeps a change waiting while Strapi cannot be reached, and sends it when it can', async () => {
    const landing = await pick(undecided);
    h.network.offline = true;
    await change({
      kind: 'decision',
      landingId: landing.id,
      patch: { permission: true, landing_permission: true },
    });

    expect(await h.replayer().drain()).toMatchObject({ sent: 0, stopped: 'unreachable', waiting: 1 });
    expect(await listOutbox(h.db)).toMatchObject([
      { state: 'waiting', error: 'No connection to the server.' },
    ]);

    h.network.offline = false;
    expect(await h.replayer().drain({ ignoreBackoff: true })).toMatchObject({ sent: 1, stopped: 'idle' });
    expect((await h.serverLanding(landing.id)).permission).toBe(true);
  });

  it('checks the transition Strapi does not, and keeps a refused change for the operator', async () => {
    const landing = await pick(undecided);
    await change({
      kind: 'arrival',
      landingId: landing.id,
      patch: { status: 'parked', ata: h.clock.now().toISOString() },
    });

    await h.replayer().drain();

    const [entry] = await listOutbox(h.db);
    expect(entry).toMatchObject({ state: 'failed', error: 'Only an accepted landing can arrive' });
    expect(writes()).toEqual([]);
    expect((await h.serverLanding(landing.id)).status).toBe('pending');
  });

  it('records arrival and departure, with the time parked and the fee our server would work out', async () => {
    const landing = await pick(accepted);
    const ata = new Date(h.clock.now().getTime() - 5 * 3_600_000 - 60_000);
    const departure = h.clock.now();
    await change({
      kind: 'arrival',
      landingId: landing.id,
      patch: { status: 'parked', ata: ata.toISOString() },
    });
    await change({
      kind: 'departure',
      landingId: landing.id,
      patch: { status: 'finished', departure: departure.toISOString() },
    });
    const club = await getClub(h.direct, h.clubId);
    await h.db.clubs.put(club);

    expect(await h.replayer().drain()).toMatchObject({ sent: 2, stopped: 'idle' });

    const server = await h.serverLanding(landing.id);
    const expected = parkingFee({
      landingPrice: landing.price,
      rates: club,
      category: landing.aircraft?.category,
      ata,
      until: departure,
    });
    expect(server).toMatchObject({ status: 'finished', time_parked: '5h 1m', price: expected });
    expect(server.ata).toBe(ata.toISOString());
    expect(server.departure).toBe(departure.toISOString());
  });

  it.each([
    ['a pilot with an account', true],
    ['a pilot with no account (a radio call)', false],
  ])('creates a landing once when the first answer was lost: %s', async (_, withAccount) => {
    const known = await pilotAndAircraft();
    const { pilot, aircraft } = known;
    const date = daysAhead(withAccount ? 20 : 19);
    await queueCreation(known, date, { account: withAccount, bands: await listMtows(h.direct, h.clubId) });
    h.network.loseAnswerNext((request) => request.method === 'POST');

    await h.replayer().drain();
    h.clock.advance(10 * 60_000);
    expect(await h.replayer().drain()).toMatchObject({ sent: 1, stopped: 'idle' });

    const posts = writes().filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    const mine = (await h.db.landings.where('clubId').equals(h.clubId).toArray()).filter(
      (row) => row.date === date && (row.user?.id ?? null) === (withAccount ? pilot.id : null),
    );
    expect(mine).toHaveLength(1);
    const [row] = mine;
    expect(row?.id).toBeGreaterThan(0);
    expect(await h.serverLanding(row?.id ?? 0)).toMatchObject({
      status: 'pending',
      permission: true,
      landing_permission: true,
      paymentStatus: 'Pending',
      club: { id: h.clubId },
      aircraft: { id: aircraft.id },
      user: withAccount ? { id: pilot.id } : null,
    });
    expect(customHeaders()).toEqual([]);
  });

  it('two identical creations in flight become two landings, never one taken for the other', async () => {
    const known = await pilotAndAircraft();
    const date = daysAhead(21);
    const create = () => queueCreation(known, date);
    const isPost = (request: Request) => request.method === 'POST';
    // The first creation's send never reaches Strapi and it backs off; the same landing is added
    // again meanwhile (a second radio call), and that send's answer is lost after Strapi made it.
    await create();
    h.network.failNext(503, isPost);
    await h.replayer().drain();
    await create();
    h.network.loseAnswerNext(isPost);
    await h.replayer().drain();

    for (let i = 0; i < 4 && (await listOutbox(h.db)).length > 0; i++) {
      h.clock.advance(10 * 60_000);
      await h.replayer().drain();
    }

    expect(await listOutbox(h.db)).toEqual([]);
    const onDay = (await h.db.landings.where('clubId').equals(h.clubId).toArray()).filter(
      (row) => row.date === date,
    );
    expect(onDay.map((row) => row.id > 0)).toEqual([true, true]);
    expect(new Set(onDay.map((row) => row.id)).size).toBe(2);
    expect(writes().filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('sends a creation whose answer never came no sooner than that send could still reach Strapi', async () => {
    const date = daysAhead(22);
    await queueCreation(await pilotAndAircraft(), date, { account: false });
    // The link drops while the POST is on its way: the desk hears it fail, Strapi gets it later.
    const arrives = h.network.holdNext((request) => request.method === 'POST');
    expect(await h.replayer().drain()).toMatchObject({ sent: 0, stopped: 'unreachable' });

    // The link is back at once: nothing is sent, not even the look for the landing, which would
    // find none and make a second one when the first send lands.
    const asked = h.network.sent.length;
    const back = await h.replayer().drain({ ignoreBackoff: true });
    expect(back).toMatchObject({ sent: 0, stopped: 'idle', waiting: 1 });
    expect(back.nextWakeAt).toBe(h.clock.now().getTime() + h.api.timeoutMs);
    expect(h.network.sent.length).toBe(asked);

    await arrives();
    h.clock.advance(h.api.timeoutMs);
    expect(await h.replayer().drain({ ignoreBackoff: true })).toMatchObject({ sent: 1, stopped: 'idle' });
    const onDay = (await h.db.landings.where('clubId').equals(h.clubId).toArray()).filter(
      (row) => row.date === date,
    );
    expect(onDay.map((row) => row.id > 0)).toEqual([true]);
    expect(writes().filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(customHeaders()).toEqual([]);
  });

  it('names the permission a Strapi role lacks, loses nothing, and sends it once it is granted', async () => {
    const database = process.env.STRAPI_DB;
    if (!database) throw new Error('STRAPI_DB is not set: run with npm run test:strapi');
    const landing = await pick(undecided);
    await change({
      kind: 'decision',
      landingId: landing.id,
      patch: { permission: true, landing_permission: true },
    });
    const restore = revokeAuthenticated(database, 'api::landing.landing.update');
    try {
      await h.replayer().drain();
    } finally {
      restore();
    }
    const [entry] = await listOutbox(h.db);
    expect(entry?.state).toBe('failed');
    expect(entry?.error).toContain('Strapi refused: the Authenticated role needs permission landing.update');
    // Refused, the row is as Strapi has it, never the ACCEPT it did not take; Retry shows it again.
    expect((await h.db.landings.get(landing.id))?.permission).toBeNull();

    if (entry) await retry(h.db, entry.seq);
    expect((await h.db.landings.get(landing.id))?.permission).toBe(true);
    expect(await h.replayer().drain()).toMatchObject({ sent: 1, stopped: 'idle' });
    expect((await h.serverLanding(landing.id)).permission).toBe(true);
  });

  it('lands a change queued while the club was on Strapi 4 on the Strapi 5 it moved to, once', async (context) => {
    const { strapiVersion, token } = await peerOwner();
    if (strapiVersion !== 5) context.skip();
    // The desk last knew this address as a Strapi 4, and its change names the landing by the id
    // Strapi 4 gave it, which Strapi 5's data migration keeps on the published entry.
    const landing = await pick(undecided);
    const documentId = await peerPath(landing.id);
    const raw = await fetch(`${strapiApiUrl()}/landings/${documentId}?fields[0]=id`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const strapi4Id = ((await raw.json()) as { data: { id: number } }).data.id;
    await h.serverInfo.signedInWith(4);
    expect(h.serverInfo.known()?.adapter.name).toBe('strapi4');
    await h.db.landings.put({ ...landing, id: strapi4Id });
    await change({
      kind: 'decision',
      landingId: strapi4Id,
      patch: { permission: true, landing_permission: true },
    });

    // Strapi 5 has no landing at /landings/<id>: the desk asks the version again, and sends it there.
    expect(await h.replayer().drain()).toMatchObject({ sent: 1, stopped: 'idle', waiting: 0 });
    expect(h.serverInfo.known()?.adapter.name).toBe('strapi5');
    expect(await listOutbox(h.db)).toEqual([]);
    expect(await h.serverLanding(landing.id)).toMatchObject({ permission: true, landing_permission: true });
    expect(writes().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `PUT /api/landings/${documentId} 200`,
    ]);
    expect(serverOf(await h.db.landings.get(landing.id))?.permission).toBe(true);
  });
});
