// When a page's module scripts start, decided by its first classic script (docs/decisions/0043): at
// once, or only fetched until the first touch of a page that is already painted and usable.
import { whenParsed } from './when-parsed';

/** A page's entry module and the modules it imports, as the build lists them on the first script. */
export interface ModuleScripts {
  entry: string;
  imports: string[];
}

/** The attributes of the first script's tag that list them (vite-plugins/first-paint). */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const IMPORTS_ATTRIBUTE = 'data-imports';

/**
 * What counts as someone starting to use a painted page: a tap, a key, the focus, or text put in by
 * other means (a password manager, dictation). The script has taken over long before they can
 * have filled in a form.
 */
export const FIRST_TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

/** The module scripts named on `tag`, or null on a page built without them (the dev server's). */
export function moduleScriptsOf(tag: Element | null): ModuleScripts | null {
  const entry = tag?.getAttribute(ENTRY_ATTRIBUTE);
  if (!entry) return null;
  const imports = tag?.getAttribute(IMPORTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  return { entry, imports };
}

/**
 * Starts the page's modules. At once (`atFirstTouch` false): preloaded, and the entry run as soon as
 * the page is parsed, as Vite's own tags would run it. At the first touch: only fetched, at the
 * lowest priority, and the entry run at the first touch of the page; until then nothing holds the
 * main thread of a phone that is only showing what was painted without it.
 */
export function startModules(doc: Document, { entry, imports }: ModuleScripts, atFirstTouch: boolean): void {
  // Module scripts are fetched in CORS mode: crossOrigin makes the fetched copy the one they find.
  const add = <Tag extends 'link' | 'script'>(tag: Tag, properties: Partial<HTMLElementTagNameMap[Tag]>) =>
    doc.head.append(Object.assign(doc.createElement(tag), { crossOrigin: '' }, properties));
  // An added module script runs as soon as it has arrived: it is added once the page's body exists.
  const run = () => whenParsed(doc, () => add('script', { type: 'module', src: entry }));
  for (const href of [entry, ...imports])
    add('link', atFirstTouch ? { rel: 'prefetch', as: 'script', href } : { rel: 'modulepreload', href });
  if (!atFirstTouch) {
    run();
    return;
  }
  const touched = () => {
    for (const type of FIRST_TOUCH_EVENTS) doc.removeEventListener(type, touched, true);
    run();
  };
  for (const type of FIRST_TOUCH_EVENTS)
    doc.addEventListener(type, touched, { capture: true, passive: true });
}
