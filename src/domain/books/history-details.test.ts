import { describe, expect, it } from 'vitest';
import { english, translatorFor } from '@/test/words';
import { type DetailItem, detailWords, historyDetails, parkTime } from './history-details';

type Detailed = Parameters<typeof historyDetails>[0];

const base: Detailed = {
  landingPurpose: 'training_touch_and_go',
  aircraft: { id: 1, name: 'Robinson R44 CS-HAA', category: 'Helicopter', mtow: 1134 },
  from: { id: 9, name1: 'Évora', name2: 'LPEV' },
  user: {
    id: 4,
    username: 'jsilva',
    email: 'joao@example.com',
    name: 'João Silva',
    licenceNumber: 'PT.FCL.1234',
    callSign: 'CS-HRA',
  },
  email: null,
  // Summer: Lisbon is UTC+1.
  departure: '2026-07-01T10:00:00.000Z',
  ata: '2026-07-01T11:30:15.000Z',
  time_parked: '6h 38m',
  passengers_on_board: '["João Silva"]',
  club_services: [
    { id: 3, price: 12, service: { id: 1, name: 'Fuel', icon: null, price: null, active: true } },
  ],
};

const words = (value: DetailItem['value']): string => detailWords(english, value);

/** The details as the English desk shows them. */
const shown = (landing: Detailed) =>
  historyDetails(landing).map(({ label, value }) => ({ label: english(label), value: words(value) }));

const asObject = (landing: Detailed) =>
  Object.fromEntries(shown(landing).map(({ label, value }) => [label, value]));

describe('historyDetails', () => {
  it("keeps a visitor's typed registration, type and origin", () => {
    const visitor = {
      ...base,
      aircraft: null,
      from: null,
      user: null,
      registration: 'cs-vis',
      aircraftType: 'Jodel D140',
      origin: 'LPCS',
    };
    expect(asObject(visitor)).toMatchObject({ Registration: 'CS-VIS', Aircraft: 'Jodel D140', From: 'LPCS' });
  });

  it("times a pilot request's flight from its ETD at the origin, and names a typed type", () => {
    const request = {
      ...base,
      aircraft: null,
      aircraftType: 'Jodel D140',
      etd: '2026-07-01T10:45:00.000Z',
      departure: '2026-07-01T15:00:00.000Z',
    };
    expect(asObject(request)).toMatchObject({ Aircraft: 'Jodel D140', 'Flight time': '00:45:15' });
  });

  it('lists the details in order, times on the Lisbon clock', () => {
    expect(shown(base)).toEqual([
      { label: 'Mission', value: 'Touch & Go' },
      { label: 'Registration', value: 'CS-HAA' },
      { label: 'Aircraft', value: 'Robinson R44' },
      { label: 'From', value: 'Évora (LPEV)' },
      { label: 'Pilot Name', value: 'João Silva' },
      { label: 'Pilot Email', value: 'joao@example.com' },
      { label: 'License #', value: 'PT.FCL.1234' },
      { label: "Pilot's call sign", value: 'CS-HRA' },
      { label: 'Departure', value: '01/07/2026, 11:00 WEST' },
      { label: 'Arrival', value: '01/07/2026, 12:30 WEST' },
      { label: 'Park time', value: '6h 38m' },
      { label: 'Flight time', value: '01:30:15' },
      { label: 'Services', value: 'Fuel' },
    ]);
  });

  it('says which acceptance rule accepted a landing, and nothing when a person decided', () => {
    expect(asObject({ ...base, decided_by_rule: 'listed' }).Decision).toBe(
      'Accepted by rule: listed aircraft or pilot',
    );
    expect(asObject({ ...base, decided_by_rule: null }).Decision).toBeUndefined();
  });

  it("shows flight time as HH:MM:SS past a day, and '---' when it cannot be told", () => {
    expect(asObject({ ...base, ata: '2026-07-02T12:00:01.000Z' })['Flight time']).toBe('26:00:01');
    expect(asObject({ ...base, departure: null })['Flight time']).toBe('---');
    expect(asObject({ ...base, ata: null })['Flight time']).toBe('---');
    expect(asObject({ ...base, ata: '2026-07-01T09:00:00.000Z' })['Flight time']).toBe('---');
  });

  it("shows park time as stored or 'N/A', and missing data as 'N/A' / 'Landing'", () => {
    expect(parkTime({ time_parked: '26h 5m' })).toBe('26h 5m');
    expect(words(parkTime({ time_parked: null }))).toBe('N/A');
    expect(words(parkTime({ time_parked: '  ' }))).toBe('N/A');
    const bare = asObject({
      ...base,
      landingPurpose: null,
      aircraft: null,
      from: null,
      user: null,
      departure: null,
      ata: null,
      time_parked: null,
      email: 'filed@example.com',
      passengers_on_board: null,
    });
    expect(bare).toMatchObject({
      Mission: 'Landing',
      Registration: 'N/A',
      Aircraft: 'N/A',
      From: 'N/A',
      'Pilot Name': 'N/A',
      'Pilot Email': 'filed@example.com',
      'License #': 'N/A',
      "Pilot's call sign": 'N/A',
      Departure: 'N/A',
      Arrival: 'N/A',
      'Park time': 'N/A',
    });
    // A pilot with no account (a radio call) is named by the first name on board.
    expect(asObject({ ...base, user: null, passengers_on_board: '["Marta Radio"]' })['Pilot Name']).toBe(
      'Marta Radio',
    );
  });

  it('names the details in Portuguese, and what is missing too', () => {
    const t = translatorFor('pt');
    const said = historyDetails({ ...base, landingPurpose: null, user: null, time_parked: null }).map(
      ({ label, value }) => [t(label), detailWords(t, value)],
    );
    expect(said.slice(0, 5)).toEqual([
      ['Missão', 'Aterragem'],
      ['Matrícula', 'CS-HAA'],
      ['Aeronave', 'Robinson R44'],
      ['Origem', 'Évora (LPEV)'],
      ['Nome do piloto', 'João Silva'],
    ]);
    expect(Object.fromEntries(said)).toMatchObject({ 'N.º de licença': 'N/D', 'Tempo estacionado': 'N/D' });
  });
});
