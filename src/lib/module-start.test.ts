// @vitest-environment jsdom
// When a page's first script starts its modules (docs/decisions/0043): the files it fetches, how,
// and the one module script it adds, at once or at the first touch of the page.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENTRY_ATTRIBUTE,
  FIRST_TOUCH_EVENTS,
  IMPORTS_ATTRIBUTE,
  type ModuleScripts,
  moduleScriptsOf,
  startModules,
} from './module-start';

const SCRIPTS: ModuleScripts = {
  entry: '/assets/desk-1.js',
  imports: ['/assets/react-2.js', '/assets/router-3.js'],
};

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
    // A property (jsdom does not reflect it as an attribute; a browser does).
    as: link.as || null,
  }));
const moduleScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('moduleScriptsOf', () => {
  it('reads the entry and its imports from the first script’s tag', () => {
    const tag = document.createElement('script');
    tag.setAttribute(ENTRY_ATTRIBUTE, '/assets/desk-1.js');
    tag.setAttribute(IMPORTS_ATTRIBUTE, '/assets/react-2.js /assets/router-3.js');
    expect(moduleScriptsOf(tag)).toEqual(SCRIPTS);
    tag.setAttribute(IMPORTS_ATTRIBUTE, '');
    expect(moduleScriptsOf(tag)).toEqual({ entry: '/assets/desk-1.js', imports: [] });
  });

  it('finds none on a page built without them (the dev server’s), or without a tag', () => {
    expect(moduleScriptsOf(document.createElement('script'))).toBeNull();
    expect(moduleScriptsOf(null)).toBeNull();
  });
});

describe('startModules', () => {
  it('at once: every file preloaded as a module, and the entry run', () => {
    startModules(document, SCRIPTS, false);
    expect(links('modulepreload')).toEqual(
      ['/assets/desk-1.js', ...SCRIPTS.imports].map((href) => ({ href, crossOrigin: '', as: null })),
    );
    expect(links('prefetch')).toEqual([]);
    expect(moduleScripts()).toEqual(['/assets/desk-1.js']);
  });

  it('at the first touch: the files only prefetched, and nothing run until the page is touched', () => {
    document.body.innerHTML = '<form><input name="email"></form>';
    startModules(document, SCRIPTS, true);
    expect(links('prefetch')).toEqual(
      ['/assets/desk-1.js', ...SCRIPTS.imports].map((href) => ({ href, crossOrigin: '', as: 'script' })),
    );
    expect(links('modulepreload')).toEqual([]);
    expect(moduleScripts()).toEqual([]);

    const field = document.querySelector('input');
    field?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(moduleScripts()).toEqual(['/assets/desk-1.js']);
    // Later touches start nothing more.
    field?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'b' }));
    field?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(moduleScripts()).toEqual(['/assets/desk-1.js']);
  });

  it.each(FIRST_TOUCH_EVENTS)('a %s on the page is a first touch', (type) => {
    document.body.innerHTML = '<form><input name="email"></form>';
    startModules(document, SCRIPTS, true);
    // Events that do not bubble (focus) still reach a listener that captures.
    document.querySelector('input')?.dispatchEvent(new Event(type, { bubbles: false }));
    expect(moduleScripts()).toEqual(['/assets/desk-1.js']);
  });
});
