import { describe, expect, it } from 'vitest';
import { intlTag, localeOfAcceptLanguage, pickLocale } from './locale';

describe('which language a browser gets', () => {
  it('is the first supported one it names, by its base language', () => {
    expect(pickLocale(['pt-PT', 'en'])).toBe('pt');
    expect(pickLocale(['pt-BR'])).toBe('pt');
    expect(pickLocale(['de-DE', 'pt'])).toBe('pt');
    expect(pickLocale(['en-US', 'pt-PT'])).toBe('en');
  });

  it('is English when it names none of ours, or nothing', () => {
    expect(pickLocale(['de', 'fr'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('follows an Accept-Language header by its q-values', () => {
    expect(localeOfAcceptLanguage('en;q=0.5, pt-PT;q=0.9')).toBe('pt');
    expect(localeOfAcceptLanguage('pt-PT,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(localeOfAcceptLanguage('de, en;q=0.1')).toBe('en');
    expect(localeOfAcceptLanguage('pt;q=0')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
  });

  it('writes numbers, money and dates as Britain or Portugal does', () => {
    expect(intlTag('en')).toBe('en-GB');
    expect(intlTag('pt')).toBe('pt-PT');
  });
});
