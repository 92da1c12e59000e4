// Runs work once the page's HTML is parsed: at once if it already is, else at DOMContentLoaded.

/** Calls `run` once `doc` is parsed (its body, #root and painted form all there). */
export function whenParsed(doc: Document, run: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
