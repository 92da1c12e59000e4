// The floor under a first sign-in (docs/decisions/0018): the mirror's landing rows, as the app stored
// them, put again into a fresh database with the same store and indexes, 1,000 per transaction, with
// the raw indexedDB API and nothing of the app. What no change to the app's own code can go below.
import type { Page } from '@playwright/test';

/** A string, not a function: tsx names inner functions with a helper the page does not have. */
const PUT_AGAIN = (pageSize: number) => `(async () => {
  const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const app = await request(indexedDB.open('ppr-desk'));
  const source = app.transaction('landings').objectStore('landings');
  const rows = await request(source.getAll());
  const indexes = [...source.indexNames].map((name) => [name, source.index(name).keyPath]);
  const keyPath = source.keyPath;
  app.close();
  const name = 'ppr-desk-floor-' + Math.random().toString(36).slice(2);
  const opening = indexedDB.open(name, 1);
  opening.onupgradeneeded = () => {
    const store = opening.result.createObjectStore('landings', { keyPath });
    for (const [index, path] of indexes) store.createIndex(index, path);
  };
  const db = await request(opening);
  const started = performance.now();
  for (let at = 0; at < rows.length; at += ${pageSize}) {
    const tx = db.transaction('landings', 'readwrite');
    const store = tx.objectStore('landings');
    for (const row of rows.slice(at, at + ${pageSize})) store.put(row);
    await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  }
  const ms = performance.now() - started;
  db.close();
  await request(indexedDB.deleteDatabase(name));
  return { rows: rows.length, ms: Math.round(ms) };
})()`;

/** How long the page's browser takes to store the mirror's landing rows again, in ms. */
export async function putAgainMs(page: Page, pageSize: number): Promise<{ rows: number; ms: number }> {
  return page.evaluate<{ rows: number; ms: number }>(PUT_AGAIN(pageSize));
}
