// The desk's numeric key for a Strapi 5 document (docs/decisions/0035). Strapi 5 republishes an entry
// under a new numeric id on every write, so only its documentId names it for good; the mirror, the
// outbox and the screens keep numeric keys, so the key is worked out from the documentId alone: the
// same on every desk and every read, with no table to consult. A 53-bit hash (cyrb53) of ids that
// are random already: two documents of one club sharing a key is a one-in-a-billion event, and
// the wire layer refuses it rather than merge them (data/server/strapi5-wire.ts).

/** Above any id Strapi or our server hands out, so a key never passes for a plain id. */
const KEY_FLOOR = 2 ** 40;

export function documentKey(documentId: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < documentId.length; i += 1) {
    const code = documentId.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 2097152 * (h2 >>> 0) + (h1 >>> 0);
  return KEY_FLOOR + (hash % (Number.MAX_SAFE_INTEGER - KEY_FLOOR));
}

/** Whether a number is a document key rather than an id a server handed out. */
export const isDocumentKey = (id: number): boolean => id >= KEY_FLOOR;
