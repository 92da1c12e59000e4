// The movement log's PPR numbers and fees set by hand on the landing routes, on a real server and
// SQLite file (docs/product/movement-log.md, "The PPR number" and "Pricing").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_OWNER_EMAIL } from '../db/seed';
import { createTestServer, type TestServer } from '../testing/test-server';

let now = new Date('2026-11-22T15:00:00.000Z');
let server: TestServer;
let token: string;
let otherToken: string;
let clubId: number;

beforeAll(async () => {
  server = await createTestServer({ seedAt: new Date('2026-11-22T12:00:00.000Z'), now: () => now });
  token = await server.token();
  otherToken = await server.token(OTHER_OWNER_EMAIL);
  const club = await server.db
    .selectFrom('clubs')
    .select('id')
    .where('name2', '=', 'LPXE')
    .executeTakeFirstOrThrow();
  clubId = club.id;
});
afterAll(() => server.close());

const post = (data: Record<string, unknown>, as = token) =>
  server.app.inject({
    method: 'POST',
    url: '/api/landings',
    headers: { authorization: `Bearer ${as}` },
    payload: { data: { date: '2027-01-05', time: '10:00:00', registration: 'CS-PPR', ...data } },
  });

const put = (id: number, data: unknown, as = token) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/landings/${id}`,
    headers: { authorization: `Bearer ${as}` },
    payload: { data },
  });

const numberOf = (ppr: string): number => Number(ppr.split('-')[2]);

describe('PPR numbers', () => {
  it('numbers the landings already there, per club, in the order they were created', async () => {
    const rows = await server.db
      .selectFrom('landings')
      .select(['club_id', 'ppr'])
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    expect(rows.every((row) => /^PPR-2026-\d{4}$/.test(row.ppr ?? ''))).toBe(true);
    const ours = rows.filter((row) => row.club_id === clubId).map((row) => numberOf(row.ppr ?? ''));
    expect(ours).toEqual(ours.map((_, i) => i + 1));
  });

  it('gives each creation the next number of its club and year, never one a deleted landing had', async () => {
    const first = await post({});
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json().data;
    const b = (await post({})).json().data;
    expect(numberOf(b.attributes.ppr)).toBe(numberOf(a.attributes.ppr) + 1);
    await server.db.deleteFrom('landings').where('id', '=', b.id).execute();
    const c = (await post({})).json().data;
    expect(numberOf(c.attributes.ppr)).toBe(numberOf(a.attributes.ppr) + 2);

    // Another club counts on its own; a new year starts again at 1.
    const otherAnswer = await post({}, otherToken);
    expect(otherAnswer.statusCode, otherAnswer.body).toBe(200);
    const other = otherAnswer.json().data;
    expect(other.attributes.ppr).not.toBe(c.attributes.ppr);
    now = new Date('2027-01-01T00:00:05.000Z');
    try {
      // Sessions are short (docs/decisions/0023): a new year's call signs in anew.
      const nextYear = (await post({ date: '2027-01-06' }, await server.token())).json().data;
      expect(nextYear.attributes.ppr).toBe('PPR-2027-0001');
    } finally {
      now = new Date('2026-11-22T15:00:00.000Z');
    }
  });

  it('never gives one number twice to creations made at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => post({})));
    const numbers = answers.map((res) => res.json().data.attributes.ppr as string);
    expect(new Set(numbers).size).toBe(12);
    const sorted = numbers.map(numberOf).sort((x, y) => x - y);
    expect(sorted.at(-1)).toBe((sorted[0] ?? 0) + 11);
  });
});

describe('pricing on the landing routes', () => {
  it('prices an airplane the club does not know by its declared MTOW, else leaves it to be priced', async () => {
    const declared = (await post({ aircraftType: 'Jodel D140', mtow: 800 })).json().data.attributes;
    expect(declared).toMatchObject({ mtow: 800, fee_by_hand: null });
    expect(declared.price).toBeGreaterThan(0);
    const unweighed = (await post({ aircraftType: 'Jodel D140' })).json().data.attributes;
    expect(unweighed).toMatchObject({ mtow: null, price: null });
    for (const mtow of [-1, 0, 2.5, 'heavy', 700_000]) {
      const bad = await post({ aircraftType: 'Jodel D140', mtow });
      expect(bad.statusCode, String(mtow)).toBe(400);
      expect(bad.json().error.details.errors[0].path).toEqual(['data', 'mtow']);
    }
  });

  it('sets a fee by hand with its reason, keeps the rule figure, and clearing it goes back to the rule', async () => {
    const landing = (await post({ aircraftType: 'Jodel D140', mtow: 800 })).json().data;
    const set = await put(landing.id, { fee_by_hand: 4550, fee_reason: 'Club member discount' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes).toMatchObject({
      fee_by_hand: 4550,
      fee_reason: 'Club member discount',
      price: landing.attributes.price,
    });
    const cleared = await put(landing.id, { fee_by_hand: null });
    expect(cleared.json().data.attributes).toMatchObject({ fee_by_hand: null, fee_reason: null });
  });

  it('refuses a bad fee with a 4xx in the envelope, naming the field, and changes nothing', async () => {
    const landing = (await post({})).json().data;
    const cases: [unknown, string][] = [
      [{ fee_by_hand: -100, fee_reason: 'x' }, 'fee_by_hand'],
      [{ fee_by_hand: 100_000_001, fee_reason: 'x' }, 'fee_by_hand'],
      [{ fee_by_hand: 'ten', fee_reason: 'x' }, 'fee_by_hand'],
      [{ fee_by_hand: 12.5, fee_reason: 'x' }, 'fee_by_hand'],
      [{ fee_by_hand: 1000 }, 'fee_reason'],
      [{ fee_by_hand: 1000, fee_reason: '   ' }, 'fee_reason'],
      [{ fee_reason: 'no fee' }, 'fee_reason'],
    ];
    for (const [data, field] of cases) {
      const res = await put(landing.id, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
      expect(res.json().error.details.errors[0].path.at(-1), JSON.stringify(data)).toBe(field);
    }
    const row = await server.db
      .selectFrom('landings')
      .select(['fee_by_hand', 'updatedAt'])
      .where('id', '=', landing.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fee_by_hand: null, updatedAt: landing.attributes.updatedAt });
  });

  it("answers another club's landing id as it answers any other change to it", async () => {
    const ours = (await post({})).json().data;
    const decision = await put(ours.id, { permission: true }, otherToken);
    const fee = await put(ours.id, { fee_by_hand: 100, fee_reason: 'mine now' }, otherToken);
    expect([403, 404]).toContain(fee.statusCode);
    expect(fee.statusCode).toBe(decision.statusCode);
    const row = await server.db
      .selectFrom('landings')
      .select('fee_by_hand')
      .where('id', '=', ours.id)
      .executeTakeFirstOrThrow();
    expect(row.fee_by_hand).toBeNull();
  });
});
