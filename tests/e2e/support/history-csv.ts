// The History CSV as the browser tests read it back: its English header and an RFC 4180 reader.
import { expect } from '@playwright/test';

/** The English header row, column by column (docs/product/movement-log.md, the CSV). */
export const HISTORY_CSV_HEADER = [
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
] as const;

/**
 * The records of a whole file whose fields are all quoted and whose lines end in CRLF (a field may
 * hold a line break). Fails the test when any part of the file is not such a field.
 */
export function csvRecords(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  const field = /"((?:[^"]|"")*)"(,|\r\n)/gy;
  // A sticky search that fails starts over at 0, so the end of the last field is kept apart.
  let parsed = 0;
  for (let match = field.exec(text); match; match = field.exec(text)) {
    parsed = field.lastIndex;
    row.push((match[1] ?? '').replaceAll('""', '"'));
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  expect(parsed, 'the whole file parses').toBe(text.length);
  return rows;
}
