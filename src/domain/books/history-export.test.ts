import { describe, expect, it } from 'vitest';
import { english, translatorFor } from '@/test/words';
import type { Landing } from '../wire/entities';
import { historyBooks } from './history-books';
import { HISTORY_CSV_COLUMNS } from './history-csv-columns';
import { historyCsv as csvIn, historyCsvFileName, historyCsvRow as rowIn } from './history-export';

type Exported = Parameters<typeof rowIn>[0];

/** As the English desk exports them. */
const historyCsv = (landings: readonly Exported[]) => csvIn(landings, english);
const historyCsvRow = (landing: Exported) => rowIn(landing, english);

const HEADER = [
  'PPR number',
  'Date',
  'ETA (UTC)',
  'ATA (UTC)',
  'Departure (UTC)',
  'Registration',
  'Type',
  'MTOW (kg)',
  'From',
  'Pilot',
  'POB',
  'Purpose',
  'Services',
  'Fee (EUR)',
  'Priced',
  'State',
  'Payment status',
  'Paid by',
  'Paid (EUR)',
  'To collect (EUR)',
  'To refund (EUR)',
];

const hangar = {
  id: 5,
  price: 35,
  service: { id: 2, name: 'Hangar overnight', icon: null, price: 35, active: true },
};

function landing(overrides: Partial<Exported> = {}): Exported {
  return {
    date: '2026-05-20',
    time: '09:30:00.000',
    status: 'finished',
    // Summer: the Lisbon clock is an hour ahead, the file stays in UTC.
    ata: '2026-05-20T09:41:00.000Z',
    departure: '2026-05-21T08:05:00.000Z',
    from: { id: 7, name1: 'Aeródromo de Évora', name2: 'LPEV' },
    aircraft: { id: 1, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 },
    user: {
      id: 3,
      username: 'pilot',
      email: 'p@example.com',
      name: 'Pilot',
      licenceNumber: 'PT-1',
      callSign: 'CS-AB1',
    },
    passengers_on_board: JSON.stringify(['Pilot', 'Ana']),
    price: 1234.5,
    paymentStatus: 'Pending',
    landingPurpose: null,
    club_services: [hangar],
    registration: null,
    aircraftType: null,
    origin: null,
    ppr: 'PPR-2026-0042',
    fee_by_hand: null,
    fee_reason: null,
    mtow: null,
    ...overrides,
  };
}

const visitor = landing({
  aircraft: null,
  from: null,
  user: null,
  registration: 'cs-vis',
  aircraftType: 'Jodel D140',
  origin: '=cmd|calc',
  passengers_on_board: JSON.stringify(['+Vera', 'Rui']),
  landingPurpose: 'training_touch_and_go',
  club_services: [],
  price: 0.1,
  paymentStatus: 'Paid',
});

