import { describe, expect, it } from 'vitest';
import { modulesPath, qrCode } from './qr-code';

describe('qr codes', () => {
  it('draws one unit square per dark module', () => {
    expect(
      modulesPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
  it('encodes a link with a quiet zone', () => {
    const code = qrCode('http://127.0.0.1:8080/request/example-aero-club');
    // Version 4 (33 modules a side) at level M, plus a quiet zone of 2 on each side.
    expect(code.size).toBe(37);
    expect(code.path.startsWith('M2 2h1v1h-1z')).toBe(true);
  });
});
