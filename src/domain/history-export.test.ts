import { describe, expect, it } from 'vitest';
import { english, translatorFor } from '@/test/words';
import { historyCsv as csvIn, historyCsvFileName, historyCsvRow as rowIn } from './history-export';
import type { Landing } from './types';

type Exported = Parameters<typeof rowIn>[0];

/** As the English desk exports them. */
const historyCsv = (landings: readonly Exported[]) => csvIn(landings, english);
const historyCsvRow = (landing: Exported) => rowIn(landing, english);

function landing(overrides: Partial<Exported> = {}): Exported {
  return {
    date: '2026-05-20',
    from: { id: 7, name1: 'Aeródromo de Évora', name2: 'LPEV' },
    aircraft: { id: 1, name: 'Cessna 172', category: 'Single engine', mtow: 1111 },
    user: {
      id: 3,
      username: 'pilot',
      email: 'p@example.com',
      name: 'Pilot',
      licenceNumber: 'PT-1',
      callSign: 'CS-AAA',
    },
    passengers_on_board: JSON.stringify(['Pilot', 'Ana']),
    price: 1234.5,
    paymentStatus: 'Pending',
    ...overrides,
  };
}

const user = (callSign: string | null): Landing['user'] => ({
  id: 3,
  username: 'pilot',
  email: 'p@example.com',
  name: 'Pilot',
  licenceNumber: null,
  callSign,
});

describe('historyCsv', () => {
  it('writes the header and one line per landing with plain amounts and status labels', () => {
    const csv = historyCsv([landing(), landing({ paymentStatus: 'Paid', price: 0.1, date: '2026-05-19' })]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Date","From ICAO","Aircraft","Call sign","POB","Fee (EUR)","Payment status"',
      '"2026-05-20","LPEV","Cessna 172","CS-AAA","2","1234.50","MISSING PAYMENT"',
      '"2026-05-19","LPEV","Cessna 172","CS-AAA","2","0.10","PAID"',
      '',
    ]);
  });

  it("writes the header and the status labels in the desk's language, dates and amounts as data", () => {
    const pt = translatorFor('pt');
    const csv = csvIn([landing(), { ...landing({}), status: 'cancelled' }], pt);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Data","ICAO de origem","Aeronave","Indicativo","POB","Taxa (EUR)","Estado de pagamento"',
      '"2026-05-20","LPEV","Cessna 172","CS-AAA","2","1234.50","PAGAMENTO EM FALTA"',
      '"2026-05-20","LPEV","Cessna 172","CS-AAA","2","1234.50","CANCELADO"',
      '',
    ]);
    expect(historyCsvFileName({ from: '2026-05-01', to: '2026-05-31' }, 'Captive')).toBe(
      'landing-history_2026-05-01_to_2026-05-31_captive.csv',
    );
  });

  it('quotes commas, quotes, line breaks and keeps non-ASCII text', () => {
    const odd = landing({
      from: { id: 8, name1: 'Évora', name2: 'ÉVR,"A"' },
      aircraft: { id: 2, name: 'Piper "Cub"\nJ-3', category: 'Single engine', mtow: 550 },
      user: user('=cmd|calc'),
      paymentStatus: null,
      price: null,
      passengers_on_board: 'n/a',
    });
    expect(historyCsvRow(odd)).toEqual([
      '2026-05-20',
      'ÉVR,"A"',
      'Piper "Cub"\nJ-3',
      "'=cmd|calc",
      '0',
      '0.00',
      'MISSING PAYMENT',
    ]);
    expect(historyCsv([odd])).toContain('"ÉVR,""A""","Piper ""Cub""\nJ-3","\'=cmd|calc","0","0.00"');
  });

  it('leaves unknown origin, aircraft and call sign empty', () => {
    expect(
      historyCsvRow(landing({ from: null, aircraft: null, user: null, paymentStatus: 'Captive' })),
    ).toEqual(['2026-05-20', '', '', '', '2', '1234.50', 'CAPTIVE']);
  });

  it('says CANCELLED for a request its pilot withdrew', () => {
    expect(historyCsvRow({ ...landing({}), status: 'cancelled' })[6]).toBe('CANCELLED');
  });
});

describe('historyCsvFileName', () => {
  it('names the date range and the status filter', () => {
    expect(historyCsvFileName({ from: '2026-05-01', to: '2026-05-31' }, 'Pending')).toBe(
      'landing-history_2026-05-01_to_2026-05-31_missing-payment.csv',
    );
    expect(historyCsvFileName({ from: '2026-01-02', to: '2026-06-15' })).toBe(
      'landing-history_2026-01-02_to_2026-06-15.csv',
    );
    expect(historyCsvFileName({ from: null, to: null })).toBe('landing-history_no-landings.csv');
  });
});