describe('historyCsv', () => {
  it('writes one line per landing, times in UTC, amounts from whole cents', () => {
    const csv = historyCsv([landing()]);
    expect(csv.split('\r\n')).toEqual([
      `\uFEFF${HEADER.map((h) => `"${h}"`).join(',')}`,
      '"PPR-2026-0042","2026-05-20","2026-05-20 09:30","2026-05-20 09:41","2026-05-21 08:05","CS-AAA","Cessna 172","1111","Aeródromo de Évora (LPEV)","Pilot","2","Landing","Hangar overnight","1234.50","By the club\'s rates","Landed","Missing payment","","0.00","",""',
      '',
    ]);
  });

  it('names an origin stored as an ICAO code as the screen does, with the names the desk knows', () => {
    const coded = { ...visitor, origin: 'LPSO' };
    const names = (code: string) => (code === 'LPSO' ? 'Ponte de Sor' : null);
    expect(rowIn(coded, english, names)[8]).toBe('Ponte de Sor (LPSO)');
    expect(rowIn(coded, english)[8]).toBe('LPSO');
  });

  it("keeps a visitor's typed registration, type and origin, and escapes what would run as a formula", () => {
    expect(historyCsvRow(visitor)).toEqual([
      'PPR-2026-0042',
      '2026-05-20',
      '2026-05-20 09:30',
      '2026-05-20 09:41',
      '2026-05-21 08:05',
      'CS-VIS',
      'Jodel D140',
      '',
      "'=cmd|calc",
      "'+Vera",
      '2',
      'Touch & Go',
      '',
      '0.10',
      "By the club's rates",
      'Landed',
      'Paid',
      '',
      '0.10',
      '',
      '',
    ]);
  });

  it('never bills a cancelled or no-show landing, whatever was quoted', () => {
    const cancelled = historyCsvRow(landing({ status: 'cancelled', ata: null, departure: null }));
    const noShow = historyCsvRow(landing({ status: 'no_show', ata: null, departure: null }));
    expect(cancelled.slice(13)).toEqual([
      '0.00',
      'Not billed',
      'Cancelled',
      'Not billed',
      '',
      '0.00',
      '',
      '',
    ]);
    expect(noShow.slice(13)).toEqual(['0.00', 'Not billed', 'No-show', 'Not billed', '', '0.00', '', '']);
    expect(cancelled.slice(3, 5)).toEqual(['', '']);
    // Paid online before it was cancelled: the payment is held until Stripe gives it back.
    const held = historyCsvRow(
      landing({ status: 'cancelled', paymentStatus: 'Paid', payment_method: 'online', paid_cents: 4150 }),
    );
    expect(held.slice(13)).toEqual([
      '0.00',
      'Not billed',
      'Cancelled',
      'Not billed',
      'Online',
      '0.00',
      '',
      '41.50',
    ]);
  });

  it('bills a fee set by hand and says why, and leaves a fee still to be priced empty', () => {
    const byHand = historyCsvRow(landing({ fee_by_hand: 4500, fee_reason: 'Club member discount' }));
    expect(byHand.slice(13, 15)).toEqual(['45.00', 'By hand: Club member discount']);
    const unknown = historyCsvRow(landing({ aircraft: null, price: null, mtow: 1950 }));
    expect(unknown.slice(13, 15)).toEqual(['', 'To be priced']);
    expect(unknown[7]).toBe('1950');
  });

  it('writes a negative amount the desk computed as a number, not as escaped text', () => {
    expect(historyCsvRow(landing({ price: -12.5 }))[13]).toBe('-12.50');
    expect(historyCsvRow(landing({ price: 0.1 + 0.2 }))[13]).toBe('0.30');
  });

  it("writes the header, the words and the numbers in the desk's language, dates as data", () => {
    const pt = translatorFor('pt');
    const [header, row] = csvIn([landing({ paymentStatus: 'Captive' })], pt, undefined, 'pt-PT')
      .slice(1)
      .split('\r\n');
    expect(header).toBe(
      '"Número PPR";"Data";"ETA (UTC)";"ATA (UTC)";"Partida (UTC)";"Matrícula";"Tipo";"MTOW (kg)";"Origem";"Piloto";"POB";"Finalidade";"Serviços";"Taxa (EUR)";"Preço";"Estado";"Estado de pagamento";"Pago por";"Pago (EUR)";"A cobrar (EUR)";"A devolver (EUR)"',
    );
    // As a Portuguese spreadsheet opens a file: decimal commas, fields separated by ';'.
    expect(row).toContain('"1234,50";"Pela tabela do clube";"Aterrou";"Cativo"');
    expect(row).toContain('"Aterragem";"Hangaragem noturna"');
    expect(row).toContain('"2026-05-20";"2026-05-20 09:30"');
  });

  it('says how a Paid landing was paid: cash, card at the desk or online', () => {
    const paidBy = (over: Partial<Exported>) =>
      historyCsvRow(landing({ paymentStatus: 'Paid', ...over }))[17];
    expect(paidBy({ payment_method: 'cash' })).toBe('Cash');
    expect(paidBy({ payment_method: 'card' })).toBe('Card at the desk');
    expect(paidBy({ payment_method: 'online', paid_cents: 123450 })).toBe('Online');
    expect(paidBy({ payment_method: null })).toBe('');
    expect(paidBy({ paymentStatus: 'Pending', payment_method: 'cash' })).toBe('');
  });

  it('says what was taken and what is left either way, so the Paid column adds up to INCOME', () => {
    const taken = (over: Partial<Exported>) =>
      historyCsvRow(landing({ paymentStatus: 'Paid', ...over })).slice(18);
    // Taken in cash at €30.00, the fee raised to €45.00 since.
    expect(
      taken({ payment_method: 'cash', paid_cents: 3000, fee_by_hand: 4500, fee_reason: 'Night' }),
    ).toEqual(['30.00', '15.00', '']);
    // Lowered to €20.00 since: what was taken counts up to the fee, the rest is to refund.
    expect(
      taken({ payment_method: 'card', paid_cents: 3000, fee_by_hand: 2000, fee_reason: 'Member' }),
    ).toEqual(['20.00', '', '10.00']);
    const rows = [
      landing({
        paymentStatus: 'Paid',
        payment_method: 'cash',
        paid_cents: 3000,
        fee_by_hand: 4500,
        fee_reason: 'x',
      }),
      landing({ paymentStatus: 'Paid', payment_method: 'online', paid_cents: 123450 }),
      landing({ paymentStatus: 'Paid' }),
      landing(),
      landing({ status: 'cancelled', paymentStatus: 'Paid', payment_method: 'online', paid_cents: 4150 }),
    ];
    const column = rows.reduce((sum, row) => sum + Math.round(Number(historyCsvRow(row)[18]) * 100), 0);
    expect(column).toBe(historyBooks(rows).paidCents);
  });

  it('quotes commas, quotes and line breaks and keeps non-ASCII text', () => {
    const odd = landing({
      from: { id: 8, name1: 'Évora, "Sul"', name2: 'LPEV' },
      aircraft: { id: 2, name: 'Piper "Cub"\nJ-3', category: 'Single engine', mtow: 550 },
      landingPurpose: 'photo\nflight',
    });
    // A name's line break is a space in the headline; free text keeps it inside its quotes.
    expect(historyCsv([odd])).toContain('"Piper ""Cub"" J-3","550","Évora, ""Sul"" (LPEV)"');
    expect(historyCsv([odd])).toContain('"photo\nflight"');
  });

  it('takes a landing as stored, without a cast', () => {
    const stored: Landing = { ...(landing() as Landing), id: 1 };
    expect(historyCsvRow(stored)[5]).toBe('CS-AAA');
  });

  it('is built from one list of columns, each with its header', () => {
    expect(HISTORY_CSV_COLUMNS.map((column) => column.header(english))).toEqual(HEADER);
  });
});

describe('historyCsvFileName', () => {
  it('names the date range and the status filter', () => {
    expect(historyCsvFileName({ from: '2026-05-01', to: '2026-05-31' }, english, 'Pending')).toBe(
      'landing-history_2026-05-01_to_2026-05-31_missing-payment.csv',
    );
    expect(historyCsvFileName({ from: '2026-01-02', to: '2026-06-15' }, english)).toBe(
      'landing-history_2026-01-02_to_2026-06-15.csv',
    );
    expect(historyCsvFileName({ from: '2026-01-02', to: null }, english)).toBe(
      'landing-history_2026-01-02_to_today.csv',
    );
    expect(historyCsvFileName({ from: null, to: null }, english)).toBe('landing-history_no-landings.csv');
  });

  it("is named in the desk's language", () => {
    expect(historyCsvFileName({ from: '2026-05-01', to: '2026-05-31' }, translatorFor('pt'), 'Paid')).toBe(
      'historico-aterragens_2026-05-01_a_2026-05-31_pago.csv',
    );
    expect(historyCsvFileName({ from: null, to: '2026-05-31' }, translatorFor('pt'), 'Pending')).toBe(
      'historico-aterragens_inicio_a_2026-05-31_pagamento-em-falta.csv',
    );
  });
});
