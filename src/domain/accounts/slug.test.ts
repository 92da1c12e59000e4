import { describe, expect, it } from 'vitest';
import { inEnglish, inPortuguese } from '@/test/words';
import { requestPageUrl, SLUG_MAX, SLUG_MIN, slugCandidate, slugify, slugOf, slugProblem } from './slug';

const problem = (slug: string): string | null => {
  const id = slugProblem(slug);
  return id && inEnglish(id);
};

describe('slugOf', () => {
  it('is the address a typed text is saved as, which the rule then checks', () => {
    expect(slugOf(' Aero Clube Évora! ')).toBe('aero-clube-evora');
    expect(slugOf('example-field')).toBe('example-field');
    expect(slugOf('Status')).toBe('status');
    expect(slugOf('!!!')).toBe('');
  });
});

describe('slugify', () => {
  it('makes lower-case ascii words joined by hyphens', () => {
    expect(slugify('Example Aero Club')).toBe('example-aero-club');
    expect(slugify('  Aeródromo de Évora (LPEV) ')).toBe('aerodromo-de-evora-lpev');
    expect(slugify('Ponte--de__Sor!!')).toBe('ponte-de-sor');
  });
  it('falls back to "airfield" when nothing usable or a reserved word is left', () => {
    expect(slugify('✈✈')).toBe('airfield');
    expect(slugify('ab')).toBe('airfield');
    expect(slugify('Status')).toBe('airfield');
  });
  it('leaves room for a numeric suffix and never ends in a hyphen', () => {
    const long = slugify(`${'a'.repeat(55)} bcd`);
    expect(long.length).toBeLessThanOrEqual(56);
    expect(long.endsWith('-')).toBe(false);
    expect(slugProblem(slugCandidate(long, 99))).toBeNull();
  });
});

describe('slugCandidate', () => {
  it('adds -2, -3 … after the first', () => {
    expect(slugCandidate('evora', 1)).toBe('evora');
    expect(slugCandidate('evora', 2)).toBe('evora-2');
  });
});

describe('slugProblem', () => {
  it('accepts what slugify makes', () => {
    expect(slugProblem('example-aero-club')).toBeNull();
    expect(slugProblem('lpev')).toBeNull();
  });
  it('refuses bad characters, length and reserved words', () => {
    expect(problem('Example')).toMatch(/lower-case/);
    expect(problem('a--b')).toMatch(/lower-case/);
    expect(problem('-ab')).toMatch(/lower-case/);
    expect(problem('ab')).toMatch(/3 to 60/);
    expect(problem('a'.repeat(61))).toMatch(/3 to 60/);
    expect(problem('status')).toMatch(/reserved/);
  });
  it('names the bounds the rule applies in both languages (the message carries no values)', () => {
    expect(inEnglish('validation.slug.length')).toContain(`${SLUG_MIN} to ${SLUG_MAX}`);
    expect(inPortuguese('validation.slug.length')).toContain(`${SLUG_MIN} e ${SLUG_MAX}`);
  });
});

describe('requestPageUrl', () => {
  it("is on the API's server, same origin or not", () => {
    expect(requestPageUrl('/api', 'evora', 'http://192.168.1.20:8080')).toBe(
      'http://192.168.1.20:8080/request/evora',
    );
    expect(requestPageUrl('https://desk.club.example/api', 'evora', 'http://localhost')).toBe(
      'https://desk.club.example/request/evora',
    );
  });
});
