import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/react/records';
import type { Landing } from '@/domain/wire/entities';
import { english, translatorFor } from '@/test/words';
import {
  conflictSides,
  describeChange,
  describeDone,
  describeLanding,
  describeState,
} from './describe-change';

const UTC = { zone: 'UTC', name: 'UTC' };
const LISBON = { zone: 'Europe/Lisbon', name: 'Lisbon' };

const visitor = {
  aircraft: null,
  from: null,
  user: null,
  registration: 'CS-VIS',
  aircraftType: 'Jodel D140',
  origin: 'LPCS',
  passengers_on_board: '["Vera Visitante"]',
  date: '2026-11-22',
  time: '14:30:00.000',
};

describe('describeLanding (the Changes panel and the undo bar)', () => {
  it("names a visitor by its typed registration and type, and its pilot by name: never 'unknown aircraft'", () => {
    expect(describeLanding(english, 'en-GB', visitor, UTC)).toBe(
      'CS-VIS · Jodel D140, Vera Visitante, 22/11/2026, 14:30 UTC',
    );
    expect(describeLanding(english, 'en-GB', { ...visitor, date: '2026-07-01' }, LISBON)).toBe(
      'CS-VIS · Jodel D140, Vera Visitante, 01/07/2026, 15:30 Lisbon',
    );
  });

  it("names a member's aircraft registration first and the pilot by their call sign", () => {
    const member = {
      ...visitor,
      registration: null,
      aircraftType: null,
      aircraft: { id: 1, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 },
      user: { id: 3, username: 'p', email: 'p@x', name: 'Pilot', licenceNumber: null, callSign: 'CS-AB1' },
    };
    expect(describeLanding(english, 'en-GB', member, UTC)).toBe(
      'CS-AAA · Cessna 172, CS-AB1, 22/11/2026, 14:30 UTC',
    );
  });

  it('says so when nothing names the aircraft', () => {
    const bare = { ...visitor, registration: null, aircraftType: null, passengers_on_board: null };
    expect(describeLanding(translatorFor('pt'), 'pt-PT', bare, UTC)).toMatch(/^aeronave desconhecida, /i);
  });
});

