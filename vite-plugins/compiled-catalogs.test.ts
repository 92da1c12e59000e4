import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compiled-catalogs';

function catalogFile(messages: Record<string, string>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'en.json');
  writeFileSync(file, JSON.stringify(messages));
  return file;
}

describe('a catalog compiled for a bundle', () => {
  const file = catalogFile({
    'common.loading': 'Loading...',
    'common.weekday.mon': 'Monday',
    'errors.network': 'No connection to the server.',
    'history.total': '{count, plural, one {# landing} other {# landings}}',
    'mail.subject': 'PPR {number} accepted',
    'pilot.title': 'Request to land at {airfield}',
    'settings.acceptance.title': 'Acceptance rules',
    'settings.field.phone': 'Phone',
    'settings.title': 'Settings',
    'validation.landing.registration': 'Enter the registration, e.g. CS-AYZ',
    'validation.pilotRequest.licence': 'Enter your licence number (3 to 30 letters and digits).',
  });

  it('carries only the keys its audience shows', () => {
    expect(Object.keys(compileCatalog(file, 'desk')).sort()).toEqual([
      'common.loading',
      'common.weekday.mon',
      'errors.network',
      'history.total',
      // Registration asks for the same fields: their labels stay with the desk.
      'settings.field.phone',
      'validation.landing.registration',
    ]);
    // The Settings screen's own texts come with it, and what a club sets up once with its sections.
    expect(Object.keys(compileCatalog(file, 'settings'))).toEqual(['settings.title']);
    expect(Object.keys(compileCatalog(file, 'setup'))).toEqual(['settings.acceptance.title']);
    // The errors the data layer names itself, in English in the entry (src/data/english-words.ts).
    expect(Object.keys(compileCatalog(file, 'errors'))).toEqual(['errors.network']);
    // The pilot's form is checked on its page and by the server, never on the desk (above).
    // The pilot's page: its own texts, the shared words it says (not the desk's Loading...) and its
    // own schema's messages only.
    expect(Object.keys(compileCatalog(file, 'pilot')).sort()).toEqual([
      'common.weekday.mon',
      'pilot.title',
      'validation.pilotRequest.licence',
    ]);
    expect(Object.keys(compileCatalog(file, 'server'))).toHaveLength(11);
  });

  it("is read by Lingui's runtime with no compiler in the browser", () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: compileCatalog(file, 'server') } });
    i18n.setMessagesCompiler(() => {
      throw new Error('compiled at build time: nothing to compile here');
    });
    expect(i18n._('history.total', { count: 1 })).toBe('1 landing');
    expect(i18n._('history.total', { count: 12 })).toBe('12 landings');
    expect(i18n._('mail.subject', { number: 'PPR-2026-0042' })).toBe('PPR PPR-2026-0042 accepted');
    expect(i18n._('common.loading')).toBe('Loading...');
  });

  it('names the key of a message that is not valid ICU', () => {
    const broken = catalogFile({ 'common.broken': 'Hello {name' });
    expect(() => compileCatalog(broken, 'desk')).toThrow(/"common\.broken" is not a valid ICU message/);
  });
});

describe('a catalog compiled for a build with short key names', () => {
  it('writes a named key by its short name and every other by its own', () => {
    const file = catalogFile({ 'settings.title': 'Settings', 'errors.network': 'No connection.' });
    const names = new Map([['settings.title', 'a']]);
    expect(Object.keys(compileCatalog(file, 'server', names)).sort()).toEqual(['a', 'errors.network']);
  });
});
