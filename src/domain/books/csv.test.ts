import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, toCsv } from './csv';

describe('csvField', () => {
  it('quotes every field and doubles quotes inside it', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('')).toBe('""');
    expect(csvField('Cessna 172, "Skyhawk"')).toBe('"Cessna 172, ""Skyhawk"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['Évora', 'x,y'],
    ]);
    expect(csv).toBe('\uFEFF"a","b"\r\n"Évora","x,y"\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('keeps a line break inside a quoted field, not as a new record', () => {
    const csv = toCsv([['note\r\nmore', 'end']]);
    expect(csv).toBe('\uFEFF"note\r\nmore","end"\r\n');
  });
});

describe('neutraliseFormula', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const risky of ['=1+1', '+351', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseFormula(risky)).toBe(`'${risky}`);
    }
    expect(neutraliseFormula('CS-ABC')).toBe('CS-ABC');
    expect(neutraliseFormula('')).toBe('');
  });
});
