// @vitest-environment jsdom
// The sign-in form the build paints into index.html (docs/decisions/0037): the app's own card and
// form in each language, with the catalogs' words, ids of their own, and Sign in waiting for the app.
import { describe, expect, it } from 'vitest';
import en from '@/i18n/catalogs/en.json';
import pt from '@/i18n/catalogs/pt.json';
import { paintSignIn } from './render-sign-in';

describe('paintSignIn', () => {
  it('paints the card and the form in English and in Portuguese, each under its lang', async () => {
    const painted = await paintSignIn();
    const page = new DOMParser().parseFromString(`<body>${painted}</body>`, 'text/html');
    const copies = [...(page.getElementById('first-paint')?.children ?? [])];
    expect(copies.map((copy) => copy.getAttribute('lang'))).toEqual(['en', 'pt']);
    for (const [copy, words] of [
      [copies[0], en],
      [copies[1], pt],
    ] as const) {
      expect(copy?.querySelector('h1')?.textContent).toBe(words['signIn.submit']);
      const labels = [...(copy?.querySelectorAll('label') ?? [])].map((label) => label.textContent);
      expect(labels).toEqual([words['signIn.email'], words['signIn.password']]);
      const submit = copy?.querySelector('button[type="submit"]');
      expect(submit?.textContent).toBe(words['signIn.submit']);
      // Sent by the browser itself, the form would put the password in the address.
      expect(submit?.hasAttribute('disabled')).toBe(true);
      expect(copy?.querySelector('a[href="/forgot-password"]')?.textContent).toBe(
        words['signIn.forgotPassword'],
      );
      expect(copy?.querySelector('a[href="/welcome"]')?.textContent).toBe(words['signIn.register']);
    }
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
