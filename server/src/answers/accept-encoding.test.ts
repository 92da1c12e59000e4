import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accept-encoding';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
    ['gzip;q=nonsense', null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