const waiting: OutboxEntry = {
  seq: 1,
  opId: 'op',
  kind: 'decision',
  landingId: 7,
  patch: { permission: true },
  createData: null,
  baseUpdatedAt: null,
  ifMatch: true,
  userId: 1,
  clubId: 1,
  state: 'waiting',
  attempts: 1,
  nextAttemptAt: 0,
  error: null,
  serverCurrent: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('describeState (why a change in the Changes panel has not gone through)', () => {
  it('says when it is tried again, then why it was not sent, a sentence or a few words', () => {
    const retrying = { ...waiting, nextAttemptAt: 10_500 };
    expect(describeState(english, retrying, 8_000)).toBe('Trying again in 3 s. Not sent: no connection');
    expect(
      describeState(english, { ...retrying, error: 'x', errorWords: { id: 'errors.network' } }, 8_000),
    ).toBe('Trying again in 3 s. Not sent: No connection to the server.');
    expect(describeState(english, waiting, 8_000)).toBe(english('shell.outbox.waiting'));
  });

  it("says a conflict in the desk's language, not the server's English answer", () => {
    const conflict = {
      ...waiting,
      state: 'conflict' as const,
      error: 'This landing changed since it was last loaded',
    };
    expect(describeState(translatorFor('pt'), conflict, 0)).toBe(
      'Alterada no servidor entretanto, por outro posto ou pelo piloto.',
    );
  });
});

describe('conflictSides (a rejection that met another desk’s acceptance)', () => {
  it("names the reason's field in the desk's language and leaves out what the decision says already", () => {
    const entry: OutboxEntry = {
      ...waiting,
      patch: { permission: false, landing_permission: false, reason: 'Runway closed' },
      state: 'conflict',
      serverCurrent: { permission: true, landing_permission: true } as Landing,
    };
    expect(conflictSides(translatorFor('pt'), 'pt-PT', entry, UTC).map((side) => side.field)).toEqual([
      'Decisão',
      'Motivo para o piloto',
    ]);
  });
});

describe('conflictSides (a decision on a request the pilot withdrew meanwhile)', () => {
  it('says the server has it cancelled, not undecided', () => {
    const entry: OutboxEntry = {
      ...waiting,
      patch: { permission: true, landing_permission: true },
      state: 'conflict',
      serverCurrent: { permission: null, landing_permission: null, status: 'cancelled' } as Landing,
    };
    expect(conflictSides(english, 'en', entry, UTC)).toEqual([
      { field: 'Decision', desk: 'accepted', server: 'Cancelled' },
    ]);
    const undecided = { ...entry, serverCurrent: { ...entry.serverCurrent, status: 'pending' } as Landing };
    expect(conflictSides(english, 'en', undecided, UTC)[0]?.server).toBe('undecided');
  });
});

describe('describeChange (the Changes panel)', () => {
  it('tells PAID from how it was paid: two payment changes of one landing never read alike', () => {
    const payment = (patch: OutboxEntry['patch']) =>
      describeChange(english, 'en-GB', { kind: 'payment', patch } as OutboxEntry, UTC);
    expect(payment({ paymentStatus: 'Paid' })).toBe('Payment status: PAID');
    expect(payment({ paymentStatus: 'Paid', payment_method: 'card' })).toBe(
      'Payment status: PAID · Card at the desk',
    );
    expect(payment({ paymentStatus: 'Pending' })).toBe('Payment status: MISSING PAYMENT');
  });
});

describe('conflictSides (a payment change that met another desk’s)', () => {
  it('names how it was paid in words on both sides', () => {
    const entry: OutboxEntry = {
      seq: 1,
      opId: 'op',
      kind: 'payment',
      landingId: 7,
      patch: { paymentStatus: 'Paid', payment_method: 'card' },
      createData: null,
      baseUpdatedAt: null,
      ifMatch: true,
      userId: 1,
      clubId: 1,
      state: 'conflict',
      attempts: 1,
      nextAttemptAt: 0,
      error: null,
      serverCurrent: { paymentStatus: 'Paid', payment_method: 'online' } as Landing,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    expect(conflictSides(english, 'en', entry, UTC)).toEqual([
      { field: 'Payment', desk: 'PAID', server: 'PAID' },
      { field: 'Paid by', desk: 'Card at the desk', server: 'Online' },
    ]);
  });
});

describe('describeDone (the undo bar)', () => {
  it('names the time an arrival or departure was recorded, on the club clock: not the landing ETA', () => {
    const departed = {
      ...waiting,
      kind: 'departure' as const,
      patch: { departure: '2026-07-01T17:05:00.000Z' },
    };
    expect(describeDone(english, departed, LISBON)).toBe('Departed at 18:05 Lisbon');
    const arrived = {
      ...waiting,
      kind: 'arrival' as const,
      patch: { status: 'parked' as const, ata: '2026-07-01T09:40:00.000Z' },
    };
    expect(describeDone(translatorFor('pt'), arrived, LISBON, 'pt-PT')).toBe('Chegou às 10:40 Lisbon');
    expect(describeDone(english, { ...arrived, patch: { ata: '2026-07-01T09:45:00.000Z' } }, UTC)).toBe(
      'Arrival corrected to 09:45 UTC',
    );
  });

  it('names how a landing was paid when that is the change: what waits to be sent', () => {
    const payment = (patch: Record<string, string>) => ({ ...waiting, kind: 'payment' as const, patch });
    expect(describeDone(english, payment({ paymentStatus: 'Paid', payment_method: 'card' }), UTC)).toBe(
      'Paid by: Card at the desk',
    );
    expect(
      describeDone(translatorFor('pt'), payment({ paymentStatus: 'Paid', payment_method: 'cash' }), UTC),
    ).toBe('Pago por: Numerário');
    expect(describeDone(english, payment({ paymentStatus: 'Pending' }), UTC)).toBe(
      'Payment: MISSING PAYMENT',
    );
  });
});
