// The club's acceptance rules on a real server and SQLite file (docs/product/acceptance-rules.md):
// kept and served with the club through its update, only for the caller's own club; a pilot's
// request a rule accepts is accepted at once, as the desk's ACCEPT would, with the rule recorded on
// the landing and the accepted mail queued; sunset, conflicts and rule changes as the rules say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptanceRules } from '@/domain/club/acceptance-rules';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';

// Winter: Lisbon is on UTC, and the demo club (38.72 N, 9.14 W) sees sunset near 17:20 UTC.
const NOW = new Date('2026-12-20T08:00:00.000Z');
const DAY = '2026-12-21';

const rules = (
  on: Partial<Record<'own' | 'listed' | 'weight', boolean>>,
  order: Array<'own' | 'listed' | 'weight'> = ['own', 'listed', 'weight'],
  maxKg = 1200,
): AcceptanceRules => {
  const all = {
    own: { kind: 'own-aircraft' as const, on: on.own ?? false },
    listed: {
      kind: 'listed' as const,
      on: on.listed ?? false,
      registrations: ['CS-LST'],
      emails: ['friend@pilots.example'],
    },
    weight: { kind: 'in-hours-below-weight' as const, on: on.weight ?? false, maxKg },
  };
  return { rules: order.map((key) => all[key]), neverAfterSunset: true, neverOnClosure: true };
};

