// The floors under a first sign-in (docs/decisions/0018, 0041): the mirror's landing rows put again
// into a fresh database with the same store and indexes, and the club's pages fetched again and
// stored, both with the raw browser APIs and nothing of the app. What no change to its code goes below.
import type { Page } from '@playwright/test';

/**
 * What both floors' page scripts share (strings, not functions: tsx names inner functions with a
 * helper the page does not have): IndexedDB requests as promises, a transaction's commit, and a
 * fresh database with the app's landings store and indexes, given their schema.
 */
const SHARED = `
  const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const committed = (tx) => new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  const schemaOf = (source) => ({
    keyPath: source.keyPath,
    indexes: [...source.indexNames].map((name) => [name, source.index(name).keyPath]),
  });
  const freshLike = async ({ keyPath, indexes }) => {
    const name = 'ppr-desk-floor-' + Math.random().toString(36).slice(2);
    const opening = indexedDB.open(name, 1);
    opening.onupgradeneeded = () => {
      const store = opening.result.createObjectStore('landings', { keyPath });
      for (const [index, path] of indexes) store.createIndex(index, path);
    };
    const db = await request(opening);
    return { db, drop: async () => { db.close(); await request(indexedDB.deleteDatabase(name)); } };
  };`;

const PUT_AGAIN = (pageSize: number) => `(async () => {${SHARED}
  const app = await request(indexedDB.open('ppr-desk'));
  const source = app.transaction('landings').objectStore('landings');
  const rows = await request(source.getAll());
  const schema = schemaOf(source);
  app.close();
  const { db, drop } = await freshLike(schema);
  const started = performance.now();
  for (let at = 0; at < rows.length; at += ${pageSize}) {
    const tx = db.transaction('landings', 'readwrite');
    const store = tx.objectStore('landings');
    for (const row of rows.slice(at, at + ${pageSize})) store.put(row);
    await committed(tx);
  }
  const ms = performance.now() - started;
  await drop();
  return { rows: rows.length, ms: Math.round(ms) };
})()`;

/** How long the page's browser takes to store the mirror's landing rows again, in ms. */
export async function putAgainMs(page: Page, pageSize: number): Promise<{ rows: number; ms: number }> {
  return page.evaluate<{ rows: number; ms: number }>(PUT_AGAIN(pageSize));
}

/**
 * The same club's pages fetched again from the server with the desk's token and stored into a fresh
 * database with the mirror's indexes, each page stored while the next is on its way: the raw fetch
 * and IndexedDB calls and the Strapi envelope unwrapped, no schema, nothing of the app. What a first
 * pull could take if the app's own code cost nothing.
 */
const FETCH_AND_PUT = (pageSize: number, clubId: number) => `(async () => {${SHARED}
  const flat = (value) => value && typeof value === 'object' && 'data' in value
    ? (value.data === null ? null : Array.isArray(value.data) ? value.data.map(entry) : entry(value.data))
    : value;
  const entry = (record) => {
    const row = { id: record.id };
    for (const key in record.attributes) row[key] = flat(record.attributes[key]);
    return row;
  };
  const app = await request(indexedDB.open('ppr-desk'));
  const schema = schemaOf(app.transaction('landings').objectStore('landings'));
  app.close();
  const { db, drop } = await freshLike(schema);
  const headers = { authorization: 'Bearer ' + localStorage.getItem('token') };
  const page = (since) =>
    fetch('/api/sync/landings?' + new URLSearchParams({ limit: '${pageSize}', ...(since ? { since } : {}) }), { headers })
      .then((response) => response.json());
  const started = performance.now();
  let rows = 0;
  let next = page(null);
  for (;;) {
    const body = await next;
    const sync = body.meta.sync;
    if (sync.more) next = page(sync.cursor);
    const tx = db.transaction('landings', 'readwrite');
    const store = tx.objectStore('landings');
    for (const record of body.data) store.put({ ...entry(record), clubId: ${clubId}, _server: 'same' });
    await committed(tx);
    rows += body.data.length;
    if (!sync.more) break;
  }
  const ms = performance.now() - started;
  await drop();
  return { rows, ms: Math.round(ms) };
})()`;

/** How long the page's browser takes to fetch the club's pages again and store them, in ms. */
export async function fetchAndPutMs(
  page: Page,
  pageSize: number,
  clubId: number,
): Promise<{ rows: number; ms: number }> {
  return page.evaluate<{ rows: number; ms: number }>(FETCH_AND_PUT(pageSize, clubId));
}
