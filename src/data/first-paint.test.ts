// @vitest-environment jsdom
// The sign-in form index.html paints before the app runs (docs/decisions/0037): which copy shows,
// that only one stays in the page, and what the app's form takes over from it.
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import {
  dropFirstPaint,
  FIRST_PAINT_ATTRIBUTE,
  firstPaintLocale,
  readFirstPaint,
  showFirstPaint,
} from './first-paint';

const copy = (lang: string, submit: string) =>
  `<div lang="${lang}"><main><form>` +
  '<input name="email"><input name="password" type="password">' +
  `<button disabled>${submit}</button></form></main></div>`;

function paintPage(): void {
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  const copies = copy('en', 'Sign in') + copy('pt', 'Iniciar sessão');
  document.body.innerHTML = `<div id="first-paint">${copies}</div><div id="root"></div>`;
}

const stored = (entries: Record<string, string>) => {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
});

describe('firstPaintLocale', () => {
  it("shows at / in the browser's language when nothing is chosen, English for one we do not speak", () => {
    const storage = stored({});
    expect(firstPaintLocale({ pathname: '/', storage, languages: ['pt-PT', 'en'] })).toBe('pt');
    expect(firstPaintLocale({ pathname: '/', storage, languages: ['de-DE', 'pt-BR'] })).toBe('pt');
    expect(firstPaintLocale({ pathname: '/', storage, languages: ['fr-FR'] })).toBe('en');
  });

  it("follows this device's choice over the browser's", () => {
    const storage = stored({ 'ppr-desk:language': 'en' });
    expect(firstPaintLocale({ pathname: '/', storage, languages: ['pt-PT'] })).toBe('en');
  });

  it('shows nothing where the app opens on another screen: another address, or a session kept here', () => {
    const storage = stored({});
    expect(firstPaintLocale({ pathname: '/movements', storage, languages: ['en'] })).toBeNull();
    expect(firstPaintLocale({ pathname: '/welcome', storage, languages: ['en'] })).toBeNull();
    const signedIn = stored({ token: 'a.b.c', userId: '1' });
    expect(firstPaintLocale({ pathname: '/', storage: signedIn, languages: ['en'] })).toBeNull();
  });

  it('still shows, in English, without storage (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(firstPaintLocale({ pathname: '/', storage: refusing, languages: [] })).toBe('en');
  });
});

describe('showFirstPaint', () => {
  it('names the copy to show and drops the others from the page once it is parsed', () => {
    paintPage();
    showFirstPaint(document, 'pt');
    expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe('pt');
    const copies = [...(document.getElementById('first-paint')?.children ?? [])];
    expect(copies.map((element) => element.getAttribute('lang'))).toEqual(['pt']);
  });

  it('drops the painted form whole when none shows', () => {
    paintPage();
    showFirstPaint(document, null);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
  });
});

describe('readFirstPaint and dropFirstPaint', () => {
  it('give the app what was typed in the copy that shows and where the focus was, then remove it', () => {
    paintPage();
    showFirstPaint(document, 'en');
    const shown = document.querySelector<HTMLElement>('[lang="en"]');
    const email = shown?.querySelector<HTMLInputElement>('input[name="email"]');
    const password = shown?.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('no painted fields');
    email.value = 'owner@example.com';
    password.value = 'Desk!20';
    password.focus();
    expect(readFirstPaint(document)).toEqual({
      email: 'owner@example.com',
      password: 'Desk!20',
      focused: 'password',
    });
    dropFirstPaint(document);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
    expect(readFirstPaint(document)).toBeNull();
  });

  it('give nothing when no copy showed', () => {
    paintPage();
    expect(readFirstPaint(document)).toBeNull();
  });
});
