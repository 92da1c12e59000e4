// index.html's first script, run before the page paints (docs/decisions/0037): shows the sign-in
// form painted into the page, in this device's language, when the app will open on it. Built on its
// own by vite-plugins/first-paint, so it holds none of the app.
import { firstPaintLocale, showFirstPaint } from '@/data/first-paint';

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
