// The day a mail's subject names: the booked one until the landing has arrived, then the day it
// arrived, as the body's arrival line says it (docs/product/movement-log.md, "Mails"). A landing
// booked for one day that came the evening before reads one date in its subject, body and receipt.
import { describe, expect, it } from 'vitest';
import { paidMail } from '../receipts/paid-mail';
import { departedMail } from './departed-message';
import type { RequestFacts } from './messages';
import { decisionMail } from './pilot-messages';
import { newRequestMail } from './owner-messages';

const BOOKED: RequestFacts = {
  clubName: 'Example Aero Club',
  clubEmail: null,
  clubPhone: null,
  registration: 'CS-QAB',
  aircraft: 'Cessna 172',
  aircraftTyped: false,
  date: '2026-12-04',
  eta: '10:30',
  clock: 'local',
  landingPurpose: null,
  pilotName: null,
  pilotEmail: 'pilot@pilots.example',
  confirmed: true,
  ppr: 'PPR-2026-0007',
  price: 25,
  outsideHours: false,
  reason: null,
};
const EARLY: RequestFacts = { ...BOOKED, arrived: { date: '2026-12-03', eta: '21:11' } };
const LINK = 'https://club.example/request/status/abc';

describe('the day a subject names', () => {
  it('is the booked day until the landing has arrived', () => {
    expect(decisionMail(BOOKED, 'en', true, LINK).subject).toBe(
      'PPR request accepted: CS-QAB at Example Aero Club, 4 December 2026 10:30 Lisbon',
    );
  });

  it('is the day it arrived once it has, as the body says, even a day before the one booked', () => {
    const paid = paidMail(EARLY, 'pt', 7, null);
    expect(paid.subject).toBe('Pago: CS-QAB em Example Aero Club a 3 de dezembro de 2026');
    expect(paid.text).toContain('Chegada: 3 de dezembro de 2026 21:11 Lisboa');
    expect(paid.text).not.toContain('4 de dezembro');
    expect(departedMail(EARLY, 'en', LINK).subject).toBe(
      'Landing fee for CS-QAB at Example Aero Club, 3 December 2026',
    );
    const owner = { email: 'owner@club.example', locale: 'en' as const };
    expect(newRequestMail(EARLY, owner, 'u').subject).toBe(
      'New PPR request: CS-QAB, 3 December 2026 21:11 Lisbon',
    );
  });
});
