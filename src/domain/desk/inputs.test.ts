import { describe, expect, it } from 'vitest';
import { isBlank, isValidEmail, parseDecimal, parseInteger } from './inputs';

describe('isBlank', () => {
  it('is true only for missing or whitespace-only values', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank('0')).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});

describe('parseInteger', () => {
  it('reads whole numbers from strings and numbers', () => {
    expect(parseInteger('1500')).toBe(1500);
    expect(parseInteger(' 0 ')).toBe(0);
    expect(parseInteger('-3')).toBe(-3);
    expect(parseInteger(42)).toBe(42);
  });
  it('refuses fractions, garbage and blanks', () => {
    expect(parseInteger('1500.5')).toBeNull();
    expect(parseInteger(1500.5)).toBeNull();
    expect(parseInteger('15kg')).toBeNull();
    expect(parseInteger('1e3')).toBeNull();
    expect(parseInteger('')).toBeNull();
    expect(parseInteger(null)).toBeNull();
    expect(parseInteger(Number.NaN)).toBeNull();
    expect(parseInteger('99999999999999999999')).toBeNull();
  });
});

describe('parseDecimal', () => {
  it('reads decimals with a point or a comma', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('12,50')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('7.')).toBe(7);
    expect(parseDecimal('-8.25')).toBe(-8.25);
    expect(parseDecimal(3.75)).toBe(3.75);
  });
  it('refuses garbage, blanks and non-finite numbers', () => {
    expect(parseDecimal('€12')).toBeNull();
    expect(parseDecimal('1,234.50')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal('Infinity')).toBeNull();
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(isValidEmail('ops@aerodromo.pt')).toBe(true);
    expect(isValidEmail(' ops@aerodromo.pt ')).toBe(true);
  });
  it('refuses non-addresses', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('ops')).toBe(false);
    expect(isValidEmail('ops@')).toBe(false);
    expect(isValidEmail('ops@aerodromo')).toBe(false);
    expect(isValidEmail('a b@c.pt')).toBe(false);
  });
});

describe("numbers in the reader's language", () => {
  it("reads the language's thousands separators, never the other language's", () => {
    expect(parseDecimal('1,200', 'en-GB')).toBe(1200);
    expect(parseDecimal('1,200.50', 'en-GB')).toBe(1200.5);
    expect(parseDecimal('12,50', 'en-GB')).toBe(12.5);
    expect(parseDecimal('1.200', 'en-GB')).toBe(1.2);
    expect(parseDecimal('1.200', 'pt-PT')).toBe(1200);
    expect(parseDecimal('1.200,50', 'pt-PT')).toBe(1200.5);
    expect(parseDecimal('1 200,5', 'pt-PT')).toBe(1200.5);
    expect(parseDecimal('1,5', 'pt-PT')).toBe(1.5);
    expect(parseDecimal('1.5', 'pt-PT')).toBe(1.5);
    expect(parseInteger('2,500', 'en-GB')).toBe(2500);
    expect(parseInteger('2.500', 'pt-PT')).toBe(2500);
    expect(parseInteger('1,000,000', 'en-GB')).toBe(1_000_000);
    expect(parseInteger('2,500', 'pt-PT')).toBeNull();
    expect(parseInteger('12,50,0', 'en-GB')).toBeNull();
  });

  it('reads no grouping without a language: a body check never guesses', () => {
    expect(parseDecimal('1,200')).toBe(1.2);
    expect(parseInteger('2,500')).toBeNull();
  });
});
