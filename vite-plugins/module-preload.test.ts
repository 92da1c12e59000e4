import { describe, expect, it } from 'vitest';
import { preloadedWithDynamicImport } from './module-preload';

const DEPS = ['assets/react-1.js', 'assets/settings-2.css', 'assets/later-3.js'];

describe('what a dynamic import preloads', () => {
  it('is everything for a page and for an entry chunk (the desk, the pilot page)', () => {
    for (const host of [
      { hostId: 'index.html', hostType: 'html' as const },
      { hostId: 'assets/desk-DBhGNbrM.js', hostType: 'js' as const },
      { hostId: 'assets/request-BS8Gu88y.js', hostType: 'js' as const },
    ])
      expect(preloadedWithDynamicImport('assets/x.js', DEPS, host)).toEqual(DEPS);
  });

  it('is everything for a chunk a screen asks for as it draws, from any chunk', () => {
    for (const file of [
      'assets/CreateLandingForm-CHoGtK3r.js',
      'assets/CorrectForm-C0U0OKob.js',
      'assets/RowDetails-A9GnoAPF.js',
      'assets/LandingActions-BhCfoRoL.js',
    ])
      expect(
        preloadedWithDynamicImport(file, DEPS, { hostId: 'assets/movements-1.js', hostType: 'js' }),
      ).toEqual(DEPS);
  });

  it('is only the stylesheets for any other chunk', () => {
    expect(
      preloadedWithDynamicImport('assets/later-3.js', DEPS, {
        hostId: 'assets/settings-9.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/settings-2.css']);
    // A chunk whose name merely contains an entry's (or an on-screen chunk's) is neither.
    expect(
      preloadedWithDynamicImport('assets/OldCreateLandingForm-CHoGtK3r.js', DEPS, {
        hostId: 'assets/movements-1.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/settings-2.css']);
    expect(
      preloadedWithDynamicImport('assets/x.js', DEPS, {
        hostId: 'assets/desk-messages-1.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/settings-2.css']);
  });
});
