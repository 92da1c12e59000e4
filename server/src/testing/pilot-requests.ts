// A pilot request as the request page sends it, for tests: valid on the day after `now` unless
// `overrides` say otherwise, at midday UTC (inside the demo club's opening hours every day).
import type { PilotRequestBody } from '@/domain/pilot-requests/pilot-request';
import { addToDate, utcDate } from '@/domain/time/instants';

export const DEMO_SLUG = 'example-aero-club';

export function requestBody(now: Date, overrides: Partial<PilotRequestBody> = {}): PilotRequestBody {
  const tomorrow = addToDate(utcDate(now), { days: 1 });
  return {
    registration: 'CS-PIL',
    aircraftType: 'Cessna 172 CS-AAA',
    origin: 'LPCS',
    date: tomorrow,
    eta: '12:00',
    etd: '11:10',
    purpose: 'landing',
    pilotName: 'Paula Piloto',
    email: 'paula@pilots.example',
    phone: '+351 912 345 678',
    licence: 'PT.FCL.9001',
    passengers: ['Rui Passageiro'],
    services: [],
    notes: 'Arriving from the coast.',
    ...overrides,
  };
}
