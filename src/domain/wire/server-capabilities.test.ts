import { describe, expect, it } from 'vitest';
import { hasFeature, PPR_DESK_CAPABILITIES, readCapabilities } from './server-capabilities';

describe('readCapabilities', () => {
  it('keeps the features it knows, pilot requests included, and ignores the rest', () => {
    const read = readCapabilities({
      dialect: 'ppr-desk',
      headers: ['Idempotency-Key', 'X-Other'],
      features: ['pilot-requests', 'time-travel', 'band-save'],
      extra: true,
    });
    expect(read).toEqual({
      dialect: 'ppr-desk',
      headers: ['Idempotency-Key'],
      features: ['pilot-requests', 'band-save'],
    });
    expect(hasFeature(read, 'pilot-requests')).toBe(true);
  });
  it('reads an answer from before pilot requests existed, and refuses a malformed one', () => {
    const older = readCapabilities({ dialect: 'ppr-desk', headers: [], features: ['band-save'] });
    expect(hasFeature(older, 'pilot-requests')).toBe(false);
    expect(readCapabilities({ dialect: 'ppr-desk', headers: [], features: 'band-save' })).toBeNull();
    expect(hasFeature(null, 'pilot-requests')).toBe(false);
  });
  it('announces pilot requests on our server', () => {
    expect(hasFeature(PPR_DESK_CAPABILITIES, 'pilot-requests')).toBe(true);
  });
});
