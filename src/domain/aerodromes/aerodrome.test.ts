import { describe, expect, it } from 'vitest';
import { type AerodromeSuggestion, suggestionOf, unknownCode } from './aerodrome';

const ponteDeSor: AerodromeSuggestion = {
  icao: 'LPSO',
  name: 'Aeródromo Municipal de Ponte de Sor',
  city: 'Ponte de Sor',
  country: 'PT',
};

describe('a code typed in "From"', () => {
  it('is the suggestion with that code, whatever the case typed', () => {
    expect(suggestionOf(' lpso ', [ponteDeSor])).toBe(ponteDeSor);
    expect(suggestionOf('Ponte', [ponteDeSor])).toBeNull();
  });

  it('is flagged unknown only once the data answered it and found nothing at all', () => {
    expect(unknownCode('lpzz', { found: [], answered: 'lpzz' })).toBe('LPZZ');
    // Not answered yet, or answered for an earlier text: nothing is said.
    expect(unknownCode('LPZZ', { found: [], answered: null })).toBeNull();
    expect(unknownCode('LPZZ', { found: [], answered: 'LPZ' })).toBeNull();
    // A name being typed finds aerodromes; free text that is not a code is never flagged.
    expect(unknownCode('Faro', { found: [ponteDeSor], answered: 'Faro' })).toBeNull();
    expect(unknownCode('Lands End', { found: [], answered: 'Lands End' })).toBeNull();
  });
});
