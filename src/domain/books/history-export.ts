// The History export accounts asked for: the shown rows as CSV, one line per landing, with the
// columns of history-csv-columns.ts, and a file name that says which dates it covers.
//
// The header row, the words, the file name and the numbers follow the desk's language: the file is
// opened by people (the club's accountant, in the club's language, double-clicking it into a
// spreadsheet). A Portuguese file writes '1234,50' and separates its fields with ';', as a
// Portuguese spreadsheet expects; an English one '1234.50' and ','. In every language: ISO dates,
// UTC times, no thousands separators, the same columns in the same order.
import type { Translate } from '@/i18n/messages';
import { decimalSeparator } from '../desk/decimal-text';
import { type AerodromeNameOf, noAerodromeNames } from '../landings/landing-identity';
import type { PaymentStatus } from '../wire/entities';
import { neutraliseFormula, toCsv } from './csv';
import { type CsvCell, type Exported, HISTORY_CSV_COLUMNS } from './history-csv-columns';
import type { DateRange } from './history-view';

export type { Exported } from './history-csv-columns';

/** Typed text is escaped against formulas; a number the desk wrote stays a number, in `tag`'s decimals. */
const written = (cell: CsvCell, tag: string): string =>
  'number' in cell ? cell.number.replace('.', decimalSeparator(tag)) : neutraliseFormula(cell.text);

export function historyCsvHeader(t: Translate): string[] {
  return HISTORY_CSV_COLUMNS.map((column) => neutraliseFormula(column.header(t)));
}

export function historyCsvRow(
  landing: Exported,
  t: Translate,
  nameOf: AerodromeNameOf = noAerodromeNames,
  tag = 'en-GB',
): string[] {
  return HISTORY_CSV_COLUMNS.map((column) => written(column.cell(landing, t, nameOf), tag));
}

/**
 * `nameOf`: the names the desk knows for origins stored as ICAO codes (the file says what the screen
 * says); `tag`: the desk's language, whose decimals the numbers are written with.
 */
export function historyCsv(
  landings: readonly Exported[],
  t: Translate,
  nameOf: AerodromeNameOf = noAerodromeNames,
  tag = 'en-GB',
): string {
  const rows = [historyCsvHeader(t), ...landings.map((row) => historyCsvRow(row, t, nameOf, tag))];
  return toCsv(rows, decimalSeparator(tag) === ',' ? ';' : ',');
}

/**
 * e.g. 'landing-history_2026-05-01_to_2026-05-31_missing-payment.csv', or
 * 'historico-aterragens_2026-05-01_a_2026-05-31_pagamento-em-falta.csv' for a Portuguese desk.
 */
export function historyCsvFileName(range: DateRange, t: Translate, status?: PaymentStatus): string {
  if (range.from === null && range.to === null) return t('history.file.none');
  return t('history.file.name', {
    from: range.from ?? t('history.file.start'),
    to: range.to ?? t('history.file.today'),
    // The message selects the file name's words by the stored status, as the screen's do.
    status: status ?? 'all',
  });
}
