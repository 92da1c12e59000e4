// A Strapi 5 document key table in memory, shared by every client of one test process: a test's own
// client and the desk's find a document by the same key, as one desk's calls do in the app.
import type { DocumentKeyStorage } from '@/data/server/document-keys';

const table = new Map<number, string>();

export const memoryDocumentKeys: DocumentKeyStorage = {
  get: async (key) => table.get(key) ?? null,
  put: async (rows) => {
    for (const { key, documentId } of rows) table.set(key, documentId);
  },
};
