import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/catalogs/en.json';
import type * as DeskCatalogs from '@/i18n/desk-catalogs';
import { msg } from '@/i18n/messages';
import { englishWords, inEnglish } from './english-words';

describe('the data layer in English', () => {
  afterEach(() => {
    vi.doUnmock('@/i18n/desk-catalogs');
    vi.resetModules();
  });

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

  it('gives the key while the English catalog cannot load, and loads it next time', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('@/i18n/desk-catalogs', async (importOriginal) => {
      const original = await importOriginal<typeof DeskCatalogs>();
      return {
        ...original,
        deskCatalog: async (locale: 'en' | 'pt') => {
          if (offline) throw new TypeError('Failed to fetch dynamically imported module');
          return original.deskCatalog(locale);
        },
      };
    });
    const fresh = await import('./english-words');
    expect(await fresh.englishWords(msg('sync.createGone'))).toBe('sync.createGone');
    offline = false;
    expect(await fresh.englishWords(msg('sync.createGone'))).toBe(en['sync.createGone']);
  });
});
