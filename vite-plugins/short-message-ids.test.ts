import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keptKeys, messageIdNames, renameKeys, shortName, shortNames, unrenamed } from './short-message-ids';

describe('short key names', () => {
  it('counts a, …, Z, then aa, ab, …, never twice', () => {
    expect([0, 1, 25, 26, 51, 52, 53, 103, 104].map(shortName)).toEqual([
      'a',
      'b',
      'z',
      'A',
      'Z',
      'aa',
      'ab',
      'aZ',
      'ba',
    ]);
    const names = Array.from({ length: 3000 }, (_, n) => shortName(n));
    expect(new Set(names).size).toBe(3000);
  });

  it('keeps the keys the server names, the pilot page shows, the outbox stores and the desk builds', () => {
    const keys = [
      'history.title',
      'mail.subject',
      'pilot.title',
      'errors.network',
      'sync.conflict',
      'settings.aerodrome.unknown',
      'settings.title',
    ];
    const kept = keptKeys(keys, {
      server: ["say('mail.subject')"],
      // The desk's source as text: a key it builds from a value.
      desk: ["t('history.title'); t(`settings.aerodrome.$" + '{kind}`)'],
    });
    expect([...kept].sort()).toEqual([
      'errors.network',
      'mail.subject',
      'pilot.title',
      'settings.aerodrome.unknown',
      'sync.conflict',
    ]);
    expect([...shortNames(keys, kept)]).toEqual([
      ['history.title', 'a'],
      ['settings.title', 'b'],
    ]);
  });

  it('renames a key only where it is quoted whole, and finds one left in full', () => {
    const names = new Map([['history.title', 'a']]);
    const code = `t("history.title");t('history.title');t(\`history.title\`);x="history.title.long"`;
    const renamed = renameKeys(code, names);
    expect(renamed).toBe(`t("a");t('a');t(\`a\`);x="history.title.long"`);
    expect(unrenamed(renamed, names)).toEqual([]);
    expect(unrenamed('t(["history","title"].join("."));z=history.title', names)).toEqual(['history.title']);
  });

  it('renames the keys of this checkout that stay on the desk, and only those', () => {
    const names = messageIdNames(fileURLToPath(new URL('..', import.meta.url)));
    expect(names.has('history.csv.payment.paid')).toBe(false);
    expect(names.has('errors.network')).toBe(false);
    expect(names.has('settings.aerodrome.unknown')).toBe(false);
    expect(names.has('pilot.form.aircraftType')).toBe(false);
    expect(names.get('shell.change.accept')).toMatch(/^[a-zA-Z]{1,2}$/);
    expect(new Set(names.values()).size).toBe(names.size);
  });
});
