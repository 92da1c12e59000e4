// A server info as the tests' clients use it: the Strapi version kept in memory, and a Strapi 5's
// document keys in one table shared by every client of the test process, so a test's own client and
// the desk's find a document by the same key, as one desk's calls do in the app.
import type { ApiClient } from '@/data/api/client';
import type { DocumentKeyStorage } from '@/data/server/document-keys';
import { createServerInfo, type ServerInfo } from '@/data/server/server-info';
import { storedStrapiVersions } from '@/data/server/strapi-versions';
import { memoryStorage } from './memory-storage';

const table = new Map<number, string>();

export const memoryDocumentKeys: DocumentKeyStorage = {
  get: async (key) => table.get(key) ?? null,
  put: async (rows) => {
    for (const { key, documentId } of rows) table.set(key, documentId);
  },
};

export function testServerInfo(api: ApiClient): ServerInfo {
  const server = createServerInfo(api, { versions: storedStrapiVersions(memoryStorage()) });
  server.keepDocumentKeysIn(memoryDocumentKeys);
  return server;
}
