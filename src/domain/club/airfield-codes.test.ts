import { describe, expect, it } from 'vitest';
import { isIcaoCode, isPhoneNumber, isTaxNumber } from './airfield-codes';

describe('the airfield details rules', () => {
  it('takes an ICAO code of exactly four upper-case letters or digits', () => {
    for (const code of ['LPXE', 'LPEV', 'K1G4']) expect(isIcaoCode(code)).toBe(true);
    for (const code of ['lpev', 'LP1', 'LPEVX', 'LP-E', 'LP E', '']) expect(isIcaoCode(code)).toBe(false);
  });

  it("takes any country's tax number, not a word", () => {
    for (const nif of ['500000000', '509 876 543', 'PT500000000', 'ESB12345678', 'DE 123.456-789', '12']) {
      expect(isTaxNumber(nif)).toBe(true);
    }
    for (const nif of ['abc', 'NIF', '1', '5'.repeat(21), '500/000', '500_000', '']) {
      expect(isTaxNumber(nif)).toBe(false);
    }
  });

  it('takes a phone of 6 to 20 digits, an optional leading + and the usual separators', () => {
    for (const phone of ['+351 200 000 000', '266000000', '(266) 000-111', '+44 20.7946.0000', '123456']) {
      expect(isPhoneNumber(phone)).toBe(true);
    }
    for (const phone of [
      'telefone?',
      '12345',
      '+351 1',
      '1'.repeat(21),
      '351+200000',
      '+351 912 ext 7',
      '',
    ]) {
      expect(isPhoneNumber(phone)).toBe(false);
    }
  });
});
