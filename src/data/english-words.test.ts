import { describe, expect, it } from 'vitest';
import en from '@/i18n/catalogs/en.json';
import { msg } from '@/i18n/messages';
import { englishWords, inEnglish } from './english-words';

describe('the data layer in English', () => {
  it('says its own errors at once, with their values, whatever the desk speaks', () => {
    expect(inEnglish(msg('errors.cors'))).toBe(en['errors.cors']);
    expect(inEnglish(msg('errors.corsAt', { origin: 'https://desk.example' }))).toContain(
      'https://desk.example',
    );
  });

  it("says any of the desk's messages once the English catalog has loaded", async () => {
    expect(await englishWords(msg('sync.conflict'))).toBe(en['sync.conflict']);
    expect(await englishWords(msg('validation.landing.feeMissing'))).toBe(
      en['validation.landing.feeMissing'],
    );
  });
});
