// The landing read schema on flat records as each server sends them: every field of ours read, a
// plain Strapi's missing fields not said, and a record that does not fit refused in words naming it.
import { describe, expect, it } from 'vitest';
import { type Landing, landingReadSchema, readLanding } from './landing-read-schema';

type Rec = Record<string, unknown>;

/** Relations read as bare names here: their own readers are tested with normalise.ts. */
const schema = landingReadSchema({
  clubRef: (rec) => ({ id: Number(rec.id), name1: String(rec.name1), name2: null }),
  aircraft: (rec) => ({ id: Number(rec.id), name: String(rec.name), category: '', mtow: 0 }),
  user: (rec) => ({
    id: Number(rec.id),
    username: String(rec.username),
    email: '',
    name: null,
    licenceNumber: null,
    callSign: null,
  }),
  clubService: (rec) => ({ id: Number(rec.id), price: Number(rec.price), service: null }),
});

function read(rec: Rec): Landing {
  const result = readLanding(schema, rec);
  if ('refusal' in result) throw new Error(result.refusal);
  return result.landing;
}

/** The refusal's words, or null when the record reads. */
function refusal(rec: Rec): string | null {
  const result = readLanding(schema, rec);
  return 'refusal' in result ? result.refusal : null;
}

/** A landing of our server, flattened: every field it keeps, as its serialiser writes them. */
const ours: Rec = {
  id: 42,
  date: '2026-11-30',
  time: '14:15:00.000',
  status: 'cancelled',
  permission: true,
  landing_permission: true,
  paymentStatus: 'Paid',
  ata: null,
  departure: null,
  price: '24.16',
  landingPurpose: 'Training',
  passengers_on_board: '["John Doe"]',
  time_parked: null,
  email: 'pilot@example.com',
  registration: 'CS-ABC',
  aircraftType: 'Cessna 172',
  origin: 'LPCS',
  etd: '2026-11-30T13:30:00.000Z',
  phone: '+351 910 000 000',
  notes: 'Two on board',
  outsideHours: false,
  reason: 'Runway closed',
  ppr: 'PPR-2026-0042',
  fee_by_hand: 1500,
  fee_reason: 'Club member',
  mtow: 1111,
  cancelled_by: 'desk',
  licenceNumber: 'PT.FCL.0103',
  payment_method: 'online',
  paid_cents: 1500,
  decided_by_rule: 'listed',
  createdAt: '2026-11-25T22:17:35.593Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  club_services: [{ id: 3, price: 22 }],
  club: { id: 1, name1: 'Example Aero Club' },
  aircraft: { id: 4, name: 'Cessna CS-ABC' },
  user: { id: 5, username: 'pilot4' },
  from: null,
};

describe('landing read schema', () => {
  it("reads every field of our server's landing", () => {
    expect(read(ours)).toEqual({
      ...ours,
      price: 24.16,
      cancelled_by: undefined,
      cancelledBy: 'desk',
      club_services: [{ id: 3, price: 22, service: null }],
      club: { id: 1, name1: 'Example Aero Club', name2: null },
      aircraft: { id: 4, name: 'Cessna CS-ABC', category: '', mtow: 0 },
      user: { id: 5, username: 'pilot4', email: '', name: null, licenceNumber: null, callSign: null },
    });
    expect(read(ours)).not.toHaveProperty('cancelled_by');
  });

  it('leaves the record it reads as it was', () => {
    const sent = structuredClone(ours);
    read(sent);
    read({ id: 7, status: 'finished' });
    expect(sent).toEqual(ours);
  });

  it("reads a plain Strapi's landing, which keeps none of our fields, with those not said", () => {
    const strapi = { id: 7, date: '2026-06-27', time: '13:45:00.000', status: 'finished', permission: null };
    expect(read(strapi)).toMatchObject({
      status: 'finished',
      permission: null,
      paymentStatus: null,
      outsideHours: false,
      ppr: null,
      fee_by_hand: null,
      mtow: null,
      cancelledBy: null,
      licenceNumber: null,
      payment_method: null,
      paid_cents: null,
      decided_by_rule: null,
      createdAt: '',
      club_services: [],
      club: null,
      from: null,
    });
    // Strapi's status is not required: left out or null, it is the content type's default.
    expect(read({ id: 7, status: null }).status).toBe('pending');
    expect(read({ id: 7 }).status).toBe('pending');
  });

  it('refuses a status the desk does not know, naming the landing, the field and the value', () => {
    expect(refusal({ ...ours, status: 'diverted' })).toBe(
      "Landing 42: status 'diverted' is not one the desk knows",
    );
    expect(refusal({ ...ours, status: 'Parked' })).toBe(
      "Landing 42: status 'Parked' is not one the desk knows",
    );
    expect(refusal({ ...ours, paymentStatus: 'Refunded' })).toBe(
      "Landing 42: paymentStatus 'Refunded' is not one the desk knows",
    );
  });

  it('refuses a value of the wrong kind rather than reading it as another, every field that does not fit', () => {
    expect(
      refusal({ ...ours, price: 'twenty', permission: 'yes', registration: 42, club: 1, club_services: [3] }),
    ).toBe(
      "Landing 42: permission 'yes' is not true or false; price 'twenty' is not a number; " +
        'registration 42 is not text; club_services [3] is not a list of records; club 1 is not a record',
    );
  });

  it("reads SQLite's 0/1 and PostgreSQL's numeric strings as the values they are", () => {
    expect(read({ ...ours, permission: 0, outsideHours: '1', fee_by_hand: '1500', price: '' })).toMatchObject(
      {
        permission: false,
        outsideHours: true,
        fee_by_hand: 1500,
        price: null,
      },
    );
  });

  it('leaves not said what a newer server may say that this desk does not know, as it always has', () => {
    expect(
      read({
        ...ours,
        payment_method: 'cheque',
        cancelled_by: 'rule',
        decided_by_rule: 'weekend',
        paid_cents: -5,
      }),
    ).toMatchObject({ payment_method: null, cancelledBy: null, decided_by_rule: null, paid_cents: null });
    expect(read({ ...ours, paid_cents: 12.5 }).paid_cents).toBeNull();
  });
});