describe('acceptance rules', () => {
  let server: TestServer;
  let token: string;
  let clubId: number;
  let otherClubId: number;
  let icao: string;
  let ip = 0;
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date(NOW) });
    token = await server.token();
    const club = await server.db
      .selectFrom('clubs')
      .select(['id', 'name2'])
      .where('slug', '=', DEMO_SLUG)
      .executeTakeFirstOrThrow();
    clubId = club.id;
    icao = club.name2 ?? '';
    otherClubId = (
      await server.db.selectFrom('clubs').select('id').where('id', '!=', clubId).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server.close());

  const put = (id: number, data: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/clubs/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { data },
    });
  const setRules = async (set: AcceptanceRules) => {
    const res = await put(clubId, { acceptance_rules: JSON.stringify(set) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const send = async (registration: string, over: Parameters<typeof requestBody>[1] = {}) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/public/airfields/${DEMO_SLUG}/requests`,
      remoteAddress: `10.88.0.${++ip}`,
      payload: {
        data: requestBody(NOW, {
          registration,
          date: DAY,
          eta: '12:00',
          etd: '11:00',
          email: `${registration.toLowerCase()}@pilots.example`,
          ...over,
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return server.db
      .selectFrom('landings')
      .select(['id', 'status', 'permission', 'landing_permission', 'decided_by_rule'])
      .where('registration', '=', registration)
      .executeTakeFirstOrThrow();
  };
  const mailKinds = async (landingRegistration: string) =>
    (
      await server.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address'])
        .where('to_address', '=', `${landingRegistration.toLowerCase()}@pilots.example`)
        .orderBy('id')
        .execute()
    ).map((row) => row.kind);

  it('are none until the club sets them: every request waits for the desk', async () => {
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/clubs/${clubId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.json().data.attributes.acceptance_rules).toBeNull();
    expect(await send('CS-NON')).toMatchObject({
      status: 'pending',
      permission: null,
      decided_by_rule: null,
    });
  });

  it('are kept and served with the club, and an unreadable set is a 400 that keeps what was there', async () => {
    const set = rules({ listed: true });
    await setRules(set);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/clubs/${clubId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.parse(read.json().data.attributes.acceptance_rules)).toEqual(set);
    for (const bad of ['{', '{"rules":[]}', JSON.stringify({ ...set, neverAfterSunset: 'yes' }), 5]) {
      const res = await put(clubId, { acceptance_rules: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    }
    // A listed entry that could never match a request is refused by name of the rule's problem.
    const typo = {
      ...set,
      rules: set.rules.map((rule) => (rule.kind === 'listed' ? { ...rule, emails: ['pilot@'] } : rule)),
    };
    const refused = await put(clubId, { acceptance_rules: JSON.stringify(typo) });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toContain('validation.club.acceptanceRulesEntries');
    const row = await server.db
      .selectFrom('clubs')
      .select('acceptance_rules')
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.acceptance_rules ?? '')).toEqual(set);
  });

  it("refuse another club's id on the settings write and leave that club as it was", async () => {
    const res = await put(otherClubId, { acceptance_rules: JSON.stringify(rules({ listed: true })) });
    expect([403, 404]).toContain(res.statusCode);
    const other = await server.db
      .selectFrom('clubs')
      .select('acceptance_rules')
      .where('id', '=', otherClubId)
      .executeTakeFirstOrThrow();
    expect(other.acceptance_rules).toBeNull();
  });

  it('accept a listed aircraft at once, record the rule, serve it and mail the pilot the acceptance', async () => {
    await setRules(rules({ listed: true }));
    const landing = await send('CS-LST');
    expect(landing).toMatchObject({
      status: 'pending',
      permission: 1,
      landing_permission: 1,
      decided_by_rule: 'listed',
    });
    expect(await mailKinds('CS-LST')).toEqual(['request-received', 'accepted']);
    const served = await server.app.inject({
      method: 'GET',
      url: `/api/landings/${landing.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.json().data.attributes).toMatchObject({ permission: true, decided_by_rule: 'listed' });
    // A listed email accepts whatever the aircraft.
    expect(await send('CS-EML', { email: 'Friend@Pilots.Example' })).toMatchObject({
      decided_by_rule: 'listed',
    });
    expect(await send('CS-XXX')).toMatchObject({ permission: null, decided_by_rule: null });
  });

  it("accept the club's own aircraft: one departing from this airfield", async () => {
    await setRules(rules({ own: true }));
    expect(await send('CS-OWN', { origin: icao })).toMatchObject({
      permission: 1,
      decided_by_rule: 'own-aircraft',
    });
    expect(await send('CS-VIS', { origin: 'LPCS' })).toMatchObject({
      permission: null,
      decided_by_rule: null,
    });
  });

  it('accept inside opening hours below the weight, and leave heavier or out-of-hours ones to the desk', async () => {
    await setRules(rules({ weight: true }));
    // The Cessna 172 is 1111 kg, the Baron 2495 kg; the limit is 1200 kg.
    expect(await send('CS-LGT')).toMatchObject({ permission: 1, decided_by_rule: 'in-hours-below-weight' });
    expect(await send('CS-HVY', { aircraftType: 'Beechcraft Baron CS-AAD' })).toMatchObject({
      permission: null,
    });
    // The demo club refuses requests outside its hours unless it takes them: this test lets it.
    await server.db.updateTable('clubs').set({ request: 1 }).where('id', '=', clubId).execute();
    expect(await send('CS-EAR', { eta: '08:30', etd: '08:00' })).toMatchObject({ permission: null });
    await server.db.updateTable('clubs').set({ request: 0 }).where('id', '=', clubId).execute();
  });

  it('never accept after sunset, at the airfield’s latitude in winter', async () => {
    await setRules(rules({ listed: true }));
    // Inside the club's hours (to 19:00) but after a December sunset in Lisbon (about 17:20 UTC).
    expect(await send('CS-LST', { eta: '17:45', etd: '17:00', email: 'dusk@pilots.example' })).toBeDefined();
    const dusk = await server.db
      .selectFrom('landings')
      .select(['permission', 'decided_by_rule'])
      .where('email', '=', 'dusk@pilots.example')
      .executeTakeFirstOrThrow();
    expect(dusk).toEqual({ permission: null, decided_by_rule: null });
  });

  it('let order decide a listed aircraft above the weight limit', async () => {
    const heavy = { aircraftType: 'Beechcraft Baron CS-AAD' };
    await setRules(rules({ listed: true, weight: true }, ['listed', 'weight', 'own']));
    expect(await send('CS-LST', { ...heavy, email: 'first@pilots.example' })).toBeDefined();
    await setRules(rules({ listed: true, weight: true }, ['weight', 'listed', 'own']));
    expect(await send('CS-LST', { ...heavy, email: 'second@pilots.example' })).toBeDefined();
    const byEmail = (email: string) =>
      server.db
        .selectFrom('landings')
        .select(['permission', 'decided_by_rule'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    expect(await byEmail('first@pilots.example')).toEqual({ permission: 1, decided_by_rule: 'listed' });
    expect(await byEmail('second@pilots.example')).toEqual({ permission: null, decided_by_rule: null });
  });

  it('never re-decide requests already decided or waiting when the rules change', async () => {
    await setRules(rules({ listed: true }));
    const accepted = await send('CS-LST', { email: 'kept@pilots.example' });
    const waiting = await send('CS-WAI');
    await setRules(rules({ own: true }, ['own', 'listed', 'weight'], 50_000));
    await setRules(rules({ weight: true }, ['weight', 'own', 'listed'], 50_000));
    const after = await server.db
      .selectFrom('landings')
      .select(['id', 'permission', 'decided_by_rule'])
      .where('id', 'in', [accepted.id, waiting.id])
      .orderBy('id')
      .execute();
    expect(after).toEqual([
      { id: accepted.id, permission: 1, decided_by_rule: 'listed' },
      { id: waiting.id, permission: null, decided_by_rule: null },
    ]);
  });
});
