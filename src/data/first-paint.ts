// The sign-in form index.html paints before the app's script has run (docs/decisions/0037): which
// language shows it, if any, and handing what was typed in it to the app's own form.
import { LOCALES, type Locale } from '@/i18n/locale';
import { whenParsed } from '@/lib/when-parsed';
import { localeOfChoice, storedLanguage } from './language-stored';
import { SESSION_KEYS } from './session/session';

/** The element of index.html holding the painted form, one copy per language. */
export const FIRST_PAINT_ID = 'first-paint';
/** The attribute of <html> naming the copy to show; none shows without it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

export interface FirstPaintPlace {
  pathname: string;
  storage: Storage | undefined;
  languages: readonly string[];
}

/**
 * The language the painted form shows in, or null when the app will not open on the sign-in form:
 * another address, or a session kept on this device (the desk opens on Movements).
 */
export function firstPaintLocale({ pathname, storage, languages }: FirstPaintPlace): Locale | null {
  if (pathname !== '/' && pathname !== '/index.html') return null;
  try {
    if (storage?.getItem(SESSION_KEYS.token)) return null;
  } catch {
    // No storage (private mode): no session either.
  }
  return localeOfChoice(storedLanguage(storage), languages);
}

export type TypedField = 'email' | 'password';

export interface FirstPaintTyped {
  email: string;
  password: string;
  /** The field that had the focus. */
  focused: TypedField | null;
}

/** What was typed in the copy of the painted form that shows (null when none shows). */
export function readFirstPaint(doc: Document): FirstPaintTyped | null {
  const shown = LOCALES.find((locale) => doc.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE) === locale);
  const copy = shown ? doc.getElementById(FIRST_PAINT_ID)?.querySelector(`[lang="${shown}"]`) : null;
  if (!copy) return null;
  const field = (name: TypedField) => copy.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const focused = (['email', 'password'] as const).find((name) => doc.activeElement === field(name));
  return {
    email: field('email')?.value ?? '',
    password: field('password')?.value ?? '',
    focused: focused ?? null,
  };
}

/** Removes the painted form: the app's own has taken its place. */
export function dropFirstPaint(doc: Document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
  doc.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
}

/**
 * Shows the painted copy in `locale` (none when null). The copies that do not show are dropped at
 * DOMContentLoaded, before the desk's scripts run (docs/decisions/0043): from then on, only one form
 * is in the page.
 */
export function showFirstPaint(doc: Document, locale: Locale | null): void {
  if (locale) doc.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, locale);
  const dropUnshown = () => {
    const painted = doc.getElementById(FIRST_PAINT_ID);
    if (!locale) return painted?.remove();
    for (const copy of Array.from(painted?.children ?? []))
      if (copy.getAttribute('lang') !== locale) copy.remove();
  };
  whenParsed(doc, dropUnshown);
}
