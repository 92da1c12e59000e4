// index.html's first script, run before the page paints (docs/decisions/0037, 0043): shows the
// sign-in form painted into the page, in this device's language, when the app will open on it, and
// starts the desk's own scripts: at once, or at the first touch of that form. Built on its own by
// vite-plugins/first-paint, so it holds none of the app.
import { firstPaintLocale, showFirstPaint } from '@/data/first-paint';
import { moduleScriptsOf, startModules } from '@/lib/module-start';

const storage = (() => {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
})();
const locale = firstPaintLocale({
  pathname: location.pathname,
  storage,
  languages: navigator.languages ?? [],
});
showFirstPaint(document, locale);
// Under the painted form, the desk runs at the first touch of it (docs/decisions/0043).
const scripts = moduleScriptsOf(document.currentScript);
if (scripts) startModules(document, scripts, locale !== null);
