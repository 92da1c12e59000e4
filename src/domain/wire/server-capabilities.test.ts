import { describe, expect, it } from 'vitest';
import { inEnglish, inPortuguese } from '@/test/words';
import {
  describeServer,
  hasFeature,
  PLAIN_STRAPI_CAPABILITIES,
  PPR_DESK_CAPABILITIES,
  readCapabilities,
  serverDescription,
} from './server-capabilities';

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

describe('serverDescription', () => {
  const url = 'https://strapi.club.example/api';
  const cases = [
    [null, null],
    [null, url],
    [{ capabilities: PPR_DESK_CAPABILITIES, confirmed: true }, null],
    [{ capabilities: PLAIN_STRAPI_CAPABILITIES, confirmed: true }, url],
    [{ capabilities: PLAIN_STRAPI_CAPABILITIES, confirmed: false }, null],
    [{ capabilities: PPR_DESK_CAPABILITIES, confirmed: false }, url],
  ] as const;

  it.each(cases)('says in English what describeServer says (%o, %s)', (known, baseUrl) => {
    expect(inEnglish(serverDescription(known, baseUrl))).toBe(describeServer(known, baseUrl));
  });

  it('says it in Portuguese', () => {
    expect(
      inPortuguese(serverDescription({ capabilities: PLAIN_STRAPI_CAPABILITIES, confirmed: true }, url)),
    ).toBe(`Servidor: Strapi v4 (${url})`);
    expect(inPortuguese(serverDescription(null, null))).toBe('Servidor: ainda não contactado');
  });
});
