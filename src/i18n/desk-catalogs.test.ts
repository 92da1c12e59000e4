import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  deskCatalog,
  deskMessages,
  hasScreenTexts,
  loadScreenTexts,
  type ScreenTexts,
} from './desk-catalogs';

describe("a screen's own texts", () => {
  const texts: ScreenTexts = {
    load: async (locale) => ({ 'screen.title': locale === 'en' ? 'A screen' : 'Um ecrã' }),
    probe: 'screen.title',
  };

  it('are not in the desk catalog until the screen asks for them, then come with every language', async () => {
    expect((await deskMessages('pt'))['screen.title']).toBeUndefined();
    const i18n = setupI18n({ locale: 'en', messages: { en: await deskMessages('en') } });
    expect(hasScreenTexts(i18n, texts)).toBe(false);

    await loadScreenTexts(i18n, texts);
    expect(hasScreenTexts(i18n, texts)).toBe(true);
    expect(i18n._('screen.title')).toBe('A screen');
    // A later change of language loads the desk's catalog with the screens' texts already asked for.
    const portuguese = await deskMessages('pt');
    expect(portuguese['screen.title']).toBe('Um ecrã');
    expect(portuguese['common.loading']).toBeDefined();
  });
});

describe("the desk's catalog", () => {
  it("says the data layer's errors in each language, the English ones taken from the entry", async () => {
    const [english, portuguese, alone] = await Promise.all([
      deskCatalog('en'),
      deskCatalog('pt'),
      import('./catalogs/en.json?audience=deskWithoutErrors'),
    ]);
    expect(alone.default['errors.network']).toBeUndefined();
    expect(i18nSays(english, 'errors.network')).toBe('No connection to the server.');
    expect(i18nSays(portuguese, 'errors.network')).not.toBe('No connection to the server.');
    expect(i18nSays(english, 'movements.requests')).toBe('REQUESTS');
  });
});

const i18nSays = (messages: Messages, id: string): string =>
  setupI18n({ locale: 'x', messages: { x: messages } })._(id);
