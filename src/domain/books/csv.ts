// CSV as spreadsheets open it without an import dialog: UTF-8 with a byte-order mark (so 'Évora'
// is not read as Latin-1), every field quoted with quotes doubled, CRLF line ends (RFC 4180).

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** One field, always quoted: commas, quotes and line breaks inside it stay part of the field. */
export function csvField(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/**
 * Free text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a
 * leading apostrophe, so a call sign typed as '=HYPERLINK(…)' stays text on the accountant's machine.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The whole file: BOM, one line per row, each line ended by CRLF. `separator`: ';' where numbers are
 * written with a decimal comma, as a spreadsheet in that language opens a file by default.
 */
export function toCsv(rows: readonly (readonly string[])[], separator = ','): string {
  return BOM + rows.map((row) => row.map(csvField).join(separator) + CRLF).join('');
}
